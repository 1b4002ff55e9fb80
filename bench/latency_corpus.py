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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

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


def corpus(fixture: Fixture, count: int) -> list[Row]:
    """The first ``count`` rows of the deterministic stream (a prefix of any longer one)."""
    rng = random.Random(20240601)
    pool = fixture.sentences
    seen: set[str] = set()
    rows: list[Row] = []
    now = datetime.now(UTC)
    for i in range(count):
        universe = i // UNIVERSE_ROWS
        rename = {
            name: NAME_POOL[((universe - 1) * len(fixture.names) + j) % len(NAME_POOL)]
            for j, name in enumerate(fixture.names)
        }

        def named(text: str, universe: int = universe, rename: dict[str, str] = rename) -> str:
            if universe == 0:
                return text
            return re.sub(r"\b(" + "|".join(rename) + r")\b", lambda m: rename[m.group(1)], text)

        first = pool[rng.randrange(len(pool))]
        speaker, other = named(first.speaker), named(first.other)
        date = first.date + timedelta(days=3 * universe, minutes=rng.randrange(600))
        day = f"{date.day} {date:%B %Y}"
        body = named(first.text)
        roll = rng.random()
        memory_type = "episodic" if roll < 0.80 else "semantic" if roll < 0.95 else "procedural"
        shape = rng.randrange(3)
        content = ""
        for attempt in range(20):
            if memory_type == "episodic":
                content = (
                    f"{day}: {speaker} said: {body}",
                    f"On {day} {speaker} told {other}: {body}",
                    f"{speaker} ({day}): {body}",
                )[shape]
            elif memory_type == "semantic":
                content = (f"{speaker}: {body}", f"About {speaker}: {body}", f"{body}")[shape]
            else:
                content = (
                    f"When talking with {speaker}, remember: {body}",
                    f"Before replying to {speaker}, keep in mind: {body}",
                    f"For {speaker}: {body}",
                )[shape]
            if content not in seen:
                break
            extra = pool[rng.randrange(len(pool))]
            body = f"{body} {named(extra.text)}"
            shape = (shape + attempt + 1) % 3
        seen.add(content)
        entities = [speaker]
        if re.search(rf"\b{re.escape(other)}\b", body):
            entities.append(other)
        entities += _proper_nouns(body, {speaker, other, "I", "I'm"})[:2]
        topics = [w for w in re.findall(r"\b[a-z]{7,}\b", body) if w not in COMMON_LONG]
        if topics and rng.random() < 0.5:
            # What an extractor would tag as a topic ("photography", "adoption").
            entities.append(topics[rng.randrange(len(topics))])
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

    from memoryapp.providers import embedding_provider_from_settings

    model = f"{settings.MEMORY_EMBEDDINGS_MODEL}:{settings.MEMORY_EMBEDDINGS_DIMENSIONS}"
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower())
    cache, meta_path = data / f"corpus-{slug}.npy", data / f"corpus-{slug}.json"
    meta = json.loads(meta_path.read_text()) if cache.exists() and meta_path.exists() else {}
    have = int(meta.get("count", 0)) if meta.get("model") == model else 0
    rows = corpus(fixture, max(count, have))
    cached = np.zeros((0, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)), dtype=np.float32)
    if have and meta["digest"] == corpus_digest(rows[:have]):
        cached = np.load(cache)
    else:
        have = 0
    if len(cached) >= count:
        say(f"[load] {count} embeddings from the cache {cache.name}")
        return rows[:count], cached[:count], 0.0
    provider = embedding_provider_from_settings()
    todo = [r.content for r in rows[len(cached) : count]]
    say(f"[load] embedding {len(todo)} texts ({len(cached)} cached) in batches of {EMBED_BATCH}")
    started = last = time.perf_counter()
    parts = [cached]
    done = 0
    for chunk_start in range(0, len(todo), EMBED_CHUNK):
        # Batches of similar length pad less (a batch is padded to its longest text); sorting
        # within a chunk keeps the saved cache a prefix of the stream.
        chunk = todo[chunk_start : chunk_start + EMBED_CHUNK]
        order = sorted(range(len(chunk)), key=lambda k: len(chunk[k]))
        out = np.zeros((len(chunk), cached.shape[1]), dtype=np.float32)
        for offset in range(0, len(chunk), EMBED_BATCH):
            picked = order[offset : offset + EMBED_BATCH]
            out[picked] = np.asarray(provider.embed([chunk[k] for k in picked]), dtype=np.float32)
            done += len(picked)
            now = time.perf_counter()
            if now - last >= 10 or done == len(todo):
                rate = done / (now - started)
                eta = (len(todo) - done) / rate
                say(f"[load]   embedded {done}/{len(todo)}  {rate:.0f} texts/s  ETA {eta:.0f} s")
                last = now
        parts.append(out)
        # Saved as it goes: an interrupted load resumes from here.
        vectors = np.concatenate(parts)
        np.save(cache, vectors)
        meta_path.write_text(
            json.dumps(
                {
                    "model": model,
                    "count": len(vectors),
                    "digest": corpus_digest(rows[: len(vectors)]),
                }
            )
        )
        parts = [vectors]
    vectors = np.concatenate(parts)
    return rows[:count], vectors[:count], time.perf_counter() - started
