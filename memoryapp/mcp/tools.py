"""The MCP tools: each is one operation (:mod:`memoryapp.operations`), called as the API calls it.

A tool names the operation (token + validated input -> output model, the same function the
API's route calls), the model its arguments are validated with (the operation's input model,
or one in :mod:`memoryapp.mcp.schemas` that adds the API path's id to it) and the operation's
output models by status. Its result is the output model dumped once as JSON values, the API's
JSON value for value, as ``structuredContent`` with a text rendering beside it; a failure is a
tool error (``isError``) carrying the API's error envelope, classified by
:func:`memoryapp.operations.errors.error_reply`. Owner operations check the role inside the
operation, so an agent token calling one gets ``forbidden`` like the API; ``owner_only`` only
hides them from an agent's ``tools/list``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

import mcp_types as types
from ninja import Schema, Status
from pydantic import BaseModel

from memoryapp.domain.frame_effects import ControlMode
from memoryapp.mcp.schemas import (
    MemoryRef,
    NoArguments,
    RejectArguments,
    SupersedeArguments,
    TraceRef,
)
from memoryapp.models import ApiToken
from memoryapp.operations import capture, health, memories, retrieval, sources, state
from memoryapp.operations.errors import INTERNAL, ErrorReply, error_reply
from memoryapp.operations.roles import is_owner
from memoryapp.operations.schemas import (
    ContextIn,
    EventsIn,
    ExtractIn,
    OpenLoopsIn,
    ProposeIn,
    RememberIn,
    SearchIn,
    StateIn,
    SubjectsIn,
)
from memoryapp.operations.source_schemas import IngestIn, TrustedPathIn

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    arguments: type[BaseModel]
    run: Callable[[ApiToken, Any], BaseModel | Status[Any]]
    responses: Mapping[int, type[Schema]]
    owner_only: bool = False
    read_only: bool = False
    idempotent: bool = False
    # The text block beside structuredContent; the JSON itself unless a tool reads better.
    text: Callable[[Any], str] | None = None


# The control modes under which a frame shapes the bundle (ControlMode but query-only).
APPLIED_CONTROLS = (ControlMode.HARD.value, ControlMode.SOFT.value)


def _context_text(output: dict[str, Any]) -> str:
    route = output["route"]["route"]
    footer = f"trace_id: {output['trace_id']} (route {route}, {output['tokens']} tokens)"
    frame = output.get("frame")
    if frame and frame.get("work_type") and frame.get("control") in APPLIED_CONTROLS:
        # Slugs and codes only (the owner's work type name, a state, a mode), no memory text;
        # said only when the frame applied for a work type, as the fence line does.
        footer += (
            f"\nframe: {frame['work_type']} ({frame['establishment']}, {frame['control']} control)"
        )
    loops = _open_loops_note(output.get("open_loops"))
    if not output["rendered"]:
        return f"No memory was bundled for this query.\n{loops}{footer}"
    return f"{output['rendered']}\n\n{loops}{footer}"


def _open_loops_note(open_loops: dict[str, Any] | None) -> str:
    """How many open loops the bundle carries and how many it left out, by reason. The loops
    themselves are entries of the fenced bundle (marked "open loop"): no memory text is
    printed outside the fence."""
    if not open_loops:
        return ""
    left_out = open_loops["left_out"]
    shown = f"Open loops: {len(open_loops['items'])} in the bundle"
    if not left_out:
        return f"{shown}, none left out.\n"
    reasons = ", ".join(f"{reason} {count}" for reason, count in left_out.items())
    return f"{shown}, {sum(left_out.values())} left out ({reasons}).\n"


def _on_memory(
    operation: Callable[..., Any], *, with_arguments: bool = False
) -> Callable[[ApiToken, Any], Any]:
    """Run an operation on the memory the arguments name (``memory_id`` in the API's path),
    passing the arguments on as the body when the operation takes one."""
    if with_arguments:
        return lambda token, args: operation(token, args.memory_id, args)
    return lambda token, args: operation(token, args.memory_id)


def _status_move(
    name: str,
    description: str,
    operation: Callable[..., Any],
    *,
    arguments: type[BaseModel] = MemoryRef,
) -> Tool:
    """An owner's confirm, reject, archive or restore: the arguments name the memory, and a
    reject also carries its note."""
    return Tool(
        name=name,
        description=description,
        arguments=arguments,
        run=_on_memory(operation, with_arguments=arguments is not MemoryRef),
        responses=memories.STATUS_CHANGE_RESPONSES,
        owner_only=True,
    )


TOOLS: tuple[Tool, ...] = (
    Tool(
        name="memory_context",
        description=(
            "The remembered context for a question or task: a fenced, budgeted bundle of the "
            "project's memories, chosen by route (recall: what was and is known, history "
            "labelled; influence: only current, trusted memories that may steer an action; "
            "auto: decided from the query). Call it before answering anything that may depend "
            "on the user's or the project's history. Pass signals of what you are doing (the "
            "user's message, your task, the newest tool result, a failing test run) and "
            "work_type when you know it: the project's frame uses them to prefer the evidence "
            "that work needs. Returns the bundle text and its trace_id (memory_trace explains "
            "every choice)."
        ),
        arguments=ContextIn,
        run=retrieval.context,
        responses=retrieval.CONTEXT_RESPONSES,
        read_only=True,
        text=_context_text,
    ),
    Tool(
        name="memory_search",
        description=(
            "Hybrid search (full text, vectors, entities) over the project's memories: the k "
            "best matches with their ids, types, statuses and scores. include_history also "
            "returns superseded versions."
        ),
        arguments=SearchIn,
        run=retrieval.search,
        responses=retrieval.SEARCH_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_state",
        description=(
            "The resolved state of one subject (a stable key such as 'billing.queue'): its "
            "current value, planned changes and history at a standpoint (the temporal modes of "
            "memory_context). Ask it 'which X is current?' instead of searching for X. An "
            "untrusted value is reported with usable_for_influence false."
        ),
        arguments=StateIn,
        run=state.state,
        responses=state.STATE_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_subjects",
        description="The project's subjects (keys memory_state takes), filtered by q.",
        arguments=SubjectsIn,
        run=state.subjects,
        responses=state.SUBJECTS_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_open_loops",
        description=(
            "Unfinished work: plans not yet in effect, work started and not finished, and "
            "commitments, each with its status (open, done, cancelled, superseded) and the "
            "memory that closed it, newest first, a page at a time (next_cursor). Filter with "
            "status='open' for what is still to do."
        ),
        arguments=OpenLoopsIn,
        run=state.open_loops,
        responses=state.OPEN_LOOPS_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_remember",
        description=(
            "Store what the user explicitly asked you to remember, in their words (active at "
            "once). Directive- or credential-looking content, and a change of an existing "
            "memory of its subject, wait for the owner's review."
        ),
        arguments=RememberIn,
        run=memories.remember,
        responses=memories.REMEMBER_RESPONSES,
    ),
    Tool(
        name="memory_propose",
        description=(
            "Propose a memory you inferred (a fact, a procedure, an episode): the promotion "
            "policy keeps it pending for the owner's review or makes it active. A repeat of an "
            "active memory is answered as a duplicate with that memory's id; a repeat of one "
            "waiting for review is counted on it (status pending, repeat_of its id); a repeat "
            "of one the owner rejected is stored rejected (repeat_of the rejection): do not "
            "propose it again."
        ),
        arguments=ProposeIn,
        run=memories.propose,
        responses=memories.PROPOSE_RESPONSES,
    ),
    Tool(
        name="memory_supersede",
        description=(
            "Replace the current version (head) of a memory: kind 'update' when the world "
            "changed, 'correction' when it was never true as stated. With an agent token the "
            "new version is a pending correction that takes effect when the owner confirms it."
        ),
        arguments=SupersedeArguments,
        run=_on_memory(memories.supersede, with_arguments=True),
        responses=memories.SUPERSEDE_RESPONSES,
    ),
    Tool(
        name="memory_get",
        description=(
            "One memory by id, with its current head and its whole supersede chain "
            "(ids, oldest first)."
        ),
        arguments=MemoryRef,
        run=_on_memory(memories.get_memory),
        responses=memories.GET_MEMORY_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_capture",
        description=(
            "Capture conversation events (messages, tool calls and results, signals) for later "
            "extraction; idempotent on event_id. Mark the last event of a turn with "
            "turn_complete; a 'signal' event with content 'session_end' ends the session's "
            "working memories."
        ),
        arguments=EventsIn,
        run=capture.capture,
        responses=capture.CAPTURE_RESPONSES,
        idempotent=True,
    ),
    Tool(
        name="memory_harvest",
        description=(
            "Before the context is compacted: extract memories from the session's captured "
            "turns not yet extracted (the turn in progress included). Returns the job id."
        ),
        arguments=ExtractIn,
        run=capture.extract,
        responses=capture.EXTRACT_RESPONSES,
    ),
    Tool(
        name="memory_trace",
        description=(
            "The full trace of a memory_context or memory_search call by its trace_id: route "
            "decision, standpoint, every candidate with its ranks, decision and reason, the "
            "bundle and latencies."
        ),
        arguments=TraceRef,
        run=lambda token, args: retrieval.get_trace(token, args.trace_id),
        responses=retrieval.TRACE_RESPONSES,
        read_only=True,
    ),
    Tool(
        name="memory_health",
        description=(
            "The memory service's health, each dependency checked on its own, and the "
            "project's memory counts by status and type."
        ),
        arguments=NoArguments,
        run=lambda token, args: health.health(token),
        responses=health.HEALTH_RESPONSES,
        read_only=True,
    ),
    _status_move(
        "memory_confirm",
        "Owner: confirm a pending memory (it becomes active).",
        memories.confirm,
    ),
    _status_move(
        "memory_reject",
        "Owner: reject a pending memory, with an optional note.",
        memories.reject,
        arguments=RejectArguments,
    ),
    _status_move(
        "memory_archive",
        "Owner: archive an active memory (kept, restorable, no longer retrieved).",
        memories.archive,
    ),
    _status_move(
        "memory_restore",
        "Owner: restore an archived or rejected memory.",
        memories.restore,
    ),
    Tool(
        name="memory_ingest",
        description=(
            "Owner: ingest documents (at most 500 files a call, each as text in content or as "
            "base64 in content_base64, with its path under root) as memories, one per section, "
            "cited path#anchor. Unchanged text writes nothing, changed text supersedes its "
            "previous version; with complete true the files (and present) are the whole "
            "folder, and a stored document they lack is archived. Document memories stand "
            "untrusted unless a trusted path covers them (memory_trust_path)."
        ),
        arguments=IngestIn,
        run=sources.ingest,
        responses=sources.INGEST_RESPONSES,
        owner_only=True,
        idempotent=True,
    ),
    Tool(
        name="memory_trust_path",
        description=(
            "Owner: trust the document memories under a path prefix (e.g. docs/adr/), now and "
            "in later ingests, as an audited rule; they may then steer actions (influence)."
        ),
        arguments=TrustedPathIn,
        run=sources.trust_path,
        responses=sources.TRUSTED_PATH_RESPONSES,
        owner_only=True,
    ),
)
TOOLS_BY_NAME: Mapping[str, Tool] = {tool.name: tool for tool in TOOLS}


# --- schemas ----------------------------------------------------------------------------


def _inline_refs(node: Any, defs: Mapping[str, Any]) -> Any:
    """``node`` with every ``{"$ref": "#/$defs/X"}`` replaced by X itself: some MCP hosts
    hand tool schemas to models that do not resolve references (none of ours is recursive)."""
    if isinstance(node, list):
        return [_inline_refs(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target = defs[node["$ref"].rsplit("/", 1)[-1]]
        siblings = {key: value for key, value in node.items() if key != "$ref"}
        return _inline_refs({**target, **siblings}, defs)
    return {key: _inline_refs(value, defs) for key, value in node.items() if key != "$defs"}


def json_schema(
    models: list[type[BaseModel]], *, mode: Literal["validation", "serialization"]
) -> dict[str, Any]:
    """One object schema for ``models`` (any of them, if several), references inlined."""
    schemas = [model.model_json_schema(mode=mode) for model in models]
    inlined: list[dict[str, Any]] = [
        _inline_refs(schema, schema.get("$defs", {})) for schema in schemas
    ]
    if len(inlined) == 1:
        return inlined[0]
    return {"type": "object", "anyOf": inlined}


def definition(tool: Tool) -> types.Tool:
    return types.Tool(
        name=tool.name,
        description=tool.description,
        input_schema=json_schema([tool.arguments], mode="validation"),
        output_schema=json_schema(
            list(dict.fromkeys(tool.responses.values())), mode="serialization"
        ),
        annotations=types.ToolAnnotations(
            read_only_hint=tool.read_only,
            destructive_hint=False,
            idempotent_hint=tool.read_only or tool.idempotent,
            open_world_hint=False,
        ),
    )


@cache
def _definitions() -> dict[str, types.Tool]:
    # The schemas are fixed at start-up; building them is most of a tools/list.
    return {tool.name: definition(tool) for tool in TOOLS}


def visible_tools(token: ApiToken) -> list[types.Tool]:
    owner = is_owner(token)
    return [_definitions()[tool.name] for tool in TOOLS if owner or not tool.owner_only]


# --- calls ------------------------------------------------------------------------------


def output_json(result: BaseModel | Status[Any]) -> Any:
    """An operation's output model as JSON values: the API's JSON for it, value for value (the
    output models write times as the API does)."""
    model = result.value if isinstance(result, Status) else result
    return model.model_dump(mode="json")


def _as_text(output: Any) -> str:
    return json.dumps(output, ensure_ascii=False, separators=(",", ":"))


def tool_error(error: ErrorReply) -> types.CallToolResult:
    text = f"{error.code}: {error.message}"
    if error.details:
        text += f" {_as_text(error.details)}"
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=error.envelope(),
        is_error=True,
    )


def call(tool: Tool, token: ApiToken, arguments: Mapping[str, Any] | None) -> types.CallToolResult:
    """Run ``tool`` for ``token``: a result, or a tool error for anything the operation (or the
    validation of its arguments) raised."""
    try:
        parsed = tool.arguments.model_validate(dict(arguments or {}))
        output = output_json(tool.run(token, parsed))
    except Exception as exc:
        error = error_reply(exc)
        if error.code == INTERNAL:
            logger.exception("unhandled error in MCP tool %s", tool.name)
        return tool_error(error)
    text = tool.text(output) if tool.text is not None else _as_text(output)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], structured_content=output
    )
