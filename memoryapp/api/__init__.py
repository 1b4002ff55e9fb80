"""The agent API (django-ninja) under /api/v1; OpenAPI at /api/v1/openapi.json."""

from __future__ import annotations

from ninja import NinjaAPI

from memoryapp.api import (
    capture,
    export,
    frames,
    health,
    memories,
    retrieval,
    sources,
    state,
    tokens,
)
from memoryapp.api.auth import TokenAuth
from memoryapp.api.errors import install_error_handlers

api = NinjaAPI(
    title="Memory service API",
    version="1",
    description="Owner-governed long-term memory for AI agents.",
    urls_namespace="api-v1",
    auth=TokenAuth(),
    docs_url="/docs",
    openapi_url="/openapi.json",
)
install_error_handlers(api)
api.add_router("", memories.router)
api.add_router("", capture.router)
api.add_router("", retrieval.router)
api.add_router("", state.router)
api.add_router("", health.router)
api.add_router("", tokens.router)
api.add_router("", export.router)
api.add_router("", frames.router)
api.add_router("", sources.router)
