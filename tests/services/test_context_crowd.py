"""/context in a crowd: the decisive memory of a subject keeps its place among chat lines, a
recall that asks for the first version walks the found chain back, an old wording brings the
version that holds, and the trace says which of these happened."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import override_settings

from memoryapp.models import ContextTrace, Project
from memoryapp.services.context import context_build
from memoryapp.services.imports import memory_import

pytestmark = pytest.mark.django_db


def load(project: Project, lines: list[dict[str, Any]]) -> dict[str, str]:
    texts = [json.dumps({"status": "active", "type": "semantic", **line}) for line in lines]
    return memory_import(project=project, texts=texts, actor_label="test")


def chat(count: int, text: str) -> list[dict[str, Any]]:
    return [
        {"ref": f"chat{n}", "type": "episodic", "content": text.format(n=n),
         "recorded_at": f"2025-03-{n % 27 + 1:02d}T12:00:00Z"}
        for n in range(count)
    ]  # fmt: skip


def reasons(outcome: Any) -> dict[str, str]:
    trace = ContextTrace.objects.get(id=outcome.trace.id)
    return {row["memory_id"]: row["reason"] for row in trace.candidates}


@override_settings(MEMORY_CONTEXT_MAX_ITEMS=5)
def test_the_decisive_memory_of_a_subject_keeps_its_place_among_chat_lines(
    project: Project,
) -> None:
    ids = load(
        project,
        [
            *chat(10, "Fish and chips on Saturday with friend number {n}, the fish was good."),
            {"ref": "supplier", "content": "Seafood comes from Nordsea Direct; fish arrives at 6.",
             "recorded_at": "2025-04-01T09:00:00Z", "subject": "kitchen.supplier.fish"},
        ],
    )  # fmt: skip
    outcome = context_build(project=project, query="Who brings the fish on Saturday?")
    bundled = [str(item.memory.id) for item in outcome.items]
    assert ids["supplier"] in bundled and len(bundled) == 5
    assert reasons(outcome)[ids["supplier"]] == "selected.anchor"


def test_a_recall_of_the_first_version_walks_the_found_chain_back(project: Project) -> None:
    ids = load(
        project,
        [
            {"ref": "v1", "content": "Staff may book premium economy on long trips.",
             "recorded_at": "2025-01-10T09:00:00Z"},
            {"ref": "v2", "content": "Flights rule: economy class only, whatever the length.",
             "recorded_at": "2025-09-10T09:00:00Z", "supersedes": "v1", "kind": "update"},
            *chat(8, "Booked a table for lunch number {n}."),
        ],
    )  # fmt: skip
    query = "What did the very first version of the flights rule say?"
    outcome = context_build(project=project, query=query)
    bundled = [str(item.memory.id) for item in outcome.items]
    assert bundled[:2] == [ids["v2"], ids["v1"]]
    walk = outcome.trace.route["walked_back"]
    assert walk == {"asked_by": "very first", "first": [ids["v2"], ids["v1"]]}
    assert reasons(outcome)[ids["v1"]] == "selected.historical"
    # Without a cue that asks for an earlier state nothing is walked.
    plain = context_build(project=project, query="What is the flights rule?")
    assert ids["v1"] not in [str(item.memory.id) for item in plain.items]
    assert "walked_back" not in plain.trace.route


def test_an_old_wording_found_brings_the_version_that_holds(project: Project) -> None:
    ids = load(
        project,
        [
            {"ref": "old", "content": "Pallet labels are printed on the Zebra in bay 3.",
             "recorded_at": "2025-04-01T09:00:00Z"},
            {"ref": "new", "content": "Everything now comes from the Brother by the dock.",
             "recorded_at": "2025-11-01T09:00:00Z", "supersedes": "old", "kind": "update"},
        ],
    )  # fmt: skip
    outcome = context_build(
        project=project, query="Where are pallet labels printed?", route="influence"
    )
    assert [str(item.memory.id) for item in outcome.items] == [ids["new"]]
    assert outcome.trace.route["brought_forward"] == [ids["new"]]
    assert reasons(outcome)[ids["old"]] == "temporal.superseded_as_current"
