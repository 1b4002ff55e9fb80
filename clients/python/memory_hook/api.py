"""The few API calls the hook makes, on a plain socket.

The hook runs once per Claude Code event, so what it imports is paid on every event: this module
stands in for the httpx client (:mod:`memory_client`) with one JSON request at a time, a deadline
that bounds every request and retry, and the API's error envelope read into :class:`ApiError`.
"""

from __future__ import annotations

import importlib
import json
import os
import time
from datetime import UTC, datetime
from typing import Any

DEFAULT_URL = "http://127.0.0.1:8000"
API_PREFIX = "/api/v1"
VERSION = "0.1.0"  # memory_client._version.__version__, which imports nothing
# Statuses whose answers carry no envelope (a proxy in front of the service, say).
STATUS_CODES = {
    400: "invalid_input",
    401: "unauthenticated",
    403: "forbidden",
    404: "not_found",
    409: "conflict",
    413: "payload_too_large",
    422: "invalid_input",
    429: "rate_limited",
    502: "unavailable",
    503: "unavailable",
    504: "unavailable",
}
_RETRIED = ("rate_limited", "unavailable")


def _sha256() -> Any:
    # The interpreter's own SHA-256: hashlib would load OpenSSL on every hook.
    try:
        return importlib.import_module("_sha2").sha256
    except (ImportError, AttributeError):  # pragma: no cover
        import hashlib

        return hashlib.sha256


_SHA256 = _sha256()


def sha256_hex(data: bytes) -> str:
    return str(_SHA256(data).hexdigest())


def resolve_url(url: str | None = None) -> str:
    """The service's base URL: the argument, else ``MEMORY_URL``, else the local default.
    A trailing ``/api/v1`` is accepted and dropped (the client adds it)."""
    base = (url or os.environ.get("MEMORY_URL") or DEFAULT_URL).strip().rstrip("/")
    if base.endswith(API_PREFIX):
        base = base[: -len(API_PREFIX)]
    return base


def resolve_token(token: str | None = None) -> str | None:
    """The bearer token: the argument, else ``MEMORY_TOKEN``; None sends no Authorization
    header (only ``GET /healthz`` answers without one)."""
    value = token if token is not None else os.environ.get("MEMORY_TOKEN")
    value = (value or "").strip()
    return value or None


class ApiError(Exception):
    """A failed call: the envelope's ``code`` (``unreachable`` when no answer came)."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        status: int | None = None,
        details: dict[str, Any] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.details = details or {}
        self.retry_after = retry_after

    def __str__(self) -> str:
        where = f" (HTTP {self.status})" if self.status is not None else ""
        return f"{self.code}{where}: {self.message}"


def parse_retry_after(value: str | None) -> float | None:
    """``Retry-After`` as seconds: a number of seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    import email.utils

    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def _error(status: int, body: Any, retry_after: float | None) -> ApiError:
    envelope = body.get("error") if isinstance(body, dict) else None
    if isinstance(envelope, dict) and isinstance(envelope.get("code"), str):
        details = envelope.get("details")
        return ApiError(
            envelope["code"],
            str(envelope.get("message") or envelope["code"]),
            status=status,
            details=details if isinstance(details, dict) else {},
            retry_after=retry_after,
        )
    code = STATUS_CODES.get(status, "internal")
    return ApiError(code, f"HTTP {status} without the API's error envelope", status=status)


