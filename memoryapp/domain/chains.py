"""Walking supersede chains: one subject's versions, linked old -> new by ``superseded_by``.

Rule: a chain is followed forwards to its head (the one version nothing supersedes) and
backwards to every version that led to it, merge branches included. Both walks keep a seen-set,
so a cycle, which the database forbids but a bad import or a bug could still produce, is
reported as ``chain.cycle`` instead of looping; a link to a version that is not in the given
nodes is reported as ``chain.broken`` instead of being silently cut off.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

CHAIN_CYCLE = "chain.cycle"
CHAIN_BROKEN = "chain.broken"


@dataclass(frozen=True)
class ChainNode:
    id: str
    superseded_by: str | None
    recorded_at: datetime


class ChainCycleError(ValueError):
    """The chain loops back on itself.

    ``ids`` are the versions on the loop in walk order when found walking forwards, or the two
    versions where the loop closed when found walking backwards.
    """

    reason = CHAIN_CYCLE

    def __init__(self, ids: tuple[str, ...]) -> None:
        self.ids = ids
        super().__init__(f"{CHAIN_CYCLE}: supersede chain loops through {', '.join(ids)}")


class ChainBrokenError(ValueError):
    """A version (``referenced_by``, or None for the starting id) names one that is missing."""

    reason = CHAIN_BROKEN

    def __init__(self, missing: str, referenced_by: str | None = None) -> None:
        self.missing = missing
        self.referenced_by = referenced_by
        where = f" (superseded_by of {referenced_by})" if referenced_by else ""
        super().__init__(f"{CHAIN_BROKEN}: version {missing}{where} is not among the nodes")


@dataclass(frozen=True)
class Chain:
    head: str
    history: tuple[str, ...]


def _node(node_id: str, nodes: Mapping[str, ChainNode], referenced_by: str | None) -> ChainNode:
    node = nodes.get(node_id)
    if node is None:
        raise ChainBrokenError(node_id, referenced_by)
    if node.id != node_id:
        # A mapping keyed differently from its nodes would make the two walks disagree.
        raise ValueError(f"nodes[{node_id!r}] holds the node {node.id!r}")
    return node


def _order_key(node: ChainNode) -> tuple[datetime, str]:
    # The id breaks ties so the order is total and the same on every call.
    return (node.recorded_at, node.id)


def walk_to_head(start: str, nodes: Mapping[str, ChainNode]) -> str:
    """The head of ``start``'s chain (``start`` itself when nothing supersedes it)."""
    seen: dict[str, int] = {}
    path: list[str] = []
    current = _node(start, nodes, None)
    while True:
        if current.id in seen:
            raise ChainCycleError(tuple(path[seen[current.id] :]))
        seen[current.id] = len(path)
        path.append(current.id)
        if current.superseded_by is None:
            return current.id
        current = _node(current.superseded_by, nodes, current.id)


def _predecessor_index(nodes: Mapping[str, ChainNode]) -> dict[str, list[ChainNode]]:
    index: dict[str, list[ChainNode]] = {}
    for node in nodes.values():
        if node.superseded_by is not None:
            index.setdefault(node.superseded_by, []).append(node)
    for group in index.values():
        group.sort(key=_order_key)
    return index


def predecessors(node_id: str, nodes: Mapping[str, ChainNode]) -> tuple[str, ...]:
    """The versions superseded directly by ``node_id``, ordered by (recorded_at, id)."""
    return tuple(n.id for n in _predecessor_index(nodes).get(node_id, ()))


def predecessors_of_all(nodes: Mapping[str, ChainNode]) -> dict[str, tuple[str, ...]]:
    """:func:`predecessors` for every node that supersedes something, from one index."""
    return {
        node_id: tuple(n.id for n in group) for node_id, group in _predecessor_index(nodes).items()
    }


def _ancestor_nodes(node_id: str, nodes: Mapping[str, ChainNode]) -> list[ChainNode]:
    index = _predecessor_index(nodes)
    seen = {node_id}
    found: list[ChainNode] = []
    stack = [node_id]
    while stack:
        current = stack.pop()
        for node in index.get(current, ()):
            # Each version has one successor, so reaching a version twice walking backwards
            # is only possible around a loop.
            if node.id in seen:
                raise ChainCycleError((node.id, current))
            seen.add(node.id)
            found.append(node)
            stack.append(node.id)
    return found


def ancestors(node_id: str, nodes: Mapping[str, ChainNode]) -> tuple[str, ...]:
    """Every version that leads to ``node_id`` (not itself), ordered by (recorded_at, id).

    Raises ChainCycleError when ``node_id`` sits on a loop: walking backwards would come round
    to it again.
    """
    return tuple(n.id for n in sorted(_ancestor_nodes(node_id, nodes), key=_order_key))


def chain_of(start: str, nodes: Mapping[str, ChainNode]) -> Chain:
    """The head of ``start``'s chain and its history: every version leading to it, oldest first.

    History holds all ancestors of the head (both sides of a merge included) ordered by
    (recorded_at, id), then the head last, even if an import recorded it earlier.
    """
    head = walk_to_head(start, nodes)
    return Chain(head=head, history=(*ancestors(head, nodes), head))


@dataclass(frozen=True)
class PurgeScope:
    """What purging one version removes, and which versions lose their successor."""

    deleted: tuple[str, ...]
    released: tuple[str, ...]


def purge_scope(start: str, nodes: Mapping[str, ChainNode]) -> PurgeScope:
    """Rule: purging ``start`` deletes what holds or derives from its words, nothing else.

    - ``start`` and every version after it, up to the head: each was written from it (an
      update, a correction, a merge it went into, and what followed those);
    - every version before it: earlier words of the same memory, and for a merge result the
      sources whose words it joined.

    The other sources of a merge after ``start`` never held its words: they stay, and are
    ``released`` (their successor is deleted, so each is a head again), with their own history.
    Both tuples are ordered by (recorded_at, id).
    """
    after: list[str] = []
    node = _node(start, nodes, None)
    while True:
        if node.id in after:
            raise ChainCycleError(tuple(after[after.index(node.id) :]))
        after.append(node.id)
        if node.superseded_by is None:
            break
        node = _node(node.superseded_by, nodes, node.id)
    deleted = {*after, *ancestors(start, nodes)}
    released = [
        node for node in nodes.values() if node.id not in deleted and node.superseded_by in deleted
    ]
    ordered = sorted((nodes[i] for i in deleted), key=_order_key)
    return PurgeScope(
        deleted=tuple(n.id for n in ordered),
        released=tuple(n.id for n in sorted(released, key=_order_key)),
    )


def predecessors_first(nodes: Mapping[str, ChainNode]) -> list[str]:
    """Every node once, each after all the versions it supersedes, otherwise by (recorded_at,
    id): the order an export is written in, so that an import finds each ``supersedes`` target
    on an earlier line. Nodes on a cycle never become ready: they raise ChainCycleError."""
    waiting = {node_id: 0 for node_id in nodes}
    for node in nodes.values():
        if node.superseded_by is not None:
            _node(node.superseded_by, nodes, node.id)
            waiting[node.superseded_by] += 1
    ready = [_order_key(node) for node in nodes.values() if waiting[node.id] == 0]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _, node_id = heapq.heappop(ready)
        order.append(node_id)
        successor = nodes[node_id].superseded_by
        if successor is not None:
            waiting[successor] -= 1
            if waiting[successor] == 0:
                heapq.heappush(ready, _order_key(nodes[successor]))
    if len(order) < len(nodes):
        looped = sorted(set(nodes) - set(order))
        raise ChainCycleError(tuple(looped))
    return order
