"""What several of the owner's UI tests share besides their fixtures (tests/review/conftest.py)."""

from __future__ import annotations

from contextlib import AbstractContextManager

from memoryapp.models import Memory
from tests.support import SESSION_TABLES, operation_queries


def status_of(memory: Memory) -> str:
    return Memory.objects.get(id=memory.id).status


def assert_escaped(body: bytes) -> None:
    text = body.decode()
    assert "<script>alert(1)</script>" not in text
    assert "<img src=x onerror" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text


def page_queries() -> AbstractContextManager[list[str]]:
    """The queries a request runs for its page: every signed-in request also reads its session
    and its user, and a page is measured by what it adds."""
    return operation_queries(ignore=SESSION_TABLES)
