"""What the sync and the async client share: configuration, the calls, answers and retries.

Each API operation is a :class:`Call` (method, path, body, how to read the answer, whether it
may be resent after a lost answer); :class:`~memory_client.client.MemoryClient` and
:class:`~memory_client.async_client.AsyncMemoryClient` only send calls, so both speak exactly
the same API.
"""

from __future__ import annotations

import json
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

# One implementation of the configuration the hooks (stdlib-only, memory_hook) share.
from memory_hook.api import API_PREFIX, parse_retry_after, resolve_token, resolve_url

from memory_client._version import __version__
from memory_client.errors import (
    MemoryApiError,
    ProtocolError,
    RateLimited,
    TransportError,
    Unavailable,
    error_from_response,
)

DEFAULT_TIMEOUT = 10.0
# The server's MEMORY_API_MAX_EVENTS default: larger captures are sent in batches of this size.
MAX_EVENTS_PER_REQUEST = 200


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded retries with exponential backoff and full jitter.

    A call is retried on ``429 rate_limited`` and ``503 unavailable`` (the server did not do
    the work), and on connection failures before the request was sent. A timeout or a dropped
    connection after sending is retried only for calls that are safe to repeat (reads, and
    captures, whose event ids make a resend harmless). When the server sends ``Retry-After``
    the wait is at least that long; a ``Retry-After`` beyond ``max_retry_after`` is not waited
    for: the error is raised at once.
    """

    attempts: int = 4
    backoff: float = 0.5
    max_backoff: float = 8.0
    max_retry_after: float = 60.0

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError("attempts must be at least 1")

    def delay(self, retry: int, retry_after: float | None) -> float | None:
        """Seconds to wait before retry number ``retry`` (1-based), or None to give up."""
        if retry >= self.attempts:
            return None
        ceiling = min(self.max_backoff, self.backoff * 2 ** (retry - 1))
        # Jitter spreads clients that failed together; it needs no cryptographic randomness.
        jitter = random.uniform(0.0, ceiling)  # noqa: S311
        if retry_after is None:
            return jitter
        if retry_after > self.max_retry_after:
            return None
        return retry_after + jitter * 0.25


NO_RETRY = RetryPolicy(attempts=1)


@dataclass(frozen=True)
class Call[T]:
    """One API operation, ready to send."""

    method: str
    path: str
    parse: Callable[[Any], T]
    body: Any = None
    params: dict[str, Any] | None = None
    # Safe to send again after a timeout or a lost answer (the server may have done it).
    repeatable: bool = False
    expected: tuple[int, ...] = (200,)
    prefix: str = API_PREFIX
    headers: dict[str, str] = field(default_factory=dict)
    content: bytes | None = None
    # The least time this call's answer may take (an ingest writes hundreds of files before
    # it answers); the client's own timeout applies when it is longer.
    min_timeout: float = 0.0


def user_agent() -> str:
    return f"memory-client/{__version__}"


def default_headers(token: str | None) -> dict[str, str]:
    headers = {"User-Agent": user_agent(), "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return headers


def request_kwargs(call: Call[Any], timeout: float | None) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"headers": call.headers}
    if call.content is not None:
        kwargs["content"] = call.content
    elif call.body is not None:
        kwargs["content"] = json.dumps(call.body, ensure_ascii=False).encode("utf-8")
        kwargs["headers"] = {"Content-Type": "application/json", **call.headers}
    if call.params:
        kwargs["params"] = {k: v for k, v in call.params.items() if v is not None}
    if timeout is not None:
        kwargs["timeout"] = httpx.Timeout(timeout)
    return kwargs


def outcome[T](call: Call[T], response: httpx.Response) -> T:
    """The parsed answer of a successful call, or the typed error of a failed one."""
    try:
        body: Any = response.json() if response.content else None
    except ValueError:
        body = None
    if response.status_code in call.expected:
        if body is None and response.content:
            raise ProtocolError(
                f"{call.method} {call.path} answered {response.status_code} without JSON",
                status=response.status_code,
            )
        try:
            return call.parse(body)
        except (KeyError, TypeError, ValueError) as error:
            raise ProtocolError(
                f"{call.method} {call.path}: unexpected answer ({type(error).__name__}: {error})",
                status=response.status_code,
            ) from error
    raise error_from_response(
        response.status_code,
        body,
        retry_after=parse_retry_after(response.headers.get("Retry-After")),
    )


def transport_error(call: Call[Any], error: httpx.HTTPError) -> TransportError:
    kind = "timed out" if isinstance(error, httpx.TimeoutException) else "failed"
    return TransportError(f"{call.method} {call.path} {kind}: {error or type(error).__name__}")


def retryable(call: Call[Any], error: MemoryApiError, sent: bool) -> bool:
    """Whether a retry may help and cannot do the work twice."""
    if isinstance(error, RateLimited | Unavailable):
        return True
    if isinstance(error, TransportError):
        return call.repeatable or not sent
    return False


def retry_wait(
    policy: RetryPolicy,
    deadline: Deadline,
    call: Call[Any],
    failure: MemoryApiError,
    *,
    sent: bool,
    retry: int,
) -> float | None:
    """Seconds to wait before retry number ``retry`` of ``call``, or None to raise now."""
    wait = policy.delay(retry, failure.retry_after)
    if wait is None or not retryable(call, failure, sent) or not deadline.allows_wait(wait):
        return None
    return wait


def was_sent(error: httpx.HTTPError) -> bool:
    """False when the request certainly never reached the server."""
    return not isinstance(error, httpx.ConnectError | httpx.ConnectTimeout)


class Deadline:
    """An optional point in ``time.monotonic()`` after which no request starts and no retry
    waits; the per-request timeout is clamped to what is left."""

    def __init__(self, at: float | None) -> None:
        self.at = at

    def remaining(self) -> float | None:
        return None if self.at is None else self.at - time.monotonic()

    def timeout(self, configured: float) -> float:
        left = self.remaining()
        return configured if left is None else max(0.001, min(configured, left))

    def expired(self) -> bool:
        left = self.remaining()
        return left is not None and left <= 0

    def allows_wait(self, seconds: float) -> bool:
        left = self.remaining()
        return left is None or seconds < left


class ClientBase[TransportT](ABC):
    """The configuration and the retry loop's decisions both clients share; a subclass opens
    its HTTP client (sync or async) in :meth:`_open` and sends in ``send``."""

    def __init__(
        self,
        url: str | None = None,
        token: str | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        retry: RetryPolicy | None = None,
        deadline: float | None = None,
        max_events_per_request: int = MAX_EVENTS_PER_REQUEST,
        transport: TransportT | None = None,
    ) -> None:
        self.url = resolve_url(url)
        self.timeout = timeout
        self.retry = retry or RetryPolicy()
        self.deadline = Deadline(deadline)
        self.max_events_per_request = max_events_per_request
        self._open(default_headers(resolve_token(token)), transport)

    @abstractmethod
    def _open(self, headers: dict[str, str], transport: TransportT | None) -> None:
        """Open this client's HTTP client with ``headers`` on ``transport`` (or httpx's)."""

    def _attempt(self, call: Call[Any]) -> dict[str, Any]:
        """The request's keyword arguments for one attempt; raises once the deadline passed."""
        if self.deadline.expired():
            raise TransportError(f"{call.method} {call.path}: no time left before the deadline")
        return request_kwargs(call, self.deadline.timeout(max(self.timeout, call.min_timeout)))

    def _retry_wait(
        self, call: Call[Any], error: httpx.HTTPError | MemoryApiError, retry: int
    ) -> float:
        """Seconds to wait before retry number ``retry`` after ``error``; raises the typed
        error instead when no retry may follow."""
        if isinstance(error, httpx.HTTPError):
            sent = was_sent(error)
            failure: MemoryApiError = transport_error(call, error)
        else:
            sent, failure = True, error
        wait = retry_wait(self.retry, self.deadline, call, failure, sent=sent, retry=retry)
        if wait is None:
            raise failure from (None if error is failure else error)
        return wait
