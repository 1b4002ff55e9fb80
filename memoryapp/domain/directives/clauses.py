"""Clause analysis: who a clause's subject is, and when a phrase in it is exempt.

The habit, narrative-past and modal exemptions (decisions 3, 4, 6 and 7 in the package
docstring) look for a short subject at the start of the clause, and clause-initial imperatives
(decision 10) for a base-form verb opening one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from .text import _SUBJECT_WINDOW, _Text, _Token
from .vocabulary import (
    _CONJUNCTIONS,
    _IMPERATIVE_VERBS,
    _IRREGULAR_PAST,
    _LEADERS,
    _MIDDLE_ADVERBS,
    _NAME_STOPWORDS,
    _NOT_PAST,
    _NOUN_THEN_FINITE,
    _PARTICIPLES,
    _PAST_AUX,
    _PERFECT_AUX,
    _PERSON_ADJECTIVES,
    _PERSON_NOUNS,
    _PLURAL_PERSON_NOUNS,
    _POSSESSIVES,
    _POST_ADVERBS,
    _PRONOUNS_SINGULAR,
    _STATEMENT_AUX,
    _VERB_FOLLOWERS,
)


def _strip(tokens: list[_Token], words: frozenset[str]) -> list[_Token]:
    i = 0
    while i < len(tokens) and tokens[i].lower in words:
        i += 1
    return tokens[i:]


# Endings of capitalised common nouns ("Replies", "Documentation", "Builds") that open a
# sentence and would otherwise pass for a first name.
_COMMON_NOUN_ENDING = re.compile(
    r"(?:tion|sion|ment|ness|ity|ance|ence|ies|ings|ers|ors|ship|ses|[^aeiouys]s)$"
)


def _is_name(token: _Token) -> bool:
    return (
        bool(re.fullmatch(r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*", token.text))
        and token.lower not in _NAME_STOPWORDS
        and not _COMMON_NOUN_ENDING.search(token.lower)
    )


def _person_noun_phrase(tokens: list[_Token], i: int) -> tuple[int, bool] | None:
    """Tokens consumed by "[adjective] person-noun" at ``i``, and whether it is plural."""
    if i < len(tokens) and tokens[i].lower in _PERSON_ADJECTIVES:
        i += 1
    if i < len(tokens) and tokens[i].lower in _PERSON_NOUNS:
        return i + 1, tokens[i].lower in _PLURAL_PERSON_NOUNS
    return None


def _one_person(tokens: list[_Token], i: int) -> tuple[int, bool] | None:
    if i >= len(tokens):
        return None
    word = tokens[i].lower
    if word in _PRONOUNS_SINGULAR:
        return i + 1, False
    if word == "who":
        # A relative "who" always refers to people; number unknown, so any verb form passes.
        return i + 1, True
    if word in _POSSESSIVES or word == "the":
        return _person_noun_phrase(tokens, i + 1)
    if _is_name(tokens[i]):
        j = i + 1
        while j < len(tokens) and j < i + 3 and _is_name(tokens[j]):
            j += 1
        if j < len(tokens) and tokens[j].lower == "'s":
            owned = _person_noun_phrase(tokens, j + 1)
            if owned is not None:
                return owned
        return j, False
    return None


def _person_subject(tokens: list[_Token]) -> tuple[int, bool] | None:
    """How many leading tokens form a third-person subject naming people, and if plural."""
    first = _one_person(tokens, 0)
    if first is None:
        return None
    end, plural = first
    while end < len(tokens) and tokens[end].lower == "and":
        more = _one_person(tokens, end + 1)
        if more is None:
            return None
        end, plural = more[0], True
    return end, plural


def _is_past(word: str) -> bool:
    if word in _IRREGULAR_PAST or word in _PARTICIPLES:
        return True
    return (
        len(word) > 3 and word.endswith("ed") and not word.endswith("eed") and word not in _NOT_PAST
    )


def _is_third_singular(word: str) -> bool:
    return (
        len(word) > 2
        and word.endswith("s")
        and not word.endswith("ss")
        and word not in {"this", "its", "his", "yes", "plus", "thus"}
    )


def _statement_verb(word: str, plural: bool) -> bool:
    if word in _STATEMENT_AUX or _is_past(word):
        return True
    return plural or _is_third_singular(word)


def _words_after(t: _Text, pos: int, skip: frozenset[str]) -> list[_Token]:
    return _strip(t.clause_after(pos), skip)


# --- exemptions -----------------------------------------------------------------------------


def _habit_statement(tokens: list[_Token]) -> bool:
    """Whether ``tokens`` open with a person and a statement verb ("Ada calls", "she has")."""
    subject = _person_subject(tokens)
    if subject is None:
        return False
    end, plural = subject
    rest = _strip(tokens[end:], _MIDDLE_ADVERBS)
    return bool(rest) and _statement_verb(rest[0].lower, plural)


def _adverb_exempt(t: _Text, start: int, end: int) -> bool:
    before = _strip(t.clause_before(start) or [], _CONJUNCTIONS)
    if not before or t.speaks_to_assistant(start):
        return False
    after = _words_after(t, end, _POST_ADVERBS)
    verb = after[0].lower if after else ""
    subject = _person_subject(before)
    if subject is not None:
        stop, plural = subject
        middle = before[stop:]
        if all(m.lower in _STATEMENT_AUX or m.lower in _MIDDLE_ADVERBS for m in middle):
            if any(m.lower in _STATEMENT_AUX for m in middle):
                return True
            if verb and _statement_verb(verb, plural):
                return True
    # Narrative past: "It never stopped raining", "We had always wanted to go".
    if before[0].lower in _IMPERATIVE_VERBS or before[0].lower in _LEADERS:
        return False
    if any(b.lower in _PAST_AUX for b in before[-2:]):
        return True
    if any(b.lower in _PERFECT_AUX for b in before) and any(b.lower == "we" for b in before):
        return False  # "we have always used tabs": a convention that still holds
    return bool(verb) and _is_past(verb)


def _modal_exempt(t: _Text, start: int) -> bool:
    before = _strip(t.last_tokens(t.clauses.start(start), start, _SUBJECT_WINDOW), _CONJUNCTIONS)
    if not before or t.speaks_to_assistant(start):
        return False
    if before[-1].lower in {"no", "the", "a", "any", "without"}:
        return True  # "no need to", "the need to": a noun, not an obligation
    # The subject is the word just before the modal, past any adverbs or auxiliaries:
    # "Ada really needs to", "I told Ada she should", "my sister will have to".
    i = len(before) - 1
    while i >= 0 and (before[i].lower in _MIDDLE_ADVERBS or before[i].lower in _STATEMENT_AUX):
        i -= 1
    if i < 0:
        return False
    word = before[i]
    if word.lower in {"i", "he", "she", "who"} or word.lower in _PERSON_NOUNS:
        return True
    return _is_name(word) and (i == 0 or before[i - 1].lower not in _IMPERATIVE_VERBS)


def _habit_exempt(t: _Text, start: int) -> bool:
    if t.speaks_to_assistant(start):
        return False
    clause = t.clause_before(start)
    if clause is None:
        return False
    before = _strip(clause, _CONJUNCTIONS)
    if before:
        return _habit_statement(before)
    # "Whenever Ada visits, she brings cake": judge the main clause after the comma.
    close = t.clauses.end(start)
    if close >= len(t.s) or t.s[close] != ",":
        return False
    return _habit_statement(_strip(t.clause_after(close + 1), _CONJUNCTIONS))


# --- clause-initial imperatives ------------------------------------------------------------------


def _clause_openers(t: _Text) -> Iterable[tuple[list[_Token], int]]:
    """For each clause, its tokens after any leading "and"/"so"/"please", with the index of
    the first token that is not such a leader."""
    # No token crosses a break, so a clause's tokens are a run of the token list with the same
    # clause start: grouping the tokens visits only clauses that have words, however many
    # breaks (a text of quotation marks is all breaks) the text has.
    for _, group in itertools.groupby(t.tokens, key=lambda token: t.clauses.start(token.start)):
        tokens = list(group)
        i = 0
        while i < len(tokens) and tokens[i].lower in _LEADERS:
            i += 1
        if i < len(tokens):
            yield tokens, i


def _reads_as_verb(t: _Text, tokens: list[_Token], i: int) -> bool:
    verb = tokens[i]
    tail = t.s[verb.end : verb.end + 2]
    if tail.startswith(":") or tail.startswith("-"):
        return False  # a heading: "Update: ...", "Note - ..."
    if i + 1 >= len(tokens):
        return True
    nxt = tokens[i + 1]
    if nxt.lower == "of" or nxt.lower in _NOUN_THEN_FINITE:
        return False  # "Use of force", "Answer is 42"
    if nxt.lower in _VERB_FOLLOWERS or (_is_name(nxt) and nxt.text != nxt.text.upper()):
        return True
    # A finite verb later in the clause makes the first word its subject:
    # "Book club met on Tuesday", "Call with Ada went well".
    return not any(tok.lower in _NOUN_THEN_FINITE or _is_past(tok.lower) for tok in tokens[i + 2 :])


def _imperative_openers(t: _Text) -> Iterable[tuple[int, int]]:
    for tokens, i in _clause_openers(t):
        if tokens[i].lower in _IMPERATIVE_VERBS and _reads_as_verb(t, tokens, i):
            yield tokens[i].start, tokens[i].end


def _opens_clause(t: _Text, start: int) -> bool:
    return not _strip(t.last_tokens(t.clauses.start(start), start, _SUBJECT_WINDOW), _LEADERS)


def _closes_clause(t: _Text, end: int) -> bool:
    return t.s[end : t.clauses.end(end)].strip() == ""
