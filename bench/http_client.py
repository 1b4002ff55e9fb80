"""The served benchmarks' and tests' HTTP client: one keep-alive HTTP/1.1 connection to the
stack on 127.0.0.1, standard library only (no Django, no third-party client), so what it
measures is the server."""

from __future__ import annotations

import http.client
import json
import select
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

HOST = "127.0.0.1"
REQUEST_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Response:
    status: int
    body: bytes
    headers: Mapping[str, str] = field(default_factory=dict)  # names in lower case

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())


def failure_kind(error: BaseException) -> str:
    """What a request that got no HTTP response met: ``reset``, ``timeout``, or the class."""
    if isinstance(
        error,
        ConnectionResetError | BrokenPipeError | http.client.RemoteDisconnected,
    ):
        return "reset"
    if isinstance(error, TimeoutError):  # socket.timeout is TimeoutError
        return "timeout"
    if isinstance(error, ConnectionRefusedError):
        return "refused"
    return type(error).__name__


class Client:
    """One keep-alive HTTP/1.1 connection to the stack; after a failure the next request
    opens a new one. Never retries: a failed request is reported, not hidden.

    Before a request goes out on a kept connection, the connection is checked the way urllib3
    and httpx check a pooled one: an idle HTTP/1.1 connection has nothing to read, so a socket
    that is readable was closed by the server (a worker that exited or was killed, an idle
    timeout) and a new connection is opened instead (counted in ``reconnects``). A request
    already sent when the connection dies still fails.
    """

    def __init__(self, port: int, token: str | None, timeout: float = REQUEST_TIMEOUT_S) -> None:
        self.port = port
        self.timeout = timeout
        self.headers = {"Accept": "application/json"}
        if token is not None:
            self.headers["Authorization"] = f"Bearer {token}"
        self.conn: http.client.HTTPConnection | None = None
        self.used = 0  # requests sent on the current connection
        self.reconnects = 0  # kept connections found closed by the server before a request

    def _connection(self) -> http.client.HTTPConnection:
        if self.conn is not None and self._dropped(self.conn):
            self.close()
            self.reconnects += 1
        if self.conn is None:
            self.conn = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout)
            self.used = 0
        return self.conn

    @staticmethod
    def _dropped(conn: http.client.HTTPConnection) -> bool:
        sock = conn.sock
        if sock is None:
            return False
        try:
            readable, _, _ = select.select([sock], [], [], 0)
        except (OSError, ValueError):
            return True
        return bool(readable)

    def connect(self) -> int:
        """Open the connection now if it is not open (checked as above); its local port,
        which names it on the server's side too."""
        conn = self._connection()
        if conn.sock is None:
            try:
                conn.connect()
            except BaseException:
                self.close()
                raise
        assert conn.sock is not None
        return int(conn.sock.getsockname()[1])

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        content_type: str = "application/json",
    ) -> Response:
        conn = self._connection()
        headers = dict(self.headers)
        if body is not None:
            headers["Content-Type"] = content_type
        try:
            conn.request(method, path, body=body, headers=headers)
            self.used += 1
            response = conn.getresponse()
            data = response.read()
        except BaseException:
            self.close()
            raise
        if response.will_close:
            self.close()
        return Response(response.status, data, {k.lower(): v for k, v in response.getheaders()})

    def json(self, method: str, path: str, payload: Any = None) -> Response:
        body = json.dumps(payload).encode() if payload is not None else None
        return self.request(method, path, body)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def healthz(port: int, timeout: float = 3.0) -> int | None:
    """The status of ``GET /healthz`` on a new connection, or None if nothing answered."""
    client = Client(port, None, timeout=timeout)
    try:
        return client.request("GET", "/healthz").status
    except (OSError, http.client.HTTPException):
        return None
    finally:
        client.close()
