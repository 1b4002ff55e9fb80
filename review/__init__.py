"""The owner's htmx UI (review queue, browsers, traces); built in a later issue."""
