"""The owner's path rules: document memories under a trusted prefix count as trusted. Setting
a rule trusts every document memory under it (each an audited standing change); removing it
takes that back, except where another rule still covers the path."""

from __future__ import annotations

import uuid
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.audit import OWNER_PATH_TRUSTED, OWNER_PATH_UNTRUSTED, owner_set_reason
from memoryapp.domain.types import Actor, EventKind, Standing
from memoryapp.errors import InvalidInput, NotFound
from memoryapp.models import Memory, MemoryEvent, Project, SourceChunk, TrustedPath
from memoryapp.models.sources import MAX_PREFIX_CHARS
from memoryapp.selectors.sources import trusted_prefixes, under_prefix
from memoryapp.services.audit import event_record
from memoryapp.services.source_paths import check_source_path


def do_standing_by_rule(
    memory: Memory, *, trusted: bool, prefix: str, actor_label: str, at: datetime
) -> None:
    """Set ``memory``'s standing as the path rule ``prefix`` says, with its audited event. The
    caller holds the memory's row FOR UPDATE."""
    target = Standing.TRUSTED if trusted else Standing.UNTRUSTED
    previous = memory.standing
    if previous == target.value:
        return
    memory.standing = target.value
    memory.save(update_fields=["standing"])
    event_record(
        project_id=memory.project_id,
        memory_id=memory.id,
        kind=EventKind.STANDING_CHANGED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=[OWNER_PATH_TRUSTED if trusted else OWNER_PATH_UNTRUSTED],
        data={"from": previous, "to": target.value, "prefix": prefix},
        at=at,
    )


def _check_prefix(prefix: str) -> str:
    """``prefix`` as a rule keeps it (a checked path without its trailing slash), or
    InvalidInput."""
    clean = check_source_path(prefix.rstrip("/"))
    if len(clean) > MAX_PREFIX_CHARS:
        raise InvalidInput(
            f"a trusted prefix is at most {MAX_PREFIX_CHARS} characters",
            details={"field": "prefix"},
        )
    return clean


def _memories_under(project: Project, prefix: str) -> list[Memory]:
    """Every document memory of ``project`` under ``prefix``, every version, locked FOR UPDATE."""
    folder = prefix.rstrip("/")
    ids = [
        memory_id
        for memory_id, path in SourceChunk.objects.filter(
            project=project, path__startswith=folder
        ).values_list("memory_id", "path")
        if under_prefix(path, folder)
    ]
    return list(Memory.objects.select_for_update().filter(id__in=ids).order_by("id"))


@transaction.atomic
def source_trust_path(*, project: Project, prefix: str, actor_label: str = "") -> TrustedPath:
    """Trust the document memories under ``prefix`` (a folder or a file), now and in later
    ingests of the owner's. Locks the project row (one rule per prefix) and those memories FOR
    UPDATE. Trusting a path trusted already keeps its rule and applies it again: that is how
    the owner takes in the versions an agent's token ingested since (they stand untrusted until
    the owner's own act)."""
    prefix = _check_prefix(prefix)
    Project.objects.select_for_update().filter(pk=project.pk).first()
    rule = TrustedPath.objects.filter(
        project=project, prefix=prefix, removed_at__isnull=True
    ).first() or TrustedPath.objects.create(
        project=project, prefix=prefix, actor_label=actor_label[:200]
    )
    now = timezone.now()
    for memory in _memories_under(project, prefix):
        do_standing_by_rule(memory, trusted=True, prefix=prefix, actor_label=actor_label, at=now)
    return rule


@transaction.atomic
def source_untrust_path(*, project: Project, prefix: str, actor_label: str = "") -> TrustedPath:
    """Take back the rule ``prefix``: its document memories that no other rule covers are
    untrusted again, except those whose standing the owner set by hand since (the owner's own
    act stands). Locks the rule and those memories FOR UPDATE; NotFound without the rule."""
    prefix = _check_prefix(prefix)
    rule = (
        TrustedPath.objects.select_for_update()
        .filter(project=project, prefix=prefix, removed_at__isnull=True)
        .first()
    )
    if rule is None:
        raise NotFound("no such trusted path", details={"prefix": prefix})
    now = timezone.now()
    rule.removed_at, rule.removed_by = now, actor_label[:200]
    rule.save(update_fields=["removed_at", "removed_by"])
    others = trusted_prefixes(project=project)
    memories = _memories_under(project, prefix)
    set_by_hand = _standing_set_by_the_owner([m.id for m in memories])
    for memory in memories:
        path = memory.source.get("ref", "").split("#", 1)[0]
        if memory.id in set_by_hand or any(under_prefix(path, other) for other in others):
            continue
        do_standing_by_rule(memory, trusted=False, prefix=prefix, actor_label=actor_label, at=now)
    return rule


def _standing_set_by_the_owner(memory_ids: list[uuid.UUID]) -> set[uuid.UUID]:
    """The memories whose latest standing change was the owner's own, not a path rule's."""
    by_hand = owner_set_reason(EventKind.STANDING_CHANGED)
    latest = (
        MemoryEvent.objects.filter(memory_id__in=memory_ids, kind=EventKind.STANDING_CHANGED)
        .order_by("memory_id", "-at", "-id")
        .distinct("memory_id")
        .values_list("memory_id", "reasons")
    )
    return {
        memory_id for memory_id, reasons in latest if any(r["code"] == by_hand for r in reasons)
    }
