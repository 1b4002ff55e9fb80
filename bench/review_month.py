"""A month in the review queue: how many cards the owner reads per distinct fact.

An extractor reads ~30 sessions of one user over a month and proposes what it hears through
the product's own path (``memory_propose``, as the extractor would, with the local embedding
model embedding each new memory as a worker would right after). The facts
(``bench/review_month_facts.py``, 60 written for this benchmark) repeat the way people repeat
themselves: fact k of a shuffled ranking is said in a session with probability
min(0.9, 1.8 / k^0.9) (Zipf-like: a few in most sessions, most in few; each at least once), said
1-3 times in a session, half the time plainly and otherwise in paraphrase (an intensifier, or
its clause first). At the end of each day the owner reads the queue (every pending head) and
decides each card by the fact it states: a fact the owner does not want is rejected (30 %),
the others confirmed; a card for a fact already confirmed is rejected as a duplicate. Six facts
change value mid-month (from a session between the 10th and 20th on, only the new value is
said); the new value is confirmed.

Reported: cards shown to the owner (a pending card counted once however many reviews it
waited through) per distinct fact value (a fact that changed is two values to review) and per
distinct fact, the proposals auto-rejected as repeats of a rejection (``Memory.repeat_of``)
and folded into a pending card (``ProposalRepeat`` rows). Target (issue 32): <= 1.1 cards per
fact value. Deterministic for a seed; runs in a throwaway database:

    .venv/bin/python bench/review_month.py [--seed 32] [--output review_month]

Writes bench/results/<output>.json and <output>.png.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import (  # noqa: E402
    RESULTS,
    bench_workdir,
    pyplot,
    report_header,
    save_figure,
    say,
    write_json,
)
from bench.review_month_facts import CHANGES, FACTS  # noqa: E402
from bench.stack import on_ephemeral_services  # noqa: E402

INNER = "REVIEW_MONTH_INNER"
SESSIONS = 30
# 30 sessions on 22 days: some days have two; the owner reviews once a day, after the last.
DAYS = 22
REJECTED_SHARE = 0.3
TARGET = {"cards_per_fact_value_at_most": 1.1}

Key = tuple[int, int]  # (fact index, value: 0 the first, 1 after its change)


@dataclass
class Plan:
    """Who says what when, and what the owner wants of each fact."""

    sessions: list[list[tuple[str, Key]]]  # each session's statements in order
    rejected: set[int]
    change_at: dict[int, int]  # fact -> the first session that says its new value
    texts: dict[str, Key] = field(default_factory=dict)


def plan(seed: int) -> Plan:
    rng = random.Random(seed)
    order = list(range(len(FACTS)))
    rng.shuffle(order)
    chance = {fact: min(0.9, 1.8 / (rank + 1) ** 0.9) for rank, fact in enumerate(order)}
    unchanged = [i for i in range(len(FACTS)) if i not in CHANGES]
    rejected = set(rng.sample(unchanged, round(REJECTED_SHARE * len(FACTS))))
    change_at = {fact: rng.randint(10, 20) for fact in CHANGES}
    said: list[list[int]] = [
        [f for f in range(len(FACTS)) if rng.random() < chance[f]] for _ in range(SESSIONS)
    ]
    for fact in range(len(FACTS)):
        if not any(fact in s for s in said):
            said[rng.randrange(SESSIONS)].append(fact)
    result = Plan(sessions=[], rejected=rejected, change_at=change_at)
    for number, facts in enumerate(said):
        statements: list[tuple[str, Key]] = []
        for fact in facts:
            value = 1 if fact in change_at and number >= change_at[fact] else 0
            rest = CHANGES[fact] if value else None
            for _ in range(1 + (rng.random() < 0.35) + (rng.random() < 0.1)):
                way = rng.choices((0, 1, 2), weights=(2, 1, 1))[0]
                text = FACTS[fact].said(way, rest)
                statements.append((text, (fact, value)))
                result.texts[text] = (fact, value)
        rng.shuffle(statements)
        result.sessions.append(statements)
    return result


def day_of(session: int) -> int:
    return session * DAYS // SESSIONS


class Month:
    """The project, the owner's decisions and what was counted."""

    def __init__(self, the_plan: Plan, seed: int) -> None:
        from memoryapp.services.tokens import project_ensure

        self.plan = the_plan
        self.rng = random.Random(seed + 1)
        self.project = project_ensure(slug=f"month{seed}", name="a month in the queue")
        self.seen: dict[str, Key] = {}
        self.confirmed: set[Key] = set()
        self.counts: Counter[str] = Counter()
        self.days: list[dict[str, Any]] = []

    def propose(self, session: int, text: str) -> None:
        from memoryapp.domain.types import Actor
        from memoryapp.services.embeddings import memory_embed_batch
        from memoryapp.services.propose import memory_propose

        result = memory_propose(
            project=self.project,
            type="semantic",
            content=text,
            confidence=round(self.rng.uniform(0.55, 0.95), 2),
            actor=Actor.EXTRACTOR,
            actor_label="extractor",
            session_id=f"month-s{session + 1:02d}",
            source={"kind": "conversation", "ref": f"month-s{session + 1:02d}"},
        )
        self.counts["proposals"] += 1
        if result.duplicate_of is not None:
            self.counts["duplicates_of_active"] += 1
        elif result.memory.embedding is None:
            memory_embed_batch(memory_ids=[result.memory.id])

    def review(self) -> int:
        """The owner reads every pending card and decides it; returns how many were read."""
        from memoryapp.errors import ServiceError
        from memoryapp.models import Memory
        from memoryapp.services.review import memory_confirm, memory_reject

        queue = list(
            Memory.objects.filter(
                project=self.project, status="pending", superseded_by__isnull=True
            )
            .order_by("recorded_at", "id")
            .values_list("id", "content")
        )
        for memory_id, content in queue:
            key = self.plan.texts.get(content)
            if key is None:
                self.counts["cards_not_from_the_plan"] += 1
                continue
            self.seen.setdefault(str(memory_id), key)
            try:
                if key[0] in self.plan.rejected or key in self.confirmed:
                    memory_reject(project=self.project, memory_id=memory_id, actor_label="owner")
                    self.counts["owner_rejects"] += 1
                else:
                    memory_confirm(project=self.project, memory_id=memory_id, actor_label="owner")
                    self.confirmed.add(key)
                    self.counts["owner_confirms"] += 1
            except ServiceError as error:
                self.counts[f"refused: {type(error).__name__}"] += 1
        return len(queue)

    def run(self) -> None:
        said: set[Key] = set()
        for session, statements in enumerate(self.plan.sessions):
            for text, key in statements:
                self.propose(session, text)
                said.add(key)
            last_of_day = session + 1 == SESSIONS or day_of(session + 1) != day_of(session)
            if not last_of_day:
                continue
            read = self.review()
            self.days.append(
                {
                    "day": day_of(session) + 1,
                    "sessions_so_far": session + 1,
                    "cards_read_today": read,
                    "cards_shown_so_far": len(self.seen),
                    "fact_values_said_so_far": len(said),
                }
            )
            say(
                f"day {day_of(session) + 1:2}: {read:3} cards in the queue, "
                f"{len(self.seen):4} cards shown so far for {len(said)} fact values said"
            )

    def report(self) -> dict[str, Any]:
        from memoryapp.models import Memory, ProposalRepeat

        said = {key for s in self.plan.sessions for _, key in s}
        facts = {fact for fact, _ in said}
        cards = len(self.seen)

        def per(group: set[int]) -> float | None:
            values = [k for k in said if k[0] in group]
            shown = sum(1 for k in self.seen.values() if k[0] in group)
            return round(shown / len(values), 3) if values else None

        everything = set(range(len(FACTS)))
        return {
            "statements": sum(len(s) for s in self.plan.sessions),
            "sessions": SESSIONS,
            "days": DAYS,
            "distinct_facts_said": len(facts),
            "distinct_fact_values_said": len(said),
            "cards_shown": cards,
            "cards_per_fact_value": round(cards / len(said), 3),
            "cards_per_fact": round(cards / len(facts), 3),
            "cards_per_fact_value_by_wish": {
                "rejected": per(self.plan.rejected),
                "confirmed": per(everything - self.plan.rejected - set(CHANGES)),
                "changed": per(set(CHANGES)),
            },
            "most_cards_for_one_value": max(Counter(self.seen.values()).values()),
            "auto_rejected": Memory.objects.filter(
                project=self.project, repeat_of__isnull=False
            ).count(),
            "folded": ProposalRepeat.objects.filter(project=self.project).count(),
            "counts": dict(self.counts),
            "by_day": self.days,
        }


