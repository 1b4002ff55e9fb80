"""Trust is never laundered: whatever derives a memory from others (supersede by anyone, merge,
the review queue's "supersede that one", an import line that supersedes or merges) produces a
memory no more trusted than its least trusted source, unless the owner says otherwise: an
explicit standing, through the API, the memory page, or an import line's own ``standing``."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryapp.domain.types import Actor
from memoryapp.models import Memory, MemoryEvent, Project
from memoryapp.services.imports import memory_import
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.supersession import memory_merge, memory_supersede
from memoryapp.services.tokens import project_ensure, token_issue

pytestmark = pytest.mark.django_db

SOURCES = [None, "conversation", "tool", "web", "file", "document"]


def untrusted(project: Project, content: str) -> Memory:
    memory = memory_propose(
        project=project,
        type="episodic",
        content=content,
        confidence=0.95,
        actor=Actor.OWNER,
        source={"kind": "web", "ref": "https://example.com/page"},
    ).memory
    assert memory.standing == "untrusted"
    return memory


def test_import_lines_that_supersede_or_merge_an_untrusted_memory_are_untrusted() -> None:
    project = project_ensure(slug="imports")
    web = untrusted(project, "The billing queue is RabbitMQ, a web page says.")
    other = untrusted(project, "The billing queue has three consumers, a web page says.")
    trusted = memory_remember(
        project=project, content="Billing is owned by Priya.", relayed_by_agent=False
    ).memory
    lines = [
        {
            "ref": "fix",
            "type": "semantic",
            "content": "The billing queue is NATS.",
            "status": "active",
            "supersedes": str(web.id),
            "kind": "correction",
        },
        {
            "ref": "later",
            "type": "semantic",
            "content": "The billing queue is NATS 2.",
            "status": "active",
            "supersedes": "fix",
            "kind": "update",
        },
        {
            "ref": "merged",
            "type": "semantic",
            "content": "Billing: Priya; three consumers.",
            "status": "active",
            "supersedes": [str(other.id), str(trusted.id)],
            "kind": "merge",
        },
        {
            "ref": "vouched",
            "type": "semantic",
            "content": "The billing queue is NATS 2.1.",
            "status": "active",
            "supersedes": "later",
            "kind": "update",
            "standing": "trusted",
        },
    ]
    ids = memory_import(project=project, texts=[json.dumps(line) for line in lines])
    standing = dict(Memory.objects.filter(id__in=ids.values()).values_list("id", "standing"))
    by_ref = {ref: standing[uuid.UUID(i)] for ref, i in ids.items()}
    assert by_ref == {
        "fix": "untrusted",
        "later": "untrusted",
        "merged": "untrusted",
        "vouched": "trusted",  # the owner's explicit word on the line
    }


def test_the_owner_sets_standing_through_the_api_and_the_page_as_audited_events(
    client: Client,
) -> None:
    from django.contrib.auth import get_user_model

    project = project_ensure(slug="standing")
    memory = untrusted(project, "Deploys are frozen on Fridays, a web page says.")
    owner = token_issue(project=project, role="owner").secret
    agent = token_issue(project=project, role="agent").secret
    url = f"/api/v1/memories/{memory.id}/standing"

    def post(token: str, body: Any) -> Any:
        return client.post(
            url,
            json.dumps(body),
            content_type="application/json",
            headers={"Authorization": f"Bearer {token}"},
        )

    assert post(agent, {"standing": "trusted"}).status_code == 403
    assert post(owner, {"standing": "sure"}).status_code == 422
    response = post(owner, {"standing": "trusted"})
    assert response.status_code == 200 and response.json() == {
        "id": str(memory.id),
        "standing": "trusted",
    }
    event = MemoryEvent.objects.filter(memory_id=memory.id, kind="standing_changed").get()
    assert event.data == {"from": "untrusted", "to": "trusted"}
    # The memory page: the owner marks it untrusted again.
    user = get_user_model().objects.create_user(
        "owner", password="pw-for-tests-only", is_staff=True
    )
    client.force_login(user)
    page = client.post(
        f"/memories/{memory.id}/standing/?project={project.slug}", {"standing": "untrusted"}
    )
    assert page.status_code == 302
    memory.refresh_from_db()
    assert memory.standing == "untrusted"
    assert MemoryEvent.objects.filter(memory_id=memory.id, kind="standing_changed").count() == 2


OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["supersede", "merge", "import"]),
        st.sampled_from([Actor.OWNER, Actor.USER, Actor.AGENT]),
        st.sampled_from(SOURCES),
        st.integers(min_value=0, max_value=50),
        st.integers(min_value=0, max_value=50),
    ),
    min_size=1,
    max_size=8,
)


@pytest.mark.slow
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(operations=OPERATIONS, first_untrusted=st.booleans())
def test_no_derivation_raises_standing_without_an_owner_action(
    operations: list[tuple[str, Actor, str | None, int, int]], first_untrusted: bool
) -> None:
    project = project_ensure(slug=f"prop-{uuid.uuid4().hex[:12]}")
    seeds = [
        untrusted(project, "A web page says the cache is Redis.")
        if first_untrusted
        else memory_remember(
            project=project, content="The cache is Redis.", relayed_by_agent=False
        ).memory,
        memory_remember(
            project=project, content="The queue is NATS.", relayed_by_agent=False
        ).memory,
    ]
    assert seeds[1] is not None
    for step, (operation, actor, source, a, b) in enumerate(operations):
        heads = list(
            Memory.objects.filter(
                project=project, superseded_by__isnull=True, status="active"
            ).order_by("recorded_at", "id")
        )
        first, second = heads[a % len(heads)], heads[b % len(heads)]
        text = f"Version {step} of the facts, changed in step {step} ({operation})."
        if operation == "supersede":
            made = memory_supersede(
                project=project,
                memory_id=first.id,
                content=text,
                actor=actor,
                source={"kind": source, "ref": None} if source else None,
            )
            sources = [first]
        elif operation == "merge" and first.id != second.id:
            made = memory_merge(
                project=project, memory_ids=[first.id, second.id], content=text, type="semantic"
            )
            sources = [first, second]
        else:
            line: dict[str, Any] = {
                "ref": "x",
                "type": "semantic",
                "content": text,
                "status": "active",
                "supersedes": str(first.id),
                "kind": "update",
            }
            if source:
                line["source"] = {"kind": source, "ref": None}
            made = Memory.objects.get(
                id=memory_import(project=project, texts=[json.dumps(line)])["x"]
            )
            sources = [first]
        if any(s.standing == "untrusted" for s in sources):
            assert made.standing == "untrusted", (operation, actor, source)
