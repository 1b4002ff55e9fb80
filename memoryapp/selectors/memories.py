"""Reads of the memory engine. Every selector is scoped by project, except the sweeps' reads
that say they are engine-wide."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from django.conf import settings
from django.contrib.postgres.search import SearchQuery
from django.db import connection, models, transaction
from django.db.models import Count, Max, OuterRef, Prefetch, Q, QuerySet, Subquery

from memoryapp.db.pagination import Page, decode_cursor, page_of, rows_after
from memoryapp.db.prepared import prepared_cursor
from memoryapp.domain.audit import CONTEXT_BUNDLE
from memoryapp.domain.chains import (
    Chain,
    ChainNode,
    PurgeScope,
    chain_of,
    predecessors_first,
    predecessors_of_all,
    purge_scope,
)
from memoryapp.domain.types import (
    EventKind,
    MemoryStatus,
    MemoryType,
)
from memoryapp.errors import InvalidInput, NotFound
from memoryapp.models import (
    ApiToken,
    BundleEvent,
    CanonicalEvent,
    ContextTrace,
    ExtractionJob,
    ExtractionRun,
    Memory,
    MemoryEvent,
    Project,
    ProposalRepeat,
)

# Both walks use UNION (not UNION ALL), so a cycle, which the triggers forbid anyway, would
# end the recursion instead of looping; the domain walk then reports it.
_CHAIN_SQL = """
WITH RECURSIVE forward(id, superseded_by_id) AS (
    SELECT id, superseded_by_id FROM memoryapp_memory WHERE id = %(start)s AND project_id = %(p)s
    UNION
    SELECT m.id, m.superseded_by_id FROM memoryapp_memory m
    JOIN forward f ON m.id = f.superseded_by_id WHERE m.project_id = %(p)s
),
backward(id) AS (
    SELECT id FROM forward
    UNION
    SELECT m.id FROM memoryapp_memory m JOIN backward b ON m.superseded_by_id = b.id
    WHERE m.project_id = %(p)s
)
SELECT m.id, m.superseded_by_id, m.recorded_at FROM memoryapp_memory m
WHERE m.id IN (SELECT id FROM backward)
"""


def _nodes(*, project_id: int, memory_id: uuid.UUID | str) -> dict[str, ChainNode]:
    try:
        start = uuid.UUID(str(memory_id))
    except ValueError:
        raise NotFound("memory not found", details={"id": str(memory_id)}) from None
    with connection.cursor() as cursor:
        cursor.execute(_CHAIN_SQL, {"start": start, "p": project_id})
        rows = cursor.fetchall()
    if not rows:
        raise NotFound("memory not found", details={"id": str(memory_id)})
    return {
        str(row[0]): ChainNode(
            id=str(row[0]),
            superseded_by=str(row[1]) if row[1] else None,
            recorded_at=row[2],
        )
        for row in rows
    }


def memory_chain(*, project_id: int, memory_id: uuid.UUID | str) -> Chain:
    """The head of ``memory_id``'s chain and every version leading to it, oldest first."""
    return chain_of(str(memory_id), _nodes(project_id=project_id, memory_id=memory_id))


def memory_purge_scope(*, project_id: int, memory_id: uuid.UUID | str) -> PurgeScope:
    """What purging ``memory_id`` deletes and releases (see :func:`chains.purge_scope`)."""
    return purge_scope(str(memory_id), _nodes(project_id=project_id, memory_id=memory_id))


def memory_chain_ids(*, project_id: int, memory_id: uuid.UUID | str) -> list[str]:
    return list(memory_chain(project_id=project_id, memory_id=memory_id).history)


def memory_head_id(*, project_id: int, memory_id: uuid.UUID | str) -> str:
    return memory_chain(project_id=project_id, memory_id=memory_id).head


def memory_holdings(*, memory_ids: Iterable[uuid.UUID | str]) -> dict[str, tuple[str, str]]:
    """``(status, standing)`` of each of ``memory_ids`` that exists, by id."""
    rows = Memory.objects.filter(id__in=list(memory_ids)).values_list("id", "status", "standing")
    return {str(memory_id): (status, standing) for memory_id, status, standing in rows}


