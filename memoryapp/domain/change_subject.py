"""Whether a change statement is about another thing than the head (``change.other_subject``):
its subject, read by :func:`memoryapp.domain.change_frame.subject_of`, names a thing the head
does not ("The dog moved from Lindenhof ..." for the cat's vet), is placed where the head never
says, owns or qualifies another thing ("Brook Farm sells its lambs", "fires its bisque kiln"),
is another person by whose they are ("Isla's brother Finn"), is an act on another thing
("Hiring the committee room costs ..."), is a name that goes on otherwise than the head's
("Holmebridge Art Society" for "Holmebridge Camera Club"), or acts on its own thing with none
of the head's words ("The Uckfield Archers have moved their club shoot"); a new person holding
the head's role ("Gethin Parry will be coxswain of ...", "was elected squire of ...") or one
taking the place of the head's value ("Capelli Sport stepped in for Hometown") is the head's
new value, not another thing.
"""

from __future__ import annotations

import re

from .change_fact import names_its_value
from .change_frame import (
    BETWEEN,
    DETERMINERS,
    MAX_WORD,
    OTHER_SUBJECT,
    OWNERS,
    POSSESSIVE,
    PREPOSITIONS,
    Held,
    Subject,
    Veto,
    is_verb,
    moved_object,
    new_doer,
    role_said,
    stems_of,
    subject_of,
    written_as_a_name,
)
from .loop_work import labels_of
from .words import stem, word_set


def other_subject(statement: str, head: str, *, shared_entity: bool) -> Veto | None:
    """Whether the statement's subject (or, after "we" and without a tagged entity they
    share, the thing a verb of moving moves) is another thing than the head's (module
    rule)."""
    if (owned := _another_owner(statement, head)) is not None:
        return owned
    held = Held(head)
    taking_its_place = _IN_PLACE_OF.search(statement.lower())
    if taking_its_place and held.has(stem(taking_its_place.group(1)[:MAX_WORD])):
        return _as_whose(statement, taking_its_place.end(), held)
    moved = None if shared_entity else moved_object(statement, held)
    found = subject_of(statement) or moved
    if found is None:
        return None
    phrase, thing = found.phrase, found.thing
    theirs_labelled = dict(labels_of(head))
    for noun, label in labels_of(" ".join((found.said, *found.where))):
        if theirs_labelled.get(noun, label) != label:
            return Veto(OTHER_SUBJECT, f'"{noun} {label}", not "{noun} {theirs_labelled[noun]}"')
    previous, named = None, False
    for word in phrase:
        if held.has(word):
            theirs = held.before(word)
            # Past the first of the head's words, only a word the head qualifies otherwise
            # ("office *furniture* supplier" for "office stationery supplier").
            other = theirs != previous and (not named or theirs is not None)
            if previous is not None and not _held_word(previous, held) and other:
                return Veto(OTHER_SUBJECT, f'"{previous} {word}", not "{theirs or word}"')
            named = True
        previous = word
    heads = subject_of(head)
    if named:
        return _named_yet_another(statement, head, found, heads, held)
    # "The dairy at Brook Farm" names Brook Farm by a part of it.
    part_of = any(held.has(word) for word in stems_of(found.where))
    if part_of and not shared_entity and heads and _another_thing_there(found, heads):
        return Veto(OTHER_SUBJECT, f'"{found.said}" at the head\'s place, not "{heads.said}"')
    if shared_entity or part_of:
        return None
    if _new_holder(found, heads, held):
        return None
    if found.rest[1:2] and found.rest[1] in _THEIR_OWN and is_verb(found.rest[0]):
        # "The Uckfield Archers have moved their club shoot to ...": another's own thing.
        return Veto(OTHER_SUBJECT, f'"{found.said}" {found.rest[0]} its own thing')
    if heads is not None and not found.thing and new_doer(found, heads, held):
        return None  # "Rohan will run the staff football pool": the head's new doer
    # (a bare "the price paid for green leaf" is what "pays 240 rupees per kilo" says)
    its_value = len(found.phrase) == 1 and names_its_value(found.said, head)
    if (thing or _sameis_verb(found, heads)) and not its_value:
        # "The café next door now buys its fish from ..." for "The kitchen buys its fish from
        # ...": the head's verb with another agent.
        return Veto(OTHER_SUBJECT, f'its subject, "{found.said}", is not in the head')
    return None


