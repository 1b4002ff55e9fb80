"""Log lines with the request id: readable text by default, one JSON object per line with
``LOG_FORMAT=json`` (``config/settings.py`` wires both; docs/operations.md lists the fields).

Fields a caller passes with ``extra=`` (the access log's method, path, status, duration_ms,
...) become keys of the JSON object; in text they are left out, the message says it.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime
from typing import Any

import orjson

from memoryapp.observability.requests import current_request_id

# What every LogRecord carries; anything else on a record came in through ``extra=``.
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {
    "message",
    "asctime",
    "request_id",
    "taskName",
}


class RequestIdFilter(logging.Filter):
    """Stamps each record with the id of the request or task it was logged in ("-" outside)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", ""):
            record.request_id = current_request_id() or "-"
        return True


# C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the backslash that
# starts an escape: a path, a username or an exception message sent by a caller must not end
# a line or forge the next one.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\\]")


def _escape(match: re.Match[str]) -> str:
    return match.group().encode("unicode_escape").decode("ascii")


def escaped(text: str) -> str:
    """``text`` on one line: each control character as its backslash escape (``\\n``,
    ``\\x1b``), a backslash doubled."""
    return _UNSAFE.sub(_escape, text)


class TextFormatter(logging.Formatter):
    """The readable format, one line per record whatever the fields hold; a traceback still
    follows on its own lines, as Python prints it."""

    def formatMessage(self, record: logging.LogRecord) -> str:
        return escaped(super().formatMessage(record))


class JsonFormatter(logging.Formatter):
    """One JSON object per record: ``ts`` (UTC, ISO 8601), ``level``, ``logger``, ``message``,
    ``request_id``, the ``extra=`` fields, and ``exception`` with the traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", "") or current_request_id() or None,
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                line[key] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(line, default=str).decode()
