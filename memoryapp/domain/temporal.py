"""Temporal standpoints over supersede chains: what held when, as known when.

Rule: a supersede chain is one subject's timeline, and every version in it gets a verdict for a
standpoint (valid time T, known time K).

- Knowledge: a version recorded after K is ``unknown_at_standpoint``, and a supersession link
  recorded after K (``superseded_at``, by default the successor's ``recorded_at``) is ignored,
  so its predecessor is still a head as far as K knew.
- Start: a version with no known predecessor starts at its ``valid_from``, or has held since
  forever when it has none. An *update* starts at its ``valid_from``, or at its
  ``recorded_at`` when it has none. A *correction* says its predecessor was never valid as
  stated: it starts at its own ``valid_from`` or else takes over the corrected version's start.
  A *merge* is an update from each merged predecessor.
- End: a version stops being current once any version after it in the chain (as known) has
  started; taking the earliest start among all later versions, not just the next one, keeps at
  most one version of a linear chain current even when imported valid times are out of order.
  A version whose correction is known never held, so its start ends nothing: when a plan (from
  D1) is corrected by a later plan (from D2, a postponement), the version before the plan stays
  current until D2, and there is no time with nothing current between them.
- Verdict at T, first rule that applies:
  1. a version whose correction is known is ``superseded`` at every T;
  2. a version that starts after T is ``planned`` if it is a known head that had already been
     recorded by T (at T the change was decided but not yet in effect), otherwise
     ``not_valid_at_standpoint``. A head whose record is younger than T is not called planned:
     at T nobody had planned it yet; it simply was not valid then;
  3. a version ended by a later version's start at or before T is ``superseded``;
  4. a version whose own ``valid_to`` is at or before T has expired: ``not_valid_at_standpoint``;
  5. otherwise it is ``current``.
- A version that takes part in no supersession in the given data (known or not) and has no
  valid times carries no temporal evidence at all: it is ``not_temporally_modelled``, which is
  never a reason to suppress it. A longer chain without valid times is still ordered by its
  supersessions, via the recording times.

Several unrelated chains may be evaluated in one call: each version is judged by its own links.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from types import MappingProxyType

from .chains import ChainBrokenError, ChainNode, walk_to_head
from .types import SupersessionKind

# The temporal reason codes. decisions.py re-exports them as part of the full catalogue; they
# are defined here because this module must not import decisions (which imports this one).
TEMPORAL_SUPERSEDED_AS_CURRENT = "temporal.superseded_as_current"
TEMPORAL_PLANNED_NOT_EFFECTIVE = "temporal.planned_not_effective"
TEMPORAL_NOT_VALID_AT_STANDPOINT = "temporal.not_valid_at_standpoint"
TEMPORAL_UNKNOWN_AT_STANDPOINT = "temporal.unknown_at_standpoint"


class Mode(StrEnum):
    CURRENT = "current"
    VALID_AT = "valid_at"
    AS_KNOWN = "as_known"
    BITEMPORAL = "bitemporal"


class TemporalStatus(StrEnum):
    CURRENT = "current"
    SUPERSEDED = "superseded"
    PLANNED = "planned"
    NOT_VALID = "not_valid_at_standpoint"
    UNKNOWN = "unknown_at_standpoint"
    NOT_MODELLED = "not_temporally_modelled"


REASON_FOR_STATUS: Mapping[TemporalStatus, str] = MappingProxyType(
    {
        TemporalStatus.CURRENT: "",
        TemporalStatus.SUPERSEDED: TEMPORAL_SUPERSEDED_AS_CURRENT,
        TemporalStatus.PLANNED: TEMPORAL_PLANNED_NOT_EFFECTIVE,
        TemporalStatus.NOT_VALID: TEMPORAL_NOT_VALID_AT_STANDPOINT,
        TemporalStatus.UNKNOWN: TEMPORAL_UNKNOWN_AT_STANDPOINT,
        TemporalStatus.NOT_MODELLED: "",
    }
)


def _require_aware(name: str, value: datetime | None, *, owner: str = "") -> None:
    if value is None:
        return
    # The message names ``owner.name``; it is only built when there is something to say.
    if not isinstance(value, datetime):
        where = f"{owner}.{name}" if owner else name
        raise ValueError(f"{where} must be a datetime, got {type(value).__name__}")
    if value.tzinfo is None or value.utcoffset() is None:
        where = f"{owner}.{name}" if owner else name
        raise ValueError(f"{where} must be timezone-aware, got {value.isoformat()}")


@dataclass(frozen=True)
class Standpoint:
    """Valid time (``valid_at``: when in the world) and known time (``known_at``: as of when)."""

    mode: Mode
    valid_at: datetime
    known_at: datetime

    def __post_init__(self) -> None:
        object.__setattr__(self, "mode", Mode(self.mode))
        _require_aware("valid_at", self.valid_at)
        _require_aware("known_at", self.known_at)
        if self.mode in (Mode.CURRENT, Mode.AS_KNOWN) and self.valid_at != self.known_at:
            raise ValueError(f"a {self.mode} standpoint has one time for both axes")

    @classmethod
    def build(
        cls,
        mode: Mode | str,
        *,
        now: datetime,
        valid_at: datetime | None = None,
        known_at: datetime | None = None,
    ) -> Standpoint:
        """The standpoint a request names, as (valid time, known time).

        ``current`` is (now, now); ``valid_at`` T is (T, now): T seen with all we know today;
        ``as_known`` K is (K, K): the world as it stood at K, as it was known at K;
        ``bitemporal`` is (T, K). A time the mode does not take is refused, not ignored.
        """
        try:
            mode = Mode(mode)
        except ValueError:
            raise ValueError(f"unknown temporal mode {mode!r}") from None
        _require_aware("now", now)
        needs = {
            Mode.CURRENT: (False, False),
            Mode.VALID_AT: (True, False),
            Mode.AS_KNOWN: (False, True),
            Mode.BITEMPORAL: (True, True),
        }[mode]
        for name, value, needed in (
            ("valid_at", valid_at, needs[0]),
            ("known_at", known_at, needs[1]),
        ):
            if needed and value is None:
                raise ValueError(f"mode {mode} needs {name}")
            if not needed and value is not None:
                raise ValueError(f"mode {mode} takes no {name}")
        # With the refusals above, these two lines give (now, now), (T, now), (K, K), (T, K).
        known = known_at if known_at is not None else now
        return cls(mode, valid_at if valid_at is not None else known, known)

    def as_dict(self) -> dict[str, str]:
        return {
            "mode": str(self.mode),
            "valid_at": self.valid_at.isoformat(),
            "known_at": self.known_at.isoformat(),
        }


def standpoint(
    mode: Mode | str,
    *,
    now: datetime,
    valid_at: datetime | None = None,
    known_at: datetime | None = None,
) -> Standpoint:
    """Shorthand for ``Standpoint.build``."""
    return Standpoint.build(mode, now=now, valid_at=valid_at, known_at=known_at)


@dataclass(frozen=True)
class Version:
    """One version of a subject. ``kind`` is how this version relates to the ones it superseded
    (None for a first version); ``superseded_at`` is when the link to ``superseded_by`` was
    recorded, None meaning together with the successor."""

    id: str
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    superseded_by: str | None
    kind: SupersessionKind | None
    superseded_at: datetime | None = None

    def __post_init__(self) -> None:
        if self.kind is not None:
            object.__setattr__(self, "kind", SupersessionKind(self.kind))
        for name in ("recorded_at", "valid_from", "valid_to", "superseded_at"):
            _require_aware(name, getattr(self, name), owner=self.id)
        if (
            self.valid_from is not None
            and self.valid_to is not None
            and self.valid_to <= self.valid_from
        ):
            raise ValueError(f"{self.id}: valid_to must be after valid_from")
        if self.superseded_at is not None and self.superseded_by is None:
            raise ValueError(f"{self.id}: superseded_at without superseded_by")


@dataclass(frozen=True)
class TemporalVerdict:
    status: TemporalStatus
    reason: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", TemporalStatus(self.status))
        # One status, one code: a verdict whose reason disagrees with its status would make
        # the trace say one thing and the decision another.
        if self.reason != REASON_FOR_STATUS[self.status]:
            raise ValueError(f"reason {self.reason!r} does not belong to status {self.status}")

    @classmethod
    def of(cls, status: TemporalStatus) -> TemporalVerdict:
        # One shared instance per status (verdicts are frozen): a bundle judges ~140 versions.
        return _VERDICTS[status]


_VERDICTS: Mapping[TemporalStatus, TemporalVerdict] = MappingProxyType(
    {status: TemporalVerdict(status, reason) for status, reason in REASON_FOR_STATUS.items()}
)


# "Held since forever": earlier than any real valid time, and comparable with all of them.
_SINCE_EVER = datetime.min.replace(tzinfo=UTC)


def _index(versions: Sequence[Version]) -> dict[str, Version]:
    by_id: dict[str, Version] = {}
    for version in versions:
        if version.id in by_id:
            raise ValueError(f"version {version.id} is given twice")
        by_id[version.id] = version
    for version in versions:
        succ = version.superseded_by
        if succ is None:
            continue
        if succ not in by_id:
            raise ChainBrokenError(succ, version.id)
        if version.superseded_at is not None and version.superseded_at < by_id[succ].recorded_at:
            raise ValueError(f"{version.id}: superseded_at is before {succ} was recorded")
    nodes = {v.id: ChainNode(v.id, v.superseded_by, v.recorded_at) for v in versions}
    for version_id in nodes:
        # Raises ChainCycleError: a loop has no head, so no version on it could be judged.
        walk_to_head(version_id, nodes)
    return by_id


def _known_successor(version: Version, by_id: Mapping[str, Version], known_at: datetime) -> bool:
    if version.superseded_by is None:
        return False
    successor = by_id[version.superseded_by]
    linked_at = version.superseded_at or successor.recorded_at
    return successor.recorded_at <= known_at and linked_at <= known_at


def evaluate_chain(
    versions: Sequence[Version], standpoint: Standpoint
) -> dict[str, TemporalVerdict]:
    """A verdict for every version in ``versions`` at ``standpoint`` (see the module rule)."""
    if len(versions) == 1 and versions[0].superseded_by is None:
        # Most candidates are a chain of one; the walk below gives the same verdict for them.
        return {versions[0].id: _lone_verdict(versions[0], standpoint)}
    return _walk_chains(versions, standpoint)


def _lone_verdict(version: Version, standpoint: Standpoint) -> TemporalVerdict:
    """The module rule for a version that takes part in no supersession."""
    valid_at = standpoint.valid_at
    if version.recorded_at > standpoint.known_at:
        status = TemporalStatus.UNKNOWN
    elif version.valid_from is None and version.valid_to is None:
        status = TemporalStatus.NOT_MODELLED
    elif version.valid_from is not None and version.valid_from > valid_at:
        # Rule 2: it is its own (known) head.
        planned = version.recorded_at <= valid_at
        status = TemporalStatus.PLANNED if planned else TemporalStatus.NOT_VALID
    elif version.valid_to is not None and version.valid_to <= valid_at:
        status = TemporalStatus.NOT_VALID
    else:
        status = TemporalStatus.CURRENT
    return _VERDICTS[status]


def _ends(
    order: Sequence[str],
    succ: Mapping[str, str | None],
    start: Mapping[str, datetime],
    known: Mapping[str, Version],
) -> dict[str, datetime | None]:
    """The earliest start among everything after each version in its chain (None at a head).
    A corrected version never held, so its start ends nothing: a postponed plan leaves its
    predecessor current until the correction's own start."""
    ended_by: dict[str, datetime | None] = {}
    for i in reversed(order):
        nxt = succ[i]
        if nxt is None:
            ended_by[i] = None
            continue
        after = succ[nxt]
        held = after is None or known[after].kind is not SupersessionKind.CORRECTION
        ends = [t for t in (start[nxt] if held else None, ended_by[nxt]) if t is not None]
        ended_by[i] = min(ends) if ends else None
    return ended_by


