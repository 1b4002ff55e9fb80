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

Layout: :mod:`.text` folds and tokenizes the text, :mod:`.vocabulary` holds the word lists,
:mod:`.patterns` the directive expressions, :mod:`.clauses` the subject analysis and the
exemptions it supports, :mod:`.speech` quoted and reported speech, and :mod:`.detector` puts
them together.
"""

from __future__ import annotations

from .detector import DirectiveHit, find_directives, looks_directive

# The tests check the patterns' trigger words and the folding: re-exported for them.
from .patterns import _PATTERNS as _PATTERNS
from .patterns import (
    ABSOLUTE,
    IMPERATIVE,
    MAKE_SURE,
    OBLIGATION,
    RULE,
    STANDING_ORDER,
)
from .text import _normalize as _normalize

__all__ = [
    "ABSOLUTE",
    "IMPERATIVE",
    "MAKE_SURE",
    "OBLIGATION",
    "RULE",
    "STANDING_ORDER",
    "DirectiveHit",
    "find_directives",
    "looks_directive",
]
