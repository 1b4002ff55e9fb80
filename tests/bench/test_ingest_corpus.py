"""The repository bench/ingest.py ingests: its size, its questions' documents, its edits."""

from __future__ import annotations

from pathlib import Path

from bench.ingest_corpus import FIXED, QUESTIONS, change_some, corpus, write_repository


def test_the_corpus_has_the_size_asked_and_the_questions_documents() -> None:
    documents = corpus(300, seed=35)
    assert len(documents) == 300 and corpus(300, seed=35) == documents
    assert set(FIXED) <= set(documents)
    for question in QUESTIONS:
        path = question.ref.split("#")[0]
        assert question.words in documents[path]
    assert any(p.startswith("self/") for p in documents)
    assert any(p.startswith("comments/") for p in documents)


def test_an_edit_changes_one_percent_and_never_a_questions_document(tmp_path: Path) -> None:
    documents = corpus(400, seed=35)
    write_repository(tmp_path, documents)
    changed = change_some(tmp_path, documents, 0.01, seed=35)
    assert len(changed) == 4 and not set(changed) & set(FIXED)
    assert all((tmp_path / p).read_text() != documents[p] for p in changed)
