"""Capture and import: events in, JSON lines of memories in.

``capture_as`` and ``extract_as`` (token + validated input -> output) are shared with the MCP
tools ``memory_capture`` and ``memory_harvest``, rendered with ``CAPTURE_RESPONSES`` and
``EXTRACT_RESPONSES``.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from ninja import Router, Schema, Status

from memoryapp.api.auth import actor_for, actor_label, require_owner, token_of
from memoryapp.api.schemas import EventsIn, EventsOut, ExtractIn, ExtractOut, ImportOut, JobOut
from memoryapp.errors import InvalidInput
from memoryapp.models import ApiToken
from memoryapp.selectors import extraction_enabled, job_report
from memoryapp.services.events import events_capture
from memoryapp.services.extraction import extraction_harvest
from memoryapp.services.imports import memory_import

router = Router(tags=["capture"])

CAPTURE_RESPONSES: dict[int, type[Schema]] = {202: EventsOut}
EXTRACT_RESPONSES: dict[int, type[Schema]] = {202: ExtractOut}


def capture_as(token: ApiToken, payload: EventsIn) -> Status[dict[str, Any]]:
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
    return Status(
        202,
        {
            "accepted": len(stored),
            "events": [
                {"event_id": e.event_id, "id": e.id, "extraction_state": e.extraction_state}
                for e in stored
            ],
        },
    )


@router.post(
    "/events",
    response=CAPTURE_RESPONSES,
    summary="Capture conversation turns and tool calls (idempotent on event_id)",
)
def capture(request: HttpRequest, payload: EventsIn) -> Status[dict[str, Any]]:
    return capture_as(token_of(request), payload)


@router.post(
    "/import",
    response=ImportOut,
    summary="Owner: import JSON lines of memories with explicit status, times and chains",
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
        }
    },
)
def import_lines(request: HttpRequest) -> dict[str, Any]:
    token = require_owner(request)
    try:
        text = request.body.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("the body must be UTF-8 JSON lines") from None
    ids = memory_import(
        project=token.project,
        # NDJSON lines end at "\n" (and "\r\n") only: str.splitlines would also split inside
        # JSON strings that hold U+2028, U+2029 or U+0085.
        texts=[line.removesuffix("\r") for line in text.split("\n")],
        actor_label=actor_label(token),
        token_id=token.id,
        max_lines=settings.MEMORY_API_MAX_IMPORT_LINES,
    )
    return {"ids": ids}


def extract_as(token: ApiToken, payload: ExtractIn) -> Status[dict[str, Any]]:
    job = extraction_harvest(
        project=token.project, session_id=payload.session_id, actor_label=actor_label(token)
    )
    return Status(202, {"job_id": job.id, "extraction": "on" if extraction_enabled() else "off"})


@router.post(
    "/extract",
    response=EXTRACT_RESPONSES,
    summary="Pre-compaction harvest: extract a session's turns not yet extracted",
)
def extract(request: HttpRequest, payload: ExtractIn) -> Status[dict[str, Any]]:
    return extract_as(token_of(request), payload)


@router.get("/jobs/{job_id}", response=JobOut, summary="The state of an extraction job")
def get_job(request: HttpRequest, job_id: uuid.UUID) -> dict[str, Any]:
    report = job_report(project=token_of(request).project, job_id=str(job_id))
    return {
        "id": report.job.id,
        "session_id": report.job.session_id,
        "state": report.state,
        "runs": report.runs,
        "memories": report.memories,
        "created_at": report.job.created_at,
    }
