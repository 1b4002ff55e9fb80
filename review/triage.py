"""The pending queue in triage order, its cards gathered in groups.

Order: what matters first. Cards said again most often (``Memory.repeat_count``), then those
that may contradict an active memory (``possible_conflict_of``), then the surest, then the
newest. The expressions are the ones ``memory_queue_order`` indexes (migration 0032), so a page
is read from the index in order, however many cards wait.

Groups: every pending card has a group key (``group_key``): its subject when it has one; else
the head it may contradict or would replace (cards about one memory decide together); else the
memory it nearly duplicates (so a card and its near-duplicates share the first card's key);
else itself. A group is shown once, at the place of its first card in the order (its lead),
with its other cards inside it; a page is the next leads after the cursor, so walking every
page shows every card once. A group shows at most ``GROUP_SHOWN`` cards; the rest are one
link away (``?group=<key>``: that group's cards alone, in order), and its action decides all of
them (up to ``GROUP_ACTION_LIMIT``).
"""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db.models import (
    BooleanField,
    Exists,
    Expression,
    F,
    OuterRef,
    QuerySet,
    Value,
    Window,
)
from django.db.models.functions import RowNumber

from memoryapp.domain.types import MemoryStatus
from memoryapp.models import Memory
from memoryapp.models.queue_order import (
    NO_CONFIDENCE,
    confidence_rank,
    conflict_rank,
    group_key,
    triage_order,
)

# A group's cards shown in its block; a page holds about ``limit`` cards.
GROUP_SHOWN = 10
# The most cards one group action (confirm or reject them all) decides.
GROUP_ACTION_LIMIT = 200


# The triage order's keys, all descending, by their names on ``pending_cards`` (which aliases
# the expressions of memoryapp.models.queue_order, those the index holds).
RANK = ("repeat_count", "q_conflict", "q_confidence", "recorded_at", "id")
ORDER = tuple(f"-{name}" for name in RANK)


class RowBefore(Expression):
    """``(left...) < (right...)``: the row comparison PostgreSQL reads from a btree index.

    In a descending order, the rows after a position are those whose keys are row-wise
    smaller than the position's."""

    output_field = BooleanField()

    def __init__(self, left: Sequence[Any], right: Sequence[Any]) -> None:
        super().__init__()
        self.left = list(left)
        self.right = list(right)

    def get_source_expressions(self) -> list[Any]:
        return [*self.left, *self.right]

    def set_source_expressions(self, exprs: Sequence[Any]) -> None:
        n = len(self.left)
        self.left, self.right = list(exprs[:n]), list(exprs[n:])

    def as_sql(self, compiler: Any, connection: Any) -> tuple[str, tuple[Any, ...]]:
        sides: list[str] = []
        params: list[Any] = []
        for side in (self.left, self.right):
            parts = []
            for expression in side:
                sql, more = compiler.compile(expression)
                parts.append(sql)
                params.extend(more)
            sides.append(f"({', '.join(parts)})")
        return f"{sides[0]} < {sides[1]}", tuple(params)


def pending_cards(qs: QuerySet[Memory]) -> QuerySet[Memory]:
    """The pending heads of ``qs`` (a project's memories, filtered as the owner asked), with
    their rank and group key."""
    qs = qs.filter(status=MemoryStatus.PENDING.value, superseded_by__isnull=True)
    return qs.alias(q_conflict=conflict_rank(), q_confidence=confidence_rank(), q_group=group_key())


def leads(cards: QuerySet[Memory]) -> QuerySet[Memory]:
    """The cards no other card of their group comes before."""
    earlier = cards.filter(
        RowBefore([OuterRef(name) for name in RANK], [F(name) for name in RANK]),
        **{"q_group": OuterRef("q_group")},
    )
    return cards.filter(~Exists(earlier))


# --- the cursor: a lead's rank ------------------------------------------------------------------

Position = tuple[int, bool, float, datetime, uuid.UUID]


def encode_position(memory: Memory) -> str:
    values = [
        memory.repeat_count,
        memory.possible_conflict_of_id is not None,
        memory.confidence if memory.confidence is not None else NO_CONFIDENCE,
        memory.recorded_at.isoformat(),
        str(memory.id),
    ]
    return base64.urlsafe_b64encode(json.dumps(values).encode()).decode().rstrip("=")