@dataclass(frozen=True)
class _Timeline:
    """The versions and links known at a standpoint's known time, with when each version
    started and the earliest later start that ends it (None: nothing ends it)."""

    versions: dict[str, Version]
    succ: dict[str, str | None]
    start: dict[str, datetime]
    ended_by: dict[str, datetime | None]


def _walk_chains(versions: Sequence[Version], standpoint: Standpoint) -> dict[str, TemporalVerdict]:
    by_id = _index(versions)
    known_at = standpoint.known_at
    known = {i: v for i, v in by_id.items() if v.recorded_at <= known_at}
    succ: dict[str, str | None] = {
        i: (v.superseded_by if _known_successor(v, by_id, known_at) else None)
        for i, v in known.items()
    }
    preds: dict[str, list[str]] = {i: [] for i in known}
    for i, s in succ.items():
        if s is not None:
            preds[s].append(i)
    order = _in_order(succ, preds)
    start = _starts(order, known, preds)
    timeline = _Timeline(known, succ, start, _ends(order, succ, start, known))
    linked = {v.id for v in versions if v.superseded_by is not None}
    linked |= {v.superseded_by for v in versions if v.superseded_by is not None}
    return {
        v.id: TemporalVerdict.of(_status(v, timeline, linked, standpoint.valid_at))
        for v in versions
    }


