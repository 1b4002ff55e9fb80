"""Why the audit log says a memory moved: the reason codes of the events the owner, the review
queue, an import and the sweepers write, and of a change refused as no change. Codes are stable
strings (the history keeps them): extend, never rename.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .types import EventKind, SupersessionKind

REVIEW_CONFIRMED = "review.confirmed"
REVIEW_REJECTED = "review.rejected"
REVIEW_EDITED = "review.edited"
# The owner took back a confirmation from the queue's undo.
REVIEW_UNDO_CONFIRM = "review.undo_confirm"

OWNER_ARCHIVED = "owner.archived"
OWNER_RESTORED = "owner.restored"
OWNER_REOPENED = "owner.reopened"
OWNER_PURGED = "owner.purged"
OWNER_PURGED_SUCCESSOR = "owner.purged_successor"
OWNER_STANDING_CHANGED = "owner.standing_changed"
OWNER_SUBJECT_SET = "owner.subject_set"

IMPORT_PENDING = "import.pending"
IMPORT_LINE = "import.line"

LIFECYCLE_STALE = "lifecycle.stale"
WORKING_SESSION_ENDED = "working.session_ended"
WORKING_SESSION_IDLE = "working.session_idle"
# A memory a context bundle served (its ``retrieved`` entry in the access log).
CONTEXT_BUNDLE = "context.bundle"

# A new version that says exactly what the current one says is refused (a Conflict's reason).
SUPERSEDE_UNCHANGED = "supersede.unchanged"

SUPERSESSION_UPDATE = "supersession.update"
SUPERSESSION_CORRECTION = "supersession.correction"
SUPERSESSION_MERGE = "supersession.merge"

_SUPERSESSION: Mapping[SupersessionKind, str] = MappingProxyType(
    {
        SupersessionKind.UPDATE: SUPERSESSION_UPDATE,
        SupersessionKind.CORRECTION: SUPERSESSION_CORRECTION,
        SupersessionKind.MERGE: SUPERSESSION_MERGE,
    }
)
_OWNER_SETS: Mapping[EventKind, str] = MappingProxyType(
    {
        EventKind.STANDING_CHANGED: OWNER_STANDING_CHANGED,
        EventKind.SUBJECT_SET: OWNER_SUBJECT_SET,
    }
)


def supersession_reason(kind: SupersessionKind | str) -> str:
    """The reason a version was superseded by a change of ``kind``."""
    return _SUPERSESSION[SupersessionKind(kind)]


def owner_set_reason(kind: EventKind) -> str:
    """The reason of the owner's event ``kind`` that sets a column (standing, subject)."""
    return _OWNER_SETS[EventKind(kind)]


# The owner's rule that the document memories under a path are trusted, set or taken back.
OWNER_PATH_TRUSTED = "owner.path_trusted"
OWNER_PATH_UNTRUSTED = "owner.path_untrusted"
# A version an agent's token ingested (the owner allowed that token to ingest): it stands
# untrusted whatever the path rules say, since the agent can write the files it sends.
DOCUMENT_AGENT_INGESTED = "document.agent_ingested"
