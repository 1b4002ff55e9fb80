"""The evaluation harness: conditions as stages of the one pipeline, the measures, the reader
(against the stand-in chat server) and the ``evaluate`` command."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from memoryapp.domain.frame_establishment import Establishment
from memoryapp.evaluation.conditions import CONDITIONS, FRAMED_PAIRS, conditions_named
from memoryapp.evaluation.framing import frame_changes
from memoryapp.evaluation.measures import (
    Held,
    answer_matches,
    intended_route,
    measures,
    risk_of,
    score_task,
)
from memoryapp.evaluation.reader import JUDGE_SYSTEM, Reader, reader_from_settings
from memoryapp.evaluation.run import evaluation_run
from memoryapp.evaluation.scenarios import Match, Route, parse_scenario, read_suite
from memoryapp.models import ContextTrace
from memoryapp.providers.llm import OpenAICompatibleChat
from memoryapp.services.context import context_build
from tests.chat_server import (  # noqa: F401 (fixtures)
    ChatRequest,
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)
from tests.evaluation.test_evaluation_scenarios import EXAMPLE, FRAME, SUITE

ENTRY = re.compile(r"^\[\d+\] \([^,]*, ([^,)]*)[^)]*\) (.*)$", re.MULTILINE)


def example_task(**changes: Any) -> Any:
    data = json.loads(json.dumps(EXAMPLE))
    data["tasks"][0].update(changes)
    return parse_scenario(data, where="example").tasks[0]


# --- the measures (pure) -------------------------------------------------------------------


def test_a_memory_at_risk_is_classified_by_what_the_store_holds() -> None:
    assert risk_of(Held("archived", "trusted")) == "unreviewed"
    assert risk_of(Held("pending", "untrusted")) == "unreviewed"
    assert risk_of(Held("active", "untrusted")) == "untrusted"
    assert risk_of(Held("active", "trusted")) == "stale"


def test_an_auto_task_acts_unless_it_asks_about_the_past() -> None:
    assert intended_route(example_task(route="auto")) is Route.INFLUENCE
    assert intended_route(example_task(route="auto", kind="historical")) is Route.RECALL
    assert intended_route(example_task(route="recall")) is Route.RECALL


def test_stale_memories_harm_only_a_bundle_that_acts() -> None:
    held = {"sqlite": Held("active", "trusted"), "postgres": Held("active", "trusted")}
    both = ["sqlite", "postgres"]

    def score(task: Any) -> Any:
        return score_task(
            scenario="s",
            family="f",
            task=task,
            bundle_refs=both,
            held=held,
            route=None,
            tokens=10,
            latency_ms=1.0,
        )

    acting = score(example_task())
    assert (acting.correct, acting.harms, acting.passed) == (True, {"stale"}, False)
    informing = score(example_task(route="recall"))
    assert (informing.risks, informing.harms, informing.passed) == (set(), set(), True)
    summary = measures([acting, informing])
    assert (summary["stale_harm"], summary["untrusted_admitted"]) == (1.0, None)
    assert summary["failures"] == ["s/now; admitted stale"]


def test_an_unreviewed_memory_harms_any_bundle() -> None:
    held = {"sqlite": Held("rejected", "trusted"), "postgres": Held("active", "trusted")}
    outcome = score_task(
        scenario="s",
        family="f",
        task=example_task(route="recall"),
        bundle_refs=["postgres", "sqlite"],
        held=held,
        route="recall",
        tokens=0,
        latency_ms=None,
    )
    assert outcome.harms == {"unreviewed"}


def test_an_excluded_memory_fails_a_recall_task_that_carried_it() -> None:
    held = {"sqlite": Held("active", "trusted"), "postgres": Held("active", "trusted")}
    task = example_task(
        route="recall",
        kind="historical",
        expect={"selected": ["sqlite"], "excluded": ["postgres"]},
    )

    def score(bundle: list[str]) -> Any:
        return score_task(
            scenario="s",
            family="f",
            task=task,
            bundle_refs=bundle,
            held=held,
            route="recall",
            tokens=0,
            latency_ms=None,
        )

    leaked, clean = score(["sqlite", "postgres"]), score(["sqlite"])
    # Recall carries no harm of the stale kind, but what must stay out did not.
    assert (leaked.correct, leaked.harms, leaked.passed) == (True, set(), False)
    assert clean.passed
    summary = measures([leaked, clean])
    assert summary["excluded_admitted"] == 0.5
    assert summary["failures"] == ["s/now; carried excluded postgres; routed recall"]


def test_a_task_that_asks_for_open_loops_is_scored_by_the_loops_listed() -> None:
    held = {"sqlite": Held("active", "trusted"), "postgres": Held("active", "trusted")}
    task = example_task(
        query="What is still open?",
        route="recall",
        kind="historical",
        expect={"open_loops": ["sqlite", "postgres"]},
    )

    def score(loops: list[str]) -> Any:
        return score_task(
            scenario="s",
            family="loops",
            task=task,
            bundle_refs=[],
            held=held,
            route="recall",
            tokens=0,
            latency_ms=1.0,
            loop_refs=loops,
        )

    half, whole = score(["sqlite"]), score(["postgres", "sqlite"])
    assert (half.loops_expected, half.loops_found, half.passed) == (2, 1, False)
    assert whole.passed
    summary = measures([half, whole])
    assert summary["open_loops_found"] == 0.5
    # It expects no memory in the bundle, so it is not counted as a correct historical task.
    assert summary["historical_correct"] is None
    assert summary["failures"] == ["s/now; listed 1 of 2 open loops; routed recall"]


def test_a_loop_that_must_not_be_listed_fails_the_task() -> None:
    held = {"sqlite": Held("active", "trusted"), "postgres": Held("active", "trusted")}
    task = example_task(
        query="What is still open?",
        route="recall",
        kind="historical",
        expect={"open_loops": ["postgres"], "not_open_loops": ["sqlite"]},
    )

    def score(loops: list[str]) -> Any:
        return score_task(
            scenario="s",
            family="loops",
            task=task,
            bundle_refs=[],
            held=held,
            route="recall",
            tokens=0,
            latency_ms=1.0,
            loop_refs=loops,
        )

    wrong, right = score(["postgres", "sqlite"]), score(["postgres"])
    assert (wrong.loops_found, wrong.loops_wrong, wrong.passed) == (1, ("sqlite",), False)
    assert right.passed
    summary = measures([wrong, right])
    assert summary["open_loops_found"] == 0.5
    assert summary["failures"] == ["s/now; listed as open sqlite; routed recall"]
    # A task that only says what must not be listed is a loops task too.
    only_not = example_task(route="recall", expect={"not_open_loops": ["sqlite"]})
    clean = score_task(
        scenario="s",
        family="loops",
        task=only_not,
        bundle_refs=[],
        held=held,
        route="recall",
        tokens=0,
        latency_ms=1.0,
        loop_refs=[],
    )
    assert measures([clean])["open_loops_found"] == 1.0


def test_measures_over_no_task_are_none_not_zero() -> None:
    summary = measures([])
    assert summary["current_correct"] is None
    assert summary["latency_ms"] is None
    assert summary["tasks"] == 0


@pytest.mark.parametrize(
    ("answer", "expected", "match", "ok"),
    [
        ("We use PostgreSQL.", "PostgreSQL", Match.CONTAINS, True),
        ("postgresql", "PostgreSQL", Match.EXACT, True),
        ("We use PostgreSQL.", "PostgreSQL", Match.EXACT, False),
        ("Postgres", "PostgreSQL", Match.CONTAINS, False),
        (
            "two approving reviews, one from CODEOWNERS",
            "two approving reviews",
            Match.CONTAINS,
            True,
        ),
        ("SQLite3", "SQLite", Match.CONTAINS, False),  # a word, not a substring of one
    ],
)
def test_answers_match_by_words(answer: str, expected: str, match: Match, ok: bool) -> None:
    assert answer_matches(answer, expected, match) is ok


def test_conditions_ladder_from_no_memory_to_the_product_with_a_twin_without_frames() -> None:
    assert [c.name for c in CONDITIONS] == ["N0", "N1", "N2", "N3", "N4", "N5-noframes", "N5"]
    by_name = {c.name: c for c in CONDITIONS}
    assert all(c.available for c in CONDITIONS)
    # Each framed condition differs from its twin by the frames stage alone.
    for unframed, framed in FRAMED_PAIRS:
        before, after = by_name[unframed].stages, by_name[framed].stages
        assert before is not None and after is not None
        assert (before.frames, after.frames) == (False, True)
        assert dataclasses.replace(before, frames=True) == after
    assert conditions_named(["N5", "N1"]) == [CONDITIONS[1], CONDITIONS[6]]
    with pytest.raises(ValueError, match="unknown condition"):
        conditions_named(["N6"])


def test_a_task_whose_work_was_established_otherwise_fails_under_frames_only() -> None:
    plain = example_task(expect={"selected": ["postgres"]})
    task = dataclasses.replace(
        plain, expect=dataclasses.replace(plain.expect, establishment=Establishment.STALE)
    )

    def score(establishment: str | None) -> Any:
        return score_task(
            scenario="s",
            family="f",
            task=task,
            bundle_refs=["postgres"],
            held={},
            route="influence",
            tokens=0,
            latency_ms=None,
            establishment=establishment,
        )

    wrong, right, unconsulted = score("declared"), score("stale"), score(None)
    assert (wrong.passed, right.passed, unconsulted.passed) == (False, True, True)
    summary = measures([wrong, right, unconsulted])
    assert summary["frame_state_correct"] == 0.5
    assert summary["failures"] == ["s/now; work established declared; routed influence"]


def test_frame_changes_name_the_tasks_a_frame_repaired_and_lost() -> None:
    def outcome(task: str, passed: bool) -> Any:
        return score_task(
            scenario="s",
            family="f",
            task=example_task(id=task),
            bundle_refs=["postgres"] if passed else [],
            held={"sqlite": Held("active", "trusted")},
            route="influence",
            tokens=0,
            latency_ms=None,
        )

    changes = frame_changes(
        {
            "N3": [outcome("a", False), outcome("b", True), outcome("c", True)],
            "N4": [outcome("a", True), outcome("b", False), outcome("c", True)],
            "N5": [outcome("a", True)],
        }
    )
    # N5 ran without its twin: nothing to compare.
    assert changes == {"N3->N4": {"tasks": 3, "repaired": ["s/a"], "lost": ["s/b"]}}


def test_a_bundle_that_differs_from_the_unframed_one_fails_a_task_that_expects_it() -> None:
    task = example_task(expect={"selected": ["postgres"], "same_as_unframed": True})

    def score(same: bool | None) -> Any:
        return score_task(
            scenario="s",
            family="f",
            task=task,
            bundle_refs=["postgres"],
            held={},
            route="influence",
            tokens=0,
            latency_ms=None,
            unframed_same=same,
        )

    differs, same, unpaired = score(False), score(True), score(None)
    assert (differs.correct, differs.passed, same.passed, unpaired.passed) == (
        True,
        False,
        True,
        True,
    )
    summary = measures([differs, same, unpaired])
    assert summary["fallback_identical"] == 0.5
    assert summary["failures"] == ["s/now; bundle differs from the unframed one; routed influence"]
    # A task that does not expect the unframed bundle is not scored by it.
    plain = score_task(
        scenario="s",
        family="f",
        task=example_task(),
        bundle_refs=["postgres"],
        held={"sqlite": Held("active", "trusted")},
        route="influence",
        tokens=0,
        latency_ms=None,
        unframed_same=False,
    )
    assert (plain.unframed_same, plain.passed) == (None, True)


# --- through the pipeline ---------------------------------------------------------------------


@pytest.mark.django_db
def test_each_condition_is_the_pipeline_with_its_stages_and_traces_say_which() -> None:
    scenario = parse_scenario(EXAMPLE, where="example")
    report = evaluation_run(scenarios=[scenario], conditions=CONDITIONS, slug_prefix="ev")
    conditions = report["conditions"]
    assert conditions["N4"]["available"] and conditions["N4"]["stages_off"] == [
        "standing",
        "review",
        "budget",
    ]
    assert conditions["N5-noframes"]["stages_off"] == ["frames"]
    assert (conditions["N0"]["evidence_recall"], conditions["N0"]["tokens"]) == (0.0, 0.0)
    # The superseded SQLite memory reaches the acting bundle until the temporal stage.
    assert [conditions[n]["stale_harm"] for n in ("N1", "N2", "N3", "N4", "N5")] == [
        1.0,
        1.0,
        0,
        0,
        0,
    ]
    assert conditions["N5"]["current_correct"] == conditions["N5"]["historical_correct"] == 1.0
    assert conditions["N1"]["route_correct"] is None
    assert report["changes"]["N2->N3"]["stale_harm"] == {"from": 1.0, "to": 0.0}
    # Without a frame the frames stage changes nothing.
    assert report["changes"]["N3->N4"] == {"nothing": "no measure moved"}
    assert report["frames"]["N5-noframes->N5"] == {"tasks": 2, "repaired": [], "lost": []}
    assert report["suite"]["frames_setting"] is True
    assert report["reader"].startswith("not run")
    # N0 calls nothing; the others leave one trace per task, naming the stages off.
    traces = ContextTrace.objects.filter(project__slug="ev-001")
    offs = sorted(str(t.config.get("stages_off")) for t in traces)
    assert offs == sorted(
        ["['routing', 'temporal', 'standing', 'review', 'budget', 'frames']"] * 2
        + ["['temporal', 'standing', 'review', 'budget', 'frames']"] * 2
        + ["['standing', 'review', 'budget', 'frames']"] * 2
        + ["['standing', 'review', 'budget']"] * 2
        + ["['frames']"] * 2
        + ["None"] * 2
    )
    unrouted = traces.filter(config__stages_off__0="routing").first()
    assert unrouted is not None and " route=none " in unrouted.rendered


@pytest.mark.django_db
def test_a_task_sends_its_signals_work_type_budget_and_session_one_session_per_condition(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[dict[str, Any]] = []
    original = context_build

    def recording(**kwargs: Any) -> Any:
        calls.append(kwargs)
        return original(**kwargs)

    data = json.loads(json.dumps(EXAMPLE))
    data["frame"] = FRAME
    data["tasks"][0].update(
        signals=[{"kind": "task", "text": "Database migration"}],
        work_type="migration",
        session="s1",
        budget_tokens=400,
    )
    data["tasks"][0]["expect"]["establishment"] = "declared"
    data["tasks"][1].update(session="s1")
    monkeypatch.setattr("memoryapp.evaluation.run.context_build", recording)
    scenario = parse_scenario(data, where="example")
    report = evaluation_run(
        scenarios=[scenario], conditions=conditions_named(["N3", "N4"]), slug_prefix="fr"
    )
    # The caller named the work: declared, under N4 only (N3 does not consult the frame).
    assert report["conditions"]["N3"]["frame_state_correct"] is None
    assert report["conditions"]["N4"]["frame_state_correct"] == 1.0
    # The frame stage's time, from the traces, where the frame was consulted.
    assert report["conditions"]["N3"]["frame_ms"] is None
    assert report["conditions"]["N4"]["frame_ms"] >= 0
    first, second = calls[0], calls[1]
    assert [(s.kind.value, s.text) for s in first["signals"]] == [("task", "Database migration")]
    assert (first["work_type"], first["budget_tokens"]) == ("migration", 400)
    assert (second["signals"], second["work_type"], second["budget_tokens"]) == (None, None, None)
    # Both tasks are calls of one session, a session of each condition's own, which carries
    # the work established and not the bundles served.
    assert [(c["session_id"], c["session_fresh"]) for c in calls] == [
        ("s1@N3", True),
        ("s1@N3", True),
        ("s1@N4", True),
        ("s1@N4", True),
    ]


@pytest.mark.slow
@pytest.mark.django_db
def test_the_suite_meets_its_targets_at_n5_and_n1_shows_the_harm_later_stages_remove() -> None:
    scenarios = read_suite(SUITE)
    report = evaluation_run(scenarios=scenarios, conditions=CONDITIONS, slug_prefix="suite")
    full, naive = report["conditions"]["N5"], report["conditions"]["N1"]
    assert full["failures"] == []
    assert (full["stale_harm"], full["untrusted_admitted"], full["unreviewed_admitted"]) == (
        0,
        0,
        0,
    )
    assert full["current_correct"] >= 0.95 and full["historical_correct"] >= 0.95
    assert naive["stale_harm"] > 0.5 and naive["untrusted_admitted"] > 0.5
    assert set(report["families"]) == {s.family for s in scenarios}
    assert report["suite"]["tasks"] == sum(len(s.tasks) for s in scenarios)
    # Each later stage removes a harm of its own.
    assert "stale_harm" in report["changes"]["N2->N3"]
    assert {"untrusted_admitted", "unreviewed_admitted"} <= set(
        report["changes"]["N3->N5-noframes"]
    )
    # Frames lose nothing the product without them had.
    assert report["frames"]["N5-noframes->N5"]["lost"] == []


# --- the reader, against the stand-in chat server ----------------------------------------------


def label_reader(request: ChatRequest) -> str:
    """A stand-in model that answers with the first bundle entry whose label fits the question
    (historical for "originally", else current), or says it does not know; as a judge it says
    yes when the given answer repeats the expected one."""
    system, user = request.messages[0]["content"], request.messages[-1]["content"]
    if system == JUDGE_SYSTEM:
        expected = re.search(r"Expected answer: (.*)", user)
        given = re.search(r"Given answer: (.*)", user)
        return "yes" if expected and given and expected[1] in given[1] else "no"
    wanted = "historical" if "originally" in user else "current"
    entries = [content for label, content in ENTRY.findall(user) if label == wanted]
    return entries[0] if entries else "I do not know."


@pytest.mark.django_db
def test_the_reader_answers_from_each_conditions_bundle(chat_server: ChatServer) -> None:
    chat_server.default = label_reader
    reader = Reader(OpenAICompatibleChat(chat_server.base_url, "stand-in"), judge=True)
    scenario = parse_scenario(EXAMPLE, where="example")
    report = evaluation_run(
        scenarios=[scenario],
        conditions=conditions_named(["N0", "N5"]),
        slug_prefix="rd",
        reader=reader,
    )
    assert report["reader"] == "openai:stand-in"
    assert report["answers"]["N0"] == {
        "tasks": 2,
        "answer_correct": 0.0,
        "judge_correct": 0.0,
        "errors": 0,
    }
    # The historical task wants exactly "SQLite": a sentence that says it passes only the judge,
    # which is reported beside the match, not instead of it.
    assert report["answers"]["N5"] == {
        "tasks": 2,
        "answer_correct": 0.5,
        "judge_correct": 1.0,
        "errors": 0,
    }
    # What the model read: the query, and under N5 the fenced bundle of the trace.
    questions = [m[-1]["content"] for m in chat_server.messages if m[0]["content"] != JUDGE_SYSTEM]
    assert questions[0] == "Question: Which database should the new endpoint write to?"
    assert "MEMORY-" in questions[2] and questions[2].endswith(
        "Question: Which database should the new endpoint write to?"
    )


@pytest.mark.django_db
def test_a_reader_that_fails_is_counted_as_errors_not_answers(chat_server: ChatServer) -> None:
    chat_server.default = (400, {"error": {"message": "no such model"}})
    reader = Reader(OpenAICompatibleChat(chat_server.base_url, "missing"))
    report = evaluation_run(
        scenarios=[parse_scenario(EXAMPLE, where="example")],
        conditions=conditions_named(["N5"]),
        slug_prefix="rf",
        reader=reader,
    )
    assert report["answers"]["N5"] == {
        "tasks": 2,
        "answer_correct": 0.0,
        "judge_correct": None,
        "errors": 2,
    }
    # A 400 is not retried; a transient failure is, once.
    assert len(chat_server.chat_requests) == 2


def test_the_reader_is_configured_like_extraction_with_its_own_overrides() -> None:
    with override_settings(
        MEMORY_LLM_URL="http://127.0.0.1:9/v1", MEMORY_LLM_MODEL="extract", MEMORY_READER_URL=""
    ):
        from django.conf import settings

        assert reader_from_settings(settings).name == "openai:extract"
        with override_settings(MEMORY_READER_MODEL="reader"):
            assert reader_from_settings(settings).name == "openai:reader"
    with override_settings(MEMORY_LLM_URL="", MEMORY_READER_URL=""):
        from django.conf import settings

        with pytest.raises(ValueError, match="MEMORY_READER_URL"):
            reader_from_settings(settings)


# --- the command ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_command_writes_the_report_and_the_plot(tmp_path: Path, capsys: Any) -> None:
    suite = tmp_path / "suite"
    (suite / "coding").mkdir(parents=True)
    shutil.copy(SUITE / "coding" / "coding-superseded-broker.json", suite / "coding")
    out, png = tmp_path / "out.json", tmp_path / "out.png"
    call_command("evaluate", "--suite", str(suite), "--json", str(out), "--plot", str(png))
    report = json.loads(out.read_text())
    assert set(report["conditions"]) == {"N0", "N1", "N2", "N3", "N4", "N5-noframes", "N5"}
    for key in (
        "current_correct",
        "historical_correct",
        "stale_harm",
        "untrusted_admitted",
        "evidence_recall",
        "tokens",
        "latency_ms",
    ):
        assert key in report["conditions"]["N5"]
    assert set(report["families"]) == {"coding"}
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    printed = capsys.readouterr().out
    assert "[1/1] coding-superseded-broker: N0 0/" in printed
    assert "| N4 | " in printed and "| N5-noframes | " in printed
    assert "frames N5-noframes->N5 over 3 tasks: repaired none; lost none" in printed
    assert "reader: not run" in printed


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--conditions", "N1,N9"], "unknown condition"),
        (["--judge"], "--judge needs --reader openai"),
    ],
)
def test_the_command_refuses_bad_arguments(arguments: list[str], message: str) -> None:
    with pytest.raises(CommandError, match=message):
        call_command("evaluate", "--suite", str(SUITE), *arguments)


def test_the_command_says_what_a_reader_needs() -> None:
    with (
        override_settings(MEMORY_LLM_URL="", MEMORY_READER_URL=""),
        pytest.raises(CommandError, match="needs MEMORY_READER_URL"),
    ):
        call_command("evaluate", "--suite", str(SUITE), "--reader", "openai")
