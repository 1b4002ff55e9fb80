"""The lexical leg: PostgreSQL full-text search on the generated ``tsv`` column, ranked with
Okapi BM25 computed over the leg's scope.

Natural questions need any word to match, so the query's lexemes are OR-ed; idf comes from the
project's in-scope rows, tf from the lexeme positions, and length is the number of distinct
lexemes. A query term found in at least half of the scope's memories is no evidence (its
Robertson-Sparck Jones weight is <= 0): it neither retrieves nor ranks, unless every query term
is that common (small projects), when all of them are used. Which terms select the rows to
rank, and which only score them, is :func:`memoryapp.domain.lexical.lexical_plan`'s decision.
"""

from __future__ import annotations

import time

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain import lexical as plans
from memoryapp.domain.lexical import NO_FREQUENCIES
from memoryapp.models import Project

from .analysis import QueryTerms, analyse_query
from .config import RetrievalConfig, retrieval_config
from .rows import ROW_COLUMNS, LegResult, leg_result, ms_since
from .scope import Scope, pg_array, scope_sql
from .statistics import population, table_term_frequencies

# Formatted with the scope's fixed WHERE fragments only (no user text: that is bound).
# ``select`` is the tsquery that picks the rows to rank, ``terms`` every query lexeme that
# scores them; ``known_*`` carry the document frequencies of terms that did not select (too
# common to count here); every other term's is counted in ``matched``, which holds every row of
# the scope containing it.
_LEXICAL_SQL = """
    WITH {select}
    -- One row per (selected memory, query lexeme it contains), with tf and length. tsv holds
    -- no weights (all D), so marking the query's lexemes A and keeping only A leaves just
    -- them: unnesting that is half the cost of unnesting the whole tsvector and filtering.
    matched AS MATERIALIZED (
        SELECT s.id, s.recorded_at, length(s.tsv)::float AS dl, u.lexeme,
               coalesce(cardinality(u.positions), 1)::float AS tf
        FROM sel s
        CROSS JOIN LATERAL unnest(ts_filter(setweight(s.tsv, 'A', %(terms)s::text[]), '{{a}}')) u
    ),
    known AS (
        SELECT * FROM unnest(%(known_terms)s::text[], %(known_df)s::float8[]) AS k(lexeme, df)
    ),
    counted AS (
        SELECT t.lexeme, coalesce(min(k.df), count(*)) AS df
        FROM matched t LEFT JOIN known k ON k.lexeme = t.lexeme
        GROUP BY t.lexeme
    ),
    terms AS MATERIALIZED (
        SELECT lexeme, ln(1 + (%(n)s - df + 0.5) / (df + 0.5)) AS idf,
               df < %(n)s / 2 AS informative
        FROM counted
    ),
    used AS MATERIALIZED (
        SELECT lexeme, idf FROM terms
        WHERE informative OR NOT EXISTS (SELECT 1 FROM terms WHERE informative)
    ),
    avgdl AS MATERIALIZED (
        SELECT greatest(avg(dl), 1) AS v FROM (SELECT DISTINCT id, dl FROM matched) d
    ),
    ranked AS (
        SELECT t.id, t.recorded_at, sum(
            u.idf * t.tf * (%(k1)s + 1) / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * t.dl / a.v))
        ) AS score
        FROM matched t JOIN used u ON u.lexeme = t.lexeme CROSS JOIN avgdl a
        GROUP BY t.id, t.recorded_at
        ORDER BY score DESC, t.recorded_at DESC, t.id
        LIMIT %(limit)s
    )
    SELECT r.id::text, r.score, {row}
    FROM ranked r JOIN memoryapp_memory m ON m.id = r.id
    ORDER BY r.score DESC, r.recorded_at DESC, r.id
"""


# One selection step. A plan with fallbacks is a cascade of them in the one statement: each
# step runs only when every one before it selected nothing (``NOT EXISTS`` over a CTE is a
# one-time filter, so a skipped step reads no row).
_SELECT_STEP_SQL = """{name} AS MATERIALIZED (
        SELECT m.id, m.recorded_at, m.tsv FROM memoryapp_memory m
        WHERE {gate}m.tsv @@ %({param})s::tsquery AND {where}
        LIMIT %(select_cap)s
    ),"""


def _select_sql(where: str, fallbacks: int) -> str:
    """The ``sel`` CTE(s): the plan's selection, then ``fallbacks`` looser ones in turn."""
    if not fallbacks:
        return _SELECT_STEP_SQL.format(name="sel", gate="", param="select", where=where)
    steps = []
    for n in range(fallbacks + 1):
        gate = "".join(f"NOT EXISTS (SELECT 1 FROM sel{i}) AND " for i in range(n))  # noqa: S608
        param = "select" if n == 0 else f"fallback{n}"
        steps.append(_SELECT_STEP_SQL.format(name=f"sel{n}", gate=gate, param=param, where=where))
    # Only CTE names and fixed fragments are formatted in; the tsqueries are bound.
    union = " UNION ALL ".join(f"SELECT * FROM sel{n}" for n in range(fallbacks + 1))  # noqa: S608
    return "\n    ".join(steps) + f"\n    sel AS ({union}),"


def lexical_leg(
    *,
    project: Project,
    query: str,
    scope: Scope,
    limit: int | None = None,
    terms: QueryTerms | None = None,
    rows_in_scope: int | None = None,
    config: RetrievalConfig | None = None,
) -> LegResult:
    """The BM25-ranked full-text hits (up to ``limit``, else the configured lexical
    candidates)."""
    started = time.perf_counter()
    config = config or retrieval_config()
    where, params = scope_sql(scope)
    lexemes = (terms or analyse_query(project=project, query=query)).lexemes
    if not lexemes:
        return LegResult(latency_ms=ms_since(started))
    if rows_in_scope is None:
        rows_in_scope = population(project=project, scope=scope, config=config)
    exact_below = config.lexical_exact_below
    frequencies = table_term_frequencies() if rows_in_scope >= exact_below else NO_FREQUENCIES
    plan = plans.lexical_plan(
        lexemes,
        rows=rows_in_scope,
        frequencies=frequencies,
        exact_below=exact_below,
        select_budget=config.lexical_select_rows,
    )
    args = {
        **params,
        "project": project.id,
        "terms": pg_array(plan.terms),
        "known_terms": pg_array(plan.known),
        "known_df": pg_array(plan.known.values()),
        "n": float(rows_in_scope),
        "limit": limit or config.lexical_candidates,
        "k1": config.bm25_k1,
        "b": config.bm25_b,
        "select": plan.select,
        "select_cap": plan.select_cap,
    }
    args.update({f"fallback{n}": q for n, q in enumerate(plan.fallbacks, start=1)})
    sql = _LEXICAL_SQL.format(
        select=_select_sql(where, len(plan.fallbacks)), where=where, row=ROW_COLUMNS
    )
    # Planned per call, not prepared: a generic plan cannot see how selective this query's
    # terms are, and is slower for it.
    with prepared_cursor(prepare=False, using=read_alias()) as cursor:
        cursor.execute(sql, args)
        found = cursor.fetchall()
    return leg_result(found, started)
