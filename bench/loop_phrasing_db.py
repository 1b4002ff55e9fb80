"""The loop phrasing cases through the real selector, over a database (bench/loop_phrasing.py
runs this with ``--db``, in ephemeral embedded servers).

Two projects, each imported through the import service and embedded by the local model, then
read by ``subject_selectors.open_loops`` (the code behind GET /open-loops and /context):

- ``pairs``: the statements (a day before: some of them would rightly close an opener), every
  opener, the chit-chat lines, and later every pair's closer, none with a subject; counted:
  openers listed, loops closed by their own closer (as done or cancelled, as written), loops
  closed by another pair's closer, chit-chat and statements listed as loops;
- ``near``: the openers that have near-misses, and later the near-misses; counted: loops any
  near-miss closed.

Each split of bench/loop_phrasing.py (``--splits tuned,held_out,held_out_2``) gets its own
two projects.

Run: .venv/bin/python bench/loop_phrasing_db.py --inside OUT.json [--splits tuned,held_out]
(after migrate, inside the servers); bench/loop_phrasing.py --db does both.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import say, write_json  # noqa: E402
from bench.loop_phrasing import SPLITS, Cases  # noqa: E402

START = datetime(2026, 3, 1, 9, tzinfo=UTC)


def _line(ref: str, content: str, at: datetime) -> str:
    return json.dumps(
        {
            "ref": ref,
            "type": "semantic",
            "content": content,
            "status": "active",
            "recorded_at": at.isoformat(),
        }
    )


def _load(slug: str, lines: list[str]) -> tuple[Any, dict[str, str]]:
    from memoryapp.services.embeddings import memory_embed_batch
    from memoryapp.services.imports import memory_import
    from memoryapp.services.tokens import project_ensure

    project = project_ensure(slug=slug, name=f"bench: {slug}")
    ids = memory_import(project=project, texts=lines, actor_label="bench")
    memory_embed_batch(memory_ids=list(ids.values()))
    return project, ids


def _pairs_lines(cases: Cases) -> list[str]:
    """Openers, then statements a day before, chit-chat six hours after, closers three days
    after: every pair's closer comes after every opener."""
    pairs, not_opening, chit_chat = cases.pairs, cases.not_opening, cases.chit_chat
    lines = [_line(f"o{n}", o, START + timedelta(minutes=n)) for n, (_, o, _) in enumerate(pairs)]
    lines += [
        _line(f"t{n}", t, START - timedelta(days=1, minutes=n)) for n, t in enumerate(not_opening)
    ]
    lines += [
        _line(f"x{n}", t, START + timedelta(hours=6, minutes=n)) for n, t in enumerate(chit_chat)
    ]
    lines += [
        _line(f"c{n}", c, START + timedelta(days=3, minutes=n)) for n, (_, _, c) in enumerate(pairs)
    ]
    return lines


def _closures(
    pairs: Sequence[tuple[str, str, str]], loops: dict[str, Any], ref_of: dict[str, str]
) -> tuple[int, int, list[dict[str, Any]]]:
    """How many pairs closed by their own closer, how many by another pair's, and the misses."""
    own = other = 0
    missed: list[dict[str, Any]] = []
    for n, (form, opener, _) in enumerate(pairs):
        loop = loops.get(f"o{n}")
        closer = ref_of.get(loop.closed_by or "") if loop else None
        wanted = "cancelled" if form == "cancel" else "done"
        if loop and closer == f"c{n}" and loop.status.value == wanted:
            own += 1
        else:
            status = loop.status.value if loop else None
            missed.append({"opener": opener, "status": status, "closed_by": closer})
        other += bool(loop and closer and closer != f"c{n}" and closer.startswith("c"))
    return own, other, missed


def pairs_project(split: str, cases: Cases) -> dict[str, Any]:
    from memoryapp.selectors.subjects import open_loops

    pairs, not_opening, chit_chat = cases.pairs, cases.not_opening, cases.chit_chat
    project, ids = _load(f"bench-loops-pairs-{split}", _pairs_lines(cases))
    ref_of = {memory_id: ref for ref, memory_id in ids.items()}
    started = time.perf_counter()
    read = open_loops(project=project, now=START + timedelta(days=10))
    cold_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    open_loops(project=project, now=START + timedelta(days=10))
    warm_ms = (time.perf_counter() - started) * 1000
    say(
        f"[selector {split}] open_loops over {len(ids)} memories: {cold_ms:.0f} ms, "
        f"again {warm_ms:.0f} ms"
    )
    loops = {ref_of[loop.opened_by]: loop for loop in read}
    own, other, missed = _closures(pairs, loops, ref_of)
    listed = [ref for ref in loops if ref.startswith("o")]
    chat = [ref for ref in loops if ref.startswith("x")]
    stated = [ref for ref in loops if ref.startswith("t")]
    say(
        f"[selector {split}] {len(listed)}/{len(pairs)} openers listed, {own} closed by their "
        f"closer, {other} by another's"
    )
    say(
        f"[selector {split}] chit-chat listed {len(chat)}/{len(chit_chat)}, "
        f"statements {len(stated)}/{len(not_opening)}"
    )
    return {
        "opener_recall": round(len(listed) / len(pairs), 4),
        "closure_recall": round(own / len(pairs), 4),
        "closed_by_another_pairs_closer": other,
        "not_closed_by_their_closer": missed,
        "false_openers_chit_chat": round(len(chat) / len(chit_chat), 4),
        "false_openers_statements": round(len(stated) / len(not_opening), 4)
        if not_opening
        else None,
        "memories": len(ids),
        "open_loops_ms": {"first": round(cold_ms, 1), "again": round(warm_ms, 1)},
    }


def near_project(split: str, cases: Cases) -> dict[str, Any]:
    from memoryapp.selectors.subjects import open_loops

    pairs, not_closing = cases.pairs, cases.not_closing
    openers = sorted({n for n, _ in not_closing})
    lines = [_line(f"o{n}", pairs[n][1], START + timedelta(minutes=n)) for n in openers]
    lines += [
        _line(f"m{k}", line, START + timedelta(days=3, minutes=k))
        for k, (_, line) in enumerate(not_closing)
    ]
    project, ids = _load(f"bench-loops-near-{split}", lines)
    ref_of = {memory_id: ref for ref, memory_id in ids.items()}
    closed = [
        {"opener": ref_of[loop.opened_by], "by": ref_of.get(loop.closed_by or "")}
        for loop in open_loops(project=project, now=START + timedelta(days=10))
        if loop.closed_by
    ]
    say(f"[selector {split}] near-misses: {len(closed)} of {len(openers)} loops closed by one")
    return {"openers": len(openers), "near_misses": len(not_closing), "closed": closed}


def main(out: Path, splits: list[str]) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    result = {
        split: {
            "pairs": pairs_project(split, SPLITS[split]),
            "near": near_project(split, SPLITS[split]),
        }
        for split in splits
    }
    write_json(out, result, indent=1)


if __name__ == "__main__":
    chosen = sys.argv[sys.argv.index("--splits") + 1] if "--splits" in sys.argv else "tuned"
    main(Path(sys.argv[sys.argv.index("--inside") + 1]), chosen.split(","))
