"""Whether a memory the loop rules read as an opener reads, by its meaning, as chit-chat.

The rules (:mod:`memoryapp.domain.loop_openers`) read a sentence's shape; everyday lines said in
the same shapes ("my patience is being tested", "summer is well overdue", "we're planning to
put our feet up") open a loop by shape alone. A logistic regression over the local model's
sentence vectors (``all-MiniLM-L6-v2``, the service's default embedding) tells work from
such lines by meaning: trained on the loop phrasing benchmark's openers against its
chit-chat (``bench/loop_meaning.py --write-weights`` writes ``loop_meaning_weights.json``, with
what it was trained on). It only ever takes a loop away, and only:

- from a memory of at most :data:`VETO_SENTENCES` sentences (the unit it was trained on:
  a longer memory's vector is no one sentence's);
- whose vector is the model's the weights read (another model's has no such reading: the rules
  stand alone);
- when the probability that it is work is below :data:`WORK_AT` (a line the regression is
  unsure of keeps the rules' reading).

A planned memory (``valid_from`` ahead) is never vetoed: its time, not its words, opens it.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

_WEIGHTS = json.loads(Path(__file__).with_name("loop_meaning_weights.json").read_text())

# The embedding model and width whose vectors the weights read.
WORK_MODEL: str = _WEIGHTS["model"]
WORK_DIMENSIONS: int = len(_WEIGHTS["weights"])
WORK_WEIGHTS: tuple[float, ...] = tuple(_WEIGHTS["weights"])
WORK_BIAS: float = _WEIGHTS["bias"]
# Below this probability of being work, a rules opener is taken for chit-chat.
WORK_AT = 0.2
VETO_SENTENCES = 2


def work_probability(score: float) -> float:
    """The probability that a memory is work, from ``score``: its unit vector's dot product
    with :data:`WORK_WEIGHTS`."""
    return 1 / (1 + math.exp(-(score + WORK_BIAS)))


def reads_as_chit_chat(score: float | None, sentences: int) -> bool:
    """Whether a memory of ``sentences`` sentences whose work ``score`` is given (None: no
    vector of :data:`WORK_MODEL`) is chit-chat by its meaning."""
    if score is None or sentences > VETO_SENTENCES:
        return False
    return work_probability(score) < WORK_AT
