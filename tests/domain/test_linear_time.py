"""Every text detector runs in time linear in its input: a guard against the quadratic class.

The corpus is bench/adversarial.py's (long whitespace and separator runs after every keyword,
repeated keywords, near-misses of key shapes, quotes and fences, long single tokens). No single
input may take a second: the linear detectors take milliseconds, a quadratic one takes seconds
to minutes on these (8,000 characters of whitespace after "pwd" x 21 once took 27.7 s). Speed
itself is measured by the benchmark, not here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bench.adversarial import DETECTORS, corpus, time_once
from memoryapp.domain.directives import find_directives
from memoryapp.domain.extraction import decode_extraction
from memoryapp.domain.secrets import find_credentials

GUARD_S = 1.0
SIZE = 8000


def seconds(detector: Callable[[str], object], text: str) -> float:
    return time_once(detector, text) / 1000


@pytest.mark.parametrize("name", sorted(DETECTORS))
def test_no_input_of_the_adversarial_corpus_takes_a_second(name: str) -> None:
    detector = DETECTORS[name]
    slow = [
        (case, round(took, 2))
        for case, text in corpus(SIZE)
        if (took := seconds(detector, text)) > GUARD_S
    ]
    assert not slow, f"{name} took over {GUARD_S} s on: {slow[:5]}"


@pytest.mark.parametrize(
    ("detector", "text"),
    [
        # The inputs the audit measured, and four times longer ones: quadratic work on a run
        # of 32,000 characters takes minutes.
        (find_credentials, "pwd" * 21 + " " * 7937),
        (find_credentials, "password" + " \t" * 16000),
        (find_credentials, "pin" + " " * 32000 + "x"),
        (find_directives, "never" + " " * 32000 + ", " + " " * 32000),
        (decode_extraction, "```" + " " * 32000 + "x"),
    ],
    ids=["pwd-x21-spaces", "password-tabs", "pin-spaces", "never-spaces", "fence-spaces"],
)
def test_long_whitespace_runs_after_a_keyword_are_cheap(
    detector: Callable[[str], object], text: str
) -> None:
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
