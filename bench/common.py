"""What the benchmarks share: where things are, progress lines, the machine and the commit a
result was measured on, strict JSON results and the PNG beside them, the LoCoMo fixture's
session dates.

No Django here: the served benchmarks talk to their stack over HTTP, and the in-process ones
import Django themselves after choosing their data folder.

A benchmark runs as a file (``.venv/bin/python bench/<name>.py``), so each puts the project
root on ``sys.path`` before it imports ``bench.common``.
"""

from __future__ import annotations

import json
import math
import os
import platform
import re
import statistics
import subprocess
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
RESULTS = PROJECT_ROOT / "bench" / "results"
# The development split, read where it is and never copied into the project.
LOCOMO = PROJECT_ROOT.parent / "shared" / "fixtures" / "locomo_dev.json"


def say(message: str) -> None:
    print(message, flush=True)


# --- the LoCoMo fixture --------------------------------------------------------------------------


def session_time(text: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> 2023-05-08T13:56:00+00:00 (read as UTC)."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def sessions(conversation: Mapping[str, Any]) -> Iterator[tuple[datetime, list[Any]]]:
    """A LoCoMo conversation's sessions in their order (``session_2`` before ``session_10``),
    each with its date."""
    numbered = sorted(
        (int(key.split("_")[1]), value)
        for key, value in conversation.items()
        if re.fullmatch(r"session_\d+", key) and isinstance(value, list)
    )
    for number, session in numbered:
        yield session_time(conversation[f"session_{number}_date_time"]), session


# --- results -------------------------------------------------------------------------------------


def finite(value: Any) -> Any:
    """NaN/inf -> None, so a results file is strict JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [finite(v) for v in value]
    return value


def write_json(path: Path, report: Any, **dump: Any) -> Path:
    """``report`` as strict JSON (indent 2 unless ``dump`` says otherwise), ending in a newline;
    written beside and then moved over ``path``, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(finite(report), **{"indent": 2, **dump}) + "\n")
    tmp.replace(path)
    return path


def pyplot() -> Any:
    """matplotlib's pyplot on the file-only backend (benchmarks run without a display)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save_figure(fig: Any, path: Path, dpi: int = 110) -> None:
    import matplotlib.pyplot as plt

    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    plt.close(fig)


# --- where it ran --------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    import psutil

    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu": platform.processor() or platform.machine(),
        "cores_logical": os.cpu_count(),
        "memory_gb": round(psutil.virtual_memory().total / 2**30, 1),
        "load_avg_at_start": [round(x, 2) for x in os.getloadavg()],
    }


def git_commit() -> dict[str, Any]:
    def git(*args: str) -> str:
        result = subprocess.run(
            ["git", *args], cwd=PROJECT_ROOT, capture_output=True, text=True, check=False
        )
        return result.stdout.rstrip() if result.returncode == 0 else ""

    changed = git("status", "--porcelain", "--untracked-files=no")
    return {
        "commit": git("rev-parse", "HEAD") or None,
        "dirty": bool(changed),
        "changed": changed.splitlines()[:40],
    }


def report_header(script: str, argv: Sequence[str], target: dict[str, Any]) -> dict[str, Any]:
    """What every served benchmark's results file starts with: how it was run, when, where,
    from which commit, and what it checks."""
    return {
        "command": " ".join([".venv/bin/python", script, *argv]),
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "git": git_commit(),
        "target": target,
    }


def inherited_memory_env() -> list[str]:
    """The ``MEMORY_*`` variables the stack inherited (names only: some hold keys)."""
    return sorted(k for k in os.environ if k.startswith("MEMORY_"))


def bench_workdir(prefix: str) -> Path:
    """A new temporary folder for a benchmark's stack. Run as root, the embedded PostgreSQL
    runs as another user, who must be able to reach the data folder inside: mkdtemp's 0700
    would stop it (the data folder keeps its own, private modes)."""
    workdir = Path(tempfile.mkdtemp(prefix=prefix))
    workdir.chmod(0o711)
    return workdir


# --- figures ---------------------------------------------------------------------------------


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (0-100), interpolated between the closest ranks as numpy's
    default does; NaN for no values."""
    if not values:
        return float("nan")
    if len(values) == 1 or p <= 0:
        return float(min(values))
    if p >= 100:
        return float(max(values))
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return float(cuts[round(p) - 1])


def latency_summary(values: Sequence[float]) -> dict[str, Any]:
    """Count, p50/p95/p99, mean and max of a latency sample (ms), rounded to 0.01."""
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "p50": round(percentile(values, 50), 2),
        "p95": round(percentile(values, 95), 2),
        "p99": round(percentile(values, 99), 2),
        "mean": round(statistics.fmean(values), 2),
        "max": round(max(values), 2),
    }
