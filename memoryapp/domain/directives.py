"""Detecting directive language: text that tells the assistant how to behave from now on.

Rule: a memory that reads as an instruction to the agent ("always", "never", "must", "from now
on", "rule", "make sure", an imperative addressed to the assistant) is never auto-promoted; the
owner decides whether it becomes standing behaviour. A false positive costs one item in the
review queue and a false negative lets an agent or a web page plant a standing order, so when a
case is unclear it is flagged.

Decisions, each pinned by a row in ``tests/domain/test_directives.py``:

1. Quoted speech. Words inside a direct quotation attributed to a third party do not count
   (``He said 'always use tabs'``, ``the sign read "must be 21"``, ``"Never again," Sam said``):
   the memory records what someone said. A quotation counts when it is attributed to the user,
   the owner, "I" or "we", when it is addressed to the assistant (``Priya told you "..."``), or
   when nothing attributes it (``Remember: "always cc legal"``, a film title in quotes).
   Injection phrases ("ignore previous instructions", "you are now", "system prompt") count
   even inside a third party's quotation: they target whoever reads the memory later.
2. Reported speech. A third party's reported statement does not count (``Priya said she always
   takes the train``, ``The manual says the valve must be closed``) up to the end of the
   reported clause. It still counts when the speaker is the user, the owner, "I", "we" or the
   assistant (``The user says: always answer in French``), when the report relays an order
   (``Priya told me to always cc her``, ``said to ...``, ``says always ...``), when a colon
   introduces it without quotation marks (``Priya said: from now on reply in French``, read as
   a relayed order), and when the reported clause speaks to or about "you", "we" or the
   assistant (``Priya said you must cc her``).
3. Third-person habits. "always"/"never" does not count in a plain statement about a named
   person's habit: the clause opens with a person (a name, "he"/"she", a relative "who",
   "my sister", "Priya's dog", "the dentist") and the verb is a statement, not an order
   ("Priya always takes the 8:15", "Sam never eats meat", "She has always liked jazz", "Sam
   and Ada always eat together"). It counts when "always"/"never" opens the clause, when the
   subject is "you", "I", "we", "they", "it", an unnamed thing or anything else, or when the
   sentence mentions "you" or the assistant. Present-tense statements about things are flagged
   ("Releases always go through staging" is how conventions are phrased), and so are
   first-person habits ("I never eat meat"): they are the owner's standing preferences, which
   the owner confirms.
4. Narrative past. "always"/"never" followed by a past-tense verb or participle after a subject
   other than "you" or the assistant narrates what happened and does not count ("It never
   stopped raining", "We never finished the hike", "I have never been to Japan"); the past
   cannot give an order.
5. "we". Present-tense "we always", "we never", "we must", "we should", "we need to" count, and
   so does "we have always ...": a team's conventions are standing instructions.
6. Modal verbs. "must" and "shall" count in every clause. "should", "need to", "have to",
   "ought to", "supposed to" and "required to" count unless their subject, the word right
   before them, is a person or "I" ("Ada needs to renew her passport", "I have to leave at
   five", "I told Ada she should rest"): then they describe a person's situation rather than
   instruct the assistant. "no need to" is not an obligation.
7. "whenever", "every time", "each time", "any time" count, unless they sit in a statement
   about a person's habit ("Ada calls whenever she is in town", "Whenever Ada visits, she
   brings cake"); "Whenever I ask for a summary, use bullets" counts.
8. "rule"/"rules" count anywhere as words, so "the Golden Rule exhibit" and "the rules of
   chess" are flagged (a deliberate false positive: a rule named in passing is cheaper to
   review than to guess about). "ruled", "rulers", "unruly", "rule-based" do not match.
   "policy" counts as "policy:", "our/company/team/house policy" and "the policy is to/that".
9. Word boundaries: "mustard", "Neverland", "whatsoever", the identifier ``alwaysOn`` and
   ``never_expire`` do not match; hyphenated compounds ("a must-see", "never-ending",
   "always-on") do not count; nor do "as always" and "never mind".
10. Imperatives count at the start of a sentence or clause (after "and", "so", "then", "also",
    "please", ...): a base-form verb from a list of things an assistant is told to do ("Use",
    "Reply", "Run", "Call", "Book", "Remember", "Don't", "Do not", ...), unless the words after
    it show it is a noun ("Call with Ada went well", "Book club met on Tuesday", "Update: the
    flight is delayed"). "please", "I want you to", "you should" and the injection phrases
    count anywhere; "can you"/"could you" when they open a clause. "from now on",
    "henceforth", "until further notice" count anywhere; "going forward" when it opens or
    closes a clause; "in the future" and "by default" when they open one.
11. Text is compared after folding typographic quotes and apostrophes, full-width letters and
    common Cyrillic/Greek look-alikes to ASCII and dropping zero-width characters, so a
    full-width "always", one with a zero-width space inside or one spelt with a Cyrillic "a"
    is still "always"; hits report the text as it was written.
12. A clause of more than 24 words before "always"/"never"/"whenever" gets no habit
    exemption: a subject is short, and the bound keeps the analysis linear in the text.
"""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

ABSOLUTE = "absolute"
OBLIGATION = "obligation"
STANDING_ORDER = "standing_order"
RULE = "rule"
MAKE_SURE = "make_sure"
IMPERATIVE = "imperative"


@dataclass(frozen=True)
class DirectiveHit:
    phrase: str
    kind: str


# --- normalisation ------------------------------------------------------------------------