def memory_get(*, project: Project, memory_id: uuid.UUID | str) -> Memory:
    try:
        return Memory.objects.select_related("retrieval").get(project=project, id=memory_id)
    except (Memory.DoesNotExist, ValueError):
        raise NotFound("memory not found", details={"id": str(memory_id)}) from None


def memory_heads(
    *,
    project: Project,
    status: str | None = None,
    type: str | None = None,
) -> QuerySet[Memory]:
    qs = Memory.objects.filter(project=project, superseded_by__isnull=True)
    if status:
        qs = qs.filter(status=status)
    if type:
        qs = qs.filter(type=type)
    return qs.order_by("-recorded_at", "id")


# A page of chain heads, keyset-paginated with the cursor the owner's UI uses too.
HeadPage = Page[Memory]


def memory_head_page(
    *,
    project: Project,
    status: str | None = None,
    type: str | None = None,
    q: str | None = None,
    cursor: str | None = None,
    limit: int = 50,
) -> HeadPage:
    """Heads newest first, keyset-paginated on (recorded_at, id) so deep pages stay fast."""
    qs = memory_heads(project=project, status=status, type=type)
    if q:
        qs = qs.filter(tsv=SearchQuery(q, config="english", search_type="websearch"))
    if cursor:
        position = decode_cursor(cursor)
        if position is None:
            raise InvalidInput("the cursor is not one this API issued", details={"field": "cursor"})
        qs = rows_after(qs, "recorded_at", position)
    rows = list(
        qs.order_by("-recorded_at", "-id")
        .select_related("retrieval")
        .prefetch_related("entities")[: limit + 1]
    )
    return page_of(rows, "recorded_at", limit)


@dataclass(frozen=True)
class ChainVersion:
    memory: Memory
    events: list[MemoryEvent]


def memory_chain_versions(*, project: Project, memory_id: uuid.UUID | str) -> list[ChainVersion]:
    """Every version of the chain with its audit events, oldest first (three queries).

    The bundles that carried a version are its ``retrieved`` entries: one BundleEvent per
    /context call lists every memory it carried, and each appears here as an (unsaved)
    ``retrieved`` event of that memory, in time order with the others.
    """
    chain = memory_chain(project_id=project.id, memory_id=memory_id)
    # A document memory's chunk (path, anchor, commit) is shown with each version.
    versions = Memory.objects.filter(project=project, id__in=chain.history)
    rows = {str(m.id): m for m in versions.select_related("source_chunk")}
    events: dict[str, list[MemoryEvent]] = {key: [] for key in rows}
    for event in MemoryEvent.objects.filter(project=project, memory_id__in=chain.history):
        events[str(event.memory_id)].append(event)
    bundles = BundleEvent.objects.filter(project=project, memory_ids__overlap=chain.history)
    for bundle in bundles:
        for carried in bundle.memory_ids:
            if str(carried) in events:
                events[str(carried)].append(bundle_as_event(bundle, carried))
    for listed in events.values():
        listed.sort(key=lambda e: (e.at, e.id or 0))
    return [ChainVersion(memory=rows[i], events=events[i]) for i in chain.history]


ACCESS_LOG_LIMIT = 200


def memory_access_log(
    *, project: Project, memory_ids: list[str], limit: int = ACCESS_LOG_LIMIT
) -> list[BundleEvent]:
    """The context bundles that carried any of ``memory_ids`` (a chain's versions), newest
    first: who was served the memory, when, on which route, and the trace that explains it."""
    return list(
        BundleEvent.objects.filter(project=project, memory_ids__overlap=memory_ids).order_by(
            "-at", "-id"
        )[:limit]
    )


def bundle_as_event(bundle: BundleEvent, memory_id: uuid.UUID) -> MemoryEvent:
    """One memory's entry in a bundle's audit, as the ``retrieved`` event it stands for."""
    return MemoryEvent(
        project_id=bundle.project_id,
        memory_id=memory_id,
        kind=EventKind.RETRIEVED.value,
        actor=bundle.actor,
        actor_label=bundle.actor_label,
        at=bundle.at,
        reasons=[{"code": CONTEXT_BUNDLE, "detail": ""}],
        data={"trace": str(bundle.trace_id), "route": bundle.route},
    )


