"""The MCP wire of ``/mcp``: one JSON-RPC message per HTTP POST, answered with one JSON body.

Plain Python (no Django): :func:`answer` turns a request body and its headers into the HTTP
status and JSON-RPC reply, calling a handler per method for the result. Both protocol eras
are served on the one endpoint, told apart per request as the official SDK's server does:

- **2026-07-28** (stateless): every request carries its own envelope in ``params._meta``
  (protocol version, client capabilities, optionally client info) and the routing headers
  ``MCP-Protocol-Version``, ``Mcp-Method`` and ``Mcp-Name``; :func:`classify_modern` checks
  them rung by rung like the SDK's ``mcp.shared.inbound.classify_inbound_request`` (the tests
  compare the two). Results are stamped with ``resultType`` and the server's identity.
- **2024-11-05 .. 2025-11-25** (handshake): ``initialize`` negotiates a version, later requests
  name it in ``MCP-Protocol-Version`` (or omit it: 2025-03-26). No ``Mcp-Session-Id`` is ever
  issued, so such clients never open the GET stream nor send DELETE; every POST stands alone.

Each request's params are validated, and each result shaped, by the SDK's per-version method
tables (``mcp_types.methods``), so a field a version does not define never reaches its wire.
Notifications are acknowledged with 202 and dropped: nothing here has state they could change.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

import mcp_types as types
from mcp_types import methods as wire
from mcp_types.jsonrpc import (
    HEADER_MISMATCH,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    MISSING_REQUIRED_CLIENT_CAPABILITY,
    PARSE_ERROR,
    UNSUPPORTED_PROTOCOL_VERSION,
)
from mcp_types.version import (
    HANDSHAKE_PROTOCOL_VERSIONS,
    LATEST_HANDSHAKE_VERSION,
    MODERN_PROTOCOL_VERSIONS,
)
from pydantic import BaseModel, ValidationError

VERSION_HEADER: Final = "mcp-protocol-version"
METHOD_HEADER: Final = "mcp-method"
NAME_HEADER: Final = "mcp-name"
# The param each method mirrors into Mcp-Name.
NAME_BEARING_METHODS: Final[Mapping[str, str]] = {
    "tools/call": "name",
    "prompts/get": "name",
    "resources/read": "uri",
}

# HTTP status per JSON-RPC error code on the 2026-07-28 wire (the spec's MUSTs); every other
# reply, and every reply of the handshake era, is 200.
ERROR_CODE_HTTP_STATUS: Final[Mapping[int, int]] = {
    PARSE_ERROR: 400,
    INVALID_REQUEST: 400,
    INVALID_PARAMS: 400,
    HEADER_MISMATCH: 400,
    MISSING_REQUIRED_CLIENT_CAPABILITY: 400,
    UNSUPPORTED_PROTOCOL_VERSION: 400,
    METHOD_NOT_FOUND: 404,
}


class ProtocolError(Exception):
    """A JSON-RPC error reply (not a tool error: those are results with ``isError``)."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data


# A handler gets the request's typed params (None when the method takes none) and the
# protocol version it speaks, and returns the result model.
Handler = Callable[[Any, str], BaseModel]


@dataclass(frozen=True)
class Reply:
    """The HTTP status and the JSON body (None: no body, a notification's 202)."""

    status: int
    body: dict[str, Any] | None


# --- 2026-07-28: the per-request envelope -----------------------------------------------

_BASE64_SENTINEL = re.compile(r"=\?base64\?(?P<payload>.*)\?=")


def decode_header_value(value: str | None) -> str | None:
    """A header value as sent: verbatim, or the UTF-8 inside a ``=?base64?...?=`` sentinel
    (how a client sends a value that is not plain printable ASCII). A malformed sentinel is
    None, so it never matches a body value by accident."""
    if value is None:
        return None
    match = _BASE64_SENTINEL.fullmatch(value)
    if match is None:
        return value
    payload = match.group("payload")
    try:
        decoded = base64.b64decode(payload, validate=True)
    except binascii.Error:
        return None
    if base64.b64encode(decoded).decode("ascii") != payload:
        return None
    try:
        return decoded.decode("utf-8")
    except UnicodeDecodeError:
        return None


