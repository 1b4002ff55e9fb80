"""The trace of each search and context call: why every candidate was selected or rejected."""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.db import models
from django.utils import timezone

from memoryapp.db.trace_storage import pack_candidates, reason_codes, unpack_candidates
from memoryapp.models.base import attributed_token
from memoryapp.models.projects import Project


class CandidatesField(models.JSONField):
    """A trace's candidate list, stored packed as columns (see ``memoryapp.db.trace_storage``) and
    read back as the list of objects that was written."""

    def get_db_prep_save(self, value: Any, connection: Any) -> Any:
        return super().get_db_prep_save(pack_candidates(value), connection)

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        return unpack_candidates(super().from_db_value(value, expression, connection))


class ReasonCodesField(ArrayField):  # type: ignore[type-arg]
    """The distinct reason codes of the trace's candidates, what a filter by reason reads.

    Derived from ``candidates`` on every ORM save of a trace whose candidates are loaded
    (bulk_create included); the read calls' own INSERT (services.context) writes it itself.
    """

    def pre_save(self, model_instance: models.Model, add: bool) -> Any:
        if "candidates" not in model_instance.__dict__:  # deferred: left as it is
            return super().pre_save(model_instance, add)
        codes = reason_codes(pack_candidates(model_instance.__dict__["candidates"]))
        setattr(model_instance, self.attname, codes)
        return codes


class ContextTrace(models.Model):
    """Why each candidate of one search or context call was selected or rejected.

    ``rendered`` is the bundle exactly as the model saw it; it is the only field that carries
    memory text, and the owner's purge blanks it in every trace that included a purged memory
    (found through ``memory_ids``).
    """

    class Kind(models.TextChoices):
        SEARCH = "search"
        CONTEXT = "context"
        STATE = "state"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    # Found by project through trace_recent (project, -created_at): no index of its own.
    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="traces", db_index=False
    )
    kind = models.CharField(max_length=16, choices=Kind.choices)
    created_at = models.DateTimeField(default=timezone.now)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    token = attributed_token()
    query = models.TextField()
    route = models.JSONField(default=dict)
    temporal = models.JSONField(default=dict)
    config = models.JSONField(default=dict)
    legs = models.JSONField(default=dict)
    candidates = CandidatesField(default=list)
    budget = models.JSONField(default=dict)
    rendered = models.TextField(blank=True, default="")
    bundle_sha256 = models.CharField(max_length=64, blank=True, default="")
    latency_ms = models.JSONField(default=dict)
    memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)
    reason_codes = ReasonCodesField(models.TextField(), default=list, blank=True)
    # The HTTP request (X-Request-ID) that made the call: its log lines and error carry it too.
    request_id = models.CharField(max_length=64, blank=True, default="")
    # A context call's session ("" for none) and, in ``session``, what its bundle carried:
    # ``{"fresh": bool, "served": {memory id: form}}`` (domain.decisions.served_form). A later
    # call of the session reads them (selectors.session_served) so a memory already in the
    # model's context is not bundled again; a ``fresh`` call's predecessors no longer count.
    session_id = models.CharField(max_length=200, blank=True, default="")
    session = models.JSONField(default=dict, blank=True)
    # A context call's project frame (docs/frames.md): its version, the work frame
    # (``WorkFrame.as_dict``, whose ``carry`` the session's next call reads) and the control;
    # {} when the frame was not consulted.
    frame = models.JSONField(default=dict, blank=True, db_default={})

    class Meta:
        indexes = [
            models.Index(fields=["project", "-created_at"], name="trace_recent"),
            # Written straight into the index (no pending list): with the pending list, every
            # few thousand traces one request merged it into the index and stalled for many
            # times a request's usual time (migration 0011).
            GinIndex(fields=["memory_ids"], name="trace_memory_ids", fastupdate=False),
            # A request id from an agent's error or a log line finds its trace.
            models.Index(
                fields=["request_id"], name="trace_by_request", condition=~models.Q(request_id="")
            ),
            # A session's earlier bundles, read by every context call that names its session.
            models.Index(
                fields=["project", "session_id", "created_at"],
                name="trace_by_session",
                condition=~models.Q(session_id=""),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind}:{self.id}"
