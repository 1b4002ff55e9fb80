"""A stand-in OpenAI-compatible chat-completions server for the real hosts (OpenCode): instant
answers, streamed (``stream: true``, server-sent events) or not, and every request logged.

Rule: the host is real and nothing of it is mocked; only the model is a stand-in. The server
runs on 127.0.0.1 on a random port in a daemon thread (``tests.chat_server.local_server``).
``POST /v1/chat/completions`` answers what :meth:`OpenAIServer.answer` decides for the request,
``GET /v1/models`` lists the model. Every request is recorded before it is answered, so a test can
assert on what the host sent to the model (the system prompt, the memory bundle, the tools).

What the model answers (``default_answer``, replaceable by ``server.answer = fn``):

- the last message is a ``tool`` result: a final text, ``Done: <the tool's first line>``;
- the last user message holds ``READ <path>`` and the request offers a ``read`` tool: a call to
  ``read`` with ``{"filePath": <path>}`` (so the host runs a real tool and the result comes back);
- otherwise a text: ``Answer <n>: <first 40 characters of the user's message>``; a request that
  offers no tools (a host's title or summary call) gets a short title.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from tests.chat_server import QuietHandler, local_server


@dataclass
class Answer:
    text: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # [{name, arguments}]


@dataclass
class ModelRequest:
    path: str
    headers: dict[str, str]
    body: Any

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages = self.body.get("messages") if isinstance(self.body, dict) else None
        return list(messages) if isinstance(messages, list) else []

    @property
    def tools(self) -> list[str]:
        tools = self.body.get("tools") if isinstance(self.body, dict) else None
        names = []
        for tool in tools or []:
            function = tool.get("function") if isinstance(tool, dict) else None
            if isinstance(function, dict) and isinstance(function.get("name"), str):
                names.append(function["name"])
        return names

    @property
    def system_texts(self) -> list[str]:
        return [text_of(m.get("content")) for m in self.messages if m.get("role") == "system"]

    @property
    def text(self) -> str:
        """Everything the model was sent, as one string (for "is the bundle in it")."""
        return "\n".join(text_of(m.get("content")) for m in self.messages)

    @property
    def last_user_text(self) -> str:
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return text_of(message.get("content"))
        return ""


def text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


_READ = re.compile(r"READ (\S+)")


class OpenAIServer:
    """``base_url`` is ``http://127.0.0.1:PORT/v1``; ``requests`` are the chat completions."""

    def __init__(self, *, model: str = "stand-in") -> None:
        self.model = model
        self.requests: list[ModelRequest] = []
        self.answer: Callable[[ModelRequest], Answer] = self.default_answer
        self._lock = threading.Lock()
        self._numbers = itertools.count(1)
        self._started = False
        owner = self

        class Handler(QuietHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                owner._post(self)

            def do_GET(self) -> None:
                owner._get(self)

        self.httpd, self.thread = local_server(Handler)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def start(self) -> OpenAIServer:
        if not self._started:
            self._started = True
            self.thread.start()
        return self

    def close(self) -> None:
        if self._started:
            self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def logged(self) -> list[ModelRequest]:
        with self._lock:
            return list(self.requests)

    def default_answer(self, request: ModelRequest) -> Answer:
        messages = request.messages
        last = messages[-1] if messages else {}
        if last.get("role") == "tool":
            first = text_of(last.get("content")).strip().splitlines() or [""]
            return Answer(text=f"Done: {first[0][:80]}")
        if not request.tools:
            return Answer(text="Stand-in title")
        wanted = _READ.search(request.last_user_text)
        if wanted and "read" in request.tools:
            return Answer(tool_calls=[{"name": "read", "arguments": {"filePath": wanted[1]}}])
        said = request.last_user_text.strip().replace("\n", " ")[:40]
        return Answer(text=f"Answer {next(self._numbers)}: {said}")

    # -- serving ----------------------------------------------------------------------------------

    def _get(self, handler: QuietHandler) -> None:
        if handler.path.split("?", 1)[0].rstrip("/") == "/v1/models":
            data = [{"id": self.model, "object": "model", "owned_by": "stand-in"}]
            body = json.dumps({"object": "list", "data": data}).encode()
            handler.answer_json(200, body, {})
        else:
            handler.answer_json(404, b'{"error": {"message": "no route"}}', {})

    def _post(self, handler: QuietHandler) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = raw.decode("utf-8", "replace")
        if handler.path.split("?", 1)[0].rstrip("/") != "/v1/chat/completions":
            handler.answer_json(404, b'{"error": {"message": "no route"}}', {})
            return
        request = ModelRequest(handler.path, dict(handler.headers.items()), body)
        with self._lock:
            self.requests.append(request)
            number = len(self.requests)
        answer = self.answer(request)
        stream = isinstance(body, dict) and bool(body.get("stream"))
        model = body.get("model") if isinstance(body, dict) else None
        if stream:
            self._stream(handler, answer, number, model or self.model)
        else:
            handler.answer_json(200, json.dumps(completion(answer, number, model)).encode(), {})

    def _stream(self, handler: QuietHandler, answer: Answer, number: int, model: str) -> None:
        base = {
            "id": f"chatcmpl-{number}",
            "object": "chat.completion.chunk",
            "created": 0,
            "model": model,
        }
        chunks: list[dict[str, Any]] = [{"index": 0, "delta": {"role": "assistant", "content": ""}}]
        if answer.text:
            words = re.findall(r"\S+\s*", answer.text) or [answer.text]
            chunks += [{"index": 0, "delta": {"content": word}} for word in words]
        for index, call in enumerate(answer.tool_calls):
            chunks.append(
                {
                    "index": 0,
                    "delta": {
                        "tool_calls": [
                            {
                                "index": index,
                                "id": f"call_{number}_{index}",
                                "type": "function",
                                "function": {
                                    "name": call["name"],
                                    "arguments": json.dumps(call["arguments"]),
                                },
                            }
                        ]
                    },
                }
            )
        finish = "tool_calls" if answer.tool_calls else "stop"
        chunks.append({"index": 0, "delta": {}, "finish_reason": finish})
        events = [dict(base, choices=[choice]) for choice in chunks]
        events.append(dict(base, choices=[], usage=_USAGE))
        data = b"".join(b"data: " + json.dumps(e).encode() + b"\n\n" for e in events)
        data += b"data: [DONE]\n\n"
        try:
            handler.send_response(200)
            handler.send_header("Content-Type", "text/event-stream")
            handler.send_header("Cache-Control", "no-cache")
            handler.send_header("Content-Length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(data)
            handler.wfile.flush()
        except OSError:
            pass


_USAGE = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}


def completion(answer: Answer, number: int, model: str | None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": answer.text or None}
    if answer.tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{number}_{i}",
                "type": "function",
                "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])},
            }
            for i, c in enumerate(answer.tool_calls)
        ]
    return {
        "id": f"chatcmpl-{number}",
        "object": "chat.completion",
        "created": 0,
        "model": model or "stand-in",
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if answer.tool_calls else "stop",
            }
        ],
        "usage": _USAGE,
    }
