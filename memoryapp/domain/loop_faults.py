"""Faults as people report them: a thing damaged or out of order ("the hasp has rusted
through", "the lift is out of order"), a thing that will not work ("the gate won't latch",
"the printer keeps jamming", "test_parse_duration fails on '1h30m'"), a faulty thing named by
its damage ("torn netting on the top level"), and a thing kept out of use until it is put
right or past the date of its check. Each is work to put the thing right, read by structure
as :mod:`memoryapp.domain.loop_notes` reads the other jotted-down shapes.

Every pattern is an alternation of fixed words or a bounded run of words, so each reading is
linear in the text.
"""

from __future__ import annotations

import re

from .loop_cues import BROKEN_STATES, DAMAGE_STATES
from .loop_intent import has_deadline
from .loop_language import COMMITMENT, WAITING, Opening, thing_of
from .loop_notes import LABEL
from .noun_phrases import objects_of
from .words import WEEKDAY, word_set

# Worn out or broken, in Guyanese and Caribbean Creole: "de huller rubbers done wear out" (a
# fault, though "done" reads as a finish elsewhere: :data:`DONE_BROKEN`).
_CREOLE_DONE = r"done (?:wear out|mash up|bruk|spoil|burst|blow|dead)\b"
DONE_BROKEN = re.compile(r"\b" + _CREOLE_DONE)
# Out of the order it works in: damage, not an outage ("the lift is out of order").
_OUT_OF = r"out of (?:order|action|service|calibration|alignment|true|tune|level)|off level|"
# Who reported a fault, before it: "the tenant says the hasp has rusted through".
_REPORTER = (
    r"^(?:(?:the |our )?(?:[a-z'-]+ ){0,4}[a-z'-]+ (?:says|said|reports|reported|tells me"
    r"|advises|advised)"
    r" (?:that )?|it(?: has|'s) been reported that )?"
    # A log line's time first: "[07:55] X-ray processor showing E-14 again", "[Fri 13:58]
    # Hamza: shoe rack ...".
    r"(?:\[(?:[a-z]{3} )?[0-9]{1,2}[:.][0-9]{2}\] (?:[a-z'-]+: )?)?"
    # Or a log's heading, its date and time, and whom it is for: "Incident log 14/07 15:20 -
    # flume exit lip cracked", "Priya Shah 09:12 - @Facilities the incubator ...".
    r"(?:(?:[a-z'-]+ ){0,3}(?:[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})? )?[0-9]{1,2}[:.][0-9]{2} - "
    r"(?:@[a-z]+ )?)?"
    # A greeting before the report: "Hi Sandra, sash cord's snapped ...".
    r"(?:(?:hi|hiya|hey|hello|dear|morning|evening|oi) [a-z'-]+,? )?"
    # Or a word to whom it is said: "Boss, de compressor playin' up again", "Yo, dryer 9 ...".
    r"(?:(?:boss|sir|madam|mate|yo|guys|folks|kuya|ate|bro),? )?"
    # Or a name with an endearment: "Anya hun, the board by the barre ...".
    r"(?:[a-z'-]+ (?:hun|love|mate|pet|babe|darling),? )?"
    # An apology to someone named: "Sorry to bother you on a Sunday, Lee - ...".
    r"(?:sorry [a-z' ]{3,40}, [a-z'-]+ - )?"
    # An apology to all: "Sorry folks, CASH MACHINE OUT OF ORDER".
    r"(?:sorry (?:folks|all|everyone|everybody|guys|people|team),? )?"
)
# A thing in a broken state ("dripping with blossom" is full of it, not leaking).
_BROKEN = re.compile(
    _REPORTER
    + r"(?:the |our )?((?:[a-z0-9'-]+ ){0,8}?[a-z0-9'-]+)(?: is| are|'s| has| have) (?:still |gone"
    r" |been )?(" + _OUT_OF + "|".join(sorted(BROKEN_STATES)) + r")\b(?! with\b)"
    r"(?: (?:wide |half )?(?:open|shut|closed))?( again\b)?"
)
# Damage said with no verb, as a note ends a clause: "microfilm reader 2's bulb blown;",
# "slicer blade guard cracked, machine tagged out".
_DAMAGED_NOTE = re.compile(
    _REPORTER
    + r"(?:the |our )?((?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+) (?:"
    + _OUT_OF
    + "|".join(sorted(DAMAGE_STATES))
    # (where on it, at most: "strands frayed at the anchor.", or how far: "torn to ribbons")
    + r")(?: (?:to|tae) (?:ribbons|shreds|pieces|bits|smithereens))?"
    r"(?=(?: (?:at|on|in|by|near) (?:the |its )[a-z0-9'-]+(?: [a-z0-9'-]+)?)?(?:[;,.]|$)"
    r"| (?:in|during) the (?:gale|storm|wind|night))"
)
# A noise or a run that will not stop: "the loo keeps hissing", "hasn't stopped running since".
_NOISES = (
    r"(?:running|hissing|humming|buzzing|banging|knocking|clicking|whistling|flashing|blinking"
    r"|gurgling|rumbling|whining|screeching|ticking over|dripping|beeping|alarming)"
)
# With the particle of its verb: "the reel won't wind back in" ("back in" finishes nothing).
_REFUSES = (
    r"(?:won't|wont|will not) (?:lock|start|close|open|shut|flush|drain|latch|light|fire|turn|fly"
    r"|work|wind|lift|lower|raise|seal|hold|charge|boot|load|sync|print|connect|engage"
    r"|release|retract|heat|fold|budge|stay|move|roll|slide|swing|spin|pump|inflate|dispense"
    r"|advance|feed|catch|grip|ignite|idle|focus|prime|cool|tighten|grind|climb|reach|rise|cut)"
    r"(?: (?:back|up|down|in|out|off|on|over)){0,2}"
)
# A fault said by its verb: "the roller door jams halfway", "the hasp has come off its
# hinges", "it won't lock".
_FAULT_VERB = re.compile(
    _REPORTER + r"(?:the |our |his |her |their |my )?((?:(?:[0-9]{1,2}:[0-9]{2}|[a-z0-9_'-]+),? )"
    r"{0,8}?[a-z0-9_'-]+)"
    r" (?:jams|cuts out|fails (?:on|when|with|after|under)"
    r"|(?:keeps|has been|have been|'s been|been) (?:jamming|cutting|tripping|failing|crashing"
    r"|leaking|sticking|aborting"
    r"|stalling|freezing|overheating|misfiring|flickering|beeping|dripping|creeping"
    r"|going off|switching off|dropping out|resetting|rebooting|losing|stopping|misfeeding"
    r"|shutting down|shutting off|dying|conking out|faulting|erroring|alarming|blowing out"
    r"|blocking|clogging)"
    # A jotted fault without "keeps": "duplimate jamming on card 37".
    r"|(?:jamming|misfeeding|stalling|misfiring|sparking|tripping|leaking|overheating|slipping"
    r"|sticking|blocking|clogging|cutting out|tripping out|dropping out|arcing|buzzing|humming"
    r"|locking out|dripping)"
    r" (?:water |oil |fluid )?(?:on|at|after|when|whenever|every|again|agn|halfway|mid)"
    # Playing up, or running off its mark: "de compressor playin' up again", "running 30
    # degrees under", "ate my quarters".
    r"|play(?:ing|in'?) up\b"
    # Cold again, dying again as it is used, given up: "showers are running ice cold again",
    # "the genset is dying again every time we switch on the griddle", "ice maker's packed in".
    r"|(?:running|coming out|going) (?:ice |stone |freezing )?(?:cold|hot|warm|slow) again"
    r"|(?:is|are|'s|'re) (?:dying|tripping|cutting out|stalling|failing|crashing)"
    r"(?= again| every| each| whenever)"
    r"|(?:(?:has|have) )?(?:packed in|packed up|conked out|gone kaput)(?=[,.;!?]|$)"
    # Gone, in Australian and Irish English: "pump's carked it", "skin's after ripping".
    r"|carked it\b|(?:is |'s )?cactus\b"
    # Given up, in Australian and other English: "dust extractor's spat the dummy again",
    # "gave up the ghost"; in Nigerian Pidgin: "the transformer don blow".
    r"|(?:spat|spit|spits) the dummy|(?:chucked|thrown|threw) a wobbly|(?:gave|given) up the ghost"
    r"|don (?:blow|spoil|spoilt|break|burst|die|quench|pack up)\b"
    # (and in Guyanese and Caribbean Creole: "de huller rubbers done wear out")
    r"|" + _CREOLE_DONE +
    # Ripped out by the weather: "Cleat at berth V6 ripped out in the afternoon gusts".
    r"|(?:ripped|torn|pulled|blown) (?:out|off|away) (?:in|during|by) (?:the )?(?:[a-z]+ )?"
    r"(?:gusts?|gale|storm|wind|winds|swell|night)\b"
    # Not working since a time: "the amber 'School' lights have not flashed since half term".
    r"|(?:has|have)(?: not|n't) (?:flashed|worked|lit|sounded|rung|fired|started|run|opened"
    r"|closed|flushed|drained|locked|charged|printed) since\b"
    # A past test that failed: "the siren did not sound during Sunday's test".
    r"|(?:did not|didn't|failed to) (?:sound|start|fire|ring|go off|respond|trigger|light|flush"
    r"|drain|lock|latch|open|close|release)\b"
    r"|after (?:ripping|tearing|splitting|cracking|breaking|snapping|blowing|collapsing)\b"
    # Not working as it should, or an alarm that will not stop: "the ramp is not being lowered
    # fully", "low-airflow alarm sounding continuously".
    r"|(?:is|are) not being [a-z]+ed\b|sounding (?:continuously|constantly|non-stop|all night)"
    r"|running [0-9]+ ?(?:degrees?|c|f) (?:under|over|low|high|cold|hot)"
    r"|(?:ate|swallowed|took|kept) (?:my|your|our|the) (?:money|coins|cash|quarters|change|card)"
    # Refusing what it is for: "turnstile 4 scanner rejecting season cards".
    r"|(?:rejecting|refusing|misreading) [a-z0-9]+"
    # Showing what is out of date: "Pier 2 board still showing yesterday's sailings".
    r"|(?:still )?(?:showing|displaying) (?:yesterday's|last week's|last night's|old|the old"
    r"|wrong|the wrong)\b"
    # Showing its fault code: "X-ray processor showing E-14 again", "throwing error 0x7".
    r"|(?:showing|displaying|throwing|flashing) (?:an? |the )?(?:error|fault|[ef]-?[0-9]+)\b"
    # Drawing air where it should not: "cluster 6 liner's split and sucking air".
    r"|sucking air\b"
    # A reading stuck where it is: "the anemometer's frozen at 0 mph since Tues".
    r"|(?:frozen|stuck) (?:at|on) (?:[0-9]|zero|nil|nothing)"
    r"|stuck (?:on|off|open|shut|closed)(?= since| again|[;,.]|$)"
    r"|stuck (?:at|in) (?:the )?(?:top|bottom|halfway|half way|open|closed|up|down)\b"
    r"|stuck (?:half|halfway|part|partway) (?:open|shut|closed|up|down)\b"
    # Failing past a limit: "treadmill belt slips at 14 km/h".
    r"|(?:slips|stalls|trips|cuts out|jams|overheats) (?:at|above|over|below) (?:about )?[0-9]+"
    # Losing what it runs on: "the flood pump on bed 4's losing prime again".
    r"|losing (?:prime|pressure|power|charge|oil|air|water|heat|signal|suction)"
    # A reading off its mark: "sitting at -8 not -14".
    r"|(?:sitting|running|reading|holding|stuck) at -?[0-9][^ ]* (?:not|instead of|rather than)"
    r" -?[0-9]+"
    r"|no longer (?:closes|locks|latches|starts|opens|shuts|flushes|drains) by itself"
    r"|no longer (?:closes|locks|latches|starts|flushes|drains)"
    r"|(?:has|have) come (?:off (?:its|their) hinges|off|loose|away)|(?:has|have) worked loose"
    r"|(?:has|have) worn (?:away|through)"
    r"|(?:has|have) (?:slumped|collapsed|fallen down|come down|blown down|given way|caved in)"
    r"|(?:has|have) (?:lifted|warped|popped up|come up|bowed|sagged) again"
    r"|(?:has |have )?stopped (?:working|turning|spinning|nodding|moving|ticking|responding"
    r"|charging|printing|heating|cooling|draining|flushing|lighting|reading|detecting"
    r"|recognising|recognizing|scanning)"
    # Lost a part: "the Little Free Library lost its door in the storm".
    r"|lost (?:its|their) (?:door|lid|roof|wheel|handle|cover|sign|panel|leg|arm|top)"
    # Gone for good, said with when: "the pump quit overnight", "the logger died on us".
    r"|(?:quit|died|packed up|packed in|gave out|conked out|went dead) (?:overnight|again|on us"
    r"|this morning|last night|yesterday|today|(?:on )?" + WEEKDAY + ")"
    # Seized or stopped again: "fans seized overnight", "the bore pump's stopped again".
    r"|(?:seized(?: up)?|jammed|tripped(?: out)?) (?:overnight|again|on us|this morning"
    r"|last night)"
    # Moving by itself: "the Luton's tail-lift creeps down by itself".
    r"|(?:creeps|drifts|slides|drops|sinks|opens|closes|switches off|switches on|turns off"
    r"|turns on) (?:down |up |open |shut )?(?:by itself|on its own)"
    # A reading out of its range again: "truck fridge reading 14C again".
    r"|(?:reading|showing|sitting at|running at) -?[0-9]+(?:\.[0-9]+)? ?(?:c|f|degrees|bar|psi"
    r"|%) again"
    r"|died(?=[;,.!?]|$)"
    # Keeping what it is paid: "ticket machine takes your money but prints nothing".
    r"|(?:takes|eats|swallows|keeps) (?:your|my|the|people's) (?:money|coins|cash|cards?) but"
    r"|stopped again"
    # An outage that lasts: "logger silent since 02:00".
    r"|(?:silent|offline|dead|down|off air|off the air|off line) since"
    # What it gives, gone since: "ice machine, 3rd floor: no ice since lunch".
    r"|no (?:ice|water|hot water|power|heat|signal|internet|wifi|gas|light|lights|sound|picture"
    r"|pressure|flow|output|tone|dial tone|connection|readings?) since"
    # A fault that comes back with its trigger: "the bollard trips every time the kettle goes
    # on", "the barrier stops half down".
    r"|(?:trips|jams|sticks|stalls|leaks|drips|sparks|smokes|beeps|squeals|rattles|crashes"
    r"|freezes|dies|cuts out|fails) (?:[a-z'-]+ ){0,3}?(?:every time|each time|whenever"
    r"|(?:on|with|at) (?:every|each) [a-z]+"
    r"|after (?:[a-z0-9]+ ){0,2}(?:minutes?|mins?|seconds?|secs?|hours?|hrs?))"
    r"|(?:stops|sticks) (?:half|halfway|part|partway) (?:down|up|open|shut|closed|across)"
    # Not doing what it is for: "the timing loop isn't reading transponders".
    r"|(?:isn't|aren't|is not|are not|not) (?:working|reading|registering|responding|charging"
    r"|boiling|sounding|ringing|pulling|extracting|drawing"
    r"|printing|heating|cooling|draining|flushing|lighting|connecting|syncing|loading|turning"
    r"|spinning|recording|detecting|picking up|releasing|dispensing|locking|letting go)"
    r"|(?:splintered|shattered|caved in|sheared off|burst)(?! into| out)"
    # Damage done, said by its verb and where: "the board cracked along the rail".
    r"|(?:cracked|snapped|split|buckled|sheared) (?:along|across|through|in two|in half|clean"
    r"|halfway|half way"
    r"|at the|near the|off|front|back|rear|left|right|down the|on the|in the)"
    r"|(?:keeps|has been|have been) (?:sinking|slipping|sagging|dropping|wobbling|rattling"
    r"|squeaking|grinding|tripping|juddering|smoking|sparking)"
    r"|(?:keeps|hasn't stopped|has not stopped|won't stop|wont stop|never stops) "
    + _NOISES
    + r"(?=\W|$)"
    # No sign of what it is for: "racks 9 and 10 show no continuity".
    r"|(?:shows?|showing|gives?|giving|getting|gets) no (?:continuity|power|signal|readings?"
    r"|output|pressure|flow|display|picture|sound|heat|water|tone|response|charge)"
    r"|(?:doesn't|don't|does not|do not) (?:work|turn|lock|latch|drain|flush|charge|start|fire"
    r"|light|seal|heat|spin|print|connect|sync|register|respond|boot)"
    r"|" + _REFUSES + r")\b"
)
# A thing that will not work is a fault, not a "won't" that calls work off.
REFUSES = re.compile(r"\b" + _REFUSES + r"\b")
# A fault said as the damage in the thing: "rip in the end netting on trampoline bed 4".
# Or said to be there: "There's a hole in the net over the owl aviary".
_DAMAGE_IN = re.compile(
    r"^(?:there(?:'s| is) )?(?:a |an )?(?:big |small |new |huge |wee |little )?"
    r"(?:rip|tear|crack|hole|gash|dent|puncture|split|leak)"
    r" in (?:the |a |an |one of the )((?:[a-z0-9'-]+ ){0,3}?[a-z0-9'-]+)(?= on | in | at | of "
    r"| over | ower | by | near |[;,.]|$)"
)
# A fault said as the thing's adjective, at the start of a note or of what is reported:
# "torn netting on the top level", "reported a snapped step on the stile".
_FAULTY_THING = re.compile(
    r"^(?:(?:[a-z']+ )?reported (?:a |an |the )?)?(" + "|".join(sorted(DAMAGE_STATES)) + r")"
    r" ((?:[a-z0-9'-]+ ){0,3}?[a-z0-9'-]+)(?= on | in | at | of |[;,.]|$)"
)


