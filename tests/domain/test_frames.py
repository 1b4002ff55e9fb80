"""Frames: the owner's frame document, the work established from signals, the control that
follows, and what the frame does to each candidate. A wrong guess about the work never hides a
candidate."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memoryapp.domain import frame_effects as fx
from memoryapp.domain import frame_establishment as fe
from memoryapp.domain import frames as fr
from memoryapp.domain.frame_effects import (
    ControlMode,
    FrameCandidate,
    FrameControl,
    control_for,
    control_unframed,
    fence_fields,
    frame_effects,
)
from memoryapp.domain.frame_establishment import (
    Establishment,
    WorkFrame,
    WorkSignal,
    establish,
)
from memoryapp.domain.frames import (
    FrameProblem,
    ProjectFrame,
    SignalKind,
    frame_document,
    parse_project_frame,
)
from memoryapp.domain.reason_labels import reason_label
from memoryapp.domain.routing import Route

from .cases import ids

E = Establishment
K = SignalKind
NOW = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)
IMPL, PUB, RELEASE = "implementation_review", "publication_review", "release"

DOC: dict[str, Any] = {
    "project": "atlas",
    "purpose": "A storage engine and the paper about it.",
    "objectives": ["ship 2.0", "submit the paper"],
    "constraints": ["no breaking change to the on-disk format"],
    "work_types": [
        {
            "name": IMPL,
            "terms": ["code review", "pull request", "diff"],
            "signal_kinds": ["task", "user_message", "tool_result", "test_failure"],
            "prefer": {"subject_prefixes": ["arch", "experiment"], "entities": ["Postgres"]},
        },
        {
            "name": PUB,
            "terms": ["paper draft", "citation", "camera ready", "manuscript"],
            "signal_kinds": ["task", "user_message", "scheduled_job"],
            "prefer": {"subject_prefixes": ["paper"], "source_kinds": ["document", "file"]},
        },
        {"name": RELEASE, "prefer": {"memory_types": ["procedural"]}},
    ],
}


def make_frame(**changes: Any) -> ProjectFrame:
    doc = {**copy.deepcopy(DOC), **changes}
    frame = parse_project_frame(doc, project_slug="atlas", version=3)
    assert isinstance(frame, ProjectFrame), frame
    return frame


FRAME = make_frame()


def sig(kind: str, text: str, minutes: int = 0) -> WorkSignal:
    return WorkSignal(K(kind), text, NOW + timedelta(minutes=minutes))


# --- the owner's document -----------------------------------------------------------------


def test_a_valid_document_is_a_frame_and_reads_back_the_same() -> None:
    assert FRAME.version == 3 and FRAME.project == "atlas" and not FRAME.hard_exclude
    assert [w.name for w in FRAME.work_types] == [IMPL, PUB, RELEASE]
    assert FRAME.work_type(" Publication_Review ") is FRAME.work_types[1]
    again = parse_project_frame(frame_document(FRAME), project_slug="atlas", version=3)
    assert again == FRAME


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A mutation that sets ``value`` at the dotted ``path`` (a number indexes a list)."""

    def mutate(doc: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = doc
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[int(last) if last.isdigit() else last] = value

    return mutate


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda doc: doc.pop(key)


BIG = ["x"] * (fr.MAX_LIST_ITEMS + 1)
# id, mutation of DOC, the problem's code, words its detail must hold
MALFORMED = [
    ("unknown-top-key", _set("owner", "me"), fr.FRAME_INVALID_KEY, "'owner'"),
    ("unknown-prefer-key", _set("work_types.0.prefer.tags", ["x"]), fr.FRAME_INVALID_KEY, "tags"),
    ("missing-work-types", _drop("work_types"), fr.FRAME_INVALID_KEY, "work_types"),
    ("missing-prefer", lambda d: d["work_types"][2].pop("prefer"), fr.FRAME_INVALID_KEY, "prefer"),
    ("list-as-string", _set("objectives", "ship 2.0"), fr.FRAME_INVALID_TYPE, "objectives"),
    ("flag-as-string", _set("hard_exclude", "yes"), fr.FRAME_INVALID_TYPE, "hard_exclude"),
    ("flag-as-number", _set("hard_exclude", 1), fr.FRAME_INVALID_TYPE, "hard_exclude"),
    ("work-type-not-object", _set("work_types.1", "x"), fr.FRAME_INVALID_TYPE, "work_types[1]"),
    ("no-work-types", _set("work_types", []), fr.FRAME_INVALID_EMPTY, "no work type"),
    ("prefers-nothing", _set("work_types.2.prefer", {}), fr.FRAME_INVALID_EMPTY, "nothing"),
    (
        "terms-without-kinds",
        _set("work_types.0.signal_kinds", []),
        fr.FRAME_INVALID_EMPTY,
        "together",
    ),
    (
        "duplicate-type",
        _set("work_types.2.name", "Implementation_Review"),
        fr.FRAME_INVALID_DUPLICATE,
        IMPL,
    ),
    ("long-purpose", _set("purpose", "x" * 2001), fr.FRAME_TOO_LARGE, "purpose"),
    ("long-list", _set("constraints", BIG), fr.FRAME_TOO_LARGE, "constraints"),
    (
        "too-many-terms",
        _set("work_types.0.terms", [f"t{i}" for i in range(33)]),
        fr.FRAME_TOO_LARGE,
        "terms",
    ),
    ("long-term", _set("work_types.0.terms", ["a b c d e"]), fr.FRAME_TOO_LARGE, "words"),
    ("bad-name", _set("work_types.0.name", "code review!"), fr.FRAME_INVALID_VALUE, "name"),
    (
        "fence-breaking-name",
        _set("work_types.0.name", "x\nMEMORY-"),
        fr.FRAME_INVALID_VALUE,
        "name",
    ),
    (
        "unknown-memory-type",
        _set("work_types.2.prefer.memory_types", ["rules"]),
        fr.FRAME_INVALID_VALUE,
        "'rules'",
    ),
    (
        "unknown-signal-kind",
        _set("work_types.0.signal_kinds", ["email"]),
        fr.FRAME_INVALID_VALUE,
        "'email'",
    ),
    ("stop-word-term", _set("work_types.0.terms", ["the"]), fr.FRAME_INVALID_VALUE, "content word"),
    (
        "bad-subject",
        _set("work_types.1.prefer.subjects", ["a;b"]),
        fr.FRAME_INVALID_VALUE,
        "subject",
    ),
    ("other-project", _set("project", "hermes"), fr.FRAME_OTHER_PROJECT, "'hermes'"),
]


@pytest.mark.parametrize(("case", "mutate", "code", "words"), MALFORMED, ids=ids(MALFORMED))
def test_a_malformed_document_is_a_classified_problem_not_a_frame(
    case: str, mutate: Callable[[dict[str, Any]], None], code: str, words: str
) -> None:
    doc = copy.deepcopy(DOC)
    mutate(doc)
    problem = parse_project_frame(doc, project_slug="atlas")
    assert isinstance(problem, FrameProblem)
    assert problem.code == code
    assert words in problem.detail
    assert reason_label(problem.code, problem.detail) != problem.code


def test_every_problem_code_has_malformed_cases() -> None:
    assert len({code for _, _, code, _ in MALFORMED}) == len(fr.PROBLEM_CODES) == 7
    assert len(MALFORMED) >= 8


@pytest.mark.parametrize("data", [None, [], "frame", 3])
def test_a_document_that_is_no_object_is_a_problem(data: Any) -> None:
    problem = parse_project_frame(data, project_slug="atlas")
    assert problem == FrameProblem(fr.FRAME_INVALID_TYPE, "$: must be an object")


def test_a_frame_without_a_project_belongs_to_the_one_it_is_saved_in() -> None:
    doc = {k: v for k, v in DOC.items() if k != "project"}
    frame = parse_project_frame(doc, project_slug="hermes")
    assert isinstance(frame, ProjectFrame) and frame.project == "hermes"


@pytest.mark.parametrize("version", [0, -1, True, "2"])
def test_the_store_must_number_a_version(version: Any) -> None:
    with pytest.raises(ValueError, match="version"):
        parse_project_frame(DOC, project_slug="atlas", version=version)


# --- establishing the work ----------------------------------------------------------------

REVIEW_TASK = sig("task", "Do a code review of the pull request for the cache.")
PAPER_JOB = sig("scheduled_job", "Nightly: check the citations of the paper draft.")
U_DIFF = sig("user_message", "can you look at this diff")
U_PAPER = sig("user_message", "and the manuscript?")
U_BOTH = sig("user_message", "diff the manuscript")
T_DIFF = sig("tool_result", "diff --git a/cache.py b/cache.py")
TASK_BOTH = sig("task", "diff the manuscript")
PLANTS = sig("task", "water the plants")
FAILED_PAPER = sig("test_failure", "paper draft")
# id, signals, declared, previous, state, work type, carry
ESTABLISHED = [
    ("declared-by-caller", [], PUB, None, E.DECLARED, PUB, PUB),
    ("declared-overrides-signals", [REVIEW_TASK], PUB, IMPL, E.DECLARED, PUB, PUB),
    ("declared-without-terms", [], "Release", None, E.DECLARED, RELEASE, RELEASE),
    ("declared-unknown-type", [REVIEW_TASK], "triage", IMPL, E.UNKNOWN, None, IMPL),
    ("one-decisive-signal", [REVIEW_TASK], None, None, E.DECLARED, IMPL, IMPL),
    ("decisive-same-as-session", [REVIEW_TASK], None, IMPL, E.DECLARED, IMPL, IMPL),
    ("decisive-beats-weak", [REVIEW_TASK, U_PAPER], None, None, E.DECLARED, IMPL, IMPL),
    ("decisive-and-weak-agree", [REVIEW_TASK, U_DIFF], None, None, E.CORROBORATED, IMPL, IMPL),
    ("two-weak-kinds-agree", [U_DIFF, T_DIFF], None, None, E.CORROBORATED, IMPL, IMPL),
    ("weak-only", [U_DIFF], None, PUB, E.INFERRED, IMPL, PUB),
    ("decisive-conflict", [REVIEW_TASK, PAPER_JOB], None, IMPL, E.CONFLICTING, None, IMPL),
    ("one-signal-two-types", [TASK_BOTH], None, None, E.CONFLICTING, None, None),
    ("weak-conflict", [U_BOTH], None, None, E.CONFLICTING, None, None),
    ("stale", [PAPER_JOB], None, IMPL, E.STALE, None, PUB),
    ("stale-corroborated", [U_DIFF, T_DIFF], None, PUB, E.STALE, None, IMPL),
    ("previous-no-longer-known", [PAPER_JOB], None, "triage", E.DECLARED, PUB, PUB),
    ("no-signals", [], None, IMPL, E.UNKNOWN, None, IMPL),
    ("nothing-matches", [PLANTS], None, None, E.UNKNOWN, None, None),
    ("kind-not-read-by-type", [FAILED_PAPER], None, None, E.UNKNOWN, None, None),
]


@pytest.mark.parametrize(
    ("case", "signals", "declared", "previous", "state", "work_type", "carry"),
    ESTABLISHED,
    ids=ids(ESTABLISHED),
)
def test_establishment_is_the_contract_state(
    case: str,
    signals: list[WorkSignal],
    declared: str | None,
    previous: str | None,
    state: Establishment,
    work_type: str | None,
    carry: str | None,
) -> None:
    work = establish(FRAME, signals, declared_work_type=declared, previous_work_type=previous)
    assert (work.state, work.work_type, work.carry) == (state, work_type, carry)
    assert work.reason == fe.STATE_REASONS[state] and work.reason.startswith("frame.")
    assert work.by_caller == (declared is not None)
    assert work.detail


def test_every_state_has_a_contract_case() -> None:
    assert {row[4] for row in ESTABLISHED} == set(Establishment)


def test_a_stale_frame_is_firm_on_the_next_request_that_agrees() -> None:
    first = establish(FRAME, [PAPER_JOB], previous_work_type=IMPL)
    assert first.state is E.STALE and "'implementation_review'" in first.detail
    second = establish(FRAME, [PAPER_JOB], previous_work_type=first.carry)
    assert (second.state, second.work_type) == (E.DECLARED, PUB)


def test_only_the_newest_signal_of_a_kind_counts() -> None:
    older = sig("task", "code review of the pull request", minutes=-5)
    newer = sig("task", "fix the manuscript", minutes=0)
    for order in ([older, newer], [newer, older]):
        work = establish(FRAME, order)
        assert (work.state, work.work_type) == (E.DECLARED, PUB)
        assert [(s.kind, s.observed_at) for s in work.signals] == [(K.TASK, newer.observed_at)]


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("Please review the Pull Requests", True),
        ("CODE-REVIEW", True),
        ("pulled a request from upstream", False),
        ("a diffusion model", False),
        ("the reviewed code", False),
    ],
)
def test_terms_match_by_words_in_order(text: str, matches: bool) -> None:
    work = establish(FRAME, [sig("task", text)])
    assert (work.work_type == IMPL) is matches


