"""The real hosts run against the stack ``make run`` starts, as in tests/live: the same
session-wide stack and token fixtures."""

from tests.live.conftest import live_stack, live_url, tokens  # noqa: F401 (fixtures)
