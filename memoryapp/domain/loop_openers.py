"""Whether a memory opens a loop: the opener readings of :mod:`memoryapp.domain.loop_language`
and :mod:`memoryapp.domain.loop_notes`, tried in order on each sentence, each behind its cue
words (:mod:`memoryapp.domain.loop_cues`) so a sentence with none of a reading's words is
skipped unread. :func:`ungated` runs every reading, for the test that the gate changes nothing
and for the benchmark of what it saves.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from .loop_closing import completion_of
from .loop_cues import (
    BEHIND_CUES,
    CUE_TOKENS,
    DELEGATED_CUES,
    DUTY_CUES,
    FAULT_CUES,
    INTENTION_CUES,
    INTENTION_WITH_TO,
    LEFT_OPEN_CUES,
    LISTED_CUES,
    NEED_CUES,
    NEEDED_CUES,
    OWED_OR_BEGUN_CUES,
    PENDING_CUES,
    REASSURED_CUES,
    REMINDER_CUES,
    RUNS_OUT_CUES,
    SCHEDULED_CUES,
    TASK_CUES,
    THERE_CUES,
    WANTED_CUES,
)
from .loop_faults import (
    DONE_BROKEN,
    FIXER_ALONE,
    REFUSES,
    UNTIL_FIXED,
    broken,
    fix_assigned,
    not_back,
    out_of_use,
)
from .loop_language import SCHEDULED, WAITING, Opening, intention
from .loop_notes import (
    LABEL,
    behind_on,
    due_to,
    duty,
    handed_on,
    handed_over,
    help_wanted,
    in_need,
    labelled,
    left_open,
    names_a_thing,
    needed,
    reminded_of,
    runs_out,
    task_named,
    task_of,
    there_is_work,
    to_be_done,
)
from .loop_orders import MARKED_OPEN, appointment, marked_open, numbered_job, wanted_done
from .loop_owed import REASSURED, owed_or_begun, reassured
from .loop_progress import DATED_EVENT, dated_event, ongoing, planned_work
from .loop_tasks import deadline_for, delegated, headline, listed, not_yet
from .words import is_participle, sentences, word_set

Reading = Callable[[str], Opening | None]
# Whether a sentence (its tokens, its text) has a reading's cue.
Cue = Callable[[frozenset[str], str], bool]


def _any_of(cues: frozenset[str]) -> Cue:
    return lambda tokens, _: not cues.isdisjoint(tokens)


def _intention_cued(tokens: frozenset[str], _: str) -> bool:
    to = "to" in tokens
    # "Who's taking the callout?": "who" cues only with a word in -ing.
    asked = "who" in tokens and any(t.endswith("ing") for t in tokens)
    return (
        not INTENTION_CUES.isdisjoint(tokens)
        or (to and not INTENTION_WITH_TO.isdisjoint(tokens))
        or asked
    )


def _has(*marks: str) -> Cue:
    return lambda _, sentence: any(mark in sentence for mark in marks)


def _ongoing_cued(tokens: frozenset[str], _: str) -> bool:
    return not SCHEDULED_CUES.isdisjoint(tokens) or any(t.endswith("ing") for t in tokens)


# Every reading behind its cue, in the order they are tried.
_CUED: tuple[tuple[Cue, Reading], ...] = (
    (_has(" - ", ":"), appointment),
    (_intention_cued, intention),
    (_has(":", ","), labelled),
    (_any_of(frozenset({"to"})), headline),
    (_has(":"), task_named),
    (_has(">", "→"), handed_on),
    (_any_of(DELEGATED_CUES), delegated),
    (_any_of(OWED_OR_BEGUN_CUES), owed_or_begun),
    (_any_of(REASSURED_CUES), reassured),
    (_any_of(LISTED_CUES), listed),
    (_any_of(PENDING_CUES), not_yet),
    (_any_of(PENDING_CUES), deadline_for),
    # The jotted shapes.
    (_any_of(DUTY_CUES), duty),
    (_any_of(RUNS_OUT_CUES), runs_out),
    (_any_of(NEED_CUES), in_need),
    (_any_of(NEED_CUES), due_to),
    (_any_of(NEEDED_CUES), needed),
    (_any_of(NEEDED_CUES | NEED_CUES), help_wanted),
    (_any_of(frozenset({"be"})), to_be_done),
    (_any_of(FAULT_CUES), broken),
    (
        _any_of(
            word_set("fix repair mend replace sort look see chance pop come swing call nip report")
        ),
        fix_assigned,
    ),
    (_any_of(frozenset({"until", "till", "past"})), out_of_use),
    (
        _any_of(
            word_set(
                "didn did hasn has never failed out loan lent still finished wanted needed back",
                "need",
            )
        ),
        not_back,
    ),
    (_any_of(REMINDER_CUES), reminded_of),
    (_any_of(BEHIND_CUES), behind_on),
    (_any_of(LEFT_OPEN_CUES), left_open),
    (_any_of(TASK_CUES), task_of),
    (_any_of(THERE_CUES), there_is_work),
    (_any_of(WANTED_CUES), wanted_done),
    (_ongoing_cued, ongoing),
    (_has(":"), numbered_job),
    (_has(":"), dated_event),
    (_any_of(word_set("new replacement while")), planned_work),
)
READINGS: tuple[Reading, ...] = tuple(read for _, read in _CUED)


def _cued(sentence: str) -> list[Reading]:
    """The readings whose cue ``sentence`` has, in the order they are tried."""
    tokens = frozenset(CUE_TOKENS.findall(sentence))
    return [read for cued, read in _CUED if cued(tokens, sentence)]


def _read(sentence: str, readings: Callable[[str], list[Reading]]) -> Opening | None:
    """The first of ``readings`` that reads ``sentence`` as an opener; or, when none does
    and it begins with a label, the first that reads what follows the label."""
    found = next((found for read in readings(sentence) if (found := read(sentence))), None)
    label = LABEL.match(sentence) if found is None else None
    rest = sentence[label.end() :] if label else ""
    if not rest[:1].strip():
        return found
    found = next((found for read in readings(rest) if (found := read(rest))), None)
    if found is not None and names_a_thing(sentence[: label.end()] if label else ""):
        # "Heron Hide: the flap has come off": the place named is the work's too.
        return replace(found, sentence=sentence)
    return found or handed_over(sentence)


# An aside in brackets, not a label's: "the carex loan (42 sheets) is to be returned".
_ASIDE = re.compile(r" \([^()]{1,40}\)(?!:)")


def _read_past_asides(sentence: str, readings: Callable[[str], list[Reading]]) -> Opening | None:
    """:func:`_read`, and when that finds nothing, :func:`_read` of ``sentence`` without its
    asides (the opener keeps them: a closer may name what they say)."""
    found = _read(sentence, readings)
    if found is not None or (bare := _ASIDE.sub("", sentence)) == sentence:
        return found
    found = _read(bare, readings)
    if found is None or found.sentence != bare:
        return found
    return replace(found, sentence=sentence)


def left_marked_open(text: str) -> bool:
    """Whether the writer marks ``text`` open after what it says ("... left flipper is weak.
    Open.", "... battery LOW, no beep. [ ]"): the note's own status."""
    said = sentences(text)
    return len(said) > 1 and MARKED_OPEN.fullmatch(said[-1]) is not None


def opening_of(sentence: str) -> Opening | None:
    """The first reading of ``sentence`` as an opener, among the readings it has cues for."""
    return _read_past_asides(sentence, _cued)


def ungated(sentence: str) -> Opening | None:
    """The first reading of ``sentence`` as an opener, every reading tried."""
    return _read_past_asides(sentence, lambda _: list(READINGS))


@lru_cache(maxsize=8192)
def opening(text: str) -> Opening | None:
    """The first sentence of ``text`` that opens a loop (and why), or None. A sentence that
    itself finishes or cancels something opens nothing ("as promised, the report went out").
    Work said without its subject is the sentence before's too ("The back wheel is buckled.
    Needs truing.", "Torn leech; due before Newport.")."""
    said = sentences(text)
    for n, sentence in enumerate(said):
        if n and (_DATED.match(sentence) or FIXER_ALONE.match(sentence)):
            # "torn leech; due before Newport.", "ring gone; Council to fix."
            sentence = f"{said[n - 1]} {sentence}"
        if n and MARKED_OPEN.fullmatch(sentence):
            found = marked_open(said[n - 1])  # "issue 37: left flipper is weak. open."
        else:
            found = opening_of(sentence)
        if found is None or _finishes_something(found):
            continue
        # The need that follows says what the work is: "... are out again. Needs reporting."
        after = said[n + 1] if n + 1 < len(said) else ""
        if _ELIDED.match(after) and (need := opening_of(after)) is not None:
            return replace(need, sentence=f"{sentence} {after}")
        if _ELIDED.match(sentence) and n:
            return replace(found, sentence=f"{said[n - 1]} {sentence}")
        return found
    return None


def _finishes_something(found: Opening) -> bool:
    """Whether the opener's sentence itself finishes something, past the work's own
    participle ("wants her pints *switched* to semi-skimmed" is the work wanted), a thing
    that will not work ("it *won't lock*" is a fault, not work called off) and what it waits
    for ("stays shut till its valve *is replaced*")."""
    said = _HAD_DONE.sub("", UNTIL_FIXED.sub("", REFUSES.sub("", found.sentence)))
    said = DONE_BROKEN.sub("", _SINCE_DONE.sub("", said))
    if said.rstrip().endswith("?"):
        return False  # a question finishes nothing: "bev hav u finished with the cleaner?"
    if REASSURED.match(said):
        return False  # a promise: "you have my word, Brenda - Rosamund's cheek mended by ..."
    said = _DONE_BY.sub("", said)
    if found.reason == SCHEDULED and (event := DATED_EVENT.match(said)):
        said = event.group(1)  # "abseil, Sat 4th: harnesses hired": what is ready for it
    if found.reason == WAITING:
        said = _LENT.sub("", said)  # "lent the tent to the cricket club": what it waits on
    if found.verb and is_participle(found.verb):
        said = re.sub(rf"\b{re.escape(found.verb)}\b", "", said)
    return completion_of(said, frozenset()) is not None


_LENT = re.compile(r"\blent\b")
# What was done since which time is counted is no work finished: "it's been five weeks since we
# handed back the keys and we still haven't received the deposit".
_SINCE_DONE = re.compile(
    r"\bsince (?:we|i|they|you|he|she|it) [a-z]+(?: back| in| over| up| off)?\b"
)
# A thing to have done: "need to get the fume cupboards airflow-tested" (not done yet).
_HAD_DONE = re.compile(
    r"\b(?:get|getting|have|having|need|needs|want|wants) (?:the|a|an|our|my|his|her|their|its)"
    r" (?:[a-z0-9'-]+ ){0,5}?[a-z-]+ed\b"
)
# Done by a date is a promise, not a report: "both skins on your dhol done before the baraat".
_DONE_BY = re.compile(
    r"\b(?:done|finished|sorted|fixed|mended) (?=(?:well |long )?(?:before|afore|by|in time for)\b)"
)
# A sentence that begins with its verb of need: its subject is the sentence before's.
_ELIDED = re.compile(r"(?:needs|wants|requires) (?:[a-z]+ing|[a-z]{3,}ed|the|a|an)\b")
# A sentence that begins with when it is due: what is due is the sentence before.
_DATED = re.compile(r"(?:due|needed|wanted) (?:by|before|on|for|in)\b")