# A thing named by whose it is: "At Nurlan's yurt camp", "Bakyt's yurt camp".
# (a name of more than one word: "On Sagarmatha Air's flights" for "On Khumbu Air's flights")
_OWNED = re.compile(
    r"\b((?:[A-Z][\w-]+ ){0,3}[A-Z][\w-]+)['\u2019]s ([a-z][\w-]*(?: [a-z][\w-]*)?)"
)


def _another_owner(statement: str, head: str) -> Veto | None:
    """The head's thing said to be someone else's: "At Nurlan's yurt camp ..., hiring a horse
    now costs ..." for "At Bakyt's yurt camp ..."."""
    theirs = {thing: _owner(owner) for owner, thing in _OWNED.findall(head)}
    for owner, thing in _OWNED.findall(statement):
        mine, named = _owner(owner), theirs.get(thing)
        # One name may say more of the other: "Teo's" is "Uncle Teo's".
        if named and not (f" {mine}".endswith(f" {named}") or f" {named}".endswith(f" {mine}")):
            return Veto(OTHER_SUBJECT, f"{mine}'s {thing}, not {named}'s")
    return None


def _owner(name: str) -> str:
    """A name without the capitalised word that opens its sentence ("At Bakyt's": Bakyt)."""
    first, _, rest = name.partition(" ")
    return rest if rest and first.lower() in PREPOSITIONS | DETERMINERS else name


def _named_yet_another(
    statement: str, head: str, found: Subject, heads: Subject | None, held: Held
) -> Veto | None:
    """A subject that names one of the head's words and is still another thing: a thing of the
    head's place, the head's thing under another name or placed elsewhere, owned by another,
    or acted on (each rule below)."""
    if heads is not None:
        if _a_thing_of_its_place(found, heads, held) and not names_its_value(found.said, head):
            return Veto(OTHER_SUBJECT, f'"{found.said}" is a thing of "{" ".join(heads.where)}"')
        if _another_name(statement, head, found, heads):
            return Veto(OTHER_SUBJECT, f'"{found.said}", not "{heads.said}"')
        if _named_elsewhere(statement, head, found, heads):
            return Veto(OTHER_SUBJECT, f'"{" ".join(found.where)}", not "{" ".join(heads.where)}"')
    return (
        _placed_elsewhere(found, heads, held)
        or _of_another(found, heads, held)
        or _owns_another(found, heads, held)
        or _possessed_other(statement, heads, held)
        or _acts_on_another(found, held)
    )


# A subject said to take the place of a value: "Capelli Sport stepped in for Hometown".
_IN_PLACE_OF = re.compile(
    r"^[^,;:.]*?\b(?:stepped in for|(?:took|has taken|have taken) the place of|has replaced"
    r"|have replaced|replaced|supersedes|superseded) (?:the |our )?([\w'-]+)"
)
# The role a new value takes, said after "as": "... as the Rockets U12 uniform vendor".
_AS_ROLE = re.compile(r"[^,;.]*? as ([^,;.]{1,60})")


def _as_whose(statement: str, at: int, held: Held) -> Veto | None:
    """A subject taking the place of the head's value ("Capelli Sport stepped in for
    Hometown") is the head's new value, unless the role it takes is named for another
    ("... as the Maple Valley Stars' uniform vendor": a name the head does not have)."""
    role = _AS_ROLE.match(statement, at)
    if role is None:
        return None
    names = [w for w in role.group(1).split() if w[:1].isupper()]
    others = [w for w in names if not held.has(stem(POSSESSIVE.sub("", w.lower())[:MAX_WORD]))]
    return Veto(OTHER_SUBJECT, f'takes the place "as {role.group(1)}"') if others else None


