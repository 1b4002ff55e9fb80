"""The corpus ``bench/latency.py`` loads: recombined LoCoMo development turns in a
deterministic stream, the questions it asks, and the rows' embeddings (cached in its data
folder).

The texts are LoCoMo turns (../shared/fixtures/locomo_dev.json, read there, never copied): a
turn sentence (sometimes two) with a speaker/date frame, 80 % episodic, 15 % semantic, 5 %
procedural, entities = speaker (+ the other one when named) + up to two proper nouns + half the
time a topic word (what an extractor tags, e.g. "adoption"). The stream comes in "universes"
of :data:`UNIVERSE_ROWS` rows: universe 0 keeps the fixture's names, universe u > 0 renames the
nine speakers from a pool, so a bigger store has more people, not the same nine people more
often (what a growing memory looks like); common words still grow with the store. A smaller
project is a prefix of a bigger one's stream.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from bench.common import LOCOMO, say

UNIVERSE_ROWS = 5000
EMBED_BATCH = 64
EMBED_CHUNK = 64 * 100
QUERIES = 200
# Warm-up questions, none of them among the measured ones (see warmup_set).
WARMUP = 100
# Other first names for universes > 0: never one of the fixture's speakers, never a stop word.
_NAMES = """
Aaron Abigail Adrian Aisha Alba Alvaro Amara Anders Anika Arjun Astrid Beatrix Bruno
Camila Cedric Chiara Dario Delphine Dmitri Eamon Elif Emeka Esme Farid Fiona Gideon
Greta Hamid Hanna Hugo Ines Isak Jasper Jovana Kaito Kalani Keira Lars Leila Linnea
Lorenzo Lucian Mahsa Malik Marisol Matteo Mei Milos Nadia Niamh Nikolai Noor Odette
Oskar Paloma Pavel Priya Quentin Rafael Rania Rohan Saoirse Selin Soren Sunita Tariq
Tessa Thiago Uma Valentin Vera Wanjiru Xavier Yara Yusuf Zainab Zoltan Ingrid Basil
Corin Dagny Ebba Faisal Gwen Hiro Ilse Jarek
"""
NAME_POOL = tuple(_NAMES.split())
_MONTHS = """
January February March April May June July August September October November December
Monday Tuesday Wednesday Thursday Friday Saturday Sunday
"""
MONTHS = set(_MONTHS.split())
_COMMON_LONG = """
another anything because believe different especially everything amazing awesome
actually already getting looking thought through without something sometimes
together wonderful whatever whenever probably absolutely definitely totally really
finally honestly incredible beautiful
"""
COMMON_LONG = set(_COMMON_LONG.split())


@dataclass(frozen=True)
class Sentence:
    sample: int
    speaker: str
    other: str
    date: datetime
    dia_id: str
    text: str


@dataclass(frozen=True)
class Row:
    type: str
    content: str
    entities: tuple[str, ...]
    recorded_at: datetime
    valid_from: datetime | None
    source_ref: str


@dataclass
class Fixture:
    sentences: list[Sentence]
    names: list[str]
    questions: list[str]
    sample_ids: list[str]


def read_fixture() -> Fixture:
    data = json.loads(LOCOMO.read_text())
    sentences: list[Sentence] = []
    names: list[str] = []
    questions: list[str] = []
    for index, sample in enumerate(data):
        conv = sample["conversation"]
        pair = (conv["speaker_a"], conv["speaker_b"])
        names.extend(n for n in pair if n not in names)
        for key, session in conv.items():
            if not (re.fullmatch(r"session_\d+", key) and isinstance(session, list)):
                continue
            date = datetime.strptime(conv[f"{key}_date_time"], "%I:%M %p on %d %B, %Y")
            for turn in session:
                speaker = turn["speaker"]
                other = pair[1] if speaker == pair[0] else pair[0]
                for text in re.split(r"(?<=[.!?])\s+", turn["text"].strip()):
                    if 4 <= len(text.split()) <= 35:
                        sentences.append(
                            Sentence(
                                index,
                                speaker,
                                other,
                                date.replace(tzinfo=UTC),
                                turn["dia_id"],
                                text,
                            )
                        )
        questions.extend(str(qa["question"]) for qa in sample["qa"])
    sample_ids = [str(s["sample_id"]) for s in data]
    return Fixture(sentences, names, questions, sample_ids)


def query_set(fixture: Fixture) -> list[str]:
    return random.Random(7).sample(fixture.questions, QUERIES)


def warmup_set(fixture: Fixture) -> list[str]:
    """``WARMUP`` questions outside :func:`query_set`: they bring the server to a steady state
    (PostgreSQL starts with empty shared buffers, and the HNSW index of a large project is big)
    without touching exactly the measured questions' rows first."""
    measured = set(query_set(fixture))
    rest = [q for q in fixture.questions if q not in measured]
    return random.Random(11).sample(rest, min(WARMUP, len(rest)))


def _proper_nouns(text: str, skip: set[str]) -> list[str]:
    found: list[str] = []
    for match in re.finditer(r"(?<![.!?:]\s)(?<!^)\b([A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})?)\b", text):
        word = match.group(1)
        if word.split()[0] in MONTHS or word in skip or word in found:
            continue
        found.append(word)
    return found


