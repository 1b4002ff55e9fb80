"""The LoCoMo development split as ``bench/locomo.py`` scores it: conversations, their turns
as memory texts, QA questions with normalised evidence ids, the bench's own Okapi BM25
baseline, and recall@k per question category.

Pure Python and numpy, no Django; the fixture (../shared/fixtures/locomo_dev.json) is read
where it is, never copied.
"""

from __future__ import annotations

import json
import math
import re
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from bench.common import LOCOMO, sessions

KS = (5, 10, 25, 50)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
SYSTEMS = ("fused", "lexical", "dense", "entity", "dense_exact", "bm25")

# NLTK's English stop-word list, for the bench's own BM25 (not PostgreSQL's, on purpose).
STOP_WORDS = frozenset(
    """i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
    yourselves he him his himself she she's her hers herself it it's its itself they them their
    theirs themselves what which who whom this that that'll these those am is are was were be
    been being have has had having do does did doing a an the and but if or because as until
    while of at by for with about against between into through during before after above below
    to from up down in out on off over under again further then once here there when where why
    how all any both each few more most other some such no nor not only own same so than too
    very s t can will just don don't should should've now d ll m o re ve y ain aren aren't
    couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma
    mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
    weren't won won't wouldn wouldn't""".split()  # noqa: SIM905 - a word list, kept readable
)


# --- the fixture ---------------------------------------------------------------------------


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str  # the memory content, as imported
    when: datetime


@dataclass
class Question:
    conversation: str
    index: int
    question: str
    category: int
    evidence: list[str]
    raw_evidence: list[str]


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question] = field(default_factory=list)
    skipped: list[Question] = field(default_factory=list)
    dropped_ids: list[str] = field(default_factory=list)


def memory_text(turn: dict[str, Any], when: datetime, *, captions: bool) -> str:
    text = f"[{when.day} {when:%B %Y}] {turn['speaker']}: {turn['text']}"
    if captions and turn.get("blip_caption"):
        text += f" (shared a photo: {turn['blip_caption']})"
    return text


_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def normalise_evidence(raw: Iterable[str], known: set[str]) -> tuple[list[str], list[str]]:
    """Split on ; , and white space, fix "D:11:26" -> "D11:26"; returns (kept, dropped)."""
    kept: list[str] = []
    dropped: list[str] = []
    for item in raw:
        for token in re.split(r"[;,\s]+", str(item)):
            if not token:
                continue
            match = _EVIDENCE.fullmatch(token)
            dia_id = f"D{match.group(1)}:{match.group(2)}" if match else token
            if dia_id in known:
                if dia_id not in kept:
                    kept.append(dia_id)
            else:
                dropped.append(token)
    return kept, dropped


def load_fixture(*, captions: bool, path: Path = LOCOMO) -> list[Conversation]:
    conversations = []
    for sample in json.loads(path.read_text()):
        turns: list[Turn] = []
        for when, session in sessions(sample["conversation"]):
            for turn in session:
                text = memory_text(turn, when, captions=captions)
                turns.append(Turn(turn["dia_id"], turn["speaker"], text, when))
        item = Conversation(sample["sample_id"], turns)
        known = {t.dia_id for t in turns}
        for index, qa in enumerate(sample["qa"]):
            evidence, dropped = normalise_evidence(qa.get("evidence") or [], known)
            item.dropped_ids.extend(dropped)
            question = Question(
                sample["sample_id"],
                index,
                qa["question"],
                int(qa["category"]),
                evidence,
                list(qa.get("evidence") or []),
            )
            (item.questions if evidence else item.skipped).append(question)
        conversations.append(item)
    return conversations


# --- BM25 baseline -------------------------------------------------------------------------


def tokens(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower()) if w not in STOP_WORDS]


class BM25:
    """Okapi BM25 (k1, b), idf = ln(1 + (N - n + 0.5) / (n + 0.5)); unique query terms."""

    def __init__(self, docs: Sequence[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        counted = [Counter(tokens(d)) for d in docs]
        self.n = len(docs)
        lengths = np.array([sum(c.values()) for c in counted], dtype=float)
        self.norm = k1 * (1 - b + b * lengths / max(lengths.mean(), 1e-9))
        self.postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        gathered: dict[str, tuple[list[int], list[int]]] = {}
        for doc, counts in enumerate(counted):
            for term, tf in counts.items():
                ids, tfs = gathered.setdefault(term, ([], []))
                ids.append(doc)
                tfs.append(tf)
        for term, (ids, tfs) in gathered.items():
            self.postings[term] = (np.array(ids), np.array(tfs, dtype=float))

    def top(self, query: str, k: int) -> list[int]:
        scores = np.zeros(self.n)
        for term in set(tokens(query)):
            if term not in self.postings:
                continue
            ids, tfs = self.postings[term]
            idf = math.log(1 + (self.n - len(ids) + 0.5) / (len(ids) + 0.5))
            scores[ids] += idf * tfs * (self.k1 + 1) / (tfs + self.norm[ids])
        order = np.argsort(-scores, kind="stable")[:k]
        return [int(i) for i in order if scores[i] > 0]


# --- metrics -------------------------------------------------------------------------------


def recall_at(ranked: Sequence[str], evidence: Sequence[str], k: int) -> float:
    top = set(ranked[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)


def table(records: list[dict[str, Any]], system: str) -> dict[str, dict[str, float | int]]:
    """{"overall"|category name: {"n": count, "5": recall %, ...}}."""
    groups: dict[str, list[dict[str, Any]]] = {"overall": records}
    for number, name in CATEGORIES.items():
        groups[name] = [r for r in records if r["category"] == number]
    out: dict[str, dict[str, float | int]] = {}
    for name, rows in groups.items():
        row: dict[str, float | int] = {"n": len(rows)}
        for k in KS:
            values = [recall_at(r["ranked"][system], r["evidence"], k) for r in rows]
            row[str(k)] = round(100 * statistics.fmean(values), 2) if values else float("nan")
        out[name] = row
    return out
