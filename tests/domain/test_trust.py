"""A turn's trust: its facts are as trusted as the least trusted thing the model read there."""

from __future__ import annotations

import pytest

from memoryapp.domain.trust import turn_source_kind, untrusted_tools
from memoryapp.domain.types import SourceKind, Standing, initial_standing

TRUSTED = frozenset({"calendar", "crm"})


@pytest.mark.parametrize(
    ("tools", "kind"),
    [
        pytest.param([], SourceKind.CONVERSATION, id="speakers-only"),
        pytest.param(["calendar"], SourceKind.CONVERSATION, id="trusted-tool"),
        pytest.param(["calendar", "crm"], SourceKind.CONVERSATION, id="trusted-tools"),
        pytest.param(["web_fetch"], SourceKind.TOOL, id="untrusted-tool"),
        # One planted page among trusted results taints the whole turn.
        pytest.param(["calendar", "web_fetch", "crm"], SourceKind.TOOL, id="one-untrusted"),
        pytest.param([""], SourceKind.TOOL, id="unnamed-tool"),
        # Trust is by exact name: a look-alike is another tool.
        pytest.param(["Calendar"], SourceKind.TOOL, id="other-spelling"),
    ],
)
def test_a_turn_is_a_tools_when_any_result_is_untrusted(tools, kind) -> None:
    assert turn_source_kind(tools, TRUSTED) is kind
    assert turn_source_kind(iter(tools), TRUSTED) is kind


def test_trust_is_never_laundered() -> None:
    # What the turn's facts start as: untrusted as soon as one untrusted tool spoke.
    assert initial_standing(turn_source_kind(["calendar", "shell"], TRUSTED)) is Standing.UNTRUSTED
    assert initial_standing(turn_source_kind(["calendar"], TRUSTED)) is Standing.TRUSTED
    assert turn_source_kind(["calendar"], frozenset()) is SourceKind.TOOL


def test_untrusted_tools_names_each_result_in_order() -> None:
    assert untrusted_tools(["shell", "calendar", "shell"], TRUSTED) == ["shell", "shell"]
