"""The request id: one per HTTP request (and per Celery task, carried from the request that
queued it), in every log line, the ``X-Request-ID`` response header, the error envelope's
``details.request_id`` and the trace of a read call.

A caller may send its own ``X-Request-ID`` (an agent that logs its own id, a proxy that
assigned one); it is kept when it is a short token of safe characters, otherwise replaced, so
nothing a caller sends reaches a log line unchecked.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from memoryapp.observability import metrics

HEADER = "X-Request-ID"
# Letters, digits and ._:- only, at most 64: enough for a UUID, a ULID or a proxy's own id.
_ACCEPTED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,63}")

_request_id: ContextVar[str] = ContextVar("memory_request_id", default="")
# The request itself, for the few answers that name an absolute URL of this service (the
# review queue in /context's ``review``) whichever transport (API, MCP) called the operation.
_request: ContextVar[HttpRequest | None] = ContextVar("memory_request", default=None)

access_log = logging.getLogger("memory.request")


def current_request_id() -> str:
    """The id of the request (or task) this code runs for; "" outside one."""
    return _request_id.get()


def current_request() -> HttpRequest | None:
    """The HTTP request this code runs for; None outside one (a task, a command)."""
    return _request.get()


def new_request_id() -> str:
    return uuid.uuid4().hex


def accepted_request_id(sent: str | None) -> str:
    """The caller's id if it is acceptable, else a new one."""
    if sent and _ACCEPTED.fullmatch(sent):
        return sent
    return new_request_id()


@contextmanager
def request_id_set(request_id: str) -> Iterator[str]:
    token = _request_id.set(request_id)
    try:
        yield request_id
    finally:
        _request_id.reset(token)


def _endpoint(request: HttpRequest) -> str:
    """The route that answered (its pattern, so ids do not multiply the label values); a path
    no route matched is ``other``, whatever it was."""
    match = getattr(request, "resolver_match", None)
    if match is not None and match.route:
        return f"/{match.route}"
    if request.path.startswith("/" + str(settings.STATIC_URL).lstrip("/")):
        return "static"
    return metrics.OTHER


def _caller(request: HttpRequest) -> str:
    # ninja sets request.auth to the ApiToken once the bearer token is checked; pages have the
    # signed-in user instead.
    token = getattr(request, "auth", None)
    if token is not None and hasattr(token, "prefix"):
        return f"token:{token.prefix}"
    # Only a user the request already loaded: loading it now would read the session from a
    # database that may be the reason this request failed.
    user = getattr(request, "_cached_user", None)
    if user is not None and user.is_authenticated:
        return f"user:{user.get_username()}"
    return ""


def request_context(
    get_response: Callable[[HttpRequest], HttpResponse],
) -> Callable[[HttpRequest], HttpResponse]:
    """The outermost middleware: gives the request its id, answers with it in ``X-Request-ID``,
    writes one access-log line and counts the request in the HTTP metrics."""

    def middleware(request: HttpRequest) -> HttpResponse:
        request_id = accepted_request_id(request.headers.get(HEADER))
        started = time.perf_counter()
        with request_id_set(request_id):
            held = _request.set(request)
            try:
                response = get_response(request)
            finally:
                _request.reset(held)
            seconds = time.perf_counter() - started
            response[HEADER] = request_id
            endpoint = _endpoint(request)
            metrics.request_observe(
                endpoint=endpoint,
                method=request.method or "",
                status=response.status_code,
                seconds=seconds,
            )
            access_log.info(
                "%s %s %s %.1f ms",
                request.method,
                request.path,
                response.status_code,
                seconds * 1000,
                extra={
                    "method": request.method,
                    "path": request.path,
                    "endpoint": endpoint,
                    "status": response.status_code,
                    "duration_ms": round(seconds * 1000, 2),
                    "caller": _caller(request),
                },
            )
        return response

    return middleware
