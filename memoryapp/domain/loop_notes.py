"""Openers as people jot them down: work after a label, work that is someone's duty, a thing
that runs out, a thing in need of work, a reminder of a thing, and work behind, left open,
given or there to do. Read by structure, as
:mod:`memoryapp.domain.loop_language` reads the other shapes:

- a *label* and a colon, then a bare verb acting on a determined object ("Up next: repaint the
  bench", "The plan for Saturday: strip the wallpaper", "Priya's on it: renewing the
  insurance"): the label may be any short phrase; the verb is the work. A verb in a past form
  ("Today: painted the fence") is a report, and a trivial verb or object is chit-chat ("Note
  to self: smile more", "Tonight: watch the match");
- a *duty* named by a gerund ("sorting the loft insulation is down to me", "getting quotes for
  the fence is my job");
- a thing that *runs out* at a time ("the gas safety certificate runs out in June"): the work
  is renewing it;
- a thing *in need of* work ("the guttering is in need of repair": its verb, done to the
  thing) or *due* some ("we're due a visit from the fire inspector"); said of a person, only
  when it names work, as "I'll" does;
- a *reminder* of a thing ("don't let me forget the referral letter");
- work one is *behind on* ("we're behind on the quarterly newsletter"), work *left open*
  ("the accounts are with the auditor for sign-off", "the invoice is still unpaid", "booking
  the coach is still open"), a *task given* ("Marcus has the task of finding a caterer"),
  work that is *there to do* ("there's another grant form to fill in"): said of the speaker,
  each only when it names work.

Orders, tickets and things wanted done are read in :mod:`memoryapp.domain.loop_orders`.

Every pattern is an alternation of fixed words or a single character class, so each reading
is linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .loop_closing import DETERMINERS
from .loop_cues import BROKEN_STATES
from .loop_intent import has_deadline, names_work
from .loop_language import (
    COMMITMENT,
    PERSONAL,
    SCHEDULED,
    TRIVIAL_DONE,
    TRIVIAL_OBJECTS,
    WAITING,
    Opening,
    gerund_work,
    heads_after,
    read_action,
    text_after,
    thing_of,
)
from .loop_words import TITLES
from .noun_phrases import PARTICLES, head_of, objects_of
from .words import IRREGULAR, WEEKDAY, is_participle, stem, stop_word, word_set, words_of

# A short label, then a colon: "up next:", "the plan for saturday:", "priya's on it:", a
# reference number ("gb2318977.4:", "#218 juno-106:") or a date ("net log 14/2:"). A name or an
# item's number in brackets may follow ("committee action (steph):", "order 88 (all saints,
# middleton):", "aob (2):"), not a date ("melanie (25 may 2023):" is who spoke when, no label).
LABEL = re.compile(
    # A clock time may lead it or end it: "23:40 from the night desk:", "porter's book, 01:40:".
    r"^#?(?:[0-9]{1,2}:[0-9]{2} )?(?:[#a-z0-9'/-]+,? ){0,5}"
    r"(?:[0-9]{1,2}:[0-9]{2}|[#a-z0-9'/-]+(?:\.[a-z0-9]+)?)"
    r"(?: \((?:[a-z][a-z' ,-]{0,29}|[0-9]{1,3})\))?: "
)
_DUTY = re.compile(
    r"\b(?:is|are|'s) (?:down to|on (?:me|us)\b|(?:my|our|his|her|their|[a-z]+'s)"
    r" (?:job|task|responsibility|department|lookout|turn))\b"
)
_RUNS_OUT = re.compile(r"\b(?:runs out|run out|expires|expire|lapses|lapse)\b")
# When a thing runs out: "in june", "on the 3rd", "next week", "at the end of the month".
# A clock time ("at six") is the day's, not a renewal's.
_AT_A_TIME = re.compile(
    r"^ (?:in|on|by|next|this|tomorrow|(?:at )?(?:the )?end of|[0-9]{1,2}(?:st|nd|rd|th)?)\b"
)
_IN_NEED = re.compile(
    r"\b(?:is|are|am|'s|'re|'m) (?:in (?:need|want) of|crying out for|(?:over)?due(?: for)?)"
    r" (?!to\b|on\b|by\b|in\b|back\b)"
)
_REMINDED = re.compile(
    r"\b(?:don't|do not) let (?:me|us) forget\b(?! to\b)|\bremind (?:me|us) (?:about|of)\b"
    r"|\b(?:don't|do not|mustn't|must not) forget (?=the |a |an |our |my )"
    # Asked to be nudged on a day: "Ping me Thursday to do the community fridge temp log".
    r"|\b(?:ping|nudge|text|buzz|remind) (?:me|us) (?:on )?(?:" + WEEKDAY + r"|tomorrow|later"
    r"|next week) to (?=[a-z])"
)
_BEHIND = re.compile(
    r"\b(?:is|are|am|'s|'re|'m|fallen|falling|running|got|get|fell) behind (?:on|with)\b"
)
_LEFT_OPEN = re.compile(
    r"\b(?:is|are|'s) (?:still |now )?with (?:the |our |a |an |his |her |their )?([a-z'-]+)"
    r" for ([a-z-]+)\b"
    r"|(?:\b(?:is|are|'s|remains|remain) |: )(?:still )?(open|outstanding|unresolved|unfinished"
    r"|undone|unpaid|unanswered|unsigned)\b"
)
# Left open with a party: "the claim is open with the supplier" ("open with a happy hour" is not).
_WITH_PARTY = re.compile(r" with (?:the|our|their|his|her) ")
_NEEDED = re.compile(r"\b(?:(?:is|are) )?(?:still |urgently |badly )?needed\b")
# Help asked for the work that follows: "volunteers wanted friday to peg the course".
_HELP_WANTED = re.compile(
    r"^(?:volunteers|helpers|hands|help) (?:still )?(?:wanted|needed)\b"
    r"|^(?:we )?(?:still )?(?:need|needs) (?:someone|somebody|a volunteer|volunteers|a hand)\b"
)
# Work handed to someone by an arrow: "speaker badges -> priya, by monday".
_ARROW = re.compile(r" (?:->|=>|→) ([a-z][a-z'-]*)")
_TASK_OF = re.compile(r"\b(?:has|have|got|given) the (?:task|job|responsibility|duty) of\b")
_THERE_IS = re.compile(
    r"\bthere(?:'s| is| are)(?: still)? (?:another|a|an|one more|more|some|two|three|a few) "
)
# Labels that name a task: what follows is the work, even without a verb.
_TASK_LABELS = frozenset(
    {"job", "task", "action", "chore", "errand", "overdue", "outstanding", "commission"}
    # A service booked for a client: "Booked: bridal mehndi for Ayesha Rauf, Thurs 22nd".
    | {"booked", "booking"}
)
_BY_WHEN = word_set("before by b4 afore")
_NOTHING = word_set("none nothing nil tbc zilch")
# When a booking is for, not whom: "for half term", "for Easter".
_SEASONS = word_set("half term easter christmas xmas summer spring autumn fall winter weekend")
# A list after a label, not a verb and its object: "crossword, a roast, then a nap".
_LISTED_AFTER = re.compile(r"\s*[a-z'-]+,")
# A noun and where it was, then what it was, not a verb and its object: "sunset over the
# estuary was daft".
_SAID_OF = re.compile(
    r"\s*[a-z'-]+ (?:over|across|on|in|at|from|behind|by) (?:[a-z'-]+ ){0,4}(?:was|is|were|are)\b"
)
_FOR_SOMEONE = re.compile(r"\bfor (?:(?:" + "|".join(TITLES) + r") )?([a-z0-9][a-z0-9'-]+)")
# Words after a label that say a state, not an act: "coffee: due a refill".
_STATES = frozenset({"due", "overdue", "needs", "wants"})
# What a thing is said to be after its "'s" ("is"), not a possessive's thing.
_IS_A_STATE = BROKEN_STATES | word_set("not still gone empty low high off stopped playing")
# Openers of a verb phrase after a label: a verb then one of these is a verb and its object.
_OBJECT_START = DETERMINERS | {"some", "all", "both", "any"}


def _reported(verb: str) -> bool:
    """Whether ``verb`` is a past form, so a report ("today: painted the fence"), not a bare
    verb ("feed", "put", "read" are both)."""
    if verb in IRREGULAR:
        return IRREGULAR[verb] != verb
    return verb.endswith("ed") and not verb.endswith("eed") and len(verb) > 4


def task_named(sentence: str) -> Opening | None:
    """A task label and the work's noun phrase, no verb: "job for dev: quote for the bathroom
    refit"; like "I'll", only when it names work ("first job on saturday: a lie-in" does not,
    nor "action points: none")."""
    match = LABEL.match(sentence)
    if match is None:
        return None
    label = words_of(sentence[: match.end()])
    # "Order for Mr Achterberg: four dressed crabs": a customer's order is work named.
    ordered = label[:2] == ["order", "for"] or (len(label) <= 3 and label[-1] == "order")
    # A deadline as the label: "Before Sept: both kids' feet measured + new school shoes".
    dated = len(label) <= 3 and label[0] in _BY_WHEN and has_deadline(sentence[: match.end()])
    # "Yet to do re Kowalski wdg: 1st dance edit to 2 mins".
    to_do = label[1:3] == ["to", "do"] and label[0] in ("yet", "still")
    if not (ordered or dated or to_do or _TASK_LABELS.intersection(label[:2])):
        return None
    for_whom = label[label.index("for") + 1] if "for" in label[:-1] else ""
    work = sentence[match.end() :]
    if label[0] in ("booked", "booking"):
        # A booking is work when it is a service for someone: "table at Luigi's for Friday"
        # is one's own evening.
        client = _FOR_SOMEONE.search(work)
        if client is None or stop_word(client.group(1)) or client.group(1) in _SEASONS:
            return None
        for_whom = client.group(1)
    found = _named_work(sentence, work, for_whom)
    # The deadline stays with the work: "new wellies" alone would read as bought already.
    return replace(found, sentence=sentence) if dated and found else found


def handed_over(sentence: str) -> Opening | None:
    """Work named after a hand-over, when nothing else reads what follows it: "over to jean:
    altar arrangements for sunday's harvest festival"."""
    match = LABEL.match(sentence)
    label = words_of(sentence[: match.end()]) if match else []
    if match is None or label[:2] != ["over", "to"] or len(label) != 3:
        return None
    return _named_work(sentence, sentence[match.end() :], label[2])