_PEOPLE = word_set(
    "kids children kid boys girls lads guys team staff everyone folks parents family",
    "neighbours neighbors baby babies crew class mum dad gran grandad nan grandma grandpa",
    "wife husband partner son daughter brother sister boss knee back head feet legs mind",
    "heart voice nerves tempers",
)


def broken(sentence: str) -> Opening | None:
    """A thing damaged ("the hasp has rusted through", "torn netting on the top level",
    "the roller door jams halfway"), or out again or before a date ("the scoreboard rollers
    are jammed again, ahead of the first home match"), is work to put it right; an outage
    said once and with no date ("the power is out") is a report."""
    thing = _damaged(sentence)
    if thing is None and " - " in sentence:
        # "North guy wire on the mast - strands frayed at the anchor": said after a heading.
        thing = _damaged(sentence.rsplit(" - ", 1)[-1])
    if thing is None and (label := LABEL.match(sentence)) is not None:
        # "cabinet 2: sitting at -8 not -14": the symptom is said of what the label names.
        named = sentence[: label.end() - 2]
        symptom = _FAULT_VERB.match(f"{named} {sentence[label.end() :]}")
        # Only a symptom right after the label: "lock 9: the top paddle won't lift" has its own.
        thing = named if symptom and symptom.end(1) == len(named) else None
    # A note's own heading before " - " is no part of the thing ("nights 02:15 - radio mast").
    return None if thing is None else _work_on(sentence, thing.rsplit(" - ", 1)[-1])


