"""How a memory's words open a loop, read by structure: the readings of the shapes below, which
:mod:`memoryapp.domain.loop_openers` tries in order (with the jotted shapes of
:mod:`memoryapp.domain.loop_notes`: labels, duties, expiries, needs, reminders, work left
open; the promises, debts, waits and work begun of :mod:`memoryapp.domain.loop_owed`; and the
headlines, delegations, lists and work not done yet of :mod:`memoryapp.domain.loop_tasks`).
This module holds the intentions and what every reading shares (:class:`Opening`, the
trivial words, :func:`read_action`).

Rule, per sentence (a memory is cut at ``.``, ``!``, ``?``, ``;`` and line breaks):

- An *opener* is a sentence that says work is still to happen, by its shape rather than its
  verb: an intention or obligation of any subject followed by a verb and a work object ("we
  will", "Facilities will repaint the stairwell", "promised to", "plans to", "needs to",
  "let's", "TODO"), obligations and wishes ("should", "aims to", "is due to", "remind me to";
  "you should" is advice); work someone was asked or arranged to do ("asked Jonas to file
  ..."); work named as listed, pending or assigned ("servicing the boiler is on my list");
  a promise ("promised the landlord a copy of ...", "promised that ...");
  a debt ("owe the vendor a signed contract"); work begun ("kicked off the label redesign",
  "started migrating", "we are rebuilding the dock", "in progress"); a progressive passive
  ("the firewall is being replaced"); something scheduled ("is scheduled for", "is due by");
  waiting on someone ("waiting on the council to ..."). Chit-chat is not work: an intention
  whose verb is a trivial personal act ("I'll grab ...", "I'll be right back", "I'll think
  about it", "we'll see"), whose objects are all trivial (coffee, lunch, a nap), that has no
  content word at all ("I'll do it"), or whose subject is impersonal ("it will rain").
- An opener names what its work is done to (its *heads*): an object, a passive's subject, a
  promise's thing (past a light noun: "a copy of the report": report) and its recipient,
  the subject of "... is in progress". What finishes or cancels work is
  :mod:`memoryapp.domain.loop_closing`'s, and whether a completion is about that work is
  :mod:`memoryapp.domain.loop_work`'s.

Every pattern is an alternation of fixed words or a single character class, so each reading
is linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .loop_closing import DETERMINERS
from .loop_intent import FIRST_PERSON, has_deadline, names_work
from .loop_words import main_clause
from .noun_phrases import PARTICLES, PREPOSITIONS, head_of, objects_of
from .words import (
    is_participle,
    stem,
    stop_word,
    word_set,
    words_of,
)

STARTED = "loop.started"
COMMITMENT = "loop.commitment"
SCHEDULED = "loop.scheduled"
WAITING = "loop.waiting"


# Acts of a person's own day: an intention of this verb is chit-chat, not work.
TRIVIAL_VERBS = word_set(
    "grab eat drink sleep nap rest relax chill hang wait see think wonder guess feel love",
    "like hate enjoy miss mind know remember forget bet pop nip dash head brb stay sit lie",
    "be have catch talk chat hear watch listen come leave manage survive cope need want keep",
    "wish hope say admit confess thank welcome congratulate believe try cheer",
    "float laze doze snooze sunbathe",
)
TRIVIAL_OBJECTS = word_set(
    "coffee tea cuppa lunch dinner breakfast brunch snack snacks bite drink drinks beer",
    "beers wine water nap break breather walk stroll shower bath bed sleep rest minute",
    "minutes sec second seconds moment moments while bathroom loo toilet restroom kettle",
    "favour favor hello hi bye goodbye sense idea mind way fine home gym shop store",
    "sandwich soup salad pizza takeaway biscuit cake quick short little long good nice",
    "early late tonight posted rain weather sunshine crisps pudding dessert supper treat treats",
    "jokes joke puns nibbles dip",
    "thanks thank congratulations regards wishes cuddle cuddles hug hugs kiss music film films",
    "movie movies telly tv show match game games weekend",
    "playlist chips fries curry kebab burger burgers noodles holiday holidays vacation lie-in",
    "night gale gales storm storms drizzle downpour breeze",
)
# A subject that names no one: "it will rain", "that will do", "what will happen".
IMPERSONAL = word_set("it that this there which what who whom when where why how nothing")
_ADVERBS = word_set(
    "also then probably definitely certainly surely just still soon finally first quickly",
    "eventually personally actually really hopefully gladly happily absolutely apparently",
    "honestly literally totally",
)


# --- openers ------------------------------------------------------------------------------

# "<subject> will <rest>": any subject word, an intention or obligation, then the action.
# A participle that puts an obligation on its subject: "is supposed to", "are required to".
_BOUND = r"(?:supposed|meant|expected|required|obliged|obligated|bound|tasked|set|due) (?:to|with)"
# How many of a thing: "must print forty copies".
_COUNTS = (
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty"
    "|fifty|a hundred|a dozen|dozens|several|enough"
)
_INTENTION = re.compile(
    r"\b([a-z0-9'-]+) (will|shall|is going to|are going to|am going to|plans? to|planning to"
    r"|intends? to|promised to|agreed (?:(?:on|at|last|this) [a-z'-]+ |yesterday |today )?to"
    r"|committed to|offered to|volunteered to|needs? to|needs? (?:you|u) to"
    r"|has to|have to|must|still (?:has|have|needs?) to|should|ought to|aims? to|hopes? to"
    r"|would like to|(?:is|are|am|was|were) " + _BOUND + r"|(?:has|have) got to"
    r"|(?:is|are|am|has|have) (?:still )?yet to|keeps? meaning to|been meaning to|are to"
    r"|(?:is|are) to be)\b"
    r"|\b(i|we|you|they|he|she)('ll|'re going to|'m going to|'ve got to|'d like to|'d best"
    r"|'d better|'m "
    + _BOUND
    + r"|'re "
    + _BOUND
    + r"|'m yet to|'re yet to|'ve yet to|'s yet to)\b"
    r"|\b(let's|lets|let us|let me|remember to|don't forget to|mustn't forget to|must not forget to"
    r"|don't let me forget to|don't let us forget to"
    r"|must remember to|todo:?|to-do:?|follow up on"
    r"|follow up with|action item:?|next step:?|next steps:?|remind me to|reminder:"
    r"|hoping to|aiming to|outstanding:|pending:|open item:|still to do:|to do:|remaining:"
    r"|follow-up:|top priority:|priority:|urgent:|task:|tasks:|must do:|must-do:)(?!\S)"
    # What someone means to do, said through a noun: "the plan is to repoint the wall".
    r"|\b(?:the|our|my|their|his|her) (plan|aim|goal|idea|intention|objective|task|job)"
    r" (?:is|was) to\b"
    # Work whose time has come: "it's high time we rotated the passwords" (a past form).
    r"|\b(?:it's|it is) (?:high |about )?time (i|we|you|they)\b"
    # Work wished for without a subject: "it would be good to relabel the drawers".
    # Or an idea: "Might be an idea to book a photo booth for Nisha's 40th".
    r"|\b(?:it(?:'d| would)|(?:it )?might) be (good|nice|great|best|wise|helpful|useful|sensible"
    r"|an idea) to\b"
    # A request: "could you send Ayesha the forms?", "any chance you could ..." (the listener
    # is to do it), "could your woodwork club mend it?" (the listener's people are).
    r"|\b(?:(?:could|can|would|will|any chance) (?=(?:you|u|your)\b)"
    r"|(?:are )?(?=(?:you|u) able to ))"
    r"(you|u|your [a-z'-]+(?: [a-z'-]+)?(?= (?!the|a|an|our|my|some)[a-z]+ (?:the|a|an|our|my|his"
    r"|her|their|it|them|this|that)\b))(?: could| can| would|'d| able to)? (?:please )?(?=[a-z])"
    # A promise reported: "told the landlord we'd fix the tap".
    r"|\b(?:(?:told|promised|assured|said) (?:[a-z0-9'-]+ ){0,5}|asked (?:if|whether) )"
    r"(we|i|she|he|they|(?<=if )[a-z][a-z'-]*|(?<=whether )[a-z][a-z'-]*)"
    r"(?:'d| would|'ll| will| could| can| might)\b"
    # A request of someone named: "could marcus sort out the seating plan?", "please could
    # the evening staff reset the codes?"
    r"|^(?:please )?(?:could|can|would|will) (?!you\b)"
    r"((?:the|our) [a-z][a-z'-]*(?: [a-z][a-z'-]*)?|(?!(?:the|our)\b)[a-z][a-z'-]*)"
    r" (?!(?:the|a|an|our|my|some) )"
    r"(?:please )?(?=[a-z])"
    # A note's own intention without a subject: "will send the counts to gwen".
    r"|^(will|shall|gonna|gotta|need to|have to|got to|must)(?: still| really| just)?"
    r" (?=[a-z]+(?: and [a-z]+)?(?: up| out| down| off| for| about)?"
    r" (?:the|a|an|our|my|some|more|another|all|both|every|each|" + _COUNTS + r"|[0-9]+) )"
    # Anyone's "'s going to" or "'ll": "she's going to reseed the lawn", "who's going to splice
    # ...?", "that porch'll be done in new reed".
    r"|\b([a-z0-9-]+)(?:'s (?:going to|gonna)|'ll)\b"
    # Work agreed for someone: "we agreed that Harold would value the bequest".
    r"|\bagreed (?:(?:at|in|with) (?:[a-z'-]+ ){0,2}[a-z'-]+ )?(?:that )?([a-z][a-z'-]*)"
    r" (?:would|will|'d|'ll|should)\b"
    # Work asked of anyone: "anyone free to pick up the flags?", "can someone ring a
    # plumber?", "who's taking the callout?"
    r"|\b(?:(?:is )?(?=(?:anyone|anybody) (?:free|able|around|available) to )"
    r"|(?:can|could|would|will) (?=(?:someone|somebody|anyone|anybody) ))"
    r"(anyone|anybody|someone|somebody)(?: (?:free|able|around|available) to| please)?\b"
    r"|\b(who)(?:'s| is) (?=[a-z]+ing (?:the|a|an|our|this|that) )"
    # A request of someone named: "Rohit, kindly do the needful and get Nani's certificate in".
    # Or of anyone: "Abeg send the plumber tomorrow" (not a notice: "please note the ...").
    r"|^(?:[a-z'-]+, )?(please|kindly|pls|plz|abeg)(?: do the needful and)?"
    r" (?!(?:note|find|see|enjoy|join|welcome|feel|accept|excuse|forgive|bear|keep)\b)"
    r"(?=[a-z]+ (?:the|a|an|our|my|his|her"
    r"|their|[a-z]+'s) |(?!(?:let|tell|help|call|text)\b)[a-z]+ (?:it|them) "
    # (or with how or by when: "Kindly clear via M-Pesa Paybill before closing day")
    r"|[a-z]+ (?:via|before|within|asap|urgently)\b)"
)
# Where a thing promised back or ready goes: "will be back to you", "ready for Saturday".
_HANDED_BACK = (["to"], ["with"], ["for"], ["by"], ["before"])
# Coming to do it: "I'll come and sweep the wood burner flue on Wednesday": the work follows.
_COME_AND = re.compile(
    r"^ ?(?:come|go|pop|nip)(?: round| over| down| up| back| out)? and (?=[a-z])"
)
# Asked whether one is able: "would Norman be able to fix ...": the work follows.
_ABLE = re.compile(r"^ ?be able to(?= [a-z])")
# A thing promised ready by a date: "I'd have her report on the Asturias side by Thanksgiving".
_HAVE_IT_BY = re.compile(r"have (?:[a-z0-9'-]+ ){1,10}?(?:by|before|in time for) (?!now\b)[a-z0-9]")
# Markers of a wish or an obligation one puts on oneself: said by "I" or "we" they are often
# the speaker's day ("we should go for a swim"), so they open a loop only on work, as "I'll".
_SOFT_MARKERS = frozenset(
    {
        "should",
        "ought to",
        "hope to",
        "hopes to",
        "aim to",
        "aims to",
        "have got to",
        "keep meaning to",
        "been meaning to",
    }
)
_SOFT_LEADS = word_set("remind reminder hoping aiming")
# Said to "you", these are advice or an expectation of the listener, not work anyone took on.
_LISTENER = re.compile(r"\b(?:should|ought|supposed|meant|expected)\b")
# How much of a sentence after a marker says what the work is.
_WINDOW = 160
PERSONAL = word_set("i we you they he she me us them")
# Handing something over: a request to hand it to the speaker is a favour of the moment.
_HANDING = word_set("pass hand give grab fetch get bring lend show tell pour top help")
# Verbs that carry work through their object ("get the piano tuned", "do the accounts").
_LIGHT_VERBS = word_set("do make get doing making getting")
# Done to no work: "nobody has seen the cat yet".
TRIVIAL_DONE = frozenset(
    stem(w) for w in TRIVIAL_VERBS | word_set("seen heard eaten drunk slept felt thought known had")
)


_CLAUSE_END = re.compile(r"[,;:(]")


def text_after(sentence: str, match: re.Match[str]) -> str:
    return sentence[match.end() : match.end() + _WINDOW]


def _thing_had(words: list[str]) -> list[str]:
    """The object of "have", not where it ends up: "your kente strip off the loom": the
    words before the first particle."""
    end = next((n for n, w in enumerate(words) if n and w in PARTICLES), None)
    return words[:end]


def heads_after(
    sentence: str, match: re.Match[str], verb: str | None, passive: bool
) -> tuple[str, ...]:
    """What the work is done to: a passive's subject ("the lift in block B is being repaired":
    lift), an active verb's object ("will redo the conference badges with ...": badges), and
    the topic after "about" ("chase the carrier about the missing trailer": trailer)."""
    if passive or verb is None:
        before = sentence[: match.start()].split()
        subject = " ".join(before[-6:]) + " " + (match.group(1) or "")
        words = words_of(subject)
        start = max((n for n, w in enumerate(words) if w in DETERMINERS), default=0)
        return tuple(h for h in [head_of(" ".join(words[start:]))] if h) if passive else ()
    # The object ends with its clause: "recalibrate the bed, it's cutting shallow": bed.
    rest = words_of(_CLAUSE_END.split(text_after(sentence, match), 1)[0])
    at = rest.index(verb) + 1 if verb in rest else 0
    while at < len(rest) and rest[at] in PARTICLES:
        at += 1
    if at >= len(rest) or rest[at] in PREPOSITIONS:
        return ()
    phrase = " ".join(_thing_had(rest[at:]) if verb == "have" else rest[at:])
    topic = phrase.split(" about ", 1)[1] if " about " in phrase else ""
    head = head_of(phrase)
    if verb in _LIGHT_VERBS and is_participle(head):
        head = head_of(phrase.rsplit(head, 1)[0])  # "get the piano tuned": piano
    return tuple(h for h in (head, head_of(topic)) if h)


def read_action(rest: str, *, verb_first: bool, subject: str = "") -> tuple[str | None, bool]:
    """(the action's verb, whether ``rest`` names work): chit-chat names none. A passive's
    work is its ``subject`` ("the report will be published")."""
    words = [w for w in words_of(rest) if w not in _ADVERBS]
    verb: str | None = None
    if verb_first and words:
        verb, words = words[0], words[1:]
        if (verb, words[:1]) in (("try", ["to"]), ("see", ["about"])):
            # "try to <verb>", "see about <doing>": the work is the verb that follows.
            verb, words = (words[1], words[2:]) if len(words) > 1 else (None, [])
        if verb is None or verb in ("not", "never", "no", "nothing", "none"):
            return None, False
        if verb == "back" and words[:1] == ["up"]:
            verb, words = "back up", words[1:]  # "back up the wedding cards"
        if verb == "be" and words[:1] in (["back"], ["ready"]) and words[1:2] in _HANDED_BACK:
            # "your charango will be back to you with a new bridge": a thing promised back.
            verb, words = words[0], [*words[2:], *words_of(subject)]
        elif verb == "be":
            if not words or not is_participle(words[0]):
                return None, False
            verb, words = words[0], [*words[1:], *words_of(subject)]
            if stem(verb) in TRIVIAL_DONE:
                return None, False  # "the bees are to be congratulated"
        elif verb == "go" and words[:2] == ["in", "for"]:
            words = words[2:]
        elif verb == "have" and any(map(is_participle, words[1:7])):
            pass  # "I'll have his pike mounted and cased": work had done
        elif verb in TRIVIAL_VERBS or (stop_word(verb) and verb not in _LIGHT_VERBS):
            return None, False
    objects = [w for w in words if not stop_word(w)]
    if not objects or all(w in TRIVIAL_OBJECTS for w in objects):
        return None, False
    return verb, True


@dataclass(frozen=True)
class Opening:
    """Why a sentence opens a loop, and the verb of the work (for its past form later)."""

    reason: str
    verb: str | None
    sentence: str
    # Who is to do it ("the caretaker will ..."): a closer seldom names them again.
    agent: str = ""
    # What the work is done to: a closer names it (:func:`heads_after`).
    heads: tuple[str, ...] = ()
    # Whom it was promised or owed to ("promised the client a quote": client).
    recipient: str = ""
    # What the head acts on when it is an action ("the label redesign": label): a closer may
    # name these instead of the head (:func:`objects_of`).
    objects: tuple[str, ...] = ()

    @property
    def work(self) -> str:
        """The sentence's main clause (:func:`loop_words.main_clause`)."""
        return main_clause(self.sentence)


# Turns of phrase after "I'll": "I'll tell you what, ...", "I'll tell ye, nothing beats ...",
# "I'll give the gulls this: they know ...", "We'll have to agree to differ", "Let's face it".
_TURN_OF_PHRASE = re.compile(
    r"(?:tell (?:you what|ye|ya|thee)|grant (?:you|ye|ya)|give (?:[a-z'-]+ ){1,3}this(?=[:,])"
    r"|(?:have to |just )?agree to (?:differ|disagree)|face it|put it this way)\b"
)


def intention(sentence: str) -> Opening | None:
    deadline: bool | None = None  # read once, when a first-person intention needs it
    for match in _INTENTION.finditer(sentence):
        subject = match.group(1) or match.group(3) or match.group(7) or match.group(9)
        subject = subject or match.group(10) or match.group(11) or (match.group(12) and "i")
        subject = subject or match.group(13) or match.group(14) or match.group(15)
        subject = subject or match.group(16) or match.group(17)
        subject = "you" if subject == "u" else subject  # text speak: "can u sew my badge on"
        rest = _COME_AND.sub("", _ABLE.sub("", text_after(sentence, match)))
        if words_of(rest)[:1] in (["always"], ["never"], ["forever"], ["totally"]):
            # "I'll always think of Grandad ...": a habit or a feeling, no work to end; "we
            # should totally do nyama choma": a wish of the moment.
            continue
        if _TURN_OF_PHRASE.match(rest.lstrip()):
            continue  # "I'll tell you what, the dance mums can bake": a turn of phrase
        # "Who's going to splice the rope?": work no one has taken yet, if it names work.
        asked = subject == "who"
        if subject in IMPERSONAL and not asked:
            continue
        said_of = "" if subject in PERSONAL else f"{sentence[: match.start()]} {subject or ''}"
        verb, works = read_action(rest, verb_first=True, subject=said_of)
        if not works and _HAVE_IT_BY.match(rest.lstrip()):
            # "told Mrs Delgado I'd have her report by Thanksgiving", "I'll have your kente strip
            # off the loom in time for the outdooring", "lift firm say they'll have lift 2 going
            # before the fun day": a thing promised by a date.
            verb, works = "have", read_action(rest.lstrip()[5:], verb_first=False)[1]
        passive = [w for w in words_of(rest)[:3] if w not in _ADVERBS][:1] == ["be"]
        if works and verb == "go":
            # "The van needs to go in for its MOT": what goes in is what the work is done to.
            heads = (*heads_after(sentence, match, None, True), head_of(rest.split(" for ", 1)[-1]))
            return Opening(COMMITMENT, verb, sentence, "", tuple(h for h in heads if h))
        marker = match.group(2) or ""
        if subject == "you" and _LISTENER.search(match.group(0)):
            continue
        if match.group(11) in _ADVERBS:
            continue  # "could really do with a holiday": no one named
        if (match.group(9) or match.group(11) or match.group(15)) and _handed_to_speaker(rest):
            continue  # "could you pass me the sun cream?": a favour now, not work to track
        # Only the casual forms: "I'll", "we're going to", "let's" (not "we will").
        speaker = match.group(3) or match.group(5) or match.group(7) or match.group(10) or ""
        speaker = speaker or ("i" if match.group(12) else "")
        speaker = speaker.split()[:1]
        mine = bool(speaker) and (speaker[0] in FIRST_PERSON or speaker[0] in _SOFT_LEADS)
        soft = marker in _SOFT_MARKERS or marker.startswith(("would", "am", "was", "were"))
        # A purpose noun, a wish without a subject and a request are soft as "I should".
        wished = asked or any(match.group(n) is not None for n in (6, 8, 9, 11, 15))
        mine = mine or (subject in FIRST_PERSON and soft) or wished
        if mine and deadline is None:
            deadline = has_deadline(sentence)
        if mine and not names_work(rest, verb, TRIVIAL_OBJECTS, deadline=bool(deadline)):
            continue  # the speaker's own day ("I'll save you a seat")
        if works:
            heads = heads_after(sentence, match, verb, passive)
            # A reported promise's clause is its own: "told" finishes nothing of it.
            said = sentence[match.start(10) :] if match.group(10) else sentence
            # A thing had done is named by its modifiers too: "your kente strip": the kente.
            had = objects_of(" ".join(_thing_had(words_of(rest)[1:]))) if verb == "have" else ()
            agent = "" if passive else said_of
            return Opening(COMMITMENT, verb, said, agent, heads, objects=had)
    return None


def _handed_to_speaker(rest: str) -> bool:
    """Whether a request asks for something handed to the speaker ("pass me ...", "tell us
    ...")."""
    words = [w for w in words_of(rest) if w not in _ADVERBS and w != "please"][:2]
    return len(words) == 2 and words[0] in _HANDING and words[1] in ("me", "us")


def thing_of(subject: str) -> tuple[str, ...]:
    """The head of ``subject`` when it names a thing, not a person or nothing."""
    return tuple(h for h in [head_of(subject)] if h and h not in IMPERSONAL | PERSONAL)


def gerund_work(sentence: str, match: re.Match[str]) -> Opening | None:
    """Work named by the gerund after ``match`` ("on the hook for repairing the fence"), or
    None when no gerund of work follows ("on the hook for another rainy weekend")."""
    words = words_of(text_after(sentence, match))
    if not words or not words[0].endswith("ing") or stem(words[0]) in TRIVIAL_DONE:
        return None
    phrase = " ".join(words[1:])
    if not read_action(phrase, verb_first=False)[1]:
        return None
    agent = sentence[: match.start()]
    return Opening(COMMITMENT, words[0], sentence, agent, tuple(h for h in [head_of(phrase)] if h))
