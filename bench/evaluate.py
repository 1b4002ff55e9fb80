"""The evaluation suite under the memory conditions N0..N5, as ``make evaluate`` runs it.

Rule: this is the management command ``evaluate`` (memoryapp/evaluation), run in an ephemeral
embedded PostgreSQL and Redis (``python -m config.embedded exec --ephemeral``) after the
migrations, with the settings ``make run`` uses; its progress lines are passed through. Any
further arguments go to the command (``--conditions``, ``--reader openai``, ``--judge``).

Run from the project root: .venv/bin/python bench/evaluate.py [--reader openai]
Writes bench/results/evaluate.json and evaluate.png.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, say  # noqa: E402
from bench.stack import on_ephemeral_services  # noqa: E402


def main(argv: list[str]) -> int:
    out, png = RESULTS / "evaluate.json", RESULTS / "evaluate.png"
    evaluate = [
        sys.executable,
        "manage.py",
        "evaluate",
        "--suite",
        "eval/scenarios",
        "--json",
        str(out),
        "--plot",
        str(png),
        *argv,
    ]
    with tempfile.TemporaryDirectory(prefix="bench-evaluate-") as data_dir:
        say(f"ephemeral servers under {data_dir}")
        return on_ephemeral_services(evaluate, data_dir)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
