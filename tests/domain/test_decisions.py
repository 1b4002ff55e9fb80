"""Per-candidate decisions: the route tables, ambiguity, dedup, the cutoff and reason codes."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain import decisions
from memoryapp.domain.decisions import (
    LABELS,
    REASON_CODES,
    Candidate,
    CandidateDecision,
    decide,
)
from memoryapp.domain.routing import Route, RouteDecision, route_query
from memoryapp.domain.temporal import (
    REASON_FOR_STATUS,
    TemporalStatus,
    TemporalVerdict,
    Version,
    evaluate_chain,
)
from memoryapp.domain.temporal import standpoint as make_standpoint
from memoryapp.domain.types import MemoryStatus, Standing, SupersessionKind

ACTIVE, PENDING = MemoryStatus.ACTIVE, MemoryStatus.PENDING
REJECTED, ARCHIVED = MemoryStatus.REJECTED, MemoryStatus.ARCHIVED
TRUSTED, UNTRUSTED = Standing.TRUSTED, Standing.UNTRUSTED
TS = TemporalStatus

RECALL = RouteDecision(Route.RECALL, "caller", "caller asked for recall", ambiguous=False)
INFLUENCE = RouteDecision(Route.INFLUENCE, "caller", "caller asked for influence", False)
AMBIGUOUS = route_query("Tell me about the database.")

DESIGN_CODES = [
    "selected.current",
    "selected.historical",
    "temporal.superseded_as_current",
    "temporal.planned_not_effective",
    "temporal.not_valid_at_standpoint",
    "temporal.unknown_at_standpoint",
    "status.pending",
    "status.archived",
    "standing.quarantined",
    "route.ambiguous_conservative",
    "budget.exhausted",
    "dedup.same_chain",
    "rank.below_cutoff",
]


def cand(
    mid: str = "m",
    *,
    temporal: TemporalStatus = TS.CURRENT,
    status: MemoryStatus = ACTIVE,
    standing: Standing = TRUSTED,
    head: str | None = None,
    rank: int = 1,
) -> Candidate:
    return Candidate(mid, head or mid, status, standing, TemporalVerdict.of(temporal), rank)


def one(candidate: Candidate, route: RouteDecision, limit: int = 10) -> tuple[bool, str, str]:
    [decision] = decide([candidate], route=route, limit=limit)
    assert decision.memory_id == candidate.memory_id
    return decision.selected, decision.reason, decision.label


def test_the_catalogue_holds_the_design_codes_verbatim_and_only_extends_them():
    assert list(REASON_CODES[: len(DESIGN_CODES)]) == DESIGN_CODES
    assert len(set(REASON_CODES)) == len(REASON_CODES)
    assert set(REASON_CODES) - set(DESIGN_CODES) == {
        "status.rejected",
        "state.conflict",
        "dedup.already_in_session",
        "selected.anchor",
    }
    assert decisions.TEMPORAL_SUPERSEDED_AS_CURRENT == "temporal.superseded_as_current"
    assert decisions.BUDGET_EXHAUSTED == "budget.exhausted"
    assert decisions.STATUS_REJECTED == "status.rejected"
    # Every code a temporal verdict can carry is in the catalogue.
    assert set(REASON_FOR_STATUS.values()) - {""} <= set(REASON_CODES)


# temporal status, standing -> (selected, reason, label) for a caller-chosen route
INFLUENCE_TABLE = [
    (TS.CURRENT, TRUSTED, (True, "selected.current", "current")),
    (TS.NOT_MODELLED, TRUSTED, (True, "selected.current", "not temporally modelled")),
    (TS.SUPERSEDED, TRUSTED, (False, "temporal.superseded_as_current", "historical")),
    (TS.PLANNED, TRUSTED, (False, "temporal.planned_not_effective", "planned")),
    (TS.NOT_VALID, TRUSTED, (False, "temporal.not_valid_at_standpoint", "not valid at standpoint")),
    (TS.UNKNOWN, TRUSTED, (False, "temporal.unknown_at_standpoint", "unknown at standpoint")),
    (TS.CURRENT, UNTRUSTED, (False, "standing.quarantined", "current")),
    (TS.NOT_MODELLED, UNTRUSTED, (False, "standing.quarantined", "not temporally modelled")),
    # Temporal validity is judged first: stale is stale, whoever said it.
    (TS.SUPERSEDED, UNTRUSTED, (False, "temporal.superseded_as_current", "historical")),
    (TS.UNKNOWN, UNTRUSTED, (False, "temporal.unknown_at_standpoint", "unknown at standpoint")),
]

RECALL_TABLE = [
    (TS.CURRENT, TRUSTED, (True, "selected.current", "current")),
    (TS.NOT_MODELLED, TRUSTED, (True, "selected.current", "not temporally modelled")),
    (TS.SUPERSEDED, TRUSTED, (True, "selected.historical", "historical")),
    (TS.PLANNED, TRUSTED, (True, "selected.historical", "planned")),
    (TS.NOT_VALID, TRUSTED, (True, "selected.historical", "not valid at standpoint")),
    (TS.UNKNOWN, TRUSTED, (False, "temporal.unknown_at_standpoint", "unknown at standpoint")),
    # Untrusted memories are evidence that something was said: recall keeps them.
    (TS.CURRENT, UNTRUSTED, (True, "selected.current", "current")),
    (TS.SUPERSEDED, UNTRUSTED, (True, "selected.historical", "historical")),
    (TS.UNKNOWN, UNTRUSTED, (False, "temporal.unknown_at_standpoint", "unknown at standpoint")),
]

# Under an ambiguous route, what recall would have kept and influence drops says so.
AMBIGUOUS_TABLE = [
    (TS.CURRENT, TRUSTED, (True, "selected.current", "current")),
    (TS.NOT_MODELLED, TRUSTED, (True, "selected.current", "not temporally modelled")),
    (TS.SUPERSEDED, TRUSTED, (False, "route.ambiguous_conservative", "historical")),
    (TS.PLANNED, TRUSTED, (False, "route.ambiguous_conservative", "planned")),
    (TS.NOT_VALID, TRUSTED, (False, "route.ambiguous_conservative", "not valid at standpoint")),
    (TS.CURRENT, UNTRUSTED, (False, "route.ambiguous_conservative", "current")),
    # Recall would have dropped these too, so their own reason stands.
    (TS.UNKNOWN, TRUSTED, (False, "temporal.unknown_at_standpoint", "unknown at standpoint")),
]


@pytest.mark.parametrize(("temporal", "standing", "expected"), INFLUENCE_TABLE)
def test_influence(temporal, standing, expected):
    assert one(cand(temporal=temporal, standing=standing), INFLUENCE) == expected


@pytest.mark.parametrize(("temporal", "standing", "expected"), RECALL_TABLE)
def test_recall(temporal, standing, expected):
    assert one(cand(temporal=temporal, standing=standing), RECALL) == expected


# An open loop's planned opener: the plan still being open is what holds now.
OPEN_LOOP_TABLE = [
    (TS.PLANNED, TRUSTED, (True, "selected.historical", "planned")),
    (TS.PLANNED, UNTRUSTED, (False, "standing.quarantined", "planned")),
    (TS.SUPERSEDED, TRUSTED, (False, "temporal.superseded_as_current", "historical")),
    (TS.NOT_VALID, TRUSTED, (False, "temporal.not_valid_at_standpoint", "not valid at standpoint")),
]


@pytest.mark.parametrize(("temporal", "standing", "expected"), OPEN_LOOP_TABLE)
def test_influence_keeps_an_open_loops_plan_and_nothing_else_it_would_drop(
    temporal, standing, expected
):
    plain = cand(temporal=temporal, standing=standing)
    loop = dataclasses.replace(plain, open_loop=True)
    assert one(loop, INFLUENCE) == expected
    if temporal is TS.PLANNED:
        assert one(plain, INFLUENCE)[0] is False


@pytest.mark.parametrize(("temporal", "standing", "expected"), AMBIGUOUS_TABLE)
def test_ambiguous_influence(temporal, standing, expected):
    assert AMBIGUOUS.ambiguous and AMBIGUOUS.route is Route.INFLUENCE
    assert one(cand(temporal=temporal, standing=standing), AMBIGUOUS) == expected


@pytest.mark.parametrize(
    ("status", "reason"),
    [(PENDING, "status.pending"), (REJECTED, "status.rejected"), (ARCHIVED, "status.archived")],
)
@pytest.mark.parametrize("route", [RECALL, INFLUENCE, AMBIGUOUS])
@pytest.mark.parametrize("temporal", list(TS))
def test_only_active_memories_serve_any_route(status, reason, route, temporal):
    selected, got, _ = one(cand(temporal=temporal, status=status, standing=UNTRUSTED), route)
    assert (selected, got) == (False, reason)


def test_decisions_come_in_fused_rank_order():
    pool = [cand("c", rank=3), cand("a", rank=1), cand("b", rank=2)]
    assert [d.memory_id for d in decide(pool, route=RECALL, limit=5)] == ["a", "b", "c"]


def test_a_chain_fills_one_current_slot():
    pool = [
        cand("left", head="merged", rank=1),
        cand("right", head="merged", rank=2),  # both sides of a merge not yet in effect
        cand("other", rank=3),
    ]
    result = decide(pool, route=INFLUENCE, limit=5)
    assert [(d.memory_id, d.selected, d.reason) for d in result] == [
        ("left", True, "selected.current"),
        ("right", False, "dedup.same_chain"),
        ("other", True, "selected.current"),
    ]


def test_a_chain_may_contribute_several_historical_versions_but_one_plan():
    pool = [
        cand("v3", head="v4", temporal=TS.CURRENT, rank=1),
        cand("v2", head="v4", temporal=TS.SUPERSEDED, rank=2),
        cand("v1", head="v4", temporal=TS.SUPERSEDED, rank=3),
        cand("v4", head="v4", temporal=TS.PLANNED, rank=4),
        cand("v5", head="v4", temporal=TS.PLANNED, rank=5),  # inconsistent input, still one
    ]
    result = decide(pool, route=RECALL, limit=10)
    assert [(d.memory_id, d.reason) for d in result] == [
        ("v3", "selected.current"),
        ("v2", "selected.historical"),
        ("v1", "selected.historical"),
        ("v4", "selected.historical"),
        ("v5", "dedup.same_chain"),
    ]


def test_selected_items_beyond_the_limit_fall_below_the_cutoff():
    pool = [cand(f"m{n}", rank=n) for n in range(1, 6)]
    pool.append(cand("stale", temporal=TS.SUPERSEDED, rank=6))
    result = decide(pool, route=INFLUENCE, limit=2)
    assert [(d.selected, d.reason) for d in result] == [
        (True, "selected.current"),
        (True, "selected.current"),
        (False, "rank.below_cutoff"),
        (False, "rank.below_cutoff"),
        (False, "rank.below_cutoff"),
        (False, "temporal.superseded_as_current"),  # its own reason, not the cutoff
    ]
    assert all(not d.selected for d in decide(pool, route=INFLUENCE, limit=0))


def test_rejected_and_duplicate_candidates_do_not_use_up_the_limit():
    pool = [
        cand("stale", temporal=TS.SUPERSEDED, rank=1),
        cand("a", head="h", rank=2),
        cand("b", head="h", rank=3),
        cand("c", rank=4),
    ]
    result = decide(pool, route=INFLUENCE, limit=2)
    assert [d.memory_id for d in result if d.selected] == ["a", "c"]


def served(c: Candidate, label: str = "current") -> Candidate:
    """``c`` as an earlier bundle of the session carried it, unchanged."""
    return dataclasses.replace(c, served_as=decisions.served_form(c.status, c.standing, label))


def test_a_memory_already_in_the_session_is_left_out_and_frees_its_place():
    pool = [served(cand("seen", rank=1)), cand("a", rank=2), cand("b", rank=3)]
    result = decide(pool, route=INFLUENCE, limit=2)
    assert [(d.memory_id, d.selected, d.reason) for d in result] == [
        ("seen", False, "dedup.already_in_session"),
        ("a", True, "selected.current"),
        ("b", True, "selected.current"),  # the place "seen" would have taken
    ]


def test_a_memory_served_in_another_form_is_bundled_again():
    earlier = served(cand("m", rank=1))
    # Its standing moved, or time (a successor) made the current version historical.
    demoted = dataclasses.replace(earlier, standing=UNTRUSTED)
    superseded = dataclasses.replace(earlier, temporal=TemporalVerdict.of(TS.SUPERSEDED))
    assert one(demoted, RECALL) == (True, "selected.current", "current")
    assert one(superseded, RECALL) == (True, "selected.historical", "historical")
    assert one(earlier, RECALL) == (False, "dedup.already_in_session", "current")


def test_a_memory_already_in_the_session_still_fills_its_chain_slot():
    # The model holds the chain's current version already: no sibling takes that slot.
    pool = [served(cand("left", head="h", rank=1)), cand("right", head="h", rank=2)]
    result = decide(pool, route=INFLUENCE, limit=5)
    assert [d.reason for d in result] == ["dedup.already_in_session", "dedup.same_chain"]


def test_a_rejection_of_its_own_comes_before_the_session_dedup():
    stale = served(cand("m", temporal=TS.SUPERSEDED), label="historical")
    assert one(stale, INFLUENCE)[1] == "temporal.superseded_as_current"


def test_every_decision_carries_the_form_a_later_call_compares():
    [decision] = decide([cand("m", standing=UNTRUSTED)], route=RECALL, limit=1)
    assert decision.form == decisions.served_form(ACTIVE, UNTRUSTED, "current")
    assert decision.form == "active/untrusted/current"


def test_no_candidates_no_decisions():
    assert decide([], route=INFLUENCE, limit=3) == []


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        decide([cand()], route=INFLUENCE, limit=-1)
    with pytest.raises(ValueError):
        decide([cand("a", rank=1), cand("a", rank=2)], route=INFLUENCE, limit=1)
    with pytest.raises(ValueError):
        decide([cand("a", rank=1), cand("b", rank=1)], route=INFLUENCE, limit=1)
    with pytest.raises(ValueError):
        cand(rank=0)
    with pytest.raises(ValueError):
        Candidate("m", "m", "live", TRUSTED, TemporalVerdict.of(TS.CURRENT), 1)  # type: ignore[arg-type]


def test_labels_cover_every_temporal_status():
    assert set(LABELS) == set(TS)


def test_the_sqlite_postgres_story_end_to_end():
    t = datetime(2025, 5, 15, tzinfo=UTC)
    chain = [
        Version("sqlite", datetime(2024, 3, 1, tzinfo=UTC), None, None, "postgres", None),
        Version(
            "postgres", t, datetime(2025, 6, 1, tzinfo=UTC), None, None, SupersessionKind.UPDATE
        ),
    ]
    now = datetime(2026, 1, 1, tzinfo=UTC)
    verdicts = evaluate_chain(chain, make_standpoint("current", now=now))
    pool = [
        # The retriever ranks the old record first: relevant is not the same as current.
        Candidate("sqlite", "postgres", ACTIVE, TRUSTED, verdicts["sqlite"], 1),
        Candidate("postgres", "postgres", ACTIVE, TRUSTED, verdicts["postgres"], 2),
    ]
    influence = decide(
        pool, route=route_query("Which database should I use for metadata now?"), limit=5
    )
    assert influence == [
        CandidateDecision("sqlite", False, "temporal.superseded_as_current", "historical"),
        CandidateDecision("postgres", True, "selected.current", "current"),
    ]
    recall = decide(
        pool, route=route_query("What database did we originally use for metadata?"), limit=5
    )
    assert recall == [
        CandidateDecision("sqlite", True, "selected.historical", "historical"),
        CandidateDecision("postgres", True, "selected.current", "current"),
    ]


candidates = st.lists(
    st.tuples(
        st.sampled_from(list(TS)),
        st.sampled_from(list(MemoryStatus)),
        st.sampled_from(list(Standing)),
        st.sampled_from(["h1", "h2", "h3"]),
    ),
    max_size=12,
)


@given(candidates, st.sampled_from([RECALL, INFLUENCE, AMBIGUOUS]), st.integers(0, 6))
def test_properties_of_any_decision(specs, route, limit):
    pool = [
        Candidate(f"m{n}", head, status, standing, TemporalVerdict.of(ts), n + 1)
        for n, (ts, status, standing, head) in enumerate(specs)
    ]
    result = decide(list(reversed(pool)), route=route, limit=limit)
    assert [d.memory_id for d in result] == [c.memory_id for c in pool]
    assert sum(d.selected for d in result) <= limit
    current_slots = set()
    for c, d in zip(pool, result, strict=True):
        assert d.reason in REASON_CODES
        assert d.label == LABELS[c.temporal.status]
        assert d.selected == d.reason.startswith("selected.")
        if d.selected:
            assert c.status is ACTIVE
            assert c.temporal.status is not TS.UNKNOWN
            if route.route is Route.INFLUENCE:
                assert c.standing is TRUSTED
                assert c.temporal.status in (TS.CURRENT, TS.NOT_MODELLED)
            if c.temporal.status in (TS.CURRENT, TS.NOT_MODELLED):
                assert c.chain_head not in current_slots
                current_slots.add(c.chain_head)


# --- stages (the evaluation harness switches some off) ----------------------------------------

Stages = decisions.Stages


def _pool() -> list[Candidate]:
    return [
        cand("stale", head="h", temporal=TS.SUPERSEDED, rank=1),
        cand("head", head="h", temporal=TS.CURRENT, rank=2),
        cand("dup", head="h", temporal=TS.CURRENT, rank=3),
        cand("later", temporal=TS.UNKNOWN, rank=4),
        cand("web", standing=UNTRUSTED, rank=5),
        cand("draft", status=PENDING, rank=6),
    ]


def _reasons(stages: Stages, route: RouteDecision = INFLUENCE) -> dict[str, str]:
    return {d.memory_id: d.reason for d in decide(_pool(), route=route, limit=10, stages=stages)}


def test_all_stages_is_the_default_and_the_product():
    assert decide(_pool(), route=INFLUENCE, limit=10) == decide(
        _pool(), route=INFLUENCE, limit=10, stages=decisions.ALL_STAGES
    )
    assert decisions.ALL_STAGES.off() == []
    assert _reasons(decisions.ALL_STAGES) == {
        "stale": "temporal.superseded_as_current",
        "head": "selected.current",
        "dup": "dedup.same_chain",
        "later": "temporal.unknown_at_standpoint",
        "web": "standing.quarantined",
        "draft": "status.pending",
    }


def test_without_review_an_unreviewed_memory_is_judged_like_any_other():
    assert _reasons(Stages(review=False))["draft"] == "selected.current"


def test_without_standing_an_untrusted_memory_may_steer():
    assert _reasons(Stages(standing=False))["web"] == "selected.current"


def test_without_temporal_judgement_every_version_is_not_modelled_and_fills_no_slot():
    result = decide(_pool(), route=INFLUENCE, limit=10, stages=Stages(temporal=False))
    by_id = {d.memory_id: d for d in result}
    for memory_id in ("stale", "head", "dup", "later"):
        assert (by_id[memory_id].selected, by_id[memory_id].reason) == (True, "selected.current")
        assert by_id[memory_id].label == decisions.LABEL_NOT_MODELLED


def test_without_routing_no_candidate_is_rejected_for_its_route():
    assert _reasons(Stages(routing=False)) == _reasons(decisions.ALL_STAGES, route=RECALL)
    ambiguous = _reasons(Stages(routing=False), route=AMBIGUOUS)
    assert "route.ambiguous_conservative" not in ambiguous.values()


def test_stages_off_names_what_is_switched_off():
    assert Stages(routing=False, budget=False).off() == ["routing", "budget"]


def anchored(mid: str, anchor: str, rank: int, **kw: object) -> Candidate:
    return dataclasses.replace(cand(mid, rank=rank, **kw), anchor=anchor)  # type: ignore[arg-type]


def test_the_best_candidate_of_a_subject_keeps_a_place_among_chat_lines():
    chat = [cand(f"chat{n}", rank=n) for n in range(1, 5)]
    pool = [*chat, anchored("rule", "subject:policy", 5), anchored("rule2", "subject:policy", 6)]
    result = {d.memory_id: d for d in decide(pool, route=INFLUENCE, limit=3)}
    chosen = [m for m, d in result.items() if d.selected]
    # The bundle holds no more than the limit: the lowest ranked chat line gives its place up.
    assert sorted(chosen) == ["chat1", "chat2", "rule"]
    assert result["rule"].reason == "selected.anchor"
    assert result["chat3"].reason == "rank.below_cutoff"
    # One place per subject: its second candidate does not take another.
    assert result["rule2"].reason == "rank.below_cutoff"


def test_an_anchor_within_the_cutoff_is_plainly_selected_and_a_stale_one_takes_no_place():
    pool = [
        anchored("old", "chain:h", 1, temporal=TS.SUPERSEDED, head="h"),
        cand("chat1", rank=2),
        cand("chat2", rank=3),
        anchored("note", "subject:x", 4),
    ]
    result = {d.memory_id: d for d in decide(pool, route=RECALL, limit=2)}
    assert result["old"].reason == "selected.historical"
    assert (result["chat1"].selected, result["chat2"].selected) == (False, False)
    assert result["note"].reason == "selected.anchor"
    # A superseded version does not hold, so it never displaces anything to be kept.
    result = {d.memory_id: d for d in decide(pool[:3], route=RECALL, limit=1)}
    assert [m for m, d in result.items() if d.selected] == ["old"]


def test_anchors_are_kept_only_within_reach_and_up_to_the_slots():
    from memoryapp.domain.selection import ANCHOR_REACH, ANCHOR_SLOTS

    chat = [cand(f"chat{n}", rank=n) for n in range(1, 3 * ANCHOR_REACH + 1)]
    far = anchored("far", "subject:far", 3 * ANCHOR_REACH + 1)
    result = {d.memory_id: d for d in decide([*chat, far], route=INFLUENCE, limit=3)}
    assert not result["far"].selected
    many = [anchored(f"a{n}", f"subject:{n}", 10 + n) for n in range(ANCHOR_SLOTS + 2)]
    picked = [d for d in decide([*chat[:9], *many], route=INFLUENCE, limit=20) if d.selected]
    assert len(picked) == 9 + len(many)  # all fit under the limit: no slot is needed
    picked = [d for d in decide([*chat[:9], *many], route=INFLUENCE, limit=9) if d.selected]
    assert sum(d.reason == "selected.anchor" for d in picked) == ANCHOR_SLOTS
    assert len(picked) == 9