def plot(results: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    days = [d["day"] for d in results["by_day"]]
    left.plot(days, [d["cards_shown_so_far"] for d in results["by_day"]], label="cards shown")
    left.plot(
        days, [d["fact_values_said_so_far"] for d in results["by_day"]], label="fact values said"
    )
    left.set_xlabel("day")
    left.legend(fontsize=8)
    left.set_title("Cumulative over the month")
    wish = results["cards_per_fact_value_by_wish"]
    labels = ["all", *wish]
    values = [results["cards_per_fact_value"], *(v or 0 for v in wish.values())]
    right.bar(labels, values)
    right.axhline(TARGET["cards_per_fact_value_at_most"], color="green", linestyle="--")
    right.set_title("Cards shown per distinct fact value")
    save_figure(fig, path)


def inner(args: argparse.Namespace) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings

    settings.MEMORY_EMBEDDINGS = "local"
    the_plan = plan(args.seed)
    say(
        f"{len(FACTS)} facts ({len(the_plan.rejected)} unwanted, {len(CHANGES)} changing), "
        f"{sum(len(s) for s in the_plan.sessions)} statements in {SESSIONS} sessions "
        f"on {DAYS} days"
    )
    month = Month(the_plan, args.seed)
    month.run()
    report = report_header("bench/review_month.py", sys.argv[1:], TARGET)
    report["seed"] = args.seed
    report["results"] = month.report()
    report["met"] = (
        report["results"]["cards_per_fact_value"] <= TARGET["cards_per_fact_value_at_most"]
    )
    write_json(RESULTS / f"{args.output}.json", report)
    plot(report["results"], RESULTS / f"{args.output}.png")
    got = report["results"]
    say(
        f"cards shown {got['cards_shown']} for {got['distinct_fact_values_said']} fact values: "
        f"{got['cards_per_fact_value']} per value ({got['cards_per_fact']} per fact); "
        f"auto-rejected {got['auto_rejected']}, folded {got['folded']}; target met: {report['met']}"
    )
    say(f"wrote {RESULTS / args.output}.json and .png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=32)
    parser.add_argument("--output", default="review_month")
    args = parser.parse_args()
    if os.environ.get(INNER):
        inner(args)
        return
    again = [sys.executable, str(Path(__file__).resolve()), *sys.argv[1:]]
    # A database of its own for each run: the month starts from an empty project every time.
    workdir = bench_workdir("bench-month-")
    try:
        code = on_ephemeral_services(again, workdir / "data", env={INNER: "1"})
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    raise SystemExit(code)


if __name__ == "__main__":
    main()