def unsupported_version(requested: str) -> ProtocolError:
    return ProtocolError(
        UNSUPPORTED_PROTOCOL_VERSION,
        "Unsupported protocol version",
        types.UnsupportedProtocolVersionErrorData(
            supported=list(MODERN_PROTOCOL_VERSIONS), requested=requested
        ).model_dump(mode="json"),
    )


def has_modern_envelope(params: Mapping[str, Any] | None) -> bool:
    """The reserved protocol-version key in ``params._meta`` exists only in 2026-07-28+
    envelopes (a bare ``_meta`` is not evidence: handshake requests carry progress tokens)."""
    meta = (params or {}).get("_meta")
    return isinstance(meta, Mapping) and types.PROTOCOL_VERSION_META_KEY in meta


def classify_modern(body: Mapping[str, Any], headers: Mapping[str, str] | None) -> str:
    """The protocol version of a 2026-07-28 request, or the ProtocolError of the first rung
    that fails: the envelope's two required keys, then (when ``headers`` is given, keys
    lower-case) the routing headers against the body, then the version itself."""
    params = body.get("params")
    meta = params.get("_meta") if isinstance(params, Mapping) else None
    required = (types.PROTOCOL_VERSION_META_KEY, types.CLIENT_CAPABILITIES_META_KEY)
    if not isinstance(meta, Mapping):
        raise ProtocolError(
            INVALID_PARAMS,
            f"params._meta must be an object carrying the required {required[0]!r} and "
            f"{required[1]!r} envelope keys",
        )
    if missing := [key for key in required if key not in meta]:
        raise ProtocolError(
            INVALID_PARAMS,
            f"params._meta is missing the required envelope key(s): {', '.join(missing)}",
        )
    version = meta[types.PROTOCOL_VERSION_META_KEY]
    if headers is not None:
        # A client that disagrees with itself is told so before being told its version is
        # not served; an absent header never equals the body (even a null one).
        header_version = headers.get(VERSION_HEADER)
        if header_version is None or header_version != version:
            raise ProtocolError(
                HEADER_MISMATCH,
                f"{VERSION_HEADER} header does not match the request envelope's protocol version",
            )
        method = body.get("method")
        if headers.get(METHOD_HEADER) != method:
            raise ProtocolError(
                HEADER_MISMATCH, f"{METHOD_HEADER} header does not match the request body's method"
            )
        name_key = NAME_BEARING_METHODS.get(method) if isinstance(method, str) else None
        if name_key is not None and isinstance(params, Mapping):
            named = params.get(name_key)
            if named is not None and decode_header_value(headers.get(NAME_HEADER)) != named:
                raise ProtocolError(
                    HEADER_MISMATCH,
                    f"{NAME_HEADER} header does not match the request body's {name_key!r} "
                    "parameter",
                )
    if not isinstance(version, str):
        raise ProtocolError(INVALID_PARAMS, "the protocol-version envelope value must be a string")
    if version not in MODERN_PROTOCOL_VERSIONS:
        raise unsupported_version(version)
    return version


# --- one POST -----------------------------------------------------------------------------


def accepts_json(accept: str | None) -> bool:
    """Whether an ``Accept`` header admits ``application/json`` (no header admits anything)."""
    if accept is None:
        return True
    kinds = {part.split(";")[0].strip().lower() for part in accept.split(",")}
    return bool(kinds & {"application/json", "application/*", "*/*"})


def _error(request_id: Any, error: ProtocolError, *, status: int) -> Reply:
    data = types.ErrorData(code=error.code, message=error.message, data=error.data)
    # "id" stays on the wire even when null (a request whose id could not be read).
    return Reply(
        status,
        {
            "jsonrpc": "2.0",
            "id": request_id,
            "error": data.model_dump(mode="json", exclude_none=True),
        },
    )


def _envelope_error(error: ProtocolError) -> Reply:
    return _error(None, error, status=ERROR_CODE_HTTP_STATUS[error.code])


_NOT_ONE_MESSAGE = ProtocolError(
    INVALID_REQUEST, "Body must be a single JSON-RPC request or notification object"
)


