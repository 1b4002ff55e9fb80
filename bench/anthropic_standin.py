"""A stand-in for the Anthropic Messages API on 127.0.0.1, for driving the real Claude Code CLI
offline (``tests/hosts/``, ``bench/hooks.py``).

It answers at once and records every request it receives (method, path, headers, JSON body), so a
test can assert what reached the model: for example that the memory bundle a hook printed as
``additionalContext`` is in the main turn's messages.

What it speaks:

- ``POST /v1/messages`` (any query string, e.g. ``?beta=true``): streamed as server-sent events
  (``message_start``, ``content_block_start``, ``content_block_delta`` with ``text_delta`` or
  ``input_json_delta``, ``content_block_stop``, ``message_delta`` with the ``stop_reason``,
  ``message_stop``) when the body says ``"stream": true``, else one JSON message.
- ``POST /v1/messages/count_tokens``: ``{"input_tokens": <a rough count>}``.
- anything else: recorded, and answered ``200 {}`` for a ``GET``/``HEAD`` (Claude Code's startup
  probes want only a success) or a ``404`` error envelope in the API's shape for the rest.

What it answers is scripted by a :data:`Responder` (the request's body in, the assistant's
content blocks out). The default, :func:`scripted_reply`, reads directives in the last user
text of the conversation:

- ``[[tool:Read <path>]]``: the first answer is a ``tool_use`` of ``Read`` with that
  ``file_path``; ``[[tool:Bash <command>]]`` likewise a ``Bash`` call;
- once the conversation's last user message carries the ``tool_result``, the answer is text
  quoting the start of the result;
- without a directive: a short text answer naming the prompt.

Claude Code makes side calls besides the conversation (a title or a topic for the session, a
quota probe) on a small model; :func:`is_main_turn` tells the conversation's own calls (they
carry the agent's tools) from those, and :attr:`Request.kind` records it.
"""

from __future__ import annotations

import contextlib
import http.server
import itertools
import json
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

HOST = "127.0.0.1"

Block = dict[str, Any]
Responder = Callable[[Mapping[str, Any]], list[Block]]

DIRECTIVE = re.compile(r"\[\[tool:(?P<tool>Read|Bash) (?P<arg>[^\]]+)\]\]")


@dataclass
class Request:
    """One request as received: ``body`` is the parsed JSON (``None`` if it was not JSON)."""

    at: float
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    kind: str = "other"  # "main" (the conversation), "side" (title, quota, ...), "other"
    reply: list[Block] = field(default_factory=list)  # the content blocks answered

    @property
    def session_id(self) -> str | None:
        """Claude Code's session id, from the body's ``metadata.user_id`` (a JSON string)."""
        if not isinstance(self.body, dict):
            return None
        user = (self.body.get("metadata") or {}).get("user_id")
        try:
            found = json.loads(user).get("session_id") if isinstance(user, str) else None
        except (ValueError, AttributeError):
            found = None
        if found is None and isinstance(user, str) and "_session_" in user:
            found = user.rsplit("_session_", 1)[1]  # older form: user_<hash>_account__session_<id>
        return found

    @property
    def route(self) -> str:
        return self.path.split("?", 1)[0]


def is_main_turn(body: Mapping[str, Any]) -> bool:
    """A call of the conversation itself: it offers the agent's tools. Claude Code's side calls
    (session title, topic detection, the quota probe) carry no tools."""
    return bool(body.get("tools"))


