"""The memory engine's state, and what the database itself enforces, one module per entity
group; every model is importable from here.

Rows are written only by ``memoryapp.services``. Its invariants (immutable
content columns, set-once acyclic ``superseded_by``, the allowed status edges, no DELETE but
the owner's purge, an append-only audit log) are triggers installed by migration 0002, so they
hold for raw SQL too, not only for this ORM.
"""

from memoryapp.models.audit import SYSTEM_ACTOR, BundleEvent, MemoryEvent, SignInEvent
from memoryapp.models.capture import CanonicalEvent, ExtractionJob, ExtractionRun
from memoryapp.models.frames import ProjectFrameVersion
from memoryapp.models.memories import (
    Entity,
    Memory,
    MemoryEntity,
    MemoryRetrieval,
    ProposalRepeat,
)
from memoryapp.models.projects import ApiToken, Project, TokenEvent
from memoryapp.models.sources import SourceChunk, SourceIngest, TrustedPath
from memoryapp.models.traces import CandidatesField, ContextTrace, ReasonCodesField

__all__ = [
    "SYSTEM_ACTOR",
    "ApiToken",
    "BundleEvent",
    "CandidatesField",
    "CanonicalEvent",
    "ContextTrace",
    "Entity",
    "ExtractionJob",
    "ExtractionRun",
    "Memory",
    "MemoryEntity",
    "MemoryEvent",
    "MemoryRetrieval",
    "Project",
    "ProjectFrameVersion",
    "ProposalRepeat",
    "ReasonCodesField",
    "SignInEvent",
    "SourceChunk",
    "SourceIngest",
    "TokenEvent",
    "TrustedPath",
]
