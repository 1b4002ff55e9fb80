"""A project's memories as a download of JSON lines in the import format (``POST /import``).

The API (``GET /api/v1/export``) and the owner's UI both answer with :func:`export_response`,
so what an owner downloads from either is the same file, and importing it into an empty project
rebuilds the same chains, statuses, times, standing and entities. The project frame in force,
if any, is the file's first line (``{"frame": ...}``); importing it saves it as the importing
project's frame.
"""

from __future__ import annotations

from collections.abc import Iterator

import orjson
from django.http import StreamingHttpResponse
from django.utils import timezone

from memoryapp.models import Project
from memoryapp.selectors.frames import frame_export_line
from memoryapp.selectors.memories import memory_export

CONTENT_TYPE = "application/x-ndjson"


def _lines(project: Project) -> Iterator[bytes]:
    frame = frame_export_line(project=project)
    if frame is not None:
        yield orjson.dumps(frame) + b"\n"
    for line in memory_export(project=project):
        yield orjson.dumps(line) + b"\n"


def export_response(project: Project) -> StreamingHttpResponse:
    """The export streamed as it is read, so a large project is never held in memory."""
    stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
    response = StreamingHttpResponse(_lines(project), content_type=CONTENT_TYPE)
    response["Content-Disposition"] = f'attachment; filename="{project.slug}-{stamp}.ndjson"'
    response["Cache-Control"] = "no-store"
    return response
