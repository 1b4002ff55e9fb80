"""Classified failures of the memory engine (DESIGN.md §8).

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


class NotFound(ServiceError):
    code = "not_found"


class Conflict(ServiceError):
    code = "conflict"


class Forbidden(ServiceError):
    code = "forbidden"
