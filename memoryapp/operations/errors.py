"""Every failure of an operation leaves in one envelope: ``{"error": {"code", "message",
"details", "request_id"}}``, ``request_id`` naming the request.

This module is the one place that maps exceptions to error codes and HTTP statuses (the table
is in docs/api.md): :func:`error_reply` classifies an exception once, the API's exception
handlers render the reply as an HTTP response (after classifying ninja's own exceptions,
``memoryapp.api.errors``), and the MCP server renders the same reply as a tool error.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

import pydantic
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import Http404, JsonResponse
from psycopg_pool import PoolTimeout

from memoryapp.db.pools import pool_stats
from memoryapp.errors import HTTP_STATUS, InvalidBatch, RateLimited, ServiceError
from memoryapp.observability.requests import current_request_id

logger = logging.getLogger(__name__)

# Seconds a client is asked to wait after a 503: the database is back, or a pooled connection
# free, within a few seconds in the outages this answers (a restart, a burst of load).
RETRY_AFTER_SECONDS = 2


@dataclass(frozen=True)
class ErrorReply:
    """One classified failure: its code, words and details, and the HTTP status it answers
    with. ``retry_after`` (seconds) becomes the ``Retry-After`` header."""

    code: str
    message: str
    details: dict[str, Any]
    status: int
    retry_after: int | None = None

    def envelope(self) -> dict[str, Any]:
        """The error as callers see it; ``request_id`` names the request in the server's log
        lines and in its trace (``memoryapp.observability.requests``), and is left out only
        outside a request."""
        error: dict[str, Any] = {
            "code": self.code,
            "message": self.message,
            "details": self.details,
        }
        request_id = current_request_id()
        if request_id:
            error["request_id"] = request_id
        return {"error": error}


def reply(
    code: str, message: str, details: dict[str, Any] | None = None, *, status: int | None = None
) -> ErrorReply:
    return ErrorReply(code, message, details or {}, status or HTTP_STATUS[code])


def reply_response(error: ErrorReply) -> JsonResponse:
    response = JsonResponse(error.envelope(), status=error.status)
    if error.retry_after is not None:
        response["Retry-After"] = str(error.retry_after)
    return response


def database_unavailable_reply(exc: Exception) -> ErrorReply:
    """``unavailable`` with a retry for a database that cannot serve this request: the
    process's connection pool had no free connection within its timeout, or the server
    refused or lost the connection. The log says which."""
    stats = pool_stats() if isinstance(exc.__cause__, PoolTimeout) else {}
    # A pool that waited in vain with every connection open was exhausted; one that could not
    # open its connections has a server it cannot reach.
    exhausted = bool(stats) and stats.get("pool_size", 0) >= stats.get("pool_max", 0)
    if exhausted:
        logger.warning(
            "database connection pool exhausted: no connection free within %.1f s "
            "(pool_max=%s, pool_size=%s, pool_available=%s, requests_waiting=%s)",
            settings.MEMORY_DB_POOL_TIMEOUT,
            stats.get("pool_max"),
            stats.get("pool_size"),
            stats.get("pool_available"),
            stats.get("requests_waiting"),
        )
    else:
        logger.warning("database unavailable: %s", exc)
    unavailable = reply(
        "unavailable",
        "the database is busy: no connection was free in time"
        if exhausted
        else "the database is unavailable",
        {"dependency": "database", "reason": "pool_exhausted" if exhausted else "unreachable"},
    )
    return replace(unavailable, retry_after=RETRY_AFTER_SECONDS)


def validation_details(errors: list[dict[str, Any]]) -> dict[str, Any]:
    # Only where and what: pydantic's "input" would echo the caller's text (maybe a secret).
    return {
        "errors": [
            {
                "loc": [str(part) for part in error.get("loc", ())],
                "msg": str(error.get("msg", "")),
                "type": str(error.get("type", "")),
            }
            for error in errors
        ]
    }


SCHEMA_MISMATCH = "the request does not match the schema"
INTERNAL = "internal"


def error_reply(exc: Exception) -> ErrorReply:
    """The reply for any exception an operation raised; ``internal`` (500) for the unforeseen,
    which the caller logs with its traceback."""
    if isinstance(exc, ServiceError):
        # A rejected batch is a bad request as a whole: 400, the failing lines in details.lines.
        error = reply(
            exc.code,
            exc.message,
            exc.details,
            status=400 if isinstance(exc, InvalidBatch) else None,
        )
        if isinstance(exc, RateLimited):
            return replace(error, retry_after=exc.retry_after)
        return error
    if isinstance(exc, pydantic.ValidationError):
        # The MCP server validates tool arguments itself, with the operations' input models.
        return reply(
            "invalid_input",
            SCHEMA_MISMATCH,
            validation_details([dict(e) for e in exc.errors(include_url=False)]),
        )
    if isinstance(exc, Http404):
        return reply("not_found", "not found")
    if isinstance(exc, RequestDataTooBig):
        return reply("payload_too_large", "the request body is too large")
    if isinstance(exc, OperationalError | InterfaceError):
        return database_unavailable_reply(exc)
    return reply(INTERNAL, "an internal error occurred", status=500)
