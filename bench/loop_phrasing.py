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

Splits, reported apart: ``tuned`` (the cases above, on which the rules were refined),
``held_out`` (bench/loop_phrasing_held_out.py: written before one rule change, looked at after
it, then studied for the next), ``held_out_2`` (bench/loop_phrasing_held_out_2.py: written
before the next rule change, looked at once after it, then studied), ``held_out_3``
(bench/loop_phrasing_held_out_3.py: written before the round that read obligations and
reminders, looked at after it, then studied), ``held_out_4`` (written before the round that
read obligations said through a participle or a noun, looked at after it, then studied) and
``held_out_5`` (written before the round that read work not done yet, needs, deadlines,
requests and headline infinitives, looked at after it, then studied), ``held_out_6``
(written before the round after that, looked at after it), ``held_out_7`` (written before
any round studies held out 6, by a writer who did not know what it will read; its misses
were seen before the fifth round was measured, so that round studied it), ``held_out_8``
(written during the fifth round by a writer who had not read the rules, measured once after
it, then studied for the sixth round), ``held_out_9`` (written during the sixth round by a
writer who had not read the rules, measured once after it), ``held_out_10`` (written
before the chit-chat veto by meaning, memoryapp/domain/loop_meaning.py, was trained on
every split before it, measured once after; then studied for the seventh round),
``held_out_11`` (written during the seventh round by a writer who had not read the rules,
measured once after it, then studied for the eighth), ``held_out_12`` (written during the
eighth round, before the veto was trained again on every split up to 11; measured once after
both, then studied for the ninth), ``held_out_13`` (written during the ninth round by a
writer who had not read the rules, measured once after it, then studied for the tenth),
``held_out_14`` (written during the tenth round the same way, measured once after it, then
studied for the eleventh), ``held_out_15`` (written during the eleventh round the same way,
measured once after it, then studied for the twelfth, which added the reading of work done by
meaning, bench/loop_done.py), ``held_out_16`` (written during the twelfth round the same
way, measured once after it, then studied for the thirteenth) and ``held_out_17`` (written
during the thirteenth round the same way, measured once after it, then studied for the
fourteenth), ``held_out_18`` (written during the fourteenth round the same way, measured
once after it, then studied for the fifteenth) and ``held_out_19`` (written during the
fifteenth round the same way, measured once after it, then studied for the sixteenth) and
``held_out_20`` (written during the sixteenth round the same way, measured once after it,
then studied for the seventeenth) and ``held_out_21`` (written during the seventeenth round the
same way, measured once after it, then studied for the eighteenth) and ``held_out_22`` (written
during the eighteenth round the same way, measured once after it, then studied for the
nineteenth) and ``held_out_23`` (written during the nineteenth round the same way, measured
once after it, then studied for the twentieth) and ``held_out_24`` (written during the
twentieth round the same way, measured once after it, then studied for the twenty-first)
and ``held_out_25`` (written during the twenty-first round the same way, measured once after
it, then studied for the twenty-second) and ``held_out_26`` (written during the twenty-second
round the same way, measured once after it, then studied for the twenty-third) and
``held_out_27`` and ``held_out_28`` (written during the twenty-fourth round by two writers who
had not read the rules; 27 measured once before the round and studied for it, 28 measured once
after it and studied for the twenty-fifth) and ``held_out_29`` to ``held_out_60``
(written the same way, one a round: held out N during round N - 4, or just after it for 32,
33 and 44, or before round N - 3 from 49 on; measured once on that round's rules, then studied
for the next; 60 is not studied yet: wiring a new set means raising the range below and this
last number). ``--split tuned``
runs one alone while rules change; ``all`` runs every split.

Run from the project root:
.venv/bin/python bench/loop_phrasing.py [--no-embed] [--db] [--split SPLIT|all]
Writes bench/results/loop_phrasing.json and loop_phrasing.png.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.loop_phrasing_cases import CHIT_CHAT, NOT_CLOSING, NOT_OPENING, PAIRS  # noqa: E402
from bench.stack import on_ephemeral_services  # noqa: E402
from memoryapp.domain.loop_meaning import DONE, WORK, Reading  # noqa: E402
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


@dataclass(frozen=True)
class Cases:
    """One split's cases: (form, opener, closer) pairs, (pair index, line) near-misses,
    statements and chit-chat that must open nothing."""

    pairs: list[tuple[str, str, str]]
    not_closing: list[tuple[int, str]]
    not_opening: list[str]
    chit_chat: list[str]


def _held_out(name: str) -> Cases:
    """A held-out split from its own module, ``bench/loop_phrasing_<name>.py``."""
    module = importlib.import_module(f"bench.loop_phrasing_{name}")
    prefix = name.upper()
    return Cases(
        getattr(module, f"{prefix}_PAIRS"),
        getattr(module, f"{prefix}_NOT_CLOSING"),
        [],
        getattr(module, f"{prefix}_CHIT_CHAT"),
    )


