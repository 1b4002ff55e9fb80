"""Open loops: expected transitions that have not happened yet, and what closed them.

Rule: a loop is opened by a memory that records something still to happen, and is read from
the memories alone (no model, nothing stored), so it always agrees with the owner's edits:

- ``loop.planned``: a memory whose ``valid_from`` was more than an hour after it was recorded
  (a decision or change planned for a date);
- ``loop.commitment``, ``loop.started``, ``loop.scheduled``, ``loop.waiting``: a sentence of
  that shape (:mod:`memoryapp.domain.loop_language`: an intention of any subject with a work
  object, a promise or debt, work begun or under way, a date booked, waiting on someone).
  Chit-chat ("I'll grab a coffee") opens nothing.

It closes when a later memory has a completion sense (by its words, or by its meaning:
:mod:`memoryapp.domain.loop_meaning`) and is about the same work: the same
subject, the opener's own successor, or the opener's work (its work words and what it is done
to, and nothing that says it is another thing: :mod:`memoryapp.domain.loop_work`); an
embedding at least ``LOOP_SIMILAR_AT`` close stands in for the word count, never for a
shared work word (:func:`closing_decision`, whose reason codes are ``loop.match.*`` and
``loop.miss.*``):

- ``done``: the plan took effect (its ``valid_from`` has passed and it was not superseded
  before), or a later memory says it finished;
- ``cancelled``: a later memory says it will not happen;
- ``superseded``: the opening memory was replaced by a version that neither finishes nor
  cancels it (the plan changed).

Anything else is ``open``. At a standpoint only the memories :func:`seen_at` it count. Each
rule gives its reason code (``loop.*``).

The rules read the first ``LOOP_TEXT_CHARS`` characters of each memory (a loop's ``expected``
is that much of its opening memory): what was promised or finished is said early, and reading
whole texts would make every call read megabytes to find a few promises.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType

from .loop_closing import Sense, completion
from .loop_language import COMMITMENT, SCHEDULED, STARTED, WAITING
from .loop_meaning import reads_as_chit_chat, reads_as_done
from .loop_openers import left_marked_open, opening
from .loop_words import work_words
from .loop_work import (
    NO_COMPLETION,
    SAME_SUBJECT,
    STILL_TO_COME,
    Work,
    labels_of,
    still_to_come,
    work_match,
)
from .types import MemoryStatus, Standing
from .words import IRREGULAR, action_stems, content_stems, stem, word_set, words_of

PLANNED = "loop.planned"
__all__ = ["COMMITMENT", "SCHEDULED", "STARTED", "WAITING"]
CLOSED_DONE = "loop.done"
CLOSED_CANCELLED = "loop.cancelled"
CLOSED_SUPERSEDED = "loop.superseded"
TOOK_EFFECT = "loop.took_effect"
# The route reason of a /context call whose query asked about unfinished work.
ROUTE_OPEN_LOOPS = "route.open_loops"
# Why a loop opened or closed, in the owner's words (the open-loops page).
OPENED_LABELS: Mapping[str, str] = MappingProxyType(
    {
        PLANNED: "planned for a later date",
        STARTED: "work started",
        COMMITMENT: "a commitment",
    }
)
CLOSED_LABELS: Mapping[str, str] = MappingProxyType(
    {
        CLOSED_DONE: "finished, as a later memory says",
        CLOSED_CANCELLED: "called off, as a later memory says",
        CLOSED_SUPERSEDED: "replaced by a new version",
        TOOK_EFFECT: "its date has come",
    }
)
# A memory valid from later than this after it was recorded was a plan when it was said.
PLANNED_AHEAD = timedelta(hours=1)
# How much of a memory's text the rules read.
LOOP_TEXT_CHARS = 1000
# A later completion whose embedding is at least this close to an opener's (cosine, same model)
# is about the same work even when they share no word.
LOOP_SIMILAR_AT = 0.9


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
    # The names of the entities it is about.
    entities: tuple[str, ...] = ()
    # Its vector's dot products with the weights of the readings by meaning, work (the
    # chit-chat veto) and done (None: no vector of the model they read;
    # :mod:`memoryapp.domain.loop_meaning`).
    work_score: float | None = None
    done_score: float | None = None

    @property
    def happened_at(self) -> datetime:
        """When what it says happened: its valid_from when that is earlier than its recording
        (a late report), else when it was recorded (a plan was said when recorded)."""
        if self.valid_from is not None and self.valid_from < self.recorded_at:
            return self.valid_from
        return self.recorded_at


def seen_at(memory: LoopMemory, *, valid_at: datetime, known_at: datetime) -> bool:
    """Whether ``memory`` counts for the loops at a standpoint: recorded by ``known_at``, and
    what it says had happened by ``valid_at``."""
    return memory.recorded_at <= known_at and memory.happened_at <= valid_at


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
    """The reason code ``memory`` opens a loop for, or None: its words' shape opens one, unless
    its meaning reads as chit-chat (:mod:`memoryapp.domain.loop_meaning`) and its writer did
    not mark it open."""
    if memory.valid_from is not None and memory.valid_from > memory.recorded_at + PLANNED_AHEAD:
        return PLANNED
    found = opening(memory.content)
    if found is None:
        return None
    # A note its writer marks open is open whatever its meaning reads as.
    chit_chat = reads_as_chit_chat(memory.work_score, memory.content)
    if chit_chat and not left_marked_open(memory.content):
        return None
    return found.reason


_STATUS = {Sense.DONE: LoopStatus.DONE, Sense.CANCELLED: LoopStatus.CANCELLED}


def closes_with(
    text: str, own_verb: str | None = None, work: frozenset[str] = frozenset()
) -> LoopStatus | None:
    """Whether a later memory's text finishes or cancels something (the opener's own work when
    ``own_verb``, its verb, or its ``work`` words are given: "was repainted" for "will
    repaint", "swept" for "the sweep is booked")."""
    sense = completion(text, own_verb, work)
    return _STATUS[sense] if sense else None


