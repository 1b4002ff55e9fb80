"""Words as the text readers see them: sentences, words, a light stem, past forms and the
function words that carry no topic. Shared by the loop readers (``loop_language``,
``loop_closing``, ``loop_work`` in :mod:`memoryapp.domain`) and the change frame
(:mod:`memoryapp.domain.change_frame`), so that all of them cut and compare words alike.

Every pattern is a single character class or a fixed lookbehind, so each reading is linear in
the text.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# A sentence ends at . ! ? ; before a space, or at a line break ("3.0" and "e.g" stay whole).
# "No." before a number ends no sentence: "Complaint no. AQ-55102: ...".
_SENTENCES = re.compile(r"(?<=[.!?;])(?<!\bno\.)\s+|\n+")
# A word; a dotted number or name ("3.0", "v2.1") is one.
_WORDS = re.compile(r"[a-z0-9](?:[a-z0-9'-]|\.(?=[a-z0-9]))*")


def word_set(*groups: str) -> frozenset[str]:
    return frozenset(w for group in groups for w in group.split())


# Numbers said as words: "all twelve bays", "eighty quid".
COUNT_WORDS = word_set(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety",
    "hundred thousand dozen",
)
# A day of the week written out, as a regular expression: "tuesday", "saturday".
WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# A currency before a sum, as a regular expression: "£62", "$4", "₦300", "R750", "Ksh 500",
# "Rs. 5,200".
CURRENCY = r"(?:[£$€₦₹¥₱]|\b[rR](?=\d)|\b(?:ksh|KSh|Ksh) ?(?=\d)|\b(?:rs|Rs|RS|inr|INR)\.? ?(?=\d))"
_STOP = word_set(
    "a an the this that these those it its it's they them their we us our i me my you your he",
    "him his she her hers one ones some any all each every no not nor and or but if then so",
    "as of to in on at by for from with into onto about over under up down out off than too",
    "very just also still yet now soon later again already there here what which who whom when",
    "where why how is are was were be been being am do does did done doing have has had having",
    "will would shall should can could may might must 'll let let's lets get got gets getting",
    "make made going go went gone new old next last first this week weeks month months year",
    "today tonight tomorrow yesterday morning afternoon evening day days monday tuesday",
    "wednesday thursday friday saturday sunday january february march april may june july",
    "august september october november december end start before after until since around",
    "thing things stuff lot bit time times back right well ok okay sure really maybe please",
    "more most less much many few other another same such only own both either neither",
    "s re ve d ll m t don't can't won't isn't aren't wasn't weren't hasn't haven't didn't",
    "i'll we'll you'll they'll he'll she'll i'm we're you're they're i've we've who's",
    "two three four five six seven eight nine ten twenty thirty forty fifty hundred",
)
# Irregular past forms and participles -> their base.
IRREGULAR = {
    "sent": "send", "went": "go", "gone": "go", "paid": "pay", "made": "make",
    "built": "build", "held": "hold", "gave": "give", "given": "give", "wrote": "write",
    "written": "write", "took": "take", "taken": "take", "brought": "bring",
    "bought": "buy", "sold": "sell", "told": "tell", "kept": "keep", "left": "leave",
    "ran": "run", "began": "begin", "begun": "begin", "did": "do", "done": "do",
    "got": "get", "gotten": "get", "lit": "light", "hung": "hang", "won": "win",
    "spent": "spend", "lent": "lend", "met": "meet", "led": "lead", "drove": "drive",
    "driven": "drive", "chose": "choose", "chosen": "choose", "spoke": "speak",
    "spoken": "speak", "shown": "show", "drew": "draw", "drawn": "draw", "broke": "break",
    "broken": "break", "rewrote": "rewrite", "rewritten": "rewrite", "rebuilt": "rebuild",
    "undertook": "undertake", "undertaken": "undertake", "withdrew": "withdraw",
    "withdrawn": "withdraw", "fed": "feed", "found": "find", "laid": "lay", "said": "say",
    "taught": "teach", "thought": "think", "caught": "catch", "sought": "seek",
    "understood": "understand", "overtook": "overtake", "put": "put", "set": "set",
    "cut": "cut", "shut": "shut", "read": "read", "quit": "quit", "swept": "sweep",
    "dealt": "deal", "redone": "redo", "redid": "redo", "reset": "reset", "rerun": "rerun",
    "shorn": "shear", "sewn": "sew", "sown": "sow", "dug": "dig", "rewound": "rewind",
    "woven": "weave", "strung": "string", "restrung": "restring", "spun": "spin",
    "sawn": "saw", "mown": "mow", "thrown": "throw", "rehung": "rehang", "relaid": "relay",
    "shod": "shoe", "lost": "lose", "woke": "wake",
}  # fmt: skip
_PARTICIPLE_ONLY = frozenset(IRREGULAR)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem: irregular forms to their base, a possessive ("'s", a plural's "'") off,
    then -ing/-ed/-es/-s/-e off, a doubled final consonant single ("shipped" -> "ship"), -y as
    -i ("copy", "copies" -> "copi")."""
    word = IRREGULAR.get(word, word.removesuffix("'s").removesuffix("'"))
    if word.startswith("re-"):
        word = "re" + word[3:]  # "re-set" is "reset"
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] != "s":
        word = word[:-1]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word[:-1] + "i" if len(word) > 3 and word.endswith("y") else word


