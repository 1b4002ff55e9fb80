"""Change language: whether a text says that something changed, and the subject key it names.

Rule: ``describes_a_change(text)`` reads transition phrasing, never a model: a verb of moving or
replacing, the object it moves (up to six words, possessives among them: "switched Dad's
medication from", "moved the van's servicing from"), and its preposition ("moved to", "switched
from", "replaced X by", "swapped X for", "migrated off"), a new holder taking over ("took over",
"has taken over", "has passed the piano stool to"), an old value ruled out ("no more X", not "no
more than"), "X is out, Y is in", a from-now-on marker ("going forward", "from now on"), a state
since a time ("it's X that does it since March", "has been at 12:45 since the clocks went
back"), "took on", "put X back to" or "into", "from Monday", a beginning or an end ("started
using", "stopped", "no longer", "not anymore", "left <a job or a named place>", "joined <a named
organisation>", "quit", "retired"), a change of state ("was diagnosed with", "got married", "is
now", "now uses", "now <does>", "we now <do>", "now goes to", "stopped <doing>", "now gets
<done>", "is gone", "changed gyms", "<...> now." (not "for now", "right now", "just now"),
"became", "instead of", "went from ... to"), a note's shorthand ("£62 -> £68", "(was the 15th)",
"Monday's out, Wednesday's in"), a price "gone dearer", one thing in another's place ("took the
place of", "stepped in for"), or a plan ("will switch", "is migrating", "plans to move"). It
answers with the phrase it read (a :class:`Change`) or None. A bare verb with no transition
shape does not count ("the moving average", "left-hand side", "start the server"), so a plain
statement of what holds ("the billing queue runs on RabbitMQ") is not a change. Every pattern is
one alternation of fixed phrases, linear in the text.

``normalise_subject`` gives a memory's ``subject`` its one spelling: lower case, words joined
by dots ("Billing Queue" and "billing.queue" are one subject), only letters, digits, ``.``,
``_`` and ``-`` (letters of any script).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .change_match import match_change
from .policy import Reason
from .types import MemoryType, can_contradict
from .words import CURRENCY

MAX_SUBJECT_CHARS = 200

# The object a verb of change moves: up to six words, possessives and names among them ("the
# delivery van's servicing", "Dad's blood pressure medication").
_OBJECT = r"( [\w.@/&-]+(?:['\u2019]s?)?){0,6}"
_VERB_WITH_PREPOSITION = (
    r"\b(moved|moving|move|switched|switching|switch|migrated|migrating|migrate|changed|changing"
    r"|upgraded|upgrading|downgraded|downgrading|transitioned|transitioning|relocated"
    r"|relocating|transferred|converted|ported|shifted|pivoted|swapped|swapping|handed|handing"
    # In a notice's present: "Starting the first Tuesday in March, the club net moves to ...".
    r"|moves|switches|relocates|transfers|shifts"
    # A role passed on: "Ruth McCready has passed the piano stool to Anne Dorrian".
    r"|(?:has|have|had) passed)" + _OBJECT + r" (to|from|off|onto|into|out of)\b"
    # Put to another value: "put Jummah back to 2 o'clock", "put Nadia into monthlies".
    r"|\bput" + _OBJECT + r" (back to|forward to|into|onto)\b"
    # Brought forward or cut back: "has been brought forward to 06:50", "have cut the Otters
    # back to lanes 1 and 2", "shunted to Tuesday nights".
    r"|\b(brought|bring|brings|pushed|pushes|cut|cuts|shunted|knocked|moved)"
    + _OBJECT
    + r" (back|forward) to\b|\bshunted"
    + _OBJECT
    + r" (to|onto|into)\b"
    # Moved by someone else: "Dad was put on the Tue, Thu, Sat afternoon list".
    r"|\b(was|were|has been|have been|got|been) (put|moved|switched|transferred|shunted)"
    r" (on|onto|to|into|over to)\b"
)
# Replacing: the old thing, then the new one after "with", "by" or "for" ("swapped Jenkins for
# Buildkite", "replaced the cron scripts with Airflow").
_REPLACED = (
    r"\b(replaced|replacing|superseded|substituted|swapped out|swapped|swapping|exchanged"
    r"|traded)" + _OBJECT + r" (with|by|for)\b"
)
# A new holder taking a thing over ("Royal Mail took over our shipping", "Ms Osei has taken
# over Year 9 maths"), an old value ruled out ("No more seaweed for the tomatoes", not "no
# more than"), one thing out and another in, and from-now-on markers.
_TAKE_OVER = (
    r"\b(took|taken|takes|taking|take) over\b|\b(no more|nae mair)\b(?! than)"
    # "the usual" said to be left: "it's Lochgoilhead we're heading to, not the usual place".
    r"|\b(not|instead of) the usual\b"
    # A contract given to another: "Since the contract went to Tsebo", "has been awarded to".
    r"|\b(contract|account|tender|job|work|business) (has |have )?(went|gone|was given|been given"
    r"|was awarded|been awarded|awarded) to\b"
    # "Callum took on the parkrun after ...", "Khan's took Hartfield's uniform on".
    r"|\b(took|taken) on\b|\b(took|taken|takes)( [\w'\u2019]+){1,3} on\b"
    # A contract won or lost: "Pressed & Folded won the contract for the linen", "Viking lost
    # the stationery account to Penfold".
    r"|\b(won|wins|lost|loses) (the |our )?([\w-]+ ){0,2}(contract|account|tender|business)"
    r" (for|to)\b"
    r"|(\b(is|are)|['\u2019]s) out\b[,;:]?[^.;]{0,60}(\b(is|are)|['\u2019]s) in\b"
    # "Monday nights are finished for the darts team".
    r"|\b(is|are|was|were) (all )?finished for (the|our|us|them)\b"
    # A value dropped by its users: "fyi we ditched suma, the dry stuff comes from ...".
    r"|\b(we|i|they|we've|i've|they've) (ditched|dumped|binned)\b|\bditched\b"
    # From a time on: "Abi Mensah fronts the Velvet Hour from the Harrington wedding onwards".
    r"|\bfrom [\w'\u2019 ]{1,30}? onwards?\b"
    r"|\b(going forward|from now on|from here on|henceforth|w\.e\.f\.)"
    r"|\b(from|starting|as of) (this|next|the start of|the end of) (the )?(week|month|year|term"
    r"|season|quarter)\b"
    # From a date: "from 10 January all classes will take place at ...".
    r"|\b(from|starting|as of|effective) (the )?\d{1,2}(st|nd|rd|th)? (of )?(jan|feb|mar|apr|jun"
    r"|jul|aug|sept?|oct|nov|dec|january|february|march|april|may|june|july"
    r"|august|september|october|november|december)\b"
    r"|\b(from|starting|as of) (this |next )?(monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday|january|february|march|april|june|july|august|september|october"
    r"|november|december)\b(?! to\b)"
)
_BEGIN_OR_END = (
    r"\b(started|starting|began|begun|stopped|stopping|quit|quitting|ceased|gave up|giving up)"
    r" (using|to use|working|running|taking|doing|going|eating|drinking|smoking|at|with)\b"
    r"|\bno longer\b|\b(not|don't|doesn't|didn't|won't|dont|doesnt|didnt|wont|nobody|no one|no need"
    r"|isn't|aren't|wasn't|weren't|isnt|arent"
    r"|isnae|disnae|willnae|cannae|wasnae)\b[^.;]{0,60}\b(any ?more|any longer|ony mair)\b"
    # A rule dropped: "the owners' meeting cancelled the no-dogs rule for the lifts".
    r"|\b(cancelled|canceled|scrapped|dropped|lifted|repealed|overturned|relaxed|reversed"
    r"|removed) (the |its |their |our |that |this )?([\w'-]+ ){0,3}(rule|ban|policy|restriction"
    r"|requirement)s?\b"
    # Not done since a time, or not again (in West African English, no longer): "Mossie
    # hasn't called a number since the Christmas", "Singing Band doesn't rehearse on Thursdays
    # again"; a last time: "who called his last bingo for the club".
    r"|\b(hasn't|haven't|has not|have not) \w+ed\b[^.;]{0,60}\bsince\b"
    r"|\b(doesn't|don't|does not|do not)\b[^.;]{1,50}\bagain\b(?! (and|until|till|before)\b)"
    r"|\b(\w+ed|\w+s|ran|did|sang|took|gave|made|taught|rang|drove|led|held) (his|her|their)"
    r" (very )?last\b"
    # A holder appointed, one stepping in, a day shifted, the price of a year ago: "who've
    # appointed Rhodri Bevan", "he steps in for Gareth", "he shift his off day to Wednesday",
    # "This time last year I dey pay three hundred naira".
    r"|(\b(have|has)|['\u2019]ve) (appointed|elected|named|chosen)\b|\b(steps|stepping) in for\b"
    r"|\bshift (his|her|their|the|its|our) \w+( \w+)? to\b|\bthis time last year\b"
    # Already, in Singapore English; put out of a place; a rule dropped since: "start at 7:15
    # already lah", "They have chucked the repair café out of De Boog", "Since Fairholme
    # dropped all-whites on the grass".
    r"|\balready (lah|leh|la|liao)\b|\b(chucked|kicked|thrown|threw|turfed|booted)( [\w'-]+){0,5}"
    r" out of\b|\bsince [\w' ]{1,40}\b(dropped|scrapped|ditched|abolished|axed)\b"
    # Now, in Filipino English: "6:30 na daw", "closes at 3pm na since ...".
    r"|\bna (daw|since|po)\b"
    # Gone elsewhere since: "Ever since the Melawati pasar malam went to Thursday nights".
    r"|\bever since [^,.;]{1,60}\b(went|moved|switched|changed) (over )?to\b"
    # Not standing again: "D. Pike did not renominate"; no longer, said in reply: "Not since
    # the committee's vote in November"; finished with: "Miss Pearl's done with."
    r"|\b(did not|didn't) (renominate|re-?stand|stand again|seek re-?election)\b"
    r"|^(> ?)?not since\b|(\b(is|are)|['\u2019]s) (all )?done with\s*(?:[.;!]|$)"
    # Handed over with no one named: "Thandi has finally handed over the Masakhane books".
    r"|\b(has|have|had) (finally |now )?handed (over|in|back)\b"
    r"|\bnever again\b|\ba thing of the past\b|\bgone are the days\b|\bfarewell to\b"
    # Ended by its keeper: "The abbot wound it up after last year's rains retreat".
    r"|\bwound (it|them|the \w+) up\b"
    # Given up, or thanked for the years of it: "Ruth's packed in the piano at choir", "Thank
    # you Ruth for twelve lovely years".
    r"|(\b(has|have|had)|['\u2019](s|ve)) packed( it)? in\b|\bpack(ed|s|ing)? it in\b"
    r"|\bthank(s| you) [\w' ]{1,30} for (\w+ ){1,2}years\b"
    # Gone, or made to go: "Gus has shot through from the surf club", "council moved Gus on".
    r"|\bshot through\b|\bmoved (\w+ ){1,2}on\b(?! to\b)"
    # A calendar's own notice: "Updated invitation: ...", "This change applies to ...".
    r"|^updated (invitation|event|booking)\b|\bthis change applies to\b"
    # "The 8-to-5 rule at Wattle Flat is history", not "is history homework".
    r"|(\b(is|are)|['\u2019]s) (now )?history\b(?! (of|teacher|lesson|class|homework|exam)\b)"
    # One in another's place: "took the place of Derek", "stepped in for Hometown",
    # "superseding the 8am-5pm hours"; the old value said aside: "(Castlegate until March)".
    r"|\b(took|taken|takes|take|taking) the place of\b|\bstepped in for\b"
    # A new holder: "welcoming Mr. Luis Ortega, who takes up the role this month".
    r"|\b(takes|took|taken|taking|take) up the (role|post|position|reins|job|mantle)\b"
    r"|\bsupersed(es|ing)\b|\([\w' -]{1,30} (until|till) [\w' -]{1,20}\)"
    # Cut from a timetable or a budget: "The 07:20 has been axed", "they're scrapping it".
    r"|\b(has been|have been|was|were|got|is being|are being) (axed|scrapped|withdrawn"
    r"|abolished|done away with)\b"
    # A holder that stops at a time: "Maureen won't be doing the residents' hair after March".
    r"|\b(won't|will not|wont) be \w+ing\b[^.;]{0,60}\b(after|from|beyond)\b"
    # Dearer or cheaper now: "the car park's gone dearer, €3.50 an hour".
    r"|\b(gone|got|getting|went|is|are|['\u2019]s) (a lot |much |way )?(dearer|cheaper|pricier"
    r"|more expensive)\b"
    # One value crossed out, the next ticked: "€2/hr \u274c €3/hr \u2705".
    r"|\u274c[^\u2705]{0,40}\u2705"
    r"|\b(axing|scrapping)\b"
    r"|\b(has|have|had|just) (left|quit|resigned|retired|stopped|switched|moved|changed)\b"
    r"|\b(left|leaving|joined|joining|quit|quits) (her|his|their|my|our|the)( \w+){0,2} "
    r"(job|company|team|role|position|firm|employer|band|school|university|group|post|seat"
    r"|office)\b"
    r"|\b(resigned|retired|was laid off|got laid off|was fired|got fired|was promoted"
    r"|got promoted|graduated)\b"
    r"|\b(deprecated|discontinued|decommissioned|sunset|sunsetted|retired|dropped|removed)"
    r" (the |our |its |their )?\w+ (in favou?r of|for)\b"
    r"|\bin favou?r of\b"
    # An end that leaves a place or a role to another: "Sal's shut down, so ...", "the manor
    # fell through", "Margaret stood down as chair".
    r"|\b(shut|closed|stood|stepped) down\b|\bfell through\b|\bwent bust\b"
    # A holder that will not do it again, a value that has gone: "Vinescape won't bottle for
    # Hollow Lane again", "the £15 rate has gone;".
    r"|\bwon't \w+[^.;]{0,40}\bagain\b|\b(has|have) gone\s*(?:[.;,!]|$)"
)
_STATE = (
    r"\b(was|were|got|has been|have been) (diagnosed|married|divorced|engaged|hired|elected"
    r"|appointed|renamed|rebranded|acquired)\b"
    r"|\b(is|are|was|were) now\b|\bnow (uses|use|runs|run|lives|live|works|work|is called"
    r"|prefers|prefer|goes by)\b|\bnow \w{2,}s\b|\b(we|i|they) now \w+\b"
    r"|\bnow (go|goes|went|sit|sits|live|lives|land|lands|point|points) (to|through|on|in|at)\b"
    r"|\b(stopped|quit|gave up) \w+ing\b|\bnow (gets?|got) \w+ed\b"
    r"|\b(is|are|was|were) gone\b|\bchanged( \w+)?[:;]|\b(changed|swapped|switched) \w+s\b"
    r"|(?<!\bright )(?<!\bfor )(?<!\bjust )\bnow *[.;!]"
    # "Practice is MONDAYS now \U0001f44d": a sign or the text's end after it, not a question.
    r"|(?<!\bright )(?<!\bfor )(?<!\bjust )\bnow\s*(?:[^\w\s,?:'\u2019\"]|$)"
    # "now," before more about it, not before another value ("X now, not Y"; "now, but").
    r"|(?<!\bright )(?<!\bfor )(?<!\bjust )\bnow, (?!(not|but|though|although|however|while)\b)"
    # A new sum, now: "Our self-storage unit is £125 a month now".
    r"|\b(is|are)\s"
    + CURRENCY
    + r"\d[\d,.]* (a|per|an) (week|month|year|night|session|hour|visit|lesson)"
    r" now\b"
    # A deal that ended: "the five-year fix ran out in March and we're on ...".
    r"|\bran out\b(?! of\b)"
    # Gone elsewhere after a cause: "After Ace left a skip for three weeks, Hollis went to ...".
    r"|^after [^,;.]{1,60}, [^.;]*\b(went|moved|switched|changed) (over )?to\b"
    r"|\b(became|has become|have become|turned into)\b|\b(instead of|rather than)\b"
    # The old figure said after the new: "only 4 kilos a day, down from 8", "7 kilos now, not
    # the 8 they used to"; a new state since this season.
    r"|\b(down|up) from " + CURRENCY + r"?\d|\bnot the [\w,.]+ (they|we|you|he|she|it) used to\b"
    r"|\bsince this (season|year|month|term|summer|winter|spring|autumn|week)\b"
    # A new holder of a role: "the Hado-ri sea women have a new boss".
    r"|\b(has|have|'s got|'ve got|got) a new (boss|head|leader|chair|chairman|chairwoman"
    r"|chairperson|captain|coach|manager|teacher|conductor|director|president|secretary"
    r"|treasurer|priest|vicar|imam|pastor|supplier|owner|landlord|caretaker|warden)\b"
    # A state since a time, with no comma: "since Meskerem our injera is made with ...".
    r"|\bsince [a-z0-9]+ (our|its|their) [^.;]*\b(is|are|has been|have been)\b"
    # One value, then the next: "full plots £62 -> £68", "lanes 1-3 \u2192 lanes 5-8"; the old
    # value said aside: "deadline = 20th (was the 15th)".
    r"|\w ?(->|=>|\u2192) ?" + CURRENCY + r"?\w|\((was|previously|formerly) [^()]{1,30}\)"
    # (or as a sentence: "allowance is 13 kg all in (it was 15 when my mate went in spring)")
    r"|\((it|they|that) (was|were|used to be) [^()]{1,60}\)"
    # "Now" before what holds: "Now all the roots come from Malo".
    r"|(^|[.!?] )now (?=(the|all|our|its|their|we|they) )"
    # "... so the kickabout is at Mile End Stadium instead."
    r"|\binstead\s*(?:[.;!]|$)"
    # A cause told first, then the state it left: "Barbridge put its fees up, so Kingfisher
    # overwinters at Aqueduct Marina", "Marcus got a job in Henley, so the post went to Tom".
    r"|\b(\w+ed|got|put|shut|left|sold|lost|quit|took|gave|gone)\b[^.;]{0,60}, so (?!far\b|much\b)"
    r"[^.;,]{1,60}?\b(is|are|went to|goes to|come from"
    # (what "remains" or "stays" is where it was: "... kicked against it, so Tunde remains with")
    r"|(?!remains\b|stays\b)\w+s (at|in|on|with|from))\b"
    r"|\b(\w+ed|got|put|shut|left|sold|lost|quit|took|gave)\b[^.;]{0,60}, so (?!far\b|much\b)"
    r"[^.;,]{0,40}?\w['\u2019]s (at|in|on|with|from)\b"
    # A figure, now: "The mixed one is 35k now".
    r"|\b(is|are|['\u2019]s) \d[\d,.]*k? now\b"
    # "these days" and "nowadays" say now; "has gone to Three", "taken it away from Hillside".
    r"|\b(these days|nowadays)\b|(\b(has|have)|['\u2019](s|ve)) (gone|crossed) (over )?to\b"
    # Taken somewhere else: "Nan's taken her bingo over to the Buzz".
    r"|\b(took|taken|takes|taking) ([\w'\u2019]+ ){0,4}over to\b"
    # A new habit since: "Pepper's been going to the Dog House in Tankerton".
    r"|(\b(has|have)|['\u2019](s|ve)) been going to (?!\w+ (to|the)\b)"
    # A new sum for a time: "Gethin's sweep is £80 this year".
    r"|(\b(is|are)|['\u2019]s) "
    + CURRENCY
    + r"\d+(\.\d\d)? (this|next) (year|season|term|month|week|time)\b"
    # A state since a time: "It's Pinders that does the uniform since the PTA vote", "Jummah's
    # been at 12:45 since the clocks went back".
    # (a time with a dot is no sentence end: "Wensford's been at 6.15 ever since ...").
    r"|(^|: )it's\b([^.;]|\.(?=\d)){1,80}\bsince\b|\b(has|have|'s|'ve) been\b([^.;]|\.(?=\d)){1,60}"
    r"\bsince\b"
    r"|\b(took|taken|taking|take) ([\w'\u2019]+ ){0,4}(away from|off)\b"
    r"|\bwent from \w+( \w+){0,3} to\b|\bused to\b[^.;]{1,80}\b(but|now)\b|^used to be\b"
    # Changed already, in Singapore English: "the Tuesday yoga change teacher liao".
    r"|\bchange(d)? \w+ (liao|already)\b"
    # A figure raised or cut by someone: "Vehicle fares were reduced on 1 July 2025".
    r"|\b(was|were|has been|have been|got) (reduced|increased|raised|lowered|halved|doubled)\b"
    # A value set to a new figure: "put the hourly charge up to £22", "went up to 40p".
    r"|\b(put|puts|pushed|bumped|raised|raises|increased|increases|cut|cuts|lowered|reduced|knocked"
    r"|dropped|drops|slashed|upped"
    r"|go|went|gone|goes|going|rose|risen|fell|fallen) (the |its |our |their )?([\w-]+ ){0,4}?"
    # "went up from £25 to £32": the old figure said on the way.
    r"(up |down )?(from " + CURRENCY + r"?\d[\d,.]* )?to " + CURRENCY + r"?\d"
    # A price raised without its figure: "since the council hiked the lease".
    r"|\b(hiked|hikes|hiking|jacked)( up)? (the |its |our |their )?([\w-]+ ){0,2}(price|rent|fee"
    r"|lease|rate|charge|fare|subs)s?\b"
    # A time before a plan or a state: "From the Advent issue, our magazine will be printed
    # by ...", "Since the 2024 vintage, the wine is bottled in-house".
    # (after a notice's "please note that" too: "please note that from this Shabbat, ...")
    r"|(^|\bthat |: )(from|as of|starting|effective|with effect from|beginning|since|when|once)"
    r" [^,;.]{1,30},"
    r" [^.;]*(\b(will|is now|are now|is|are)\b|'ll\b)"
    # A longer cause since a time: "Since the Craigmore estate got sold to that investment lot
    # from London, the Games have been on the shinty pitch".
    r"|^(ever )?since [^,;.]{1,80}, [^.;]*\b(has been|have been|'s been|'ve been)\b"
    # (or with no comma, after a year: "From the 2026 Nehru Trophy the chundan is entrusted
    # to ...")
    r"|^from the \d{4} [^,;.]{1,40}? (the|our|its|their|all) [^.;]*\b(will|is|are)\b"
    r"|\beffective (immediately|week \d|from)\b"
    r"|\bfrom (today|tomorrow)\b(?! (to|till|until)\b)"
    r"|\b(as of|effective|starting) (today|tomorrow|monday|tuesday|wednesday|thursday|friday"
    r"|next week|next month|(january|february|march|april|may|june|july|august|september"
    r"|october|november|december)|\d{4}-\d\d-\d\d)\b"
)
_PLAN = (
    r"\b(will|going to|plan to|plans to|planning to|are about to|is about to|decided to)"
    r" (move|switch|migrate|replace|change|upgrade|drop|retire|stop|leave|join)\b"
)
# Verbs whose shape alone says "change" when followed by a named thing: "left Acme", "joined
# Google", "moved to Berlin" (the last also caught above).
_NAMED = r"\b(left|joined|leaving|joining) [A-Z][\w&.-]*"

_LOWER = re.compile(
    "|".join(
        f"(?:{p})"
        for p in (_VERB_WITH_PREPOSITION, _REPLACED, _TAKE_OVER, _BEGIN_OR_END, _STATE, _PLAN)
    )
)
_CASED = re.compile(_NAMED)

_SUBJECT_SEPARATORS = re.compile(r"[\s/:]+")
_SUBJECT_CHARS = re.compile(r"[\w.-]+")
_DOTS = re.compile(r"\.{2,}")


@dataclass(frozen=True)
class Change:
    """The phrase that says a text describes a change."""

    phrase: str


def describes_a_change(text: str) -> Change | None:
    """The transition phrase ``text`` holds (see the module rule), or None; a sentence that
    asks ("Does anyone know whether evensong is still at 5.30, or is it said rather than
    sung?") or weighs a change it then turns down ("The committee looked at moving the Games,
    but the insurers wouldnae cover it") says nothing changed, and nor does a text that calls
    what it reports untrue ("Someone posted that dogs can go in the lifts now. Fake news"), a
    motion it says was lost, or a change for this time only ("... resumes next week")."""
    whole = text.lower()
    if _DENIED.search(whole) or _LOST_NEXT.search(whole) or _FOR_NOW.search(whole):
        return None
    for sentence in _SENTENCE_END.split(text):
        lowered = sentence.strip().lower()
        if _ASKED.match(lowered) or _TURNED_DOWN.search(lowered):
            continue
        match = _LOWER.search(sentence.lower()) or _CASED.search(sentence)
        if match:
            return Change(match.group(0).strip())
    return None


# Where one sentence ends and the next begins: "... was grim. Because of gas prices ...".
# (not after an initial: "Moved by B. Thorsteinson, seconded by L. Kowalchuk, that ...", nor
# a currency's: "revised to Rs. 5,200/-")
_SENTENCE_END = re.compile(
    r"(?<=[.!?])(?<!\b[A-Z]\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)(?<!\bSt\.)"
    r"(?<!\bRs\.)"
    r"\s+(?=[A-Z0-9])"
)
# A question, by its first word and its mark ("Now that chess club gone up to Bloomfield,
# anybody have a ride?" still says the move).
_ASKED = re.compile(
    # (news told as a question is still news: "did ye hear Ruth's packed in the piano?"; a
    # word of address may come first: "Abeg, how much ...?")
    r"(?:[a-z]+, )?"
    r"(?!(?:did|have) (?:you|ye|ya|u|y'all)( \w+)? (?:hear|heard)\b(?! (?:whether|if|when)\b))"
    r"(?:does|do|did|is|are|was|were|can|could|will|would|has|have|had|should|shall|anyone"
    r"|anybody|whether|what|when|where|which|who|why|how)\b[^?]*\?$"
)


# A report called untrue: "Fake news ar, I asked the guard", "that's not true", "only a rumour".
_DENIED = re.compile(
    r"\b(fake news|not true|untrue|(only|just) a rumou?r|a false alarm|no truth in"
    r"|(this|that|it)( is|'s) not correct)\b"
)
# A change weighed, then turned down: "looked at moving ... but", "wanted to bring in ... but".
_TURNED_DOWN = re.compile(
    r"\b(looked at|considered|thought about|talked about|discussed|floated|proposed|wanted to"
    r"|asked)\b[^.;]{0,80}\bbut\b"
    # A motion lost, or the old value said to stay: "a motion to look for a younger conductor
    # was lost, 31 votes to 6, so Gareth carries on", "turned it down, so it stays at 6:45".
    r"|\b(motion|proposal|bid|plan)\b[^.;]{0,80}\b(was|were) (lost|defeated|rejected|voted down"
    r"|turned down|thrown out)\b"
    r"|\bbut\b[^.;]{0,80}, so [\w' ]{1,30} (stays|remains|carries on|continues)\b"
)
# A change for this time only, the usual back after it: "will receive water on Wednesday this
# week instead of Tuesday. The regular Tuesday schedule resumes next week."
_FOR_NOW = re.compile(
    r"\b(regular|usual|normal)\b[^.;]{0,40}\bresumes?\b|\bresumes? (as normal|as usual|next)\b"
    r"|\b(this|today|tonight)\b[^.;,]{0,12}\bonly\b|\bthis (week|weekend|time) instead of\b"
    r"|\bback (on|to|at) (the |our )?usual\b"
    r"|\bback (on|to|at) [^.;]{1,60}\bas (usual|normal|always)\b"
)
# A motion put, then lost in the next sentence: "there was a motion to move club night from
# Thursday to Sunday afternoons for the juniors. It was defeated 14 to 9, ...".
_LOST_NEXT = re.compile(
    r"\b(motion|proposal)\b[^.;!?]{0,120}[.!]\s+(it|this|that) was (lost|defeated|rejected"
    r"|voted down|turned down|thrown out)\b"
)


def change_sentence(text: str) -> str:
    """The first sentence of ``text`` that describes a change, or ``text`` itself: "Spoke to
    the charge nurse today. Dad's sessions are going to ..." changes in its second."""
    said = _SENTENCE_END.split(text)
    return next((s for s in said if describes_a_change(s)), text) if len(said) > 1 else text


def normalise_subject(value: str) -> str:
    """The one spelling of a subject key; ValueError for one that cannot be a key."""
    if not isinstance(value, str):
        raise ValueError("a subject is a string")
    key = _SUBJECT_SEPARATORS.sub(".", value.strip().casefold())
    key = _DOTS.sub(".", key).strip(".")
    if not key:
        raise ValueError("a subject must not be empty")
    if len(key) > MAX_SUBJECT_CHARS:
        raise ValueError(f"a subject has at most {MAX_SUBJECT_CHARS} characters")
    if not _SUBJECT_CHARS.fullmatch(key):
        raise ValueError(
            "a subject holds only letters, digits, '.', '_' and '-' (words are joined by dots)"
        )
    return key


# --- what a proposal that describes a change may retire ------------------------------------

DESCRIBES_A_CHANGE = "policy.describes_a_change"
SAME_SUBJECT_CONFLICT = "conflict.same_subject"


@dataclass(frozen=True)
class Head:
    """An active head a proposal may be about: by its subject, or by entities or words, with
    its cosine to the proposal when both are embedded by the configured model."""

    id: str
    content: str
    type: MemoryType
    similarity: float | None = None
    # Found because it shares a tagged entity with the proposal (not by its words).
    shared_entity: bool = False


@dataclass(frozen=True)
class ChangeDecision:
    """``replaces``: the head the proposal would supersede (staged, or at once for a user's own
    words on the same subject); ``conflicts_with``: a head of the same subject it may
    contradict; with the reasons for either."""

    replaces: Head | None
    by_subject: bool
    conflicts_with: Head | None
    reasons: tuple[Reason, ...]


NO_CHANGE = ChangeDecision(None, False, None, ())


def judge_change(
    *,
    memory_type: MemoryType,
    content: str,
    same_subject: Sequence[Head],
    related: Sequence[Head],
) -> ChangeDecision:
    """What a new memory does to the active heads it is about.

    ``same_subject``: the active heads of its subject and type, latest first; ``related``
    (used only without a subject): heads of its type that share an entity or words with it,
    closest first. Episodic and working memories retire nothing and contradict nothing: two
    things happened. A change of the same subject replaces its latest head; without a subject,
    the first related head it is about (:func:`memoryapp.domain.change_match.match_change`,
    whose reason joins the decision's). A statement on a subject that is not a change is
    flagged as a possible conflict with the subject's head, whatever its cosine.
    """
    if not can_contradict(memory_type):
        return NO_CHANGE
    change = describes_a_change(content)
    if same_subject:
        head = same_subject[0]
        if change:
            return ChangeDecision(head, True, None, (_replaces(change, head),))
        reason = Reason(SAME_SUBJECT_CONFLICT, f"the same subject as: {_quote(head.content)}")
        return ChangeDecision(None, False, head, (reason,))
    if change:
        clause = change_sentence(content)
        for head in related:
            match = match_change(
                content,
                head.content,
                head.similarity,
                shared_entity=head.shared_entity,
                clause=clause,
            )
            if match.matched:
                why = (_replaces(change, head), Reason(match.reason, match.detail))
                return ChangeDecision(head, False, None, why)
    return NO_CHANGE


def _quote(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _replaces(change: Change, head: Head) -> Reason:
    return Reason(
        DESCRIBES_A_CHANGE, f'"{change.phrase}"; this would replace: {_quote(head.content)}'
    )
