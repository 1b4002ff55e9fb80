"""Classified failures of the memory engine (docs/api.md lists the codes).

Services raise these; the API maps each ``code`` to its HTTP status in one exception handler
and the UI shows ``message``. ``details`` is structured and never carries memory content.
"""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    code = "invalid_input"

    def __init__(self, message: str, *, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details or {}


class InvalidInput(ServiceError):
    code = "invalid_input"


class InvalidBatch(InvalidInput):
    """A batch (an import) with per-line errors in ``details["lines"]``; nothing was written."""


class NotFound(ServiceError):
    code = "not_found"


class Conflict(ServiceError):
    code = "conflict"


class Forbidden(ServiceError):
    code = "forbidden"


class Unauthenticated(ServiceError):
    code = "unauthenticated"


class Paused(ServiceError):
    """The token is known and valid, but its owner has paused it."""

    code = "paused"


class RateLimited(ServiceError):
    code = "rate_limited"

    def __init__(self, message: str, *, retry_after: int, details: dict[str, Any] | None = None):
        super().__init__(message, details={"retry_after": retry_after, **(details or {})})
        self.retry_after = retry_after


class PayloadTooLarge(ServiceError):
    code = "payload_too_large"


class Unavailable(ServiceError):
    """A dependency cannot serve now; the caller may retry after ``retry_after`` seconds."""

    code = "unavailable"

    def __init__(
        self, message: str, *, retry_after: int = 1, details: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message, details=details)
        self.retry_after = retry_after


class VectorExtensionTooOld(ServiceError):
    """The database's pgvector predates iterative index scans (0.8)."""

    code = "vector_extension_too_old"


# One table from error code to HTTP status, shared by the API handler and the body-size guard.
HTTP_STATUS = {
    "invalid_input": 422,
    "unauthenticated": 401,
    "forbidden": 403,
    "paused": 403,
    "not_found": 404,
    "conflict": 409,
    "payload_too_large": 413,
    "rate_limited": 429,
    "unavailable": 503,
    "vector_extension_too_old": 503,
}
