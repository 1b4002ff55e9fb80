"""OpenAICompatibleChat against a real HTTP server on 127.0.0.1 speaking the chat protocol.

Rule: nothing of our client is mocked; each test scripts what ``tests.chat_server`` answers, and
failures are classified as transient (worth a retry) or permanent exactly as the provider
promises. Settings are passed in as a namespace or a mapping, except in the one test that
checks the lazy read of Django's settings.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from memoryapp.domain.extraction import build_messages, decode_extraction
from memoryapp.domain.types import MemoryType
from memoryapp.providers.llm import (
    OFF_MESSAGE,
    ChatModel,
    LLMError,
    NoChatModel,
    OpenAICompatibleChat,
    chat_model_from_settings,
)
from tests.chat_server import (  # noqa: F401 (pytest fixtures)
    ChatReply,
    ChatRequest,
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)

ROOT = Path(__file__).resolve().parents[2]
MESSAGES = [
    {"role": "system", "content": "Reply with a JSON array."},
    {"role": "user", "content": "Priya Raman flew to Lisbon on 2025-03-13."},
]


def client(server: ChatServer, **kwargs: Any) -> OpenAICompatibleChat:
    options: dict[str, Any] = {"timeout": 5.0} | kwargs
    return OpenAICompatibleChat(server.base_url, "test-model", **options)


def error_of(model: ChatModel, messages: list[dict[str, str]] = MESSAGES) -> LLMError:
    with pytest.raises(LLMError) as raised:
        model.complete(messages)
    return raised.value


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- success --------------------------------------------------------------------------------------


def test_success_returns_the_content_and_sends_the_protocol(chat_server: ChatServer) -> None:
    chat_server.script('[{"type": "episodic", "content": "x", "confidence": 0.9}]')
    reply = client(chat_server).complete(MESSAGES)
    assert reply == '[{"type": "episodic", "content": "x", "confidence": 0.9}]'
    (request,) = chat_server.requests
    assert (request.method, request.path) == ("POST", "/v1/chat/completions")
    assert request.body == {"model": "test-model", "messages": MESSAGES, "temperature": 0.0}
    assert request.headers["Content-Type"] == "application/json"
    assert chat_server.messages == [MESSAGES]


def test_content_is_returned_verbatim(chat_server: ChatServer) -> None:
    text = "  ```json\n[]\n```\n\u00e9\u4e2d "
    chat_server.script(text, "")
    model = client(chat_server)
    assert model.complete(MESSAGES) == text
    assert model.complete(MESSAGES) == ""  # empty is a reply; the decoder judges it


def test_base_url_with_trailing_slash(chat_server: ChatServer) -> None:
    OpenAICompatibleChat(chat_server.base_url + "/", "m").complete(MESSAGES)
    assert chat_server.requests[0].path == "/v1/chat/completions"


def test_temperature_is_sent(chat_server: ChatServer) -> None:
    client(chat_server).complete(MESSAGES, temperature=0.7)
    client(chat_server).complete(MESSAGES, temperature=1)
    assert [r.body["temperature"] for r in chat_server.requests] == [0.7, 1.0]


@pytest.mark.parametrize("temperature", [-0.1, 2.5, float("nan"), True])
def test_temperature_out_of_range_is_refused_before_sending(
    chat_server: ChatServer, temperature: float
) -> None:
    with pytest.raises(ValueError):
        client(chat_server).complete(MESSAGES, temperature=temperature)
    assert chat_server.requests == []


@pytest.mark.parametrize(
    "messages",
    [
        pytest.param("hello", id="a-string"),
        pytest.param({"role": "user", "content": "x"}, id="one-mapping"),
        pytest.param([{"role": "user"}], id="no-content"),
        pytest.param([{"content": "x"}], id="no-role"),
        pytest.param([("user", "x")], id="not-a-mapping"),
    ],
)
def test_bad_messages_are_refused_before_sending(chat_server: ChatServer, messages: Any) -> None:
    with pytest.raises(TypeError):
        client(chat_server).complete(messages)
    assert chat_server.requests == []


def test_no_messages_is_refused(chat_server: ChatServer) -> None:
    with pytest.raises(ValueError):
        client(chat_server).complete([])


def test_authorization_header_only_with_a_key(chat_server: ChatServer) -> None:
    client(chat_server, api_key="sk-test-123").complete(MESSAGES)
    client(chat_server).complete(MESSAGES)
    client(chat_server, api_key="").complete(MESSAGES)
    assert chat_server.requests[0].headers["Authorization"] == "Bearer sk-test-123"
    assert "Authorization" not in chat_server.requests[1].headers
    assert "Authorization" not in chat_server.requests[2].headers


def test_a_server_that_checks_the_key(chat_server_factory: Any) -> None:
    server = chat_server_factory(api_key="sk-right")
    assert client(server, api_key="sk-right").complete(MESSAGES) == "[]"
    error = error_of(client(server, api_key="sk-wrong"))
    assert error.transient is False
    assert "401" in str(error) and "sk-wrong" not in str(error)


def test_the_key_is_not_in_repr(chat_server: ChatServer) -> None:
    assert "sk-secret" not in repr(client(chat_server, api_key="sk-secret"))


# -- failures -------------------------------------------------------------------------------------


def test_slow_answer_times_out_as_transient(chat_server: ChatServer) -> None:
    chat_server.script(1.5)
    error = error_of(client(chat_server, timeout=0.3))
    # An error, not the answer the server sends later: the client's timeout ended the wait.
    assert error.transient is True
    assert "TimeoutError" in str(error)
    assert len(chat_server.requests) == 1  # the request was made; the answer came too late


def test_slow_answer_within_the_timeout_succeeds(chat_server: ChatServer) -> None:
    chat_server.script(ChatReply(content="[]", delay=0.2))
    assert client(chat_server, timeout=2.0).complete(MESSAGES) == "[]"


@pytest.mark.parametrize(
    ("status", "transient"),
    [
        (500, True),
        (502, True),
        (503, True),
        (504, True),
        (429, True),
        (408, True),
        (400, False),
        (401, False),
        (403, False),
        (404, False),
        (422, False),
    ],
)
def test_http_errors(chat_server: ChatServer, status: int, transient: bool) -> None:
    chat_server.script((status, {"error": {"message": "scripted"}}))
    error = error_of(client(chat_server, api_key="sk-secret"))
    assert error.transient is transient
    assert str(status) in str(error) and "scripted" in str(error)
    assert "sk-secret" not in str(error)


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_redirect_is_not_followed(chat_server: ChatServer, status: int) -> None:
    # urllib would follow with the Authorization header (and turn the POST into a GET).
    chat_server.script(ChatReply(status, body={}, headers={"Location": "/elsewhere"}))
    error = error_of(client(chat_server, api_key="sk-secret"))
    assert error.transient is False
    assert [r.path for r in chat_server.requests] == ["/v1/chat/completions"]


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(b"{not json", id="not-json"),
        pytest.param(b"\xff\xfe", id="not-utf8"),
        pytest.param(b"", id="empty-body"),
        pytest.param([1, 2], id="not-an-object"),
        pytest.param({"object": "chat.completion"}, id="no-choices"),
        pytest.param({"choices": []}, id="empty-choices"),
        pytest.param({"choices": "text"}, id="choices-not-a-list"),
        pytest.param({"choices": ["text"]}, id="choice-not-an-object"),
        pytest.param({"choices": [{"index": 0}]}, id="no-message"),
        pytest.param({"choices": [{"message": None}]}, id="message-null"),
        pytest.param({"choices": [{"message": "text"}]}, id="message-a-string"),
        pytest.param({"choices": [{"message": {"role": "assistant"}}]}, id="content-missing"),
        pytest.param(
            {
                "choices": [
                    {
                        "message": {"role": "assistant", "content": None, "tool_calls": []},
                        "finish_reason": "tool_calls",
                    }
                ]
            },
            id="content-null",
        ),
        pytest.param(
            {"choices": [{"message": {"content": [{"type": "text", "text": "[]"}]}}]},
            id="content-a-list",
        ),
        pytest.param({"choices": [{"message": {"content": 42}}]}, id="content-a-number"),
    ],
)
def test_malformed_envelopes_are_permanent(chat_server: ChatServer, body: object) -> None:
    chat_server.script((200, body))
    error = error_of(client(chat_server))
    assert error.transient is False
    assert "malformed" in str(error)


def test_connection_refused_is_transient() -> None:
    model = OpenAICompatibleChat(f"http://127.0.0.1:{closed_port()}/v1", "m", timeout=2.0)
    error = error_of(model)
    assert error.transient is True
    assert "cannot reach" in str(error)


def test_connection_dropped_by_the_server_is_transient(chat_server: ChatServer) -> None:
    # The stand-in closes the connection without answering when it shuts down mid-delay.
    chat_server.script(5.0)
    model = client(chat_server, timeout=5.0)
    closer = threading.Timer(0.2, chat_server.close)
    closer.start()
    error = error_of(model)
    closer.join()
    assert error.transient is True
    # The drop itself ended the call, not the client's timeout.
    assert "cannot reach" in str(error) and "TimeoutError" not in str(error)


@pytest.mark.parametrize("url", ["file:///etc/passwd", "127.0.0.1:11434/v1", "ftp://host/v1", ""])
def test_only_http_urls(url: str) -> None:
    with pytest.raises(ValueError):
        OpenAICompatibleChat(url, "m")


@pytest.mark.parametrize("timeout", [0, -1.0, float("inf"), float("nan")])
def test_timeout_must_be_positive(timeout: float) -> None:
    with pytest.raises(ValueError):
        OpenAICompatibleChat("http://127.0.0.1:1/v1", "m", timeout=timeout)


# -- health ---------------------------------------------------------------------------------------


def test_health_reachable(chat_server: ChatServer) -> None:
    health = client(chat_server, api_key="sk-test").health()
    assert health == {
        "provider": "openai",
        "model": "test-model",
        "configured": True,
        "reachable": True,
        "error": None,
    }
    (request,) = chat_server.requests
    assert (request.method, request.path) == ("GET", "/v1/models")
    assert request.headers["Authorization"] == "Bearer sk-test"
    assert chat_server.messages == []  # health never spends a completion


def test_health_unreachable_never_raises(chat_server_factory: Any) -> None:
    failing = chat_server_factory()
    failing.models_status = 500
    locked = chat_server_factory(api_key="sk-right")
    reports = [
        client(failing).health(),
        client(locked, api_key="sk-wrong").health(),
        OpenAICompatibleChat(f"http://127.0.0.1:{closed_port()}/v1", "m").health(),
    ]
    for health in reports:
        assert health["configured"] is True
        assert health["reachable"] is False
        assert isinstance(health["error"], str) and health["error"]
    assert "sk-wrong" not in str(reports[1])


def test_health_uses_a_short_timeout() -> None:
    # A listener that accepts and never answers: health must give up after HEALTH_TIMEOUT-ish,
    # here the client's own (shorter) timeout.
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(1)
        model = OpenAICompatibleChat(
            f"http://127.0.0.1:{sock.getsockname()[1]}/v1", "m", timeout=0.3
        )
        health = model.health()
    assert health["reachable"] is False
    assert "TimeoutError" in str(health["error"])


def test_no_chat_model() -> None:
    model = NoChatModel()
    error = error_of(model)
    assert error.transient is False
    assert str(error) == OFF_MESSAGE == "extraction is off: MEMORY_LLM_URL is not set"
    assert model.health() == {
        "provider": "none",
        "model": "",
        "configured": False,
        "reachable": False,
        "error": None,
    }


def test_both_models_satisfy_the_protocol(chat_server: ChatServer) -> None:
    assert isinstance(NoChatModel(), ChatModel)
    assert isinstance(client(chat_server), ChatModel)


# -- settings -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "settings",
    [
        pytest.param(SimpleNamespace(), id="nothing-set"),
        pytest.param(SimpleNamespace(MEMORY_LLM_URL=""), id="empty-url"),
        pytest.param(SimpleNamespace(MEMORY_LLM_URL="   "), id="blank-url"),
        pytest.param(SimpleNamespace(MEMORY_LLM_URL=None, MEMORY_LLM_MODEL="m"), id="none-url"),
        pytest.param({"MEMORY_LLM_URL": ""}, id="mapping"),
    ],
)
def test_no_url_means_no_chat_model(settings: object) -> None:
    assert isinstance(chat_model_from_settings(settings), NoChatModel)


def test_settings_build_an_openai_compatible_chat() -> None:
    model = chat_model_from_settings(
        SimpleNamespace(
            MEMORY_LLM_URL="http://127.0.0.1:11434/v1/",
            MEMORY_LLM_MODEL="qwen2.5:7b",
            MEMORY_LLM_API_KEY="sk-1",
            MEMORY_LLM_TIMEOUT="12.5",
        )
    )
    assert isinstance(model, OpenAICompatibleChat)
    assert model.url == "http://127.0.0.1:11434/v1/chat/completions"
    assert (model.name, model.model, model.timeout) == ("openai", "qwen2.5:7b", 12.5)
    assert model._api_key == "sk-1"


def test_settings_defaults() -> None:
    model = chat_model_from_settings(
        {"MEMORY_LLM_URL": "http://h/v1", "MEMORY_LLM_API_KEY": "", "MEMORY_LLM_TIMEOUT": ""}
    )
    assert isinstance(model, OpenAICompatibleChat)
    assert (model.model, model.timeout, model._api_key) == ("", 60.0, None)


@pytest.mark.parametrize("timeout", ["soon", "0", "-3"])
def test_bad_timeout_setting_is_an_error(timeout: str) -> None:
    with pytest.raises(ValueError):
        chat_model_from_settings(
            SimpleNamespace(MEMORY_LLM_URL="http://h/v1", MEMORY_LLM_TIMEOUT=timeout)
        )


def test_settings_are_read_on_every_call() -> None:
    settings = SimpleNamespace(MEMORY_LLM_URL="http://h/v1", MEMORY_LLM_MODEL="a")
    first = chat_model_from_settings(settings)
    settings.MEMORY_LLM_MODEL = "b"
    second = chat_model_from_settings(settings)
    settings.MEMORY_LLM_URL = ""
    third = chat_model_from_settings(settings)
    assert (first.model, second.model) == ("a", "b")
    assert isinstance(third, NoChatModel)


def test_without_arguments_django_settings_are_read(settings: Any, chat_server: ChatServer) -> None:
    settings.MEMORY_LLM_URL = ""
    assert isinstance(chat_model_from_settings(), NoChatModel)
    settings.MEMORY_LLM_URL = chat_server.base_url
    settings.MEMORY_LLM_MODEL = "from-django"
    model = chat_model_from_settings()
    assert isinstance(model, OpenAICompatibleChat)
    assert model.model == "from-django"
    assert model.health()["reachable"] is True


def test_the_module_does_not_import_django() -> None:
    code = (
        "import sys, memoryapp.providers.llm, memoryapp.domain.extraction; "
        "assert not [m for m in sys.modules if m.split('.')[0] == 'django'], 'django imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


# -- the stand-in server and the whole round trip ------------------------------------------------


def test_the_stand_in_answers_in_order_then_the_default(chat_server: ChatServer) -> None:
    chat_server.default = "[] "

    def echo_count(request: ChatRequest) -> str:
        return str(len(request.messages))

    chat_server.script("first", (200, {"choices": [{"message": {"content": "raw"}}]}), echo_count)
    model = client(chat_server)
    answers = [model.complete(MESSAGES) for _ in range(4)]
    assert answers == ["first", "raw", "2", "[] "]
    assert len(chat_server.messages) == 4
    assert chat_server.replies == type(chat_server.replies)()


def test_the_stand_in_works_as_a_context_manager() -> None:
    with ChatServer(model="ctx") as server:
        server.script("hello")
        assert OpenAICompatibleChat(server.base_url, "ctx").complete(MESSAGES) == "hello"
        port = server.port
    error = error_of(OpenAICompatibleChat(f"http://127.0.0.1:{port}/v1", "ctx", timeout=1.0))
    assert error.transient is True  # closed: nothing listens any more


def test_round_trip_prompt_model_decoder(chat_server: ChatServer) -> None:
    chat_server.script(
        "```json\n"
        '[{"type": "episodic", "content": "Priya Raman flew to Lisbon on 2025-03-13.",'
        ' "confidence": 0.92, "entities": ["Priya Raman", "Lisbon"]}]\n'
        "```"
    )
    messages = build_messages(
        turn_text="Priya: I flew to Lisbon yesterday!",
        turn_date="2025-03-14",
        speaker_names=["Priya Raman"],
    )
    result = decode_extraction(client(chat_server).complete(messages))
    assert result.error is None
    (fact,) = result.facts
    assert fact.type is MemoryType.EPISODIC
    assert fact.entities == ("Priya Raman", "Lisbon")
    (sent,) = chat_server.messages
    assert [m["role"] for m in sent] == ["system", "user"]
    assert "2025-03-14" in sent[1]["content"]
    assert "Priya: I flew to Lisbon yesterday!" in sent[1]["content"]