def _work_on(sentence: str, thing: str, reason: str = COMMITMENT) -> Opening | None:
    """Work on ``thing`` (to put it right, or awaited), unless it names no thing or people
    ("the kids are out again")."""
    heads = thing_of(thing.removesuffix("'s"))  # "discus tank filter's died": filter
    if not heads or heads[0] in _PEOPLE:
        return None
    return Opening(reason, None, sentence, heads=heads, objects=objects_of(thing))


_CANT = re.compile(r"\b(?:can't|cannot|can not|unable to)\b")
# An outage that has lasted is no passing report: "the streetlight has been out for a fortnight".
_LASTED = re.compile(
    r" (?:for (?:a|an|two|three|four|five|six|several|a few|over a|more than a|[0-9]+)"
    r" (?:fortnight|days?|weeks?|months?|nights?)|since (?:last )?[a-z]+day|all (?:week|month))\b"
)


def _damaged(sentence: str) -> str | None:
    """The thing a fault is said of, or None."""
    match = _BROKEN.match(sentence)
    if match is not None:
        # Out of use with what it stops: "suction's dead on bays 1-12, students can't drill".
        again = match.group(3) or has_deadline(sentence) or _CANT.search(sentence)
        again = again or _LASTED.match(sentence, match.end())
        if (
            again
            or match.group(2) in DAMAGE_STATES
            or match.group(2).startswith(("out of ", "off "))
        ):
            return match.group(1)
    if (match := _FAULT_VERB.match(sentence)) is not None:
        return match.group(1)
    if (match := _FAULTY_THING.match(sentence)) is not None:
        return match.group(2)
    if (match := _DAMAGE_IN.match(sentence)) is not None:
        return match.group(1)
    if (match := _DAMAGED_NOTE.match(sentence)) is not None:
        return match.group(1)
    if (match := _FAILURE_OF.match(sentence)) is not None:
        return match.group(1)
    return None