def trace_get(*, project: Project, trace_id: uuid.UUID | str) -> ContextTrace:
    try:
        return ContextTrace.objects.get(project=project, id=trace_id)
    except (ContextTrace.DoesNotExist, ValueError):
        raise NotFound("trace not found", details={"id": str(trace_id)}) from None


# What the session's bundles carried since its latest fresh start, each memory in the form of
# the latest bundle that carried it. ``session_id <> ''`` is spelled out so even a generic plan
# of the prepared statement can use the partial index trace_by_session.
_SESSION_SERVED_SQL = f"""
WITH earlier AS (
    SELECT created_at, session FROM {ContextTrace._meta.db_table}
    WHERE project_id = %(project_id)s AND session_id = %(session_id)s AND session_id <> ''
),
since AS (
    SELECT coalesce(max(created_at), '-infinity'::timestamptz) AS at
    FROM earlier WHERE (session ->> 'fresh')::boolean
)
SELECT DISTINCT ON (served.key) served.key, served.value
FROM earlier, since, jsonb_each_text(earlier.session -> 'served') AS served
WHERE earlier.created_at >= since.at
ORDER BY served.key, earlier.created_at DESC
"""  # noqa: S608 - the table name is the model's own


def session_served(*, project: Project, session_id: str) -> dict[str, str]:
    """Memory id -> the form (``domain.decisions.served_form``) in which the session's earlier
    context bundles last carried it, counting only bundles since the session's latest fresh
    start. Read on the primary, never a replica: a call made right after another of the same
    session must see the first one's trace, which is committed before its answer is sent."""
    if not session_id:
        return {}
    with prepared_cursor() as cursor:
        cursor.execute(_SESSION_SERVED_SQL, {"project_id": project.id, "session_id": session_id})
        return {str(key): str(value) for key, value in cursor.fetchall()}


def pending_count(*, project: Project) -> int:
    """How many memories wait for the owner's review: the pending heads, what the review
    queue lists (one count on the partial index memory_heads_by_status)."""
    return Memory.objects.filter(
        project=project, status=MemoryStatus.PENDING.value, superseded_by__isnull=True
    ).count()


_TOKEN_FIELDS = [f.attname for f in ApiToken._meta.concrete_fields]
_PROJECT_FIELDS = [f.attname for f in Project._meta.concrete_fields]
_TOKEN_SQL = (
    "SELECT "  # noqa: S608 - only the models' own column names are formatted in
    + ", ".join([f"t.{c}" for c in _TOKEN_FIELDS] + [f"p.{c}" for c in _PROJECT_FIELDS])
    + " FROM memoryapp_apitoken t JOIN memoryapp_project p ON p.id = t.project_id"
    + " WHERE t.token_hash = %s"
)


def api_token_by_hash(*, token_hash: str) -> ApiToken | None:
    """The token with this hash, its project loaded, or None.

    Every API request starts here, so the SQL is written out: the ORM's
    ``select_related("project").get(...)`` spends about three times as long compiling the
    query as this takes to run it.
    """
    with prepared_cursor() as cursor:
        cursor.execute(_TOKEN_SQL, [token_hash])
        row = cursor.fetchone()
    if row is None:
        return None
    split = len(_TOKEN_FIELDS)
    token = ApiToken.from_db(connection.alias, _TOKEN_FIELDS, row[:split])
    token.project = Project.from_db(connection.alias, _PROJECT_FIELDS, row[split:])
    return token


def project_tokens(*, project: Project) -> list[ApiToken]:
    """The project's tokens, newest first (revoked ones included: they are its history)."""
    return list(ApiToken.objects.filter(project=project).order_by("-created_at", "-id")[:500])


@dataclass(frozen=True)
class TokenUsage:
    reads: int  # search and context calls (their traces are kept MEMORY_TRACE_RETENTION_DAYS)
    writes: int  # memories it created and events it captured


