"""Reads about what memories are about: a subject's chains and the subjects list, the heads a
new memory may replace or contradict (change detection), and the open loops."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import Case, Count, FloatField, Max, Q, QuerySet, Value, When
from django.db.models.functions import Left
from pgvector.django import MaxInnerProduct

from memoryapp.db.pagination import Page, decode_cursor, page_of
from memoryapp.domain.changes import Head
from memoryapp.domain.loop_meaning import DONE, WORK, Reading
from memoryapp.domain.loop_words import work_words
from memoryapp.domain.loops import (
    LOOP_SIMILAR_AT,
    LOOP_TEXT_CHARS,
    Loop,
    LoopMemory,
    LoopStatus,
    may_close,
    opens_a_loop,
    resolve_loop,
    seen_at,
)
from memoryapp.domain.names import normalize_entity_name
from memoryapp.domain.state import StateVersion
from memoryapp.domain.temporal import Version
from memoryapp.domain.types import MemoryStatus, MemoryType, Standing, SupersessionKind
from memoryapp.errors import InvalidInput
from memoryapp.models import Memory, MemoryEntity, Project
from memoryapp.retrieval.chains import chain_walk_sql
from memoryapp.retrieval.rows import ROW_COLUMNS, CandidateRow, candidate_row
from memoryapp.retrieval.scope import pg_array

# --- subjects ---------------------------------------------------------------------------

# Every version of every chain that holds a memory with the subject (a version the owner named
# later may have predecessors that carry no subject).
_SUBJECT_CHAINS_SQL = chain_walk_sql(
    start="subject = %(subject)s",
    columns="""m.id::text, m.content, m.status, m.standing, m.recorded_at, m.valid_from,
       m.valid_to, m.superseded_by_id::text, m.supersession_kind""",
)


@dataclass(frozen=True)
class SubjectChains:
    """A subject's versions, and its chains (by head id) as temporal Versions."""

    versions: list[StateVersion]
    chains: dict[str, list[Version]]


def subject_chains(*, project: Project, subject: str) -> SubjectChains:
    """Every version of the chains that hold ``subject`` (already normalised)."""
    with connection.cursor() as cursor:
        cursor.execute(_SUBJECT_CHAINS_SQL, {"p": project.id, "subject": subject})
        rows = cursor.fetchall()
    found = SubjectChains(versions=[], chains={})
    for head, memory_id, content, status, standing, recorded, since, until, succ, how in rows:
        found.versions.append(
            StateVersion(
                memory_id=memory_id,
                content=content,
                status=MemoryStatus(status),
                standing=Standing(standing),
                recorded_at=recorded,
                valid_from=since,
                valid_to=until,
                is_head=succ is None,
            )
        )
        found.chains.setdefault(head, []).append(
            Version(memory_id, recorded, since, until, succ, SupersessionKind(how) if how else None)
        )
    return found


@dataclass(frozen=True)
class SubjectRow:
    subject: str
    memories: int
    heads: int
    last_recorded_at: datetime


def subject_list(*, project: Project, q: str = "", limit: int = 100) -> list[SubjectRow]:
    """The project's subjects (those containing ``q``), most recently recorded first."""
    rows = Memory.objects.filter(project=project).exclude(subject="")
    if q:
        rows = rows.filter(subject__icontains=q.strip())
    grouped = (
        rows.values("subject")
        .annotate(
            memories=Count("id"),
            heads=Count("id", filter=Q(superseded_by__isnull=True)),
            last=Max("recorded_at"),
        )
        .order_by("-last", "subject")[:limit]
    )
    return [
        SubjectRow(row["subject"], row["memories"], row["heads"], row["last"]) for row in grouped
    ]


# --- what a new memory may be about (change detection) ----------------------------------


def subject_heads(
    *, project: Project, subject: str, memory_types: Sequence[MemoryType]
) -> list[Head]:
    """The active heads of ``subject`` of one of ``memory_types``, the latest first."""
    rows = (
        Memory.objects.filter(
            project=project,
            subject=subject,
            type__in=[t.value for t in memory_types],
            status=MemoryStatus.ACTIVE.value,
            superseded_by__isnull=True,
        )
        .order_by("-recorded_at", "-id")
        .values_list("id", "content", "type")[:5]
    )
    return [Head(str(i), content, MemoryType(kind)) for i, content, kind in rows]


