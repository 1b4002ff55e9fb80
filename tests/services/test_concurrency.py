"""Two real connections race to supersede one head: exactly one wins, the other conflicts."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from memoryapp.errors import Conflict
from memoryapp.models import Memory, Project
from memoryapp.services.propose import memory_remember
from memoryapp.services.supersession import memory_supersede

pytestmark = pytest.mark.django_db(transaction=True)


def test_concurrent_supersessions_of_one_head(project: Project) -> None:
    head = memory_remember(project=project, content="The release train leaves on Mondays.").memory
    barrier = threading.Barrier(2)
    outcomes: list[str] = []
    lock = threading.Lock()

    def supersede(content: str) -> None:
        try:
            barrier.wait(timeout=10)
            memory_supersede(project=project, memory_id=head.id, content=content)
            result = "won"
        except Conflict:
            result = "conflict"
        finally:
            connection.close()  # each thread has its own connection; give it back
        with lock:
            outcomes.append(result)

    threads = [
        threading.Thread(target=supersede, args=(f"The release train leaves on {day}.",))
        for day in ("Tuesdays", "Wednesdays")
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(outcomes) == ["conflict", "won"]
    head.refresh_from_db()
    successors = Memory.objects.filter(project=project).exclude(id=head.id)
    assert successors.count() == 1
    assert head.superseded_by_id == successors.get().id
