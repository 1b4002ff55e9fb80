"""The memory engine and the agent API."""
