"""Open loops worded many ways, through the product's own rules (memoryapp/domain/loops.py).

Cases (bench/loop_phrasing_cases.py, written apart from the unit tests and the suite): opener /
closer pairs of many forms, each closer read twice, with the opener's subject and without one;
near-misses that must not close their opener (another thing finished, a negation, a future, a
question); every pair's closer against every other pair's opener (none may close it);
statements and chit-chat that must open nothing.

Measured: opener recall; closure recall (the loop closes, as done or cancelled as written) with
and without a subject; false closures (near-misses, and the cross pairs); false openers from
chit-chat and from statements. With ``--embed`` (the default when the local model loads) the
subjectless closures are also measured with the embedding leg the selector adds (a completion
whose cosine to the opener is at least LOOP_SIMILAR_AT closes it).

With ``--db`` the same cases also go through the real selector over a database
(bench/loop_phrasing_db.py, in ephemeral embedded servers).

Run from the project root: .venv/bin/python bench/loop_phrasing.py [--no-embed] [--db]
Writes bench/results/loop_phrasing.json and loop_phrasing.png.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.loop_phrasing_cases import CHIT_CHAT, NOT_CLOSING, NOT_OPENING, PAIRS  # noqa: E402
from memoryapp.domain.loops import (  # noqa: E402
    LOOP_SIMILAR_AT,
    LoopMemory,
    LoopStatus,
    closing,
    opens_a_loop,
)

TARGETS = {
    "closure_recall": ">= 0.95",
    "false_closures": "<= 0.03",
    "false_openers_chit_chat": "<= 0.02",
}
OPENED = datetime(2026, 3, 2, tzinfo=UTC)


def memory(memory_id: str, text: str, *, later: bool = False, subject: str = "") -> LoopMemory:
    at = OPENED + timedelta(days=3) if later else OPENED
    return LoopMemory(memory_id, text, subject, at, None, None)


def expected_status(form: str) -> LoopStatus:
    return LoopStatus.CANCELLED if form == "cancel" else LoopStatus.DONE


def rate(hits: int, total: int) -> float | None:
    return round(hits / total, 4) if total else None


def embedder() -> Any:
    """The local model the service embeds with, or None when it cannot be loaded."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    try:
        import django

        django.setup()
        from memoryapp.services.embeddings import provider

        return provider()
    except Exception as error:  # the measures without embeddings still stand
        say(f"  embeddings unavailable ({type(error).__name__}: {error})")
        return None


def cosine_table(model: Any) -> dict[tuple[str, str], float]:
    """The cosine of every opener with every closer and near-miss of the benchmark."""
    import numpy as np

    opener_texts = sorted({opener for _, opener, _ in PAIRS})
    closer_texts = sorted({c for _, _, c in PAIRS} | {line for _, line in NOT_CLOSING})
    say(f"embedding {len(opener_texts)} openers and {len(closer_texts)} closers")
    left = np.array(model.embed(opener_texts))
    right = np.array(model.embed(closer_texts))
    left /= np.linalg.norm(left, axis=1, keepdims=True)
    right /= np.linalg.norm(right, axis=1, keepdims=True)
    table = left @ right.T
    return {
        (o, c): float(table[i, j])
        for i, o in enumerate(opener_texts)
        for j, c in enumerate(closer_texts)
    }


def openers() -> dict[str, Any]:
    opened = [opens_a_loop(memory(f"o{n}", opener)) for n, (_, opener, _) in enumerate(PAIRS)]
    missed = [PAIRS[n][1] for n, reason in enumerate(opened) if reason is None]
    chat = [line for line in CHIT_CHAT if opens_a_loop(memory("c", line))]
    stated = [line for line in NOT_OPENING if opens_a_loop(memory("s", line))]
    say(f"openers: {len(PAIRS) - len(missed)}/{len(PAIRS)} recognised")
    say(f"chit-chat: {len(chat)}/{len(CHIT_CHAT)} opened a loop: {chat}")
    say(f"statements: {len(stated)}/{len(NOT_OPENING)} opened a loop: {stated}")
    return {
        "opener_recall": rate(len(PAIRS) - len(missed), len(PAIRS)),
        "openers_missed": missed,
        "false_openers_chit_chat": rate(len(chat), len(CHIT_CHAT)),
        "chit_chat_opened": chat,
        "false_openers_statements": rate(len(stated), len(NOT_OPENING)),
        "statements_opened": stated,
    }


def _closes(opener: str, closer: str, *, subject: str, similar: bool) -> LoopStatus | None:
    return closing(
        memory("o", opener, subject=subject),
        memory("c", closer, later=True, subject=subject),
        similar=similar,
    )


