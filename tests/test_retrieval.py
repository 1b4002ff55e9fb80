"""The retrieval legs against the real database: what a large scope reads, and what it still finds.

Below ``MEMORY_LEXICAL_EXACT_BELOW`` memories every statistic is exact; these tests lower the
threshold so that a few dozen memories take the large-scope path, with ANALYZE's real column
statistics.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection, transaction

from memoryapp import retrieval
from memoryapp.models import Project
from memoryapp.retrieval import (
    Scope,
    TermFrequencies,
    entity_leg,
    head_of,
    lexical_leg,
    lexical_plan,
    population,
    retrieve,
    tsquery_or,
)
from memoryapp.services.memories import memory_remember, memory_supersede

SCOPE = Scope()

# "support" and "group" are on most memories, "zebra" and "quokka" on few.
COMMON = [
    f"Support group meeting number {n} covered topic {word}."
    for n, word in enumerate(
        [
            *("budgets", "hiring", "travel", "roadmaps", "pricing", "security", "hiring2"),
            *("onboarding", "lunches", "offsites", "audits", "backups", "invoices"),
            *("releases", "outages", "pairing"),
        ]
    )
]
RARE = [
    "The zebra mascot was chosen by the support team.",
    "A quokka sticker now decorates the support group laptop.",
    "Zebra crossings near the office were repainted.",
]


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    # Per-process caches keyed by project; the tests reuse ids across rollbacks.
    retrieval._populations.clear()
    retrieval._term_stats["at"] = -1e9
    retrieval._table_rows["at"] = -1e9
    # No project is large by the statistics unless a test says so (population's estimate).
    retrieval._project_shares.update(at=1e18, value={})
    yield
    retrieval._project_shares["at"] = -1e9
    retrieval._populations.clear()
    retrieval._term_stats["at"] = -1e9
    retrieval._table_rows["at"] = -1e9


def remember(project: Project, content: str, entities: tuple[str, ...] = ()) -> str:
    result = memory_remember(project=project, content=content, entities=entities)
    assert result.memory is not None
    return str(result.memory.id)


def analyze() -> None:
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memoryapp_memory")


@pytest.fixture
def corpus(project: Project) -> dict[str, str]:
    ids = {text: remember(project, text) for text in COMMON + RARE}
    analyze()
    return ids


def large(settings: Any, *, budget: int = 4) -> None:
    settings.MEMORY_LEXICAL_EXACT_BELOW = 5
    settings.MEMORY_LEXICAL_SELECT_ROWS = budget


# --- the plan, as a pure decision ------------------------------------------------------------


def test_plan_is_exact_below_the_threshold(settings: Any) -> None:
    settings.MEMORY_LEXICAL_EXACT_BELOW = 100
    plan = lexical_plan(["support", "zebra"], rows=99, frequencies=TermFrequencies({}, 0.0))
    assert (plan.select, plan.select_cap, plan.known) == ("'support' | 'zebra'", None, {})


def test_plan_selects_by_the_rarest_terms_within_the_budget(settings: Any) -> None:
    settings.MEMORY_LEXICAL_EXACT_BELOW = 1000
    settings.MEMORY_LEXICAL_SELECT_ROWS = 500
    stats = TermFrequencies({"support": 0.2, "group": 0.03, "meet": 0.004}, 0.001)
    plan = lexical_plan(["support", "group", "meet", "zebra"], rows=100_000, frequencies=stats)
    # zebra (unlisted: at most the floor, 100 rows) and meet (400) fit 500; group and support
    # only score, with the frequencies the statistics give them.
    assert plan.select == "'zebra' | 'meet'"
    assert plan.known == {"group": 3000.0, "support": 20000.0}
    assert plan.terms == ["group", "meet", "support", "zebra"]
    settings.MEMORY_LEXICAL_SELECT_ROWS = 450
    plan = lexical_plan(["support", "group", "meet", "zebra"], rows=100_000, frequencies=stats)
    assert plan.select == "'zebra'"
    assert plan.known == {"group": 3000.0, "meet": 400.0, "support": 20000.0}


def test_plan_ands_terms_that_are_all_too_common(settings: Any) -> None:
    settings.MEMORY_LEXICAL_EXACT_BELOW = 1000
    stats = TermFrequencies({"support": 0.2, "group": 0.03}, 0.001)
    plan = lexical_plan(["support", "group"], rows=100_000, frequencies=stats)
    assert plan.select == "'group' & 'support'"
    assert plan.select_cap == retrieval.COMMON_ONLY_ROWS
    assert plan.known == {"group": 3000.0, "support": 20000.0}
    # Failing rows with both, the rarest alone selects.
    assert plan.fallbacks == ("'group'",)
    # With three terms, the rarest with any other comes before the rarest alone.
    stats = TermFrequencies({"support": 0.2, "group": 0.03, "zebra": 0.01}, 0.001)
    plan = lexical_plan(["support", "group", "zebra"], rows=100_000, frequencies=stats)
    assert plan.select == "'group' & 'support' & 'zebra'"
    assert plan.fallbacks == ("'zebra' & ( 'group' | 'support' )", "'zebra'")
    # One term: nothing looser to fall back to.
    assert lexical_plan(["support"], rows=100_000, frequencies=stats).fallbacks == ()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "text",
    [
        "O'Brien's café",
        r"back\slash and C:\path\to",
        "a|b & c!d :* <-> (x)",
        "quotes ''' and \"double\"",
        "ünïcödé naïve façade",
    ],
)
def test_tsquery_literals_survive_any_lexeme(text: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", [text])
        lexemes = cursor.fetchone()[0]
        assert lexemes
        for lexeme in lexemes:
            cursor.execute(
                "SELECT to_tsvector('english', %s) @@ %s::tsquery, "
                "to_tsvector('english', 'unrelated words here') @@ %s::tsquery",
                [text, tsquery_or([lexeme]), tsquery_or([lexeme])],
            )
            assert cursor.fetchone() == (True, False), lexeme
        cursor.execute(
            "SELECT to_tsvector('english', %s) @@ %s::tsquery", [text, tsquery_or(lexemes, "&")]
        )
        assert cursor.fetchone() == (True,)


# --- the lexical leg on a large scope -------------------------------------------------------


def hit_ids(result: retrieval.LegResult) -> list[str]:
    return [h.memory_id for h in result.hits]


@pytest.mark.django_db
def test_a_large_scope_ranks_the_rare_term_first_like_the_exact_count(
    project: Project, corpus: dict[str, str], settings: Any
) -> None:
    exact = hit_ids(lexical_leg(project=project, query="zebra support group", scope=SCOPE))
    large(settings)
    fast = lexical_leg(project=project, query="zebra support group", scope=SCOPE)
    zebras = {corpus[RARE[0]], corpus[RARE[2]]}
    # Only the rare term selected; the common ones still scored what it selected.
    assert set(hit_ids(fast)) == zebras
    assert hit_ids(fast) == [i for i in exact if i in zebras]


@pytest.mark.django_db
def test_a_large_scope_with_only_common_terms_ranks_rows_holding_all(
    project: Project, corpus: dict[str, str], settings: Any
) -> None:
    large(settings)
    both = hit_ids(lexical_leg(project=project, query="support group", scope=SCOPE))
    holding_both = {corpus[t] for t in COMMON} | {corpus[RARE[1]]}
    assert set(both) == holding_both
    # No memory says "support" and "crossings" together: the rarest alone selects then.
    settings.MEMORY_LEXICAL_SELECT_ROWS = 0
    alone = hit_ids(lexical_leg(project=project, query="support crossings", scope=SCOPE))
    assert alone == [corpus[RARE[2]]]


@pytest.mark.django_db
def test_with_only_common_terms_the_rarest_with_another_comes_before_the_rarest_alone(
    project: Project, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Written before and after it, so that a cap on the rows of the rarest term alone would take
    # one of these, whether it read them in the table's order or newest first.
    def fact(n: int) -> str:
        return remember(project, f"Quokka fact number {n} was read out at the zoo.")

    alone = {fact(n) for n in range(5)}
    with_another = remember(project, "A quokka came to the picnic.")
    alone |= {fact(n) for n in range(5, 10)}
    large(settings, budget=0)
    retrieval._term_stats.update(
        at=1e18, value=TermFrequencies({"quokka": 0.3, "picnic": 0.5, "weather": 0.6}, 0.9)
    )
    monkeypatch.setattr(retrieval, "COMMON_ONLY_ROWS", 1)
    # No memory holds all three terms.
    found = lexical_leg(project=project, query="quokka picnic weather", scope=SCOPE)
    assert hit_ids(found) == [with_another]
    # Failing the rarest with another, the rarest alone.
    found = lexical_leg(project=project, query="quokka weather", scope=SCOPE)
    assert len(found.hits) == 1
    assert set(hit_ids(found)) <= alone | {with_another}


@pytest.mark.django_db
def test_without_statistics_a_large_scope_counts_exactly(project: Project, settings: Any) -> None:
    for text in COMMON + RARE:
        remember(project, text)
    # Statistics that know none of these words: every term is taken as rare, so every term
    # selects, its frequency is counted, and the answer is the exact one.
    retrieval._term_stats.update(at=1e18, value=TermFrequencies({}, 0.0))
    queries = ["zebra support", "support group quokka", "meeting topics"]
    exact = [hit_ids(lexical_leg(project=project, query=q, scope=SCOPE)) for q in queries]
    large(settings, budget=1000)
    assert [hit_ids(lexical_leg(project=project, query=q, scope=SCOPE)) for q in queries] == exact
    assert all(exact)


# --- population and the entity leg ----------------------------------------------------------


@pytest.mark.django_db
def test_population_counts_small_scopes_live_and_keeps_large_ones_a_minute(
    project: Project, settings: Any
) -> None:
    for n in range(3):
        remember(project, f"Fact number {n} about the build farm {'x' * n}.")
    assert population(project=project, scope=SCOPE) == 3
    remember(project, "Another fact about the deploy robot.")
    assert population(project=project, scope=SCOPE) == 4
    settings.MEMORY_LEXICAL_EXACT_BELOW = 4
    assert population(project=project, scope=SCOPE) == 4
    remember(project, "A fifth fact about the staging cluster.")
    assert population(project=project, scope=SCOPE) == 4  # kept
    retrieval._populations.clear()
    assert population(project=project, scope=SCOPE) == 5


@pytest.mark.django_db
def test_a_large_scope_is_counted_once_for_every_session_and_the_cache_is_bounded(
    project: Project, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(4):
        remember(project, f"Fact number {n} about the build farm {'x' * n}.")
    settings.MEMORY_LEXICAL_EXACT_BELOW = 4
    retrieval._populations.clear()
    for n in range(50):
        assert population(project=project, scope=Scope(session_id=f"session-{n}")) == 4
    # One entry serves every session; no count was queued per session.
    assert len(retrieval._populations) == 1
    assert not retrieval._population_refreshes
    monkeypatch.setattr(retrieval, "POPULATION_CACHE_SIZE", 3)
    for n in range(6):
        retrieval._remember_population((f"k{n}",), (time.monotonic(), 10_000))
    assert list(retrieval._populations) == [("k3",), ("k4",), ("k5",)]
    retrieval._populations.clear()


@pytest.mark.django_db(transaction=True)
def test_a_stale_population_serves_while_a_pool_thread_recounts(settings: Any) -> None:
    # Committed rows (transaction=True): the recount runs on the pool thread's own connection.
    project = Project.objects.create(slug="recount", name="recount")
    for n in range(4):
        remember(project, f"Fact number {n} about the build farm {'x' * n}.")
    settings.MEMORY_LEXICAL_EXACT_BELOW = 4
    try:
        assert population(project=project, scope=SCOPE) == 4
        remember(project, "A fifth fact about the staging cluster.")
        (key,) = retrieval._populations
        retrieval._populations[key] = (-1e9, 4)  # a minute and more ago
        # The old count answers at once; the recount lands a moment later.
        assert population(project=project, scope=SCOPE) == 4
        deadline = time.monotonic() + 10
        while retrieval._populations[key][1] != 5:
            assert time.monotonic() < deadline, "the recount never landed"
            time.sleep(0.01)
        assert population(project=project, scope=SCOPE) == 5
        assert not retrieval._population_refreshes
    finally:
        retrieval.close_leg_connections()


@pytest.mark.django_db(transaction=True)
def test_a_first_call_for_a_project_large_by_the_statistics_serves_their_estimate(
    settings: Any,
) -> None:
    project = Project.objects.create(slug="estimate", name="estimate")
    for n in range(3):
        remember(project, f"Fact number {n} about the build farm {'x' * n}.")
    settings.MEMORY_LEXICAL_EXACT_BELOW = 2
    # ANALYZE saw half of a 100-row table in this project.
    retrieval._project_shares.update(at=1e18, value={project.id: 0.5})
    retrieval._table_rows.update(at=1e18, value=100.0)
    try:
        assert population(project=project, scope=SCOPE) == 50
        (key,) = retrieval._populations
        deadline = time.monotonic() + 10
        while retrieval._populations[key][1] != 3:
            assert time.monotonic() < deadline, "the count never landed"
            time.sleep(0.01)
        assert population(project=project, scope=SCOPE) == 3
    finally:
        retrieval.close_leg_connections()


@pytest.mark.django_db
def test_entity_leg_prefers_memories_naming_more_of_the_query(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    both = remember(project, "Alice and Bob planned the launch together.", ("Alice", "Bob"))
    for n in range(6):
        remember(project, f"Alice reviewed design document {n} of {'y' * n}.", ("Alice",))
    monkeypatch.setattr(retrieval, "ENTITY_WINDOW", 3)
    result = entity_leg(project=project, query="What did Alice and Bob do?", scope=SCOPE)
    # The two-entity memory is the oldest, yet ranks first: links are counted before the window.
    assert hit_ids(result)[0] == both
    assert len(result.hits) == 3
    # 7 of 7 memories are linked: no specificity left.
    assert result.weight == 0.0


@pytest.mark.django_db
def test_each_leg_reads_its_rows_and_a_lone_memory_is_its_own_chain(
    project: Project, settings: Any
) -> None:
    settings.MEMORY_EMBEDDINGS = "none"
    first = remember(project, "The metadata store is SQLite.")
    found = retrieve(project=project, query="metadata store", scope=SCOPE)
    assert list(found.rows) == [first]
    assert found.legs["lexical"].rows[first] == found.rows[first]
    assert found.rows[first].content == "The metadata store is SQLite."
    assert found.rows[first].recorded_at.tzinfo is not None
    assert not found.rows[first].in_chain
    assert [v.id for v in found.chains[first]] == [first]
    assert found.legs["dense"].skipped == "embeddings are off (MEMORY_EMBEDDINGS=none)"
    assert not found.dense_on_own_connection


@pytest.mark.django_db
def test_only_candidates_in_a_chain_have_their_chain_walked(project: Project) -> None:
    old = remember(project, "The metadata store is SQLite.")
    new = str(
        memory_supersede(
            project=project, memory_id=old, content="The metadata store is PostgreSQL."
        ).id
    )
    newest = str(
        memory_supersede(
            project=project, memory_id=new, content="The metadata store is PostgreSQL 16."
        ).id
    )
    alone = remember(project, "The metadata team meets on Mondays.")
    history = Scope(heads_only=False)
    found = retrieve(project=project, query="metadata store", scope=history)
    assert {old, new, newest, alone} <= set(found.rows)
    # A successor or a predecessor puts a memory in a chain; the lone one reads no chain.
    assert [found.rows[m].in_chain for m in (old, new, newest, alone)] == [
        True,
        True,
        True,
        False,
    ]
    assert sorted(v.id for v in found.chains[newest]) == sorted([old, new, newest])
    assert [v.id for v in found.chains[alone]] == [alone]
    assert head_of(found.chains)[old] == newest
    # Heads only: the head alone is a candidate, and still brings its whole chain.
    heads = retrieve(project=project, query="metadata store", scope=SCOPE)
    assert newest in heads.rows and old not in heads.rows
    assert sorted(v.id for v in heads.chains[newest]) == sorted([old, new, newest])


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_the_dense_leg_runs_on_its_own_connection() -> None:
    project = Project.objects.create(slug="parallel", name="Parallel")
    ids = [
        remember(project, f"Release {n} of the billing service shipped with fix {n}.")
        for n in range(8)
    ]
    # Committed: another connection sees them.
    alone = retrieve(project=project, query="billing service release fixes", scope=SCOPE)
    assert alone.dense_on_own_connection
    assert {h.memory_id for h in alone.legs["dense"].hits} == set(ids)
    assert set(alone.legs["dense"].rows) == set(ids)
    with transaction.atomic():
        unseen = remember(project, "Release 9 of the billing service shipped with fix 9.")
        # Inside a transaction every leg stays on this connection, which sees the new memory.
        inside = retrieve(project=project, query="billing service release fixes", scope=SCOPE)
        assert not inside.dense_on_own_connection
        assert unseen in {h.memory_id for h in inside.legs["dense"].hits}
        transaction.set_rollback(True)
    again = retrieve(project=project, query="billing service release fixes", scope=SCOPE)
    assert [c.memory_id for c in again.fused] == [c.memory_id for c in alone.fused]
    assert again.rows == alone.rows


@pytest.mark.django_db
def test_a_small_scope_is_searched_exactly_and_a_large_one_through_iterative_hnsw(
    project: Project, other_project: Project, settings: Any
) -> None:
    for n in range(100):
        remember(other_project, f"Meeting note {n}: the roadmap review moved to day {n}.")
    ids = [remember(project, f"Invoice {n} for the hosting bill was paid late.") for n in range(10)]
    analyze()
    found = retrieve(project=project, query="hosting invoice paid", scope=SCOPE)
    assert found.legs["dense"].search == "exact"
    assert {h.memory_id for h in found.legs["dense"].hits} == set(ids)
    settings.MEMORY_DENSE_EXACT_BELOW = 50
    theirs = retrieve(project=other_project, query="roadmap review", scope=SCOPE)
    assert theirs.legs["dense"].search == "hnsw iterative"
    assert len(theirs.legs["dense"].hits) == 50


@pytest.mark.django_db
def test_iterative_scans_keep_k_rows_of_a_small_share_of_the_index(
    project: Project, other_project: Project, settings: Any
) -> None:
    """A scope that is a tenth of the index: a narrow beam that stopped after its first
    candidates would hold about one of its rows; the iterative scan walks on until it has k,
    in the exact order."""
    for n in range(100):
        remember(other_project, f"Meeting note {n}: the roadmap review moved to day {n}.")
    for n in range(10):
        remember(project, f"Invoice {n} for the hosting bill was paid {n} days late.")
    analyze()
    settings.MEMORY_DENSE_EXACT_BELOW = 5
    settings.MEMORY_RETRIEVAL_CANDIDATES = 8
    with connection.cursor() as cursor:
        cursor.execute("SHOW hnsw.iterative_scan")
        assert cursor.fetchone() == ("strict_order",)
        cursor.execute("SET hnsw.ef_search = 10")
    try:
        hnsw = retrieve(project=project, query="hosting invoice paid", scope=SCOPE)
        settings.MEMORY_DENSE_EXACT_BELOW = 3000
        exact = retrieve(project=project, query="hosting invoice paid", scope=SCOPE)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("RESET hnsw.ef_search")
    assert hnsw.legs["dense"].search == "hnsw iterative"
    assert exact.legs["dense"].search == "exact"
    assert [h.memory_id for h in hnsw.legs["dense"].hits] == [
        h.memory_id for h in exact.legs["dense"].hits
    ]
    assert len(hnsw.legs["dense"].hits) == 8
