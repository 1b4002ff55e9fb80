"""Guards in front of every view: oversized bodies are refused before anything reads them
(413, in the API's error envelope on API paths, ``/mcp`` included), and a database that cannot
serve a page answers 503 with ``Retry-After`` rather than a 500 (the API's own handler does the
same for its operations)."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse

from memoryapp.api.errors import database_unavailable, error_response


def _is_api(request: HttpRequest) -> bool:
    # The MCP endpoint is the API for agents that speak MCP: same limits, same envelope.
    return request.path.startswith("/api/") or request.path.rstrip("/") == "/mcp"


def _body_limit(request: HttpRequest) -> int:
    if not _is_api(request):
        return int(settings.MEMORY_PAGE_MAX_BODY_BYTES)
    if request.path.rstrip("/").endswith("/import"):
        return int(settings.MEMORY_API_MAX_IMPORT_BYTES)
    return int(settings.MEMORY_API_MAX_BODY_BYTES)


def body_limit(
    get_response: Callable[[HttpRequest], HttpResponse],
) -> Callable[[HttpRequest], HttpResponse]:
    """Refuse a body over its path's limit by its Content-Length, before anything reads it:
    the import's 20 MB for ``/api/v1/import`` only, 1 MB for the rest of the API, and 256 kB
    for the pages, the login form included (so no anonymous request makes Django parse
    megabytes of form data)."""

    def middleware(request: HttpRequest) -> HttpResponse:
        limit = _body_limit(request)
        raw = request.META.get("CONTENT_LENGTH") or "0"
        try:
            length = int(raw)
        except ValueError:
            length = -1
        is_api = _is_api(request)
        if length < 0:
            if is_api:
                return error_response("invalid_input", "Content-Length is not a number", status=400)
            return HttpResponse("Content-Length is not a number.\n", status=400)
        if length > limit:
            if is_api:
                return error_response(
                    "payload_too_large",
                    f"the body is {length} bytes; this endpoint takes at most {limit}",
                    {"limit_bytes": limit},
                )
            return HttpResponse(
                f"The request body is {length} bytes; pages take at most {limit}.\n",
                status=413,
                content_type="text/plain; charset=utf-8",
            )
        return get_response(request)

    return middleware


class DatabaseUnavailable:
    """A page or plain view whose database is down or whose pool is exhausted: 503."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, OperationalError | InterfaceError):
            return None
        response = database_unavailable(exception)
        if _is_api(request):
            return response
        # A page: the same status and Retry-After, in words a person reads.
        page = HttpResponse(
            "<!doctype html><title>Unavailable</title><h1>The database is unavailable</h1>"
            "<p>Nothing was changed. Try again in a few seconds.</p>",
            status=503,
        )
        page["Retry-After"] = response["Retry-After"]
        return page
