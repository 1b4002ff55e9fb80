"""OpenAICompatible against a real HTTP server on 127.0.0.1 speaking the embeddings protocol.

Rule: nothing of our client is mocked; each test scripts what the server answers, and failures
are classified as transient (worth a retry) or permanent exactly as the provider promises.
"""

from __future__ import annotations

import json
import math
import socket
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from memoryapp.providers.embeddings import EmbeddingError, OpenAICompatible
from tests.chat_server import QuietHandler, local_server


@dataclass
class Reply:
    status: int = 200
    body: object = None  # JSON-encoded unless bytes
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


def vector_for(text: str) -> list[float]:
    """The scripted server's embedding of a text: distinct per text, not unit length."""
    return [float(len(text)), 1.0, 2.0, float(sum(map(ord, text)) % 7)]


def unit(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(v * v for v in vector))
    return [v / norm for v in vector]


def embeddings_reply(inputs: list[str], *, reverse: bool = True) -> Reply:
    data = [
        {"object": "embedding", "index": i, "embedding": vector_for(text)}
        for i, text in enumerate(inputs)
    ]
    if reverse:
        data.reverse()  # a server may answer in any order; index is what counts
    return Reply(body={"object": "list", "data": data, "model": "m"})


class ScriptedServer:
    def __init__(self) -> None:
        self.seen: list[Seen] = []
        self.script: Callable[[Seen], Reply] = lambda seen: embeddings_reply(seen.body["input"])
        owner = self

        class Handler(QuietHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length)) if length else {}
                seen = Seen(self.path, dict(self.headers.items()), body)
                owner.seen.append(seen)
                reply = owner.script(seen)
                time.sleep(reply.delay)
                raw = reply.body
                answer = raw if isinstance(raw, bytes) else json.dumps(raw).encode()
                self.answer_json(reply.status, answer, reply.headers)

            do_GET = do_POST  # only reached if the client wrongly followed a redirect

        self.httpd, self.thread = local_server(Handler)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    scripted = ScriptedServer()
    scripted.thread.start()
    yield scripted
    scripted.httpd.shutdown()
    scripted.httpd.server_close()


def client(server: ScriptedServer, **kwargs: object) -> OpenAICompatible:
    options: dict[str, Any] = {"dimensions": 4, "timeout": 5.0} | kwargs
    return OpenAICompatible(server.base_url, "test-model", **options)


def assert_vectors(got: list[list[float]], want: list[list[float]]) -> None:
    assert len(got) == len(want)
    for got_vector, want_vector in zip(got, want, strict=True):
        assert got_vector == pytest.approx(want_vector)


def error_of(provider: OpenAICompatible, texts: list[str]) -> EmbeddingError:
    with pytest.raises(EmbeddingError) as raised:
        provider.embed(texts)
    return raised.value


def test_success_orders_by_index_and_normalises(server: ScriptedServer) -> None:
    texts = ["alpha", "be", "gamma ray", ""]
    vectors = client(server).embed(texts)
    assert_vectors(vectors, [unit(vector_for(t)) for t in texts])
    assert [math.hypot(*v) for v in vectors] == pytest.approx([1.0] * 4)
    (request,) = server.seen
    assert request.path == "/v1/embeddings"
    assert request.body == {"model": "test-model", "input": texts}
    assert request.headers["Content-Type"] == "application/json"


def test_input_type_tells_queries_from_stored_texts_only_when_asked(
    server: ScriptedServer,
) -> None:
    client(server).embed_query("which broker")
    assert "input_type" not in server.seen[-1].body  # OpenAI rejects unknown fields
    asymmetric = client(server, input_type=True)
    asymmetric.embed_query("which broker")
    assert server.seen[-1].body["input_type"] == "query"
    asymmetric.embed(["Order events go through Pub/Sub."])
    assert server.seen[-1].body == {
        "model": "test-model",
        "input": ["Order events go through Pub/Sub."],
        "input_type": "document",
    }


def test_base_url_with_trailing_slash(server: ScriptedServer) -> None:
    OpenAICompatible(server.base_url + "/", "m", dimensions=4).embed(["x"])
    assert server.seen[0].path == "/v1/embeddings"


def test_inputs_are_sent_in_batches(server: ScriptedServer) -> None:
    texts = [f"text number {i}" for i in range(5)]
    vectors = client(server, max_batch=2).embed(texts)
    assert [s.body["input"] for s in server.seen] == [texts[0:2], texts[2:4], texts[4:5]]
    assert_vectors(vectors, [unit(vector_for(t)) for t in texts])


def test_default_batch_is_64(server: ScriptedServer) -> None:
    client(server).embed([str(i) for i in range(130)])
    assert [len(s.body["input"]) for s in server.seen] == [64, 64, 2]


def test_no_texts_no_request(server: ScriptedServer) -> None:
    assert client(server).embed([]) == []
    assert server.seen == []


