"""Whether a memory's words finish or cancel work (a loop's *completion*), read by structure.

A completion is a sentence with a finishing sense (a finishing verb in a past, perfect or
passive form: "was sent", "went out", "is live", "handed over", "has been replaced"), not a
question, not governed by a negation, a future or a condition in the words just before it
("has not been sent", "will be published", "once it is signed", "is being replaced"), and not
about a part of the work ("half of the boxes went out", "the first two chapters are edited",
"done so far"). A loop's own verb in a past form is a completion of that loop ("was
repainted" for "will repaint"). A *cancellation* says it will not happen ("called off",
"won't", "scrapped"). Whether a completion is about a loop's work is
:mod:`memoryapp.domain.loop_work`'s; what opens a loop is :mod:`memoryapp.domain.loop_language`'s.

Every pattern is an alternation of fixed words or a single character class, so each reading
is linear in the text.
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache

from .loop_cues import CANCELLED, CLOSER_CUES, CUE_TOKENS, FINISHED, SAYS_NO
from .words import IRREGULAR, WEEKDAY, past_form, sentences, stem, stop_word, word_set


class Sense(StrEnum):
    DONE = "done"
    CANCELLED = "cancelled"


def _may_complete(sentence: str, own_verbs: frozenset[str]) -> bool:
    tokens = CUE_TOKENS.findall(sentence)
    if not CLOSER_CUES.isdisjoint(tokens):
        return True
    # "had its service", "got its fresh coat of paint": the loop's work as a noun.
    return bool(own_verbs) and any(past_form(t) or t in _OWN_CUES for t in tokens)


# What makes a finishing word no completion when it comes just before it: a negation, a
# future, a condition, a hope, a causative still to happen ("get the gutters cleared").
_GUARD = re.compile(
    r"\b(not|never|no|yet to|will|shall|'ll|going to|to be|get|gets|getting|about to|once|if"
    r"|unless|until|till(?! [0-9])|stays|stay|remains|remain"
    r"|being|should|would|could|might|may|hasn't|haven't|isn't|aren't|wasn't|weren't"
    r"|didn't|don't|doesn't|won't|can't|cannot|hope|hoping|expect|expected|soon)\b"
)

# A word in a past form: in -ed, or an irregular one.
_PAST_WORD = r"[a-z][a-z-]*ed|" + "|".join(sorted(IRREGULAR))
_PAST_FORM = re.compile(rf"\b({_PAST_WORD})\b")
# A report that the work is not done, wherever it stands in the sentence: it is still
# awaited or still fails, or was only tried ("rang about her refund, she's still waiting for
# it", "tried rewiring the points, they still won't switch").
_NOT_DONE = re.compile(
    r"\bstill (?:waiting|awaiting|won't|isn't|aren't|not|can't|cannot|doesn't|don't|hasn't"
    r"|haven't|wasn't|weren't|pending|outstanding)\b"
    r"|\b(?:tried|attempted) (?:to [a-z]+|[a-z]+ing)\b|\bnot (?:[a-z]+ )?yet\b"
    # "the posts were delivered but nobody has put them in yet", "has ordered the flags but
    # they won't arrive till next week"
    r"|\b(?:nobody|no one|no-one)\b|\bbut (?:[a-z']+ ){0,3}(?:still|need|needs)\b"
    # The work itself said to be needed still: "the furrows are badly worn, so it needs the work"
    r"|\b(?:needs|need) (?:the work|doing|it doing|seeing to)\b"
    r"|\bbut (?:[a-z']+ ){0,2}(?:not|hasn't|haven't|isn't|aren't"
    r"|wasn't|weren't|won't|can't|didn't|don't|doesn't|couldn't|could not|wouldn't)\b"
    # A question reported: "rang to ask whether the gown will be ready", "came in asking when".
    r"|\b(?:ask|asks|asking|asked|wondering|to know) (?:whether|if|when|where|why|how)\b"
)
# A finish still ahead, however far from its "will": "will have the round written by Friday".
_FUTURE_PERFECT = re.compile(
    rf"\b(?:will|'ll|shall) have (?:[a-z0-9'-]+ ){{0,8}}?(?:{_PAST_WORD})\b"
)
# How far before a finishing word a negation or a future still governs it.
_GUARD_CHARS = 28


DETERMINERS = word_set("a an the our their your my his her its this that these those each every")


def _governed(sentence: str, start: int) -> bool:
    """A negation, future or condition just before ``start``, or a determiner or "still"
    right before it (then the word is an adjective: "a signed contract")."""
    before = sentence[max(0, start - _GUARD_CHARS) : start]
    last = before.rsplit(None, 1)[-1] if before.strip() else ""
    return (
        last in DETERMINERS
        or last == "still"  # a state that lasts: "the handsignaller is still posted"
        or _GUARD.search(before) is not None
        or _AHEAD.search(before) is not None
        or _described(before)
    )


_SUBJECTS = word_set("i we you he she they")


def _described(before: str) -> bool:
    """Whether the word after ``before`` is the verb of a clause that describes a thing:
    "the hoglet *she treated*", "the tiles *we ordered* arrived" (a noun, then its pronoun)."""
    words = before.split()[-2:]
    if len(words) < 2 or words[1] not in _SUBJECTS:
        return False
    noun = words[0]
    return noun.isalpha() and not stop_word(noun) and not noun.endswith("ly")


# A finish said in a clause of what it must come before is not one: "sharpen the chisels
# before it's lent out again" (in a report, "cleared before the match" is still done).
_AHEAD = re.compile(r"\bbefore\b")


# Part of the work done is no completion: "half of the boxes went out", "the first two
# chapters are edited", "some of the invoices were paid", "done so far".
_PARTIAL = re.compile(
    r"\b(?:half|part|some|most|a few|a couple|a third|a quarter|a portion|the bulk) of\b"
    r"|\b(?:one|two|three|four|five) of (?:the|our|my|its|their|these|those)\b"
    r"|\bhalf (?:the|our|their|my)\b|\b(?:about|nearly|almost|roughly|only) half\b(?!-)"
    r"|\b(?:one|the other|either) (?:side|end|half|part|corner|section|wing|floor) of\b"
    # Some of its sides, the last still to do: "the binding on three sides of the Log Cabin;
    # last side by hand this week".
    r"|\b(?:two|three|four|five|[0-9]) (?:sides|ends|corners|edges|walls|panels|sections|rows)"
    r" of\b"
    r"|\b(?:last|final) (?:side|bit|part|section|panel|row|coat|corner|edge|few)\b[^.;]{0,20}"
    r"\b(?:this|next|tomorrow|tonight|to go|left)\b"
    r"|\b(?:partly|partially|halfway|midway|so far|for now|not all|not every|only some"
    r"|not yet all|the first (?:few|couple|two|three|four|five|half|part|batch|draft)"
    r"|the first [a-z]+ of|still (?:need|needs|to do|to go|missing))\b"
    # A counted part of a counted whole: "two of the six extinguishers", "3 of 5 rooms".
    r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|[0-9]+) of (?:the |our |my |its )?"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|[0-9]+)\b"
)


# Work said to have begun, a part still awaited, nobody able to come, or the thing still as
# it was leaves the report open, whatever its other clauses say was done ("started
# recalibrating the bed; left side done", "took the rigger off; it's in the boathouse
# awaiting a lift", "rang three engineers about the leak; none can come until next week").
_STILL_OPEN = re.compile(
    r"\b(?:started|starting|began|begun|beginning) [a-z]+ing\b|\b(?:awaiting|waiting (?:for|on))\b"
    r"|\bnone (?:can|could|will|would)\b|\b(?:tried|attempted) (?:to [a-z]+|[a-z]+ing)\b"
    r"|\b(?:rang|called|phoned) (?:[a-z']+ ){0,2}to check\b"
    # Still to happen, or still as it was: "the Crown's can wait till Thursday", "he reckons
    # Thursday at the earliest", "it's still roped off", "so no joy round the back".
    r"|\b(?:can|will have to|has to|have to) wait\b|\bat the earliest\b|\bno (?:joy|luck)\b"
    # Made do with until it is put right: "speakers borrowed from the school until ours are
    # repaired".
    r"|\buntil (?:[a-z']+ ){0,3}(?:is|are|'s|'re|gets?|be) (?:repaired|fixed|mended|replaced"
    r"|sorted|back)\b"
    r"|\b(?:is|are|[a-z]+'s|[a-z]+'re) still (?:roped off|out of (?:use|action|order|service)"
    r"|closed"
    r"|broken|leaking|stuck|jammed|blocked|down|weak|faulty|dead|silent|off air|missing)\b"
    # A part still to come, or the rest left for another day: "looked at the lock and
    # ordered the part", "the drawing's a job for tomorrow".
    r"|\bordered (?:a |the |some )?(?:new |replacement |spare )?(?:parts?|spares?)\b"
    r"|\bordered (?:one|some|it|them|another|a new one) in\b"
    r"|\bparts? (?:are |is )?(?:coming|on order|on (?:the|their|its) way|due)\b"
    # The new one still on its way: "the replacement's on a pallet".
    r"|\b(?:replacement|new one)(?:'s| is|'ll be| will be) (?:on|in|coming|due|arriving)\b"
    # Put off to another day or hour: "moved from Tuesday to Thursday", "pushed back to
    # Friday", "rang to move the mehndi from 2pm to 4pm".
    r"|\b(?:move[ds]?|moving|push(?:ed|es|ing)?|put|shift(?:ed|s|ing)?|bump(?:ed|s|ing)?)"
    r" (?:(?:the|it|them|her|his|their) (?:[a-z'-]+ ){0,2}?)?(?:back |forward |off )?"
    r"(?:from [a-z0-9:' ]{1,24}? )?"
    r"(?:to|till|until) (?:next |the )?(?:" + WEEKDAY + r"|tomorrow|next week"
    r"|[0-9]{1,2}(?:st|nd|rd|th|am|pm|:[0-9]{2})?)\b"
    # Work that starts on a day to come: "banker mason starts roughing out Mon".
    r"|\b(?:starts?|begins?) (?:[a-z]+ing )?(?:[a-z]+ )?(?:on )?(?:"
    + WEEKDAY
    + r"|mon|tue|tues|wed|thu|thurs|fri|sat|sun|tomorrow|next)\b"
    # Wanted still, or late: "wants the pico done in gold thread", "delayed, now due Friday".
    r"|\bwants? (?:the|it|them|his|her|their) (?:[a-z'-]+ ){0,3}?(?:done|doing|[a-z]+ed)\b"
    # (not a thing that "held up beautifully": it stood the test)
    r"|\b(?:delayed|held up(?! (?:beautifully|well|fine|perfectly|brilliantly|grand))"
    r"|running late|now due)\b"
    # No one come to it yet: "emailed Facilities again; nobody's been out yet".
    r"|\b(?:nobody|no one|no-one)(?:'s| has| have)? (?:been|come|turned up|shown up"
    r"|got (?:round|around))\b"
    # Still as it was, said without its verb: "rang Estates again; still stuck up, no date".
    r"|\bstill (?:stuck|broken|jammed|leaking|dead|faulty|blocked|empty)\b"
    # Work still to do, said in a clause of its own: "tiers glued up; still to sand and stain".
    r"|\bstill to [a-z]+\b"
    # No one able to come yet: "he rang back, can't come till after the photos".
    r"|\b(?:can't|cannot|couldn't|can not) come\b"
    # No date for it yet: "they've logged it, no date".
    r"|\bno (?:date|eta|time ?frame|timescale)\b"
    # A part still where it was: "stones and feathers still in the box till Sat".
    r"|\bstill (?:in|on|at) (?:the|its|their|his|her|my|our|a)\b"
    # The work, or a part, still coming: "he'll put them up after training", "they're posting
    # a replacement", "two ribs need steaming before the new lot goes on".
    r"|\b(?:will|'ll|going to) (?:put|fit|hang|install|mount) (?:it|them|the [a-z]+)\b"
    r"|\b(?:they're|he's|she's|they are|he is|she is) (?:posting|sending|shipping|bringing"
    r"|delivering|ordering) (?:a|an|the|one|it|them|some)\b|\bneeds? [a-z]+ing before\b"
    r"|\b(?:a|another) job for\b"
    # Still not right, or still at fault: "the horsehair still hasn't come", "sound still
    # dropped out", "still streaking" (not "still working" after a fix).
    r"|\bstill (?:hasn't|haven't|hasnt|isn't|aren't|won't|doesn't|don't|not|dropped|cut out"
    r"|cuts out|drops out|fails|tripped|trips|jams|in bits|in pieces)\b"
    # The part still to come: "the spare won't be here till Friday", "new one ordered".
    r"|\bwon't be (?:here|in|back|ready|done|fitted) (?:till|until|before)\b"
    r"|\b(?:new one|replacement|spare|a new [a-z]+)(?:'s| is)? (?:ordered|on order)\b"
    # Agreed but not done: "nothing bought yet", "approved in principle".
    r"|\bnothing [a-z]+ yet\b|\bin principle\b"
    r"|\bstill (?!working|running|going|holding|standing|looking|smiling)[a-z]+ing\b"
    # Put off, or in the making: "won't be regilded till spring", "new one's being made",
    # "slide stays shut".
    r"|\bwon't be [a-z]+ed (?:till|until|before)\b"
    r"|\b(?:is|are|'s|'re) being (?:made|built|fitted|ordered|sourced|cut|printed)\b"
    r"|\b(?:stays?|remains?) (?:closed|taped off|out of use|out of action)\b"
    r"|\b(?:haven't|hasn't|have not|has not|not yet) got (?:round|around) to\b"
    # The work, or someone to do it, still to come: "I'll start drafting it soon", "they'll
    # send an engineer next week", "second pass tomorrow" (as the reading by meaning reads it).
    r"|\b(?:will|'ll|going to) (?:start|begin|(?:send|post|ship|deliver|bring) (?:an?|the|one|it"
    r"|them|some|someone|somebody)\b)|\b(?:tomorrow|next week)\b"
    # The rest left for a day to come: "the collimating I'll do Friday", "I'll strip it Friday".
    r"|\b(?:i|we|he|she|they)(?:'ll| will) [a-z]+ (?:it |them |that |the rest )?(?:on )?(?:"
    + WEEKDAY
    + r")\b"
    # The tool or the run that failed on the way: "roller died before I got onto the square",
    # "first cycle passed, second aborted", "the first film through came out grey".
    r"|\b(?:died|packed up|conked out|gave out|broke down|ran out) before (?:i|we|he|she|they)\b"
    r"|\b(?:second|next|other|last|third) (?:one |cycle |run |test |go |attempt )?(?:aborted"
    r"|failed|stalled|cut out|tripped)\b"
    r"|\bcame out (?:grey|gray|blank|black|blurred|blurry|fogged|streaky|patchy|wrong)\b"
    # The fault back: "dryer 9 did it again this morning".
    r"|\b(?:did|done|doing) it again\b"
    # Right for a while, then not: "showers were warm an hour, then ice cold by supper", "ran
    # fine for an hour, then locked out again by close".
    r"|\bthen (?:ice |stone )?(?:cold|dead|off|out|jammed|stuck|tripped|leaking|locked out"
    r"|cut out|died|failed|stopped|stalled)\b|\b(?:locked|cut|tripped|conked) out again\b"
)


# A new part said where it now is, with no verb, at the start of a report or of a clause: "new
# thermostat in the class 2 hatcher; it held 37.5", "new plug cap and carb jet on kristian's
# bike". Not one still to come ("new valve on order", "in the post", "due friday").
_NEW_PART = re.compile(
    r"(?:^|; )(?:new|fresh) (?:(?:[a-z0-9'-]+ ){0,7}?(?:in|on|onto|into|to|across|round|under"
    r"|over|for|at)(?: at)? (?:the |a |an |his |her |their |our |my |its |both |all "
    r"|[a-z0-9'-]+'s |[a-z0-9-]+s'(?=[ ;,.]|$))"
    # Said to be where it goes, or come: "new access matting's down", "fresh box came from".
    r"|(?:[a-z0-9'-]+ ){0,4}?[a-z0-9-]+(?:'s|'re| is| are) (?:now |all )?(?:down|in|up|on)\b"
    r"|(?:[a-z0-9'-]+ ){0,4}?(?:came|turned up|landed)\b)"
    # Listed, verb-less, among what was done: "hot pot's refilled, new lining, 42 degrees".
    r"|, (?:new|fresh) (?:[a-z0-9'-]+ ){0,2}?[a-z0-9'-]+(?=[,;.]|$)"
)
_ON_ITS_WAY = re.compile(
    r"\b(?:on order|on back ?order|on (?:its|their|the) way|in the post|due|needed|wanted"
    r"|coming|arrives?|arriving|ordered|booked|next|quote|quoted|price|priced|keeps?|still"
    r"|won't|doesn't|isn't|broken|stuck|sticking|leaks?|leaking)\b"
)


def _new_part(sentence: str) -> bool:
    """Whether ``sentence`` reports a new part in place, verb-less (:data:`_NEW_PART`)."""
    match = _NEW_PART.search(sentence)
    if match is None:
        return False
    clause = sentence[match.start() :].split(";", 2)[:2]
    return not _ON_ITS_WAY.search(" ".join(clause))


_HAD = re.compile(
    r"\b(?:had|got) (?:(?:its|their|his|her|the|a|an|our|my) (?:[a-z]+'s )?|[a-z]+'s )"
    r"((?:[a-z0-9-]+ ){0,3}[a-z0-9-]+)\b"
)


# Words before the loop's own work said as a noun or a state ("had its service", "is clear").
_OWN_CUES = frozenset({"had", "got", "is", "are"})
# The state the work leaves: "pitch 12 is clear of branches" for "clear the branches".
_LEFT = re.compile(r"\b(?:is|are) (?:now |all |finally )?([a-z]+)\b")


def _own(word: str, own_verbs: frozenset[str]) -> bool:
    """Whether ``word`` is of one of the loop's own verbs, with or without "re" ("repainted"
    for "paint", "relabelled" for "labels")."""
    return stem(word) in own_verbs or (word.startswith("re") and stem(word[2:]) in own_verbs)


# Words after "won't" that still say no to the work itself: "we won't be repainting it",
# "won't bother", "won't need it".
_NO_TO_IT = frozenset({"be", "bother", "need", "now", "go", "happen", "proceed", "do"})


def _says_no_to_other(sentence: str, match: re.Match[str], own_verbs: frozenset[str]) -> bool:
    """Whether a "won't" says no to something else than the loop's work: with the loop's
    verbs known, the verb after it is none of them ("the maps won't fit in the folders" is a
    problem with rehousing them, not its cancellation)."""
    if not own_verbs or match.group(1) not in ("won't", "will not"):
        return False
    after = sentence[match.end() :].split(None, 1)
    verb = after[0] if after else ""
    return verb not in _NO_TO_IT and not _own(verb, own_verbs)


def own_work_done(sentence: str, own_verbs: frozenset[str]) -> bool:
    """Whether ``sentence`` says the loop's own work (``own_verbs``) was done: had as a noun,
    left as its state, or said in a past form (even when that work was to cancel)."""
    if not own_verbs:
        return False
    # The work had as a noun: "the hot tub had its service" for "get the hot tub serviced".
    # ("got its fresh coat of paint" for "repaint the fence").
    for match in _HAD.finditer(sentence):
        # The thing had, not its complement: "got a quote for the shredder hire" had no hire.
        had = match.group(1).split(" for ")[0].split(" from ")[0]
        if any(_own(word, own_verbs) for word in had.split()):
            return True
    for match in _LEFT.finditer(sentence):
        word = match.group(1)
        left = not word.endswith("ing") and stem(word) in own_verbs
        if left and not _governed(sentence, match.start()):
            return True
    return any(
        _own(match.group(1), own_verbs) and not _governed(sentence, match.start())
        for match in _PAST_FORM.finditer(sentence)
    )


def completion_of(sentence: str, own_verbs: frozenset[str]) -> Sense | None:
    """Whether one sentence finishes or cancels work (a past form of a stem in ``own_verbs``
    finishes it)."""
    if sentence.endswith("?"):
        return None
    if any(p.search(sentence) for p in (_PARTIAL, _FUTURE_PERFECT, _NOT_DONE)):
        return None
    if own_work_done(sentence, own_verbs):
        return Sense.DONE
    for match in CANCELLED.finditer(sentence):
        if _says_no_to_other(sentence, match, own_verbs):
            continue
        # "was not cancelled" still stands; "won't", "decided against" say no by themselves.
        if match.group(1) in SAYS_NO or not _governed(sentence, match.start()):
            return Sense.CANCELLED
    for match in FINISHED.finditer(sentence):
        if not _governed(sentence, match.start()):
            return Sense.DONE
    return Sense.DONE if _new_part(sentence) else None


# Words that leave a report of work open, wherever they stand: a reading by meaning
# (memoryapp.domain.loop_meaning) takes no finish from a memory that has one.
_OPEN_WORDS = re.compile(
    r"\b(?:still|yet|almost|nearly|hopefully|tomorrow|next|later|started|starting|began|begun"
    r"|more)\b"
)


def settled(text: str) -> bool:
    """Whether nothing in ``text`` leaves what it reports open: no question, negation, future,
    condition, hope, part of the work or work begun anywhere in it."""
    lowered = text.lower()
    if "?" in lowered:
        return False
    return not any(
        pattern.search(lowered)
        for pattern in (_GUARD, _PARTIAL, _STILL_OPEN, _FUTURE_PERFECT, _NOT_DONE, _OPEN_WORDS)
    )


# Something the work needs still to come: "iron for the tires comes Thursday", or someone to
# do it. Only the loop's own verb then finishes it ("ordered the shampoo, it arrives Tuesday":
# the order is).
_STILL_COMING = re.compile(
    r"\b(?:comes?|coming|arrives|lands|gets here) (?:on )?(?:" + WEEKDAY + r"|next week)\b"
    # A part ordered, still to come: "a new amplifier has been ordered".
    r"|\b(?:has|have) been ordered\b|\b(?:is|are|'s) on (?:back ?)?order\b"
    # Someone booked to come and do it: "engineer visit booked for Tuesday a.m.".
    r"|\b(?:visit|call-out|callout|appointment|engineer|fitter|technician|repair|welder|plumber"
    r"|electrician|joiner|glazier|roofer|contractor)(?:'s| is| now)? (?:booked|scheduled"
    r"|pencilled in|arranged)\b"
    # "he's got us down for Friday": booked, still to come.
    r"|\bgot (?:us|me|you|it|them) (?:down|booked in|pencilled in) for\b"
    r"|\bgot (?:the |our |his |her )?(?:[a-z'-]+ ){1,4}?(?:down|booked in|pencilled in) for"
    r" (?:" + WEEKDAY + r"|next|tomorrow)\b"
)


def _reading(text: str, verbs: frozenset[str], *, gated: bool) -> Sense | None:
    said = sentences(text)
    if any(_STILL_OPEN.search(sentence) for sentence in said):
        return None
    coming = any(_STILL_COMING.search(sentence) for sentence in said)
    for sentence in said:
        if gated and not _may_complete(sentence, verbs):
            continue
        sense = completion_of(sentence, verbs)
        if sense is not None and not (coming and not own_work_done(sentence, verbs)):
            return sense
    return None


@lru_cache(maxsize=8192)
def completion(
    text: str, own_verb: str | None = None, work: frozenset[str] = frozenset()
) -> Sense | None:
    """Whether ``text`` finishes or cancels something; a past form of ``own_verb`` (the loop's
    verb) or of one of its ``work`` words ("the sweep is booked": "swept") finishes it."""
    # "Gotta get the sweep round": "got us down for Friday" does no work of it.
    own = own_verb if own_verb and own_verb not in _LIGHT else None
    verbs = frozenset({stem(own)} if own else ()) | work
    return _reading(text, verbs, gated=True)


# Verbs that only carry the work ("get the sweep round", "have the stand welded").
_LIGHT = frozenset({"get", "have"})


def ungated(text: str, verbs: frozenset[str]) -> Sense | None:
    """:func:`completion` with every sentence read, whatever its cue words (for the test that
    the cue words never change a reading)."""
    return _reading(text, verbs, gated=False)