def _named_work(sentence: str, work: str, for_whom: str) -> Opening | None:
    if _NOTHING.intersection(words_of(work)[:2]):
        return None  # "action points: none", "still to do: absolutely nothing"
    if not names_work(work, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None
    return Opening(COMMITMENT, None, work, for_whom, (head_of(work),), objects=objects_of(work))


# When the work is due, said before it as a label would be: "before friday's rush, drain ...".
_FRONTED = re.compile(r"^(?:before|by|ahead of|first thing) (?:[a-z0-9'-]+ ){0,4}[a-z0-9'-]+, ")


def names_a_thing(label: str) -> bool:
    """Whether a label names a thing (two content words: "year 3 consent forms:", "heron
    hide:"), not only a place in a list ("up next:", "over to dev:")."""
    return len([w for w in words_of(label) if not stop_word(w)]) >= 2


def labelled(sentence: str) -> Opening | None:
    """Work after a label, or after when it is due: "<label>: <verb> [<particle>]
    <determiner> ..." or its gerund ("before friday's rush, drain the fryer")."""
    fronted = _FRONTED.match(sentence)
    match = LABEL.match(sentence) or fronted
    if match is None:
        return None
    said = words_of(text_after(sentence, match))
    words = [w for w in said if w != "please"]
    if words[1:2] == ["and"] and not any(w.endswith("ing") for w in words[:3:2]):
        # "renumber and refold the copies": one object for both (not "dancing and running my
        # biz need hard work", gerunds as a subject).
        words = words[:1] + words[3:]
    verb = next(iter(words), "")
    at = 1 + next((n for n, w in enumerate(words[1:3]) if w not in PARTICLES), 2)
    following = words[at] if at < len(words) else ""
    determined = following in _OBJECT_START or following.endswith("'s")
    if following.endswith("'s") and _IS_A_STATE.intersection(words[at + 1 : at + 2]):
        return None  # "over to rafa: fryer thermostat's stuck low": "'s" is "is", no verb
    # "Please" makes a request of the verb after it, whatever its object begins with.
    if not following or not (determined or said[:1] == ["please"]):
        return None  # no object follows: "breakfast: eggs and toast", "note to self: smile more"
    if stop_word(verb) or stem(verb) in TRIVIAL_DONE or _reported(verb) or verb in _STATES:
        return None  # "tonight: watch the match", "today: painted the fence"
    after = text_after(sentence, match)
    if "'" in verb or _LISTED_AFTER.match(after) or _SAID_OF.match(after):
        return None  # "heads up: there's a fox ...", "lazy sunday planned: crossword, a roast"
    if verb in TITLES:
        return None  # "weds: mr bhattacharya's dayan needs a new head": a name, no verb
    if not read_action(" ".join(words[1:]), verb_first=False)[1]:
        return None  # "lunch: grab a sandwich"
    # A label is no word of the work ("next on the list" is not what a closer names) unless it
    # names a thing ("year 3 consent forms: chase the families who haven't returned them").
    label = sentence[: match.end()]
    named = not fronted and names_a_thing(label)
    work = sentence if named else sentence[match.end() :]
    heads = heads_after(sentence, match, verb, False)
    if verb.endswith("ing") and heads[:1] and heads[0] in TRIVIAL_OBJECTS:
        return None  # "sun: blowing a gale, so I stayed in" (not "up next: tile the loo")
    if named and head_of(label) not in heads:
        heads = (head_of(label), *heads)
    return Opening(COMMITMENT, verb, work, "", heads)


def _duty_to(sentence: str, match: re.Match[str]) -> Opening | None:
    """The infinitive that is someone's to do: "it's on me to order the new helmets"."""
    rest = text_after(sentence, match)
    if match.group(0).endswith("down to"):
        parts = rest.split(None, 1)  # "it's down to us to ...": past its "us"
        rest = " " + parts[1] if len(parts) == 2 else ""
    if not rest.startswith(" to "):
        return None
    verb, works = read_action(rest[4:], verb_first=True)
    mine = bool({"me", "us", "my", "our"} & set(words_of(match.group(0) + rest[:4])))
    trivial = mine and not names_work(rest[4:], verb, TRIVIAL_OBJECTS, deadline=False)
    if not works or trivial:
        return None  # "it's on me to pick the film tonight"
    return Opening(COMMITMENT, verb, sentence, "", heads_after(sentence, match, verb, False))


def duty(sentence: str) -> Opening | None:
    """Work named by a gerund that is someone's to do ("sorting the loft is down to me")."""
    match = _DUTY.search(sentence)
    if match is None:
        return None
    if words_of(sentence[: match.start()]) == ["it"]:
        return _duty_to(sentence, match)
    gerund, *phrase = words_of(sentence[: match.start()]) or [""]
    work = " ".join(phrase)
    if not gerund.endswith("ing") or not read_action(work, verb_first=False)[1]:
        return None  # "cooking is my job", "the decision is down to you"
    said = words_of(match.group(0) + text_after(sentence, match))
    mine = bool({"me", "us", "my", "our"} & set(said[:4]))
    if mine and not names_work(work, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None  # the speaker's own evening: "choosing the film is down to me"
    heads = tuple(h for h in [head_of(work)] if h)
    return Opening(COMMITMENT, gerund, sentence, text_after(sentence, match), heads)


def runs_out(sentence: str) -> Opening | None:
    """A thing that runs out at a time: the work is renewing it."""
    match = _RUNS_OUT.search(sentence)
    if match is None or not _AT_A_TIME.match(sentence[match.end() :]):
        return None
    subject = sentence[: match.start()]
    thing = thing_of(subject)
    if not thing or thing[0] in TRIVIAL_OBJECTS:
        return None  # "the film ends at ten", "lunch ends at two"
    return Opening(SCHEDULED, "renew", sentence, heads=thing, objects=objects_of(subject))


def in_need(sentence: str) -> Opening | None:
    """A thing in need of work: a bare noun is the work's verb, done to the sentence's subject
    ("the guttering is in need of repair"); a determined one is what the work brings ("we're
    due a visit from the fire inspector": a visit, from the inspector)."""
    match = _IN_NEED.search(sentence)
    if match is None:
        return None
    subject, rest = sentence[: match.start()], text_after(sentence, match)
    words = words_of(rest)
    if words[:1] in (["its"], ["their"]):
        words[0] = "a"  # "the lift is due its inspection": the work it brings, as "a"
    if not words or not words[0].isalpha() or (stop_word(words[0]) and words[0] not in ("a", "an")):
        return None
    personal = not thing_of(subject)
    if personal and not names_work(rest, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None  # "I'm due a haircut", "we're in need of a holiday"
    if words[0] not in ("a", "an"):
        if words[0] in TRIVIAL_OBJECTS or personal:
            return None  # "the dog is in need of a walk"
        return Opening(COMMITMENT, words[0], sentence, heads=thing_of(subject))
    noun, _, source = " ".join(words[1:]).partition(" from ")
    if not head_of(noun) or head_of(noun) in TRIVIAL_OBJECTS:
        return None  # "the dog is due a walk"
    agent = head_of(source)
    heads = tuple(h for h in (*thing_of(subject), agent) if h)
    # Brought by someone ("a visit from the inspector"), it is waited on.
    reason = WAITING if agent else COMMITMENT
    return Opening(reason, head_of(noun), sentence, agent, heads)


_DUE_TO = re.compile(
    r"\b(?:is|are|'s) due (?:(?:back )?(?:to|with) (?:the|our|a|an|[a-z]+'s) |out\b|back\b)"
)


def due_to(sentence: str) -> Opening | None:
    """A thing due to someone by a date ("the safety briefing sheet is due to the council by
    Friday"): without a date it says where a thing goes, not work still to do."""
    match = _DUE_TO.search(sentence)
    if match is None or not has_deadline(sentence):
        return None
    subject = sentence[: match.start()]
    thing = thing_of(subject)
    if not thing:
        return None
    return Opening(COMMITMENT, None, sentence, heads=thing, objects=objects_of(subject))


def reminded_of(sentence: str) -> Opening | None:
    """A reminder of a thing ("don't let me forget the referral letter"): said by the speaker,
    so only when it names work, as "I'll" does ("don't forget your umbrella" is not)."""
    match = _REMINDED.search(sentence)
    if match is None:
        return None
    rest = text_after(sentence, match)
    if match.group(0).endswith("to "):
        verb, works = read_action(rest, verb_first=True)  # "ping me thursday to do the log"
        if not works or not names_work(rest, verb, TRIVIAL_OBJECTS, deadline=False):
            return None  # "ping me thursday to say hi"
        thing = rest.split(None, 1)[-1].split(" and ")[0].split(",")[0]
        return Opening(COMMITMENT, verb, sentence, "", (head_of(thing),), objects=objects_of(thing))
    if not names_work(rest, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None
    if head_of(rest) in PERSONAL or not read_action(rest, verb_first=False)[1]:
        return None
    return Opening(COMMITMENT, None, sentence, "", (head_of(rest),), objects=objects_of(rest))


def behind_on(sentence: str) -> Opening | None:
    """Work someone is behind on ("we're behind on the quarterly newsletter")."""
    match = _BEHIND.search(sentence)
    if match is None:
        return None
    rest = text_after(sentence, match)
    if not read_action(rest, verb_first=False)[1]:
        return None
    personal = not thing_of(sentence[: match.start()])
    if personal and not names_work(rest, None, TRIVIAL_OBJECTS, deadline=False):
        return None  # "I'm behind on sleep", "we're behind on the washing"
    heads = tuple(h for h in [head_of(rest)] if h)
    return Opening(SCHEDULED, None, sentence, heads=heads, objects=objects_of(rest))


def left_open(sentence: str) -> Opening | None:
    """Work left open: a thing with someone for an act ("the accounts are with the auditor
    for sign-off"), still outstanding ("the invoice is still unpaid"), or open, said of work
    ("booking the coach is still open") or of a party ("the claim is open with the
    supplier"); "the shop is still open" is no work."""
    match = _LEFT_OPEN.search(sentence)
    if match is None:
        return None
    subject = sentence[: match.start()]
    gerund, *phrase = words_of(subject) or [""]
    if gerund.endswith("ing") and read_action(" ".join(phrase), verb_first=False)[1]:
        heads = tuple(h for h in [head_of(" ".join(phrase))] if h)
        return Opening(COMMITMENT, gerund, sentence, "", heads)
    party, act, state = match.groups()
    waited = party or _WITH_PARTY.match(text_after(sentence, match))
    if not thing_of(subject) or (state == "open" and not waited):
        return None
    if act and (stop_word(act) or act in TRIVIAL_OBJECTS):
        return None  # "the kids are with gran for lunch"
    reason = WAITING if waited else COMMITMENT
    return Opening(
        reason, None, sentence, party or "", thing_of(subject), objects=objects_of(subject)
    )


def task_of(sentence: str) -> Opening | None:
    """Work given as a named task: "Marcus has the task of finding a new caterer"."""
    match = _TASK_OF.search(sentence)
    return gerund_work(sentence, match) if match else None


def there_is_work(sentence: str) -> Opening | None:
    """Work said to be there: "there's another grant form to fill in for the council"."""
    match = _THERE_IS.search(sentence)
    if match is None:
        return None
    noun, to, act = text_after(sentence, match).partition(" to ")
    if not to or len(words_of(noun)) > 5:
        return None
    verb, works = read_action(act, verb_first=True)
    if not works or verb is None:
        return None
    if not names_work(f"{noun} {act}", None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None  # "there's a bus to catch", "there's cake to eat"
    return Opening(COMMITMENT, verb, sentence, "", (head_of(noun),), objects=objects_of(noun))


# A thing left to have work done to it, promised done or asked for: "dropped off her wingback
# to be re-covered", "told Mrs Adebayo her pearls would be restrung", "asked for the service
# to be streamed".
_TO_BE_DONE = re.compile(
    r"\b(dropped off|dropped in|brought in|left|handed in|sent in|sent off) (?:her|his|their"
    r"|the|a|an|our|my|its) ((?:[a-z0-9'-]+ ){0,3}?[a-z0-9'-]+) to be ([a-z-]+(?:ed|en))\b"
    r"|\b(told|promised|assured) (?:[a-z0-9'-]+ ){0,5}(?:her|his|their|your|the)"
    r" ((?:[a-z0-9'-]+ ){0,2}?[a-z0-9'-]+) (?:would|will|'d|'ll) be ([a-z-]+(?:ed|en|ung))\b"
    r"|\b(asked (?:us |me |them )?for) ((?:[a-z0-9'-]+ ){0,5}?[a-z0-9'-]+)"
    r" to be ([a-z-]+(?:ed|en))\b"
)


# A thing to have work done to it by when it is due: "tachograph data from bashir's daf to be
# downloaded before the audit".
_TO_BE_BY = re.compile(
    r"^((?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+) to be ([a-z-]+(?:ed|en)) (?:before|by)\b"
)


def to_be_done(sentence: str) -> Opening | None:
    """A thing left with someone to have work done to it, promised or asked done to it: the
    participle is the work ("her pearls would be *restrung*")."""
    match = _TO_BE_DONE.search(sentence)
    if match is None:
        due = _TO_BE_BY.match(sentence)
        heads = thing_of(due.group(1)) if due else ()
        if not due or not heads or not is_participle(due.group(2)):
            return None
        return Opening(COMMITMENT, due.group(2), sentence, heads=heads)
    at = next(n for n in (1, 4, 7) if match.group(n))
    thing, verb = match.group(at + 1), match.group(at + 2)
    heads = thing_of(thing)
    if not heads or not is_participle(verb):
        return None
    # The work is the sentence without its verb of handing or telling: "dropped off" and
    # "told" finish nothing of it, and whose thing it is stays ("mr dean ... his mower").
    work = sentence[: match.start(at)] + sentence[match.end(at) :]
    return Opening(COMMITMENT, verb, work, heads=heads, objects=objects_of(thing))


def help_wanted(sentence: str) -> Opening | None:
    """Help asked for the work its infinitive names: "volunteers wanted friday to peg the
    course and build the pen"."""
    match = _HELP_WANTED.match(sentence)
    rest = text_after(sentence, match) if match else ""
    if " to " not in rest:
        return None
    work = rest.split(" to ", 1)[1]
    verb, works = read_action(work, verb_first=True)
    if not works:
        return None
    return Opening(COMMITMENT, verb, sentence, heads=tuple(h for h in [head_of(work)] if h))


def needed(sentence: str) -> Opening | None:
    """A thing said to be needed, as a note says it: "new post needed for the paddock fence",
    "volunteers still needed for the litter pick"."""
    match = _NEEDED.search(sentence)
    if match is None:
        return None
    thing = thing_of(sentence[: match.start()])
    if not thing or thing[0] in TRIVIAL_OBJECTS:
        return None  # "coffee needed", "a hug needed"
    return Opening(COMMITMENT, None, sentence, heads=thing)


def handed_on(sentence: str) -> Opening | None:
    """Work handed to someone by an arrow, as notes do ("Speaker badges -> Priya, by Monday"):
    only when it names work, as "I'll" does ("lunch -> pub" does not)."""
    match = _ARROW.search(sentence)
    if match is None:
        return None
    work = sentence[: match.start()]
    if not names_work(work, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None
    heads = tuple(h for h in [head_of(work)] if h)
    return Opening(COMMITMENT, None, sentence, match.group(1), heads, objects=objects_of(work))
