"""Hybrid retrieval over one project: three legs, fused by their scaled scores.

- lexical (:mod:`.lexical`): PostgreSQL full-text search on the generated ``tsv`` column.
  Natural questions need any word to match, so the query's lexemes are OR-ed, then ranked with
  Okapi BM25 computed over the leg's scope (idf from the project's in-scope rows, tf from the
  lexeme positions, length = distinct lexemes). A query term found in at least half of the
  scope's memories is no evidence (its Robertson-Sparck Jones weight is <= 0): it neither
  retrieves nor ranks, unless every query term is that common (small projects), when all of
  them are used. Up to ``MEMORY_LEXICAL_EXACT_BELOW`` memories in scope every statistic is
  exact; above it, only the rarest terms select rows (about ``MEMORY_LEXICAL_SELECT_ROWS``, by
  PostgreSQL's column statistics) and the others only score them, with document frequencies
  from those statistics (the plan is :func:`memoryapp.domain.lexical.lexical_plan`): a query
  over a large project does not read every memory that says "support".
- dense (:mod:`.dense`): pgvector cosine distance on the configured model's HNSW expression
  index; skipped, and said so, when embeddings are dark or the query cannot be embedded. The
  query is embedded in a thread while the other two legs run; outside a transaction that thread
  then runs the leg's SQL on its own connection too (:mod:`.parallel`).
- entity (:mod:`.entity`): memories linked to entities whose names occur (as whole phrases) in
  the query. Its fusion weight scales with how specific the match is: full when the named
  entities cover at most a quarter of the scope, falling (log-odds) to zero at half (an entity
  on every other memory, like a conversation's speaker, says nothing about which one is meant).

Each leg returns its full candidate list (up to ``MEMORY_RETRIEVAL_CANDIDATES``, the lexical
leg ``MEMORY_RETRIEVAL_LEXICAL_CANDIDATES``, twice as many by default) with ranks and scores;
:mod:`memoryapp.domain.fusion` merges them all, each leg's scores scaled to [0, 1] and weighted
(every leg 1.0 by default, the entity leg's times its specificity), so a keyword-only or
entity-only hit can still win; the dense leg's vector also scores the other legs' candidates
(:func:`.dense.cosines_of`), the query's time cues lift what fits them
(:mod:`memoryapp.domain.time_cues`), and the best candidates' session neighbours
(:mod:`.neighbours`) gain a share of their scores. Reads only: traces and bookkeeping are
written by ``services.context``.

The rest of the package: :mod:`.config` (the settings, read into one frozen object),
:mod:`.scope` (which rows the legs may return), :mod:`.rows` (what every leg reads with its
hits), :mod:`.analysis` (the query's lexemes and named entities), :mod:`.statistics` (scope
populations and ANALYZE's statistics), :mod:`.chains` (the candidates' supersession chains),
:mod:`.neighbours` (their session neighbours) and :mod:`.hybrid` (:func:`retrieve`).
"""

from memoryapp.domain.lexical import (
    LexicalPlan,
    TermFrequencies,
    lexical_plan,
    specificity,
    tsquery_or,
)

from .analysis import QueryTerms, analyse_query, query_phrases
from .chains import chains_of, head_of
from .config import (
    RetrievalConfig,
    bm25_parameters,
    exact_scope_rows,
    forget_retrieval_config,
    leg_weights,
    lexical_candidates,
    retrieval_config,
    select_rows_budget,
)
from .dense import (
    QueryVector,
    dense_leg,
    embed_query,
    nearest_memories,
    query_embedding_precision,
)
from .entity import entity_leg
from .hybrid import Retrieval, retrieve
from .lexical import lexical_leg
from .parallel import close_leg_connections, dense_leg_in_parallel
from .rows import ROW_COLUMNS, CandidateRow, LegResult, candidate_row
from .scope import Scope, limit_types, pg_array
from .statistics import (
    Statistics,
    population,
    project_share,
    stats,
    table_rows,
    table_term_frequencies,
)

__all__ = [
    "ROW_COLUMNS",
    "CandidateRow",
    "LegResult",
    "LexicalPlan",
    "QueryTerms",
    "QueryVector",
    "Retrieval",
    "RetrievalConfig",
    "Scope",
    "Statistics",
    "TermFrequencies",
    "analyse_query",
    "bm25_parameters",
    "candidate_row",
    "chains_of",
    "close_leg_connections",
    "dense_leg",
    "dense_leg_in_parallel",
    "embed_query",
    "entity_leg",
    "exact_scope_rows",
    "forget_retrieval_config",
    "head_of",
    "leg_weights",
    "lexical_candidates",
    "lexical_leg",
    "lexical_plan",
    "limit_types",
    "nearest_memories",
    "pg_array",
    "population",
    "project_share",
    "query_embedding_precision",
    "query_phrases",
    "retrieval_config",
    "retrieve",
    "select_rows_budget",
    "specificity",
    "stats",
    "table_rows",
    "table_term_frequencies",
    "tsquery_or",
]
