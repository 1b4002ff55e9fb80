"""A project's frame: the owner's declaration of the work done in a project and of the evidence
each kind of work prefers, read from the JSON document the owner supplies.

Rule: a frame is declared by the owner, never inferred from a request or from history. The
document is checked strictly, and a document that fails any check is not half-used: it yields a
:class:`FrameProblem` (one classified code, a detail naming the place) and framing is disabled
for the project (``frame.disabled_malformed``), which leaves retrieval exactly as it is without
a frame. The checks:

- only the known keys, at every level (``frame.invalid_key``), each with its JSON type
  (``frame.invalid_type``; a boolean is not a number, a string is not a list);
- at least one work type; a work type's terms and signal kinds come together, since terms
  without a kind to read them in (or the reverse) match nothing; a work type prefers something
  (``frame.invalid_empty``);
- no two work types with the same name, compared casefolded (``frame.invalid_duplicate``);
- bounded sizes: strings, lists and the words of a term (``frame.too_large``), so that
  establishing a frame costs time linear in the signals whatever the owner wrote;
- values the engine knows: a work type's name is a short slug (it is written into the
  bundle's fence line, so it may hold nothing that could end or forge that line), memory types,
  source kinds and signal kinds are the engine's, subjects are subject keys, a term holds a
  content word (a term of only function words would match every signal), and no text holds
  a NUL character, which the store cannot keep (``frame.invalid_value``);
- a frame that names a project names this one (``frame.other_project``).

Terms are matched by word: a term is the light stems (:mod:`memoryapp.domain.words`) of its
words, and it matches a signal that holds those stems in that order, so "pull request" matches
"Pull requests" and "pull-request" but not "pulled a request". The version is the store's, not
the document's: the service that saves a frame numbers it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .changes import normalise_subject
from .content import NUL
from .names import normalize_entity_name
from .types import MemoryType, SourceKind
from .words import stem, stop_word, words_of

# Why a document is not a frame. Codes are stable strings: extend, never rename.
FRAME_INVALID_KEY = "frame.invalid_key"
FRAME_INVALID_TYPE = "frame.invalid_type"
FRAME_INVALID_EMPTY = "frame.invalid_empty"
FRAME_INVALID_DUPLICATE = "frame.invalid_duplicate"
FRAME_TOO_LARGE = "frame.too_large"
FRAME_INVALID_VALUE = "frame.invalid_value"
FRAME_OTHER_PROJECT = "frame.other_project"
PROBLEM_CODES: tuple[str, ...] = (
    FRAME_INVALID_KEY,
    FRAME_INVALID_TYPE,
    FRAME_INVALID_EMPTY,
    FRAME_INVALID_DUPLICATE,
    FRAME_TOO_LARGE,
    FRAME_INVALID_VALUE,
    FRAME_OTHER_PROJECT,
)

MAX_TEXT_CHARS = 2000
MAX_LIST_ITEMS = 64
MAX_WORK_TYPES = 24
MAX_TERMS = 32
MAX_TERM_WORDS = 4
MAX_TERM_CHARS = 80
MAX_ITEM_CHARS = 200
_NAME = re.compile(r"[a-z][a-z0-9_-]{0,47}")


class SignalKind(StrEnum):
    """What a piece of evidence about the current work is."""

    USER_MESSAGE = "user_message"
    TASK = "task"
    TOOL_RESULT = "tool_result"
    TEST_FAILURE = "test_failure"
    SCHEDULED_JOB = "scheduled_job"


# A decisive signal states the work itself: the task the agent was set, a test that the work
# broke, the job the schedule started; each names one piece of work. A weak one only hints: a
# user's message often mentions other work in passing ("after the review we publish"), and a
# tool result is whatever the agent read, which the owner may not trust and an outsider may
# have written. A weak signal alone can only infer a frame (soft control, nothing removed).
DECISIVE_KINDS = frozenset({SignalKind.TASK, SignalKind.TEST_FAILURE, SignalKind.SCHEDULED_JOB})


class FrameInvalid(Exception):
    """Raised inside the parser only; :func:`parse_project_frame` returns it as a problem."""

    def __init__(self, code: str, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.code = code


@dataclass(frozen=True)
class FrameProblem:
    """Why a document is not a frame: a ``frame.*`` code and where and what, in words."""

    code: str
    detail: str


@dataclass(frozen=True)
class EvidencePreference:
    """What evidence a work type prefers. A memory is preferred when its type and its source
    are among those listed (a dimension left empty admits all) and, when any subjects,
    subject prefixes or entities are listed, it is about at least one of them: type and source
    say what kind of evidence it is, subjects and entities what it is about."""

    memory_types: frozenset[MemoryType] = frozenset()
    source_kinds: frozenset[SourceKind] = frozenset()
    subjects: frozenset[str] = frozenset()
    # A prefix matches its own key and every key under it ("paper" matches "paper.draft").
    subject_prefixes: frozenset[str] = frozenset()
    entities: frozenset[str] = frozenset()

    def is_empty(self) -> bool:
        return not (
            self.memory_types
            or self.source_kinds
            or self.subjects
            or self.subject_prefixes
            or self.entities
        )

    def prefers(
        self,
        memory_type: MemoryType,
        source_kind: SourceKind,
        subject: str,
        entities: frozenset[str],
    ) -> bool:
        """Whether a memory of this type, source, subject key and entity keys is preferred."""
        if self.memory_types and memory_type not in self.memory_types:
            return False
        if self.source_kinds and source_kind not in self.source_kinds:
            return False
        if not (self.subjects or self.subject_prefixes or self.entities):
            return True
        if subject in self.subjects or not self.entities.isdisjoint(entities):
            return True
        return any(key in self.subject_prefixes for key in _key_prefixes(subject))


def _key_prefixes(subject: str) -> Iterator[str]:
    """``"a.b.c"`` -> "a", "a.b", "a.b.c": the keys a subject is under, itself included."""
    end = subject.find(".")
    while end != -1:
        yield subject[:end]
        end = subject.find(".", end + 1)
    if subject:
        yield subject


@dataclass(frozen=True)
class WorkType:
    name: str
    # Each term as the stems of its words, in order; the phrases as written are kept for the
    # document (``phrases``), in the same order.
    terms: tuple[tuple[str, ...], ...]
    phrases: tuple[str, ...]
    signal_kinds: frozenset[SignalKind]
    prefer: EvidencePreference


@dataclass(frozen=True)
class ProjectFrame:
    project: str
    version: int
    purpose: str
    objectives: tuple[str, ...]
    constraints: tuple[str, ...]
    work_types: tuple[WorkType, ...]
    hard_exclude: bool = False

    def work_type(self, name: str) -> WorkType | None:
        """The work type called ``name`` (compared casefolded), or None."""
        key = name.strip().casefold()
        return next((w for w in self.work_types if w.name == key), None)


def _words(text: str) -> list[str]:
    # A hyphen joins the words of a phrase ("code-review"), it does not make a new word.
    return words_of(text.replace("-", " "))


def term_stems(text: str) -> tuple[str, ...]:
    """The stems of ``text``'s words, in order: how terms and signals are compared."""
    return tuple(stem(word) for word in _words(text))


