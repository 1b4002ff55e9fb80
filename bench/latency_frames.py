"""The frames option of bench/latency.py: a project frame in force (or none) for each measured
project, and the signals each /context request then sends.

With ``--frame`` every project gets :func:`bench_frame` in force: one work type named by the
task every request sends, so each request is DECLARED and under hard control, and preferring
the project's three most linked entities, so each request also pays for the entity read (the
frame stage's most expensive path). Without it any frame is cleared, so runs with and without
frames can follow one another on the same data.
"""

from __future__ import annotations

from typing import Any

WORK_TYPE = "weekly_summary"
# What each framed request sends besides its query (the query itself goes as the user's
# message too, so the signals are matched as a client would send them).
TASK = "Write the weekly summary of what was said in the conversations"


def bench_frame(project_id: int) -> dict[str, Any]:
    """The frame document of a latency project (see the module docstring)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT e.name FROM memoryapp_entity e JOIN memoryapp_memoryentity me "
            "ON me.entity_id = e.id WHERE e.project_id = %s GROUP BY e.id, e.name "
            "ORDER BY count(*) DESC, e.name LIMIT 3",
            [project_id],
        )
        names = [name for (name,) in cursor.fetchall()]
    prefer: dict[str, Any] = {"entities": names} if names else {"source_kinds": ["conversation"]}
    return {
        "purpose": "Latency benchmark: every request is framed.",
        "work_types": [
            {
                "name": WORK_TYPE,
                "terms": ["weekly summary"],
                "signal_kinds": ["task", "user_message"],
                "prefer": prefer,
            }
        ],
    }


def ensure_frame(project_id: int, *, framed: bool) -> dict[str, Any]:
    """Put the bench frame in force (``framed``) or clear any frame; what is in force after."""
    from memoryapp.models import Project
    from memoryapp.selectors.frames import frame_current
    from memoryapp.services.frames import check_frame_document, frame_save

    project = Project.objects.get(id=project_id)
    current = frame_current(project=project)
    if framed:
        document = bench_frame(project_id)
        stored = current.row.document if current.row is not None else None
        if stored != check_frame_document(project=project, document=document):
            frame_save(project=project, document=document, actor_label="bench/latency.py")
    elif current.frame is not None or current.problem is not None:
        frame_save(project=project, document=None, act="cleared", actor_label="bench/latency.py")
    after = frame_current(project=project)
    return {"version": after.version, "framed": after.frame is not None}


def request_body(framed: bool, query: str) -> dict[str, Any]:
    """What a /context request sends besides its query and route."""
    if not framed:
        return {}
    return {"signals": [{"kind": "task", "text": TASK}, {"kind": "user_message", "text": query}]}