def may_close(memory: LoopMemory) -> bool:
    """Whether ``memory`` finishes or cancels something, by its words or by its meaning."""
    return closes_with(memory.content) is not None or reads_as_done(
        memory.done_score, memory.content
    )


def opener_work(opener: LoopMemory) -> Work:
    """What the closing rules know of ``opener``'s work (:class:`loop_work.Work`)."""
    return _work_of(opener.content, opener.entities)


# Read once per opener, not once for each later memory it is compared with.
@lru_cache(maxsize=8192)
def _work_of(content: str, entities: tuple[str, ...]) -> Work:
    found = opening(content)
    text = found.work if found else content
    words = work_words(text, entities)
    agent = content_stems(found.agent) if found else frozenset()
    return Work(
        words=words,
        verb=found.verb if found else None,
        agent=agent,
        heads=found.heads if found else (),
        objects=found.objects if found else (),
        text=text,
        recipient=found.recipient if found else "",
        labels=labels_of(content),
        finished_by=_finishing_stems(content, words, agent),
    )


@dataclass(frozen=True)
class Closing:
    """How a later memory stands to a loop: the status it gives it (None: it does not close
    it) and the reason code (``loop.match.*``, ``loop.miss.*``)."""

    status: LoopStatus | None
    reason: str


def _finishing_stems(content: str, words: frozenset[str], agent: frozenset[str]) -> frozenset[str]:
    """The stems whose past forms finish an opener's work: its work ``words``, and the verbs
    of its nouns of action ("the inspection is overdue" is finished by "inspected"); not a
    word it says in a past form itself ("the lights on stage *left*": "left" later is no
    finish), nor its ``agent``'s ("*ask* Lukas to wax the skis": "Lukas asked where ..."
    finishes nothing). A verb said again ("resew") is finished by its plain form too ("a new
    spine sewn on")."""
    said_past = {stem(word) for word in words_of(content) if word in IRREGULAR}
    own = (words | action_stems(words)) - said_past - agent
    again = {w[2:] for w in own if w.startswith("re") and len(w) > 4 and w not in _NOT_AGAIN}
    return own | again


# Verbs in "re" that are no verb said again: "replace" is not "place" again ("placed the order
# for a new pump" finishes no replacing).
_NOT_AGAIN = frozenset(
    stem(verb)
    for verb in word_set(
        "replace repair report return remove record request reserve resolve respond reply",
        "receive reduce refer remain remember remind rent rescue research resign rest result",
        "retire reveal review renew refund reimburse release relax rely recover recruit",
        "register reach read ready rear reason recall recommend regard reject relate repeat",
        "represent require resist resort restore retain retrieve reverse reward",
    )
)


