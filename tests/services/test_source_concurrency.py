"""Two ingests of the same files at once (a client repeating a request that is still being
written) write each chunk once."""

from __future__ import annotations

import contextlib
import threading
from typing import Any

import pytest
from django.db import connection

from memoryapp.models import Memory, Project, SourceChunk
from memoryapp.selectors import sources as source_selectors
from memoryapp.services import sources
from memoryapp.services.sources import IngestRequest, SourceFile, source_ingest

FILES = [
    SourceFile(path=f"docs/{n}.md", data=f"## Part {n}\n\nText of part {n}.\n".encode())
    for n in range(6)
]


@pytest.mark.django_db(transaction=True)
def test_two_ingests_of_the_same_files_at_once_write_each_chunk_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    project = Project.objects.create(slug="docs-race", name="docs-race")
    # Both ingests read what is stored, then wait for each other (or 2 s, when one cannot get
    # there because the other holds the project's ingest lock) before writing.
    met = threading.Barrier(2)
    read = source_selectors.stored_chunks

    def stored_then_meet(**kwargs: Any) -> Any:
        rows = read(**kwargs)
        with contextlib.suppress(threading.BrokenBarrierError):
            met.wait(timeout=2)
        return rows

    monkeypatch.setattr(sources, "stored_chunks", stored_then_meet)
    errors: list[BaseException] = []

    def ingest() -> None:
        try:
            source_ingest(request=IngestRequest(project=project, root="r", files=FILES))
        except BaseException as error:  # reported by the assertion below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=ingest) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    heads = SourceChunk.objects.filter(
        project=project, memory__superseded_by__isnull=True, memory__status="active"
    )
    assert heads.count() == len(FILES) == Memory.objects.filter(project=project).count()