# Heads of a type that share an entity with a proposal (or, when it names none, its words),
# each with its embedding when the configured model made it. Few heads share an entity, and
# a word match is ranked by the text index, so both reads are small.
_RELATED_BY_ENTITY_SQL = """
    SELECT m.id::text, m.content,
           CASE WHEN m.embedding_model = %(model)s THEN m.embedding::text END
    FROM memoryapp_memory m
    WHERE m.project_id = %(p)s AND m.type = %(type)s AND m.status = 'active'
      AND m.superseded_by_id IS NULL
      AND EXISTS (
          SELECT 1 FROM memoryapp_memoryentity me JOIN memoryapp_entity e ON e.id = me.entity_id
          WHERE me.memory_id = m.id AND e.project_id = %(p)s
            AND e.normalized = ANY(%(names)s::text[]))
    ORDER BY m.recorded_at DESC, m.id
    LIMIT %(limit)s
"""
_RELATED_BY_WORDS_SQL = """
    SELECT m.id::text, m.content,
           CASE WHEN m.embedding_model = %(model)s THEN m.embedding::text END
    FROM memoryapp_memory m
    WHERE m.project_id = %(p)s AND m.type = %(type)s AND m.status = 'active'
      AND m.superseded_by_id IS NULL
      AND m.tsv @@ websearch_to_tsquery('english', %(words)s)
    ORDER BY ts_rank(m.tsv, websearch_to_tsquery('english', %(words)s)) DESC,
             m.recorded_at DESC, m.id
    LIMIT %(limit)s
"""


@dataclass(frozen=True)
class RelatedHead:
    """A head a change statement may be about, with its stored embedding (None when the
    configured model has not embedded it yet)."""

    id: str
    content: str
    embedding: list[float] | None
    shared_entity: bool


def related_heads(
    *,
    project: Project,
    memory_type: MemoryType,
    entity_names: Iterable[str],
    words: Iterable[str] = (),
    limit: int = 3,
) -> list[RelatedHead]:
    """Active heads of ``memory_type`` that share an entity with ``entity_names``, latest first;
    with no entity named, those whose text matches any of ``words``, best match first."""
    names = sorted({normalize_entity_name(n) for n in entity_names if n.strip()})
    params: dict[str, Any] = {
        "p": project.id,
        "type": memory_type.value,
        "model": settings.MEMORY_EMBEDDINGS_MODEL,
        "limit": limit,
    }
    if names:
        sql, params["names"] = _RELATED_BY_ENTITY_SQL, pg_array(names)
    else:
        terms = sorted({w for w in words if w.isalnum()})
        if not terms:
            return []
        sql, params["words"] = _RELATED_BY_WORDS_SQL, " or ".join(terms)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return [
            RelatedHead(i, content, json.loads(vector) if vector else None, bool(names))
            for i, content, vector in cursor.fetchall()
        ]


# --- open loops -------------------------------------------------------------------------

# The loops are read from the project's most recent versions (and every plan still ahead):
# unfinished work is recent work, and the page and /context must not read every memory. Each
# row brings only the first LOOP_TEXT_CHARS of its text, cut by the database.
OPEN_LOOPS_SCAN = 2000
# Bounds on the work of closing: the later memories a loop is compared with (its subject's, and
# those sharing one of its work words, the earliest first), a work word held by more memories
# than this says too little to be looked up by, and the embedding comparison is of at most
# this many open loops against this many completions (one statement, their product at most).
LOOP_CLOSER_CANDIDATES = 200
LOOP_WORD_POSTINGS = 200
LOOP_SIMILAR_PAIRS_SIDE = 200


def _loop_memory(row: tuple[Any, ...], entities: tuple[str, ...] = ()) -> LoopMemory:
    memory_id, content, subject, recorded, since, succ, status, standing, until, *scores = row
    return LoopMemory(
        str(memory_id),
        content,
        subject,
        recorded,
        since,
        str(succ) if succ else None,
        MemoryStatus(status),
        Standing(standing),
        until,
        entities,
        *scores,
    )


_LOOP_FIELDS = (
    "id",
    "text",
    "subject",
    "recorded_at",
    "valid_from",
    "superseded_by_id",
    "status",
    "standing",
    "valid_to",
    "work_score",
    "done_score",
)


def _score(reading: Reading) -> Case | Value:
    """Each row's vector dotted with a reading's weights, in the database (None when the
    configured model is not the one they read: the rules then stand alone)."""
    if (settings.MEMORY_EMBEDDINGS_MODEL, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)) != (
        reading.model,
        reading.dimensions,
    ):
        return Value(None, output_field=FloatField())
    # <#> is the negative inner product; the stored vectors are unit length.
    dot = MaxInnerProduct("embedding", list(reading.weights)) * -1
    return Case(When(embedding_model=reading.model, then=dot), output_field=FloatField())


