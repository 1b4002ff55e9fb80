"""``GET /health``: the service's checks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memory_client.models.common import Json

# --- health ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    status: str
    detail: Json

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Check:
        return cls(status=str(data["status"]), detail=dict(data.get("detail") or {}))


@dataclass(frozen=True)
class Health:
    """``GET /api/v1/health``: each dependency checked on its own, and head counts."""

    status: str
    version: str
    project: str
    checks: dict[str, Check]
    counts: dict[str, dict[str, int]]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Health:
        return cls(
            status=str(data["status"]),
            version=str(data["version"]),
            project=str(data["project"]),
            checks={str(k): Check.from_json(v) for k, v in data["checks"].items()},
            counts={
                str(k): {str(n): int(c) for n, c in v.items()}
                for k, v in (data.get("counts") or {}).items()
            },
        )
