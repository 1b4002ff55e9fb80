"""A stand-in for the extraction model: a real HTTP server speaking the chat-completions protocol.

Rule: tests script what the model answers and nothing of the client is mocked. The server runs
on 127.0.0.1 on a random port in a daemon thread; ``POST /v1/chat/completions`` answers the next
scripted reply (or ``default`` when the queue is empty) and ``GET /v1/models`` lists ``model``.
Every request is recorded before it is answered, so a test can assert on what was sent even
when the client gave up waiting.

Scripted replies (``server.replies.append(...)``, or ``server.script(...)``):

- a ``str``: the assistant's content, wrapped in a normal chat.completion envelope;
- ``(status, body)``: that HTTP status and body as is (``bytes``/``str`` raw, anything else
  JSON-encoded), e.g. ``(503, {"error": "busy"})`` or ``(200, {"choices": []})``;
- an ``int``/``float``: wait that many seconds, then answer ``default`` (a timeout);
- a ``ChatReply``: full control (status, content or body, delay, headers);
- a callable taking the ``ChatRequest`` and returning any of the above.

Use it as a context manager (``with ChatServer() as server:``) or through the fixtures, which
a test module imports::

    from tests.chat_server import ChatServer, chat_server_fixture  # noqa: F401 (fixture)

    def test_x(chat_server: ChatServer) -> None:
        chat_server.script('[{"type": "episodic", "content": "...", "confidence": 0.9}]')

The fixture functions are named ``*_fixture`` so that importing them does not shadow the test's
parameter. ``chat_server_factory`` (import ``chat_server_factory_fixture``) makes further
servers, e.g. ``chat_server_factory(api_key="sk-1")``; all are shut down at teardown.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import pytest


class QuietHandler(BaseHTTPRequestHandler):
    """A request handler that keeps the test output clean (no access log on stderr)."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def answer_json(self, status: int, answer: bytes, headers: dict[str, str]) -> None:
        """``answer`` as the JSON response, after ``headers``; a client that already gave up
        (the timeout tests) is no error."""
        try:
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)
        except OSError:
            pass


def local_server(
    handler: type[BaseHTTPRequestHandler],
) -> tuple[ThreadingHTTPServer, threading.Thread]:
    """A threaded HTTP server on a free port of 127.0.0.1, and the daemon thread (not yet
    started) that serves it."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(
        target=httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
    )
    return httpd, thread


@dataclass
class ChatReply:
    status: int = 200
    content: str | None = None  # wrapped in a chat.completion envelope (status 200 only)
    body: object = None  # sent as is when content is None (bytes/str raw, else JSON)
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class ChatRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any  # the decoded JSON body (None for GET, the raw text if it was not JSON)

    @property
    def messages(self) -> list[dict[str, str]]:
        messages = self.body.get("messages") if isinstance(self.body, dict) else None
        return list(messages) if isinstance(messages, list) else []


Scripted = str | tuple[int, object] | int | float | ChatReply | Callable[[ChatRequest], Any]


class ChatServer:
    """A scripted OpenAI-compatible chat server; ``base_url`` is ``http://127.0.0.1:PORT/v1``."""

    def __init__(
        self, *, model: str = "stand-in-model", default: Scripted = "[]", api_key: str | None = None
    ) -> None:
        self.model = model
        self.default: Scripted = default
        self.api_key = api_key  # when set, requests without "Bearer <api_key>" get a 401
        self.models_status = 200  # what GET /v1/models answers
        self.replies: deque[Scripted] = deque()
        self.requests: list[ChatRequest] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._started = False
        owner = self

        class Handler(QuietHandler):
            def do_POST(self) -> None:
                owner._handle(self)

            def do_GET(self) -> None:
                owner._handle(self)

        self.httpd, self.thread = local_server(Handler)

    # -- life cycle -----------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return int(self.httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> ChatServer:
        if not self._started:
            self._started = True
            self.thread.start()
        return self

    def close(self) -> None:
        self._closing.set()  # cuts scripted delays short
        if self._started:
            self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> ChatServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # -- scripting and inspection ---------------------------------------------------------------

    def script(self, *replies: Scripted) -> ChatServer:
        """Queue replies for the next chat completions, in order."""
        with self._lock:
            self.replies.extend(replies)
        return self

    @property
    def chat_requests(self) -> list[ChatRequest]:
        with self._lock:
            return [r for r in self.requests if r.method == "POST"]

    @property
    def messages(self) -> list[list[dict[str, str]]]:
        """The messages of every chat completion request, in arrival order."""
        return [request.messages for request in self.chat_requests]

    # -- serving --------------------------------------------------------------------------------

    def _handle(self, handler: QuietHandler) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        body: Any = None
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
        request = ChatRequest(handler.command, handler.path, dict(handler.headers.items()), body)
        with self._lock:
            self.requests.append(request)
        reply = self._reply_for(request)
        if reply.delay and self._closing.wait(reply.delay):
            return  # shutting down: nobody is waiting for this answer
        if reply.content is not None and reply.status == 200:
            model = body.get("model") if isinstance(body, dict) else None
            payload: object = completion(reply.content, model=model or self.model)
        else:
            payload = reply.body
        if isinstance(payload, bytes):
            answer = payload
        elif isinstance(payload, str):
            answer = payload.encode()
        else:
            answer = json.dumps(payload).encode()
        handler.answer_json(reply.status, answer, reply.headers)

    def _reply_for(self, request: ChatRequest) -> ChatReply:
        path = request.path.split("?", 1)[0].rstrip("/")
        authorization = request.headers.get("Authorization")
        if self.api_key is not None and authorization != f"Bearer {self.api_key}":
            return ChatReply(401, body={"error": {"message": "invalid api key"}})
        if request.method == "GET" and path == "/v1/models":
            data = [{"id": self.model, "object": "model", "owned_by": "chat-server"}]
            return ChatReply(self.models_status, body={"object": "list", "data": data})
        if request.method == "POST" and path == "/v1/chat/completions":
            with self._lock:
                scripted = self.replies.popleft() if self.replies else self.default
            return self._as_reply(scripted, request)
        return ChatReply(404, body={"error": {"message": f"no route {request.path}"}})

    def _as_reply(self, scripted: Scripted, request: ChatRequest) -> ChatReply:
        if isinstance(scripted, ChatReply):
            return scripted
        if isinstance(scripted, str):
            return ChatReply(content=scripted)
        if isinstance(scripted, tuple):
            status, body = scripted
            return ChatReply(status=status, body=body)
        if isinstance(scripted, int | float) and not isinstance(scripted, bool):
            then = self._as_reply(self.default, request)
            return ChatReply(then.status, then.content, then.body, float(scripted), then.headers)
        if callable(scripted):
            return self._as_reply(scripted(request), request)
        raise TypeError(f"cannot script a reply from {scripted!r}")


def completion(content: str, *, model: str = "stand-in-model") -> dict[str, object]:
    """A chat.completion envelope carrying ``content``."""
    return {
        "id": "chatcmpl-stand-in",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


@pytest.fixture(name="chat_server_factory")
def chat_server_factory_fixture() -> Iterator[Callable[..., ChatServer]]:
    """Makes started servers (``chat_server_factory(api_key="sk-1")``); all closed at teardown."""
    servers: list[ChatServer] = []

    def make(**options: Any) -> ChatServer:
        server = ChatServer(**options).start()
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.close()


@pytest.fixture(name="chat_server")
def chat_server_fixture(chat_server_factory: Callable[..., ChatServer]) -> ChatServer:
    """A started server with the defaults, closed at teardown."""
    return chat_server_factory()
