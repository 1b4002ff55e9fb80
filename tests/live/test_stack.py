"""The shared stack answers as make run does (a guard for the fixtures the adapters use)."""

from __future__ import annotations

import json
import urllib.request

import pytest

pytestmark = pytest.mark.slow


def test_the_live_stack_serves_the_api_with_the_tokens_it_issues(live_url, tokens) -> None:
    made = tokens("stack")
    request = urllib.request.Request(
        f"{live_url}/api/v1/health", headers={"Authorization": f"Bearer {made.agent}"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 200
        assert "checks" in json.loads(response.read())