def decode_position(cursor: str) -> Position | None:
    """The position a cursor names, or None for anything this page did not issue."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        count, conflict, confidence, at, memory_id = json.loads(raw)
        if not (
            isinstance(count, int)
            and isinstance(conflict, bool)
            and isinstance(confidence, int | float)
            and isinstance(at, str)
            and isinstance(memory_id, str)
        ):
            return None
        return count, conflict, float(confidence), datetime.fromisoformat(at), uuid.UUID(memory_id)
    except (ValueError, TypeError, OverflowError, binascii.Error):
        return None


def after(cards: QuerySet[Memory], cursor: str | None) -> QuerySet[Memory]:
    """The cards after ``cursor`` in triage order (all of them for no or a foreign cursor)."""
    position = decode_position(cursor) if cursor else None
    if position is None:
        return cards
    return cards.filter(RowBefore([F(name) for name in RANK], [Value(v) for v in position]))


# --- a page of groups ---------------------------------------------------------------------------


@dataclass
class Group:
    key: str
    lead: Memory
    members: list[Memory] = field(default_factory=list)
    # Every card of the group in order, the lead first (at most GROUP_ACTION_LIMIT): what its
    # "Confirm all" and "Reject all" decide.
    ids: list[uuid.UUID] = field(default_factory=list)

    @property
    def size(self) -> int:
        return max(len(self.ids), 1)

    @property
    def cards(self) -> list[Memory]:
        return [self.lead, *self.members]


@dataclass(frozen=True)
class GroupPage:
    groups: list[Group]
    next_cursor: str | None

    @property
    def items(self) -> list[Memory]:
        return [m for g in self.groups for m in g.cards]


Reader = Callable[[QuerySet[Memory]], QuerySet[Memory]]


def _key(memory: Memory) -> str:
    # The group key annotated on the row (``_ordered``).
    return str(memory.__dict__["q_key"])


def _ordered(qs: QuerySet[Memory]) -> QuerySet[Memory]:
    return qs.annotate(q_key=F("q_group")).order_by(*ORDER)


def _in_groups(cards: QuerySet[Memory], keys: list[str]) -> QuerySet[Memory]:
    return cards.filter(**{"q_group__in": keys})


def group_page(
    cards: QuerySet[Memory], read: Reader, *, cursor: str | None, limit: int, group: str = ""
) -> GroupPage:
    """The next groups after ``cursor`` until about ``limit`` cards are shown; with ``group``,
    that group's cards one by one. ``read`` narrows a queryset to what a card shows."""
    if group:
        rows = list(read(_ordered(after(_in_groups(cards, [group]), cursor)))[: limit + 1])
        singles = [Group(key=group, lead=m) for m in rows[:limit]]
        return GroupPage(singles, encode_position(rows[limit - 1]) if len(rows) > limit else None)
    first = list(read(_ordered(after(leads(cards), cursor)))[: limit + 1])
    ids = _group_ids(cards, [_key(m) for m in first])
    groups = [Group(key=_key(m), lead=m, ids=ids.get(_key(m), [m.id])) for m in first]
    shown: list[Group] = []
    count = 0
    for one in groups[:limit]:
        if shown and count + min(one.size, GROUP_SHOWN) > limit:
            break
        shown.append(one)
        count += min(one.size, GROUP_SHOWN)
    wanted = [i for g in shown for i in g.ids[1:GROUP_SHOWN]]
    if wanted:
        rows_by_id = {m.id: m for m in read(Memory.objects.filter(id__in=wanted))}
        for one in shown:
            one.members = [rows_by_id[i] for i in one.ids[1:GROUP_SHOWN] if i in rows_by_id]
    more = len(shown) < len(groups)
    return GroupPage(shown, encode_position(shown[-1].lead) if more else None)


def _group_ids(cards: QuerySet[Memory], keys: list[str]) -> dict[str, list[uuid.UUID]]:
    """Each group's card ids in triage order, at most ``GROUP_ACTION_LIMIT`` (one query)."""
    place = Window(RowNumber(), partition_by=[F("q_group")], order_by=triage_order())
    rows = (
        _in_groups(cards, keys)
        .annotate(q_key=F("q_group"), q_place=place)
        .filter(q_place__lte=GROUP_ACTION_LIMIT)
        .order_by("q_key", "q_place")
        .values_list("q_key", "id")
    )
    found: dict[str, list[uuid.UUID]] = {}
    for key, memory_id in rows:
        found.setdefault(key, []).append(memory_id)
    return found
