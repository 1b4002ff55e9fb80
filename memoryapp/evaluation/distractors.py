"""Distractor pools: everyday memories a scenario's evidence must be found among.

Rule: a pool (``eval/distractors/<pool>.json``) is templates and vocabulary, not memories. A
scenario that asks for ``{"pool": ..., "count": n}`` gets ``n`` distinct import lines drawn from
it with a generator seeded by the scenario's id and the pool's name, so the same scenario always
gets the same crowd and two scenarios get different ones. Each line is recorded on a day spread
evenly over the ``span_days`` before the scenario's last history line (and the hour varies), so
the crowd covers the months the scenario's own memories do. A template's ``{slot}`` is filled
from the vocabulary list of that name; its entities and subject are filled the same way.

Plain Python, no Django: the lines are data the import service validates like any other.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from types import MappingProxyType
from typing import Any

# The ref of the n-th distractor of a scenario (never a ref a writer would choose).
REF_PREFIX = "distractor-"
_SLOT = re.compile(r"\{([a-z_]+)\}")
# Draws allowed per line asked for before a pool counts as too small for the count.
_TRIES = 50
_TEMPLATE_KEYS = frozenset({"type", "text", "entities", "subject"})


class PoolError(ValueError):
    """A pool file that cannot give what a scenario asks of it."""


@dataclass(frozen=True)
class Pool:
    name: str
    span_days: int
    templates: tuple[Mapping[str, Any], ...]
    vocabulary: Mapping[str, tuple[str, ...]]


def _fill(text: str, chosen: Mapping[str, str]) -> str:
    return _SLOT.sub(lambda match: chosen[match[1]], text)


def pool_read(path: Path) -> Pool:
    """The pool in ``path``; PoolError if a template names a slot the vocabulary lacks."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise PoolError(f"{path.name}: not a readable JSON pool ({error})") from None
    vocabulary = {name: tuple(words) for name, words in data.get("vocabulary", {}).items()}
    templates = tuple(data.get("templates", ()))
    if not templates:
        raise PoolError(f"{path.name}: a pool needs templates")
    for number, template in enumerate(templates, 1):
        unknown = set(template) - _TEMPLATE_KEYS
        if unknown or "text" not in template or "type" not in template:
            raise PoolError(f"{path.name}: template {number} needs type and text, nothing else")
        texts = [template["text"], template.get("subject") or "", *template.get("entities", ())]
        for slot in {s for text in texts for s in _SLOT.findall(text)}:
            if not vocabulary.get(slot):
                raise PoolError(f"{path.name}: template {number} uses {{{slot}}}, no vocabulary")
    return Pool(path.stem, int(data.get("span_days", 240)), templates, vocabulary)


def _line(pool: Pool, rng: random.Random) -> dict[str, Any]:
    template = rng.choice(pool.templates)
    slots = set(_SLOT.findall(json.dumps(template)))
    chosen = {slot: rng.choice(pool.vocabulary[slot]) for slot in sorted(slots)}
    content = _fill(template["text"], chosen)
    line: dict[str, Any] = {
        "type": template["type"],
        "content": content[:1].upper() + content[1:],
        "status": "active",
    }
    if template.get("entities"):
        line["entities"] = [_fill(e, chosen) for e in template["entities"]]
    if template.get("subject"):
        # A subject is a dotted key: the filled words, lower-cased and without spaces.
        line["subject"] = _fill(template["subject"], chosen).casefold().replace(" ", "_")
    return line


def distractor_lines(
    pool: Pool, *, count: int, seed: str, last: datetime
) -> tuple[Mapping[str, Any], ...]:
    """``count`` distinct import lines from ``pool`` (see the module rule), recorded over the
    ``pool.span_days`` up to ``last``."""
    # A fixed seed on purpose: the crowd is test data that must be the same on every run.
    rng = random.Random(f"{pool.name}:{seed}")  # noqa: S311
    lines: list[dict[str, Any]] = []
    seen: set[str] = set()
    for _ in range(count * _TRIES):
        if len(lines) == count:
            break
        line = _line(pool, rng)
        if line["content"] not in seen:
            seen.add(line["content"])
            lines.append(line)
    if len(lines) < count:
        raise PoolError(f"pool {pool.name!r} gives {len(lines)} distinct lines, not {count}")
    first = last - timedelta(days=pool.span_days)
    for number, line in enumerate(lines):
        day = first + timedelta(days=pool.span_days * number / max(1, count))
        at = day.replace(hour=7 + rng.randrange(12), minute=rng.randrange(60), second=0)
        line["ref"] = f"{REF_PREFIX}{number + 1:03d}"
        line["recorded_at"] = at.isoformat().replace("+00:00", "Z")
    return tuple(MappingProxyType(line) for line in lines)


def last_recorded(history: Sequence[Mapping[str, Any]]) -> datetime:
    """When the latest of ``history``'s lines was recorded."""
    return max(datetime.fromisoformat(str(line["recorded_at"])) for line in history)
