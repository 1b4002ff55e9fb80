"""Open loops: expected transitions that have not happened yet, and what closed them.

Rule: a loop is opened by a memory that records something still to happen, and is read from
the memories alone (no model, nothing stored), so it always agrees with the owner's edits:

- ``loop.planned``: a memory whose ``valid_from`` was more than an hour after it was recorded
  (a decision or change planned for a date);
- ``loop.started``: work begun and not finished ("we started migrating", "we are moving",
  "in progress", "work on X has begun");
- ``loop.commitment``: a promise ("we will", "I'll", "I promised to", "let's", "going to",
  "TODO").

It closes when a later memory of the same subject (or the memory's own successor in its
chain) records a satisfying, cancelling or superseding transition:

- ``done``: the plan took effect (its ``valid_from`` has passed and it was not superseded
  before), or a later memory says it finished ("finished", "completed", "done", "shipped",
  "we moved ... to", "is now");
- ``cancelled``: a later memory says it will not happen ("cancelled", "called off",
  "abandoned", "dropped the plan", "won't", "no longer planning");
- ``superseded``: the opening memory was replaced by a version that neither finishes nor
  cancels it (the plan changed).

Anything else is ``open``. Each rule gives its reason code (``loop.*``); every pattern is one
alternation of fixed phrases, linear in the text.

The rules read the first ``LOOP_TEXT_CHARS`` characters of each memory (a loop's ``expected``
is that much of its opening memory): what was promised or finished is said early, and reading
whole texts would make every call read megabytes to find a few promises.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from .types import MemoryStatus, Standing

PLANNED = "loop.planned"
STARTED = "loop.started"
COMMITMENT = "loop.commitment"
CLOSED_DONE = "loop.done"
CLOSED_CANCELLED = "loop.cancelled"
CLOSED_SUPERSEDED = "loop.superseded"
TOOK_EFFECT = "loop.took_effect"
# The route reason of a /context call whose query asked about unfinished work.
ROUTE_OPEN_LOOPS = "route.open_loops"
# A memory valid from later than this after it was recorded was a plan when it was said.
PLANNED_AHEAD = timedelta(hours=1)
# How much of a memory's text the rules read.
LOOP_TEXT_CHARS = 1000

_STARTED = re.compile(
    r"\b(started|starting|began|begun|beginning|kicked off) (to )?(migrat|mov|switch|port|"
    r"rewrit|upgrad|replac|work|build|refactor|implement|writ|test|roll)\w*"
    r"|\b(are|is|am|were) (now )?(migrating|moving|switching|porting|rewriting|upgrading|"
    r"replacing|refactoring|rolling out|working on)\b"
    r"|\bin progress\b|\bunderway\b|\bhalf(-| )done\b|\bpartially (done|migrated|moved)\b"
)
_COMMITMENT = re.compile(
    r"\b(we|i|they|you) (will|shall|'ll)\b|\b(we|i)'ll\b|\bpromised to\b|\bcommitted to\b"
    r"|\blet's\b|\b(are|am|is) going to\b|\bplan(s|ning)? to\b|\bneeds? to be done\b"
    r"|\btodo\b|\bto-do\b|\bfollow up\b|\bremember to\b"
)
_DONE = re.compile(
    r"\b(finished|completed|complete|done|shipped|landed|merged|released|delivered|resolved"
    r"|closed out|wrapped up|went live|is live|now live)\b"
    r"|\b(moved|migrated|switched|ported|upgraded) (\w+ ){0,4}(to|onto)\b|\bis now\b|\bnow runs\b"
)
_CANCELLED = re.compile(
    r"\b(cancel(l)?ed|called off|abandoned|scrapped|shelved|dropped the plan|gave up on"
    r"|won't|will not|not going to|no longer plan(ning)?|decided against|put on hold)\b"
)


class LoopStatus(StrEnum):
    OPEN = "open"
    DONE = "done"
    CANCELLED = "cancelled"
    SUPERSEDED = "superseded"


@dataclass(frozen=True)
class LoopMemory:
    """What the loop rules read of one memory (``content``: its first ``LOOP_TEXT_CHARS``), and
    what a context call judges an open loop's opener by (status, standing, valid time)."""

    id: str
    content: str
    subject: str
    recorded_at: datetime
    valid_from: datetime | None
    # Its successor in its chain (None for a head).
    superseded_by: str | None
    status: MemoryStatus = MemoryStatus.ACTIVE
    standing: Standing = Standing.TRUSTED
    valid_to: datetime | None = None


@dataclass(frozen=True)
class Loop:
    id: str  # the opening memory's id
    subject: str
    opened_by: str
    opened_at: datetime
    expected: str
    opened_because: str
    status: LoopStatus
    closed_by: str | None
    closed_because: str | None
    # The opening memory as the rules read it.
    opener: LoopMemory


def opens_a_loop(memory: LoopMemory) -> str | None:
    """The reason code ``memory`` opens a loop for, or None."""
    if memory.valid_from is not None and memory.valid_from > memory.recorded_at + PLANNED_AHEAD:
        return PLANNED
    text = memory.content.lower()
    if _STARTED.search(text):
        return STARTED
    if _COMMITMENT.search(text):
        return COMMITMENT
    return None


def closes_with(text: str) -> LoopStatus | None:
    """Whether a later memory's text finishes or cancels what was expected."""
    lowered = text.lower()
    if _CANCELLED.search(lowered):
        return LoopStatus.CANCELLED
    if _DONE.search(lowered):
        return LoopStatus.DONE
    return None


def resolve_loop(
    opener: LoopMemory,
    reason: str,
    *,
    later: Sequence[LoopMemory],
    successor: LoopMemory | None,
    now: datetime,
) -> Loop:
    """The loop ``opener`` opened and how it stands: ``later`` are the memories of the same
    subject recorded after it (oldest first), ``successor`` its own next version if any."""
    status, closed_by, because = LoopStatus.OPEN, None, None
    for memory in [*([successor] if successor else []), *later]:
        if memory.id == opener.id:
            continue
        closing = closes_with(memory.content)
        if closing is not None:
            status, closed_by = closing, memory.id
            because = CLOSED_DONE if closing is LoopStatus.DONE else CLOSED_CANCELLED
            break
    if status is LoopStatus.OPEN:
        if successor is not None:
            status, closed_by, because = LoopStatus.SUPERSEDED, successor.id, CLOSED_SUPERSEDED
        elif reason == PLANNED and opener.valid_from is not None and opener.valid_from <= now:
            status, because = LoopStatus.DONE, TOOK_EFFECT
    return Loop(
        id=opener.id,
        subject=opener.subject,
        opened_by=opener.id,
        opened_at=opener.recorded_at,
        expected=opener.content,
        opened_because=reason,
        status=status,
        closed_by=closed_by,
        closed_because=because,
        opener=opener,
    )


_ASKS_OPEN_LOOPS = re.compile(
    r"\b(unfinished|still open|left open|open (loops?|items?|tasks?|work|questions)"
    r"|(left|still) (to do|undone|pending)|not (yet )?(done|finished)|in progress"
    r"|what('s| is| are) (left|pending|outstanding)|outstanding (work|tasks?|items?)"
    r"|loose ends|where did we leave off|what did we leave)\b"
)


def asks_about_open_loops(query: str) -> str | None:
    """The phrase by which ``query`` asks about unfinished work, or None."""
    match = _ASKS_OPEN_LOOPS.search(query.lower())
    return match.group(0) if match else None
