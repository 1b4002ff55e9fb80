"""Entities: the named things memories are about, one row per project and normalised name."""

from __future__ import annotations

from collections.abc import Iterable

from memoryapp.domain.names import display_entity_name
from memoryapp.errors import InvalidInput
from memoryapp.models import Entity, Project

MAX_ENTITY_NAME = 200
MAX_ENTITIES_PER_MEMORY = 50


def entity_ensure_many(
    *, project: Project, names: Iterable[str], limit: int | None = MAX_ENTITIES_PER_MEMORY
) -> list[Entity]:
    """Return the entities for ``names`` (created if missing), in first-seen order, deduplicated.

    ``limit`` is the per-memory cap; a batch for many memories (an import, whose lines are each
    checked against the cap) passes None.

    Concurrent callers may race to create the same name; ``ignore_conflicts`` lets the unique
    constraint settle it and the follow-up read returns the surviving row.
    """
    wanted: dict[str, str] = {}
    for raw in names:
        if not isinstance(raw, str):
            raise InvalidInput("entity names must be strings", details={"field": "entities"})
        display = display_entity_name(raw)
        if not display:
            raise InvalidInput("entity names must not be empty", details={"field": "entities"})
        if len(display) > MAX_ENTITY_NAME:
            raise InvalidInput(
                f"entity names are at most {MAX_ENTITY_NAME} characters",
                details={"field": "entities"},
            )
        wanted.setdefault(display.casefold(), display)  # == normalize_entity_name(raw)
    if limit is not None and len(wanted) > limit:
        raise InvalidInput(f"at most {limit} entities per memory", details={"field": "entities"})
    if not wanted:
        return []
    Entity.objects.bulk_create(
        [Entity(project=project, name=name, normalized=key) for key, name in wanted.items()],
        ignore_conflicts=True,
    )
    by_key = {
        e.normalized: e for e in Entity.objects.filter(project=project, normalized__in=wanted)
    }
    return [by_key[key] for key in wanted]