# A failure said as a noun, as a notice says it: "Due to failure of the fresh water pump at
# rooftop, there is no water supply to 18/F and above."
_FAILURE_OF = re.compile(
    r"^(?:notice: )?(?:due to|owing to|following|because of) (?:a |the )?(?:failure|breakdown"
    r"|burst|fault) (?:of|in|on) (?:the |our )?((?:[a-z0-9'-]+ ){0,4}?[a-z0-9'-]+)"
    r"(?= at | in | on |,)"
)


# Someone named to put right what the note reports, at its end: "lifebuoy box by the kiosk's
# empty, ring gone; Council to fix."
_FIXER = (
    r"(?:(?:the )?[a-z][a-z'-]*(?: [a-z][a-z'-]*)? to (?:fix|repair|mend|replace|sort|sort out"
    r"|look at|see to)(?: it| them)?[.!]?"
    # Or to pass it on: "...; Clerk to report it to Highways."
    r"|(?:the )?[a-z][a-z'-]*(?: [a-z][a-z'-]*)? to report (?:it|them|this)"
    r"(?: to (?:the )?[a-z][a-z'-]*(?: [a-z][a-z'-]*)?)?[.!]?"
    # Or asked of the listener: "..., puddle on the laminate. Can u pop by?", "Any chance?"
    r"|(?:any chance|(?:can|could|would) (?:u|you) (?:pop|come|swing|call|nip) (?:by|round|over"
    r"|in)|(?:can|could) (?:u|you) (?:sort|fix|look at|have a look at|take a look at)"
    r" (?:it|them|that)"
    # Or of anyone: "who can fix b4 Eid?"
    r"|(?:who|anyone|someone) (?:can|could) (?:fix|sort|mend|look at)(?: it| this| them)?"
    r"(?: (?:b4|before|by) [a-z0-9' ]{1,20})?)[.!?]*)$"
)
_GREETED = re.compile(_REPORTER)
_TO_FIX = re.compile(r"[;,.] " + _FIXER)
# The same said as a sentence of its own ("...; Council to fix."): it is the one before's.
FIXER_ALONE = re.compile(_FIXER)