# "tuned": the cases the rules were refined on; "held_out".."held_out_60": each written
# before a rule change and looked at once after it (a new set is wired by raising the range).
SPLITS = {
    "tuned": Cases(PAIRS, NOT_CLOSING, NOT_OPENING, CHIT_CHAT),
    **{name: _held_out(name) for name in ("held_out", *(f"held_out_{n}" for n in range(2, 61)))},
}


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


def cosine_table(model: Any, cases: Cases) -> dict[tuple[str, str], float]:
    """The cosine of every opener with every closer and near-miss of one split."""
    import numpy as np

    opener_texts = sorted({opener for _, opener, _ in cases.pairs})
    closer_texts = sorted({c for _, _, c in cases.pairs} | {line for _, line in cases.not_closing})
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


def openers(cases: Cases) -> dict[str, Any]:
    pairs = cases.pairs
    opened = [opens_a_loop(memory(f"o{n}", opener)) for n, (_, opener, _) in enumerate(pairs)]
    missed = [pairs[n][1] for n, reason in enumerate(opened) if reason is None]
    chat = [line for line in cases.chit_chat if opens_a_loop(memory("c", line))]
    stated = [line for line in cases.not_opening if opens_a_loop(memory("s", line))]
    say(f"openers: {len(pairs) - len(missed)}/{len(pairs)} recognised")
    say(f"chit-chat: {len(chat)}/{len(cases.chit_chat)} opened a loop: {chat}")
    say(f"statements: {len(stated)}/{len(cases.not_opening)} opened a loop: {stated}")
    return {
        "opener_recall": rate(len(pairs) - len(missed), len(pairs)),
        "openers_missed": missed,
        "false_openers_chit_chat": rate(len(chat), len(cases.chit_chat)),
        "chit_chat_opened": chat,
        "false_openers_statements": rate(len(stated), len(cases.not_opening)),
        "statements_opened": stated,
    }


def with_meaning(cases: Cases, model: Any) -> dict[str, Any]:
    """Opener recall and chit-chat opened with the chit-chat veto by meaning, as the selector
    applies it (each line's vector dotted with memoryapp/domain/loop_meaning.py's weights)."""
    lines = [opener for _, opener, _ in cases.pairs] + cases.chit_chat
    scores = scored(model, lines, WORK).values()
    opened = [
        opens_a_loop(replace(memory("m", line), work_score=float(score))) is not None
        for line, score in zip(lines, scores, strict=True)
    ]
    pairs = len(cases.pairs)
    chat = [line for line, hit in zip(cases.chit_chat, opened[pairs:], strict=True) if hit]
    found = sum(opened[:pairs])
    say(f"with meaning: openers {found}/{pairs}, chit-chat {len(chat)}/{len(cases.chit_chat)}")
    return {
        "opener_recall": rate(found, pairs),
        "false_openers_chit_chat": rate(len(chat), len(cases.chit_chat)),
        "chit_chat_opened": chat,
    }


def scored(model: Any, lines: list[str], reading: Reading) -> dict[str, float]:
    """Each line's score by one reading by meaning (its unit vector dotted with the
    reading's weights, as the selector computes it in the database)."""
    import numpy as np

    vectors = np.array(model.embed(lines), dtype=float)
    scores = vectors / np.linalg.norm(vectors, axis=1, keepdims=True) @ np.array(reading.weights)
    return {line: float(score) for line, score in zip(lines, scores, strict=True)}


def _closes(
    opener: str, closer: str, *, subject: str, similar: bool, done: float | None = None
) -> LoopStatus | None:
    later = replace(memory("c", closer, later=True, subject=subject), done_score=done)
    return closing(memory("o", opener, subject=subject), later, similar=similar)


@dataclass(frozen=True)
class Meaning:
    """What the embedding adds to the rules' closing: each opener's cosine with each closer
    and each closer's score by the reading of work done."""

    cosine: dict[tuple[str, str], float]
    done: dict[str, float]


