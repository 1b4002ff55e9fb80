"""The evaluation's optional reader: a chat model that answers each task from its bundle.

Rule: the reader sees exactly what an agent would, the bundle as rendered for the model (empty
under N0) and the task's query, and is asked for a short answer. Its answer is scored against
the scenario's expected answer by :func:`measures.answer_matches`; an optional judge (the same
model, asked whether the answer means the expected one) is reported beside that score, never
instead of it. A model call that fails is counted as an error and scored wrong: a reader that
cannot answer did not succeed. The model is configured like extraction's (MEMORY_READER_*,
falling back to MEMORY_LLM_*).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from memoryapp.providers.llm import ChatModel, LLMError, NoChatModel, chat_model_from_settings

SYSTEM = (
    "You are an assistant doing a task for a user. Answer the question in one short sentence. "
    "If remembered memories are given, use those that apply to the question; if none answers "
    "it, say you do not know."
)
JUDGE_SYSTEM = (
    "You grade answers. Reply with exactly one word: yes if the given answer states the "
    "expected answer (wording may differ), no otherwise."
)
# Tried once more after a transient failure (a 429, a timeout); then it is an error.
ATTEMPTS = 2


class ReaderUnavailable(ValueError):
    """No reader model is configured."""


@dataclass(frozen=True)
class Reply:
    text: str
    error: str | None = None


def _ask(model: ChatModel, messages: list[dict[str, str]]) -> Reply:
    last = ""
    for _ in range(ATTEMPTS):
        try:
            return Reply(model.complete(messages, temperature=0.0))
        except LLMError as error:
            last = str(error)
            if not error.transient:
                break
    return Reply("", error=last)


class Reader:
    def __init__(self, model: ChatModel, *, judge: bool = False) -> None:
        self.model = model
        self.judging = judge

    @property
    def name(self) -> str:
        return f"{self.model.name}:{self.model.model}"

    def answer(self, *, query: str, bundle: str) -> Reply:
        question = f"Question: {query}"
        content = f"{bundle}\n\n{question}" if bundle else question
        return _ask(
            self.model,
            [{"role": "system", "content": SYSTEM}, {"role": "user", "content": content}],
        )

    def judge(self, *, query: str, expected: str, answer: str) -> bool:
        reply = _ask(
            self.model,
            [
                {"role": "system", "content": JUDGE_SYSTEM},
                {
                    "role": "user",
                    "content": f"Question: {query}\nExpected answer: {expected}\n"
                    f"Given answer: {answer}\nDoes the given answer state the expected one?",
                },
            ],
        )
        return reply.error is None and reply.text.strip().lower().startswith("yes")


def reader_settings(settings: object) -> Mapping[str, object]:
    """The reader's chat-model settings: each MEMORY_READER_* or else its MEMORY_LLM_* value."""
    return {
        f"MEMORY_LLM_{name}": getattr(settings, f"MEMORY_READER_{name}", "")
        or getattr(settings, f"MEMORY_LLM_{name}", "")
        for name in ("URL", "MODEL", "API_KEY", "TIMEOUT")
    }


def reader_from_settings(settings: object, *, judge: bool = False) -> Reader:
    """The configured reader; ReaderUnavailable when neither MEMORY_READER_URL nor
    MEMORY_LLM_URL is set."""
    model = chat_model_from_settings(reader_settings(settings))
    if isinstance(model, NoChatModel):
        raise ReaderUnavailable("--reader openai needs MEMORY_READER_URL (or MEMORY_LLM_URL)")
    return Reader(model, judge=judge)