def fix_assigned(sentence: str) -> Opening | None:
    """A report that ends by naming who is to put it right ("..., ring gone; Council to
    fix") or asking the listener to ("Morning Wayne, that big leylandii branch is over next
    door's greenhouse now. Any chance?"): work on the thing it begins with (past a label and
    a greeting)."""
    match = _TO_FIX.search(sentence)
    if match is None:
        return None
    label = LABEL.match(sentence)
    report = _GREETED.sub("", sentence[label.end() if label else 0 : match.start()].lstrip(), 1)
    return _work_on(sentence, _NOTED.split(report, 1)[0])


# A thing kept out of use until it is put right, or past the date of its check.
UNTIL_FIXED = re.compile(
    r"\b(?:until|till) (?:(?:it|they|(?:its|their|the) (?:[a-z0-9'-]+ ){0,3}[a-z0-9'-]+)(?:'s"
    r"| is|'re| are|'s been| has been|'ve been| have been| gets?) (?:[a-z]+ )?)?(?:fixed"
    r"|repaired|mended|sorted|replaced|serviced|looked at|seen to|inspected|tested|checked)\b"
    # Or pending its repair: "the up escalator by Boots is closed pending an engineer".
    r"|\b(?:closed|shut|out of (?:use|service|order|action)) pending (?:an? |the )?(?:engineer"
    r"|repairs?|fix|parts?|inspection)\b"
)
_PAST_ITS_DATE = re.compile(
    r"\b(?:is|are) (?:now |well |already )?past (?:its|their) (?:[a-z-]+ ){0,2}"
    r"(?:inspection|service|servicing|test|check|renewal|review|due|mot) date\b"
)
_THING = re.compile(
    r"^(?:the |our |my )?((?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+) (?:is|are|has|have|stays|stay"
    r"|remains|remain|can't|cannot|came|comes|went|got)\b"
)


