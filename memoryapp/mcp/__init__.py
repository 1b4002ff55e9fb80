"""The MCP server at ``/mcp``: the JSON API's operations as MCP tools (docs/integrations.md)."""