def renamer(fixture: Fixture, universe: int) -> Callable[[str], str]:
    """Universe 0 keeps the conversations' names; each later one swaps in names of its own."""
    rename = {
        name: NAME_POOL[((universe - 1) * len(fixture.names) + j) % len(NAME_POOL)]
        for j, name in enumerate(fixture.names)
    }
    pattern = re.compile(r"\b(" + "|".join(rename) + r")\b")

    def named(text: str) -> str:
        if universe == 0:
            return text
        return pattern.sub(lambda m: rename[m.group(1)], text)

    return named


def phrased(memory_type: str, shape: int, day: str, speaker: str, other: str, body: str) -> str:
    if memory_type == "episodic":
        return (
            f"{day}: {speaker} said: {body}",
            f"On {day} {speaker} told {other}: {body}",
            f"{speaker} ({day}): {body}",
        )[shape]
    if memory_type == "semantic":
        return (f"{speaker}: {body}", f"About {speaker}: {body}", f"{body}")[shape]
    return (
        f"When talking with {speaker}, remember: {body}",
        f"Before replying to {speaker}, keep in mind: {body}",
        f"For {speaker}: {body}",
    )[shape]


def unique_content(
    rng: random.Random, fixture: Fixture, named: Callable[[str], str], seen: set[str], **parts: str
) -> tuple[str, str]:
    """A phrasing not seen before (a repeat gets another sentence appended and another shape):
    the content and its body."""
    pool = fixture.sentences
    body = parts.pop("body")
    shape = rng.randrange(3)
    content = ""
    for attempt in range(20):
        content = phrased(
            parts["memory_type"], shape, parts["day"], parts["speaker"], parts["other"], body
        )
        if content not in seen:
            break
        extra = pool[rng.randrange(len(pool))]
        body = f"{body} {named(extra.text)}"
        shape = (shape + attempt + 1) % 3
    seen.add(content)
    return content, body


def entities_of(rng: random.Random, body: str, speaker: str, other: str) -> list[str]:
    entities = [speaker]
    if re.search(rf"\b{re.escape(other)}\b", body):
        entities.append(other)
    entities += _proper_nouns(body, {speaker, other, "I", "I'm"})[:2]
    topics = [w for w in re.findall(r"\b[a-z]{7,}\b", body) if w not in COMMON_LONG]
    if topics and rng.random() < 0.5:
        # What an extractor would tag as a topic ("photography", "adoption").
        entities.append(topics[rng.randrange(len(topics))])
    return entities


def corpus(fixture: Fixture, count: int) -> list[Row]:
    """The first ``count`` rows of the deterministic stream (a prefix of any longer one)."""
    rng = random.Random(20240601)
    pool = fixture.sentences
    seen: set[str] = set()
    rows: list[Row] = []
    now = datetime.now(UTC)
    named = renamer(fixture, 0)
    for i in range(count):
        universe = i // UNIVERSE_ROWS
        if i % UNIVERSE_ROWS == 0:
            named = renamer(fixture, universe)
        first = pool[rng.randrange(len(pool))]
        speaker, other = named(first.speaker), named(first.other)
        date = first.date + timedelta(days=3 * universe, minutes=rng.randrange(600))
        roll = rng.random()
        memory_type = "episodic" if roll < 0.80 else "semantic" if roll < 0.95 else "procedural"
        content, body = unique_content(
            rng,
            fixture,
            named,
            seen,
            memory_type=memory_type,
            day=f"{date.day} {date:%B %Y}",
            speaker=speaker,
            other=other,
            body=named(first.text),
        )
        entities = entities_of(rng, body, speaker, other)
        recorded = min(date + timedelta(hours=1 + rng.randrange(48)), now - timedelta(days=1))
        rows.append(
            Row(
                type=memory_type,
                content=content[:8000],
                entities=tuple(entities),
                recorded_at=recorded,
                valid_from=date if memory_type == "episodic" else None,
                source_ref=f"{fixture.sample_ids[first.sample]}:{first.dia_id}:u{universe}",
            )
        )
    return rows


def corpus_digest(rows: Sequence[Row]) -> str:
    digest = hashlib.sha256()
    for row in rows:
        digest.update(row.content.encode())
        digest.update(b"\x00")
    return digest.hexdigest()


# Rows past this many reuse the vectors of the first ones (see reused_vectors): embedding a
# million texts would make a run take far longer than serving and measuring them.
REAL_EMBEDDINGS = 100_000
# Per-dimension standard deviation of the noise added to a reused vector (before it is scaled
# back to unit length): a copy lands close to its source, as a reworded text would, instead
# of exactly on it (HNSW degrades on exact duplicates).
REUSE_NOISE = 0.01


def reused_vectors(source: np.ndarray, count: int) -> np.ndarray:
    """``count`` vectors made from ``source`` in turn, each with deterministic noise."""
    rng = np.random.default_rng(20261201)
    out = source[np.arange(count) % len(source)].copy()
    out += rng.normal(0.0, REUSE_NOISE, size=out.shape).astype(np.float32)
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return out


