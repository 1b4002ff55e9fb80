"""A document that says of itself that it no longer holds (memoryapp.domain.document_status):
its chunks are retired, and a document retired since its last ingest changes in every chunk."""

from __future__ import annotations

import time

import pytest

from memoryapp.domain.document_status import STATUS_LINES, document_retired
from memoryapp.domain.documents import chunk_document

ADR = "# ADR 12: Order events\n\n{status}\n\n## Decision\n\nOrder events go to RabbitMQ.\n"


@pytest.mark.parametrize(
    "status",
    [
        "Status: superseded by ADR 31",
        "Status: Superseded",
        "**Status:** Deprecated in favour of ADR 40",
        "- Status: rejected",
        "status: obsolete",
        "## Status\n\nSuperseded by [ADR 31](0031-order-events.md)",
        "## Status\n\n* **Withdrawn** after the review",
    ],
)
def test_a_declared_retirement_is_read(status: str) -> None:
    assert document_retired(ADR.format(status=status))


@pytest.mark.parametrize(
    "status",
    [
        "Status: accepted; supersedes ADR 12",
        "Status: proposed",
        "## Status\n\nAccepted",
        "The old status was superseded by this one.",
        "```\nStatus: superseded\n```",
        "- `status`: rejected means the owner said no",
        "",
    ],
)
def test_anything_else_leaves_it_current(status: str) -> None:
    assert not document_retired(ADR.format(status=status))


def test_a_status_line_below_the_documents_head_does_not_count() -> None:
    text = "# Notes\n\n" + "A line.\n" * STATUS_LINES + "Status: superseded\n"
    assert not document_retired(text)


def test_front_matter_counts() -> None:
    assert document_retired("---\ntitle: Queues\nstatus: deprecated\n---\n\n# Queues\n")


def test_retiring_a_document_changes_every_chunk_and_marks_them() -> None:
    current = chunk_document("adr/0012.md", ADR.format(status="Status: accepted"))
    retired = chunk_document("adr/0012.md", ADR.format(status="Status: superseded by ADR 31"))
    assert [c.anchor for c in current] == [c.anchor for c in retired]
    assert not any(c.retired for c in current) and all(c.retired for c in retired)
    decision = [(c.text, c.content_hash) for c in (current[-1], retired[-1])]
    assert decision[0][0] == decision[1][0] and decision[0][1] != decision[1][1]


def test_the_reading_stops_at_the_documents_head() -> None:
    def seconds(n: int) -> float:
        text = "# Head\n\n" + "line of words\n" * n
        start = time.perf_counter()
        document_retired(text)
        return time.perf_counter() - start

    assert seconds(200_000) < seconds(2_000) * 30