def text_of(content: Any) -> str:
    """The text of a message's ``content`` (a string or a list of blocks), tool results included."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content or []:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text":
            parts.append(str(block.get("text", "")))
        elif block.get("type") == "tool_result":
            parts.append(text_of(block.get("content")))
    return "\n".join(parts)


def request_text(body: Mapping[str, Any]) -> str:
    """Everything a request gives the model as text: the system prompt and every message."""
    system = body.get("system")
    parts = [text_of(system) if system is not None else ""]
    parts += [text_of(m.get("content")) for m in body.get("messages") or []]
    return "\n".join(parts)


def _user_texts(message: Mapping[str, Any]) -> list[str]:
    content = message.get("content")
    if isinstance(content, str):
        return [content]
    return [
        str(b.get("text", ""))
        for b in content or []
        if isinstance(b, dict) and b.get("type") == "text"
    ]


def _tool_results(message: Mapping[str, Any]) -> list[Block]:
    content = message.get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]


_tool_ids = itertools.count(1)


def scripted_reply(body: Mapping[str, Any]) -> list[Block]:
    """The default responder (see the module's docstring)."""
    messages = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    if not is_main_turn(body):
        return [{"type": "text", "text": "Stand-in title"}]
    # Claude Code may put a role "system" message (hook context, environment) after the user's
    # turn: the turn to answer is the last message of another role.
    last = next((m for m in reversed(messages) if m.get("role") != "system"), {})
    results = _tool_results(last) if last.get("role") == "user" else []
    if results:
        said = " ".join(text_of(r.get("content")) for r in results)
        quoted = " ".join(said.split())[:80]
        return [{"type": "text", "text": f"The tool said: {quoted}"}]
    asked = next(
        (m for m in reversed(messages) if m.get("role") == "user" and not _tool_results(m)), {}
    )
    prompt = "\n".join(_user_texts(asked))
    found = DIRECTIVE.search(prompt)
    if found:
        tool, arg = found["tool"], found["arg"].strip()
        arguments = {"file_path": arg} if tool == "Read" else {"command": arg}
        if tool == "Bash":
            arguments["description"] = "Run the command the user asked for"
        return [
            {"type": "text", "text": f"Let me use {tool}."},
            {
                "type": "tool_use",
                "id": f"toolu_standin{next(_tool_ids):06d}",
                "name": tool,
                "input": arguments,
            },
        ]
    # The user's own words are the last text block of the prompt (hook context comes as
    # system-reminder blocks or system messages around it).
    words = [t for t in _user_texts(asked) if "<system-reminder>" not in t] or [prompt]
    gist = " ".join(words[-1].split())[:60]
    return [{"type": "text", "text": f"Stand-in answer to: {gist}"}]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


class AnthropicStandin:
    """The server; use as a context manager. ``requests`` is everything received so far."""

    def __init__(self, responder: Responder = scripted_reply, *, port: int = 0) -> None:
        self.responder = responder
        self.requests: list[Request] = []
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                request = Request(
                    time.time(), self.command, self.path, dict(self.headers.items()), body
                )
                if request.route.endswith("/v1/messages") and isinstance(body, dict):
                    request.kind = "main" if is_main_turn(body) else "side"
                with owner._lock:
                    owner.requests.append(request)
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    owner._answer(self, request)

            do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = _serve

        self._server = http.server.ThreadingHTTPServer((HOST, port), Handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def __enter__(self) -> AnthropicStandin:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    # --- what was received ---------------------------------------------------------------------

    def snapshot(self) -> list[Request]:
        with self._lock:
            return list(self.requests)

    def clear(self) -> None:
        with self._lock:
            self.requests.clear()

    def main_turns(self, since: float = 0.0) -> list[Request]:
        """The conversation's own ``/v1/messages`` calls received at or after ``since``."""
        return [r for r in self.snapshot() if r.kind == "main" and r.at >= since]

    # --- answering -----------------------------------------------------------------------------

    def _answer(self, handler: http.server.BaseHTTPRequestHandler, request: Request) -> None:
        route, body = request.route, request.body
        if request.method == "POST" and route.endswith("/v1/messages/count_tokens"):
            text = request_text(body) if isinstance(body, dict) else ""
            self._json(handler, 200, {"input_tokens": _tokens(text)})
        elif request.method == "POST" and route.endswith("/v1/messages"):
            if not isinstance(body, dict):
                self._json(handler, 400, _error("invalid_request_error", "body is not JSON"))
                return
            try:
                blocks = self.responder(body)
            except Exception as error:  # a broken script answers 500, it does not hang the host
                self._json(handler, 500, _error("api_error", f"responder failed: {error!r}"))
                return
            request.reply = blocks
            message = self._message(body, blocks)
            if body.get("stream"):
                self._stream(handler, message)
            else:
                self._json(handler, 200, message)
        elif request.method in {"GET", "HEAD"}:
            self._json(handler, 200, {})
        else:
            self._json(handler, 404, _error("not_found_error", f"no route {route}"))

    def _message(self, body: Mapping[str, Any], blocks: list[Block]) -> dict[str, Any]:
        output = sum(
            _tokens(json.dumps(b.get("input")) if b["type"] == "tool_use" else b.get("text", ""))
            for b in blocks
        )
        stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
        return {
            "id": f"msg_standin{next(self._ids):08d}",
            "type": "message",
            "role": "assistant",
            "model": str(body.get("model") or "claude-standin"),
            "content": blocks,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {
                "input_tokens": _tokens(request_text(body)),
                "output_tokens": output,
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
            },
        }

    @staticmethod
    def _json(handler: http.server.BaseHTTPRequestHandler, status: int, payload: Any) -> None:
        data = json.dumps(payload).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(data)))
        handler.send_header("request-id", "req_standin")
        handler.end_headers()
        if handler.command != "HEAD":
            handler.wfile.write(data)

    @staticmethod
    def _stream(handler: http.server.BaseHTTPRequestHandler, message: dict[str, Any]) -> None:
        data = "".join(f"event: {name}\ndata: {json.dumps(e)}\n\n" for name, e in sse(message))
        raw = data.encode()
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Content-Length", str(len(raw)))
        handler.send_header("request-id", "req_standin")
        handler.end_headers()
        handler.wfile.write(raw)


