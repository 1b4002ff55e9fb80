"""Capture, import and job routes: capture and extract call their operations
(:mod:`memoryapp.operations.capture`); the owner's import and the job report are API-only."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.http import HttpRequest
from ninja import Router, Status

from memoryapp.api.auth import require_owner, token_of
from memoryapp.api.schemas import ImportOut, JobOut
from memoryapp.errors import InvalidInput
from memoryapp.operations import capture as operations
from memoryapp.operations.capture import CAPTURE_RESPONSES, EXTRACT_RESPONSES
from memoryapp.operations.roles import actor_label
from memoryapp.operations.schemas import EventsIn, EventsOut, ExtractIn, ExtractOut
from memoryapp.selectors.memories import job_report
from memoryapp.services.imports import memory_import

router = Router(tags=["capture"])


@router.post(
    "/events",
    response=CAPTURE_RESPONSES,
    summary="Capture conversation turns and tool calls (idempotent on event_id)",
)
def capture(request: HttpRequest, payload: EventsIn) -> Status[EventsOut]:
    return operations.capture(token_of(request), payload)


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
def import_lines(request: HttpRequest) -> ImportOut:
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
    return ImportOut(ids={ref: uuid.UUID(memory_id) for ref, memory_id in ids.items()})


@router.post(
    "/extract",
    response=EXTRACT_RESPONSES,
    summary="Pre-compaction harvest: extract a session's turns not yet extracted",
)
def extract(request: HttpRequest, payload: ExtractIn) -> Status[ExtractOut]:
    return operations.extract(token_of(request), payload)


@router.get("/jobs/{job_id}", response=JobOut, summary="The state of an extraction job")
def get_job(request: HttpRequest, job_id: uuid.UUID) -> JobOut:
    report = job_report(project=token_of(request).project, job_id=str(job_id))
    return JobOut(
        id=report.job.id,
        session_id=report.job.session_id,
        state=report.state,
        runs=report.runs,
        memories=report.memories,
        created_at=report.job.created_at,
    )
