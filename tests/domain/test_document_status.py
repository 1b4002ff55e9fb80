"""A document that says of itself that it no longer holds (memoryapp.domain.document_status):
its chunks are retired, and a document retired since its last ingest changes in every chunk."""

from __future__ import annotations

import time

import pytest

from memoryapp.domain.document_status import (
    STATUS_LINES,
    Replacement,
    document_retired,
    document_status,
    is_replacement,
)
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


def test_a_quoted_status_counts_as_madr_writes_it() -> None:
    text = '---\nstatus: "superseded by [ADR-0031](0031-pubsub.md)"\n---\n\n# Queues\n'
    status = document_status(text, path="docs/decisions/0012-queues.md")
    assert status.retired
    assert status.replaced_by == Replacement(path="docs/decisions/0031-pubsub.md")


@pytest.mark.parametrize(
    ("status", "replaced_by"),
    [
        ("Status: superseded by ADR 31", Replacement(number=31)),
        ("Status: Superseded by ADR-0031 on 2024-03-02", Replacement(number=31)),
        ("Status: superseded on 2024-03-02 by ADR 31", Replacement(number=31)),
        ("Status: deprecated in favour of #31", Replacement(number=31)),
        ("## Status\n\nSuperseded by 31. Use Pub/Sub", Replacement(number=31)),
        (
            "## Status\n\nSuperseded by [31. Pub/Sub](0031-pubsub.md)",
            Replacement("adr/0031-pubsub.md"),
        ),
        (
            "Status: superseded by [the new one](../events/pubsub.md#decision)",
            Replacement("events/pubsub.md"),
        ),
        ("Status: superseded by [root](/docs/x%20y.md)", Replacement("docs/x y.md")),
        ("Status: superseded by [out](../../../etc/passwd)", None),
        ("Status: superseded by [web](https://example.com/adr/31)", None),
        ("Status: superseded by [here](#decision)", None),
        ("Status: superseded", None),
        ("Status: accepted; supersedes ADR 12", None),
    ],
)
def test_what_a_retired_record_names_as_its_replacement(
    status: str, replaced_by: Replacement | None
) -> None:
    found = document_status(ADR.format(status=status), path="adr/0012-order-events.md")
    assert found.replaced_by == replaced_by


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("adr/0031-order-events.md", True),
        ("adr/ADR-031-pubsub.md", True),
        ("adr/31_pubsub.rst", True),
        ("adr/31.md", True),
        ("adr/0310-other.md", False),
        ("adr/0031x.md", False),
        ("adr/old/0031-order-events.md", False),
        ("other/0031-order-events.md", False),
    ],
)
def test_a_record_number_names_a_file_of_the_same_folder(path: str, expected: bool) -> None:
    assert is_replacement(path, Replacement(number=31), of="adr/0012-order-events.md") is expected


def test_a_replacement_named_later_changes_every_chunk_once() -> None:
    plain = chunk_document("adr/0012.md", ADR.format(status="Status: superseded"))
    named = chunk_document("adr/0012.md", ADR.format(status="Status: superseded by ADR 31"))
    other = chunk_document("adr/0012.md", ADR.format(status="Status: superseded by ADR 40"))
    hashes = [c[-1].content_hash for c in (plain, named, other)]
    assert len(set(hashes)) == 3
    assert named[-1].status.replaced_by == Replacement(number=31)


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


@pytest.mark.parametrize("filler", ["adr ", "#0", "by ", "](", " "])
def test_reading_the_replacement_grows_with_the_line(filler: str) -> None:
    def seconds(n: int) -> float:
        text = "Status: superseded " + filler * n + "x\n"
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            document_status(text, path="adr/1.md")
            runs.append(time.perf_counter() - start)
        return min(runs)

    assert seconds(100_000) < seconds(1_000) * 300
