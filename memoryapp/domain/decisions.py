"""Per-candidate decisions: which retrieved memories may serve this route, and why not.

Rule: every candidate gets exactly one decision with one stable reason code, taken in fused-rank
order by the first rule that applies:

1. Status: pending, rejected and archived memories never enter context (``status.pending``,
   ``status.rejected``, ``status.archived``).
2. A version recorded after the known time does not exist for the standpoint, whatever the
   route (``temporal.unknown_at_standpoint``).
3. Influence admits only ``current`` or ``not_temporally_modelled`` evidence from a trusted
   source: a superseded, planned or not-yet/no-longer valid version is rejected with its
   temporal reason, an untrusted one is quarantined (``standing.quarantined``). Temporal
   validity is judged before standing: a stale memory is stale wherever it came from.
   When the route is influence only because the router found the request ambiguous, a
   candidate that recall would have kept is rejected with ``route.ambiguous_conservative``
   instead, so each such loss shows the ambiguity as its cause; the specific temporal status
   stays in the trace's ``temporal_status`` and the standing on the memory itself.
4. Recall keeps current, superseded, planned and not-valid versions alike, labelled, and
   untrusted memories with them: remembering what a web page said is not obeying it.
   An open loop's opener that is only planned is the exception: the plan not being done yet is
   what holds now, so it serves influence labelled ``planned`` (``selected.historical``, as
   recall keeps it); it is still quarantined when untrusted.
5. A chain fills one current slot (and one planned slot): a second candidate of the same chain
   for the same slot is ``dedup.same_chain``. Historical versions are its timeline's distinct
   past states, so several of them may be kept.
6. A candidate an earlier bundle of the same session already carried, in the same form
   (:func:`served_form`: status, standing and temporal label), is ``dedup.already_in_session``:
   the model has it in its context already. It still fills its chain's slot (rule 5), so no
   other version of that chain takes the place the model already holds, and it does not count
   against ``limit``, so the next candidates take its place (and its share of the budget).
7. Candidates that pass all of this are selected (``selected.current`` or
   ``selected.historical``) up to ``limit``; the rest are ``rank.below_cutoff``, except that
   the best candidate of each subject or chain with history keeps a place over unanchored ones
   (``selected.anchor``, :mod:`memoryapp.domain.selection`). Whether a selected memory also fits
   the token budget is decided later, when the context is packed (``budget.exhausted``).

The product applies every rule. The evaluation harness measures what each earns by switching
some off (:class:`Stages`): without ``review`` rule 1 is skipped; without ``temporal`` every
candidate is taken as not temporally modelled (so rule 2 never applies, and no chain slot is
filled in rule 5: nothing tells a chain's versions apart); without ``routing`` no candidate is
rejected for its route (rule 3); without ``standing`` an untrusted memory is not quarantined.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from types import MappingProxyType

from . import temporal as _temporal
from .routing import Route, RouteDecision
from .selection import Admissible, with_anchors
from .temporal import TemporalStatus, TemporalVerdict
from .types import MemoryStatus, Standing

# The reason-code catalogue (docs/retrieval.md lists them). Codes are stable strings: extend,
# never rename. The temporal.* codes are defined next to the evaluator that emits them
# (temporal.py cannot import this module, which imports it) and are the same objects here.
SELECTED_CURRENT = "selected.current"
SELECTED_HISTORICAL = "selected.historical"
TEMPORAL_SUPERSEDED_AS_CURRENT = _temporal.TEMPORAL_SUPERSEDED_AS_CURRENT
TEMPORAL_PLANNED_NOT_EFFECTIVE = _temporal.TEMPORAL_PLANNED_NOT_EFFECTIVE
TEMPORAL_NOT_VALID_AT_STANDPOINT = _temporal.TEMPORAL_NOT_VALID_AT_STANDPOINT
TEMPORAL_UNKNOWN_AT_STANDPOINT = _temporal.TEMPORAL_UNKNOWN_AT_STANDPOINT
STATUS_PENDING = "status.pending"
STATUS_ARCHIVED = "status.archived"
STANDING_QUARANTINED = "standing.quarantined"
ROUTE_AMBIGUOUS_CONSERVATIVE = "route.ambiguous_conservative"
BUDGET_EXHAUSTED = "budget.exhausted"
DEDUP_SAME_CHAIN = "dedup.same_chain"
RANK_BELOW_CUTOFF = "rank.below_cutoff"
# Codes added after the first catalogue.
STATUS_REJECTED = "status.rejected"
# A state call: another chain of the same subject holds a value that took effect later.
STATE_CONFLICT = "state.conflict"
# A context call of a session: an earlier bundle of the session carried it in the same form.
DEDUP_ALREADY_IN_SESSION = "dedup.already_in_session"
# Below the plain cutoff, kept as the best candidate of its subject or chain (rule 7).
SELECTED_ANCHOR = "selected.anchor"

REASON_CODES: tuple[str, ...] = (
    SELECTED_CURRENT,
    SELECTED_HISTORICAL,
    TEMPORAL_SUPERSEDED_AS_CURRENT,
    TEMPORAL_PLANNED_NOT_EFFECTIVE,
    TEMPORAL_NOT_VALID_AT_STANDPOINT,
    TEMPORAL_UNKNOWN_AT_STANDPOINT,
    STATUS_PENDING,
    STATUS_ARCHIVED,
    STANDING_QUARANTINED,
    ROUTE_AMBIGUOUS_CONSERVATIVE,
    BUDGET_EXHAUSTED,
    DEDUP_SAME_CHAIN,
    RANK_BELOW_CUTOFF,
    STATUS_REJECTED,
    STATE_CONFLICT,
    DEDUP_ALREADY_IN_SESSION,
    SELECTED_ANCHOR,
)

LABEL_CURRENT = "current"
LABEL_HISTORICAL = "historical"
LABEL_PLANNED = "planned"
LABEL_NOT_VALID = "not valid at standpoint"
LABEL_UNKNOWN = "unknown at standpoint"
LABEL_NOT_MODELLED = "not temporally modelled"

# The label is the memory's temporal role as the model will read it in the bundle. A version
# that is not valid at T may be one that has not started yet, so it is not called historical.
LABELS: Mapping[TemporalStatus, str] = MappingProxyType(
    {
        TemporalStatus.CURRENT: LABEL_CURRENT,
        TemporalStatus.SUPERSEDED: LABEL_HISTORICAL,
        TemporalStatus.PLANNED: LABEL_PLANNED,
        TemporalStatus.NOT_VALID: LABEL_NOT_VALID,
        TemporalStatus.UNKNOWN: LABEL_UNKNOWN,
        TemporalStatus.NOT_MODELLED: LABEL_NOT_MODELLED,
    }
)

_STATUS_REASONS: Mapping[MemoryStatus, str] = MappingProxyType(
    {
        MemoryStatus.PENDING: STATUS_PENDING,
        MemoryStatus.REJECTED: STATUS_REJECTED,
        MemoryStatus.ARCHIVED: STATUS_ARCHIVED,
    }
)

_ADMISSIBLE_FOR_INFLUENCE = frozenset({TemporalStatus.CURRENT, TemporalStatus.NOT_MODELLED})
# What holds at a standpoint: the statuses that may steer an action.
HOLDS = _ADMISSIBLE_FOR_INFLUENCE

# Which single slot of its chain a kept candidate occupies; statuses absent here need none.
_SLOTS: Mapping[TemporalStatus, str] = MappingProxyType(
    {
        TemporalStatus.CURRENT: "current",
        TemporalStatus.NOT_MODELLED: "current",
        TemporalStatus.PLANNED: "planned",
    }
)


@dataclass(frozen=True)
class Stages:
    """Which stages of the policy a context call applies; the product always applies all.

    ``budget`` is the packer's: without it the bundle holds every selected item, whatever its
    tokens. Only the evaluation harness builds anything but :data:`ALL_STAGES`.
    """

    routing: bool = True
    temporal: bool = True
    standing: bool = True
    review: bool = True
    budget: bool = True
    # The project's frame may reorder (or, when the owner opted in, remove) candidates.
    frames: bool = True

    def off(self) -> list[str]:
        """The names of the stages switched off, in declaration order."""
        return [f.name for f in fields(self) if not getattr(self, f.name)]


ALL_STAGES = Stages()
_NOT_MODELLED = TemporalVerdict.of(TemporalStatus.NOT_MODELLED)


@dataclass(frozen=True)
class Candidate:
    memory_id: str
    chain_head: str
    status: MemoryStatus
    standing: Standing
    temporal: TemporalVerdict
    fused_rank: int
    # The opener of an open loop, judged for the plan it states (rule 3's exception).
    open_loop: bool = False
    # The form (:func:`served_form`) in which an earlier bundle of the same session carried
    # it; None if none did (or the call has no session, or starts a fresh context).
    served_as: str | None = None
    # The subject or chain it records the state of (:func:`selection.anchor_of`), or "".
    anchor: str = ""

    def __post_init__(self) -> None:
        # Plain strings are accepted and converted; members (the usual case) are kept as given.
        if type(self.status) is not MemoryStatus:
            object.__setattr__(self, "status", MemoryStatus(self.status))
        if type(self.standing) is not Standing:
            object.__setattr__(self, "standing", Standing(self.standing))
        if (
            isinstance(self.fused_rank, bool)
            or not isinstance(self.fused_rank, int)
            or self.fused_rank < 1
        ):
            raise ValueError(f"fused_rank must be a positive integer, got {self.fused_rank!r}")


@dataclass(frozen=True)
class CandidateDecision:
    memory_id: str
    selected: bool
    reason: str
    label: str
    # How a bundle presents it (:func:`served_form`): what a later call of the session compares.
    # Derived from the candidate, so not part of what makes two decisions the same.
    form: str = field(default="", compare=False)


# A trace row's decision: the candidate was served, or not (its reason says why).
TRACE_SELECTED = "selected"
TRACE_REJECTED = "rejected"


def trace_decision(selected: bool) -> str:
    """The decision a trace records for a candidate that was (or was not) served."""
    return TRACE_SELECTED if selected else TRACE_REJECTED


def served_form(status: MemoryStatus, standing: Standing, label: str) -> str:
    """What a bundle told the model about a memory that can change without a new id.

    Content, type and valid times are immutable (a database trigger refuses to change them;
    new words are a new version with a new id), so a changed memory differs here: its status
    or standing moved, or time (or a successor) changed its temporal label, e.g. ``current``
    became ``historical``. A change that ends where it started (archived, then restored) is no
    change: the model's copy still says what the memory says.
    """
    return f"{status.value}/{standing.value}/{label}"


def _rejection(
    candidate: Candidate, verdict: TemporalVerdict, route: RouteDecision, stages: Stages
) -> str | None:
    """Why ``candidate`` cannot serve ``route`` at all, or None if it can."""
    status_reason = _STATUS_REASONS.get(candidate.status) if stages.review else None
    if status_reason is not None:
        return status_reason
    if verdict.status is TemporalStatus.UNKNOWN:
        return verdict.reason
    if route.route is Route.RECALL or not stages.routing:
        return None
    planned_loop = candidate.open_loop and verdict.status is TemporalStatus.PLANNED
    if verdict.status not in _ADMISSIBLE_FOR_INFLUENCE and not planned_loop:
        reason = verdict.reason
    elif stages.standing and candidate.standing is Standing.UNTRUSTED:
        reason = STANDING_QUARANTINED
    else:
        return None
    # Everything rejected past this point is something recall keeps, so under an ambiguous
    # route the ambiguity is what cost the candidate its place.
    return ROUTE_AMBIGUOUS_CONSERVATIVE if route.ambiguous else reason


def _judged(
    ordered: Sequence[Candidate], *, route: RouteDecision, stages: Stages
) -> dict[str, tuple[TemporalStatus, str, str | None]]:
    """Rules 1-6 for each candidate, in rank order: (its temporal status as judged, the form
    it is served in, and why it cannot serve, or None)."""
    taken: set[tuple[str, str]] = set()
    judged: dict[str, tuple[TemporalStatus, str, str | None]] = {}
    for candidate in ordered:
        verdict = candidate.temporal if stages.temporal else _NOT_MODELLED
        status = verdict.status
        reason = _rejection(candidate, verdict, route, stages)
        if reason is None and stages.temporal and status in _SLOTS:
            slot = (candidate.chain_head, _SLOTS[status])
            if slot in taken:
                reason = DEDUP_SAME_CHAIN
            taken.add(slot)
        form = served_form(candidate.status, candidate.standing, LABELS[status])
        if reason is None and candidate.served_as == form:
            reason = DEDUP_ALREADY_IN_SESSION
        judged[candidate.memory_id] = (status, form, reason)
    return judged


def decide(
    candidates: Sequence[Candidate],
    *,
    route: RouteDecision,
    limit: int,
    stages: Stages = ALL_STAGES,
) -> list[CandidateDecision]:
    """A decision for every candidate, in fused-rank order (see the module rule)."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ValueError(f"limit must be a non-negative integer, got {limit!r}")
    ids: set[str] = set()
    ranks: set[int] = set()
    for candidate in candidates:
        if candidate.memory_id in ids:
            raise ValueError(f"memory {candidate.memory_id} is a candidate twice")
        if candidate.fused_rank in ranks:
            raise ValueError(f"fused rank {candidate.fused_rank} is used twice")
        ids.add(candidate.memory_id)
        ranks.add(candidate.fused_rank)

    ordered = sorted(candidates, key=lambda c: c.fused_rank)
    judged = _judged(ordered, route=route, stages=stages)
    admissible = [
        Admissible(c.memory_id, c.fused_rank, c.anchor, status in _ADMISSIBLE_FOR_INFLUENCE)
        for c in ordered
        for status, _, reason in (judged[c.memory_id],)
        if reason is None
    ]
    chosen, lifted = with_anchors(admissible, limit=limit)
    decisions: list[CandidateDecision] = []
    for candidate in ordered:
        status, form, reason = judged[candidate.memory_id]
        label = LABELS[status]
        if reason is None and candidate.memory_id not in chosen:
            reason = RANK_BELOW_CUTOFF
        if reason is None:
            picked = (
                SELECTED_ANCHOR
                if candidate.memory_id in lifted
                else SELECTED_CURRENT
                if status in _ADMISSIBLE_FOR_INFLUENCE
                else SELECTED_HISTORICAL
            )
            decisions.append(CandidateDecision(candidate.memory_id, True, picked, label, form))
        else:
            decisions.append(CandidateDecision(candidate.memory_id, False, reason, label, form))
    return decisions
