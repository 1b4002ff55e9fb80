"""How far what is extracted from a captured turn is trusted.

Rule: the speakers' words are the conversation's; a tool's output (a web page, a file, a
command's result) may carry planted text, so it is a tool's unless the owner trusts that tool
(``MEMORY_TRUSTED_TOOLS``). What the model extracts from a turn is as trusted as the least
trusted thing it read there: one result of an untrusted tool makes every fact of the turn a
tool's fact (untrusted), however it is phrased. Trust is never laundered: a memory derived from
others is as trusted as the least trusted of them (:func:`memoryapp.domain.types.
derived_standing`), and a memory's standing follows from its source's kind
(:func:`memoryapp.domain.types.initial_standing`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from .types import SourceKind


def untrusted_tools(tool_results: Iterable[str], trusted: Collection[str]) -> list[str]:
    """The tools of ``tool_results`` (one name per result, in order) the owner does not trust;
    a result that names no tool ("") is not trusted."""
    return [name for name in tool_results if name not in trusted]


def turn_source_kind(tool_results: Iterable[str], trusted: Collection[str]) -> SourceKind:
    """The source kind of what is extracted from a turn whose tool results came from the tools
    ``tool_results``: a tool's when any of them is untrusted, else the conversation's."""
    return SourceKind.TOOL if untrusted_tools(tool_results, trusted) else SourceKind.CONVERSATION