# Whose a thing is, when not the writer's ("Royal Mail took over *our* shipping").
_THEIR_OWN = word_set("its their his her")


# People named by whose they are: "Isla's brother", "the Patels' son".
_RELATIONS = word_set(
    "brother sister mum dad mother father son daughter wife husband partner friend boss",
    "colleague cousin aunt uncle gran grandad grandma grandpa nan flatmate neighbour twin",
    "stepson stepdaughter niece nephew fiance fiancee girlfriend boyfriend",
)


def _possessed_other(statement: str, heads: Subject | None, held: Held) -> Veto | None:
    """The head's whole subject as whose another person is: "Isla's *brother* Finn has his
    lessons at Horfield" is not about "Isla has her lessons at Kingsdown" ("the export's
    destination" still is the export's). Not when the head is done to its subject by someone
    ("Leo is picked up by his childminder"): "Leo's grandad" may be who does it now."""
    if heads is None or " by " in f" {' '.join(held.tokens)} ":
        return None
    owner = re.escape(heads.said)
    found = re.match(rf"(?:the |our |my )?{owner}(?:'s|\u2019s) ([a-z]+)", statement.lower())
    if found is None or found.group(1) not in _RELATIONS or held.has(stem(found.group(1))):
        return None
    return Veto(OTHER_SUBJECT, f'"{heads.said}\'s {found.group(1)}", not "{heads.said}"')


def _acts_on_another(found: Subject, held: Held) -> Veto | None:
    """A subject that is an act done to a thing the head never names: "Hiring *the small
    committee room* costs £9" is not about "Hiring Marsh Lane village hall costs £15"."""
    act, *thing = found.said.split()
    done_to = [w for w in thing if w not in DETERMINERS]
    if not act.endswith("ing") or not done_to:
        return None
    if any(held.has(stem(w[:MAX_WORD])) for w in done_to):
        return None
    return Veto(OTHER_SUBJECT, f'"{found.said}" acts on another thing')


# Words that tell one of a kind from another: "the *third* floor", "the *under-11s*".
_RANKS = word_set(
    "first second third fourth fifth sixth seventh eighth ninth tenth ground top upper lower",
    "senior junior under-9s under-11s under-13s under-15s under-18s 1st 2nd 3rd 4th 5th",
)


def _new_holder(found: Subject, heads: Subject | None, held: Held) -> bool:
    """Whether a new person holds the head's role: "Gethin Parry will be (or was elected)
    coxswain of ..." for "Rhys Tudor is the coxswain of the Porthgarreg lifeboat", "Terry
    Pocock is the panto dame" for "Clive Ashdown plays the dame" (both say what one is, and
    the role is the head's)."""
    role_words = role_said(found)
    if heads is None or role_words is None:
        return False
    if not (heads.copula or heads.rest[:1] in (["plays"], ["play"])):
        return False  # "Clive Ashdown plays the dame" says a role as "is" does
    ranks, their_ranks = _RANKS.intersection(role_words), _RANKS.intersection(held.tokens)
    if ranks and their_ranks and not ranks & their_ranks:
        return False  # "the fire warden for the third floor" holds another role
    role = next((t for t in role_words if t not in DETERMINERS and t not in BETWEEN), "")
    return bool(role) and held.has(stem(role[:MAX_WORD]))


def _sameis_verb(found: Subject, heads: Subject | None) -> bool:
    """Whether the statement's verb is the head's own (``heads``: the head's subject)."""
    if heads is None or not found.rest or not heads.rest or heads.copula or found.copula:
        return False
    return stem(found.rest[0][:MAX_WORD]) == stem(heads.rest[0][:MAX_WORD])


# A qualifier that is the head's own value: "the 12-euro hour is gone" for "... costs 12 euros".
_VALUE_NAMED = re.compile(r"^([0-9][0-9,.]*)-[a-z]+$")


