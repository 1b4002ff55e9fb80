"""The extraction model behind one interface: any OpenAI-compatible chat endpoint, or none.

Rule: ``complete()`` returns the assistant's reply text (``choices[0].message.content``) or
raises ``LLMError`` whose ``transient`` flag says whether the same call may succeed later:
timeouts, refused or reset connections, HTTP 408, 429 and 5xx are transient; any other 4xx, a
redirect and a malformed envelope are not. ``health()`` never raises. Standard library only,
and no Django import at module level: ``chat_model_from_settings()`` reads Django's settings
lazily, and only when it is given none.
"""

from __future__ import annotations

import json
import math
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from memoryapp.providers.http import (
    ProviderError,
    no_redirect_opener,
    send,
    setting_reader,
)

DEFAULT_TIMEOUT = 60.0
HEALTH_TIMEOUT = 3.0
# A chat completion is a few kilobytes; anything near this is not one.
MAX_RESPONSE_BYTES = 4 * 1024 * 1024
OFF_MESSAGE = "extraction is off: MEMORY_LLM_URL is not set"


class LLMError(ProviderError):
    """The model call failed. ``transient`` is True when the same call may succeed later."""


@runtime_checkable
class ChatModel(Protocol):
    name: str
    model: str

    def complete(
        self, messages: Sequence[Mapping[str, str]], *, temperature: float = 0.0
    ) -> str: ...

    def health(self) -> dict[str, object]: ...


def _health(
    model: ChatModel, *, configured: bool, reachable: bool, error: str | None
) -> dict[str, object]:
    return {
        "provider": model.name,
        "model": model.model,
        "configured": configured,
        "reachable": reachable,
        "error": error,
    }


class NoChatModel:
    """Extraction off by configuration: turns are stored, nothing is extracted from them."""

    name = "none"
    model = ""

    def complete(self, messages: Sequence[Mapping[str, str]], *, temperature: float = 0.0) -> str:
        raise LLMError(OFF_MESSAGE, transient=False)

    def health(self) -> dict[str, object]:
        return _health(self, configured=False, reachable=False, error=None)


def _check_messages(messages: Sequence[Mapping[str, str]]) -> list[dict[str, str]]:
    if isinstance(messages, str | Mapping):
        raise TypeError("complete() takes a sequence of messages")
    checked: list[dict[str, str]] = []
    for message in messages:
        if not isinstance(message, Mapping):
            raise TypeError(f"a message is a mapping, got {type(message).__name__}")
        role, content = message.get("role"), message.get("content")
        if not isinstance(role, str) or not role or not isinstance(content, str):
            raise TypeError("a message needs a string 'role' and a string 'content'")
        checked.append(dict(message))
    if not checked:
        raise ValueError("complete() needs at least one message")
    return checked


class OpenAICompatibleChat:
    """Any OpenAI-compatible ``POST {base_url}/chat/completions`` (OpenAI, Ollama, vLLM, ...).

    ``timeout`` bounds each socket operation (connect, each read), not the whole exchange.
    ``health()`` asks ``GET {base_url}/models`` with a short timeout of its own.
    """

    name = "openai"

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        parts = urllib.parse.urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"LLM URL must be http(s)://host[:port]/..., got {base_url!r}")
        if not math.isfinite(timeout) or timeout <= 0:
            raise ValueError("timeout must be a positive number of seconds")
        self.model = model
        self.base_url = base_url.rstrip("/")
        self.url = self.base_url + "/chat/completions"
        self.timeout = timeout
        self._api_key = api_key or None
        self._opener = no_redirect_opener()

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAICompatibleChat({self.base_url!r}, {self.model!r}, timeout={self.timeout})"

    def complete(self, messages: Sequence[Mapping[str, str]], *, temperature: float = 0.0) -> str:
        checked = _check_messages(messages)
        if isinstance(temperature, bool) or not (
            isinstance(temperature, int | float) and 0.0 <= temperature <= 2.0
        ):
            raise ValueError(f"temperature must be a number in [0, 2], got {temperature!r}")
        body = json.dumps(
            {"model": self.model, "messages": checked, "temperature": float(temperature)}
        ).encode()
        raw = self._send(self.url, body, timeout=self.timeout)
        return self._parse(raw)

    def health(self) -> dict[str, object]:
        try:
            self._send(self.base_url + "/models", None, timeout=min(self.timeout, HEALTH_TIMEOUT))
        except Exception as exc:  # health() reports every failure instead of raising it
            return _health(self, configured=True, reachable=False, error=str(exc))
        return _health(self, configured=True, reachable=True, error=None)

    def _send(self, url: str, body: bytes | None, *, timeout: float) -> bytes:
        headers = {"Accept": "application/json"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        method = "GET" if body is None else "POST"
        # The scheme was checked to be http(s) in __init__.
        request = urllib.request.Request(url, data=body, headers=headers, method=method)  # noqa: S310
        raw = send(self._opener, request, timeout=timeout, error=LLMError, limit=MAX_RESPONSE_BYTES)
        if len(raw) > MAX_RESPONSE_BYTES:
            raise LLMError(f"{url} answered more than {MAX_RESPONSE_BYTES} bytes", transient=False)
        return raw

    def _parse(self, raw: bytes) -> str:
        def malformed(why: str) -> LLMError:
            return LLMError(f"malformed response from {self.url}: {why}", transient=False)

        try:
            payload = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            raise malformed(f"not JSON ({type(exc).__name__})") from None
        choices = payload.get("choices") if isinstance(payload, dict) else None
        if not isinstance(choices, list) or not choices:
            raise malformed("no 'choices' list")
        first = choices[0]
        message = first.get("message") if isinstance(first, dict) else None
        if not isinstance(message, dict):
            raise malformed("choices[0] has no 'message' object")
        content = message.get("content")
        if not isinstance(content, str):
            finish = first.get("finish_reason")
            raise malformed(
                f"choices[0].message.content is {type(content).__name__}, not text "
                f"(finish_reason {finish!r})"
            )
        return content


def chat_model_from_settings(settings: object | Mapping[str, object] | None = None) -> ChatModel:
    """A new chat model from ``settings`` (attributes or keys), else from Django's settings.

    Not cached: tests and settings overrides change the configuration between calls, and
    building one costs nothing. An empty ``MEMORY_LLM_URL`` means extraction is off.
    """
    source: object | Mapping[str, object] = _django_settings() if settings is None else settings

    setting = setting_reader(source)

    url = str(setting("MEMORY_LLM_URL", "")).strip()
    if not url:
        return NoChatModel()
    model = str(setting("MEMORY_LLM_MODEL", "")).strip()
    api_key = str(setting("MEMORY_LLM_API_KEY", "")).strip()
    timeout = setting("MEMORY_LLM_TIMEOUT", DEFAULT_TIMEOUT)
    try:
        seconds = float(str(timeout))
    except ValueError:
        raise ValueError(f"MEMORY_LLM_TIMEOUT must be seconds, got {timeout!r}") from None
    return OpenAICompatibleChat(url, model, api_key=api_key or None, timeout=seconds)


def _django_settings() -> object:
    from django.conf import settings

    return settings
