"""``memory-mcp``: the memory service's MCP server for hosts that only launch stdio servers.

A transparent proxy. Each newline-delimited JSON-RPC message read from stdin is POSTed to
``{MEMORY_URL}/mcp`` with ``Authorization: Bearer {MEMORY_TOKEN}``; each JSON-RPC reply is
written to stdout as one line. Nothing else is ever written to stdout (logs go to stderr, at
``MEMORY_MCP_LOG_LEVEL``, default ``WARNING``). Notifications get no reply.

Both protocol eras pass through unchanged; the bridge only adds the HTTP headers a stdio
client cannot send:

- a 2026-07-28 request carries its protocol version in ``params._meta``; the bridge mirrors it,
  the method and the tool's name into ``MCP-Protocol-Version``, ``Mcp-Method`` and ``Mcp-Name``,
  which the streamable HTTP transport requires to match the body;
- a handshake-era client (``initialize``) gets the version the server answered, and the bridge
  sends it as ``MCP-Protocol-Version`` on every later request, as HTTP clients must.

A request the service cannot answer (unreachable, a refused token, an HTTP error without a
JSON-RPC body) is answered with a JSON-RPC error naming what happened, and the bridge keeps
running. Requests are forwarded concurrently (a slow context call does not hold up the next
one); replies are written whole, one line each, in the order they complete.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import re
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
from memory_hook.api import resolve_token, resolve_url

from memory_client._core import user_agent

logger = logging.getLogger("memory-mcp")

PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion"
NAME_BEARING_METHODS = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}
# JSON-RPC: the body was not JSON; the receiver failed (here: the service, or reaching it).
PARSE_ERROR = -32700
INTERNAL_ERROR = -32603
# A context call may take a while on a loaded server; gunicorn's own timeout is 120 s.
TIMEOUT = httpx.Timeout(120.0, connect=10.0)
WORKERS = 8

_HEADER_SAFE = re.compile(r"[\x20-\x7e]*")
_BASE64_SENTINEL = re.compile(r"=\?base64\?.*\?=")


def encode_header_value(value: str) -> str:
    """``value`` as an HTTP header carries it: verbatim when it is printable ASCII without edge
    whitespace, else in the ``=?base64?...?=`` sentinel the server decodes."""
    if (
        _HEADER_SAFE.fullmatch(value)
        and value == value.strip()
        and not _BASE64_SENTINEL.fullmatch(value)
    ):
        return value
    return f"=?base64?{base64.b64encode(value.encode('utf-8')).decode('ascii')}?="


def _error(
    request_id: Any, message: str, data: Any = None, code: int = INTERNAL_ERROR
) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


class Bridge:
    def __init__(
        self, *, url: str, token: str, client: httpx.Client, write: Callable[[Any], None]
    ) -> None:
        self.endpoint = f"{url}/mcp"
        self.token = token
        self.client = client
        self.write = write
        # The version an initialize handshake settled on; None until one did.
        self.negotiated: str | None = None

    def headers_for(self, message: Any) -> dict[str, str]:
        headers = {
            "Authorization": f"Bearer {self.token}",
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            "User-Agent": f"memory-mcp {user_agent()}",
        }
        if not isinstance(message, dict):
            return headers
        method = message.get("method")
        params = message.get("params")
        meta = params.get("_meta") if isinstance(params, dict) else None
        version = meta.get(PROTOCOL_VERSION_META_KEY) if isinstance(meta, dict) else None
        if isinstance(version, str):
            headers["MCP-Protocol-Version"] = version
            if isinstance(method, str):
                headers["Mcp-Method"] = method
            name_key = NAME_BEARING_METHODS.get(method) if isinstance(method, str) else None
            name = params.get(name_key) if name_key and isinstance(params, dict) else None
            if isinstance(name, str):
                headers["Mcp-Name"] = encode_header_value(name)
        elif method != "initialize" and self.negotiated is not None:
            headers["MCP-Protocol-Version"] = self.negotiated
        return headers

    def forward(self, message: Any) -> None:
        """POST one message and write its reply (or the error standing in for one)."""
        expects_reply = isinstance(message, dict) and "id" in message and "method" in message
        request_id = message.get("id") if isinstance(message, dict) else None
        try:
            response = self.client.post(
                self.endpoint, json=message, headers=self.headers_for(message)
            )
        except httpx.HTTPError as error:
            logger.warning("memory service unreachable at %s: %s", self.endpoint, error)
            if expects_reply:
                self.write(
                    _error(
                        request_id,
                        f"memory service unreachable at {self.endpoint}: {error}",
                        {"url": self.endpoint},
                    )
                )
            return
        reply = self._json_rpc(response)
        if reply is not None:
            if isinstance(message, dict) and message.get("method") == "initialize":
                result = reply.get("result")
                if isinstance(result, dict) and isinstance(result.get("protocolVersion"), str):
                    self.negotiated = result["protocolVersion"]
            self.write(reply)
            return
        if response.status_code == 202 and not expects_reply:
            return
        summary = self._describe(response)
        logger.warning("memory service refused %s: %s", message_name(message), summary)
        if expects_reply:
            self.write(
                _error(request_id, f"memory service answered {summary}", self._data(response))
            )

    @staticmethod
    def _json_rpc(response: httpx.Response) -> dict[str, Any] | None:
        if not response.headers.get("content-type", "").startswith("application/json"):
            return None
        try:
            body = response.json()
        except ValueError:
            return None
        if isinstance(body, dict) and body.get("jsonrpc") == "2.0":
            return body
        return None

    @staticmethod
    def _data(response: httpx.Response) -> dict[str, Any]:
        data: dict[str, Any] = {"status": response.status_code}
        try:
            body = response.json()
        except ValueError:
            return data
        if isinstance(body, dict) and isinstance(body.get("error"), dict):
            data["error"] = body["error"]
        return data

    @classmethod
    def _describe(cls, response: httpx.Response) -> str:
        error = cls._data(response).get("error")
        if isinstance(error, dict):
            return f"HTTP {response.status_code} {error.get('code')}: {error.get('message')}"
        return f"HTTP {response.status_code}"


def message_name(message: Any) -> str:
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        return str(message["method"])
    return "a message"


class LineWriter:
    """One JSON value per line on a binary stream, whole lines only, flushed at once."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.lock = threading.Lock()

    def __call__(self, value: Any) -> None:
        line = json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n"
        with self.lock:
            self.stream.write(line.encode("utf-8"))
            self.stream.flush()


