"""What the HTTP clients of remote models share: no redirects, and which failures are transient.

Rule: a model endpoint has no reason to redirect, and urllib would replay the Authorization
header to wherever a redirect points (and turn the POST into a GET), so a 3xx is an error.
Timeouts, 408, 429 and 5xx are worth a retry; any other status is not.
"""

from __future__ import annotations

import http.client
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping


class ProviderError(Exception):
    """A model call failed. ``transient`` is True when the same call may succeed later."""

    def __init__(self, message: str, *, transient: bool) -> None:
        super().__init__(message)
        self.transient = transient


class EmbeddingError(ProviderError):
    """Embedding failed. ``transient`` is True when the same call may succeed later.

    Defined here rather than beside the providers so the local model's module can raise it
    without importing the module that loads it lazily."""


def setting_reader(source: object | Mapping[str, object]) -> Callable[[str, object], object]:
    """A lookup of provider settings in a settings object (attributes) or a mapping (keys).

    Providers are built outside Django too (benchmarks, tools), so they take either. An
    environment variable set to "" means "not set", as it does in config/settings.py.
    """

    def setting(name: str, default: object) -> object:
        if isinstance(source, Mapping):
            value = source.get(name, default)
        else:
            value = getattr(source, name, default)
        return default if value is None or value == "" else value

    return setting


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: object,
        code: int,
        msg: str,
        headers: object,
        newurl: str,
    ) -> None:
        return None


def no_redirect_opener() -> urllib.request.OpenerDirector:
    return urllib.request.build_opener(_NoRedirects)


def is_transient_status(status: int) -> bool:
    return status in (408, 429) or status >= 500


def send(
    opener: urllib.request.OpenerDirector,
    request: urllib.request.Request,
    *,
    timeout: float,
    error: type[ProviderError],
    limit: int | None = None,
) -> bytes:
    """The body of the answer to ``request``, at most ``limit`` bytes (+1, so that an answer
    over the limit can be told from one at it); ``error`` for any failure, transient or not by
    the rule above."""
    url = request.full_url
    try:
        with opener.open(request, timeout=timeout) as response:
            raw: bytes = response.read() if limit is None else response.read(limit + 1)
            return raw
    except urllib.error.HTTPError as exc:
        raise error(
            f"{url} answered HTTP {exc.code}: {_error_detail(exc)}",
            transient=is_transient_status(exc.code),
        ) from None
    except (OSError, http.client.HTTPException) as exc:
        # URLError (refused, DNS), TimeoutError, resets and truncated responses: all may pass.
        reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
        raise error(
            f"cannot reach {url}: {type(reason).__name__}: {reason}", transient=True
        ) from exc


def _error_detail(exc: urllib.error.HTTPError) -> str:
    try:
        text = exc.read(300).decode("utf-8", "replace")
    except (OSError, http.client.HTTPException):
        text = ""
    return " ".join(text.split()) or str(exc.reason)
