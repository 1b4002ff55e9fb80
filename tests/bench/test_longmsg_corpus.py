"""The generated long-message set (bench/longmsg_corpus.py): the same set on every run, and
every question's evidence holds what was planted for it, where the set says it is."""

from __future__ import annotations

from bench.longmsg_corpus import DEEP_AFTER, KINDS, LongQuestion, build


def test_the_set_is_the_same_on_every_build_and_differs_by_seed() -> None:
    first, again = build(conversations=3), build(conversations=3)
    assert [t.text for c in first for t in c.turns] == [t.text for c in again for t in c.turns]
    assert [q.question for c in first for q in c.questions] == [
        q.question for c in again for q in c.questions
    ]
    other = build(seed=7, conversations=1)
    assert [t.text for t in other[0].turns] != [t.text for t in first[0].turns]


def test_each_question_s_evidence_holds_its_planted_statements() -> None:
    conversations = build(conversations=4)
    for conversation in conversations:
        texts = {t.dia_id: t.text for t in conversation.turns}
        assert 100 <= len(texts) <= 190
        for question in conversation.questions:
            assert isinstance(question, LongQuestion)
            assert question.category in KINDS
            statements = question.statements
            assert len(statements) == len(question.evidence) == (2 if question.category == 3 else 1)
            for ref, statement in zip(question.evidence, statements, strict=True):
                assert statement in texts[ref]
                # Planted once in the whole conversation: the evidence is the only source.
                assert sum(statement in text for text in texts.values()) == 1
            last = texts[question.evidence[-1]]
            if question.deep:
                assert last.index(statements[-1]) >= DEEP_AFTER
            else:
                assert last.index(statements[-1]) < DEEP_AFTER


def test_assistant_answers_are_long_and_a_good_share_of_facts_sit_deep() -> None:
    conversations = build(conversations=5)
    answers = [len(t.text) for c in conversations for t in c.turns if t.speaker == "assistant"]
    assert min(answers) > 1000
    assert sorted(answers)[len(answers) // 2] > 2500
    questions = [q for c in conversations for q in c.questions]
    deep = sum(1 for q in questions if isinstance(q, LongQuestion) and q.deep)
    assert 0.4 < deep / len(questions) < 0.8