def test_authorization_header_only_with_a_key(server: ScriptedServer) -> None:
    client(server, api_key="sk-test-123").embed(["x"])
    client(server).embed(["x"])
    assert server.seen[0].headers["Authorization"] == "Bearer sk-test-123"
    assert "Authorization" not in server.seen[1].headers


def test_timeout_is_transient(server: ScriptedServer) -> None:
    server.script = lambda seen: Reply(body={"data": []}, delay=1.5)
    error = error_of(client(server, timeout=0.3), ["x"])
    # An error, not the answer the server sends later: the client's timeout ended the wait.
    assert error.transient is True
    assert "TimeoutError" in str(error)


@pytest.mark.parametrize(
    ("status", "transient"),
    [(500, True), (502, True), (503, True), (429, True), (400, False), (401, False), (404, False)],
)
def test_http_errors(server: ScriptedServer, status: int, transient: bool) -> None:
    server.script = lambda seen: Reply(status=status, body={"error": {"message": "scripted"}})
    error = error_of(client(server, api_key="sk-secret"), ["x"])
    assert error.transient is transient
    assert str(status) in str(error) and "scripted" in str(error)
    assert "sk-secret" not in str(error)


def test_redirect_is_not_followed(server: ScriptedServer) -> None:
    # urllib would follow a 302 with a GET carrying the Authorization header.
    server.script = lambda seen: Reply(status=302, body={}, headers={"Location": "/elsewhere"})
    error = error_of(client(server, api_key="sk-secret"), ["x"])
    assert error.transient is False
    assert [s.path for s in server.seen] == ["/v1/embeddings"]  # the key went nowhere else


def test_wrong_dimension_is_permanent(server: ScriptedServer) -> None:
    error = error_of(client(server, dimensions=384), ["x"])
    assert error.transient is False
    assert "384" in str(error) and "4" in str(error)


def test_unchecked_dimension_accepts_what_the_server_returns(server: ScriptedServer) -> None:
    assert len(client(server, dimensions=None).embed(["x"])[0]) == 4


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(b"{not json", id="malformed-json"),
        pytest.param(b"\xff\xfe", id="not-utf8"),
        pytest.param({"object": "list"}, id="missing-data"),
        pytest.param({"data": "nope"}, id="data-not-a-list"),
        pytest.param([1, 2], id="not-an-object"),
        pytest.param({"data": []}, id="too-few"),
        pytest.param({"data": [{"index": 0}]}, id="missing-embedding"),
        pytest.param({"data": [{"embedding": [1, 0, 0, 0]}]}, id="missing-index"),
        pytest.param({"data": [{"index": 3, "embedding": [1, 0, 0, 0]}]}, id="index-out-of-range"),
        pytest.param({"data": [{"index": 0, "embedding": ["a", 0, 0, 0]}]}, id="not-numbers"),
        pytest.param({"data": [{"index": 0, "embedding": [0, 0, 0, 0]}]}, id="zero-vector"),
    ],
)
def test_malformed_responses_are_permanent(server: ScriptedServer, body: object) -> None:
    server.script = lambda seen: Reply(body=body)
    error = error_of(client(server), ["x"])
    assert error.transient is False


def test_repeated_index_is_permanent(server: ScriptedServer) -> None:
    item = {"index": 0, "embedding": [1.0, 0.0, 0.0, 0.0]}
    server.script = lambda seen: Reply(body={"data": [item, item]})
    assert error_of(client(server), ["x", "y"]).transient is False


def test_mixed_dimensions_across_batches_are_permanent(server: ScriptedServer) -> None:
    def script(seen: Seen) -> Reply:
        width = 4 if seen.body["input"] == ["x"] else 3
        return Reply(body={"data": [{"index": 0, "embedding": [1.0] * width}]})

    server.script = script
    error = error_of(client(server, dimensions=None, max_batch=1), ["x", "y"])
    assert error.transient is False


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_connection_refused_is_transient() -> None:
    provider = OpenAICompatible(f"http://127.0.0.1:{closed_port()}/v1", "m", timeout=2.0)
    assert error_of(provider, ["x"]).transient is True


def test_health_reachable(server: ScriptedServer) -> None:
    health = client(server).health()
    assert health == {
        "provider": "openai",
        "model": "test-model",
        "dimension": 4,
        "reachable": True,
        "error": None,
        "note": None,
    }


def test_health_unreachable_never_raises(server: ScriptedServer) -> None:
    server.script = lambda seen: Reply(status=500, body={"error": "down"})
    failing = client(server).health()
    refused = OpenAICompatible(f"http://127.0.0.1:{closed_port()}/v1", "m").health()
    wrong_width = client(server, dimensions=8)
    server.script = lambda seen: embeddings_reply(seen.body["input"])
    for health in (failing, refused, wrong_width.health()):
        assert health["reachable"] is False
        assert isinstance(health["error"], str) and health["error"]


@pytest.mark.parametrize("url", ["file:///etc/passwd", "127.0.0.1:11434/v1", "ftp://host/v1"])
def test_only_http_urls(url: str) -> None:
    with pytest.raises(ValueError):
        OpenAICompatible(url, "m")
