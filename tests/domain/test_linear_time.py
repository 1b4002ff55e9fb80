"""Every text detector runs in time linear in its input: a guard against the quadratic class.

This is the one place the suite asserts on wall-clock time, and only as a coarse guard: the
inputs are shaped to provoke regex backtracking (long whitespace and separator runs after every
keyword, repeated keywords, near-misses of key shapes, quotes and fences, long single tokens;
bench/adversarial.py's corpus and the texts below), on which a linear detector answers at once
and a quadratic one takes seconds to minutes. No single input may take a second. Speed itself
is measured by the benchmark (docs/), not here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bench.adversarial import DETECTORS, corpus, time_once
from memoryapp.domain.change_match import match_change
from memoryapp.domain.changes import describes_a_change
from memoryapp.domain.directives import find_directives
from memoryapp.domain.extraction import decode_extraction
from memoryapp.domain.loop_closing import completion, settled
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.secrets import find_credentials, mask

GUARD_S = 1.0
SIZE = 8000


def seconds(detector: Callable[[str], object], text: str) -> float:
    return time_once(detector, text) / 1000


@pytest.mark.slow  # the whole corpus through every detector: make test, not make test-fast
@pytest.mark.parametrize("name", sorted(DETECTORS))
def test_no_input_of_the_adversarial_corpus_takes_a_second(name: str) -> None:
    detector = DETECTORS[name]
    slow = [
        (case, round(took, 2))
        for case, text in corpus(SIZE)
        if (took := seconds(detector, text)) > GUARD_S
    ]
    assert not slow, f"{name} took over {GUARD_S} s on: {slow[:5]}"


# Long whitespace runs after a keyword: the inputs the audit found, and four times longer ones
# (quadratic work on a run of 32,000 characters takes minutes); then texts up to the
# 8000-character content limit for the masker and the directive detector.
SHAPED = [
    ("pwd-x21-spaces", find_credentials, "pwd" * 21 + " " * 7937),
    ("password-tabs", find_credentials, "password" + " \t" * 16000),
    ("pin-spaces", find_credentials, "pin" + " " * 32000 + "x"),
    ("never-spaces", find_directives, "never" + " " * 32000 + ", " + " " * 32000),
    ("fence-spaces", decode_extraction, "```" + " " * 32000 + "x"),
    ("mask-dotted-name", mask, "a." * 4000),
    ("mask-dashed-name", mask, "a-" * 4000),
    ("mask-keyword-run", mask, "token" * 1600),
    ("mask-password-words", mask, "password " * 900),
    ("mask-jwt-prefixes", mask, "eyJ" * 2666),
    ("mask-scheme-and-colons", mask, "x://" + "a:" * 3990),
    ("mask-begin-lines", mask, "-----BEGIN " * 700),
    ("directives-repeated-always", find_directives, "always " * 1140),
    ("directives-apostrophes", find_directives, "'a " * 2600),
    ("directives-quotes", find_directives, '"a" ' * 2000),
    ("directives-report-verbs", find_directives, "Priya said " * 720),
    ("directives-one-long-clause", find_directives, "Ada and " * 1000 + "always eats"),
    ("directives-whenever-clauses", find_directives, "Whenever Ada visits, " * 400),
    ("change-from-spaces", lambda t: match_change(t, t, None), "from" + " " * 32000 + "x"),
    ("change-repeated-from", lambda t: match_change(t, t, None), "moved from x " * 2600),
    ("change-long-subject", lambda t: match_change(t, t, None), "backend " * 4000 + "moved to x"),
    ("change-long-words", lambda t: match_change(t, t + "y", None), ("b" * 60 + " ") * 130),
    ("change-possessive-objects", describes_a_change, "switched " + "dad's " * 1300 + "x"),
    ("change-is-out-runs", describes_a_change, "slack is out, " * 570),
    ("change-taken-over", lambda t: match_change(t, t, None), "took over " * 800),
    ("change-kept-slots", lambda t: match_change(t, t + " on x", None), "a now trains on " * 500),
    (
        "change-origin-runs",
        lambda t: match_change(t, "x buys from y", None),
        "comes from x " * 2400,
    ),
    ("change-ended-subjects", lambda t: match_change(t, t, None), "x no longer; " * 2400),
    # Many first-person intentions in one sentence, none of them work: a deadline is looked
    # for once a sentence, not once an intention.
    ("loops-repeated-ill", opening.__wrapped__, "i'll " * 6400),
    ("loops-repeated-requests", opening.__wrapped__, "could you " * 3200),
    ("loops-repeated-lets", opening.__wrapped__, "let's " * 5300),
    ("loops-repeated-headlines", opening.__wrapped__, "marta to " * 3500),
    ("loops-repeated-told", opening.__wrapped__, "told a b we'd " * 2300),
    # The jotted shapes: many passive delegations, places left open, "there's" and wants.
    ("loops-repeated-asked", opening.__wrapped__, "ravi has been asked to " * 1400),
    ("loops-repeated-with-for", opening.__wrapped__, "is with the x for y " * 1600),
    ("loops-repeated-there-is", opening.__wrapped__, "there's another x to " * 1500),
    ("loops-repeated-phrasal", opening.__wrapped__, "jamal is looking into " * 1450),
    ("loops-label-then-colons", opening.__wrapped__, "up next: " + "a: " * 10000),
    ("loops-repeated-arrows", opening.__wrapped__, "badges -> priya " * 1900),
    ("loops-repeated-had-its", lambda t: completion(t, "fix"), "had its a b c " * 2300),
    ("loops-repeated-is-state", lambda t: completion(t, "clear"), "the pitch is " * 2400),
    # A future perfect's "will have" with no participle after it, and work begun, many times.
    ("loops-repeated-will-have", lambda t: completion(t, "fix"), "will have a b " * 2300),
    ("loops-repeated-started", settled, "started sanding " * 2000 + "done"),
    # A long thing before its broken state, and many possessives after "got".
    ("loops-long-broken-thing", opening.__wrapped__, "the " + "old " * 6000 + "is stuck"),
    ("loops-repeated-got-possessive", lambda t: completion(t, "fix"), "got the a's " * 2300),
    ("loops-repeated-dropped", lambda t: completion(t, "fix"), "dropped a b c " * 2300),
    ("loops-repeated-but", lambda t: completion(t, "fix"), "but a b c " * 2300),
    ("loops-repeated-agreed-at", opening.__wrapped__, "agreed at a b " * 2300),
]


@pytest.mark.parametrize(("detector", "text"), [r[1:] for r in SHAPED], ids=[r[0] for r in SHAPED])
def test_texts_shaped_to_backtrack_are_cheap(detector: Callable[[str], object], text: str) -> None:
    assert seconds(detector, text) < GUARD_S


def test_the_linear_patterns_still_find_what_they_found() -> None:
    # The possessive separators accept the same spellings the backtracking ones did.
    cases = {
        "password: hunter22": "hunter22",
        "password   :   hunter22": "hunter22",
        'password" is now hunter22': "hunter22",
        "the password for the guest wifi is hunter22": "hunter22",
        "pwd => hunter22": "hunter22",
        "api_key = 'Zx81kQ0pLm77TtYb'": "Zx81kQ0pLm77TtYb",
        "door code is 4711": "4711",
        "pin:  4711": "4711",
    }
    for text, secret in cases.items():
        hits = find_credentials(text)
        assert [text[h.start : h.end] for h in hits] == [secret], text
    assert find_credentials("passwordis hunter22") == ()
    assert [h.phrase for h in find_directives("Never , ever push to main.")] == ["Never , ever"]
    assert [h.phrase for h in find_directives("never   ever push to main")] == ["never   ever"]
    assert decode_extraction("```  json  \n[]\n```").ok
