"""The text memory_context's MCP result carries beside its JSON, for a framed bundle: hosts that
show the model only the text still learn which work the bundle was shaped for."""

from __future__ import annotations

from typing import Any

import pytest

from memoryapp.mcp.tools import _context_text

OUTPUT: dict[str, Any] = {
    "trace_id": "00000000-0000-0000-0000-0000000000aa",
    "route": {"route": "influence", "source": "auto", "reason": "", "ambiguous": False},
    "items": [],
    "rendered": "<memory-context>\n[1] ...\n</memory-context>",
    "tokens": 12,
    "frame": None,
}


def framed(work_type: str | None, establishment: str | None, control: str) -> dict[str, Any]:
    frame = {
        "version": 2,
        "work_type": work_type,
        "establishment": establishment,
        "control": control,
        "reason": f"frame.{establishment}",
    }
    return {**OUTPUT, "frame": frame}


def test_a_frame_that_applied_is_named_under_the_bundle() -> None:
    text = _context_text(framed("implementation_review", "corroborated", "hard"))
    assert text.endswith(
        "trace_id: 00000000-0000-0000-0000-0000000000aa (route influence, 12 tokens)\n"
        "frame: implementation_review (corroborated, hard control)"
    )
    soft = _context_text(framed("release", "inferred", "soft"))
    assert soft.endswith("frame: release (inferred, soft control)")


@pytest.mark.parametrize(
    "output",
    [
        OUTPUT,
        {k: v for k, v in OUTPUT.items() if k != "frame"},
        framed(None, "conflicting", "query_only"),
        framed("release", "declared", "query_only"),  # a recall bypasses the frame
    ],
)
def test_a_frame_that_changed_nothing_is_not_mentioned(output: dict[str, Any]) -> None:
    text = _context_text(output)
    assert "frame" not in text
    assert text.endswith("(route influence, 12 tokens)")