# Words in -ed that are no past form ("the shed roof", "a seed tray").
_ED_WORDS = word_set(
    "shed bed red need seed feed speed breed weed deed greed steed sled hundred sacred naked",
    "wicked rugged ragged jagged",
)


def past_form(word: str) -> bool:
    return (word.endswith("ed") and word not in _ED_WORDS) or word in IRREGULAR


def stop_word(word: str) -> bool:
    return word in _STOP


def lowered(text: str) -> str:
    """``text`` in lower case and without accents, so that a name typed with them ("Seánie",
    "Zoë") is one word, the same as typed without them."""
    low = text.lower()
    if low.isascii():
        return low
    return "".join(c for c in unicodedata.normalize("NFD", low) if not unicodedata.combining(c))


def words_of(text: str) -> list[str]:
    return _WORDS.findall(lowered(text))


# "'d" that is "would" or "had", not a participle ("MOT'd").
_CONTRACTED = frozenset(
    ["i'd", "we'd", "you'd", "they'd", "he'd", "she'd", "it'd", "that'd", "who'd", "there'd"]
)


# Participles in -en that IRREGULAR does not map: a word merely ending in -en is mostly a
# noun or a verb of its own ("kitchen", "garden", "children", "tighten").
_EN_PARTICIPLES = word_set(
    "eaten fallen forgotten hidden beaten ridden risen shaken stolen woken frozen proven swollen",
    "bitten forbidden mistaken overtaken forgiven arisen awoken trodden sworn laden",
)


def is_participle(word: str) -> bool:
    if word.endswith("'d"):
        return len(word) > 4 and word not in _CONTRACTED
    if word in _PARTICIPLE_ONLY or word in _EN_PARTICIPLES:
        return True
    return len(word) > 4 and word.endswith("ed")


def content_stems(text: str) -> frozenset[str]:
    """The stems of ``text``'s content words (no function, time or filler words)."""
    return frozenset(stem(w) for w in _WORDS.findall(lowered(text)) if w not in _STOP)


@lru_cache(maxsize=65536)
def action_stems(stems: frozenset[str]) -> frozenset[str]:
    """The verb stems that nouns of action among ``stems`` come from ("inspection": inspect,
    "installation": instal, "replacement": replac, "renewal": renew), so that "inspected"
    finishes "the inspection is overdue". A noun's ending is cut both ways ("-ion",
    "-ation"); a wrong cut names a stem no verb has."""
    found: set[str] = set()
    for word in stems:
        if word.endswith("ion") and len(word) >= 7:
            found.add(stem(word[:-3]))
            if word.endswith("ation"):
                found.add(stem(word[:-5]))
        elif word.endswith("ment") and len(word) >= 8:
            found.add(stem(word[:-4]))
        elif word.endswith("al") and len(word) >= 7:
            found.add(stem(word[:-2]))
    return frozenset(found)


@lru_cache(maxsize=8192)
def sentences(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in _SENTENCES.split(lowered(text)) if s.strip())
