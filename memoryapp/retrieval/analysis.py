"""What the lexical and entity legs look up in a query, read in one round trip before either
runs: its lexemes (PostgreSQL's English configuration, as the ``tsv`` column) and the ids of the
project's entities it names."""

from __future__ import annotations

import re
from dataclasses import dataclass

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain.names import normalize_entity_name
from memoryapp.models import Project

from .scope import pg_array

# An equality on the (project, normalized) unique index, so the planner sees how few there are.
ENTITY_IDS_SQL = (
    "SELECT id FROM memoryapp_entity WHERE project_id = %(project)s "
    "AND normalized = ANY(%(phrases)s::text[])"
)


@dataclass(frozen=True)
class QueryTerms:
    """What the lexical and entity legs look up: the query's lexemes, and the ids of the
    project's entities it names (see :func:`query_phrases`)."""

    lexemes: list[str]
    entity_ids: list[int]


def query_phrases(query: str, longest: int = 6) -> list[str]:
    """Every run of 1..``longest`` consecutive words of the query, normalised like entity names.

    An entity is "named in the query" when its normalised name equals one of these phrases, so
    the lookup is an equality on the (project, normalized) unique index, and "Sam" never
    matches inside "Samuel".
    """
    words = re.findall(r"[\w][\w.'&+-]*[\w]|[\w]", query.casefold())
    phrases = {
        normalize_entity_name(" ".join(words[i : i + n]))
        for n in range(1, longest + 1)
        for i in range(len(words) - n + 1)
    }
    return sorted(phrases)


def analyse_query(*, project: Project, query: str) -> QueryTerms:
    """Both in one round trip, before either leg runs."""
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(
            f"SELECT tsvector_to_array(to_tsvector('english', %(query)s)), ARRAY({ENTITY_IDS_SQL})",
            {"query": query, "project": project.id, "phrases": pg_array(query_phrases(query))},
        )
        lexemes, entity_ids = cursor.fetchone()
    return QueryTerms(list(lexemes or []), list(entity_ids or []))