def closing_decision(opener: LoopMemory, later: LoopMemory, *, similar: bool = False) -> Closing:
    """Whether ``later`` closes ``opener``'s loop and why: it finishes or cancels something
    (all of it: not a part, not negated, not ahead; by its words, or by its meaning when its
    words leave nothing open: :func:`loop_meaning.reads_as_done`), and it is about the same
    work: the same subject, or the opener's work (:func:`memoryapp.domain.loop_work.work_match`;
    an embedding ``similar`` to the opener's still needs a shared work word)."""
    work = opener_work(opener)
    status = closes_with(later.content, work.verb, work.finished_by)
    if status is None and reads_as_done(later.done_score, later.content):
        status = LoopStatus.DONE
    if status is None:
        return Closing(None, NO_COMPLETION)
    if still_to_come(work, later.content):
        return Closing(None, STILL_TO_COME)
    if opener.subject and later.subject == opener.subject:
        return Closing(status, SAME_SUBJECT)
    closer_words = work_words(later.content, later.entities)
    match = work_match(work, later.content, closer_words, similar=similar)
    return Closing(status if match.same else None, match.reason)


def closing(opener: LoopMemory, later: LoopMemory, *, similar: bool = False) -> LoopStatus | None:
    """How ``later`` closes ``opener``'s loop, or None (:func:`closing_decision`)."""
    return closing_decision(opener, later, similar=similar).status


def resolve_loop(
    opener: LoopMemory,
    reason: str,
    *,
    later: Sequence[LoopMemory],
    successor: LoopMemory | None,
    now: datetime,
    similar: frozenset[str] = frozenset(),
) -> Loop:
    """The loop ``opener`` opened and how it stands at ``now`` (valid time): ``later`` are the
    memories recorded after it that may close it (oldest first), ``successor`` its own next
    version if any, ``similar`` the ids of those whose embedding is close to the opener's."""
    status, closed_by, because = LoopStatus.OPEN, None, None
    if successor is not None and (found := closes_with(successor.content)) is not None:
        status, closed_by = found, successor.id
    for memory in later if status is LoopStatus.OPEN else ():
        if memory.id == opener.id:
            continue
        found = closing(opener, memory, similar=memory.id in similar)
        if found is not None:
            status, closed_by = found, memory.id
            break
    if closed_by is not None:
        because = CLOSED_DONE if status is LoopStatus.DONE else CLOSED_CANCELLED
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


# Asking what is unfinished: the words for it, "still" with an obligation ("still owe", "still
# pending"), follow-ups and promises made.
_ASKS_OPEN_LOOPS = re.compile(
    r"\b(unfinished|still open|left open|open (?:loops?|items?|tasks?|work|questions|promises"
    r"|commitments)|(?:left|still|yet) (?:to do|undone|pending|to be done)|not (?:yet )?(?:done"
    r"|finished|happened|delivered|sent)|in progress|what(?:'s| is| are) (?:left|pending"
    r"|outstanding)|outstanding (?:work|tasks?|items?|promises|commitments)|loose ends"
    r"|where did we leave off|what did we leave|not yet|yet to|still (?:owe|owes|owed"
    r"|pending|outstanding|due|waiting|need to|needs to|have to|has to|to come|unfinished"
    r"|undone)|(?:we|i|you|they) (?:still )?"
    r"(?:owe|owes)|follow-ups?|follow ups?|to-dos?|todos?|action items?|pending (?:with|from"
    r"|on|for)|(?:did|have) (?:we|i|you|they) (?:promise|commit)|(?:we|i) (?:promised"
    r"|committed to)|what remains|remaining (?:work|tasks?|items?)|waiting (?:on|for))\b"
)


# A negated perfect asks about unfinished work only when what did not happen is a completion or
# is still awaited ("hasn't happened yet", "haven't we finished"): "why hasn't the pipeline
# picked up the key?" asks for a cause, and reading every loop for it would cost the call.
_NEGATED_PERFECT = re.compile(r"\b(?:hasn't|haven't|hadn't|has not|have not|had not|still not)\b")
_AWAITED = re.compile(
    r"\b(?:yet|done|finished|happened|delivered|sent|fulfilled|completed|shipped|paid|returned"
    r"|started|arrived|closed|fixed|resolved|replied|answered|handled|sorted|booked|signed"
    r"|submitted|received|published|followed up)\b"
)


def asks_about_open_loops(query: str) -> str | None:
    """The phrase by which ``query`` asks about unfinished work, or None."""
    lowered = query.lower()
    match = _ASKS_OPEN_LOOPS.search(lowered)
    if match:
        return match.group(0)
    negated = _NEGATED_PERFECT.search(lowered)
    if negated and (awaited := _AWAITED.search(lowered, negated.end())):
        return lowered[negated.start() : awaited.end()]
    return None
