"""Temporal standpoints: updates, plans, late knowledge, corrections, merges, not-modelled."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain.chains import ChainBrokenError, ChainCycleError
from memoryapp.domain.temporal import (
    REASON_FOR_STATUS,
    Mode,
    Standpoint,
    TemporalStatus,
    TemporalVerdict,
    Version,
    _walk_chains,
    evaluate_chain,
    standpoint,
)
from memoryapp.domain.types import SupersessionKind

CURRENT = TemporalStatus.CURRENT
SUPERSEDED = TemporalStatus.SUPERSEDED
PLANNED = TemporalStatus.PLANNED
NOT_VALID = TemporalStatus.NOT_VALID
UNKNOWN = TemporalStatus.UNKNOWN
NOT_MODELLED = TemporalStatus.NOT_MODELLED
UPDATE = SupersessionKind.UPDATE
CORRECTION = SupersessionKind.CORRECTION
MERGE = SupersessionKind.MERGE

NOW = datetime(2026, 1, 15, tzinfo=UTC)


def at(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def version(
    vid: str,
    recorded: datetime,
    *,
    valid_from: datetime | None = None,
    valid_to: datetime | None = None,
    by: str | None = None,
    kind: SupersessionKind | None = None,
    linked_at: datetime | None = None,
) -> Version:
    return Version(vid, recorded, valid_from, valid_to, by, kind, linked_at)


def statuses(versions, point: Standpoint) -> dict[str, TemporalStatus]:
    return {i: v.status for i, v in evaluate_chain(versions, point).items()}


def current(now: datetime = NOW) -> Standpoint:
    return standpoint("current", now=now)


def valid_at(when: datetime, now: datetime = NOW) -> Standpoint:
    return standpoint(Mode.VALID_AT, now=now, valid_at=when)


def as_known(when: datetime, now: datetime = NOW) -> Standpoint:
    return standpoint(Mode.AS_KNOWN, now=now, known_at=when)


def bitemporal(valid: datetime, known: datetime, now: datetime = NOW) -> Standpoint:
    return standpoint(Mode.BITEMPORAL, now=now, valid_at=valid, known_at=known)


# --- standpoints ---------------------------------------------------------------------------


def test_standpoints_map_modes_to_the_two_axes():
    t, k = at(2025, 7, 20), at(2025, 8, 1)
    assert current() == Standpoint(Mode.CURRENT, NOW, NOW)
    assert valid_at(t) == Standpoint(Mode.VALID_AT, t, NOW)
    assert as_known(k) == Standpoint(Mode.AS_KNOWN, k, k)
    assert bitemporal(t, k) == Standpoint(Mode.BITEMPORAL, t, k)
    assert bitemporal(t, k).as_dict() == {
        "mode": "bitemporal",
        "valid_at": "2025-07-20T00:00:00+00:00",
        "known_at": "2025-08-01T00:00:00+00:00",
    }


@pytest.mark.parametrize(
    ("mode", "kwargs"),
    [
        ("valid_at", {}),
        ("as_known", {}),
        ("bitemporal", {"valid_at": NOW}),
        ("bitemporal", {"known_at": NOW}),
        ("current", {"valid_at": NOW}),
        ("valid_at", {"valid_at": NOW, "known_at": NOW}),
        ("as_known", {"valid_at": NOW, "known_at": NOW}),
        ("valid_at", {"valid_at": datetime(2025, 1, 1)}),  # naive
        ("as_known", {"known_at": datetime(2025, 1, 1)}),  # naive
        ("yesterday", {}),
    ],
)
def test_bad_standpoints_are_refused(mode, kwargs):
    with pytest.raises(ValueError):
        standpoint(mode, now=NOW, **kwargs)


def test_now_must_be_aware_and_one_time_modes_have_one_time():
    with pytest.raises(ValueError):
        standpoint("current", now=datetime(2026, 1, 1))
    with pytest.raises(ValueError):
        Standpoint(Mode.CURRENT, at(2025, 1, 1), at(2025, 2, 1))
    with pytest.raises(ValueError):
        Standpoint(Mode.AS_KNOWN, at(2025, 1, 1), at(2025, 2, 1))


def test_offsets_other_than_utc_are_fine():
    plus_two = timezone(timedelta(hours=2))
    point = standpoint("valid_at", now=NOW, valid_at=datetime(2025, 1, 1, 1, tzinfo=plus_two))
    assert point.valid_at == at(2024, 12, 31) + timedelta(hours=23)


# --- scenario 1: an update -----------------------------------------------------------------

SQLITE = version(
    "sqlite", at(2024, 3, 1), valid_from=at(2024, 3, 1), by="postgres", linked_at=at(2025, 5, 15)
)
POSTGRES = version("postgres", at(2025, 5, 15), valid_from=at(2025, 6, 1), kind=UPDATE)
DB_CHAIN = [SQLITE, POSTGRES]


def test_update_current_standpoint():
    verdicts = evaluate_chain(DB_CHAIN, current())
    assert verdicts == {
        "sqlite": TemporalVerdict(SUPERSEDED, "temporal.superseded_as_current"),
        "postgres": TemporalVerdict(CURRENT, ""),
    }


def test_update_seen_from_a_valid_time_before_it_was_decided():
    # In January 2025 nobody had decided on PostgreSQL yet (recorded in May): it was simply not
    # valid then, not "planned".
    verdicts = evaluate_chain(DB_CHAIN, valid_at(at(2025, 1, 1)))
    assert verdicts["sqlite"] == TemporalVerdict(CURRENT, "")
    assert verdicts["postgres"] == TemporalVerdict(NOT_VALID, "temporal.not_valid_at_standpoint")


def test_update_seen_between_decision_and_cutover_is_planned():
    assert statuses(DB_CHAIN, valid_at(at(2025, 5, 20))) == {"sqlite": CURRENT, "postgres": PLANNED}


def test_update_seen_before_the_first_version_was_valid():
    assert statuses(DB_CHAIN, valid_at(at(2023, 1, 1))) == {
        "sqlite": NOT_VALID,
        "postgres": NOT_VALID,
    }


def test_update_as_known_before_it_was_recorded():
    assert statuses(DB_CHAIN, as_known(at(2025, 5, 1))) == {"sqlite": CURRENT, "postgres": UNKNOWN}
    assert statuses(DB_CHAIN, as_known(at(2024, 1, 1))) == {"sqlite": UNKNOWN, "postgres": UNKNOWN}


# --- scenario 2: a decision planned ahead of its effect ------------------------------------

DAY0 = at(2025, 1, 1)


def day(n: int) -> datetime:
    return DAY0 + timedelta(days=n)


OLD = version("old", day(0) - timedelta(days=100), by="new")
NEW = version("new", day(1), valid_from=day(30), kind=UPDATE)


def test_a_planned_decision_before_it_takes_effect():
    verdicts = evaluate_chain([OLD, NEW], current(now=day(10)))
    assert verdicts["new"] == TemporalVerdict(PLANNED, "temporal.planned_not_effective")
    assert verdicts["old"] == TemporalVerdict(CURRENT, "")


def test_a_planned_decision_after_it_takes_effect():
    assert statuses([OLD, NEW], current(now=day(31))) == {"old": SUPERSEDED, "new": CURRENT}
    assert statuses([OLD, NEW], current(now=day(30))) == {"old": SUPERSEDED, "new": CURRENT}


def test_a_plan_is_planned_only_while_it_is_the_head():
    later = version("later", day(2), valid_from=day(40), kind=UPDATE)
    chain = [OLD, version("new", day(1), valid_from=day(30), by="later", kind=UPDATE), later]
    assert statuses(chain, current(now=day(10))) == {
        "old": CURRENT,
        "new": NOT_VALID,
        "later": PLANNED,
    }
    assert statuses(chain, current(now=day(35))) == {
        "old": SUPERSEDED,
        "new": CURRENT,
        "later": PLANNED,
    }


# --- scenario 3: late knowledge ------------------------------------------------------------

V1 = version("v1", at(2025, 1, 1), valid_from=at(2025, 1, 1), by="v2")
V2 = version("v2", at(2025, 8, 15), valid_from=at(2025, 7, 15), kind=UPDATE)


def test_late_knowledge_not_yet_known():
    verdicts = evaluate_chain([V1, V2], bitemporal(at(2025, 7, 20), at(2025, 8, 1)))
    assert verdicts["v2"] == TemporalVerdict(UNKNOWN, "temporal.unknown_at_standpoint")
    assert verdicts["v1"] == TemporalVerdict(CURRENT, "")


def test_late_knowledge_once_known():
    point = bitemporal(at(2025, 7, 20), at(2025, 8, 20))
    assert statuses([V1, V2], point) == {"v1": SUPERSEDED, "v2": CURRENT}
    # Today's view of July 20 agrees; August 1's view of itself did not know yet.
    assert statuses([V1, V2], valid_at(at(2025, 7, 20))) == {"v1": SUPERSEDED, "v2": CURRENT}
    assert statuses([V1, V2], as_known(at(2025, 8, 1))) == {"v1": CURRENT, "v2": UNKNOWN}


# --- scenario 4: a correction --------------------------------------------------------------

PG15 = version("pg15", at(2025, 2, 1), by="pg16")
PG16 = version("pg16", at(2025, 4, 1), kind=CORRECTION)


def test_correction_current():
    verdicts = evaluate_chain([PG15, PG16], current())
    assert verdicts["pg16"] == TemporalVerdict(CURRENT, "")
    assert verdicts["pg15"] == TemporalVerdict(SUPERSEDED, "temporal.superseded_as_current")


def test_correction_as_known_before_it():
    assert statuses([PG15, PG16], as_known(at(2025, 3, 1))) == {"pg15": CURRENT, "pg16": UNKNOWN}


@pytest.mark.parametrize("when", [at(2000, 1, 1), at(2025, 2, 15), at(2025, 3, 1), NOW])
def test_once_known_a_correction_replaces_its_predecessor_at_every_valid_time(when):
    # Including valid times before the correction was recorded: what we now believe was true
    # on March 1 is 16, although on March 1 we believed 15.
    assert statuses([PG15, PG16], valid_at(when)) == {"pg15": SUPERSEDED, "pg16": CURRENT}
    assert statuses([PG15, PG16], bitemporal(when, at(2025, 4, 2))) == {
        "pg15": SUPERSEDED,
        "pg16": CURRENT,
    }
    assert statuses([PG15, PG16], bitemporal(when, at(2025, 3, 31)))["pg15"] is not SUPERSEDED


def test_a_correction_takes_over_the_corrected_versions_validity():
    pg15 = version("pg15", at(2025, 2, 1), valid_from=at(2025, 1, 10), by="pg16")
    chain = [pg15, PG16]
    assert statuses(chain, valid_at(at(2025, 1, 20))) == {"pg15": SUPERSEDED, "pg16": CURRENT}
    assert statuses(chain, valid_at(at(2025, 1, 1))) == {"pg15": SUPERSEDED, "pg16": NOT_VALID}


def test_a_corrected_update_leaves_the_version_before_it_intact():
    a = version("a", at(2025, 1, 1), valid_from=at(2025, 1, 1), by="b")
    b = version("b", at(2025, 3, 1), valid_from=at(2025, 3, 1), by="c", kind=UPDATE)
    c = version("c", at(2025, 4, 1), kind=CORRECTION)  # b's value was wrong, its date right
    chain = [a, b, c]
    assert statuses(chain, valid_at(at(2025, 2, 1))) == {
        "a": CURRENT,
        "b": SUPERSEDED,
        "c": NOT_VALID,
    }
    assert statuses(chain, valid_at(at(2025, 3, 15))) == {
        "a": SUPERSEDED,
        "b": SUPERSEDED,
        "c": CURRENT,
    }


def postponed_plan() -> list[Version]:
    """H holds; plan P (from May 1) is recorded in March; in April it is postponed to July 1."""
    h = version("h", at(2025, 1, 1), valid_from=at(2025, 1, 1), by="p")
    p = version("p", at(2025, 3, 1), valid_from=at(2025, 5, 1), by="p2", kind=UPDATE)
    p2 = version("p2", at(2025, 4, 1), valid_from=at(2025, 7, 1), kind=CORRECTION)
    return [h, p, p2]


@pytest.mark.parametrize("when", [at(2025, 5, 1), at(2025, 6, 15), at(2025, 6, 30)])
def test_a_postponed_plan_leaves_its_predecessor_current_until_the_new_date(when):
    # The plan never held: between its first date and the new one the old value is current.
    assert statuses(postponed_plan(), valid_at(when)) == {
        "h": CURRENT,
        "p": SUPERSEDED,
        "p2": PLANNED,
    }
    assert statuses(postponed_plan(), valid_at(at(2025, 7, 1)))["p2"] is CURRENT
    assert statuses(postponed_plan(), valid_at(at(2025, 7, 1)))["h"] is SUPERSEDED


def test_before_the_postponement_was_known_the_first_plan_took_effect_on_its_date():
    known_then = bitemporal(at(2025, 6, 1), at(2025, 3, 15))
    assert statuses(postponed_plan(), known_then) == {"h": SUPERSEDED, "p": CURRENT, "p2": UNKNOWN}
    assert statuses(postponed_plan(), as_known(at(2025, 3, 15))) == {
        "h": CURRENT,
        "p": PLANNED,
        "p2": UNKNOWN,
    }
    # Once known, at every standpoint between the dates something is current.
    for day in range(1, 31):
        point = bitemporal(at(2025, 6, day), at(2025, 6, day))
        assert CURRENT in statuses(postponed_plan(), point).values()


# --- scenario 5: a merge -------------------------------------------------------------------

LEFT = version("left", at(2025, 1, 1), valid_from=at(2025, 1, 1), by="merged")
RIGHT = version("right", at(2025, 2, 1), valid_from=at(2025, 2, 1), by="merged")
MERGED = version("merged", at(2025, 5, 1), valid_from=at(2025, 6, 1), kind=MERGE)
MERGE_CHAIN = [LEFT, RIGHT, MERGED]


def test_merge_current():
    assert statuses(MERGE_CHAIN, current()) == {
        "left": SUPERSEDED,
        "right": SUPERSEDED,
        "merged": CURRENT,
    }


def test_merge_before_it_was_decided_both_sides_hold():
    assert statuses(MERGE_CHAIN, valid_at(at(2025, 3, 1))) == {
        "left": CURRENT,
        "right": CURRENT,
        "merged": NOT_VALID,
    }
    assert statuses(MERGE_CHAIN, valid_at(at(2025, 1, 15))) == {
        "left": CURRENT,
        "right": NOT_VALID,
        "merged": NOT_VALID,
    }


def test_merge_decided_but_not_yet_effective_is_planned():
    assert statuses(MERGE_CHAIN, valid_at(at(2025, 5, 20))) == {
        "left": CURRENT,
        "right": CURRENT,
        "merged": PLANNED,
    }


def test_merge_as_known_before_it():
    assert statuses(MERGE_CHAIN, as_known(at(2025, 4, 1))) == {
        "left": CURRENT,
        "right": CURRENT,
        "merged": UNKNOWN,
    }


# --- supersession links, expiry, chains without valid times --------------------------------


def test_a_link_recorded_after_known_at_is_ignored():
    a = version("a", at(2025, 1, 1), by="b", linked_at=at(2025, 3, 1))
    b = version("b", at(2025, 2, 1), kind=UPDATE)
    # On Feb 15, b existed but nobody had said it replaced a: both were heads.
    assert statuses([a, b], as_known(at(2025, 2, 15))) == {"a": CURRENT, "b": CURRENT}
    assert statuses([a, b], as_known(at(2025, 3, 1))) == {"a": SUPERSEDED, "b": CURRENT}


def test_explicit_valid_to_expires_a_version():
    lone = version("lone", at(2025, 1, 1), valid_to=at(2025, 6, 1))
    assert statuses([lone], valid_at(at(2025, 5, 31))) == {"lone": CURRENT}
    verdict = evaluate_chain([lone], valid_at(at(2025, 6, 1)))["lone"]
    assert verdict == TemporalVerdict(NOT_VALID, "temporal.not_valid_at_standpoint")


def test_supersession_outranks_expiry_once_the_successor_started():
    a = version("a", at(2025, 1, 1), valid_from=at(2025, 1, 1), valid_to=at(2025, 3, 1), by="b")
    b = version("b", at(2025, 1, 2), valid_from=at(2025, 5, 1), kind=UPDATE)
    assert statuses([a, b], valid_at(at(2025, 4, 1)))["a"] is NOT_VALID  # expired, a gap
    assert statuses([a, b], valid_at(at(2025, 6, 1)))["a"] is SUPERSEDED


def test_a_lone_version_without_valid_times_is_not_modelled():
    lone = version("lone", at(2025, 1, 1))
    for point in (current(), valid_at(at(1990, 1, 1)), bitemporal(at(2030, 1, 1), NOW)):
        assert evaluate_chain([lone], point) == {"lone": TemporalVerdict(NOT_MODELLED, "")}
    assert statuses([lone], as_known(at(2024, 1, 1))) == {"lone": UNKNOWN}


def test_a_lone_version_with_a_valid_time_is_modelled():
    lone = version("lone", at(2025, 1, 1), valid_from=at(2025, 3, 1))
    assert statuses([lone], current()) == {"lone": CURRENT}
    assert statuses([lone], valid_at(at(2025, 2, 1))) == {"lone": PLANNED}
    assert statuses([lone], valid_at(at(2024, 12, 1))) == {"lone": NOT_VALID}


def test_a_chain_without_valid_times_is_ordered_by_its_supersessions():
    chain = [
        version("a", at(2025, 1, 1), by="b"),
        version("b", at(2025, 2, 1), by="c", kind=UPDATE),
        version("c", at(2025, 3, 1), kind=UPDATE),
    ]
    assert statuses(chain, current()) == {"a": SUPERSEDED, "b": SUPERSEDED, "c": CURRENT}
    # Without valid times the recording times stand in for them.
    assert statuses(chain, valid_at(at(2025, 2, 15))) == {
        "a": SUPERSEDED,
        "b": CURRENT,
        "c": NOT_VALID,
    }


def test_out_of_order_valid_times_still_leave_one_current_version():
    chain = [
        version("a", at(2025, 1, 1), valid_from=at(2025, 1, 1), by="b"),
        version("b", at(2025, 1, 2), valid_from=at(2025, 3, 1), by="c", kind=UPDATE),
        version("c", at(2025, 1, 3), valid_from=at(2025, 2, 1), kind=UPDATE),
    ]
    assert statuses(chain, valid_at(at(2025, 2, 15))) == {
        "a": SUPERSEDED,
        "b": NOT_VALID,
        "c": CURRENT,
    }


def test_several_chains_in_one_call_are_judged_independently():
    lone = version("lone", at(2025, 1, 1))
    result = statuses([*DB_CHAIN, lone, *MERGE_CHAIN], current())
    assert result == {
        "sqlite": SUPERSEDED,
        "postgres": CURRENT,
        "lone": NOT_MODELLED,
        "left": SUPERSEDED,
        "right": SUPERSEDED,
        "merged": CURRENT,
    }


# --- validation ----------------------------------------------------------------------------


def test_malformed_chains_are_refused():
    with pytest.raises(ChainBrokenError):
        evaluate_chain([version("a", at(2025, 1, 1), by="ghost")], current())
    loop = [
        version("a", at(2025, 1, 1), by="b"),
        version("b", at(2025, 1, 2), by="a", kind=UPDATE),
    ]
    with pytest.raises(ChainCycleError):
        evaluate_chain(loop, current())
    with pytest.raises(ValueError, match="twice"):
        evaluate_chain([version("a", at(2025, 1, 1)), version("a", at(2025, 1, 2))], current())
    early_link = [
        version("a", at(2025, 1, 1), by="b", linked_at=at(2025, 1, 5)),
        version("b", at(2025, 2, 1), kind=UPDATE),
    ]
    with pytest.raises(ValueError, match="before"):
        evaluate_chain(early_link, current())


def test_malformed_versions_are_refused():
    with pytest.raises(ValueError):
        version("a", datetime(2025, 1, 1))
    with pytest.raises(ValueError):
        version("a", at(2025, 1, 1), valid_from=datetime(2025, 1, 1))
    with pytest.raises(ValueError):
        version("a", at(2025, 1, 1), valid_from=at(2025, 2, 1), valid_to=at(2025, 2, 1))
    with pytest.raises(ValueError):
        version("a", at(2025, 1, 1), linked_at=at(2025, 1, 2))
    with pytest.raises(ValueError):
        Version("a", at(2025, 1, 1), None, None, None, "rewrite")  # type: ignore[arg-type]


def test_verdict_reasons_belong_to_their_status():
    assert TemporalVerdict.of(PLANNED).reason == "temporal.planned_not_effective"
    assert set(REASON_FOR_STATUS) == set(TemporalStatus)
    with pytest.raises(ValueError):
        TemporalVerdict(SUPERSEDED, "")
    with pytest.raises(ValueError):
        TemporalVerdict(CURRENT, "temporal.superseded_as_current")


# --- properties ----------------------------------------------------------------------------

BASE = at(2025, 1, 1)
offsets = st.integers(min_value=0, max_value=60)
maybe_offset = st.none() | offsets
step = st.fixed_dictionaries(
    {
        "recorded": offsets,
        "valid_from": maybe_offset,
        "valid_days": st.none() | st.integers(min_value=1, max_value=30),
        "kind": st.sampled_from([*SupersessionKind, None]),
        "link_delay": st.none() | st.integers(min_value=0, max_value=10),
    }
)


def build_linear(steps, *, increasing: bool) -> list[Version]:
    """A linear chain v0 -> v1 -> ... from drawn steps; recorded times cumulative if asked."""
    versions: list[Version] = []
    recorded_times: list[datetime] = []
    clock = BASE
    for s in steps:
        gap = timedelta(days=s["recorded"])
        clock = clock + gap if increasing else BASE + gap
        recorded_times.append(clock)
    for n, s in enumerate(steps):
        has_next = n + 1 < len(steps)
        valid_from = None if s["valid_from"] is None else BASE + timedelta(days=s["valid_from"])
        valid_to = (
            None
            if s["valid_days"] is None
            else (valid_from or BASE) + timedelta(days=s["valid_days"])
        )
        linked_at = None
        if has_next and s["link_delay"] is not None:
            linked_at = recorded_times[n + 1] + timedelta(days=s["link_delay"])
        versions.append(
            Version(
                id=f"v{n}",
                recorded_at=recorded_times[n],
                valid_from=valid_from,
                valid_to=valid_to,
                superseded_by=f"v{n + 1}" if has_next else None,
                kind=s["kind"] if n else None,
                superseded_at=linked_at,
            )
        )
    return versions


points = st.builds(
    lambda v, k: Standpoint(Mode.BITEMPORAL, BASE + timedelta(days=v), BASE + timedelta(days=k)),
    st.integers(min_value=-5, max_value=400),
    st.integers(min_value=-5, max_value=400),
)


@given(st.lists(step, min_size=1, max_size=8), points)
def test_linear_chains_have_at_most_one_current_version(steps, point):
    chain = build_linear(steps, increasing=True)
    # Links recorded with their successor, as the engine records them: no second head.
    chain = [
        Version(v.id, v.recorded_at, v.valid_from, v.valid_to, v.superseded_by, v.kind)
        for v in chain
    ]
    verdicts = evaluate_chain(chain, point)
    assert set(verdicts) == {v.id for v in chain}
    assert sum(v.status is CURRENT for v in verdicts.values()) <= 1
    for v in chain:
        known = v.recorded_at <= point.known_at
        assert (verdicts[v.id].status is UNKNOWN) == (not known)
        assert verdicts[v.id].reason == REASON_FOR_STATUS[verdicts[v.id].status]


@given(st.lists(step, min_size=1, max_size=8), points, st.booleans())
def test_any_linear_chain_has_no_more_current_versions_than_known_heads(steps, point, increasing):
    chain = build_linear(steps, increasing=increasing)
    verdicts = evaluate_chain(chain, point)
    assert set(verdicts) == {v.id for v in chain}
    by_id = {v.id: v for v in chain}
    known = {v.id for v in chain if v.recorded_at <= point.known_at}

    def link_known(i: str) -> bool:
        succ = by_id[i].superseded_by
        if succ is None or succ not in known:
            return False
        return bool((by_id[i].superseded_at or by_id[succ].recorded_at) <= point.known_at)

    heads = {i for i in known if not link_known(i)}
    # Each known head closes one known stretch of the chain, and a stretch has one current.
    assert sum(v.status is CURRENT for v in verdicts.values()) <= len(heads)
    assert all(verdicts[i].status is not UNKNOWN for i in known)
    assert all(i in heads for i, v in verdicts.items() if v.status is PLANNED)


@given(step, points)
def test_a_lone_version_gets_what_the_chain_walk_gives_it(drawn, point):
    # evaluate_chain judges a version with no supersession directly; the walk is the reference.
    (lone,) = build_linear([drawn], increasing=False)
    assert evaluate_chain([lone], point) == _walk_chains([lone], point)
    assert (
        evaluate_chain([lone], point)[lone.id].reason
        == REASON_FOR_STATUS[evaluate_chain([lone], point)[lone.id].status]
    )
