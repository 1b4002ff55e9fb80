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
from memoryapp.domain import lexical
from memoryapp.domain.lexical import TermFrequencies, lexical_plan, tsquery_or
from memoryapp.models import Project
from memoryapp.retrieval import (
    Scope,
    Statistics,
    entity_leg,
    head_of,
    lexical_leg,
    population,
    retrieve,
    stats,
)
from memoryapp.retrieval.dense import best_of
from memoryapp.services.propose import memory_remember
from memoryapp.services.supersession import memory_supersede
from tests.support import wait_for

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


def fresh_statistics() -> None:
    stats.reset()
    # No project is large by the statistics unless a test says so (population's estimate).
    stats.project_shares.pin({})


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    # The statistics are kept per process: each test starts from none, and leaves none behind.
    fresh_statistics()
    yield
    stats.reset()


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


def planned(
    lexemes: list[str], *, rows: int, frequencies: TermFrequencies, budget: int = 500
) -> lexical.LexicalPlan:
    return lexical_plan(
        lexemes, rows=rows, frequencies=frequencies, exact_below=1000, select_budget=budget
    )


def test_plan_is_exact_below_the_threshold() -> None:
    plan = planned(["support", "zebra"], rows=999, frequencies=TermFrequencies({}, 0.0))
    assert (plan.select, plan.select_cap, plan.known) == ("'support' | 'zebra'", None, {})


def test_plan_selects_by_the_rarest_terms_within_the_budget() -> None:
    frequencies = TermFrequencies({"support": 0.2, "group": 0.03, "meet": 0.004}, 0.001)
    plan = planned(["support", "group", "meet", "zebra"], rows=100_000, frequencies=frequencies)
    # zebra (unlisted: at most the floor, 100 rows) and meet (400) fit 500; group and support
    # only score, with the frequencies the statistics give them.
    assert plan.select == "'zebra' | 'meet'"
    assert plan.known == {"group": 3000.0, "support": 20000.0}
    assert plan.terms == ["group", "meet", "support", "zebra"]
    plan = planned(
        ["support", "group", "meet", "zebra"], rows=100_000, frequencies=frequencies, budget=450
    )
    assert plan.select == "'zebra'"
    assert plan.known == {"group": 3000.0, "meet": 400.0, "support": 20000.0}


def test_plan_ands_terms_that_are_all_too_common() -> None:
    frequencies = TermFrequencies({"support": 0.2, "group": 0.03}, 0.001)
    plan = planned(["support", "group"], rows=100_000, frequencies=frequencies)
    assert plan.select == "'group' & 'support'"
    assert plan.select_cap == lexical.COMMON_ONLY_ROWS
    assert plan.known == {"group": 3000.0, "support": 20000.0}
    # Failing rows with both, the rarest alone selects.
    assert plan.fallbacks == ("'group'",)
    # With three terms, the rarest with any other comes before the rarest alone.
    frequencies = TermFrequencies({"support": 0.2, "group": 0.03, "zebra": 0.01}, 0.001)
    plan = planned(["support", "group", "zebra"], rows=100_000, frequencies=frequencies)
    assert plan.select == "'group' & 'support' & 'zebra'"
    assert plan.fallbacks == ("'zebra' & ( 'group' | 'support' )", "'zebra'")
    # One term: nothing looser to fall back to.
    assert planned(["support"], rows=100_000, frequencies=frequencies).fallbacks == ()


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
    stats.term_frequencies.pin(TermFrequencies({"quokka": 0.3, "picnic": 0.5, "weather": 0.6}, 0.9))
    monkeypatch.setattr(lexical, "COMMON_ONLY_ROWS", 1)
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
    stats.term_frequencies.pin(TermFrequencies({}, 0.0))
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
    fresh_statistics()
    assert population(project=project, scope=SCOPE) == 5


@pytest.mark.django_db
def test_a_large_scope_is_counted_once_for_every_session_and_the_cache_is_bounded(
    project: Project, settings: Any
) -> None:
    for n in range(4):
        remember(project, f"Fact number {n} about the build farm {'x' * n}.")
    settings.MEMORY_LEXICAL_EXACT_BELOW = 4
    for n in range(50):
        assert population(project=project, scope=Scope(session_id=f"session-{n}")) == 4
    # One entry serves every session; no count was queued per session.
    assert len(stats.counts()) == 1
    assert not stats.refreshing()
    bounded = Statistics(max_scopes=3)
    for n in range(6):
        bounded._remember((f"k{n}",), (time.monotonic(), 10_000))
    assert list(bounded.counts()) == [("k3",), ("k4",), ("k5",)]


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
        (key,) = stats.counts()
        stats.expire()  # as if counted a minute and more ago
        # The old count answers at once; the recount lands a moment later.
        assert population(project=project, scope=SCOPE) == 4
        assert wait_for(lambda: stats.counts()[key] == 5, timeout=10, interval=0.01), (
            "the recount never landed"
        )
        assert population(project=project, scope=SCOPE) == 5
        assert not stats.refreshing()
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
    stats.project_shares.pin({project.id: 0.5})
    stats.table_rows.pin(100.0)
    try:
        assert population(project=project, scope=SCOPE) == 50
        (key,) = stats.counts()
        assert wait_for(lambda: stats.counts()[key] == 3, timeout=10, interval=0.01), (
            "the count never landed"
        )
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
    monkeypatch.setattr("memoryapp.retrieval.entity.ENTITY_WINDOW", 3)
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
        remember(other_project, f"Meeting note {n}: the roadmap review covered item {n}.")
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
        remember(other_project, f"Meeting note {n}: the roadmap review covered item {n}.")
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


def test_the_dense_leg_keeps_each_memorys_best_cosine_over_the_question_and_its_clauses() -> None:
    whole = [("chat", 0.40, "a"), ("newsletter", 0.14, "b"), ("tone", 0.18, "c")]
    clause = [("newsletter", 0.38, "b"), ("chat", 0.10, "a")]
    assert [(r[0], r[1]) for r in best_of(whole + clause, 2)] == [
        ("chat", 0.40),
        ("newsletter", 0.38),
    ]
