"""Supersede-chain walking: heads, histories, merges, cycles and broken links."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memoryapp.domain.chains import (
    Chain,
    ChainBrokenError,
    ChainCycleError,
    ChainNode,
    PurgeScope,
    ancestors,
    chain_of,
    predecessors,
    predecessors_first,
    purge_scope,
    walk_to_head,
)

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def nodes(*specs: tuple[str, str | None, int]) -> dict[str, ChainNode]:
    """(id, superseded_by, minutes after T0) -> the mapping the walkers take."""
    return {
        i: ChainNode(id=i, superseded_by=succ, recorded_at=T0 + timedelta(minutes=m))
        for i, succ, m in specs
    }


LINEAR = nodes(("a", "b", 0), ("b", "c", 10), ("c", None, 20))


@pytest.mark.parametrize("start", ["a", "b", "c"])
def test_linear_chain_from_any_version(start):
    assert walk_to_head(start, LINEAR) == "c"
    assert chain_of(start, LINEAR) == Chain(head="c", history=("a", "b", "c"))


def test_head_alone():
    alone = nodes(("x", None, 5))
    assert walk_to_head("x", alone) == "x"
    assert chain_of("x", alone) == Chain(head="x", history=("x",))
    assert predecessors("x", alone) == ()


def test_unrelated_nodes_stay_out_of_the_chain():
    mixed = {**LINEAR, **nodes(("q", "r", 1), ("r", None, 2))}
    assert chain_of("b", mixed).history == ("a", "b", "c")
    assert chain_of("q", mixed).history == ("q", "r")


def test_merge_tree_two_heads_merged_into_one():
    # Two chains (a1 -> a2 and b1 -> b2) merged into m, later updated to n.
    tree = nodes(
        ("a1", "a2", 0),
        ("b1", "b2", 5),
        ("a2", "m", 20),
        ("b2", "m", 10),
        ("m", "n", 30),
        ("n", None, 40),
    )
    expected = Chain(head="n", history=("a1", "b1", "b2", "a2", "m", "n"))
    for start in tree:
        assert chain_of(start, tree) == expected
    assert predecessors("m", tree) == ("b2", "a2")
    assert predecessors("n", tree) == ("m",)
    assert predecessors("a1", tree) == ()


def test_history_orders_by_recorded_at_then_id():
    # The ids sort the opposite way to the times; equal times fall back to the id.
    tied = nodes(("z", "head", 1), ("y", "head", 1), ("a", "head", 2), ("head", None, 3))
    assert chain_of("z", tied).history == ("y", "z", "a", "head")
    assert predecessors("head", tied) == ("y", "z", "a")


def test_head_is_last_even_if_recorded_before_its_predecessors():
    # An import can record a head earlier than the versions it replaced.
    imported = nodes(("old", "new", 50), ("new", None, 0))
    assert chain_of("old", imported).history == ("old", "new")


def test_two_node_cycle_raises():
    loop = nodes(("a", "b", 0), ("b", "a", 1))
    with pytest.raises(ChainCycleError) as info:
        walk_to_head("a", loop)
    assert set(info.value.ids) == {"a", "b"}
    assert info.value.reason == "chain.cycle"
    with pytest.raises(ChainCycleError):
        chain_of("b", loop)


def test_self_loop_raises():
    loop = nodes(("a", "a", 0))
    with pytest.raises(ChainCycleError) as info:
        walk_to_head("a", loop)
    assert info.value.ids == ("a",)


def test_cycle_reached_from_outside_names_only_the_loop():
    # tail -> x -> y -> z -> x: the walk enters the loop, which is what gets reported.
    loop = nodes(("tail", "x", 0), ("x", "y", 1), ("y", "z", 2), ("z", "x", 3))
    with pytest.raises(ChainCycleError) as info:
        chain_of("tail", loop)
    assert info.value.ids == ("x", "y", "z")


def test_walking_backwards_terminates_on_a_cycle():
    loop = nodes(("a", "b", 0), ("b", "c", 1), ("c", "a", 2))
    with pytest.raises(ChainCycleError):
        ancestors("a", loop)


def test_ancestors_of_a_middle_version():
    assert ancestors("b", LINEAR) == ("a",)
    assert ancestors("a", LINEAR) == ()


def test_broken_link_raises():
    broken = nodes(("a", "b", 0), ("b", "ghost", 1))
    with pytest.raises(ChainBrokenError) as info:
        walk_to_head("a", broken)
    assert info.value.missing == "ghost"
    assert info.value.referenced_by == "b"
    assert info.value.reason == "chain.broken"
    assert isinstance(info.value, ValueError)


def test_unknown_start_is_a_broken_chain():
    with pytest.raises(ChainBrokenError) as info:
        chain_of("nope", LINEAR)
    assert info.value.missing == "nope"
    assert info.value.referenced_by is None


def test_mapping_keyed_differently_from_its_nodes_is_rejected():
    bad = {"a": ChainNode(id="b", superseded_by=None, recorded_at=T0)}
    with pytest.raises(ValueError, match="holds the node"):
        walk_to_head("a", bad)


def test_purge_scope_takes_what_holds_the_words_and_releases_merge_siblings() -> None:
    links = {"a1": "a2", "a2": "m", "b1": "b2", "b2": "m", "m": "n", "n": None}
    nodes = {
        key: ChainNode(key, succ, T0 + timedelta(minutes=i))
        for i, (key, succ) in enumerate(links.items())
    }
    scope = purge_scope("a2", nodes)
    assert scope.deleted == ("a1", "a2", "m", "n")
    assert scope.released == ("b2",)
    # Purging the merge result takes both sources and their histories: its words are theirs.
    assert purge_scope("m", nodes) == PurgeScope(("a1", "a2", "b1", "b2", "m", "n"), ())


def test_an_export_lists_each_version_after_everything_it_supersedes() -> None:
    # A successor recorded before its predecessors (an import of old history can do that) still
    # comes after them; unrelated memories keep their (recorded_at, id) order.
    graph = nodes(
        ("late-old", "early-new", 30),
        ("early-new", None, 5),
        ("m1", "merged", 1),
        ("m2", "merged", 2),
        ("merged", None, 0),
        ("alone", None, 3),
    )
    order = predecessors_first(graph)
    assert sorted(order) == sorted(graph)
    for node_id, node in graph.items():
        if node.superseded_by is not None:
            assert order.index(node_id) < order.index(node.superseded_by)
    assert order == ["m1", "m2", "merged", "alone", "late-old", "early-new"]


def test_an_export_order_refuses_a_cycle_and_a_broken_link() -> None:
    with pytest.raises(ChainCycleError):
        predecessors_first(nodes(("a", "b", 0), ("b", "a", 1), ("c", None, 2)))
    with pytest.raises(ChainBrokenError):
        predecessors_first(nodes(("a", "gone", 0)))