class Api:
    """Requests to one service with one token, none of them past ``deadline`` (monotonic)."""

    def __init__(self, url: str, token: str, *, deadline: float, attempts: int = 3) -> None:
        # http(s)://host[:port][/path], split by hand: urllib.parse costs every hook its import.
        scheme, _, rest = url.partition("://")
        netloc, slash, path = rest.partition("/")
        host, colon, port = netloc.rpartition(":") if "]" not in netloc[-1:] else ("", "", "")
        if not colon or not port.isdigit():
            host, port = netloc, ""
        self.secure = scheme.lower() == "https"
        self.host = host.strip("[]") or "127.0.0.1"
        self.port = int(port) if port else None
        self.base = (slash + path).rstrip("/") + API_PREFIX
        self.deadline = deadline
        self.attempts = attempts
        self.headers = {
            "Authorization": f"Bearer {token}",
            "Accept": "application/json",
            "Content-Type": "application/json",
            "User-Agent": f"memory-hook/{VERSION}",
        }

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def call(self, method: str, path: str, body: Any = None, *, expected: int = 200) -> Any:
        """The parsed answer; retries 429/503 and unsent requests while the deadline allows
        (every call the hook makes is safe to repeat: reads, and captures keyed by event id)."""
        data = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        for attempt in range(1, self.attempts + 1):
            try:
                return self._once(method, path, data, expected)
            except ApiError as error:
                if error.code not in (*_RETRIED, "unreachable") or attempt == self.attempts:
                    raise
                # Jitter spreads hooks that failed together; no randomness module needed.
                wait = min(0.4, 0.1 * 2 ** (attempt - 1)) * (time.monotonic_ns() % 1000) / 1000
                wait = max(wait, error.retry_after or 0.0)
                if error.retry_after is not None and error.retry_after > 2.0:
                    raise
                if wait + 0.05 >= self.left():
                    raise
                time.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    def _once(self, method: str, path: str, data: bytes | None, expected: int) -> Any:
        if self.left() <= 0.001:
            raise ApiError("unreachable", f"{method} {path}: no time left before the deadline")
        try:
            status, headers, raw = self._exchange(method, self.base + path, data or b"")
        except OSError as error:
            verb = "timed out" if isinstance(error, TimeoutError) else "failed"
            raise ApiError("unreachable", f"{method} {path} {verb}: {error}") from None
        except (ValueError, IndexError) as error:
            raise ApiError("protocol", f"{method} {path}: not an HTTP answer ({error})") from None
        try:
            parsed: Any = json.loads(raw) if raw else None
        except ValueError:
            parsed = None
        if status == expected:
            if parsed is None and raw:
                raise ApiError("protocol", f"{method} {path} answered without JSON")
            return parsed
        raise _error(status, parsed, parse_retry_after(headers.get("retry-after")))

    def _exchange(self, method: str, target: str, body: bytes) -> tuple[int, dict[str, str], bytes]:
        """One HTTP/1.1 request on its own connection (``Connection: close``) and the answer's
        status, headers (lower-case names) and body. On a plain socket: http.client's imports
        (the email package) would cost every context hook more than the request itself."""
        import socket

        port = self.port or (443 if self.secure else 80)
        sock = socket.create_connection((self.host, port), timeout=max(0.001, self.left()))
        try:
            if self.secure:
                import ssl

                sock = ssl.create_default_context().wrap_socket(sock, server_hostname=self.host)
            host = self.host if ":" not in self.host else f"[{self.host}]"
            lines = [f"{method} {target} HTTP/1.1", f"Host: {host}:{port}", "Connection: close"]
            lines += [f"{k}: {v}" for k, v in self.headers.items()]
            lines.append(f"Content-Length: {len(body)}")
            sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
            return _read_answer(sock, self.left)
        finally:
            sock.close()


def _read_answer(sock: Any, left: Any) -> tuple[int, dict[str, str], bytes]:
    """Read an answer until its Content-Length, the end of its chunks, or the connection's end."""
    data = b""
    status, headers, start = 0, {}, -1
    while True:
        sock.settimeout(max(0.001, left()))
        chunk = sock.recv(65536)
        data += chunk
        if start < 0 and b"\r\n\r\n" in data:
            head, _, _ = data.partition(b"\r\n\r\n")
            start = len(head) + 4
            first, *rest = head.decode("latin-1").split("\r\n")
            status = int(first.split(" ", 2)[1])
            for line in rest:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
        if start >= 0 and "content-length" in headers:
            if len(data) - start >= int(headers["content-length"]) or not chunk:
                return status, headers, data[start : start + int(headers["content-length"])]
        elif not chunk:
            if start < 0:
                raise ValueError("the connection closed before the answer's headers")
            body = data[start:]
            chunked = "chunked" in headers.get("transfer-encoding", "").lower()
            return status, headers, _dechunk(body) if chunked else body


def _dechunk(body: bytes) -> bytes:
    out = b""
    while body:
        size_line, _, body = body.partition(b"\r\n")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            break
        out += body[:size]
        body = body[size + 2 :]
    return out