def request_version(body: Mapping[str, Any], headers: Mapping[str, str]) -> tuple[str, bool]:
    """The protocol version a request speaks and whether it is of the 2026-07-28 era.

    The ``MCP-Protocol-Version`` header decides, as in the SDK: a handshake-era value is that
    era, any other value goes through the 2026-07-28 rungs (which name what is served). A
    request without the header is handshake-era unless its body carries the 2026 envelope
    (then only the header rung is skipped): ``initialize`` names the version it wants, the
    rest of a client too old for the header speak 2025-03-26.
    """
    header = headers.get(VERSION_HEADER)
    params = body.get("params")
    if header in HANDSHAKE_PROTOCOL_VERSIONS:
        return header, False
    if header is None and not has_modern_envelope(params):
        if body.get("method") == "initialize":
            requested = (params or {}).get("protocolVersion")
            if requested in HANDSHAKE_PROTOCOL_VERSIONS:
                return requested, False
            return LATEST_HANDSHAKE_VERSION, False
        return types.DEFAULT_NEGOTIATED_VERSION, False
    return classify_modern(body, headers if header is not None else None), True


def serve(
    method: str,
    params: Mapping[str, Any] | None,
    version: str,
    handlers: Mapping[str, Handler],
    *,
    server_info: types.Implementation,
) -> dict[str, Any]:
    """The wire result of one request: params validated against ``version``'s table, the
    handler's result shaped by it (and stamped, in the 2026 era)."""
    try:
        request = wire.parse_client_request(method, version, params)
    except KeyError:
        raise ProtocolError(METHOD_NOT_FOUND, "Method not found", method) from None
    except ValidationError:
        # No pydantic text on the wire (it would echo the caller's input).
        raise ProtocolError(INVALID_PARAMS, "Invalid request parameters", "") from None
    handler = handlers.get(method)
    if handler is None:
        raise ProtocolError(METHOD_NOT_FOUND, "Method not found", method)
    result = handler(getattr(request, "params", None), version)
    shaped = wire.serialize_server_result(
        method, version, result.model_dump(by_alias=True, mode="json", exclude_none=True)
    )
    if version in MODERN_PROTOCOL_VERSIONS:
        shaped.setdefault("resultType", "complete")
        meta = shaped.get("_meta") or {}
        shaped["_meta"] = {
            **meta,
            types.SERVER_INFO_META_KEY: server_info.model_dump(
                by_alias=True, mode="json", exclude_none=True
            ),
        }
    return shaped


def answer(
    raw: bytes,
    headers: Mapping[str, str],
    handlers: Mapping[str, Handler],
    *,
    server_info: types.Implementation,
) -> Reply:
    """The reply to one POSTed body; ``headers`` are keyed in lower case."""
    try:
        decoded = json.loads(raw)
    except (ValueError, RecursionError):
        return _envelope_error(ProtocolError(PARSE_ERROR, "Parse error"))
    if isinstance(decoded, dict) and "id" not in decoded:
        try:
            types.JSONRPCNotification.model_validate(decoded)
        except ValidationError:
            return _envelope_error(_NOT_ONE_MESSAGE)
        requested = headers.get(VERSION_HEADER)
        if (
            requested is not None
            and requested not in HANDSHAKE_PROTOCOL_VERSIONS
            and requested not in MODERN_PROTOCOL_VERSIONS
        ):
            return _envelope_error(unsupported_version(requested))
        return Reply(202, None)
    try:
        request = types.JSONRPCRequest.model_validate(decoded)
    except ValidationError:
        # A batch, a posted response, or a malformed envelope.
        return _envelope_error(_NOT_ONE_MESSAGE)
    modern = True
    try:
        version, modern = request_version(decoded, headers)
        result = serve(request.method, request.params, version, handlers, server_info=server_info)
    except ProtocolError as error:
        status = ERROR_CODE_HTTP_STATUS.get(error.code, 200) if modern else 200
        return _error(request.id, error, status=status)
    return Reply(200, {"jsonrpc": "2.0", "id": request.id, "result": result})