# Where a note's thing ends when no verb follows it: "digital scale reading 15 g light, ...".
_NOTED = re.compile(r" [a-z]+ing\b| [0-9]|[;,.]")


def out_of_use(sentence: str) -> Opening | None:
    """A thing kept out of use until it is put right ("the safety pad on bed 7 has split,
    so it stays roped off until it's fixed"), or past the date of its check ("the vault
    springboards are past their inspection date"): work to do on it."""
    if UNTIL_FIXED.search(sentence) is None and _PAST_ITS_DATE.search(sentence) is None:
        return None
    match = _THING.match(sentence)
    return _work_on(sentence, match.group(1) if match else _NOTED.split(sentence, 1)[0])


# What was to come and did not: "dialysis fluid delivery didn't come again".
_NO_SHOW = re.compile(
    r"^(?:the |our |my )?((?:[a-z0-9'-]+ ){0,4}?(?:delivery|deliveries|order|parcel|package"
    r"|shipment|courier|van|driver|engineer|technician|plumber|electrician|fitter|refill"
    r"|collection|pickup))(?: still)? (?:didn't|did not|hasn't|has not|never|failed to)"
    r" (?:come|arrive|turn up|show up|show|get here|turn out)\b"
)
# What was lent and is not back: "booklet 7 still out with Mr Pereira since 3 Jan".
_NOT_BACK = re.compile(
    r"^(?:the |our |my )?((?:[a-z0-9'-]+ ){0,5}?[a-z0-9-]+)(?:'s|'re| is| are)? (?:still out with"
    r"|still on loan to|still lent to|out on loan to|out with (?:[a-z0-9'.-]+ ){1,4}since)\b"
)