def token_usage(*, tokens: list[ApiToken]) -> dict[int, TokenUsage]:
    """Reads and writes per token, counted from the rows each call left (three queries)."""
    ids = [t.id for t in tokens]

    def counted(model: type[models.Model]) -> dict[int, int]:
        rows = model._default_manager.filter(token_id__in=ids).values("token_id")
        return {row["token_id"]: row["n"] for row in rows.annotate(n=Count("id"))}

    reads = counted(ContextTrace)
    memories, events = counted(Memory), counted(CanonicalEvent)
    return {
        i: TokenUsage(reads=reads.get(i, 0), writes=memories.get(i, 0) + events.get(i, 0))
        for i in ids
    }


SERVED_LIMIT = 100


def token_served(
    *, project: Project, token_id: int, limit: int = SERVED_LIMIT
) -> list[BundleEvent]:
    """The context bundles this token was served, newest first."""
    return list(
        BundleEvent.objects.filter(project=project, token_id=token_id).order_by("-at", "-id")[
            :limit
        ]
    )


def token_get(*, project: Project, token_id: int) -> ApiToken:
    token = ApiToken.objects.filter(project=project, id=token_id).first()
    if token is None:
        raise NotFound("token not found", details={"id": token_id})
    return token


def token_state(token: ApiToken) -> Literal["active", "paused", "revoked"]:
    if token.revoked_at is not None:
        return "revoked"
    return "paused" if token.paused_at is not None else "active"


# --- export ------------------------------------------------------------------------------------

EXPORT_BATCH = 500


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def _export_line(memory: Memory, predecessors: tuple[str, ...]) -> dict[str, Any]:
    """One memory as a line of the import format (``POST /import``); its ref is its id."""
    line: dict[str, Any] = {
        "ref": str(memory.id),
        "type": memory.type,
        "content": memory.content,
        "status": memory.status,
        "confidence": memory.confidence,
        "entities": sorted(entity.name for entity in memory.entities.all()),
        "source": {"kind": memory.source.get("kind"), "ref": memory.source.get("ref")},
        "standing": memory.standing,
        "session_id": memory.session_id,
        "subject": memory.subject,
        "recorded_at": _iso(memory.recorded_at),
        "valid_from": _iso(memory.valid_from),
        "valid_to": _iso(memory.valid_to),
    }
    if predecessors:
        line["supersedes"] = list(predecessors) if len(predecessors) > 1 else predecessors[0]
        line["kind"] = memory.supersession_kind
    if memory.repeat_of_id is not None:
        line["repeat_of"] = str(memory.repeat_of_id)
    repeats = [_export_repeat(repeat) for repeat in memory.repeats.all()]
    if repeats:
        line["repeats"] = repeats
    return line


def _export_repeat(repeat: ProposalRepeat) -> dict[str, Any]:
    """A proposal folded into the card; the token that sent it stays behind (tokens are
    the project's, not the file's)."""
    return {
        "content": repeat.content,
        "actor": repeat.actor,
        "actor_label": repeat.actor_label,
        "session_id": repeat.session_id,
        "confidence": repeat.confidence,
        "source": {"kind": repeat.source.get("kind"), "ref": repeat.source.get("ref")},
        "recorded_at": _iso(repeat.recorded_at),
    }


def memory_export(*, project: Project) -> Iterator[dict[str, Any]]:
    """Every memory of ``project`` (every status, every version) as import lines, each after
    the versions it supersedes, read in one REPEATABLE READ snapshot so a write during the
    export cannot tear a chain. Rows are fetched in batches; only ids and links are held for
    the whole project."""
    # Inside a caller's transaction (a test's) the snapshot is the caller's to choose.
    fresh = not connection.in_atomic_block
    with transaction.atomic():
        if fresh:
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        links = Memory.objects.filter(project=project).values_list(
            "id", "superseded_by_id", "recorded_at"
        )
        nodes = {
            str(i): ChainNode(id=str(i), superseded_by=str(s) if s else None, recorded_at=at)
            for i, s, at in links.iterator(chunk_size=5000)
        }
        supersedes = predecessors_of_all(nodes)
        order = predecessors_first(nodes)
        for start in range(0, len(order), EXPORT_BATCH):
            batch = order[start : start + EXPORT_BATCH]
            rows = Memory.objects.filter(project=project, id__in=batch).prefetch_related(
                "entities",
                Prefetch("repeats", ProposalRepeat.objects.order_by("recorded_at", "id")),
            )
            by_id = {str(m.id): m for m in rows}
            for memory_id in batch:
                yield _export_line(by_id[memory_id], supersedes.get(memory_id, ()))


