"""Typed failures: one exception class per error code of the API's envelope.

The server answers every failure as ``{"error": {"code", "message", "details"}}``; the client
raises the class registered for ``code`` (an unknown code raises :class:`MemoryApiError`
itself), so callers can catch what they can act on::

    try:
        client.confirm(memory_id)
    except NotFound:
        ...
    except MemoryApiError as error:
        print(error.code, error.message)

Failures before any answer (refused connection, timeout) raise :class:`TransportError`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from memory_hook.api import STATUS_CODES


class MemoryApiError(Exception):
    """A failure of a call to the memory service.

    ``code`` is the envelope's code (``invalid_input``, ``not_found``, ...), ``status`` the
    HTTP status (None when no answer came), ``details`` the envelope's structured details,
    ``retry_after`` the seconds the server asked to wait, when it did, and ``request_id`` the
    server's id for the request (in its log lines and the read's trace), when it answered.
    """

    code: ClassVar[str] = "error"

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        details: dict[str, Any] | None = None,
        retry_after: float | None = None,
        code: str | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message)
        self.request_id = request_id
        self.message = message
        self.status = status
        self.details = details or {}
        self.retry_after = retry_after
        if code is not None and code != type(self).code:
            # An envelope code this client has no class for keeps its own name.
            self.code = code  # type: ignore[misc]

    def __str__(self) -> str:
        where = f" (HTTP {self.status})" if self.status is not None else ""
        return f"{self.code}{where}: {self.message}"


class InvalidInput(MemoryApiError, ValueError):
    """400 or 422: the request does not match the schema, or a batch was refused whole. Also
    raised before sending, with ``status`` None, for what the client can see is wrong (an id
    that is not a uuid, a time without a UTC offset); it is a ``ValueError`` too."""

    code = "invalid_input"


class Unauthenticated(MemoryApiError):
    """401: missing, unknown or revoked token."""

    code = "unauthenticated"


class Forbidden(MemoryApiError):
    """403: the token's role may not do this (an agent token governing)."""

    code = "forbidden"


class Paused(MemoryApiError):
    """403 ``paused``: the owner paused this token; calls are refused until it is resumed."""

    code = "paused"


class NotFound(MemoryApiError):
    """404: no such id in this token's project (another project's ids are not found too)."""

    code = "not_found"


class Conflict(MemoryApiError):
    """409: superseding a non-head, confirming a non-pending row, an event id reused with
    other words, an unchanged supersession."""

    code = "conflict"


class PayloadTooLarge(MemoryApiError):
    code = "payload_too_large"


class RateLimited(MemoryApiError):
    """429: over the token's request limit; ``retry_after`` says when the window reopens."""

    code = "rate_limited"


class Unavailable(MemoryApiError):
    """503: a dependency (usually the database) cannot serve now; retry after a while."""

    code = "unavailable"


class ServerError(MemoryApiError):
    """500 ``internal`` or any other answer that is not the API's envelope."""

    code = "internal"


class TransportError(MemoryApiError):
    """No answer: the connection was refused or dropped, or the call timed out."""

    code = "unreachable"


class ProtocolError(MemoryApiError):
    """An answer that is not the JSON this client expects for the call."""

    code = "protocol"


ERROR_CLASSES: dict[str, type[MemoryApiError]] = {
    cls.code: cls
    for cls in (
        InvalidInput,
        Unauthenticated,
        Forbidden,
        Paused,
        NotFound,
        Conflict,
        PayloadTooLarge,
        RateLimited,
        Unavailable,
        ServerError,
    )
}


def error_from_response(
    status: int, body: Any, *, retry_after: float | None = None
) -> MemoryApiError:
    """The exception for a failed answer: the envelope's code if there is one, else the
    status's usual code."""
    envelope = body.get("error") if isinstance(body, dict) else None
    if isinstance(envelope, dict) and isinstance(envelope.get("code"), str):
        code = envelope["code"]
        message = str(envelope.get("message") or code)
        details = envelope.get("details")
        details = details if isinstance(details, dict) else {}
        request_id = envelope.get("request_id")
        request_id = request_id if isinstance(request_id, str) else None
    else:
        code = STATUS_CODES.get(status, "internal")
        message = f"HTTP {status} without the API's error envelope"
        details = {}
        request_id = None
    cls = ERROR_CLASSES.get(code, MemoryApiError)
    return cls(
        message,
        status=status,
        details=details,
        retry_after=retry_after,
        code=code,
        request_id=request_id,
    )
