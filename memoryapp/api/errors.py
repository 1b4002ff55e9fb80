"""Every failure of the API leaves in one envelope: ``{"error": {"code", "message", "details"}}``.

This module is the one place that maps exceptions to HTTP statuses (DESIGN.md §8).
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError
from psycopg_pool import PoolTimeout

from memoryapp.errors import HTTP_STATUS, InvalidBatch, RateLimited, ServiceError
from memoryapp.pools import pool_stats

logger = logging.getLogger(__name__)


def error_response(
    code: str, message: str, details: dict[str, Any] | None = None, *, status: int | None = None
) -> JsonResponse:
    response = JsonResponse(
        {"error": {"code": code, "message": message, "details": details or {}}},
        status=status or HTTP_STATUS[code],
    )
    return response


# Seconds a client is asked to wait after a 503: the database is back, or a pooled connection
# free, within a few seconds in the outages this answers (a restart, a burst of load).
RETRY_AFTER_SECONDS = 2


def database_unavailable(exc: Exception) -> JsonResponse:
    """503 ``unavailable`` with ``Retry-After`` for a database that cannot serve this request:
    the process's connection pool had no free connection within its timeout, or the server
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
    response = error_response(
        "unavailable",
        "the database is busy: no connection was free in time"
        if exhausted
        else "the database is unavailable",
        {"dependency": "database", "reason": "pool_exhausted" if exhausted else "unreachable"},
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def _validation_details(errors: list[dict[str, Any]]) -> dict[str, Any]:
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


def install_error_handlers(api: NinjaAPI) -> None:
    @api.exception_handler(ServiceError)
    def service_error(request: HttpRequest, exc: ServiceError) -> HttpResponse:
        # A rejected batch is a bad request as a whole (DESIGN.md §8: 400 with details.lines).
        status = 400 if isinstance(exc, InvalidBatch) else None
        response = error_response(exc.code, exc.message, exc.details, status=status)
        if isinstance(exc, RateLimited):
            response["Retry-After"] = str(exc.retry_after)
        return response

    @api.exception_handler(ValidationError)
    def validation_error(request: HttpRequest, exc: ValidationError) -> HttpResponse:
        return error_response(
            "invalid_input",
            "the request does not match the schema",
            _validation_details(exc.errors),
        )

    @api.exception_handler(AuthenticationError)
    def authentication_error(request: HttpRequest, exc: AuthenticationError) -> HttpResponse:
        return error_response("unauthenticated", "a bearer token is required")

    @api.exception_handler(HttpError)
    def http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
        # ninja raises HttpError(400) for a body that is not JSON at all.
        if exc.status_code == 400:
            return error_response("invalid_input", "the body is not valid JSON", status=400)
        code = {401: "unauthenticated", 403: "forbidden", 404: "not_found", 429: "rate_limited"}
        return error_response(
            code.get(exc.status_code, "invalid_input"), str(exc), status=exc.status_code
        )

    @api.exception_handler(Http404)
    def not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
        return error_response("not_found", "not found")

    @api.exception_handler(RequestDataTooBig)
    def too_big(request: HttpRequest, exc: RequestDataTooBig) -> HttpResponse:
        return error_response("payload_too_large", "the request body is too large")

    @api.exception_handler(DatabaseError)
    def database_down(request: HttpRequest, exc: DatabaseError) -> HttpResponse:
        if not isinstance(exc, OperationalError | InterfaceError):
            return unexpected(request, exc)
        return database_unavailable(exc)

    @api.exception_handler(Exception)
    def unexpected(request: HttpRequest, exc: Exception) -> HttpResponse:
        logger.exception("unhandled API error on %s %s", request.method, request.path)
        return error_response("internal", "an internal error occurred", status=500)
