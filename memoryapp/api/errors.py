"""The API's side of the error envelope: ninja's own exceptions classified, and the exception
handlers that answer every failure with :func:`memoryapp.operations.errors.error_reply`'s
envelope and status."""

from __future__ import annotations

import logging
from typing import Any

from django.core.exceptions import RequestDataTooBig
from django.db import DatabaseError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from memoryapp.errors import ServiceError
from memoryapp.operations.errors import (
    INTERNAL,
    SCHEMA_MISMATCH,
    ErrorReply,
    database_unavailable_reply,
    error_reply,
    reply,
    reply_response,
    validation_details,
)

logger = logging.getLogger(__name__)


def error_response(
    code: str, message: str, details: dict[str, Any] | None = None, *, status: int | None = None
) -> JsonResponse:
    return reply_response(reply(code, message, details, status=status))


def database_unavailable(exc: Exception) -> JsonResponse:
    """503 ``unavailable`` with ``Retry-After`` (see
    :func:`memoryapp.operations.errors.database_unavailable_reply`)."""
    return reply_response(database_unavailable_reply(exc))


def http_error_reply(exc: Exception) -> ErrorReply:
    """:func:`memoryapp.operations.errors.error_reply`, after ninja's own exceptions: a body
    that fails its schema, a missing token, an HTTP error ninja raised."""
    if isinstance(exc, ValidationError):
        return reply("invalid_input", SCHEMA_MISMATCH, validation_details(exc.errors))
    if isinstance(exc, AuthenticationError):
        return reply("unauthenticated", "a bearer token is required")
    if isinstance(exc, HttpError):
        # ninja raises HttpError(400) for a body that is not JSON at all.
        if exc.status_code == 400:
            return reply("invalid_input", "the body is not valid JSON", status=400)
        code = {401: "unauthenticated", 403: "forbidden", 404: "not_found", 429: "rate_limited"}
        return reply(code.get(exc.status_code, "invalid_input"), str(exc), status=exc.status_code)
    return error_reply(exc)


def install_error_handlers(api: NinjaAPI) -> None:
    def answer(request: HttpRequest, exc: Exception) -> HttpResponse:
        error = http_error_reply(exc)
        if error.code == INTERNAL:
            logger.exception("unhandled API error on %s %s", request.method, request.path)
        return reply_response(error)

    # ninja picks a handler by the exception's class; these are the classes it (or Django)
    # would otherwise answer itself, each sent to the one classification above.
    for kind in (
        ServiceError,
        ValidationError,
        AuthenticationError,
        HttpError,
        Http404,
        RequestDataTooBig,
        DatabaseError,
        Exception,
    ):
        api.exception_handler(kind)(answer)