def _in_order(succ: Mapping[str, str | None], preds: Mapping[str, list[str]]) -> list[str]:
    """Predecessors before successors, so a correction can inherit an already computed start."""
    order: list[str] = []
    waiting = {i: len(p) for i, p in preds.items()}
    ready = [i for i, n in waiting.items() if n == 0]
    while ready:
        current = ready.pop()
        order.append(current)
        nxt = succ[current]
        if nxt is not None:
            waiting[nxt] -= 1
            if waiting[nxt] == 0:
                ready.append(nxt)
    return order


def _starts(
    order: Sequence[str], known: Mapping[str, Version], preds: Mapping[str, list[str]]
) -> dict[str, datetime]:
    """When each known version took effect (see the module rule's *Start*)."""
    start: dict[str, datetime] = {}
    for i in order:
        version = known[i]
        if version.valid_from is not None:
            start[i] = version.valid_from
        elif not preds[i]:
            start[i] = _SINCE_EVER
        elif version.kind is SupersessionKind.CORRECTION:
            start[i] = min(start[p] for p in preds[i])
        else:
            # An update or merge without a valid_from (a missing kind is read as an update,
            # the weaker claim) took effect when the system learned of it.
            start[i] = version.recorded_at
    return start


def _status(
    version: Version, timeline: _Timeline, linked: set[str], valid_at: datetime
) -> TemporalStatus:
    """The module rule's verdict for one version of a walked chain."""
    i = version.id
    if i not in timeline.versions:
        return TemporalStatus.UNKNOWN
    if i not in linked and version.valid_from is None and version.valid_to is None:
        return TemporalStatus.NOT_MODELLED
    nxt = timeline.succ[i]
    end = timeline.ended_by[i]
    if nxt is not None and timeline.versions[nxt].kind is SupersessionKind.CORRECTION:
        return TemporalStatus.SUPERSEDED
    if timeline.start[i] > valid_at:
        planned = nxt is None and version.recorded_at <= valid_at
        return TemporalStatus.PLANNED if planned else TemporalStatus.NOT_VALID
    if end is not None and end <= valid_at:
        return TemporalStatus.SUPERSEDED
    if version.valid_to is not None and version.valid_to <= valid_at:
        return TemporalStatus.NOT_VALID
    return TemporalStatus.CURRENT
