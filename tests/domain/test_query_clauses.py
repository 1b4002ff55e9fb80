"""Which parts of a question are embedded on their own (memoryapp.domain.query_clauses)."""

from __future__ import annotations

import time

import pytest

from memoryapp.domain.query_clauses import MAX_CHARS, MAX_CLAUSES, question_clauses


@pytest.mark.parametrize(
    ("query", "clauses"),
    [
        (
            "Sofia asked during lunch when the next issue lands in people's inboxes; what do I"
            " tell her?",
            ("Sofia asked during lunch", "when the next issue lands in people's inboxes"),
        ),
        (
            "I am planning the offsite and wonder which hotel we used last year",
            ("I am planning the offsite and wonder", "which hotel we used last year"),
        ),
        ("The boiler is leaking again. Who services it now?", ()),
        (
            "The export job failed overnight. Check the logs and fix the retry settings.",
            (),
        ),
        ("How often do subscribers hear from us?", ()),
        ("Priya is off to Kyoto on Friday; what may she book?", ()),
        ("What did the very first travel rule say?", ()),
        ("", ()),
    ],
)
def test_the_clauses_of_a_question(query: str, clauses: tuple[str, ...]) -> None:
    found = question_clauses(query)
    assert found == (clauses if len(clauses) >= 2 else ())


def test_at_most_a_few_and_none_of_a_long_message() -> None:
    many = " ".join(f"Dana asked the {n}th porter whether the pallet jammed." for n in range(5))
    assert len(question_clauses(many)) == MAX_CLAUSES
    assert question_clauses("Dana asked whether the pallet jammed. " * (MAX_CHARS // 30)) == ()


def test_the_cut_grows_with_the_text() -> None:
    def seconds(n: int) -> float:
        text = ("when what which " * n)[: MAX_CHARS - 1]
        start = time.perf_counter()
        for _ in range(200):
            question_clauses(text)
        return time.perf_counter() - start

    assert seconds(40) < seconds(4) * 30
