"""The vocabulary of the memory engine, and the rules that follow from a memory's type alone.

Rule: a memory's type decides its lifecycle. Whether it can contradict another memory, whether it
can go stale, how a conflict resolves and how much it weighs in retrieval are read from one table
(``TYPE_RULES``), never special-cased at call sites. Status moves only along
``ALLOWED_TRANSITIONS``; standing starts from the source's kind, and a derived memory never has
more standing than the weakest of its sources.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class MemoryType(StrEnum):
    EPISODIC = "episodic"
    SEMANTIC = "semantic"
    PROCEDURAL = "procedural"
    WORKING = "working"


class MemoryStatus(StrEnum):
    PENDING = "pending"
    ACTIVE = "active"
    REJECTED = "rejected"
    ARCHIVED = "archived"


class Actor(StrEnum):
    OWNER = "owner"
    USER = "user"
    AGENT = "agent"
    EXTRACTOR = "extractor"
    IMPORT = "import"


class SourceKind(StrEnum):
    CONVERSATION = "conversation"
    TOOL = "tool"
    WEB = "web"
    FILE = "file"
    DOCUMENT = "document"
    IMPORT = "import"


class Standing(StrEnum):
    TRUSTED = "trusted"
    UNTRUSTED = "untrusted"


class SupersessionKind(StrEnum):
    UPDATE = "update"
    CORRECTION = "correction"
    MERGE = "merge"


class EventKind(StrEnum):
    CREATED = "created"
    PROMOTED = "promoted"
    REJECTED = "rejected"
    SUPERSEDED = "superseded"
    ARCHIVED = "archived"
    RESTORED = "restored"
    REOPENED = "reopened"
    RETRIEVED = "retrieved"
    PURGED = "purged"
    STANDING_CHANGED = "standing_changed"
    # The successor was purged (it held words of a purged version); this one is a head again.
    RELEASED = "released"
    # The owner set or changed the memory's subject (not its content).
    SUBJECT_SET = "subject_set"
    # A later proposal said this pending card again and was folded into it (ProposalRepeat).
    REPEATED = "repeated"


class Expiry(StrEnum):
    NEVER = "never"
    STALES = "stales"
    WITH_SESSION = "with_session"


class OnConflict(StrEnum):
    KEEP_BOTH = "keep_both"
    RETIRE_ONE = "retire_one"
    REPLACE_WHOLESALE = "replace_wholesale"
    IRRELEVANT = "irrelevant"


@dataclass(frozen=True)
class TypeRule:
    type: MemoryType
    can_contradict: bool
    expires: Expiry
    on_conflict: OnConflict
    weight: float
    retrieved_by: str


# One row per type, so "what does semantic do differently?" has a single answer that can be
# diffed and tested without constructing a memory.
TYPE_RULES: Mapping[MemoryType, TypeRule] = MappingProxyType(
    {
        MemoryType.EPISODIC: TypeRule(
            type=MemoryType.EPISODIC,
            can_contradict=False,
            expires=Expiry.NEVER,
            on_conflict=OnConflict.KEEP_BOTH,
            weight=0.7,
            retrieved_by="time, participants",
        ),
        MemoryType.SEMANTIC: TypeRule(
            type=MemoryType.SEMANTIC,
            can_contradict=True,
            expires=Expiry.STALES,
            on_conflict=OnConflict.RETIRE_ONE,
            weight=1.0,
            retrieved_by="topic",
        ),
        MemoryType.PROCEDURAL: TypeRule(
            type=MemoryType.PROCEDURAL,
            can_contradict=True,
            expires=Expiry.STALES,
            on_conflict=OnConflict.REPLACE_WHOLESALE,
            weight=0.9,
            retrieved_by="task",
        ),
        MemoryType.WORKING: TypeRule(
            type=MemoryType.WORKING,
            can_contradict=False,
            expires=Expiry.WITH_SESSION,
            on_conflict=OnConflict.IRRELEVANT,
            weight=0.5,
            retrieved_by="session",
        ),
    }
)


def rule_for(memory_type: MemoryType | str) -> TypeRule:
    """The table row for ``memory_type``; an unknown type is a ValueError, not a default."""
    try:
        key = MemoryType(memory_type)
    except ValueError:
        raise ValueError(f"unknown memory type: {memory_type!r}") from None
    return TYPE_RULES[key]


def archive_after_days(memory_type: MemoryType | str, configured: Mapping[str, int]) -> int | None:
    """After how many days without use the sweep archives an active head of this type, or None
    for never. A type named in ``configured`` gets its own days (so the owner can make even
    episodic memories go quiet); otherwise ``configured["*"]`` applies to the types that go
    stale, and a type that does not expire (episodic) or expires with its session (working)
    is left alone."""
    memory_type = MemoryType(memory_type)
    if memory_type.value in configured:
        return configured[memory_type.value]
    if TYPE_RULES[memory_type].expires is Expiry.STALES and "*" in configured:
        return configured["*"]
    return None


def can_contradict(memory_type: MemoryType | str) -> bool:
    """Whether conflict detection has to look at memories of this type at all."""
    return rule_for(memory_type).can_contradict


def expires(memory_type: MemoryType | str) -> Expiry:
    return rule_for(memory_type).expires


def on_conflict(memory_type: MemoryType | str) -> OnConflict:
    return rule_for(memory_type).on_conflict


def retrieval_weight(memory_type: MemoryType | str) -> float:
    return rule_for(memory_type).weight


@dataclass(frozen=True)
class ConflictPartition[T]:
    at_risk: tuple[T, ...]
    exempt: tuple[T, ...]


def partition_by_conflict_risk[T](
    items: Iterable[T], *, type_of: Callable[[T], MemoryType | str]
) -> ConflictPartition[T]:
    """Split ``items`` into those conflict detection must examine and those it may ignore.

    Order is kept within each side, so a caller can zip the result back to its own ranking.
    """
    at_risk: list[T] = []
    exempt: list[T] = []
    for item in items:
        (at_risk if can_contradict(type_of(item)) else exempt).append(item)
    return ConflictPartition(at_risk=tuple(at_risk), exempt=tuple(exempt))


ALLOWED_TRANSITIONS: frozenset[tuple[MemoryStatus, MemoryStatus]] = frozenset(
    {
        (MemoryStatus.PENDING, MemoryStatus.ACTIVE),
        (MemoryStatus.PENDING, MemoryStatus.REJECTED),
        (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED),
        (MemoryStatus.ARCHIVED, MemoryStatus.ACTIVE),
        # The owner's undo of a rejection puts the memory back in the queue, not straight into
        # retrieval: it is reviewed again like any other proposal.
        (MemoryStatus.REJECTED, MemoryStatus.PENDING),
    }
)

TRANSITION_ALLOWED = "status.transition_allowed"
TRANSITION_FORBIDDEN = "status.transition_forbidden"


@dataclass(frozen=True)
class TransitionDecision:
    allowed: bool
    reason: str
    detail: str = ""


def _status(value: MemoryStatus | str) -> MemoryStatus:
    try:
        return MemoryStatus(value)
    except ValueError:
        raise ValueError(f"unknown memory status: {value!r}") from None


def check_transition(current: MemoryStatus | str, target: MemoryStatus | str) -> TransitionDecision:
    """Whether a memory may move from ``current`` to ``target``.

    Staying in the same status is not a transition and is refused like any other move outside
    the table, so a double click cannot write a second audit event.
    """
    src, dst = _status(current), _status(target)
    if (src, dst) in ALLOWED_TRANSITIONS:
        return TransitionDecision(True, TRANSITION_ALLOWED, f"{src} -> {dst}")
    return TransitionDecision(False, TRANSITION_FORBIDDEN, f"{src} -> {dst} is not allowed")


# Text that arrived through a tool, a web page or a file was written by someone other than the
# owner and may carry instructions aimed at the agent; it starts quarantined.
_UNTRUSTED_SOURCES = frozenset(
    {SourceKind.TOOL, SourceKind.WEB, SourceKind.FILE, SourceKind.DOCUMENT}
)


def initial_standing(source_kind: SourceKind | str | None) -> Standing:
    """The standing a new memory starts with, from the kind of its source (None: no source)."""
    if source_kind is None:
        return Standing.TRUSTED
    try:
        kind = SourceKind(source_kind)
    except ValueError:
        raise ValueError(f"unknown source kind: {source_kind!r}") from None
    return Standing.UNTRUSTED if kind in _UNTRUSTED_SOURCES else Standing.TRUSTED


def derived_standing(sources: Iterable[Standing]) -> Standing:
    """The standing of a memory derived from ``sources``: the lowest among them.

    With no sources there is nothing to inherit a doubt from, so the result is trusted.
    """
    for standing in sources:
        if Standing(standing) is Standing.UNTRUSTED:
            return Standing.UNTRUSTED
    return Standing.TRUSTED