# What was lent and is wanted back: "lent the scouts big frame tent to bramley cricket club
# for there fete, need it b4 camp".
_LENT_OUT = re.compile(
    r"^(?:we |i |we've |i've )?lent (?:out )?(?:the |our |my )?((?:[a-z0-9'-]+ ){0,5}?[a-z0-9-]+)"
    r" to (?=[a-z0-9])"
)
_WANTED_BACK = re.compile(r"\b(?:need|want|needs|wants) (?:it|them) (?:back|b4|before|by)\b")
# A thing said to be wanted back: "the club's 8-inch Dobsonian is wanted back for Friday".
_IS_WANTED_BACK = re.compile(
    r"^(?:[^:]{1,40}: )?(?:the |our |my )?((?:[a-z0-9'-]+ ){0,5}?[a-z0-9-]+) (?:is|are)"
    r" (?:wanted|needed) back\b"
)
# Asked after a thing of one's own: "dom u still got my big paella pan?"
_ASKED_BACK = re.compile(
    r"\b(?:(?:you|u)(?:'ve| have)? still (?:got|have) (?:my|our|me)"
    # Or done with it: "bev hav u finished with the carpet cleaner?"
    r"|(?:have|hav|ha) (?:you|u) (?:finished|done) with (?:my|our|me|the))"
    r" ((?:[a-z0-9'-]+ ){0,4}?[a-z0-9-]+)\?"
)


# A thing to be got back from whoever has it: "Mind and get Auntie Senga's trifle bowl back off
# Jacqui"; or said first, then wanted: "the big cooler you carried, I need it b4 Sat".
_GET_BACK = re.compile(
    r"\b(?:get|fetch|collect) (?:the |my |our |me )?((?:[a-z0-9'-]+ ){0,4}?[a-z0-9-]+) back"
    r" (?:off|from)\b"
    r"|^(?:[a-z'-]+(?: [a-z'-]+)?, )?(?:the |my |our |me )?((?:[a-z0-9'-]+ ){0,5}?[a-z0-9-]+)"
    r"(?: (?:you|u) (?:took|borrowed|carried|had|lent)\b[^,]{0,60})?, (?:i|we) need (?:it|them)"
    r" (?:back |b4 |before |by )"
)


def not_back(sentence: str) -> Opening | None:
    """A thing that was to come and did not ("the delivery didn't come again"), or was lent
    and is not back ("booklet 7 still out with Mr Pereira since 3 Jan", "lent the frame tent
    to the cricket club, need it b4 camp", "u still got our travel cot?"): awaited."""
    match = _NO_SHOW.match(sentence) or _NOT_BACK.match(sentence) or _ASKED_BACK.search(sentence)
    match = match or _IS_WANTED_BACK.match(sentence)
    if match is None and _WANTED_BACK.search(sentence):
        match = _LENT_OUT.match(sentence)
    if match is None and (got := _GET_BACK.search(sentence)) is not None:
        return _work_on(sentence, got.group(1) or got.group(2), WAITING)
    return None if match is None else _work_on(sentence, match.group(1), WAITING)
