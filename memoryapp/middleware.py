"""Refuse oversized API bodies before anything reads them (413 in the API's error envelope)."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from memoryapp.api.errors import error_response


def api_body_limit(
    get_response: Callable[[HttpRequest], HttpResponse],
) -> Callable[[HttpRequest], HttpResponse]:
    def middleware(request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/api/"):
            is_import = request.path.rstrip("/").endswith("/import")
            limit = (
                settings.MEMORY_API_MAX_IMPORT_BYTES
                if is_import
                else settings.MEMORY_API_MAX_BODY_BYTES
            )
            raw = request.META.get("CONTENT_LENGTH") or "0"
            try:
                length = int(raw)
            except ValueError:
                return error_response("invalid_input", "Content-Length is not a number", status=400)
            if length > limit:
                return error_response(
                    "payload_too_large",
                    f"the body is {length} bytes; this endpoint takes at most {limit}",
                    {"limit_bytes": limit},
                )
        return get_response(request)

    return middleware