_DROP = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")
_FOLD = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u2039\u203a", '"'),
    **dict.fromkeys("\u00a0\u2007\u202f\u2009\u200a\u3000", " "),
    **dict.fromkeys("\u2014\u2015", "\u2014"),
    # Cyrillic and Greek letters that render like Latin ones; a mixed-script word is almost
    # always an attempt to slip past a filter like this one.
    **dict(
        zip(
            "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0455\u0458\u0501\u0410\u0415\u041e\u0420\u0421\u0422\u041d\u041a\u041c\u0412\u0425\u0406\u0405\u0408\u03bf\u03b1\u0391\u0392\u0395\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a7\u03a5\u0396",
            "aeopcyxisjdAEOPCTHKMBXISJoaABEHIKMNOPTXYZ",
            strict=True,
        )
    ),
    # The only letters left after NFKC that a case-insensitive pattern matches to an ASCII
    # letter; folded, every letter a pattern can match is ASCII, which the patterns' trigger
    # words rely on.
    "\u0130": "I",
    "\u0131": "i",
}


def _fold(ch: str) -> str:
    """What one character becomes: dropped, folded by the table, or its NFKC form folded."""
    if ch in _DROP:
        return ""
    folded = _FOLD.get(ch)
    if folded is None:
        folded = unicodedata.normalize("NFKC", ch) if ord(ch) > 127 else ch
        folded = "".join(_FOLD.get(c, c) for c in folded)
    return folded


def _normalize(text: str) -> tuple[str, Sequence[int]]:
    """ASCII-folded text and, for each of its characters, the index it came from."""
    if text.isascii():
        # The only ASCII character folded is the backtick, one for one: the origins are the
        # positions themselves, and no character loop is needed.
        return text.replace("`", "'"), range(len(text))
    # Each distinct character is folded once, and the text is rewritten in one translate.
    folds = {ch: _fold(ch) for ch in set(text) if ord(ch) > 127 or ch in _FOLD}
    folded = text.translate({ord(ch): f for ch, f in folds.items()})
    resized = {ch: f for ch, f in folds.items() if len(f) != 1}
    if not resized:
        return folded, range(len(text))
    # Only characters dropped or expanded move the positions after them.
    origin: list[int] = []
    done = 0
    for m in re.finditer("[" + re.escape("".join(resized)) + "]", text):
        i = m.start()
        origin.extend(range(done, i))
        origin.extend([i] * len(resized[text[i]]))
        done = i + 1
    origin.extend(range(done, len(text)))
    return folded, origin


