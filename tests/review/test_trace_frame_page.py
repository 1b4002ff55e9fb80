"""The trace page's frame panel: the frame version, the work, the signals, the control in the
owner's words, and each candidate's frame effect."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test import Client

from memoryapp.models import Project
from memoryapp.services.context import context_build
from memoryapp.services.frames import frame_save
from tests.review.conftest import propose

pytestmark = pytest.mark.django_db

FRAME = {
    "work_types": [
        {
            "name": "implementation_review",
            "terms": ["code review"],
            "signal_kinds": ["task"],
            "prefer": {"memory_types": ["procedural"]},
        }
    ]
}


def test_a_framed_trace_shows_its_frame_panel(owner_client: Client, acme: Project) -> None:
    propose(acme, "The storage engine keeps a write-ahead log before every page write.")
    frame_save(project=acme, document=FRAME)
    trace = context_build(
        project=acme, query="What does the storage engine log?", work_type="implementation_review"
    ).trace
    body = owner_client.get(f"/traces/{trace.id}/").content.decode()
    assert "<h2>Frame</h2>" in body
    assert "version 1" in body
    assert "implementation_review" in body
    assert "the work type was named, by the caller or by one decisive signal" in body
    assert "named by the caller" in body
    assert "<strong>hard</strong>" in body
    # The candidate's column: not what the work prefers (a semantic memory), kept.
    assert trace.candidates and trace.candidates[0]["frame"] == "frame.not_preferred"
    assert 'title="not what the current work prefers, kept"' in body


def test_a_malformed_frame_is_shown_with_its_problem(owner_client: Client, acme: Project) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_projectframeversion (project_id, version, document, act, "
            "actor_label, at) VALUES (%s, 1, %s::jsonb, 'set', '', now())",
            [acme.id, json.dumps({"work_types": []})],
        )
    trace = context_build(project=acme, query="What does the storage engine log?").trace
    body = owner_client.get(f"/traces/{trace.id}/").content.decode()
    assert "the project frame is malformed, so framing is off (" in body
    assert "<strong>query_only</strong>" in body


def test_a_trace_without_a_frame_consulted_has_no_panel(
    owner_client: Client, acme: Project
) -> None:
    from memoryapp.domain.decisions import Stages

    trace = context_build(project=acme, query="anything", stages=Stages(frames=False)).trace
    body = owner_client.get(f"/traces/{trace.id}/").content.decode()
    assert "<h2>Frame</h2>" not in body