def _held_word(word: str, held: Held) -> bool:
    value = _VALUE_NAMED.match(word)
    return held.has(word) or (value is not None and held.has(value.group(1)))


def _another_thing_there(found: Subject, heads: Subject) -> bool:
    """Whether the subject is another thing at the place the head puts its own: "The free
    meditation class at Wat Phan On" is not "Monk chat at Wat Phan On" (both placed, a word
    of the place shared, none of the head's thing named)."""
    if not (heads.placed and found.placed and heads.phrase):
        return False
    place, mine = Held(" ".join(heads.where)), Held(found.said)
    there = any(place.has(word) for word in stems_of(found.where))
    return there and not any(mine.has(word) for word in heads.phrase)


def _placed_elsewhere(found: Subject, heads: Subject | None, held: Held) -> Veto | None:
    """A subject placed where the head never says, when the head places it elsewhere or
    qualifies it with a word of its own: "On-call doctors at the Royal Infirmary" are not "On-
    call doctors at St Luke's", "The forklifts at the Leeds depot" not "The warehouse
    forklifts"."""
    if not found.placed or any(held.has(word) for word in stems_of(found.where)):
        return None
    place = " ".join(found.where)
    if heads is not None and heads.placed and heads.where:
        return Veto(OTHER_SUBJECT, f'placed at "{place}", not "{" ".join(heads.where)}"')
    for word in found.phrase:
        theirs = held.before(word)
        # "Gus's van" still names "Gus's Dumpling Van" by another of its words.
        others = any(held.has(w) for w in found.phrase if w != word)
        if theirs is not None and theirs not in found.phrase and not others:
            return Veto(OTHER_SUBJECT, f'placed at "{place}", where the head says "{theirs}"')
    return None


def _of_another(found: Subject, heads: Subject | None, held: Held) -> Veto | None:
    """A subject whose thing is said to be in another place than the head's: "the rent on
    Ewan's flat *in Gorgie*" is not "the rent on our flat *in Leith*" (the place the statement
    names is not in the head, and the head's is not in what the statement qualifies)."""
    if heads is None:
        return None
    mine, theirs = _place_in(found.where), _place_in(heads.where)
    if not mine or not theirs or held.has(mine) or Held(" ".join(found.where)).has(theirs):
        return None
    return Veto(OTHER_SUBJECT, f'in "{mine}", not in "{theirs}"')


def _place_in(where: tuple[str, ...]) -> str:
    """The stem of the word after "in" in a subject's qualifier ("flat in leith": leith)."""
    at = next((n for n, w in enumerate(where[:-1]) if w == "in"), None)
    return "" if at is None else stems_of(where[at + 1 : at + 2])[0]


def _a_thing_of_its_place(found: Subject, heads: Subject, held: Held) -> bool:
    """Whether the subject names only the head's place, as its owner, and a thing of its own
    (not qualified by the head's own thing): "The Exeter Picturehouse's over-60s matinee" is
    not "The parent-and-baby screening at the Exeter Picturehouse"."""
    place, own = Held(" ".join(heads.where)), Held(heads.said)
    shared = [w for w in found.phrase if held.has(w)]
    # Only the changed thing: "Marsh Lane Allotment Society has bumped the full-plot rent"
    # is the place acting on the head's own thing.
    return (
        found.thing
        and bool(shared and heads.where)
        and all(place.has(w) and not own.has(w) for w in shared)
        and not held.has(found.phrase[-1])
        # "the Parkside scheme's unit charge *for heat*" is still the head's thing's.
        and not any(own.has(w) for w in stems_of(found.where))
    )


def _named_elsewhere(statement: str, head: str, found: Subject, heads: Subject) -> bool:
    """Whether the subject's qualifier and the head's each begin with a name, and the names
    differ: "Heat *on the Riverside Quarter* heat network" is not "Heat *from the Parkside
    Estate* district heating scheme"."""
    mine, theirs = _first_name(statement, found.where), _first_name(head, heads.where)
    # The whole of the head's name: "Foundry Lane Makerspace in Southampton" is not "the
    # Southampton Model Engineering Society" for sharing the town.
    return (
        bool(mine and theirs)
        and mine[0] not in theirs
        and theirs[0] not in (*found.where, *found.said.split())
    )


