"""Whether a memory opens a loop: the opener readings of :mod:`memoryapp.domain.loop_language`
and :mod:`memoryapp.domain.loop_notes`, tried in order on each sentence, each behind its cue
words (:mod:`memoryapp.domain.loop_cues`) so a sentence with none of a reading's words is
skipped unread. :func:`ungated` runs every reading, for the test that the gate changes nothing
and for the benchmark of what it saves.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .loop_closing import completion_of
from .loop_cues import (
    BEHIND_CUES,
    CUE_TOKENS,
    DELEGATED_CUES,
    DUTY_CUES,
    INTENTION_CUES,
    INTENTION_WITH_TO,
    LEFT_OPEN_CUES,
    LISTED_CUES,
    NEED_CUES,
    NEEDED_CUES,
    OWED_OR_BEGUN_CUES,
    PENDING_CUES,
    REMINDER_CUES,
    RUNS_OUT_CUES,
    SCHEDULED_CUES,
    TASK_CUES,
    THERE_CUES,
    WANTED_CUES,
)
from .loop_language import (
    Opening,
    deadline_for,
    delegated,
    headline,
    intention,
    listed,
    not_yet,
    owed_or_begun,
)
from .loop_notes import (
    behind_on,
    duty,
    handed_on,
    in_need,
    labelled,
    left_open,
    needed,
    reminded_of,
    runs_out,
    task_named,
    task_of,
    there_is_work,
    wanted_done,
)
from .loop_progress import ongoing
from .words import sentences

Reading = Callable[[str], Opening | None]

# The jotted shapes, each behind its own cue words.
_NOTES: tuple[tuple[frozenset[str], Reading], ...] = (
    (DUTY_CUES, duty),
    (RUNS_OUT_CUES, runs_out),
    (NEED_CUES, in_need),
    (NEEDED_CUES, needed),
    (REMINDER_CUES, reminded_of),
    (BEHIND_CUES, behind_on),
    (LEFT_OPEN_CUES, left_open),
    (TASK_CUES, task_of),
    (THERE_CUES, there_is_work),
    (WANTED_CUES, wanted_done),
)


def _cued(sentence: str) -> list[Reading]:
    """The readings whose cue words ``sentence`` has, in the order they are tried."""
    tokens = set(CUE_TOKENS.findall(sentence))
    to = "to" in tokens
    found: list[Reading] = []
    if not INTENTION_CUES.isdisjoint(tokens) or (to and not INTENTION_WITH_TO.isdisjoint(tokens)):
        found.append(intention)
    if ":" in sentence:
        found.append(labelled)
    if to:
        found.append(headline)
    if ":" in sentence:
        found.append(task_named)
    if ">" in sentence or "→" in sentence:
        found.append(handed_on)
    if not DELEGATED_CUES.isdisjoint(tokens):
        found.append(delegated)
    if not OWED_OR_BEGUN_CUES.isdisjoint(tokens):
        found.append(owed_or_begun)
    if not LISTED_CUES.isdisjoint(tokens):
        found.append(listed)
    if not PENDING_CUES.isdisjoint(tokens):
        found += [not_yet, deadline_for]
    found += [read for cues, read in _NOTES if not cues.isdisjoint(tokens)]
    if not SCHEDULED_CUES.isdisjoint(tokens) or any(t.endswith("ing") for t in tokens):
        found.append(ongoing)
    return found


# Every reading, in the order :func:`_cued` tries them.
READINGS: tuple[Reading, ...] = (
    intention,
    labelled,
    headline,
    task_named,
    handed_on,
    delegated,
    owed_or_begun,
    listed,
    not_yet,
    deadline_for,
    duty,
    runs_out,
    in_need,
    needed,
    reminded_of,
    behind_on,
    left_open,
    task_of,
    there_is_work,
    wanted_done,
    ongoing,
)


def opening_of(sentence: str) -> Opening | None:
    """The first reading of ``sentence`` as an opener, among the readings it has cues for."""
    return next((found for read in _cued(sentence) if (found := read(sentence))), None)


def ungated(sentence: str) -> Opening | None:
    """The first reading of ``sentence`` as an opener, every reading tried."""
    return next((found for read in READINGS if (found := read(sentence))), None)


@lru_cache(maxsize=8192)
def opening(text: str) -> Opening | None:
    """The first sentence of ``text`` that opens a loop (and why), or None. A sentence that
    itself finishes or cancels something opens nothing ("as promised, the report went out")."""
    for sentence in sentences(text):
        found = opening_of(sentence)
        if found is not None and completion_of(found.sentence, frozenset()) is None:
            return found
    return None
