"""A long-message retrieval set, generated: technical conversations with long assistant answers.

Rule: everything comes from a fixed seed and the vocabularies in ``bench/longmsg_vocab.py``,
so every run (and every machine) builds the same set; nothing is downloaded. Each conversation
has one main topic and two side topics (databases, networking, frontend, ML, devops,
security), six services it talks about, and 100-190 messages in sessions of 8-20 messages a few
days apart. A user line is short (a fifth are long: pasted context); an assistant answer is an
opener and 3-9 paragraphs of templated prose about the exchange's topic (about 1,500-6,000
characters), sometimes with a config snippet. Facts are planted into that prose and each gives
one question whose evidence is known:

- fact: one statement in an assistant answer (a service's setting, tool or value);
- preference: one statement of the user's (in a short line, or deep in a long pasted one);
- multi: two statements in two sessions, one question over both.

A planted statement is "deep" (after the first 1,400 characters, well past the 256 tokens a
MiniLM embedding reads) for about 60% of them, otherwise in the first paragraph. Half the
questions reuse the statement's words; the other half are worded without them (only the
service's name is shared), as an agent asking later would word them. The prose itself repeats
the same services, tools and concepts everywhere, so lexical hits are many and the planted
statement is one among them.

The objects are ``bench.locomo_fixture``'s (Conversation, Turn, Question), so the LoCoMo
bench's import and query loop serve both sets; ``category`` is 1 fact, 2 preference, 3 multi.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bench.locomo_fixture import Conversation, Question, Turn
from bench.longmsg_facts import FACTS, PAIRS, PREFERENCES
from bench.longmsg_vocab import (
    OPENERS,
    SENTENCES,
    SERVICES,
    TOPICS,
    USER_LINES,
)

# A question as planted: (kind, question, evidence refs, deep, the planted statements).
Asked = tuple[int, str, list[str], bool, tuple[str, ...]]
SEED = 31
CONVERSATIONS = 20
KINDS = {1: "fact", 2: "preference", 3: "multi"}
DEEP_AFTER = 1400  # characters: beyond the first 256 MiniLM tokens of English prose
PLANTS = {"fact": 10, "preference": 4, "multi": 3}
START = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)


@dataclass
class LongQuestion(Question):
    """A question, whether its (last) planted statement sits deep in its message, and the
    planted statements (one per evidence message, in its order)."""

    deep: bool = False
    statements: tuple[str, ...] = ()


@dataclass
class Draft:
    """A message being written: its paragraphs, each a list of sentences."""

    ref: str
    role: str
    topic: str
    when: datetime
    paragraphs: list[list[str]]

    def text(self) -> str:
        return "\n\n".join(" ".join(p) for p in self.paragraphs)

    def plant(self, sentence: str, *, deep: bool, rng: random.Random) -> str:
        """Insert ``sentence`` deep (before one of the first sentences that start past
        DEEP_AFTER characters) or early (after the first sentence); returns it as planted."""
        sentence = sentence[0].upper() + sentence[1:]
        if not deep:
            self.paragraphs[0].insert(1, sentence)
            return sentence
        offset = 0
        late: list[tuple[list[str], int]] = []
        for paragraph in self.paragraphs:
            for index, existing in enumerate(paragraph):
                if offset >= DEEP_AFTER:
                    late.append((paragraph, index))
                offset += len(existing) + 1
            offset += 1
        if not late:
            raise ValueError(f"{self.ref} is too short to plant deep")
        paragraph, index = rng.choice(late[:6])
        paragraph.insert(index, sentence)
        return sentence


def _fill(template: str, rng: random.Random, topic: str, services: list[str]) -> str:
    words = TOPICS[topic]
    c, c2 = rng.sample(words["concepts"], 2)
    t, t2 = rng.sample(words["tools"], 2)
    text = template.format(
        c=c,
        c2=c2,
        t=t,
        t2=t2,
        p=rng.choice(words["problems"]),
        m=rng.choice(words["metrics"]),
        svc=rng.choice(services),
    )
    return text[0].upper() + text[1:]


def _snippet(rng: random.Random, services: list[str]) -> list[str]:
    svc = rng.choice(services)
    keys = ["timeout", "replicas", "max_connections", "retries", "batch_size", "ttl"]
    lines = [f"{key}: {rng.randint(2, 900)}" for key in rng.sample(keys, 3)]
    return [f"For example, in {svc}.yaml:", "```", *lines, "```"]


def _answer(rng: random.Random, topic: str, services: list[str]) -> list[list[str]]:
    paragraphs = [[rng.choice(OPENERS)]]
    paragraphs[0] += [_fill(rng.choice(SENTENCES), rng, topic, services) for _ in range(2)]
    for _ in range(rng.randint(3, 9)):
        paragraph = [
            _fill(rng.choice(SENTENCES), rng, topic, services) for _ in range(rng.randint(3, 6))
        ]
        paragraphs.append(paragraph)
    if rng.random() < 0.3:
        paragraphs.insert(rng.randint(1, len(paragraphs) - 1), _snippet(rng, services))
    return paragraphs


def _user(rng: random.Random, topic: str, services: list[str], *, long: bool) -> list[list[str]]:
    paragraphs = [[_fill(rng.choice(USER_LINES), rng, topic, services)]]
    if long:
        paragraphs[0].insert(0, "Some context first, pasted from our notes.")
        for _ in range(rng.randint(4, 7)):
            paragraphs.append(
                [_fill(rng.choice(SENTENCES), rng, topic, services) for _ in range(4)]
            )
    return paragraphs


def _drafts(rng: random.Random, number: int) -> tuple[list[Draft], list[str], list[str]]:
    main, *side = rng.sample(sorted(TOPICS), 3)
    services = rng.sample(SERVICES, 6)
    total = rng.randint(100, 190)
    drafts: list[Draft] = []
    when = START + timedelta(days=number)
    session = 0
    while len(drafts) < total:
        session += 1
        when += timedelta(days=rng.randint(2, 9), hours=rng.randint(0, 8))
        for step in range(min(rng.randint(8, 20), total - len(drafts))):
            if step % 2 == 0:
                topic = main if rng.random() < 0.6 else rng.choice(side)
            role = "user" if step % 2 == 0 else "assistant"
            paragraphs = (
                _user(rng, topic, services, long=rng.random() < 0.2)
                if role == "user"
                else _answer(rng, topic, services)
            )
            at = when + timedelta(minutes=3 * step)
            drafts.append(Draft(f"S{session}:{step + 1}", role, topic, at, paragraphs))
    return drafts, services, [main, *side]


def _values(rng: random.Random, values: list[str], svc: str) -> dict[str, str]:
    return {"svc": svc, "n": str(rng.randint(11, 97)), "v": rng.choice(values) if values else ""}


def _host(drafts: list[Draft], rng: random.Random, role: str, deep: bool, used: set[str]) -> Draft:
    """A message of ``role`` long enough for a deep plant, not planted in yet."""
    fits = [
        d
        for d in drafts
        if d.role == role
        and d.ref not in used
        and (not deep or len(d.text()) > DEEP_AFTER + 400)
        and (role != "user" or not deep or len(d.paragraphs) > 2)
    ]
    host = rng.choice(fits)
    used.add(host.ref)
    return host


def build(seed: int = SEED, conversations: int = CONVERSATIONS) -> list[Conversation]:
    """The whole set: ``conversations`` conversations with their questions."""
    return [_conversation(seed, number) for number in range(1, conversations + 1)]


def _conversation(seed: int, number: int) -> Conversation:
    rng = random.Random(f"longmsg:{seed}:{number}")
    drafts, services, topics = _drafts(rng, number)
    sample_id = f"lm{number:02d}"
    used: set[str] = set()
    asked: list[Asked] = []
    facts = [(topic, fact) for topic in topics for fact in FACTS[topic]]
    for index, (topic, fact) in enumerate(rng.sample(facts, PLANTS["fact"])):
        statement, shared, other, values = fact
        deep = rng.random() < 0.6
        host = _host(
            [d for d in drafts if d.topic == topic] or drafts, rng, "assistant", deep, used
        )
        slots = _values(rng, values, rng.choice(services))
        planted = host.plant(statement.format(**slots), deep=deep, rng=rng)
        question = (shared if index % 2 == 0 else other).format(**slots)
        asked.append((1, question, [host.ref], deep, (planted,)))
    for index, (statement, shared, other, values) in enumerate(
        rng.sample(PREFERENCES, PLANTS["preference"])
    ):
        deep = index % 2 == 1
        host = _host(drafts, rng, "user", deep, used)
        if deep and len(host.text()) <= DEEP_AFTER:
            deep = False
        slots = _values(rng, values, "")
        planted = host.plant(statement.format(**slots), deep=deep, rng=rng)
        question = (shared if index % 2 == 0 else other).format(**slots)
        asked.append((2, question, [host.ref], deep, (planted,)))
    for index, (first, second, shared, other, values) in enumerate(
        rng.sample(PAIRS, PLANTS["multi"])
    ):
        slots = _values(rng, values, rng.choice(services))
        early, late = _pair_hosts(drafts, rng, used)
        deep = rng.random() < 0.6
        both = (
            early.plant(first.format(**slots), deep=False, rng=rng),
            late.plant(second.format(**slots), deep=deep, rng=rng),
        )
        question = (shared if index % 2 == 0 else other).format(**slots)
        asked.append((3, question, [early.ref, late.ref], deep, both))
    return _assemble(sample_id, drafts, asked)


def _pair_hosts(drafts: list[Draft], rng: random.Random, used: set[str]) -> tuple[Draft, Draft]:
    answers = [d for d in drafts if d.role == "assistant" and d.ref not in used]
    while True:
        early, late = sorted(rng.sample(answers, 2), key=drafts.index)
        if (
            early.ref.split(":")[0] != late.ref.split(":")[0]
            and len(late.text()) > DEEP_AFTER + 400
        ):
            used.update((early.ref, late.ref))
            return early, late


def _assemble(sample_id: str, drafts: list[Draft], asked: list[Asked]) -> Conversation:
    turns = [
        Turn(d.ref, d.role, f"[{d.when.day} {d.when:%B %Y}] {d.role}: {d.text()}", d.when)
        for d in drafts
    ]
    conversation = Conversation(sample_id, turns)
    for index, (category, question, evidence, deep, planted) in enumerate(asked):
        item = LongQuestion(
            sample_id, index, question, category, evidence, list(evidence), deep, planted
        )
        conversation.questions.append(item)
    return conversation


def worded_apart(question: str, evidence_texts: list[str]) -> bool:
    """Whether the question shares no content word (4+ letters, beyond service names) with
    its evidence."""
    import re

    def words(text: str) -> set[str]:
        return {w for w in re.findall(r"[a-z]{4,}", text.lower())} - set(SERVICES)

    found = set().union(*(words(t) for t in evidence_texts))
    return not (words(question) - _COMMON) & found


_COMMON = frozenset(
    """what which does with from that this have where when after before long many much there
    into than then them they your about more most each other some such only over""".split()  # noqa: SIM905 - a word list, kept readable
)


if __name__ == "__main__":
    sets = build()
    messages = sum(len(c.turns) for c in sets)
    questions = sum(len(c.questions) for c in sets)
    lengths = sorted(len(t.text) for c in sets for t in c.turns if t.speaker == "assistant")
    deep = sum(1 for c in sets for q in c.questions if getattr(q, "deep", False))
    print(
        f"{len(sets)} conversations, {messages} messages, {questions} questions; assistant "
        f"answers median {lengths[len(lengths) // 2]} chars, max {lengths[-1]}; deep {deep}"
    )