# --- word lists ---------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that may open a clause before the part that matters ("and", "so", "please" ...).
_LEADERS = _words("and but so then also oh ok okay hey now just please kindly plus or finally")
_CONJUNCTIONS = _words(
    "and but so yet or because since although though while whereas when if as that which "
    "until unless once after before where"
)
_ADDRESSEE = re.compile(
    r"\b(?:you|your|yours|yourself|yourselves)\b"
    r"|\b(?:the|my|our) (?:assistant|agent|bot|ai|model)\b",
    re.IGNORECASE,
)
_FIRST_PLURAL = re.compile(r"\b(?:we|us|our|ours|ourselves|let's)\b", re.IGNORECASE)
# Speakers whose words are instructions rather than third-party reports.
_NOT_THIRD_PARTY = _words(
    "i me my we us our you your user users owner assistant agent bot ai model system "
    "i'm i've i'd i'll we're we've we'd you're you've you'd"
)
_PRONOUNS_SINGULAR = _words("he she")
_POSSESSIVES = _words("my his her their our")
_PERSON_NOUNS = _words(
    "mother mom mum mommy mummy father dad daddy parent parents wife husband partner spouse "
    "boyfriend girlfriend fiance fiancee son sons daughter daughters kid kids child children baby "
    "sister sisters brother brothers sibling siblings grandma grandmother grandpa grandfather "
    "grandparents granny aunt uncle cousin cousins niece nephew friend friends roommate "
    "flatmate boss manager colleague colleagues coworker coworkers co-worker teammate teammates "
    "neighbour neighbor neighbours neighbors landlord landlady dentist doctor therapist teacher "
    "coach lawyer accountant mentor trainer nanny babysitter dog dogs cat cats puppy kitten pet "
    "in-laws mother-in-law father-in-law"
)
_PLURAL_PERSON_NOUNS = _words(
    "parents sons daughters kids children sisters brothers siblings grandparents cousins "
    "friends colleagues coworkers teammates neighbours neighbors dogs cats in-laws"
)
_PERSON_ADJECTIVES = _words(
    "old older younger little big best new late eldest oldest youngest elder ex step dear"
)
# Auxiliaries between a subject and "always"/"never" that make the clause a statement.
_STATEMENT_AUX = _words(
    "is was are were has had have does did do will would can could 's 'd 're 've 'll "
    "isn't wasn't aren't weren't hasn't hadn't haven't doesn't didn't don't won't wouldn't "
    "can't couldn't used"
)
_PAST_AUX = _words("was were had did wasn't weren't hadn't didn't")
_MIDDLE_ADVERBS = _words(
    "almost nearly practically virtually basically pretty much also still just generally "
    "usually not really literally honestly probably definitely certainly apparently simply to "
    "quite"
)
_POST_ADVERBS = _words("just really still also only actually basically quietly secretly even ever")
_IRREGULAR_PAST = _words(
    "went took ate drank got made came said told wore drove rode flew wrote sat left kept "
    "brought bought paid gave knew thought felt forgot ran swam slept spent found lost met saw "
    "heard held stood understood won sang began broke chose spoke stole threw grew drew fell "
    "fought caught taught sought sold sent built lent meant became forgave hid bit shook woke "
    "froze rose hung dealt led fed fled slid struck swore tore wept wound was were had did "
    "stopped"
)
_PARTICIPLES = _words(
    "been done seen gone eaten taken given written driven flown known spoken broken chosen "
    "forgotten gotten ridden worn shown grown drawn thrown fallen stolen swum sung begun drunk "
    "hidden frozen woken"
)
_PERFECT_AUX = _words("have has 've 's")
_NOT_PAST = _words(
    "need feed speed seed heed bleed breed proceed succeed exceed embed shred shed wed bed sled red"
)
_NOUN_THEN_FINITE = _IRREGULAR_PAST | _words("is was are were has had will 's")
_REPORT_VERBS = _words(
    "said says told tells wrote writes mentioned mentions explained explains claimed claims "
    "stated states noted notes reported reports thinks thought believes believed insisted "
    "insists warned warns complained complains admitted admits added adds replied replies "
    "answered answers announced announces declared declares argued argues joked jokes "
    "confirmed confirms recalled recalls read reads texted emailed tweeted posted shouted "
    "yelled whispered muttered quipped exclaimed remarked remarks boasted boasts swore swears "
    "promised promises reminded reminds laughed displayed displays showed shows"
)
_OBJECT_TAKING = _words("told tells warned warns promised promises reminded reminds texted emailed")
_OBJECTS = _words("me us him her them everyone everybody people")
# Base forms that, opening a clause, read as an order to the assistant. Words that are also
# common first names (Mark, Bill, Sue, Will, Grant, Rob, Pat, Drew, Chase) are left out.
_IMPERATIVE_VERBS = _words(
    "remember forget ignore disregard avoid refrain prefer ensure reply respond answer use "
    "treat assume pretend act address be stop start keep stay include exclude mention tell ask "
    "say speak talk write format summarize summarise translate greet sign cc bcc copy forward "
    "send email text message call phone book reserve schedule cancel remind notify alert warn "
    "check verify confirm double-check review run execute deploy push commit test build "
    "install update upgrade delete remove add put place set save store log record list show "
    "display print output return give share post publish open close turn switch enable disable "
    "default begin end finish skip wait try consider follow obey comply prioritize prioritise "
    "focus limit restrict leave let make take bring get go come pick choose select order buy "
    "pay refer cite link attach escalate report flag tag label file archive note draft plan "
    "contact ping wake water feed respect honor honour mind lock unlock backup rotate reset "
    "hide"
)
_VERB_FOLLOWERS = _words(
    "the a an my your our their his her its this that these those all every each any some no "
    "me us him them it you everyone everything everybody to up out off on in down back over "
    "away yourself only always never not so more less both either neither one two please "
    "sure certain"
)
_NAME_STOPWORDS = (
    _words(
        "the a an this that these those it its there here they them he she we you i me my your "
        "our their his her who what which when where why how each every all any some no none "
        "one someone somebody everyone everybody anyone anybody nobody nothing everything "
        "something people users customers clients agents assistants bots today tomorrow "
        "yesterday tonight monday tuesday wednesday thursday friday saturday sunday weekends "
        "mornings evenings production prod staging main master dev ci deploys deploy deployment "
        "deployments release releases build builds test tests code backups backup lunch dinner "
        "breakfast meetings meeting standup standups it's that's there's also then so but and "
        "or if because after before while since once usually sometimes often rarely nearly "
        "almost dear hi hello thanks please yes no ok okay rule rules policy"
    )
    | _IMPERATIVE_VERBS
)
_REPORT_FRAME_BREAKERS = _words("to please always never don't do must") | _IMPERATIVE_VERBS


# --- patterns -----------------------------------------------------------------------------

# How a candidate is judged in context:
_ANYWHERE = "anywhere"  # counts wherever it stands (outside exempt speech)
_ADVERB = "adverb"  # always/never: habits and narrative past are exempt
_MODAL = "modal"  # should/need to/have to: a person or "I" as subject is exempt
_CLAUSE_START = "clause_start"  # counts only when it opens a clause
_EDGE = "edge"  # counts when it opens or closes a clause
_HABIT = "habit"  # whenever/every time: a person's habit is exempt
_INJECTION = "injection"  # counts everywhere, even quoted: it targets whoever reads the memory

_I = re.IGNORECASE
_NO_COMPOUND = r"(?![-\u2010\u2011]\w)"


@dataclass(frozen=True)
class _Pattern:
    """A directive phrase: what it is, how context judges it, and the regular expression.

    ``words`` are literals of which every match contains at least one (in lower case). A text
    that contains none of them cannot match, so the expression is not run over it: one search
    for a few short strings is far cheaper than a case-insensitive scan with word boundaries,
    and most texts contain the trigger words of only a few patterns. A test checks the words
    against every match in the table of cases and the adversarial corpus.
    """

    kind: str
    mode: str
    words: str
    regex: re.Pattern[str]

    def may_match(self, lowered: str) -> bool:
        return any(word in lowered for word in self.words.split())