@dataclass(frozen=True)
class EmbeddingCache:
    """The stream's vectors for one model, saved in the data folder with how many there are
    and the digest of their texts."""

    model: str
    vectors: Path
    meta: Path

    @classmethod
    def of(cls, data: Path) -> EmbeddingCache:
        from django.conf import settings

        model = f"{settings.MEMORY_EMBEDDINGS_MODEL}:{settings.MEMORY_EMBEDDINGS_DIMENSIONS}"
        slug = re.sub(r"[^a-z0-9]+", "_", model.lower())
        return cls(model, data / f"corpus-{slug}.npy", data / f"corpus-{slug}.json")

    def count(self) -> int:
        if not (self.vectors.exists() and self.meta.exists()):
            return 0
        meta = json.loads(self.meta.read_text())
        return int(meta.get("count", 0)) if meta.get("model") == self.model else 0

    def load(self, rows: Sequence[Row], width: int) -> np.ndarray:
        """The cached vectors if they belong to ``rows``' texts, else none."""
        have = self.count()
        if have and json.loads(self.meta.read_text())["digest"] == corpus_digest(rows[:have]):
            loaded: np.ndarray = np.load(self.vectors)
            return loaded
        return np.zeros((0, width), dtype=np.float32)

    def save(self, vectors: np.ndarray, rows: Sequence[Row]) -> None:
        np.save(self.vectors, vectors)
        meta = {
            "model": self.model,
            "count": len(vectors),
            "digest": corpus_digest(rows[: len(vectors)]),
        }
        self.meta.write_text(json.dumps(meta))


class Progress:
    """A progress line at most every 10 s, and at the end."""

    def __init__(self, total: int) -> None:
        self.total, self.done = total, 0
        self.started = self.last = time.perf_counter()

    def add(self, count: int) -> None:
        self.done += count
        now = time.perf_counter()
        if now - self.last >= 10 or self.done == self.total:
            rate = self.done / (now - self.started)
            eta = (self.total - self.done) / rate
            say(f"[load]   embedded {self.done}/{self.total}  {rate:.0f} texts/s  ETA {eta:.0f} s")
            self.last = now


def embed_chunk(provider: Any, chunk: list[str], width: int, progress: Progress) -> np.ndarray:
    # Batches of similar length pad less (a batch is padded to its longest text); sorting
    # within a chunk keeps the saved cache a prefix of the stream.
    order = sorted(range(len(chunk)), key=lambda k: len(chunk[k]))
    out = np.zeros((len(chunk), width), dtype=np.float32)
    for offset in range(0, len(chunk), EMBED_BATCH):
        picked = order[offset : offset + EMBED_BATCH]
        out[picked] = np.asarray(provider.embed([chunk[k] for k in picked]), dtype=np.float32)
        progress.add(len(picked))
    return out


def embed_missing(
    cache: EmbeddingCache, rows: list[Row], cached: np.ndarray, count: int
) -> np.ndarray:
    """Extend ``cached`` to ``count`` vectors, saving after each chunk: an interrupted load
    resumes from there."""
    from memoryapp.providers import embedding_provider_from_settings

    provider = embedding_provider_from_settings()
    todo = [r.content for r in rows[len(cached) : count]]
    say(f"[load] embedding {len(todo)} texts ({len(cached)} cached) in batches of {EMBED_BATCH}")
    progress = Progress(len(todo))
    vectors = cached
    for chunk_start in range(0, len(todo), EMBED_CHUNK):
        chunk = todo[chunk_start : chunk_start + EMBED_CHUNK]
        vectors = np.concatenate([vectors, embed_chunk(provider, chunk, cached.shape[1], progress)])
        cache.save(vectors, rows)
    return vectors


def embeddings_for(fixture: Fixture, count: int, data: Path) -> tuple[list[Row], np.ndarray, float]:
    """The first ``count`` rows and their vectors. The first :data:`REAL_EMBEDDINGS` rows are
    embedded by the configured provider and cached in the data dir (the stream is
    deterministic, so a longer cache serves a shorter prefix, and a shorter one is extended);
    rows past them get :func:`reused_vectors` of those (their texts are the stream's own)."""
    if count > REAL_EMBEDDINGS:
        rows, real, seconds = embeddings_for(fixture, REAL_EMBEDDINGS, data)
        say(
            f"[load] rows {REAL_EMBEDDINGS + 1}-{count} reuse the first {REAL_EMBEDDINGS} "
            f"vectors with noise (sigma {REUSE_NOISE} a dimension)"
        )
        extra = reused_vectors(real, count - REAL_EMBEDDINGS)
        return corpus(fixture, count), np.concatenate([real, extra]), seconds
    from django.conf import settings

    cache = EmbeddingCache.of(data)
    rows = corpus(fixture, max(count, cache.count()))
    cached = cache.load(rows, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS))
    if len(cached) >= count:
        say(f"[load] {count} embeddings from the cache {cache.vectors.name}")
        return rows[:count], cached[:count], 0.0
    started = time.perf_counter()
    vectors = embed_missing(cache, rows, cached, count)
    return rows[:count], vectors[:count], time.perf_counter() - started
