"""Selection in a crowd: which candidates a bundle keeps beyond plain fused rank.

Rule, two parts, both applied after fusion (they never change a score):

- **Anchors.** A candidate that records tracked state (it has a subject, or its supersession
  chain has more than one version) is *anchored* to that subject or chain. When everyday lines
  outrank it, plain rank order would drop the one memory that decides the question for the
  twentieth chat line. So after the candidates that may serve the route are known, the best
  ranked candidate of each anchor that holds at the standpoint (``current`` or ``not
  temporally modelled``), for up to ``ANCHOR_SLOTS`` anchors and within ``ANCHOR_REACH`` times
  the limit in rank, keeps a place: it takes the place of the lowest ranked unanchored
  selection (``selected.anchor`` in the trace; the displaced one is ``rank.below_cutoff``). The
  bundle holds no more items than before, so its cost stays the same.
- **Walking a chain back.** A recall question that asks for an earlier state ("the very first
  version", "originally", "last winter") is answered by a chain's older versions, which share
  few words with the question or with the head the legs found, and only a chain with more than
  one version has an earlier state to give. So the first ``WALK_CHAINS`` such chains met within
  ``ANCHOR_REACH`` times the limit in rank come first in the selection order: each its best
  ranked candidate, then its other versions, earliest first (at most ``WALK_VERSIONS``), those
  the legs did not return included; every other candidate follows in rank order.
- **Forward to what holds.** A candidate whose chain has a version that holds at the
  standpoint which the legs did not return (they found an older wording of it) brings that
  version right after itself: the words that matched were the old ones, the state asked about
  is the current one.
- **On to the replacement.** A chunk of a document that says it was superseded and names its
  replacement ("Status: superseded by ADR 31") brings the replacement's chunk right after
  itself: the chunk under the same heading ("Decision" for "Decision"), else the
  replacement's best ranked candidate. Among many documents the retired record often shares
  more words with the question than the one that replaced it.

Plain functions over plain values; no Django.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .temporal import Version

ANCHOR_SLOTS = 5
# An anchor further down than this many bundles' worth of candidates is too weak a match.
ANCHOR_REACH = 3
WALK_CHAINS = 2
WALK_VERSIONS = 3


@dataclass(frozen=True)
class Admissible:
    """A candidate that may serve the route: its rank, anchor ("" for none), and whether it
    holds at the standpoint."""

    memory_id: str
    fused_rank: int
    anchor: str
    holds: bool


def anchor_of(*, subject: str, chain_head: str, chain_length: int) -> str:
    """The anchor of a candidate: its subject, else its chain when the chain has history."""
    if subject:
        return f"subject:{subject}"
    return f"chain:{chain_head}" if chain_length > 1 else ""


def with_anchors(admissible: Sequence[Admissible], *, limit: int) -> tuple[set[str], set[str]]:
    """(selected ids, ids selected as anchors below the plain cutoff); see the module rule."""
    ordered = sorted(admissible, key=lambda a: a.fused_rank)
    plain = [a.memory_id for a in ordered[:limit]]
    anchors: dict[str, str] = {}
    reach = ANCHOR_REACH * limit
    for number, candidate in enumerate(ordered):
        if len(anchors) == ANCHOR_SLOTS or number >= reach:
            break
        if candidate.anchor and candidate.holds and candidate.anchor not in anchors:
            anchors[candidate.anchor] = candidate.memory_id
    chosen = set(plain)
    raised = [m for m in anchors.values() if m not in chosen]
    anchored = set(anchors.values())
    # The lowest ranked unanchored selections give their places up, last first.
    for memory_id in reversed(plain):
        if not raised:
            break
        if memory_id not in anchored:
            chosen.discard(memory_id)
            chosen.add(raised.pop(0))
    lifted = chosen - set(plain)
    return chosen, lifted


def walked_back(
    ranked: Sequence[str],
    *,
    chains: Mapping[str, Sequence[Version]],
    head_of: Mapping[str, str],
    limit: int,
) -> list[list[str]]:
    """The walked chains (see the module rule), each as its best ranked member followed by its
    other versions, earliest first."""
    seen: set[str] = set()
    walks: list[list[str]] = []
    for memory_id in ranked[: ANCHOR_REACH * limit]:
        if len(walks) == WALK_CHAINS:
            break
        head = head_of.get(memory_id, memory_id)
        versions = chains.get(head, ())
        if head in seen or len(versions) < 2:
            continue
        seen.add(head)
        earliest = sorted(versions, key=lambda v: (v.valid_from or v.recorded_at, v.recorded_at))
        others = [v.id for v in earliest if v.id != memory_id][:WALK_VERSIONS]
        walks.append([memory_id, *others])
    return walks


def brought_forward(
    ranked: Sequence[str], *, head_of: Mapping[str, str], holding: Mapping[str, str]
) -> dict[str, str]:
    """For the first candidate of each chain whose holding version (``holding``: by head) is
    not among ``ranked``: that version, by the candidate it follows."""
    present = set(ranked)
    seen: set[str] = set()
    brought: dict[str, str] = {}
    for memory_id in ranked:
        head = head_of.get(memory_id, memory_id)
        if head in seen:
            continue
        seen.add(head)
        version = holding.get(head)
        if version is not None and version not in present:
            brought[memory_id] = version
    return brought


def replacement_chunk(
    anchor: str, chunks: Sequence[tuple[str, str]], *, rank: Mapping[str, int]
) -> str | None:
    """Of a replacement document's current ``chunks`` (id, anchor), the one a retired chunk
    under ``anchor`` brings (the module's rule); ``rank``: the candidates' fused ranks by id."""
    for memory_id, their_anchor in chunks:
        if their_anchor == anchor:
            return memory_id
    ranked = [memory_id for memory_id, _ in chunks if memory_id in rank]
    return min(ranked, key=rank.__getitem__) if ranked else None