def sse(message: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The server-sent events of ``message`` as the Messages API streams it."""
    start = {**message, "content": [], "stop_reason": None, "stop_sequence": None}
    start["usage"] = {**message["usage"], "output_tokens": 1}
    yield "message_start", {"type": "message_start", "message": start}
    for index, block in enumerate(message["content"]):
        if block["type"] == "tool_use":
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": index,
                    "content_block": {**block, "input": {}},
                },
            )
            partial = json.dumps(block["input"])
            for piece in _halves(partial):
                delta = {"type": "input_json_delta", "partial_json": piece}
                yield (
                    "content_block_delta",
                    {"type": "content_block_delta", "index": index, "delta": delta},
                )
        else:
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": index,
                    "content_block": {"type": "text", "text": ""},
                },
            )
            for piece in _halves(block.get("text", "")):
                delta = {"type": "text_delta", "text": piece}
                yield (
                    "content_block_delta",
                    {"type": "content_block_delta", "index": index, "delta": delta},
                )
        yield "content_block_stop", {"type": "content_block_stop", "index": index}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            "usage": {"output_tokens": message["usage"]["output_tokens"]},
        },
    )
    yield "message_stop", {"type": "message_stop"}


def _halves(text: str) -> Sequence[str]:
    """A string in two deltas (as a real stream splits it), or one if it is short."""
    if len(text) < 2:
        return [text]
    middle = len(text) // 2
    return [text[:middle], text[middle:]]


def _error(kind: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": kind, "message": message}}


def main() -> None:
    """``python bench/anthropic_standin.py [port]``: serve until Ctrl-C, printing each request."""
    import sys

    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    with AnthropicStandin(port=port) as server:
        print(f"stand-in Anthropic API on {server.url}", flush=True)
        seen = 0
        try:
            while True:
                time.sleep(0.5)
                requests = server.snapshot()
                for r in requests[seen:]:
                    print(f"{r.method} {r.path} ({r.kind})", flush=True)
                seen = len(requests)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()


__all__ = [
    "AnthropicStandin",
    "Request",
    "is_main_turn",
    "request_text",
    "scripted_reply",
    "sse",
    "text_of",
]
