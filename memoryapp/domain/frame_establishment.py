"""A request's work frame: which of the project's work types the current work is, how firmly
that is established, and how much power that gives the frame over retrieval.

Rule (no score, no model; the same signals always give the same frame):

- Of the signals a request brings, only the newest of each kind counts (the last user message,
  the current task, the newest tool result, the latest test failure, the running job): older
  ones describe earlier work. A signal matches a work type when its kind is one the work type
  reads and it holds one of the work type's terms (:func:`memoryapp.domain.frames.term_stems`).
- A caller that names a known work type declares it: DECLARED, whatever the signals say (the
  explicit choice wins, as an explicit route does). A name the frame does not know is UNKNOWN:
  the caller meant some work the frame cannot describe, so nothing is narrowed.
- Otherwise, when decisive signals (:data:`memoryapp.domain.frames.DECISIVE_KINDS`) match,
  they decide: two or more types between them is CONFLICTING; one type is DECLARED, or
  CORROBORATED when a signal of another kind matches it too.
- With no decisive match, weak signals can only infer: one type matched by one kind is
  INFERRED, by two kinds CORROBORATED; two or more types is CONFLICTING.
- A firm result (DECLARED or CORROBORATED from signals) for another type than the one the
  session had established is STALE: the work changed, and for this one request the change is
  only recorded; the session carries the new type, so the next request that agrees is firm.
  A change of work broadens before it narrows.
- No signal matching anything is UNKNOWN.

Control follows establishment (:func:`control_for`): DECLARED and CORROBORATED are hard,
INFERRED soft, the rest query-only; a recall request bypasses the frame entirely, since what
was once said matters whatever the current work.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from .frames import DECISIVE_KINDS, MAX_TERM_WORDS, ProjectFrame, SignalKind, term_stems

# At most this many characters of a signal are read: a signal says what the work is in its
# first lines, and a pasted log must not make establishing a frame cost more than its head.
MAX_SIGNAL_CHARS = 4000
# The most signals a request may bring (the API refuses more).
MAX_SIGNALS = 16


class Establishment(StrEnum):
    DECLARED = "declared"
    CORROBORATED = "corroborated"
    INFERRED = "inferred"
    CONFLICTING = "conflicting"
    STALE = "stale"
    UNKNOWN = "unknown"


# How the work frame was established, one code a state. Stable strings: extend, never rename.
FRAME_DECLARED = "frame.declared"
FRAME_CORROBORATED = "frame.corroborated"
FRAME_INFERRED = "frame.inferred"
FRAME_CONFLICTING = "frame.conflicting"
FRAME_STALE = "frame.stale"
FRAME_UNKNOWN = "frame.unknown"
STATE_REASONS: Mapping[Establishment, str] = MappingProxyType(
    {
        Establishment.DECLARED: FRAME_DECLARED,
        Establishment.CORROBORATED: FRAME_CORROBORATED,
        Establishment.INFERRED: FRAME_INFERRED,
        Establishment.CONFLICTING: FRAME_CONFLICTING,
        Establishment.STALE: FRAME_STALE,
        Establishment.UNKNOWN: FRAME_UNKNOWN,
    }
)


@dataclass(frozen=True)
class WorkSignal:
    kind: SignalKind
    text: str
    observed_at: datetime

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", SignalKind(self.kind))
        if not isinstance(self.text, str):
            raise ValueError("a signal's text is a string")
        if not isinstance(self.observed_at, datetime) or self.observed_at.tzinfo is None:
            raise ValueError("a signal's observed_at is a timezone-aware datetime")

    @property
    def decisive(self) -> bool:
        return self.kind in DECISIVE_KINDS


@dataclass(frozen=True)
class SignalMatch:
    """A signal that counted, and the work types it matched (in the frame's order)."""

    kind: SignalKind
    observed_at: datetime
    work_types: tuple[str, ...]

    @property
    def decisive(self) -> bool:
        return self.kind in DECISIVE_KINDS


@dataclass(frozen=True)
class WorkFrame:
    """How the current work was established. ``work_type`` is the type the frame applies for
    (None when it applies for none); ``carry`` is the type the session has established after
    this request, what its next request passes as ``previous_work_type``; ``by_caller`` says the
    caller named the type."""

    state: Establishment
    work_type: str | None
    detail: str
    signals: tuple[SignalMatch, ...] = ()
    carry: str | None = None
    by_caller: bool = False

    @property
    def reason(self) -> str:
        return STATE_REASONS[self.state]

    def as_dict(self) -> dict[str, Any]:
        """The trace's record of the work frame."""
        return {
            "establishment": self.state.value,
            "reason": self.reason,
            "work_type": self.work_type,
            "detail": self.detail,
            "by_caller": self.by_caller,
            "carry": self.carry,
            "signals": [
                {
                    "kind": s.kind.value,
                    "observed_at": s.observed_at.isoformat(),
                    "decisive": s.decisive,
                    "work_types": list(s.work_types),
                }
                for s in self.signals
            ],
        }


def _newest_by_kind(signals: Sequence[WorkSignal]) -> list[WorkSignal]:
    """The newest signal of each kind (the later one of a tie), in the order of the kinds."""
    newest: dict[SignalKind, WorkSignal] = {}
    for signal in signals:
        held = newest.get(signal.kind)
        if held is None or signal.observed_at >= held.observed_at:
            newest[signal.kind] = signal
    return [newest[kind] for kind in SignalKind if kind in newest]


def _phrases(text: str) -> set[tuple[str, ...]]:
    """Every run of up to MAX_TERM_WORDS consecutive stems of ``text``: a term matches when it
    is one of them, so matching costs a set lookup a term."""
    stems = term_stems(text[:MAX_SIGNAL_CHARS])
    return {
        tuple(stems[start : start + size])
        for start in range(len(stems))
        for size in range(1, min(MAX_TERM_WORDS, len(stems) - start) + 1)
    }


def match_signals(frame: ProjectFrame, signals: Sequence[WorkSignal]) -> tuple[SignalMatch, ...]:
    """The signals that count (the newest of each kind), each with the work types it matches."""
    if len(signals) > MAX_SIGNALS:
        raise ValueError(f"at most {MAX_SIGNALS} signals, got {len(signals)}")
    matches = []
    for signal in _newest_by_kind(signals):
        phrases = _phrases(signal.text)
        types = tuple(
            work.name
            for work in frame.work_types
            if signal.kind in work.signal_kinds and any(term in phrases for term in work.terms)
        )
        matches.append(SignalMatch(signal.kind, signal.observed_at, types))
    return tuple(matches)


def _names(types: Sequence[str]) -> str:
    return ", ".join(f"'{name}'" for name in types)


def _by_signals(
    matches: tuple[SignalMatch, ...], previous: str | None
) -> tuple[Establishment, str | None, str]:
    """(state, work type, detail) from the signals alone (see the module rule)."""
    decisive = [m for m in matches if m.decisive and m.work_types]
    deciding = decisive or [m for m in matches if m.work_types]
    if not deciding:
        return Establishment.UNKNOWN, None, "no signal matches a work type"
    pointed = tuple(dict.fromkeys(name for m in deciding for name in m.work_types))
    strength = "decisive" if decisive else "weak"
    if len(pointed) > 1:
        return Establishment.CONFLICTING, None, f"{strength} signals point at {_names(pointed)}"
    (work_type,) = pointed
    kinds = [m.kind.value for m in matches if work_type in m.work_types]
    if len(kinds) > 1:
        state, detail = Establishment.CORROBORATED, f"{', '.join(kinds)} agree"
    elif decisive:
        state, detail = Establishment.DECLARED, f"the {kinds[0]} names it"
    else:
        return Establishment.INFERRED, work_type, f"only the weak {kinds[0]} suggests it"
    if previous is not None and previous != work_type:
        return Establishment.STALE, work_type, f"{detail}, but the session was {previous!r}"
    return state, work_type, detail


def establish(
    frame: ProjectFrame,
    signals: Sequence[WorkSignal],
    *,
    declared_work_type: str | None = None,
    previous_work_type: str | None = None,
) -> WorkFrame:
    """The work frame of a request (see the module rule). ``previous_work_type`` is the
    session's ``carry`` from its last request; one the frame no longer knows is ignored."""
    matches = match_signals(frame, signals)
    known_previous = frame.work_type(previous_work_type) if previous_work_type else None
    previous = known_previous.name if known_previous else None
    if declared_work_type is not None:
        declared = frame.work_type(declared_work_type)
        if declared is None:
            detail = f"the caller named {declared_work_type[:60]!r}, which the frame lacks"
            return WorkFrame(Establishment.UNKNOWN, None, detail, matches, previous, True)
        detail = "the caller named it"
        return WorkFrame(
            Establishment.DECLARED, declared.name, detail, matches, declared.name, True
        )
    state, work_type, detail = _by_signals(matches, previous)
    if state is Establishment.STALE:
        return WorkFrame(state, None, detail, matches, carry=work_type)
    if state in (Establishment.DECLARED, Establishment.CORROBORATED):
        return WorkFrame(state, work_type, detail, matches, carry=work_type)
    return WorkFrame(state, work_type, detail, matches, carry=previous)