# --- reading the document -----------------------------------------------------------------

_TOP_KEYS = frozenset(
    {"project", "purpose", "objectives", "constraints", "work_types", "hard_exclude"}
)
_WORK_KEYS = frozenset({"name", "terms", "signal_kinds", "prefer"})
_PREFER_KEYS = frozenset(
    {"memory_types", "source_kinds", "subjects", "subject_prefixes", "entities"}
)


def _mapping(value: Any, path: str, keys: frozenset[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise FrameInvalid(FRAME_INVALID_TYPE, path, "must be an object")
    unknown = sorted(str(k) for k in value if k not in keys)
    if unknown:
        raise FrameInvalid(FRAME_INVALID_KEY, path, f"unknown key {unknown[0]!r}")
    return value


def _text(value: Any, path: str, limit: int = MAX_TEXT_CHARS) -> str:
    if not isinstance(value, str):
        raise FrameInvalid(FRAME_INVALID_TYPE, path, "must be a string")
    if len(value) > limit:
        raise FrameInvalid(FRAME_TOO_LARGE, path, f"has more than {limit} characters")
    if NUL in value:
        raise FrameInvalid(FRAME_INVALID_VALUE, path, "holds a NUL (U+0000) character")
    return value.strip()


def _list(value: Any, path: str, limit: int = MAX_LIST_ITEMS) -> Sequence[Any]:
    if not isinstance(value, list | tuple):
        raise FrameInvalid(FRAME_INVALID_TYPE, path, "must be a list")
    if len(value) > limit:
        raise FrameInvalid(FRAME_TOO_LARGE, path, f"has more than {limit} items")
    return value


def _texts(value: Any, path: str, limit: int = MAX_ITEM_CHARS) -> tuple[str, ...]:
    items = (_text(item, f"{path}[{i}]", limit) for i, item in enumerate(_list(value, path)))
    return tuple(dict.fromkeys(item for item in items if item))


def _members[E: StrEnum](value: Any, path: str, enum: type[E]) -> frozenset[E]:
    found = set()
    for i, item in enumerate(_texts(value, path)):
        try:
            found.add(enum(item.casefold()))
        except ValueError:
            known = ", ".join(m.value for m in enum)
            raise FrameInvalid(
                FRAME_INVALID_VALUE, f"{path}[{i}]", f"{item!r} is not one of {known}"
            ) from None
    return frozenset(found)


def _subject_keys(value: Any, path: str) -> frozenset[str]:
    keys = set()
    for i, item in enumerate(_texts(value, path)):
        try:
            keys.add(normalise_subject(item))
        except ValueError as error:
            raise FrameInvalid(FRAME_INVALID_VALUE, f"{path}[{i}]", str(error)) from None
    return frozenset(keys)


def _preference(value: Any, path: str) -> EvidencePreference:
    data = _mapping(value, path, _PREFER_KEYS)
    preference = EvidencePreference(
        memory_types=_members(data.get("memory_types", []), f"{path}.memory_types", MemoryType),
        source_kinds=_members(data.get("source_kinds", []), f"{path}.source_kinds", SourceKind),
        subjects=_subject_keys(data.get("subjects", []), f"{path}.subjects"),
        subject_prefixes=_subject_keys(
            data.get("subject_prefixes", []), f"{path}.subject_prefixes"
        ),
        entities=frozenset(
            normalize_entity_name(name)
            for name in _texts(data.get("entities", []), f"{path}.entities")
        ),
    )
    if preference.is_empty():
        raise FrameInvalid(FRAME_INVALID_EMPTY, path, "prefers nothing")
    return preference


def _terms(value: Any, path: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    phrases = _texts(_list(value, path, MAX_TERMS), path, MAX_TERM_CHARS)
    stems = []
    for i, phrase in enumerate(phrases):
        words = _words(phrase)
        if len(words) > MAX_TERM_WORDS:
            raise FrameInvalid(FRAME_TOO_LARGE, f"{path}[{i}]", f"has over {MAX_TERM_WORDS} words")
        if all(stop_word(word) for word in words):
            raise FrameInvalid(FRAME_INVALID_VALUE, f"{path}[{i}]", "holds no content word")
        stems.append(term_stems(phrase))
    return tuple(stems), phrases


def _work_type(value: Any, path: str) -> WorkType:
    data = _mapping(value, path, _WORK_KEYS)
    for key in ("name", "prefer"):
        if key not in data:
            raise FrameInvalid(FRAME_INVALID_KEY, path, f"missing key {key!r}")
    name = _text(data["name"], f"{path}.name", MAX_ITEM_CHARS).casefold()
    if not _NAME.fullmatch(name):
        raise FrameInvalid(
            FRAME_INVALID_VALUE,
            f"{path}.name",
            "a work type is a lower-case letter, then up to 47 letters, digits, '_' or '-'",
        )
    terms, phrases = _terms(data.get("terms", []), f"{path}.terms")
    kinds = _members(data.get("signal_kinds", []), f"{path}.signal_kinds", SignalKind)
    if bool(terms) != bool(kinds):
        raise FrameInvalid(
            FRAME_INVALID_EMPTY, path, "terms and signal_kinds are given together or not at all"
        )
    prefer = _preference(data["prefer"], f"{path}.prefer")
    return WorkType(name, terms, phrases, kinds, prefer)


def _work_types(value: Any, path: str) -> tuple[WorkType, ...]:
    items = _list(value, path, MAX_WORK_TYPES)
    if not items:
        raise FrameInvalid(FRAME_INVALID_EMPTY, path, "names no work type")
    found: dict[str, WorkType] = {}
    for i, item in enumerate(items):
        work = _work_type(item, f"{path}[{i}]")
        if work.name in found:
            raise FrameInvalid(FRAME_INVALID_DUPLICATE, f"{path}[{i}]", f"{work.name!r} again")
        found[work.name] = work
    return tuple(found.values())


def _flag(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise FrameInvalid(FRAME_INVALID_TYPE, path, "must be true or false")
    return value


def parse_project_frame(
    data: Any, *, project_slug: str, version: int = 1
) -> ProjectFrame | FrameProblem:
    """The frame ``data`` declares for the project ``project_slug``, or why it declares none
    (see the module rule). ``version`` is the number the store gives this version."""
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"version must be a positive integer, got {version!r}")
    try:
        doc = _mapping(data, "$", _TOP_KEYS)
        if "work_types" not in doc:
            raise FrameInvalid(FRAME_INVALID_KEY, "$", "missing key 'work_types'")
        named = _text(doc.get("project", project_slug), "$.project", MAX_ITEM_CHARS)
        if named != project_slug:
            raise FrameInvalid(
                FRAME_OTHER_PROJECT, "$.project", f"names {named!r}, not {project_slug!r}"
            )
        return ProjectFrame(
            project=project_slug,
            version=version,
            purpose=_text(doc.get("purpose", ""), "$.purpose"),
            objectives=_texts(doc.get("objectives", []), "$.objectives", MAX_TEXT_CHARS),
            constraints=_texts(doc.get("constraints", []), "$.constraints", MAX_TEXT_CHARS),
            work_types=_work_types(doc["work_types"], "$.work_types"),
            hard_exclude=_flag(doc.get("hard_exclude", False), "$.hard_exclude"),
        )
    except FrameInvalid as problem:
        return FrameProblem(problem.code, str(problem))


def frame_document(frame: ProjectFrame) -> dict[str, Any]:
    """The document that declares ``frame``: what export writes and the owner's editor shows.
    :func:`parse_project_frame` reads it back to the same frame."""
    return {
        "project": frame.project,
        "purpose": frame.purpose,
        "objectives": list(frame.objectives),
        "constraints": list(frame.constraints),
        "hard_exclude": frame.hard_exclude,
        "work_types": [
            {
                "name": work.name,
                "terms": list(work.phrases),
                "signal_kinds": sorted(kind.value for kind in work.signal_kinds),
                "prefer": {
                    "memory_types": sorted(t.value for t in work.prefer.memory_types),
                    "source_kinds": sorted(s.value for s in work.prefer.source_kinds),
                    "subjects": sorted(work.prefer.subjects),
                    "subject_prefixes": sorted(work.prefer.subject_prefixes),
                    "entities": sorted(work.prefer.entities),
                },
            }
            for work in frame.work_types
        ],
    }