_PATTERNS: tuple[_Pattern, ...] = (
    _Pattern(
        IMPERATIVE,
        _INJECTION,
        "ignore disregard forget override bypass",
        re.compile(
            r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?"
            r"(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|"
            r"existing|original|system|former|old|other)\s+(?:instructions?|prompts?|rules?|messages?|"
            r"directions?|guidelines?|context)\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _INJECTION,
        "you system new pretend developer",
        re.compile(
            r"\byou(?:'re|\s+are)\s+now\b|\bsystem\s+prompt\b|\bnew\s+instructions?\b"
            r"|\bpretend\s+(?:to\s+be|you(?:'re|\s+are)|that)\b|\bdeveloper\s+mode\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _ANYWHERE,
        "want need like expect require prefer",
        re.compile(
            r"\b(?:i|we)(?:'d|\s+would)?\s+(?:want|need|like|expect|require|prefer)\s+"
            r"(?:you|the\s+(?:assistant|agent|bot|ai))\s+to\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _ANYWHERE,
        "should better",
        re.compile(r"\byou(?:'d|\s+had)?\s+(?:should|better)\b", _I),
    ),
    _Pattern(IMPERATIVE, _ANYWHERE, "please", re.compile(r"\bplease\b", _I)),
    _Pattern(
        IMPERATIVE, _CLAUSE_START, "you", re.compile(r"\b(?:can|could|would|will)\s+you\b", _I)
    ),
    _Pattern(
        IMPERATIVE, _CLAUSE_START, "do", re.compile(r"\b(?:don't|dont|do\s+not)(?:\s+ever)?\b", _I)
    ),
    _Pattern(
        OBLIGATION,
        _ANYWHERE,
        "you we assistant agent bot ai model",
        re.compile(
            r"\b(?:you|we|the\s+(?:assistant|agent|bot|ai|model))\s+(?:must(?:n't|\s+not)?|"
            r"shall(?:\s+not)?|should(?:n't|\s+not)?|(?:need|needs|have|has)\s+(?:got\s+)?to|"
            r"ought\s+to|(?:are|is|'re)\s+(?:not\s+)?(?:to|required\s+to|supposed\s+to|"
            r"expected\s+to|allowed\s+to|permitted\s+to|obliged\s+to))\b",
            _I,
        ),
    ),
    _Pattern(
        OBLIGATION,
        _ANYWHERE,
        "you",
        re.compile(r"\byou\s+(?:may\s+not|can't|cannot|can\s+not|won't\s+ever)\b", _I),
    ),
    _Pattern(
        OBLIGATION, _ANYWHERE, "must", re.compile(r"\bmust(?:n't|\s+not)?\b" + _NO_COMPOUND, _I)
    ),
    _Pattern(OBLIGATION, _ANYWHERE, "shall", re.compile(r"\bshall(?:n't|\s+not)?\b", _I)),
    _Pattern(
        OBLIGATION,
        _MODAL,
        "should ought need have has supposed required expected obliged",
        re.compile(
            r"\b(?:should(?:n't|\s+not)?|ought\s+to|(?:need|needs)\s+to|(?:have|has)\s+(?:got\s+)?to"
            r"|(?:is|are|am|'re|'s)\s+(?:supposed|required|expected|obliged)\s+to)\b",
            _I,
        ),
    ),
    _Pattern(
        ABSOLUTE, _ADVERB, "always", re.compile(r"(?<![Aa][Ss] )\balways\b" + _NO_COMPOUND, _I)
    ),
    _Pattern(
        ABSOLUTE,
        _ADVERB,
        "never",
        re.compile(
            r"(?<![Aa][Ss] )\bnever(?:\s*+,?\s*+ever)?\b" + _NO_COMPOUND + r"(?!\s+mind\b)", _I
        ),
    ),
    _Pattern(
        ABSOLUTE,
        _ANYWHERE,
        "all circumstance case matter without ever",
        re.compile(
            r"\b(?:at\s+all\s+times|under\s+no\s+circumstances?|in\s+no\s+case|no\s+matter\s+what"
            r"|without\s+exception|without\s+fail|at\s+all\s+costs|not\s+ever)\b",
            _I,
        ),
    ),
    _Pattern(
        STANDING_ORDER,
        _ANYWHERE,
        "from henceforth hereafter further future",
        re.compile(
            r"\bfrom\s+now\s+on(?:wards?)?\b|\bfrom\s+(?:here|this\s+point|today|this\s+day)"
            r"(?:\s+(?:on|onwards?|forward|out))+\b|\bhenceforth\b|\bhereafter\b"
            r"|\buntil\s+further\s+notice\b|\bfor\s+all\s+future\b",
            _I,
        ),
    ),
    _Pattern(STANDING_ORDER, _EDGE, "forward", re.compile(r"\b(?:going|moving)\s+forward\b", _I)),
    _Pattern(
        STANDING_ORDER,
        _CLAUSE_START,
        "future default",
        re.compile(r"\bin\s+(?:the\s+)?future\b|\bby\s+default\b|\bas\s+a\s+default\b", _I),
    ),
    _Pattern(
        STANDING_ORDER,
        _HABIT,
        "whenever time",
        re.compile(r"\bwhenever\b|\b(?:every|each|any)\s*time\b", _I),
    ),
    _Pattern(RULE, _ANYWHERE, "rule", re.compile(r"\brules?\b" + _NO_COMPOUND, _I)),
    _Pattern(
        RULE,
        _ANYWHERE,
        "polic standing convention guideline",
        re.compile(
            r"\bpolic(?:y|ies)\s*:|\b(?:our|company|team|house|office|my)\s+polic(?:y|ies)\b"
            r"|\bpolicy\s+is\s+(?:to|that)\b|\bstanding\s+(?:instructions?|orders?)\b"
            r"|\b(?:conventions?|guidelines?)\s*:",
            _I,
        ),
    ),
    _Pattern(
        MAKE_SURE,
        _ANYWHERE,
        "sure certain see",
        re.compile(
            r"\bmake\s+(?:sure|certain)\b|\bbe\s+(?:sure|certain)\s+(?:to|that|you)\b"
            r"|\bsee\s+to\s+it\b",
            _I,
        ),
    ),
)


# --- the text under analysis -----------------------------------------------------------------


class _Token(NamedTuple):
    """A word of the text and where it stands (a tuple: a long text has thousands)."""

    text: str
    lower: str
    start: int
    end: int


_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*")
_CLITIC = re.compile(r"(?i)^(.+?)('s|'d|'ll|'re|'ve|'m)$")


def _tokenize(s: str) -> list[_Token]:
    tokens: list[_Token] = []
    for m in _TOKEN.finditer(s):
        word, start = m.group(), m.start()
        clitic = _CLITIC.match(word) if "'" in word else None
        if clitic and not word.lower().endswith("n't"):
            head = clitic.group(1)
            tokens.append(_Token(head, head.lower(), start, start + len(head)))
            tail = clitic.group(2)
            tokens.append(_Token(tail, tail.lower(), start + len(head), m.end()))
        else:
            tokens.append(_Token(word, word.lower(), start, m.end()))
    return tokens


# A closing single quote follows a non-space and is not followed by a letter or digit; an
# opening one follows no letter or digit (an apostrophe inside a word, "don't", "Priya's",
# never opens a quotation) and is followed by a non-space. Each opener takes the first closer
# after it on the same line, and quotes inside a quotation open nothing: after the opener, the
# possessive run takes every character that is neither a newline nor a closer (a quote after a
# space, or before a letter or digit), so what stops it is the closer (group 1) or the line's
# end. An opener with no closer on its line has none for any later opener on that line either,
# so the second branch takes the rest of the line and no opener is scanned twice: one linear
# pass.
_SINGLE_QUOTED = re.compile(
    r"(?<![^\W_])'(?=\S)"
    r"(?:(?:[^'\n]|(?<!\S)'|'(?=[^\W_]))*+((?<=\S)'(?![^\W_]))|[^\n]*+)"
)


def _quote_spans(s: str) -> list[tuple[int, int]]:
    """(open, close) positions of quotation marks; an unclosed quote quotes nothing."""
    doubles = [m.start() for m in re.finditer('"', s)]
    spans = list(zip(doubles[0::2], doubles[1::2], strict=False))
    spans += [(m.start(), m.start(1)) for m in _SINGLE_QUOTED.finditer(s) if m.start(1) >= 0]
    return spans


_SUBJECT_WINDOW = 24


# A sentence ends at ! ? ; or a newline, or a full stop before a space, a quote, a bracket or
# the end; a clause also at a comma or colon before those, at brackets, dashes and double
# quotes, and at a hyphen standing alone between spaces (quotation marks are added apart).
_FOLLOWED_BY_SPACE = r"(?=\s|[\"')]|\Z)"
_SENTENCE_BREAK = re.compile(r"[!?;\n]|\." + _FOLLOWED_BY_SPACE)
_CLAUSE_BREAK = re.compile(
    r"[!?;\n]|[.,:]" + _FOLLOWED_BY_SPACE + r"|[()\[\]{}\u2014\u2013\"]|(?<= )-(?= )"
)


class _Breaks:
    """The break positions of a text, and the span between breaks around any position."""

    def __init__(self, positions: list[int], n: int) -> None:
        self.positions = positions  # sorted
        self.n = n

    def start(self, i: int) -> int:
        """Where the span holding position ``i`` begins: just after the last break before it."""
        k = bisect.bisect_left(self.positions, i)
        return self.positions[k - 1] + 1 if k else 0

    def end(self, i: int) -> int:
        """Where it ends: at the first break at or after ``i`` (the text's length if none)."""
        k = bisect.bisect_left(self.positions, i)
        return self.positions[k] if k < len(self.positions) else self.n


class _Text:
    def __init__(self, s: str) -> None:
        self.s = s
        self.lowered = s.lower()
        self.tokens = _tokenize(s)
        self.starts = [t.start for t in self.tokens]
        self.quotes = _quote_spans(s)
        n = len(s)
        delimiters = {p for span in self.quotes for p in span}
        clause_breaks = {m.start() for m in _CLAUSE_BREAK.finditer(s)} | delimiters
        self.clauses = _Breaks(sorted(clause_breaks), n)
        self.sentences = _Breaks([m.start() for m in _SENTENCE_BREAK.finditer(s)], n)
        self._addressed: dict[int, bool] = {}

    def _bounds(self, start: int, end: int) -> tuple[int, int]:
        lo = bisect.bisect_left(self.starts, start)
        hi = bisect.bisect_left(self.starts, end)
        while hi > lo and self.tokens[hi - 1].end > end:
            hi -= 1
        return lo, hi

    def tokens_in(self, start: int, end: int) -> list[_Token]:
        lo, hi = self._bounds(start, end)
        return self.tokens[lo:hi]

    def first_tokens(self, start: int, end: int, count: int) -> list[_Token]:
        lo, hi = self._bounds(start, end)
        return self.tokens[lo : min(hi, lo + count)]

    def last_tokens(self, start: int, end: int, count: int) -> list[_Token]:
        lo, hi = self._bounds(start, end)
        return self.tokens[max(lo, hi - count) : hi]

    def clause_before(self, pos: int) -> list[_Token] | None:
        """The clause's tokens before ``pos``; None when there are too many to be a subject.

        The exemptions look for a short subject at the start of the clause, so a long clause
        is judged without them (flagged), which also keeps the cost linear.
        """
        lo, hi = self._bounds(self.clauses.start(pos), pos)
        return self.tokens[lo:hi] if hi - lo <= _SUBJECT_WINDOW else None

    def clause_after(self, pos: int, count: int = 8) -> list[_Token]:
        return self.first_tokens(pos, self.clauses.end(pos), count)

    def speaks_to_assistant(self, pos: int) -> bool:
        """Whether the sentence around ``pos`` mentions "you" or the assistant."""
        start = self.sentences.start(pos)
        cached = self._addressed.get(start)
        if cached is None:
            cached = bool(_ADDRESSEE.search(self.s, start, self.sentences.end(pos)))
            self._addressed[start] = cached
        return cached


def _strip(tokens: list[_Token], words: frozenset[str]) -> list[_Token]:
    i = 0
    while i < len(tokens) and tokens[i].lower in words:
        i += 1
    return tokens[i:]


# Endings of capitalised common nouns ("Replies", "Documentation", "Builds") that open a
# sentence and would otherwise pass for a first name.
_COMMON_NOUN_ENDING = re.compile(
    r"(?:tion|sion|ment|ness|ity|ance|ence|ies|ings|ers|ors|ship|ses|[^aeiouys]s)$"
)


def _is_name(token: _Token) -> bool:
    return (
        bool(re.fullmatch(r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*", token.text))
        and token.lower not in _NAME_STOPWORDS
        and not _COMMON_NOUN_ENDING.search(token.lower)
    )


def _person_noun_phrase(tokens: list[_Token], i: int) -> tuple[int, bool] | None:
    """Tokens consumed by "[adjective] person-noun" at ``i``, and whether it is plural."""
    if i < len(tokens) and tokens[i].lower in _PERSON_ADJECTIVES:
        i += 1
    if i < len(tokens) and tokens[i].lower in _PERSON_NOUNS:
        return i + 1, tokens[i].lower in _PLURAL_PERSON_NOUNS
    return None


def _one_person(tokens: list[_Token], i: int) -> tuple[int, bool] | None:
    if i >= len(tokens):
        return None
    word = tokens[i].lower
    if word in _PRONOUNS_SINGULAR:
        return i + 1, False
    if word == "who":
        # A relative "who" always refers to people; number unknown, so any verb form passes.
        return i + 1, True
    if word in _POSSESSIVES or word == "the":
        return _person_noun_phrase(tokens, i + 1)
    if _is_name(tokens[i]):
        j = i + 1
        while j < len(tokens) and j < i + 3 and _is_name(tokens[j]):
            j += 1
        if j < len(tokens) and tokens[j].lower == "'s":
            owned = _person_noun_phrase(tokens, j + 1)
            if owned is not None:
                return owned
        return j, False
    return None


def _person_subject(tokens: list[_Token]) -> tuple[int, bool] | None:
    """How many leading tokens form a third-person subject naming people, and if plural."""
    first = _one_person(tokens, 0)
    if first is None:
        return None
    end, plural = first
    while end < len(tokens) and tokens[end].lower == "and":
        more = _one_person(tokens, end + 1)
        if more is None:
            return None
        end, plural = more[0], True
    return end, plural


def _is_past(word: str) -> bool:
    if word in _IRREGULAR_PAST or word in _PARTICIPLES:
        return True
    return (
        len(word) > 3 and word.endswith("ed") and not word.endswith("eed") and word not in _NOT_PAST
    )


def _is_third_singular(word: str) -> bool:
    return (
        len(word) > 2
        and word.endswith("s")
        and not word.endswith("ss")
        and word not in {"this", "its", "his", "yes", "plus", "thus"}
    )


def _statement_verb(word: str, plural: bool) -> bool:
    if word in _STATEMENT_AUX or _is_past(word):
        return True
    return plural or _is_third_singular(word)


def _words_after(t: _Text, pos: int, skip: frozenset[str]) -> list[_Token]:
    return _strip(t.clause_after(pos), skip)


# --- exemptions -----------------------------------------------------------------------------


def _habit_statement(tokens: list[_Token]) -> bool:
    """Whether ``tokens`` open with a person and a statement verb ("Ada calls", "she has")."""
    subject = _person_subject(tokens)
    if subject is None:
        return False
    end, plural = subject
    rest = _strip(tokens[end:], _MIDDLE_ADVERBS)
    return bool(rest) and _statement_verb(rest[0].lower, plural)


def _adverb_exempt(t: _Text, start: int, end: int) -> bool:
    before = _strip(t.clause_before(start) or [], _CONJUNCTIONS)
    if not before or t.speaks_to_assistant(start):
        return False
    after = _words_after(t, end, _POST_ADVERBS)
    verb = after[0].lower if after else ""
    subject = _person_subject(before)
    if subject is not None:
        stop, plural = subject
        middle = before[stop:]
        if all(m.lower in _STATEMENT_AUX or m.lower in _MIDDLE_ADVERBS for m in middle):
            if any(m.lower in _STATEMENT_AUX for m in middle):
                return True
            if verb and _statement_verb(verb, plural):
                return True
    # Narrative past: "It never stopped raining", "We had always wanted to go".
    if before[0].lower in _IMPERATIVE_VERBS or before[0].lower in _LEADERS:
        return False
    if any(b.lower in _PAST_AUX for b in before[-2:]):
        return True
    if any(b.lower in _PERFECT_AUX for b in before) and any(b.lower == "we" for b in before):
        return False  # "we have always used tabs": a convention that still holds
    return bool(verb) and _is_past(verb)


def _modal_exempt(t: _Text, start: int) -> bool:
    before = _strip(t.last_tokens(t.clauses.start(start), start, _SUBJECT_WINDOW), _CONJUNCTIONS)
    if not before or t.speaks_to_assistant(start):
        return False
    if before[-1].lower in {"no", "the", "a", "any", "without"}:
        return True  # "no need to", "the need to": a noun, not an obligation
    # The subject is the word just before the modal, past any adverbs or auxiliaries:
    # "Ada really needs to", "I told Ada she should", "my sister will have to".
    i = len(before) - 1
    while i >= 0 and (before[i].lower in _MIDDLE_ADVERBS or before[i].lower in _STATEMENT_AUX):
        i -= 1
    if i < 0:
        return False
    word = before[i]
    if word.lower in {"i", "he", "she", "who"} or word.lower in _PERSON_NOUNS:
        return True
    return _is_name(word) and (i == 0 or before[i - 1].lower not in _IMPERATIVE_VERBS)


def _habit_exempt(t: _Text, start: int) -> bool:
    if t.speaks_to_assistant(start):
        return False
    clause = t.clause_before(start)
    if clause is None:
        return False
    before = _strip(clause, _CONJUNCTIONS)
    if before:
        return _habit_statement(before)
    # "Whenever Ada visits, she brings cake": judge the main clause after the comma.
    close = t.clauses.end(start)
    if close >= len(t.s) or t.s[close] != ",":
        return False
    return _habit_statement(_strip(t.clause_after(close + 1), _CONJUNCTIONS))


def _speaker_ok(speaker: list[_Token]) -> bool:
    if not 1 <= len(speaker) <= 4:
        return False
    if any(s.lower in _NOT_THIRD_PARTY for s in speaker):
        return False
    return speaker[0].lower not in _IMPERATIVE_VERBS


def _speaker_before(tokens: list[_Token]) -> list[_Token]:
    cut = 0
    for i, tok in enumerate(tokens):
        if tok.lower in _CONJUNCTIONS:
            cut = i + 1
    return tokens[cut:]


def _frame_before(t: _Text, pos: int) -> bool | None:
    """Whether the words just before ``pos`` attribute what follows to a third party.

    None when there is no reporting frame at all; False when there is one but it makes the
    quoted words count (the user speaking, or words addressed to the assistant).
    """
    tokens = t.last_tokens(t.sentences.start(pos), pos, 8)
    if not tokens or t.s[tokens[-1].end : pos].strip(" ,:") != "":
        return None
    if tokens[-1].lower == "that":
        tokens = tokens[:-1]
    if len(tokens) >= 2 and (tokens[-2].lower == "to" or tokens[-2].lower in _OBJECT_TAKING):
        # "said to me", "told Ada": the listener; "told you", "said to you": the assistant.
        if tokens[-1].lower == "you":
            return False
        if tokens[-1].lower in _OBJECTS or _is_name(tokens[-1]):
            tokens = tokens[:-2] if tokens[-2].lower == "to" else tokens[:-1]
    if not tokens or tokens[-1].lower not in _REPORT_VERBS:
        return None
    return _speaker_ok(_speaker_before(tokens[:-1]))


def _frame_after(t: _Text, pos: int) -> bool | None:
    tokens = t.first_tokens(pos, t.sentences.end(pos), 5)
    if not tokens or t.s[pos : tokens[0].start].strip(" ,") != "":
        return None
    if tokens[0].lower in _REPORT_VERBS:
        rest = tokens[1:]
        speaker = rest[
            : next((i for i, r in enumerate(rest) if r.lower in _CONJUNCTIONS), len(rest))
        ]
        return _speaker_ok(speaker[:4]) if speaker else None
    for k in range(1, min(5, len(tokens))):
        if tokens[k].lower in _REPORT_VERBS:
            return _speaker_ok(tokens[:k])
    return None


def _exempt_spans(t: _Text, candidates: Sequence[int]) -> list[tuple[int, int]]:
    """Stretches of attributed speech, judged only where they hold one of ``candidates`` (the
    sorted starts of exemptable phrases): an exemption with nothing in it changes nothing."""

    def holds_a_candidate(start: int, end: int) -> bool:
        k = bisect.bisect_left(candidates, start)
        return k < len(candidates) and candidates[k] < end

    spans: list[tuple[int, int]] = []
    for open_, close in t.quotes:
        if not holds_a_candidate(open_ + 1, close):
            continue
        before = _frame_before(t, open_)
        attributed = before if before is not None else _frame_after(t, close + 1)
        if attributed:
            spans.append((open_ + 1, close))
    for tok in t.tokens:
        # A reported region lies in the rest of the verb's clause.
        if tok.lower not in _REPORT_VERBS or not holds_a_candidate(tok.end, t.clauses.end(tok.end)):
            continue
        region = _reported_region(t, tok)
        if region is not None:
            spans.append(region)
    return spans


def _reported_region(t: _Text, verb: _Token) -> tuple[int, int] | None:
    """The clause a third party is reported as saying after ``verb``, if it may be exempt."""
    before = _speaker_before(t.last_tokens(t.clauses.start(verb.start), verb.start, 8))
    if not _speaker_ok(before):
        return None
    after = t.clause_after(verb.end)
    pos = verb.end
    if (
        after
        and verb.lower in _OBJECT_TAKING
        and (after[0].lower in _OBJECTS or _is_name(after[0]))
    ):
        pos, after = after[0].end, after[1:]
    gap = t.s[pos : after[0].start] if after else t.s[pos:]
    # A colon or a quotation mark right after the verb is direct speech: the quote rule judges
    # quotation marks, and an unquoted colon reads as a relayed order.
    if gap.strip() != "" or not after:
        return None
    if after[0].lower == "that":
        after = after[1:]
    # Reported content that opens with an order word ("said to ...", "says always ...") is a
    # relayed order, not a report of what someone holds true.
    if not after or after[0].lower in _REPORT_FRAME_BREAKERS:
        return None
    first = after[0]
    end = t.clauses.end(first.start)
    region = t.s[first.start : end]
    if _ADDRESSEE.search(region) or _FIRST_PLURAL.search(region):
        return None
    return first.start, end


# --- clause-initial imperatives ------------------------------------------------------------------


def _clause_openers(t: _Text) -> Iterable[tuple[list[_Token], int]]:
    """For each clause, its tokens after any leading "and"/"so"/"please", with the index of
    the first token that is not such a leader."""
    # No token crosses a break, so a clause's tokens are a run of the token list with the same
    # clause start: grouping the tokens visits only clauses that have words, however many
    # breaks (a text of quotation marks is all breaks) the text has.
    for _, group in itertools.groupby(t.tokens, key=lambda token: t.clauses.start(token.start)):
        tokens = list(group)
        i = 0
        while i < len(tokens) and tokens[i].lower in _LEADERS:
            i += 1
        if i < len(tokens):
            yield tokens, i


def _reads_as_verb(t: _Text, tokens: list[_Token], i: int) -> bool:
    verb = tokens[i]
    tail = t.s[verb.end : verb.end + 2]
    if tail.startswith(":") or tail.startswith("-"):
        return False  # a heading: "Update: ...", "Note - ..."
    if i + 1 >= len(tokens):
        return True
    nxt = tokens[i + 1]
    if nxt.lower == "of" or nxt.lower in _NOUN_THEN_FINITE:
        return False  # "Use of force", "Answer is 42"
    if nxt.lower in _VERB_FOLLOWERS or (_is_name(nxt) and nxt.text != nxt.text.upper()):
        return True
    # A finite verb later in the clause makes the first word its subject:
    # "Book club met on Tuesday", "Call with Ada went well".
    return not any(tok.lower in _NOUN_THEN_FINITE or _is_past(tok.lower) for tok in tokens[i + 2 :])


def _imperative_openers(t: _Text) -> Iterable[tuple[int, int]]:
    for tokens, i in _clause_openers(t):
        if tokens[i].lower in _IMPERATIVE_VERBS and _reads_as_verb(t, tokens, i):
            yield tokens[i].start, tokens[i].end


def _opens_clause(t: _Text, start: int) -> bool:
    return not _strip(t.last_tokens(t.clauses.start(start), start, _SUBJECT_WINDOW), _LEADERS)


def _closes_clause(t: _Text, end: int) -> bool:
    return t.s[end : t.clauses.end(end)].strip() == ""


# --- public API -------------------------------------------------------------------------------


class _Spans:
    """Exempt stretches of text, answering "is [start, end) inside one of them?" quickly."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        self.spans = sorted(spans)
        self.starts = [a for a, _ in self.spans]
        # For each prefix of the sorted spans, the furthest end reached so far.
        self.reach: list[int] = []
        furthest = -1
        for _, b in self.spans:
            furthest = max(furthest, b)
            self.reach.append(furthest)

    def covers(self, start: int, end: int) -> bool:
        k = bisect.bisect_right(self.starts, start)
        return k > 0 and self.reach[k - 1] >= end


def _candidates(t: _Text) -> list[tuple[int, int, str, bool]]:
    """(start, end, kind, exemptable) for every phrase that counts before speech exemptions."""
    found: list[tuple[int, int, str, bool]] = []
    for pattern in _PATTERNS:
        if not pattern.may_match(t.lowered):
            continue
        kind, mode = pattern.kind, pattern.mode
        for m in pattern.regex.finditer(t.s):
            start, end = m.span()
            if mode == _ADVERB and _adverb_exempt(t, start, end):
                continue
            if mode == _MODAL and _modal_exempt(t, start):
                continue
            if mode == _HABIT and _habit_exempt(t, start):
                continue
            if mode == _CLAUSE_START and not _opens_clause(t, start):
                continue
            if mode == _EDGE and not (_opens_clause(t, start) or _closes_clause(t, end)):
                continue
            found.append((start, end, kind, mode != _INJECTION))
    for start, end in _imperative_openers(t):
        found.append((start, end, IMPERATIVE, True))
    return found


def find_directives(text: str) -> tuple[DirectiveHit, ...]:
    """Every directive phrase in ``text`` that counts, in order of appearance."""
    norm, origin = _normalize(text)
    if not norm.strip():
        return ()
    t = _Text(norm)
    candidates = _candidates(t)
    exempt = _Spans(_exempt_spans(t, sorted(c[0] for c in candidates if c[3])))
    kept = [
        (start, end, kind)
        for start, end, kind, exemptable in candidates
        if not (exemptable and exempt.covers(start, end))
    ]
    # A phrase inside a longer one ("must" in "you must") is reported once, as the longer:
    # sorted by start and longest first, a hit is inside an earlier one iff it ends no later
    # than the furthest end seen so far.
    kept.sort(key=lambda h: (h[0], -h[1]))
    result: list[tuple[int, int, str]] = []
    furthest = -1
    for start, end, kind in kept:
        if end <= furthest:
            continue
        furthest = end
        result.append((start, end, kind))
    return tuple(
        DirectiveHit(phrase=text[origin[start] : origin[end - 1] + 1], kind=kind)
        for start, end, kind in result
    )


def looks_directive(text: str) -> bool:
    return bool(find_directives(text))
