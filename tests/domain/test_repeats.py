"""The repeat rule: what a rejection may swallow, what only earns a note, what is unrelated."""

from __future__ import annotations

import time

import pytest

from memoryapp.domain.repeats import (
    RepeatVerdict,
    Statement,
    judge_repeat,
    normalise,
)
from memoryapp.domain.similarity import NEAR_DUPLICATE_AT
from memoryapp.domain.types import MemoryType

SEMANTIC = MemoryType.SEMANTIC
SAME, DIFFERS, UNRELATED = RepeatVerdict.SAME, RepeatVerdict.DIFFERS, RepeatVerdict.UNRELATED
HTTP = "The user enjoys discussing HTTP caching headers in depth."
COFFEE = "The user drinks two coffees every morning."
SEAT = "Priya prefers the aisle seat on long flights."
STANDUP = "The team's standup moved to Monday in March."
IN_BAND = max(NEAR_DUPLICATE_AT, 0.97)

CASES = [
    # (new, earlier, cosine, verdict): cosine None is "not embedded", judged by words.
    ("exact", HTTP, HTTP, None, SAME),
    ("case and punctuation", HTTP.upper().rstrip("."), HTTP, None, SAME),
    ("spacing", "The user  enjoys discussing HTTP caching headers in depth!", HTTP, 0.5, SAME),
    (
        "intensifier in band",
        "The user really enjoys discussing HTTP caching headers in depth.",
        HTTP,
        IN_BAND,
        SAME,
    ),
    (
        "intensifier without cosine",
        "The user really enjoys discussing HTTP caching headers in depth.",
        HTTP,
        None,
        SAME,
    ),
    (
        "inflection",
        "The user enjoyed discussing HTTP caching header in depth.",
        HTTP,
        IN_BAND,
        SAME,
    ),
    (
        "negation",
        "The user does not enjoy discussing HTTP caching headers in depth.",
        HTTP,
        0.96,
        DIFFERS,
    ),
    (
        "contracted negation",
        "The user doesn't enjoy discussing HTTP caching headers in depth.",
        HTTP,
        None,
        DIFFERS,
    ),
    ("other number word", "The user drinks three coffees every morning.", COFFEE, 0.97, DIFFERS),
    ("other digit", "The user drinks 3 coffees every morning.", COFFEE, None, DIFFERS),
    ("other value", "Priya prefers the window seat on long flights.", SEAT, 0.96, DIFFERS),
    ("other weekday", "The team's standup moved to Friday in March.", STANDUP, 0.98, DIFFERS),
    ("other month", "The team's standup moved to Monday in April.", STANDUP, None, DIFFERS),
    (
        "synonym leans safe",
        "The user likes discussing HTTP caching headers in depth.",
        HTTP,
        0.96,
        DIFFERS,
    ),
    (
        "same words, not in band",
        "In depth HTTP caching headers the user enjoys discussing.",
        HTTP,
        0.90,
        DIFFERS,
    ),
    (
        "order swapped in band",
        "Bob pays Alice every month.",
        "Alice pays Bob every month.",
        0.99,
        DIFFERS,
    ),
    (
        "modal",
        "The user must review every HTTP caching header.",
        "The user may review every HTTP caching header.",
        0.97,
        DIFFERS,
    ),
    (
        "hedge below band",
        "The user probably enjoys discussing HTTP caching headers in depth.",
        HTTP,
        0.91,
        SAME,
    ),
    ("clause first in band", "On long flights, Priya prefers the aisle seat.", SEAT, 0.97, SAME),
    (
        "clause first and intensified",
        "On long flights, Priya really prefers the aisle seat.",
        SEAT,
        0.96,
        SAME,
    ),
    (
        "clause first below band",
        "On long flights, Priya prefers the aisle seat.",
        SEAT,
        0.9,
        DIFFERS,
    ),
    (
        "clause first without cosine",
        "On long flights, Priya prefers the aisle seat.",
        SEAT,
        None,
        DIFFERS,
    ),
    ("nothing but function words", "It is what it is.", "What is it?", 0.9, DIFFERS),
    ("far apart", "Priya's cat is called Miso.", HTTP, 0.10, UNRELATED),
    ("far apart by words", "Priya's cat is called Miso.", HTTP, None, UNRELATED),
    ("another detail, not close", "The user drinks tea at night.", COFFEE, 0.40, UNRELATED),
]


@pytest.mark.parametrize(
    ("new", "earlier", "cosine", "verdict"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_the_rule_on_near_misses(
    new: str, earlier: str, cosine: float | None, verdict: RepeatVerdict
) -> None:
    judged = judge_repeat(Statement(new, SEMANTIC), Statement(earlier, SEMANTIC), cosine)
    assert judged.verdict is verdict, judged.detail


def test_the_detail_says_what_kind_differs_without_the_words() -> None:
    judged = judge_repeat(
        Statement("The user drinks three coffees every morning.", SEMANTIC),
        Statement(COFFEE, SEMANTIC),
        0.97,
    )
    # The detail goes into the audit log: it names the kind of difference, never the words.
    assert judged.detail == "a different number"
    negated = judge_repeat(
        Statement("Priya never takes the aisle seat on long flights.", SEMANTIC),
        Statement(SEAT, SEMANTIC),
        0.9,
    )
    assert negated.detail == "a negation on one side only"
    other = judge_repeat(
        Statement("Priya prefers the window seat on long flights.", SEMANTIC),
        Statement(SEAT, SEMANTIC),
        0.9,
    )
    assert "aisle" not in other.detail and "window" not in other.detail


def test_another_type_is_never_swallowed_unless_the_text_is_equal() -> None:
    episodic = Statement(HTTP.replace("enjoys", "really enjoys"), MemoryType.EPISODIC)
    assert judge_repeat(episodic, Statement(HTTP, SEMANTIC), 0.99).verdict is UNRELATED
    assert (
        judge_repeat(Statement(HTTP, MemoryType.EPISODIC), Statement(HTTP, SEMANTIC)).verdict
        is SAME
    )


def test_normalise_ignores_form_not_words() -> None:
    assert normalise("  Priya\u00a0prefers — the AISLE seat!! ") == "priya prefers the aisle seat"
    assert normalise("two") != normalise("three")


@pytest.mark.parametrize(
    "text", ["not " * 4000, "a" * 32000, "'" * 32000, "don't" * 6000, "ies" * 10000]
)
def test_linear_on_long_inputs(text: str) -> None:
    started = time.perf_counter()
    judge_repeat(Statement(text, SEMANTIC), Statement(text[::-1], SEMANTIC), None)
    assert time.perf_counter() - started < 1.0
