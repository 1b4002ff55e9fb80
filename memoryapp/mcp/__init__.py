"""The MCP server at ``/mcp``: the JSON API's operations as MCP tools (DESIGN.md §11)."""
