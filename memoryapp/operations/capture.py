"""Capture: conversation events in, and the pre-compaction harvest of a session's turns."""

from __future__ import annotations

from django.conf import settings
from ninja import Schema, Status

from memoryapp.errors import InvalidInput
from memoryapp.models import ApiToken
from memoryapp.operations.roles import actor_for, actor_label
from memoryapp.operations.schemas import CapturedOut, EventsIn, EventsOut, ExtractIn, ExtractOut
from memoryapp.selectors.memories import extraction_enabled
from memoryapp.services.events import events_capture
from memoryapp.services.extraction import extraction_harvest

CAPTURE_RESPONSES: dict[int, type[Schema]] = {202: EventsOut}
EXTRACT_RESPONSES: dict[int, type[Schema]] = {202: ExtractOut}


def capture(token: ApiToken, payload: EventsIn) -> Status[EventsOut]:
    if len(payload.events) > settings.MEMORY_API_MAX_EVENTS:
        raise InvalidInput(
            f"at most {settings.MEMORY_API_MAX_EVENTS} events per request",
            details={"field": "events", "limit": settings.MEMORY_API_MAX_EVENTS},
        )
    stored = events_capture(
        project=token.project,
        events=[e.as_input() for e in payload.events],
        token_id=token.id,
        actor=actor_for(token),
        actor_label=actor_label(token),
    )
    events = [
        CapturedOut(event_id=e.event_id, id=e.id, extraction_state=e.extraction_state)
        for e in stored
    ]
    return Status(202, EventsOut(accepted=len(stored), events=events))


def extract(token: ApiToken, payload: ExtractIn) -> Status[ExtractOut]:
    job = extraction_harvest(
        project=token.project, session_id=payload.session_id, actor_label=actor_label(token)
    )
    return Status(
        202, ExtractOut(job_id=job.id, extraction="on" if extraction_enabled() else "off")
    )