def closures(mode: str, cosine: dict[tuple[str, str], float] | None) -> dict[str, Any]:
    """Closure recall and false closures in ``mode``: ``subject`` (opener and closer share a
    subject), ``no_subject``, or ``no_subject_embeddings`` (with the embedding leg)."""
    subject = "s" if mode == "subject" else ""

    def close(opener: str, closer: str) -> LoopStatus | None:
        near = cosine is not None and cosine[(opener, closer)] >= LOOP_SIMILAR_AT
        return _closes(opener, closer, subject=subject, similar=near)

    missed = [
        {"form": form, "opener": opener, "closer": closer, "got": close(opener, closer)}
        for form, opener, closer in PAIRS
        if close(opener, closer) is not expected_status(form)
    ]
    found: dict[str, Any] = {
        "closure_recall": rate(len(PAIRS) - len(missed), len(PAIRS)),
        "closures_missed": missed,
    }
    say(f"[{mode}] closure recall {len(PAIRS) - len(missed)}/{len(PAIRS)}")
    if mode == "subject":
        return found  # one subject closes with any completion: nothing to count as false
    near = [
        {"opener": PAIRS[n][1], "closer": line}
        for n, line in NOT_CLOSING
        if close(PAIRS[n][1], line) is not None
    ]
    cross = [
        {"opener": opener, "closer": closer}
        for n, (_, opener, _) in enumerate(PAIRS)
        for m, (_, _, closer) in enumerate(PAIRS)
        if m != n and close(opener, closer) is not None
    ]
    pairs = len(PAIRS) * (len(PAIRS) - 1)
    say(f"[{mode}] false closures: near-misses {len(near)}/{len(NOT_CLOSING)}, ")
    say(f"[{mode}]   other pairs' closers {len(cross)}/{pairs}")
    return found | {
        "false_closures_near_misses": rate(len(near), len(NOT_CLOSING)),
        "near_misses_closed": near,
        "false_closures_cross_pairs": rate(len(cross), pairs),
        "cross_pairs_closed": cross,
    }


def through_the_selector() -> dict[str, Any]:
    """bench/loop_phrasing_db.py in ephemeral embedded servers (after migrate)."""
    python = shlex.quote(sys.executable)
    with tempfile.TemporaryDirectory(prefix="bench-loops-") as data_dir:
        out = Path(data_dir) / "selector.json"
        inner = f"{python} bench/loop_phrasing_db.py --inside {shlex.quote(str(out))}"
        say(f"the real selector over ephemeral servers under {data_dir}")
        env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
        subprocess.run(
            [
                sys.executable,
                "-m",
                "config.embedded",
                "exec",
                "--ephemeral",
                "--",
                "sh",
                "-c",
                f"{python} manage.py migrate --verbosity 0 && {inner}",
            ],
            cwd=PROJECT_ROOT,
            env={**env, "MEMORY_DATA_DIR": str(Path(data_dir) / "data")},
            check=True,
        )
        found: dict[str, Any] = json.loads(out.read_text())
    return found


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 4))
    bars: list[tuple[str, float]] = [
        ("opener recall", report["openers"]["opener_recall"]),
        ("chit-chat opened", report["openers"]["false_openers_chit_chat"]),
    ]
    for mode, found in report["closures"].items():
        bars.append((f"closure recall\n{mode}", found["closure_recall"]))
        if "false_closures_near_misses" in found:
            bars.append((f"near-misses closed\n{mode}", found["false_closures_near_misses"]))
    ax.bar(range(len(bars)), [v for _, v in bars], color="tab:blue")
    ax.set_xticks(range(len(bars)), [k for k, _ in bars], fontsize=6, rotation=30, ha="right")
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("fraction")
    ax.set_title(f"Open loops worded many ways ({len(PAIRS)} pairs, {len(CHIT_CHAT)} chit-chat)")
    save_figure(fig, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-embed", action="store_true", help="skip the embedding leg")
    parser.add_argument(
        "--db", action="store_true", help="also through the real selector (ephemeral servers)"
    )
    args = parser.parse_args()
    say(f"{len(PAIRS)} pairs, {len(NOT_CLOSING)} near-misses, {len(CHIT_CHAT)} chit-chat lines")
    report: dict[str, Any] = report_header(
        "bench/loop_phrasing.py", sys.argv[1:], {"targets": TARGETS}
    )
    report["cases"] = {
        "pairs": len(PAIRS),
        "near_misses": len(NOT_CLOSING),
        "statements": len(NOT_OPENING),
        "chit_chat": len(CHIT_CHAT),
    }
    report["openers"] = openers()
    report["closures"] = {mode: closures(mode, None) for mode in ("subject", "no_subject")}
    model = None if args.no_embed else embedder()
    if model is not None:
        table = cosine_table(model)
        report["similar_at"] = LOOP_SIMILAR_AT
        report["closures"]["no_subject_embeddings"] = closures("no_subject_embeddings", table)
    if args.db:
        report["selector"] = through_the_selector()
    write_json(RESULTS / "loop_phrasing.json", report)
    plot(report, RESULTS / "loop_phrasing.png")
    say(f"wrote {RESULTS / 'loop_phrasing.json'} and loop_phrasing.png")


if __name__ == "__main__":
    main()
