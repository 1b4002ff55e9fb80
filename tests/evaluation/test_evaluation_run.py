"""The evaluation harness: conditions as stages of the one pipeline, the measures, the reader
(against the stand-in chat server) and the ``evaluate`` command."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from memoryapp.evaluation.conditions import CONDITIONS, conditions_named
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
from tests.chat_server import (  # noqa: F401 (fixtures)
    ChatRequest,
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)
from tests.evaluation.test_evaluation_scenarios import EXAMPLE, SUITE

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


def test_conditions_are_the_six_of_the_evaluation_with_n4_not_available() -> None:
    assert [c.name for c in CONDITIONS] == ["N0", "N1", "N2", "N3", "N4", "N5"]
    n4 = conditions_named(["N4"])[0]
    assert (n4.available, n4.unavailable) == (False, "frames do not exist yet")
    assert conditions_named(["N5", "N1"]) == [CONDITIONS[1], CONDITIONS[5]]
    with pytest.raises(ValueError, match="unknown condition"):
        conditions_named(["N6"])


# --- through the pipeline ---------------------------------------------------------------------


@pytest.mark.django_db
def test_each_condition_is_the_pipeline_with_its_stages_and_traces_say_which() -> None:
    scenario = parse_scenario(EXAMPLE, where="example")
    report = evaluation_run(scenarios=[scenario], conditions=CONDITIONS, slug_prefix="ev")
    conditions = report["conditions"]
    assert conditions["N4"] == {
        "available": False,
        "description": "routed + temporal + frames",
        "reason": "frames do not exist yet",
    }
    assert (conditions["N0"]["evidence_recall"], conditions["N0"]["tokens"]) == (0.0, 0.0)
    # The superseded SQLite memory reaches the acting bundle until the temporal stage.
    assert [conditions[n]["stale_harm"] for n in ("N1", "N2", "N3", "N5")] == [1.0, 1.0, 0, 0]
    assert conditions["N5"]["current_correct"] == conditions["N5"]["historical_correct"] == 1.0
    assert conditions["N1"]["route_correct"] is None
    assert report["changes"]["N2->N3"]["stale_harm"] == {"from": 1.0, "to": 0.0}
    assert report["reader"].startswith("not run")
    # N0 calls nothing; N1, N2, N3 and N5 leave one trace per task, naming the stages off.
    traces = ContextTrace.objects.filter(project__slug="ev-001")
    offs = sorted(str(t.config.get("stages_off")) for t in traces)
    assert offs == sorted(
        ["['routing', 'temporal', 'standing', 'review', 'budget', 'frames']"] * 2
        + ["['temporal', 'standing', 'review', 'budget', 'frames']"] * 2
        + ["['standing', 'review', 'budget', 'frames']"] * 2
        + ["None"] * 2
    )
    unrouted = traces.filter(config__stages_off__0="routing").first()
    assert unrouted is not None and " route=none " in unrouted.rendered


# Tasks the suite keeps although N5 misses them, each for a reason docs/evaluation.md gives: a
# question that shares no word with its evidence, among a crowd, which no leg returns (the
# dense leg's meaning is what would have to find it).
KNOWN_MISSES = frozenset({"crowd-newsletter-cadence/busy"})


@pytest.mark.slow
@pytest.mark.django_db
def test_the_suite_meets_its_targets_at_n5_and_n1_shows_the_harm_later_stages_remove() -> None:
    scenarios = read_suite(SUITE)
    report = evaluation_run(scenarios=scenarios, conditions=CONDITIONS, slug_prefix="suite")
    full, naive = report["conditions"]["N5"], report["conditions"]["N1"]
    assert [f for f in full["failures"] if f.split(";")[0] not in KNOWN_MISSES] == []
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
    assert {"untrusted_admitted", "unreviewed_admitted"} <= set(report["changes"]["N3->N5"])


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
    assert set(report["conditions"]) == {"N0", "N1", "N2", "N3", "N4", "N5"}
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
    assert "| N4 | not available: frames do not exist yet |" in printed
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
