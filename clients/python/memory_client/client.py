"""The synchronous client: :class:`MemoryClient`."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any

import httpx

from memory_client import _calls as calls
from memory_client import _ingest
from memory_client._calls import MemoryId
from memory_client._core import Call, ClientBase, outcome
from memory_client.errors import MemoryApiError
from memory_client.folder import DEFAULT_MAX_FILES
from memory_client.models import (
    SESSION_END,
    CaptureResult,
    ContextBundle,
    Event,
    HarvestJob,
    Health,
    Job,
    Json,
    LoopStatus,
    Memory,
    MemoryDetail,
    MemoryPage,
    MemoryStatus,
    MemoryType,
    OpenLoop,
    OpenLoopPage,
    PurgeResult,
    Route,
    SearchResult,
    Signal,
    Source,
    Standing,
    StandingChange,
    StatusChange,
    SubjectList,
    SubjectState,
    SupersedeResult,
    SupersessionKind,
    Temporal,
    TokenInfo,
    TokenList,
    Trace,
    WriteResult,
)
from memory_client.models.sources import IngestResult, TrustedPath, TrustedPathList


class MemoryClient(ClientBase[httpx.BaseTransport]):
    """A client of one memory service, as one token (one project, one role).

    ``url`` defaults to ``MEMORY_URL`` (else ``http://127.0.0.1:8000``), ``token`` to
    ``MEMORY_TOKEN``. ``timeout`` bounds each HTTP request; ``retry`` says how 429, 503 and
    connection failures are retried; ``deadline`` (a ``time.monotonic()`` value) is a point
    after which no request starts and no retry waits. Use it as a context manager, or call
    :meth:`close`.
    """

    _http: httpx.Client

    def _open(self, headers: dict[str, str], transport: httpx.BaseTransport | None) -> None:
        self._http = httpx.Client(
            base_url=self.url, headers=headers, timeout=self.timeout, transport=transport
        )

    def __enter__(self) -> MemoryClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def send[T](self, call: Call[T]) -> T:
        """Send one call with the retry policy; returns its parsed answer or raises."""
        retry = 0
        while True:
            kwargs = self._attempt(call)
            try:
                response = self._http.request(call.method, call.prefix + call.path, **kwargs)
                return outcome(call, response)
            except (httpx.HTTPError, MemoryApiError) as error:
                failure = error
            retry += 1
            time.sleep(self._retry_wait(call, failure, retry))

    # --- health ----------------------------------------------------------------------------

    def healthz(self) -> Json:
        """``GET /healthz`` (no token needed): ``{"status": "ok"}`` once the database answers."""
        return self.send(calls.healthz())

    def health(self) -> Health:
        return self.send(calls.health())

    # --- retrieval -------------------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        types: Sequence[MemoryType] | None = None,
        include_history: bool = False,
    ) -> SearchResult:
        return self.send(calls.search(query, k=k, types=types, include_history=include_history))

    def context(
        self,
        query: str,
        *,
        route: Route = "auto",
        temporal: Temporal | None = None,
        budget_tokens: int | None = None,
        session_id: str | None = None,
        session_fresh: bool = False,
        signals: Sequence[Signal | Mapping[str, Any]] | None = None,
        work_type: str | None = None,
    ) -> ContextBundle:
        """A bounded, fenced bundle for ``query``; put ``.rendered`` into the prompt as it is.

        With ``session_id``, what an earlier bundle of the session already carried, unchanged,
        is left out (``dedup.already_in_session``); ``session_fresh=True`` says the model's
        context was cleared (compacted), so earlier bundles no longer count. ``.review`` says
        how many memories wait for the owner, and where.

        ``signals`` say what the agent is doing (:class:`Signal` values or ``{"kind", "text",
        "observed_at"?}`` dicts; at most 16) and ``work_type`` names one of the project
        frame's work types; the server establishes the frame from them and says how in
        ``.frame`` (``docs/frames.md``). A signal's kind is checked before sending."""
        return self.send(
            calls.context(
                query,
                route=route,
                temporal=temporal,
                budget_tokens=budget_tokens,
                session_id=session_id,
                session_fresh=session_fresh,
                signals=signals,
                work_type=work_type,
            )
        )

    def trace(self, trace_id: MemoryId) -> Trace:
        return self.send(calls.trace(trace_id))

    # --- subjects and open loops -----------------------------------------------------------

    def state(self, subject: str, *, temporal: Temporal | None = None) -> SubjectState:
        """The subject (``"billing.queue"``) resolved at a standpoint: its current value,
        planned changes, conflicts and history. Ask it "which X is current?" instead of
        searching for X."""
        return self.send(calls.state(subject, temporal=temporal))

    def subjects(self, *, q: str | None = None, limit: int = 100) -> SubjectList:
        """The project's subjects (the keys :meth:`state` takes), filtered by ``q``."""
        return self.send(calls.subjects(q=q, limit=limit))

    def open_loops(
        self,
        *,
        status: LoopStatus | None = None,
        limit: int = 50,
        cursor: str | None = None,
        at: datetime | None = None,
    ) -> OpenLoopPage:
        """One page of open loops (plans, work started, commitments), newest first; as they
        stood at ``at`` (only what was recorded by then counts) when given."""
        return self.send(calls.open_loops(status=status, limit=limit, cursor=cursor, at=at))

    def iter_open_loops(
        self, *, status: LoopStatus | None = None, page_size: int = 50, at: datetime | None = None
    ) -> Iterator[OpenLoop]:
        """Every open loop with ``status`` (any status when None), page after page (at ``at``
        when given)."""
        cursor: str | None = None
        while True:
            page = self.open_loops(status=status, limit=page_size, cursor=cursor, at=at)
            yield from page.items
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    # --- memories --------------------------------------------------------------------------

    def remember(
        self,
        content: str,
        *,
        type: MemoryType = "semantic",
        entities: Iterable[str] = (),
        session_id: str | None = None,
    ) -> WriteResult:
        """What the user explicitly asked to remember (active at once unless it looks like a
        directive or a credential relayed by an agent token)."""
        return self.send(
            calls.remember(content, type=type, entities=entities, session_id=session_id)
        )

    def propose(
        self,
        type: MemoryType,
        content: str,
        *,
        confidence: float | None = None,
        entities: Iterable[str] = (),
        source: Source | None = None,
        session_id: str | None = None,
        valid_from: datetime | None = None,
        valid_to: datetime | None = None,
        supersedes: MemoryId | None = None,
    ) -> WriteResult:
        """A proposal; the promotion policy decides whether it waits for the owner."""
        return self.send(
            calls.propose(
                type,
                content,
                confidence=confidence,
                entities=entities,
                source=source,
                session_id=session_id,
                valid_from=valid_from,
                valid_to=valid_to,
                supersedes=supersedes,
            )
        )

    def supersede(
        self,
        memory_id: MemoryId,
        content: str,
        *,
        kind: SupersessionKind,
        type: MemoryType | None = None,
        confidence: float | None = None,
        entities: Iterable[str] | None = None,
        valid_from: datetime | None = None,
    ) -> SupersedeResult:
        """``kind="update"``: the world changed; ``"correction"``: it was never true as stated.
        With an agent token the new version waits for the owner's confirmation."""
        return self.send(
            calls.supersede(
                memory_id,
                content,
                kind=kind,
                type=type,
                confidence=confidence,
                entities=entities,
                valid_from=valid_from,
            )
        )

    def get(self, memory_id: MemoryId) -> MemoryDetail:
        return self.send(calls.get(memory_id))

    def list_memories(
        self,
        *,
        status: MemoryStatus | None = None,
        type: MemoryType | None = None,
        q: str | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> MemoryPage:
        """One page of chain heads, newest first."""
        return self.send(
            calls.list_memories(status=status, type=type, q=q, limit=limit, cursor=cursor)
        )

    def iter_memories(
        self,
        *,
        status: MemoryStatus | None = None,
        type: MemoryType | None = None,
        q: str | None = None,
        page_size: int = 50,
    ) -> Iterator[Memory]:
        """Every head matching the filters, page after page."""
        cursor: str | None = None
        while True:
            page = self.list_memories(status=status, type=type, q=q, limit=page_size, cursor=cursor)
            yield from page.items
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    # --- owner operations --------------------------------------------------------------------

    def confirm(self, memory_id: MemoryId) -> StatusChange:
        return self.send(calls.confirm(memory_id))

    def reject(self, memory_id: MemoryId, *, note: str = "") -> StatusChange:
        return self.send(calls.reject(memory_id, note=note))

    def archive(self, memory_id: MemoryId) -> StatusChange:
        return self.send(calls.archive(memory_id))

    def restore(self, memory_id: MemoryId) -> StatusChange:
        return self.send(calls.restore(memory_id))

    def set_standing(self, memory_id: MemoryId, standing: Standing) -> StandingChange:
        return self.send(calls.set_standing(memory_id, standing))

    def purge(self, memory_id: MemoryId, *, reason: str = "") -> PurgeResult:
        return self.send(calls.purge(memory_id, reason=reason))

    def list_tokens(self) -> TokenList:
        """The project's tokens (owner token), never their secrets."""
        return self.send(calls.list_tokens())

    def pause_token(self, token_id: int) -> TokenInfo:
        """Refuse every call of that token (``403 paused``) until it is resumed."""
        return self.send(calls.pause_token(token_id))

    def resume_token(self, token_id: int) -> TokenInfo:
        return self.send(calls.resume_token(token_id))

    # --- capture -----------------------------------------------------------------------------

    def capture(self, events: Sequence[Event]) -> CaptureResult:
        """Store canonical events (``POST /events``), in batches the server accepts.

        Each event keeps its id across retries, so a capture repeated after a timeout stores
        nothing twice.
        """
        parts = [
            self.send(calls.capture(batch))
            for batch in calls.batches(list(events), self.max_events_per_request)
        ]
        return CaptureResult.combine(parts)

    def end_session(self, session_id: str) -> CaptureResult:
        """The ``session_end`` signal: the session's working memories expire."""
        return self.capture([Event(session_id=session_id, kind="signal", content=SESSION_END)])

    def harvest(self, session_id: str) -> HarvestJob:
        """Pre-compaction harvest: extract the session's turns not yet extracted."""
        return self.send(calls.harvest(session_id))

    def job(self, job_id: MemoryId) -> Job:
        return self.send(calls.job(job_id))

    def wait_for_job(self, job_id: MemoryId, *, timeout: float, interval: float = 0.25) -> Job:
        """Poll the job until it finishes or ``timeout`` seconds pass; returns its last state."""
        give_up = time.monotonic() + timeout
        while True:
            state = self.job(job_id)
            left = give_up - time.monotonic()
            if state.finished or left <= 0 or not self.deadline.allows_wait(min(interval, left)):
                return state
            time.sleep(min(interval, left))

    # --- documents (owner) -------------------------------------------------------------------

    def ingest(
        self,
        path: str | os.PathLike[str],
        *,
        root: str | None = None,
        globs: Sequence[str] | None = None,
        complete: bool = True,
        max_files: int = DEFAULT_MAX_FILES,
        batch_files: int = _ingest.MAX_FILES_PER_REQUEST,
        batch_bytes: int = _ingest.MAX_INGEST_BYTES,
    ) -> IngestResult:
        """Ingest the documents of the folder ``path`` (owner token): each file the ``globs``
        match (``memory_client.folder.DEFAULT_GLOBS`` when None) and git or ``.gitignore``
        does not ignore, as chunk memories cited ``path#anchor``.

        Sent in requests of at most ``batch_files`` files and about ``batch_bytes`` bytes. With
        ``complete`` (the default) the folder is the truth: a stored document it no longer
        holds is archived, and a folder already in step writes nothing (``.written == 0``).
        ``root`` names the folder in the server's records (its absolute path when None). A
        folder with more than ``max_files`` matching files is refused before anything is sent.
        """
        plan = _ingest.prepare(
            path,
            root=root,
            globs=globs,
            complete=complete,
            max_files=max_files,
            batch_files=batch_files,
            batch_bytes=batch_bytes,
        )
        parts = [self.send(call) for call in plan.calls()]
        return plan.result(parts)

    def trust_path(self, prefix: str) -> TrustedPath:
        """Trust the document memories under ``prefix`` (``docs/adr/``), now and later."""
        return self.send(_ingest.trust_path(prefix))

    def untrust_path(self, prefix: str) -> TrustedPath:
        """Take back the rule ``prefix``: its memories no other rule covers are untrusted."""
        return self.send(_ingest.untrust_path(prefix))

    def trusted_paths(self) -> TrustedPathList:
        return self.send(_ingest.trusted_paths())