def _loop_rows(project: Project) -> QuerySet[Memory]:
    return Memory.objects.filter(project=project).annotate(
        text=Left("content", LOOP_TEXT_CHARS),
        work_score=_score(WORK),
        done_score=_score(DONE),
    )


def _entity_names(ids: Iterable[Any]) -> dict[str, tuple[str, ...]]:
    names: dict[str, list[str]] = {}
    rows = MemoryEntity.objects.filter(memory_id__in=list(ids)).values_list(
        "memory_id", "entity__normalized"
    )
    for memory_id, name in rows:
        names.setdefault(str(memory_id), []).append(name)
    return {k: tuple(sorted(v)) for k, v in names.items()}


def _loop_memories(
    project: Project, *, valid_at: datetime, known_at: datetime, scan: int
) -> dict[str, LoopMemory]:
    """The recent versions known at ``known_at`` and the plans still ahead of ``valid_at``,
    those that count at that standpoint (:func:`memoryapp.domain.loops.seen_at`)."""
    visible = _loop_rows(project).filter(
        status__in=[MemoryStatus.ACTIVE.value, MemoryStatus.ARCHIVED.value],
        recorded_at__lte=known_at,
    )
    recent = list(visible.order_by("-recorded_at", "-id").values_list(*_LOOP_FIELDS)[:scan])
    ahead = list(visible.filter(valid_from__gt=valid_at).values_list(*_LOOP_FIELDS)[:scan])
    names = _entity_names({row[0] for row in [*recent, *ahead]})
    memories = (_loop_memory(row, names.get(str(row[0]), ())) for row in [*recent, *ahead])
    return {m.id: m for m in memories if seen_at(m, valid_at=valid_at, known_at=known_at)}


def _closer_candidates(
    memories: dict[str, LoopMemory], openers: list[LoopMemory]
) -> dict[str, list[LoopMemory]]:
    """For each opener, the later memories that may close it: its subject's and those sharing
    one of its work words (a word in more than LOOP_WORD_POSTINGS memories is not looked up),
    the earliest LOOP_CLOSER_CANDIDATES of them."""
    ordered = sorted(memories.values(), key=lambda m: (m.recorded_at, m.id))
    by_subject: dict[str, list[LoopMemory]] = {}
    by_word: dict[str, list[LoopMemory]] = {}
    for memory in ordered:
        if memory.subject:
            by_subject.setdefault(memory.subject, []).append(memory)
        for word in work_words(memory.content, memory.entities):
            by_word.setdefault(word, []).append(memory)
    found: dict[str, list[LoopMemory]] = {}
    for opener in openers:
        pool = {m.id: m for m in by_subject.get(opener.subject, []) if opener.subject}
        for word in work_words(opener.content, opener.entities):
            postings = by_word.get(word, [])
            if len(postings) <= LOOP_WORD_POSTINGS:
                pool.update((m.id, m) for m in postings)
        after = (opener.recorded_at, opener.id)
        later = [m for m in pool.values() if (m.recorded_at, m.id) > after]
        later.sort(key=lambda m: (m.recorded_at, m.id))
        found[opener.id] = later[:LOOP_CLOSER_CANDIDATES]
    return found


_SIMILAR_PAIRS_SQL = """
    SELECT o.id::text, c.id::text
    FROM memoryapp_memory o JOIN memoryapp_memory c ON c.id = ANY(%(closers)s::uuid[])
    WHERE o.project_id = %(p)s AND c.project_id = %(p)s AND o.id = ANY(%(openers)s::uuid[])
      AND o.embedding IS NOT NULL AND c.embedding IS NOT NULL
      AND o.embedding_model = %(model)s AND c.embedding_model = %(model)s
      AND c.recorded_at > o.recorded_at
      AND 1 - (o.embedding::vector({dims}) <=> c.embedding::vector({dims})) >= %(at)s
"""


def _similar_pairs(
    project: Project, loops: list[Loop], completions: list[LoopMemory]
) -> dict[str, frozenset[str]]:
    """For each open loop, the later completions whose embedding is close to its opener's (by
    the same model), in one statement over at most LOOP_SIMILAR_PAIRS_SIDE of each."""
    openers = [loop.id for loop in loops][:LOOP_SIMILAR_PAIRS_SIDE]
    closers = [m.id for m in completions][-LOOP_SIMILAR_PAIRS_SIDE:]
    if not openers or not closers:
        return {}
    dims = int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    with connection.cursor() as cursor:
        cursor.execute(
            _SIMILAR_PAIRS_SQL.format(dims=dims),
            {
                "p": project.id,
                "openers": pg_array(openers),
                "closers": pg_array(closers),
                "model": settings.MEMORY_EMBEDDINGS_MODEL,
                "at": LOOP_SIMILAR_AT,
            },
        )
        pairs: dict[str, set[str]] = {}
        for opener_id, closer_id in cursor.fetchall():
            pairs.setdefault(opener_id, set()).add(closer_id)
    return {k: frozenset(v) for k, v in pairs.items()}