def closures(cases: Cases, mode: str, meaning: Meaning | None) -> dict[str, Any]:
    """Closure recall and false closures in ``mode``: ``subject`` (opener and closer share a
    subject) or ``no_subject``, by the rules alone, or with the embedding (``meaning``: the
    modes ``subject_embeddings`` and ``no_subject_embeddings``)."""
    subject = "s" if mode.startswith("subject") else ""
    pairs = cases.pairs

    def close(opener: str, closer: str) -> LoopStatus | None:
        if meaning is None:
            return _closes(opener, closer, subject=subject, similar=False)
        near = meaning.cosine[(opener, closer)] >= LOOP_SIMILAR_AT
        done = meaning.done[closer]
        return _closes(opener, closer, subject=subject, similar=near, done=done)

    missed = [
        {"form": form, "opener": opener, "closer": closer, "got": close(opener, closer)}
        for form, opener, closer in pairs
        if close(opener, closer) is not expected_status(form)
    ]
    found: dict[str, Any] = {
        "closure_recall": rate(len(pairs) - len(missed), len(pairs)),
        "closures_missed": missed,
    }
    say(f"[{mode}] closure recall {len(pairs) - len(missed)}/{len(pairs)}")
    if subject:
        return found  # one subject closes with any completion: nothing to count as false
    near = [
        {"opener": pairs[n][1], "closer": line}
        for n, line in cases.not_closing
        if close(pairs[n][1], line) is not None
    ]
    cross = [
        {"opener": opener, "closer": closer}
        for n, (_, opener, _) in enumerate(pairs)
        for m, (_, _, closer) in enumerate(pairs)
        if m != n and close(opener, closer) is not None
    ]
    total = len(pairs) * (len(pairs) - 1)
    say(f"[{mode}] false closures: near-misses {len(near)}/{len(cases.not_closing)}, ")
    say(f"[{mode}]   other pairs' closers {len(cross)}/{total}")
    return found | {
        "false_closures_near_misses": rate(len(near), len(cases.not_closing)),
        "near_misses_closed": near,
        "false_closures_cross_pairs": rate(len(cross), total),
        "cross_pairs_closed": cross,
    }


def through_the_selector(splits: list[str]) -> dict[str, Any]:
    """bench/loop_phrasing_db.py in ephemeral embedded servers (after migrate)."""
    with tempfile.TemporaryDirectory(prefix="bench-loops-") as data_dir:
        out = Path(data_dir) / "selector.json"
        inner = [sys.executable, "bench/loop_phrasing_db.py", "--inside", str(out)]
        inner += ["--splits", ",".join(splits)]
        say(f"the real selector over ephemeral servers under {data_dir}")
        code = on_ephemeral_services(inner, Path(data_dir) / "data")
        if code:
            raise subprocess.CalledProcessError(code, inner)
        found: dict[str, Any] = json.loads(out.read_text())
    return found


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(9, 4))
    bars: list[tuple[str, float]] = []
    for split, found_split in report["splits"].items():
        bars.append((f"opener recall\n{split}", found_split["openers"]["opener_recall"]))
        bars.append(
            (f"chit-chat opened\n{split}", found_split["openers"]["false_openers_chit_chat"])
        )
        for mode, found in found_split["closures"].items():
            bars.append((f"closure recall\n{mode}\n{split}", found["closure_recall"]))
            if "false_closures_near_misses" in found:
                near = found["false_closures_near_misses"]
                bars.append((f"near-misses closed\n{mode}\n{split}", near))
    ax.bar(range(len(bars)), [v for _, v in bars], color="tab:blue")
    ax.set_xticks(range(len(bars)), [k for k, _ in bars], fontsize=5, rotation=30, ha="right")
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("fraction")
    ax.set_title("Open loops worded many ways (tuned and held-out splits)")
    save_figure(fig, path)


def run_split(name: str, cases: Cases, model: Any) -> dict[str, Any]:
    say(
        f"[{name}] {len(cases.pairs)} pairs, {len(cases.not_closing)} near-misses, "
        f"{len(cases.chit_chat)} chit-chat lines, {len(cases.not_opening)} statements"
    )
    found: dict[str, Any] = {
        "cases": {
            "pairs": len(cases.pairs),
            "near_misses": len(cases.not_closing),
            "statements": len(cases.not_opening),
            "chit_chat": len(cases.chit_chat),
        },
        "openers": openers(cases),
        "closures": {mode: closures(cases, mode, None) for mode in ("subject", "no_subject")},
    }
    if model is not None:
        found["openers_with_meaning"] = with_meaning(cases, model)
        lines = sorted({c for _, _, c in cases.pairs} | {line for _, line in cases.not_closing})
        meaning = Meaning(cosine_table(model, cases), scored(model, lines, DONE))
        for mode in ("subject_embeddings", "no_subject_embeddings"):
            found["closures"][mode] = closures(cases, mode, meaning)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-embed", action="store_true", help="skip the embedding leg")
    parser.add_argument(
        "--db", action="store_true", help="also through the real selector (ephemeral servers)"
    )
    parser.add_argument(
        "--split",
        choices=(*SPLITS, "all"),
        default="all",
        help="which cases (the held-out split is looked at once, after a rule change)",
    )
    args = parser.parse_args()
    splits = list(SPLITS) if args.split == "all" else [args.split]
    report: dict[str, Any] = report_header(
        "bench/loop_phrasing.py", sys.argv[1:], {"targets": TARGETS}
    )
    model = None if args.no_embed else embedder()
    report["similar_at"] = LOOP_SIMILAR_AT
    report["splits"] = {name: run_split(name, SPLITS[name], model) for name in splits}
    if args.db:
        report["selector"] = through_the_selector(splits)
    write_json(RESULTS / "loop_phrasing.json", report)
    plot(report, RESULTS / "loop_phrasing.png")
    say(f"wrote {RESULTS / 'loop_phrasing.json'} and loop_phrasing.png")


if __name__ == "__main__":
    main()
