"""GET /api/v1/export: the owner takes the project's memories away (see memoryapp.export)."""

from __future__ import annotations

from django.http import HttpRequest, StreamingHttpResponse
from ninja import Router

from memoryapp.api.auth import require_owner
from memoryapp.export import export_response

router = Router(tags=["export"])


@router.get(
    "/export",
    summary="Owner: every memory of the project as JSON lines in the import format",
    openapi_extra={
        "responses": {
            200: {
                "description": "one import line per memory, predecessors first",
                "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
            }
        }
    },
)
def export(request: HttpRequest) -> StreamingHttpResponse:
    return export_response(require_owner(request).project)