# --- entities, working sessions, extraction ----------------------------------------------------


def memory_entity_names(*, memory: Memory) -> list[str]:
    """The names of the memory's entities, in the order they were linked to it."""
    return [e.name for e in memory.entities.order_by("memoryentity__id")]


def working_idle_sessions(*, cutoff: datetime, statuses: list[str]) -> list[tuple[int, str]]:
    """Every (project id, session id) with working memories in ``statuses`` whose latest sign of
    life (a captured event, a new working memory) is at or before ``cutoff``. Engine-wide: the
    expiry sweep's read, over every project."""
    last_event = (
        CanonicalEvent.objects.filter(
            project_id=OuterRef("project_id"), session_id=OuterRef("session_id")
        )
        .values("project_id", "session_id")
        .annotate(last=Max("observed_at"))
        .values("last")
    )
    sessions = (
        Memory.objects.filter(type=MemoryType.WORKING.value, status__in=statuses)
        .values("project_id", "session_id")
        .annotate(last_memory=Max("recorded_at"), last_event=Subquery(last_event))
    )
    idle = []
    for row in sessions:
        last_activity = max(t for t in (row["last_memory"], row["last_event"]) if t is not None)
        if last_activity <= cutoff:
            idle.append((row["project_id"], row["session_id"]))
    return idle


def extraction_enabled() -> bool:
    """Whether a model is configured (``MEMORY_LLM_URL``); without one extraction runs dark."""
    return bool(settings.MEMORY_LLM_URL)


def turn_events(*, run: ExtractionRun) -> list[CanonicalEvent]:
    """The events of the run's turn: after the previous end, up to its own end event.

    An end is a completed turn, or the point where a harvest took a turn still in progress
    (the end event of another run): what a harvest already extracted is not read again when
    the turn completes, so its facts are not proposed twice.
    """
    session = CanonicalEvent.objects.filter(project=run.project, session_id=run.session_id)
    end = run.turn_event
    harvested = ExtractionRun.objects.filter(project=run.project, session_id=run.session_id).values(
        "turn_event_id"
    )
    previous_end = (
        session.filter(Q(turn_complete=True) | Q(id__in=harvested), id__lt=end.id)
        .order_by("-id")
        .values("id")
        .first()
    )
    events = session.filter(id__lte=end.id)
    if previous_end:
        events = events.filter(id__gt=previous_end["id"])
    return list(events.order_by("observed_at", "id"))


@dataclass(frozen=True)
class JobReport:
    job: ExtractionJob
    state: str
    runs: dict[str, int]
    memories: int


def job_report(*, project: Project, job_id: str) -> JobReport:
    """An extraction job (POST /extract) and how far its turns got."""
    try:
        job = ExtractionJob.objects.get(project=project, id=job_id)
    except (ExtractionJob.DoesNotExist, ValueError):
        raise NotFound("job not found", details={"id": str(job_id)}) from None
    runs: dict[str, int] = {}
    memories = 0
    for state, facts in job.turns.values_list("state", "facts"):
        runs[state] = runs.get(state, 0) + 1
        memories += facts
    if not extraction_enabled() and not runs:
        state = "dark"
    elif not runs:
        state = "done"
    elif set(runs) <= {ExtractionRun.State.DONE, ExtractionRun.State.DROPPED}:
        state = "done" if ExtractionRun.State.DROPPED not in runs else "done_with_drops"
    else:
        state = "running"
    return JobReport(job=job, state=state, runs=runs, memories=memories)
