"""Quoted and reported speech: which stretches of text a third party is said to have said.

Decisions 1 and 2 in the package docstring: a third party's quotation or reported statement is
exempt, unless the speaker is the user, "I", "we" or the assistant, or the words are addressed
to the assistant or relay an order.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from .clauses import _is_name
from .text import _Text, _Token
from .vocabulary import (
    _ADDRESSEE,
    _CONJUNCTIONS,
    _FIRST_PLURAL,
    _IMPERATIVE_VERBS,
    _NOT_THIRD_PARTY,
    _OBJECT_TAKING,
    _OBJECTS,
    _REPORT_FRAME_BREAKERS,
    _REPORT_VERBS,
)


def _speaker_ok(speaker: list[_Token]) -> bool:
    if not 1 <= len(speaker) <= 4:
        return False
    if any(s.lower in _NOT_THIRD_PARTY for s in speaker):
        return False
    return speaker[0].lower not in _IMPERATIVE_VERBS


def _speaker_before(tokens: list[_Token]) -> list[_Token]:
    cut = 0
    for i, tok in enumerate(tokens):
        if tok.lower in _CONJUNCTIONS:
            cut = i + 1
    return tokens[cut:]


def _frame_before(t: _Text, pos: int) -> bool | None:
    """Whether the words just before ``pos`` attribute what follows to a third party.

    None when there is no reporting frame at all; False when there is one but it makes the
    quoted words count (the user speaking, or words addressed to the assistant).
    """
    tokens = t.last_tokens(t.sentences.start(pos), pos, 8)
    if not tokens or t.s[tokens[-1].end : pos].strip(" ,:") != "":
        return None
    if tokens[-1].lower == "that":
        tokens = tokens[:-1]
    if len(tokens) >= 2 and (tokens[-2].lower == "to" or tokens[-2].lower in _OBJECT_TAKING):
        # "said to me", "told Ada": the listener; "told you", "said to you": the assistant.
        if tokens[-1].lower == "you":
            return False
        if tokens[-1].lower in _OBJECTS or _is_name(tokens[-1]):
            tokens = tokens[:-2] if tokens[-2].lower == "to" else tokens[:-1]
    if not tokens or tokens[-1].lower not in _REPORT_VERBS:
        return None
    return _speaker_ok(_speaker_before(tokens[:-1]))


def _frame_after(t: _Text, pos: int) -> bool | None:
    tokens = t.first_tokens(pos, t.sentences.end(pos), 5)
    if not tokens or t.s[pos : tokens[0].start].strip(" ,") != "":
        return None
    if tokens[0].lower in _REPORT_VERBS:
        rest = tokens[1:]
        speaker = rest[
            : next((i for i, r in enumerate(rest) if r.lower in _CONJUNCTIONS), len(rest))
        ]
        return _speaker_ok(speaker[:4]) if speaker else None
    for k in range(1, min(5, len(tokens))):
        if tokens[k].lower in _REPORT_VERBS:
            return _speaker_ok(tokens[:k])
    return None


def _exempt_spans(t: _Text, candidates: Sequence[int]) -> list[tuple[int, int]]:
    """Stretches of attributed speech, judged only where they hold one of ``candidates`` (the
    sorted starts of exemptable phrases): an exemption with nothing in it changes nothing."""

    def holds_a_candidate(start: int, end: int) -> bool:
        k = bisect.bisect_left(candidates, start)
        return k < len(candidates) and candidates[k] < end

    spans: list[tuple[int, int]] = []
    for open_, close in t.quotes:
        if not holds_a_candidate(open_ + 1, close):
            continue
        before = _frame_before(t, open_)
        attributed = before if before is not None else _frame_after(t, close + 1)
        if attributed:
            spans.append((open_ + 1, close))
    for tok in t.tokens:
        # A reported region lies in the rest of the verb's clause.
        if tok.lower not in _REPORT_VERBS or not holds_a_candidate(tok.end, t.clauses.end(tok.end)):
            continue
        region = _reported_region(t, tok)
        if region is not None:
            spans.append(region)
    return spans


def _reported_region(t: _Text, verb: _Token) -> tuple[int, int] | None:
    """The clause a third party is reported as saying after ``verb``, if it may be exempt."""
    before = _speaker_before(t.last_tokens(t.clauses.start(verb.start), verb.start, 8))
    if not _speaker_ok(before):
        return None
    after = t.clause_after(verb.end)
    pos = verb.end
    if (
        after
        and verb.lower in _OBJECT_TAKING
        and (after[0].lower in _OBJECTS or _is_name(after[0]))
    ):
        pos, after = after[0].end, after[1:]
    gap = t.s[pos : after[0].start] if after else t.s[pos:]
    # A colon or a quotation mark right after the verb is direct speech: the quote rule judges
    # quotation marks, and an unquoted colon reads as a relayed order.
    if gap.strip() != "" or not after:
        return None
    if after[0].lower == "that":
        after = after[1:]
    # Reported content that opens with an order word ("said to ...", "says always ...") is a
    # relayed order, not a report of what someone holds true.
    if not after or after[0].lower in _REPORT_FRAME_BREAKERS:
        return None
    first = after[0]
    end = t.clauses.end(first.start)
    region = t.s[first.start : end]
    if _ADDRESSEE.search(region) or _FIRST_PLURAL.search(region):
        return None
    return first.start, end