def _first_name(text: str, where: tuple[str, ...]) -> tuple[str, ...]:
    """The first run of a qualifier's words written as a name in ``text``: "St Brigid's
    Hospital" in "the visitors' car park at St Brigid's Hospital"."""
    start = next((n for n, word in enumerate(where) if written_as_a_name(text, word)), None)
    if start is None:
        return ()
    end = start + 1
    while end < len(where) and written_as_a_name(text, where[end]):
        end += 1
    return where[start:end]


def _another_name(statement: str, head: str, found: Subject, heads: Subject) -> bool:
    """Whether the subject and the head's are names that begin alike and go on in words of
    their own, none of them in the head ("Holmebridge Art Society" is not "Holmebridge
    Camera Club"; "Tynemouth RC" still is "Tynemouth Rowing Club": RC stands for its words),
    or their qualifiers begin with one name and go on so ("Copy for the Little Hendon *school
    newsletter*" is not "Copy for the Little Hendon parish magazine")."""
    # The statement's subject all a name; the head's may go on past its name ("Heather Bank
    # Cattery near Thirsk").
    names = written_as_a_name(statement, found.said) and written_as_a_name(
        head, heads.said.split()[0]
    )
    said = " ".join((found.said, *found.where))
    if names and _goes_on_otherwise(found.phrase, heads.phrase, said, head):
        return True
    mine, theirs = stems_of(found.where), stems_of(heads.where)
    named = bool(found.where) and written_as_a_name(statement, found.where[0])
    return named and _goes_on_otherwise(mine, theirs, said, head)


def _goes_on_otherwise(mine: list[str], theirs: list[str], said: str, head: str) -> bool:
    """Whether two phrases (stems) begin alike and each goes on in words of its own, none of
    the one's in the head and none of the other's in ``said`` (the subject and its
    qualifier: "Heather Bank Kennels, over the road from the cattery" still names kennels)."""
    if not mine or mine[:1] != theirs[:1]:
        return False
    shared = 1
    while shared < min(len(mine), len(theirs)) and mine[shared] == theirs[shared]:
        shared += 1
    if shared == min(len(mine), len(theirs)):
        return False  # one phrase is the beginning of the other
    held, subject = Held(head), Held(said)
    own, other = mine[shared:], theirs[shared:]
    return not any(map(held.has, own)) and not any(map(subject.has, other))


def _owns_another(found: Subject, heads: Subject | None, held: Held) -> Veto | None:
    """After the head's own subject (not its value: "Greenway Gardens no longer cuts our
    grass"), a verb acting on a thing the subject owns that the head never names: "Brook Farm
    sells *its lambs* at Skipton" is not about "Brook Farm sells its milk to Arla", nor
    "Callum gets *his bike* repaired" about his haircut."""
    if heads is None or not any(Held(heads.said).has(word) for word in found.phrase):
        return None
    rest = found.rest
    at = next((n for n in (0, 1) if n < len(rest) and rest[n] in OWNERS), None)
    if at is None:
        return None
    owned = []
    for token in rest[at + 1 :]:
        if token in PREPOSITIONS or token in BETWEEN or is_verb(token):
            break
        owned.append(token)
    if not owned:
        return None
    if any(held.has(word) for word in stems_of(owned)):
        # "fires its *bisque* kiln" for "fires its glaze kiln": the head's thing, qualified
        # by another word than the head's.
        *qualifiers, thing = stems_of(owned)
        theirs = held.before(thing)
        if not qualifiers or theirs is None or theirs in qualifiers:
            return None
        if any(held.has(word) for word in qualifiers):
            return None
    return Veto(OTHER_SUBJECT, f'"{rest[at]} {" ".join(owned)}" is not in the head')