def open_loops(
    *,
    project: Project,
    now: datetime,
    known_at: datetime | None = None,
    scan: int = OPEN_LOOPS_SCAN,
) -> list[Loop]:
    """Every loop the recent active or archived versions open, newest first, each resolved
    (:mod:`memoryapp.domain.loops`) at the standpoint (``now`` in valid time, ``known_at``
    in recorded time, ``now`` when not given): only what was recorded by then counts."""
    known_at = known_at or now
    memories = _loop_memories(project, valid_at=now, known_at=known_at, scan=scan)
    openers = [(m, reason) for m in memories.values() if (reason := opens_a_loop(m))]
    # The successors of openers that fell outside the scan, in one read (of this project: an
    # id is only ever followed inside its own project).
    beyond = {m.superseded_by for m, _ in openers if m.superseded_by} - memories.keys()
    successors = dict(memories)
    for row in _loop_rows(project).filter(id__in=beyond).values_list(*_LOOP_FIELDS):
        successor = _loop_memory(row)
        if seen_at(successor, valid_at=now, known_at=known_at):
            successors[successor.id] = successor
    candidates = _closer_candidates(memories, [m for m, _ in openers])

    def resolve(memory: LoopMemory, reason: str, similar: frozenset[str]) -> Loop:
        return resolve_loop(
            memory,
            reason,
            later=candidates[memory.id],
            successor=successors.get(memory.superseded_by) if memory.superseded_by else None,
            now=now,
            similar=similar,
        )

    loops = [resolve(memory, reason, frozenset()) for memory, reason in openers]
    loops.sort(key=lambda loop: (loop.opened_at, loop.id), reverse=True)
    still_open = [loop for loop in loops if loop.status is LoopStatus.OPEN]
    completions = sorted(
        (m for m in memories.values() if may_close(m)),
        key=lambda m: (m.recorded_at, m.id),
    )
    similar = _similar_pairs(project, still_open, completions)
    if similar:
        by_id = {memory.id: memory for memory, _ in openers}
        later_of = {m.id: m for m in completions}
        for index, loop in enumerate(loops):
            if loop.id in similar:
                extra = [later_of[i] for i in similar[loop.id]]
                candidates[loop.id] = sorted(
                    {m.id: m for m in [*candidates[loop.id], *extra]}.values(),
                    key=lambda m: (m.recorded_at, m.id),
                )
                loops[index] = resolve(by_id[loop.id], loop.opened_because, similar[loop.id])
    return loops


def open_loop_page(
    *,
    project: Project,
    now: datetime,
    known_at: datetime | None = None,
    status: str | None = None,
    cursor: str | None = None,
    limit: int = 50,
) -> Page[Loop]:
    """A page of :func:`open_loops` (of ``status``), newest first, keyset-paginated on
    (opened_at, id) with the cursor the other listings use."""
    loops = [
        loop
        for loop in open_loops(project=project, now=now, known_at=known_at)
        if status in (None, loop.status)
    ]
    if cursor:
        position = decode_cursor(cursor)
        if position is None:
            raise InvalidInput("the cursor is not one this API issued", details={"field": "cursor"})
        at, after = position[0], str(position[1])
        loops = [loop for loop in loops if (loop.opened_at, loop.id) < (at, after)]
    return page_of(loops[: limit + 1], "opened_at", limit)


_LOOP_ROWS_SQL = """
    SELECT m.id::text, {row}
    FROM memoryapp_memory m
    WHERE m.project_id = %(p)s AND m.id = ANY(%(ids)s::uuid[])
"""


def loop_openers(*, project: Project, ids: Iterable[str]) -> dict[str, CandidateRow]:
    """The rows of the memories that opened the loops ``ids``, whole, as a context call's
    candidates are read (:mod:`memoryapp.retrieval.rows`)."""
    wanted = sorted(set(ids))
    if not wanted:
        return {}
    with connection.cursor() as cursor:
        cursor.execute(
            _LOOP_ROWS_SQL.format(row=ROW_COLUMNS), {"p": project.id, "ids": pg_array(wanted)}
        )
        return {row[0]: candidate_row(row[0], row[1:]) for row in cursor.fetchall()}
