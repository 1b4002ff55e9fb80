"""Watching the service run: request ids and logs (``requests``, ``logs``), Prometheus metrics
(``metrics``, and ``collectors`` for what is read from the database at scrape time).

Nothing here decides anything about memories; it records what the rest of the service did.
docs/operations.md lists every metric and log field.
"""
