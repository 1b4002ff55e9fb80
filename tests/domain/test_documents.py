"""Documents as memories, pure: reading bytes, cutting chunks with stable anchors, typing them,
and planning an ingest against what is stored."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryapp.domain.document_sync import (
    DOCUMENT_ADDED,
    DOCUMENT_CHANGED,
    DOCUMENT_MOVED,
    DOCUMENT_REMOVED,
    DOCUMENT_UNCHANGED,
    StoredChunk,
    SyncAction,
    plan_sync,
    writes,
)
from memoryapp.domain.documents import (
    CHUNK_CHARS,
    DOCUMENT_BINARY,
    DOCUMENT_CAPPED,
    DOCUMENT_EMPTY,
    DOCUMENT_REPLACED_BYTES,
    Chunk,
    TypeRule,
    chunk_document,
    document_type,
    heading_slug,
    read_text,
)
from memoryapp.domain.types import MemoryType

ADR = """# ADR 17: Database

Status: accepted

## Context

We used SQLite for the first release.

```sh
# not a heading: inside a fence
sqlite3 app.db
```

## Decision

PostgreSQL is the active persistence backend.
"""


def refs(chunks: list[Chunk]) -> list[str]:
    return [c.ref for c in chunks]


# --- reading bytes ----------------------------------------------------------------------------


def test_a_nul_byte_near_the_start_makes_a_file_binary() -> None:
    assert read_text(b"\x89PNG\r\n\x1a\n\0\0", max_bytes=100).notes == (DOCUMENT_BINARY,)


def test_invalid_utf8_is_replaced_and_noted_never_refused() -> None:
    read = read_text(b"caf\xe9 ok", max_bytes=100)
    assert read.text == "caf\ufffd ok" and read.notes == (DOCUMENT_REPLACED_BYTES,)
    # A replacement character the file itself holds is not a replaced byte.
    assert read_text("ok \ufffd".encode(), max_bytes=100).notes == ()


def test_a_cap_that_cuts_a_character_in_two_drops_its_first_bytes() -> None:
    read = read_text("ééé".encode(), max_bytes=5)
    assert (read.text, read.notes) == ("éé", (DOCUMENT_CAPPED,))


def test_bom_and_windows_line_ends_are_dropped_and_an_empty_file_is_noted() -> None:
    assert read_text(b"\xef\xbb\xbfa\r\nb\rc", max_bytes=100).text == "a\nb\nc"
    assert read_text(b" \n\n", max_bytes=100).notes == (DOCUMENT_EMPTY,)


# --- chunks -----------------------------------------------------------------------------------


def test_markdown_is_cut_on_headings_and_a_fence_holds_no_heading() -> None:
    chunks = chunk_document("docs/adr/0017-database.md", ADR)
    assert refs(chunks) == [
        "docs/adr/0017-database.md#adr-17-database",
        "docs/adr/0017-database.md#context",
        "docs/adr/0017-database.md#decision",
    ]
    decision = chunks[-1]
    assert decision.heading_path == ("ADR 17: Database", "Decision")
    assert decision.text == (
        "ADR 17: Database > Decision\n\nPostgreSQL is the active persistence backend."
    )
    assert "# not a heading" in chunks[1].text


def test_text_before_the_first_heading_is_top_and_repeated_headings_are_numbered() -> None:
    text = "Intro.\n\n## Notes\n\na\n\n## Notes\n\nb\n\nSetext\n======\n\nc\n"
    assert [c.anchor for c in chunk_document("n.md", text)] == ["top", "notes", "notes-1", "setext"]


def test_restructuredtext_levels_follow_the_order_adornments_appear_in() -> None:
    text = "=====\nGuide\n=====\n\nIntro.\n\nInstall\n-------\n\nRun it.\n\nUse\n---\n\nCall it.\n"
    chunks = chunk_document("guide.rst", text)
    assert refs(chunks) == ["guide.rst#guide", "guide.rst#install", "guide.rst#use"]
    assert chunks[2].heading_path == ("Guide", "Use")


def test_plain_text_has_no_headings() -> None:
    assert [c.anchor for c in chunk_document("notes.txt", "# one\n\ntwo\n")] == ["top"]


def test_an_edit_elsewhere_leaves_a_sections_anchor_and_words_alone() -> None:
    before = {c.ref: c.content_hash for c in chunk_document("a.md", ADR)}
    edited = ADR.replace("first release", "first two releases") + "\n## Consequences\n\nMore.\n"
    after = {c.ref: c.content_hash for c in chunk_document("a.md", edited)}
    assert after["a.md#decision"] == before["a.md#decision"]
    assert after["a.md#context"] != before["a.md#context"]


def test_a_long_section_is_cut_at_paragraphs_into_numbered_parts() -> None:
    paragraph = ("word " * 60).strip()
    text = "## Long\n\n" + "\n\n".join([paragraph] * 8)
    chunks = chunk_document("l.md", text)
    assert [c.anchor for c in chunks][:3] == ["long", "long~2", "long~3"]
    assert all(len(c.text) <= CHUNK_CHARS for c in chunks)
    assert all(c.text.startswith("Long\n\n") for c in chunks)


def test_a_heading_slug_is_githubs() -> None:
    assert (
        heading_slug("ADR 17: Use PostgreSQL (not SQLite)!") == "adr-17-use-postgresql-not-sqlite"
    )
    assert heading_slug("???") == "section"
    long = "a really long heading " * 20
    assert len(heading_slug(long)) <= 80 and not heading_slug(long).endswith("-")
    assert [c.anchor for c in chunk_document("l.md", f"## {long}\n\na\n\n## {long}\n\nb\n")] == [
        heading_slug(long),
        heading_slug(long) + "-1",
    ]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab #=-`~\n"), max_size=400))
def test_no_word_of_a_document_is_lost_and_anchors_are_unique(text: str) -> None:
    chunks = chunk_document("doc.md", text, limit=60)
    held = "\n".join(c.text for c in chunks)
    for word in text.split():
        if word.strip("#=-`~"):
            assert word.strip("#") in held
    assert len(set(refs(chunks))) == len(chunks)
    assert all(c.anchor and "#" not in c.anchor and " " not in c.anchor for c in chunks)


def test_chunking_is_linear_in_the_text() -> None:
    def seconds(n: int) -> float:
        text = "## Head\n\n" + "line of words\n" * n
        start = time.perf_counter()
        chunk_document("big.md", text)
        return time.perf_counter() - start

    small, large = seconds(2_000), seconds(20_000)
    assert large < small * 30


# --- types ------------------------------------------------------------------------------------


def test_runbooks_are_procedural_other_documents_semantic_and_the_owner_overrides() -> None:
    assert document_type("ops/runbooks/restore.md") is MemoryType.PROCEDURAL
    assert document_type("docs/how-to-release.md") is MemoryType.PROCEDURAL
    assert document_type("docs/adr/0017-database.md") is MemoryType.SEMANTIC
    assert document_type("README.md") is MemoryType.SEMANTIC
    rules = [TypeRule("docs/journal/", MemoryType.EPISODIC)]
    assert document_type("docs/journal/2026-12.md", rules) is MemoryType.EPISODIC


# --- planning an ingest -----------------------------------------------------------------------


def stored_of(chunks: list[Chunk], prefix: str = "m") -> list[StoredChunk]:
    return [
        StoredChunk(f"{prefix}{i}", c.path, c.anchor, c.content_hash) for i, c in enumerate(chunks)
    ]


def test_reingesting_unchanged_files_writes_nothing() -> None:
    chunks = chunk_document("a.md", ADR)
    steps = plan_sync(stored_of(chunks), chunks, read_paths={"a.md"})
    assert {s.reason for s in steps} == {DOCUMENT_UNCHANGED} and writes(steps) == 0


def test_a_changed_chunk_supersedes_and_a_removed_one_is_archived() -> None:
    stored = stored_of(chunk_document("a.md", ADR))
    edited = ADR.replace("active persistence backend", "only backend").split("## Context")[0]
    steps = plan_sync(
        stored,
        chunk_document("a.md", edited + "## Decision\n\nOnly PostgreSQL.\n"),
        read_paths={"a.md"},
    )
    by_reason = {s.reason: (s.action, s.stored.anchor if s.stored else None) for s in steps}
    assert by_reason[DOCUMENT_CHANGED] == (SyncAction.SUPERSEDE, "decision")
    assert by_reason[DOCUMENT_REMOVED] == (SyncAction.ARCHIVE, "context")


def test_a_renamed_file_keeps_its_chunks_chains() -> None:
    stored = stored_of(chunk_document("docs/db.md", ADR))
    moved = chunk_document("docs/adr/0017.md", ADR)
    steps = plan_sync(stored, moved, read_paths={"docs/db.md", "docs/adr/0017.md"})
    assert [s.reason for s in steps] == [DOCUMENT_MOVED] * 3
    assert [s.stored.memory_id for s in steps if s.stored] == ["m0", "m1", "m2"]


def test_a_file_not_read_this_time_loses_nothing_and_lends_no_chain() -> None:
    stored = stored_of(chunk_document("docs/db.md", ADR))
    copy = chunk_document("docs/copy.md", ADR)
    steps = plan_sync(stored, copy, read_paths={"docs/copy.md"})
    assert {s.reason for s in steps} == {DOCUMENT_ADDED}


def test_one_stored_chunk_continues_at_most_once() -> None:
    stored = stored_of(chunk_document("old.md", "## A\n\nsame words\n"))
    twice = chunk_document("new.md", "## A\n\nsame words\n") + chunk_document(
        "new2.md", "## A\n\nsame words\n"
    )
    steps = plan_sync(stored, twice, read_paths={"old.md", "new.md", "new2.md"})
    assert [s.reason for s in steps] == [DOCUMENT_MOVED, DOCUMENT_ADDED]
