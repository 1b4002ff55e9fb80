"""The owner's project frame: each route parses, calls one operation
(:mod:`memoryapp.operations.frames`) and renders its output model."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Body, Query, Router

from memoryapp.api.auth import token_of
from memoryapp.operations import frames as operations
from memoryapp.operations.frames import (
    FRAME_HISTORY_RESPONSES,
    FRAME_RESPONSES,
    FrameHistoryIn,
    FrameHistoryOut,
    ProjectFrameOut,
)

router = Router(tags=["frame"])


@router.get("/frame", response=FRAME_RESPONSES, summary="Owner: the project frame in force")
def get_frame(request: HttpRequest) -> ProjectFrameOut:
    return operations.frame_get(token_of(request))


@router.put(
    "/frame",
    response=FRAME_RESPONSES,
    summary="Owner: save the project frame (the body is the frame document)",
)
def put_frame(request: HttpRequest, document: Body[dict[str, Any]]) -> ProjectFrameOut:
    return operations.frame_put(token_of(request), document)


@router.delete("/frame", response=FRAME_RESPONSES, summary="Owner: clear the project frame")
def delete_frame(request: HttpRequest) -> ProjectFrameOut:
    return operations.frame_delete(token_of(request))


@router.get(
    "/frame/history",
    response=FRAME_HISTORY_RESPONSES,
    summary="Owner: the project frame's versions, newest first",
)
def frame_history(request: HttpRequest, filters: Query[FrameHistoryIn]) -> FrameHistoryOut:
    return operations.frame_history(token_of(request), filters)