def test_a_signal_is_read_only_to_its_head() -> None:
    padded = "x " * (fe.MAX_SIGNAL_CHARS // 2) + "code review"
    assert establish(FRAME, [sig("task", padded)]).state is E.UNKNOWN
    assert establish(FRAME, [sig("task", "code review " + padded)]).state is E.DECLARED


def test_signals_are_checked() -> None:
    with pytest.raises(ValueError, match="timezone"):
        WorkSignal(K.TASK, "x", datetime(2026, 1, 1))
    with pytest.raises(ValueError):
        WorkSignal("email", "x", NOW)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at most"):
        establish(FRAME, [sig("task", "x")] * (fe.MAX_SIGNALS + 1))


def test_the_work_frame_as_the_trace_records_it() -> None:
    work = establish(FRAME, [REVIEW_TASK, sig("user_message", "the diff")])
    assert work.as_dict() == {
        "establishment": "corroborated",
        "reason": fe.FRAME_CORROBORATED,
        "work_type": IMPL,
        "detail": "user_message, task agree",
        "by_caller": False,
        "carry": IMPL,
        "signals": [
            {
                "kind": "user_message",
                "observed_at": NOW.isoformat(),
                "decisive": False,
                "work_types": [IMPL],
            },
            {
                "kind": "task",
                "observed_at": NOW.isoformat(),
                "decisive": True,
                "work_types": [IMPL],
            },
        ],
    }


# --- control ------------------------------------------------------------------------------

MODES = {
    E.DECLARED: ControlMode.HARD,
    E.CORROBORATED: ControlMode.HARD,
    E.INFERRED: ControlMode.SOFT,
    E.CONFLICTING: ControlMode.QUERY_ONLY,
    E.STALE: ControlMode.QUERY_ONLY,
    E.UNKNOWN: ControlMode.QUERY_ONLY,
}


@pytest.mark.parametrize("state", list(Establishment))
def test_control_follows_establishment_and_recall_bypasses_it(state: Establishment) -> None:
    work = WorkFrame(state, IMPL if MODES[state] is not ControlMode.QUERY_ONLY else None, "x")
    assert control_for(work, Route.INFLUENCE) == FrameControl(MODES[state], work.reason)
    assert control_for(work, Route.RECALL) == FrameControl(
        ControlMode.QUERY_ONLY, fx.FRAME_BYPASSED_RECALL
    )


def test_an_unframed_project_is_query_only_with_its_reason() -> None:
    problem = FrameProblem(fr.FRAME_INVALID_KEY, "$: unknown key 'x'")
    assert control_unframed(problem).reason == fx.FRAME_DISABLED_MALFORMED
    assert control_unframed(None).reason == fx.FRAME_NOT_DECLARED
    assert control_unframed(None).mode is ControlMode.QUERY_ONLY


def test_the_fence_names_the_frame_only_when_it_applied() -> None:
    work = establish(FRAME, [REVIEW_TASK])
    assert fence_fields(work, control_for(work, Route.INFLUENCE)) == {
        "work_type": IMPL,
        "frame_establishment": "declared",
        "frame_control": "hard",
    }
    assert fence_fields(work, control_for(work, Route.RECALL)) is None
    assert fence_fields(None, control_unframed(None)) is None
    conflicting = establish(FRAME, [REVIEW_TASK, PAPER_JOB])
    assert fence_fields(conflicting, control_for(conflicting, Route.INFLUENCE)) is None


# --- effects ------------------------------------------------------------------------------


def cand(
    memory_id: str,
    subject: str = "",
    *,
    type_: str = "semantic",
    source: str = "conversation",
    entities: tuple[str, ...] = (),
) -> FrameCandidate:
    return FrameCandidate(memory_id, type_, source, subject, frozenset(entities))  # type: ignore[arg-type]


# Baseline order: a, b, c, d, e. Implementation review prefers b (arch.*) and d (Postgres).
BASELINE = [
    cand("a", "paper.intro"),
    cand("b", "arch.storage"),
    cand("c", "release.steps"),
    cand("d", entities=("  postgres ",)),
    cand("e", "architecture"),
]
DECLARED_IMPL = establish(FRAME, [REVIEW_TASK])
INFERRED_IMPL = establish(FRAME, [sig("user_message", "this diff")])


def reasons(outcome: fx.FrameOutcome) -> dict[str, str]:
    return {e.memory_id: e.reason for e in outcome.effects}


def test_hard_without_hard_exclude_lifts_preferred_and_keeps_everything() -> None:
    control = control_for(DECLARED_IMPL, Route.INFLUENCE)
    outcome = frame_effects(BASELINE, DECLARED_IMPL, FRAME, control)
    assert outcome.order == ("b", "d", "a", "c", "e")
    assert outcome.removed == ()
    assert reasons(outcome) == {
        "a": fx.FRAME_NOT_PREFERRED,
        "b": fx.FRAME_PREFERRED,
        "c": fx.FRAME_NOT_PREFERRED,
        "d": fx.FRAME_PREFERRED,
        "e": fx.FRAME_NOT_PREFERRED,
    }


def test_hard_with_hard_exclude_removes_what_is_not_preferred() -> None:
    frame = make_frame(hard_exclude=True)
    outcome = frame_effects(
        BASELINE, DECLARED_IMPL, frame, control_for(DECLARED_IMPL, Route.INFLUENCE)
    )
    assert outcome.order == ("b", "d")
    assert outcome.removed == ("a", "c", "e")
    assert {reasons(outcome)[i] for i in outcome.removed} == {fx.FRAME_EXCLUDED}


def test_hard_exclude_keeps_everything_when_nothing_is_preferred() -> None:
    frame = make_frame(hard_exclude=True)
    plain = [cand("a", "paper.intro"), cand("c", "release.steps")]
    outcome = frame_effects(
        plain, DECLARED_IMPL, frame, control_for(DECLARED_IMPL, Route.INFLUENCE)
    )
    assert outcome.order == ("a", "c") and outcome.removed == ()
    assert set(reasons(outcome).values()) == {fx.FRAME_KEPT_NONE_PREFERRED}


def test_soft_interleaves_and_removes_nothing_even_with_hard_exclude() -> None:
    frame = make_frame(hard_exclude=True)
    control = control_for(INFERRED_IMPL, Route.INFLUENCE)
    assert control.mode is ControlMode.SOFT
    outcome = frame_effects(BASELINE, INFERRED_IMPL, frame, control)
    assert outcome.order == ("a", "b", "c", "d", "e")
    late = [cand(i) for i in "wxyz"] + [cand("p", "arch.io"), cand("q", "experiment.lsm")]
    outcome = frame_effects(late, INFERRED_IMPL, frame, control)
    assert outcome.order == ("w", "p", "x", "q", "y", "z")
    assert outcome.removed == ()
    assert reasons(outcome)["p"] == fx.FRAME_PREFERRED
    assert reasons(outcome)["w"] == fx.FRAME_NOT_PREFERRED


@pytest.mark.parametrize(
    ("work", "route", "control", "reason"),
    [
        ("conflicting", Route.INFLUENCE, None, fx.FRAME_NOT_APPLIED_QUERY_ONLY),
        ("declared", Route.RECALL, None, fx.FRAME_BYPASSED_RECALL),
        (
            None,
            Route.INFLUENCE,
            control_unframed(FrameProblem("x", "y")),
            fx.FRAME_DISABLED_MALFORMED,
        ),
        (None, Route.INFLUENCE, control_unframed(None), fx.FRAME_NOT_DECLARED),
    ],
)
def test_query_only_changes_nothing_and_says_why(
    work: str | None, route: Route, control: FrameControl | None, reason: str
) -> None:
    frame = make_frame(hard_exclude=True)
    signals = {"conflicting": [REVIEW_TASK, PAPER_JOB], "declared": [REVIEW_TASK]}
    work_frame = establish(frame, signals[work]) if work else None
    if control is None:
        assert work_frame is not None
        control = control_for(work_frame, route)
    outcome = frame_effects(BASELINE, work_frame, frame if work else None, control)
    assert outcome.order == tuple("abcde")
    assert set(reasons(outcome).values()) == {reason}
    assert not any(e.preferred for e in outcome.effects)


@pytest.mark.parametrize(
    ("candidate", "preferred"),
    [
        (cand("x", "paper", source="document"), True),
        (cand("x", "paper.draft.v2", source="file"), True),
        (cand("x", "papers", source="file"), False),
        (cand("x", "paper"), False),
        (cand("x", "paper.draft", source="web"), False),
        (cand("x", "arch.storage", source="document"), False),
        (cand("x", "", source="file"), False),
    ],
)
def test_preference_is_source_and_what_it_is_about(
    candidate: FrameCandidate, preferred: bool
) -> None:
    work = establish(FRAME, [PAPER_JOB])
    outcome = frame_effects([candidate], work, FRAME, control_for(work, Route.INFLUENCE))
    assert outcome.effects[0].preferred is preferred


def test_a_memory_type_preference_alone_admits_every_subject() -> None:
    work = establish(FRAME, [], declared_work_type=RELEASE)
    rows = [
        cand("x", "paper"),
        cand("y", "arch", type_="procedural"),
        cand("z", type_="procedural"),
    ]
    outcome = frame_effects(rows, work, FRAME, control_for(work, Route.INFLUENCE))
    assert outcome.order == ("y", "z", "x")


def test_a_candidate_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        frame_effects(
            [cand("a"), cand("a")],
            DECLARED_IMPL,
            FRAME,
            control_for(DECLARED_IMPL, Route.INFLUENCE),
        )


def _random_frame(rng: random.Random) -> ProjectFrame:
    """A frame whose every work type reads weak signals only, with random preferences."""
    kinds = ["user_message", "tool_result"]
    doc = {
        "hard_exclude": True,
        "work_types": [
            {
                "name": f"w{n}",
                "terms": [f"term{n}"],
                "signal_kinds": rng.sample(kinds, rng.randint(1, 2)),
                "prefer": {"subject_prefixes": rng.sample(SUBJECTS, rng.randint(1, 3))},
            }
            for n in range(rng.randint(1, 4))
        ],
    }
    frame = parse_project_frame(doc, project_slug="p")
    assert isinstance(frame, ProjectFrame)
    return frame


SUBJECTS = ["arch", "paper", "release", "ops", "experiment"]


def test_a_wrong_inferred_frame_never_removes_a_candidate() -> None:
    rng = random.Random(34)
    inferred = 0
    for _ in range(400):
        frame = _random_frame(rng)
        work_type = rng.choice(frame.work_types)
        kind = rng.choice(sorted(work_type.signal_kinds))
        work = establish(frame, [sig(kind, f"about {work_type.phrases[0]} now")])
        control = control_for(work, Route.INFLUENCE)
        if work.state is E.INFERRED:
            inferred += 1
            assert control.mode is ControlMode.SOFT
        rows = [cand(f"m{i}", rng.choice(SUBJECTS)) for i in range(rng.randint(0, 30))]
        outcome = frame_effects(rows, work, frame, control)
        baseline = [c.memory_id for c in rows]
        assert sorted(outcome.order) == sorted(baseline)
        assert outcome.removed == ()
        for position, memory_id in enumerate(baseline, start=1):
            assert outcome.order.index(memory_id) + 1 <= 2 * position - 1
    assert inferred == 400


def test_every_frame_code_has_words_for_the_owner() -> None:
    codes = {
        value
        for module in (fr, fe, fx)
        for name, value in vars(module).items()
        if name.startswith("FRAME_") and isinstance(value, str)
    }
    assert len(codes) == 22
    assert {code for code in codes if reason_label(code) == code} == set()
