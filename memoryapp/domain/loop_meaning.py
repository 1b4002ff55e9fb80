"""Two readings of a memory by its meaning, over the local model's sentence vectors.

The rules (:mod:`memoryapp.domain.loop_openers`, :mod:`memoryapp.domain.loop_closing`) read a
sentence's shape. Two logistic regressions over the vectors of ``all-MiniLM-L6-v2`` (the
service's default embedding) read what the shapes miss, each trained on the loop phrasing
benchmark by ``bench/loop_meaning.py --write-weights`` (the JSON files beside this module say
what they were trained on):

- **work** (``loop_meaning_weights.json``, openers against chit-chat) is a veto: everyday
  lines said in an opener's shape ("my patience is being tested", "summer is well overdue")
  open a loop by shape alone; below :data:`WORK_AT` the rules' opener is taken away. A planned
  memory (``valid_from`` ahead) is never vetoed: its time, not its words, opens it.
- **done** (``loop_done_weights.json``, closers against openers, chit-chat and near-misses
  the rules do not read as finishing anything) reads a completion said in other words ("the
  mini ramp coping is solid again", "the callout hours are in the spreadsheet now"): at
  :data:`DONE_AT` or above, a memory whose words leave nothing unsettled (no question,
  negation, future, condition, part or start: :func:`loop_closing.settled`) finishes work.
  Whether it finishes *this* loop's work is still the match's
  (:mod:`memoryapp.domain.loop_work`).

Either reading applies only to a memory of at most :data:`MEANING_SENTENCES` sentences (the
unit they were trained on: a longer memory's vector is no one sentence's) whose vector is of
the model the weights read; otherwise the rules stand alone.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from .loop_closing import settled
from .words import sentences


@dataclass(frozen=True)
class Reading:
    """A logistic regression over one model's unit vectors: a memory's score is its vector's
    dot product with ``weights`` (computed where the vectors are: in the database)."""

    model: str
    weights: tuple[float, ...]
    bias: float

    @classmethod
    def read(cls, name: str) -> Reading:
        found = json.loads(Path(__file__).with_name(name).read_text())
        return cls(found["model"], tuple(found["weights"]), found["bias"])

    @property
    def dimensions(self) -> int:
        return len(self.weights)

    def probability(self, score: float) -> float:
        return 1 / (1 + math.exp(-(score + self.bias)))


WORK = Reading.read("loop_meaning_weights.json")
DONE = Reading.read("loop_done_weights.json")
READINGS = (WORK, DONE)
# Below this probability of being work, a rules opener is taken for chit-chat.
WORK_AT = 0.2
# At or above this probability of saying work is done, a settled memory finishes work.
DONE_AT = 0.8
MEANING_SENTENCES = 2


def _short(text: str) -> bool:
    return len(sentences(text)) <= MEANING_SENTENCES


def reads_as_chit_chat(score: float | None, text: str) -> bool:
    """Whether ``text``, whose work ``score`` is given (None: no vector of the model the
    weights read), is chit-chat by its meaning."""
    return score is not None and _short(text) and WORK.probability(score) < WORK_AT


def reads_as_done(score: float | None, text: str) -> bool:
    """Whether ``text``, whose done ``score`` is given (None: no vector of the model), says
    by its meaning that work was finished, with nothing in its words left unsettled."""
    if score is None or DONE.probability(score) < DONE_AT:
        return False
    return _short(text) and settled(text)
