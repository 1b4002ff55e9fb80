"""How a typed event (``decision``, ``state_change``) supersedes the head of its subject.

Rule, deterministic (no model):

- What it replaces: the head of the events it names, else the subject's latest active head.
  A decision replaces that head whatever its type (a procedure is replaced wholesale by the
  decision on its subject); a state change replaces a semantic head only (a state is a fact,
  not a way of working).
- How: the kind the event declares (``supersession``: ``update`` or ``correction``) when it
  declares one (``typed.declared_kind``); else a decision that reschedules a plan is a
  *correction* (``typed.reschedule``): its wording moves a date ("postponed to", "pushed back
  to", "rescheduled for", "moved to <a time>", "brought forward to", "delayed until") and the
  head it replaces is itself a plan (a decision's memory, or one whose validity had not begun
  when the event was observed). A correction says the earlier plan never held, so it never
  ends its predecessor's validity (:mod:`memoryapp.domain.temporal`). Anything else is an
  *update*.

The reschedule wording is one alternation of fixed phrases, linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .types import MemoryType, SupersessionKind

UNKNOWN_REFERENCE = "typed.unknown_reference"
OUT_OF_ORDER = "typed.out_of_order"
REDUCED = "typed.reduced"
REFUSED = "typed.refused"
DECLARED_KIND = "typed.declared_kind"
RESCHEDULE = "typed.reschedule"

DECISION = "decision"
STATE_CHANGE = "state_change"

_TIME_WORD = (
    r"(january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday|tomorrow|next|early|mid|late|spring|summer|autumn|fall|winter"
    r"|q[1-4]|h[12]|\d{1,4}(st|nd|rd|th)?|the (end|start|beginning|middle|week|month|first"
    r"|second|third|last|spring|summer|autumn|fall|winter|\d{1,2}(st|nd|rd|th)?))\b"
)
_RESCHEDULE = re.compile(
    r"\b(postponed|postpone|postponing|rescheduled|reschedule|rescheduling|deferred|defer"
    r"|delayed|delay|pushed back|push back|pushing back|pushed out|put off|slipped|slips"
    r"|brought forward|bring forward|pulled forward|pulled in|moved up)\b"
    r"|\b(moved|move|moving|pushed|push|shifted|shift|bumped)( back| out| forward| over)?"
    rf" (to|until|till|into|for) {_TIME_WORD}"
)


@dataclass(frozen=True)
class TypedSupersession:
    """How a typed event's memory supersedes its target, and why (a reason code)."""

    kind: SupersessionKind
    reason: str
    detail: str = ""


def replaceable_types(event_kind: str) -> tuple[MemoryType, ...]:
    """The head types a typed event of ``event_kind`` replaces on its subject."""
    if event_kind == DECISION:
        return (MemoryType.SEMANTIC, MemoryType.PROCEDURAL)
    return (MemoryType.SEMANTIC,)


def reschedule_phrase(text: str) -> str | None:
    """The wording in ``text`` that moves a date ("postponed to", "moved to June"), or None."""
    match = _RESCHEDULE.search(text.lower())
    return match.group(0) if match else None


def typed_supersession(
    *, event_kind: str, declared: str, value: str, target_is_plan: bool
) -> TypedSupersession:
    """How the memory of a typed event supersedes its target (see the module rule)."""
    if declared:
        return TypedSupersession(SupersessionKind(declared), DECLARED_KIND, declared)
    phrase = reschedule_phrase(value) if event_kind == DECISION and target_is_plan else None
    if phrase is not None:
        return TypedSupersession(SupersessionKind.CORRECTION, RESCHEDULE, f'"{phrase}"')
    return TypedSupersession(SupersessionKind.UPDATE, REDUCED)
