"""gunicorn's threaded worker, with each request read by the worker's event loop before a
request thread takes it.

The stock ``gthread`` worker hands a connection to a thread as soon as its first bytes arrive,
and the thread then reads the rest of the request head and body from a blocking socket. A
client that sends its headers a line at a time (on purpose, or over a bad link) holds that
thread for as long as it keeps sending, and as many such clients as there are threads leave
none for anyone else, health checks included. Here the event loop, which already waits on
kept-alive connections, collects the head and a body of known length without blocking; only a
complete request reaches a thread. A request not complete within ``MEMORY_WEB_READ_SECONDS``
(config/serving.py) of its first byte is dropped, so slow connections cannot pile up either.

Bodies sent in chunks, TLS (gunicorn serves plain HTTP here, behind a proxy in production) and
a client that waits for ``100 Continue`` are handed over once the head is complete, as before.
"""

from __future__ import annotations

import re
import selectors
import time
from functools import partial
from typing import Any

from gunicorn.workers.gthread import ThreadWorker

from config import serving

_HEAD_END = b"\r\n\r\n"
_CONTENT_LENGTH = re.compile(rb"^content-length[ \t]*:[ \t]*(\d{1,12})[ \t]*\r?$", re.I | re.M)
_BODY_READ_BY_THREAD = re.compile(rb"^(transfer-encoding|expect)[ \t]*:", re.I | re.M)
# Past this the request goes to a thread as it is: gunicorn's parser then refuses an oversized
# head, and the application refuses an oversized body (DATA_UPLOAD_MAX_MEMORY_SIZE).
_MOST_BUFFERED = 4 * 1024 * 1024


def request_complete(received: bytes | bytearray) -> bool:
    """Whether ``received`` holds a whole request head and the body its Content-Length
    announces (or as much of it as is buffered at most, or a head whose body a thread reads)."""
    if len(received) >= _MOST_BUFFERED:
        return True
    end = received.find(_HEAD_END)
    if end < 0:
        return False
    head = received[:end]
    if _BODY_READ_BY_THREAD.search(head):
        return True
    lengths = _CONTENT_LENGTH.findall(head)
    if len(lengths) != 1:
        return True  # none, or conflicting: gunicorn's parser decides
    return len(received) - end - len(_HEAD_END) >= int(lengths[0])


class BufferedThreadWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn ships no types
    """``gthread`` whose threads only ever see complete requests (see the module docstring).

    Connections being read wait in gthread's ``pending_conns`` (kept in deadline order: every
    entry gets the same read timeout when it is added), whose expired entries the worker's
    loop already closes."""

    def enqueue_req(self, conn: Any) -> None:
        # A pipelined request is already in the parser's buffer: nothing to wait for.
        pipelined = conn.parser is not None and conn.parser.unreader.buf.getvalue()
        if self.cfg.is_ssl or pipelined:
            super().enqueue_req(conn)
            return
        conn.received = bytearray()
        conn.sock.setblocking(False)
        conn.timeout = time.monotonic() + serving.web_read_seconds()
        self.pending_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._receive, conn))

    def _receive(self, conn: Any, _client: Any) -> None:
        try:
            data = conn.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            conn.received += data
            if not request_complete(conn.received):
                return
        self.poller.unregister(conn.sock)
        self.pending_conns.remove(conn)
        if not data:
            self.nr_conns -= 1
            conn.close()
            return
        conn.request_bytes, conn.received = bytes(conn.received), None
        conn.data_ready = True  # gthread's own wait for a first byte is not needed
        super().enqueue_req(conn)

    def handle(self, conn: Any) -> Any:
        request, conn.request_bytes = getattr(conn, "request_bytes", None), None
        if request:
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(request)
        return super().handle(conn)