def serve(bridge: Bridge, lines: Any, workers: int = WORKERS) -> None:
    """Forward every line of ``lines`` (bytes); returns once stdin ended and all replies
    are written."""
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="memory-mcp") as pool:
        for raw in lines:
            text = raw.decode("utf-8", errors="replace").strip()
            if not text:
                continue
            try:
                message = json.loads(text)
            except ValueError:
                logger.warning("not JSON, answered with a parse error: %.80s", text)
                bridge.write(_error(None, "Parse error", code=PARSE_ERROR))
                continue
            pool.submit(bridge.forward, message)


def main() -> None:
    logging.basicConfig(
        stream=sys.stderr,
        level=os.environ.get("MEMORY_MCP_LOG_LEVEL", "WARNING").upper(),
        format="memory-mcp: %(levelname)s %(message)s",
    )
    token = resolve_token()
    if token is None:
        sys.stderr.write("memory-mcp: set MEMORY_TOKEN to the memory service's bearer token\n")
        raise SystemExit(2)
    url = resolve_url()
    logger.info("forwarding stdio to %s/mcp", url)
    with httpx.Client(timeout=TIMEOUT) as client:
        bridge = Bridge(url=url, token=token, client=client, write=LineWriter(sys.stdout.buffer))
        serve(bridge, sys.stdin.buffer)


if __name__ == "__main__":
    main()
