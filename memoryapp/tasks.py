"""Celery tasks: thin, named, idempotent; each calls one service."""

from __future__ import annotations

from celery import shared_task

from memoryapp.services.working import working_expire_idle


@shared_task(name="memory.expire_idle_working_memories")
def expire_idle_working_memories() -> int:
    # Idempotent: a second run finds nothing live in the sessions the first one expired.
    return working_expire_idle()
