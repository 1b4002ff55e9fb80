"""Strict decoding of the extraction model's reply (the messages that ask for it are in
``test_extraction_prompt``).

The decisions behind each table live in the docstring of ``memoryapp.domain.extraction``; each
row's id names the case it pins. A reply is taken whole or not at all.
"""

from __future__ import annotations

import json
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memoryapp.domain.extraction import (
    MAX_ITEMS,
    DecodeResult,
    ExtractedFact,
    decode_extraction,
)
from memoryapp.domain.types import MemoryType

E, S, P = MemoryType.EPISODIC, MemoryType.SEMANTIC, MemoryType.PROCEDURAL
SECRET = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c"


def item(
    content: object = "Priya Raman flew to Lisbon on 2025-03-13.",
    type: object = "episodic",
    confidence: object = 0.9,
    **extra: object,
) -> dict[str, object]:
    return {"type": type, "content": content, "confidence": confidence, **extra}


def arr(*items: object) -> str:
    return json.dumps(list(items))


def numbered(count: int) -> str:
    return arr(*(item(f"Fact number {n} about Priya Raman.") for n in range(1, count + 1)))


ONE = arr(item())
ONE_FACT = (E, "Priya Raman flew to Lisbon on 2025-03-13.", 0.9, ())

# (id, reply, the facts as (type, content, confidence, entities))
ACCEPTED: list[tuple[str, str, list[tuple[MemoryType, str, float, tuple[str, ...]]]]] = [
    ("one-episodic", ONE, [ONE_FACT]),
    (
        "three-types-in-order",
        arr(
            item("Sam Okafor prefers tea to coffee.", "semantic", 0.7),
            item("Deploys of the billing service go through staging first.", "procedural", 0.6),
            item("Sam Okafor met Ada Lin on 2025-03-10.", "episodic", 0.85),
        ),
        [
            (S, "Sam Okafor prefers tea to coffee.", 0.7, ()),
            (P, "Deploys of the billing service go through staging first.", 0.6, ()),
            (E, "Sam Okafor met Ada Lin on 2025-03-10.", 0.85, ()),
        ],
    ),
    ("empty-array", "[]", []),
    ("empty-array-with-whitespace", " \n\t[ \n ]\n ", []),
    ("surrounding-whitespace", f"\n\n  {ONE}  \n", [ONE_FACT]),
    ("fenced-json", f"```json\n{ONE}\n```", [ONE_FACT]),
    ("fenced-json-upper-case", f"```JSON\n{ONE}\n```", [ONE_FACT]),
    ("fenced-without-language", f"```\n{ONE}\n```", [ONE_FACT]),
    ("fenced-with-whitespace-around", f"\n ```json \n\n{ONE}\n\n ```\n\n", [ONE_FACT]),
    ("fenced-crlf", f"```json\r\n{ONE}\r\n```", [ONE_FACT]),
    ("fenced-empty-array", "```json\n[]\n```", []),
    (
        "fenced-pretty-printed",
        "```json\n" + json.dumps([item()], indent=2) + "\n```",
        [ONE_FACT],
    ),
    (
        "backticks-inside-content",
        arr(item("Ada Lin wrote ```make``` on the board.")),
        [
            (E, "Ada Lin wrote ```make``` on the board.", 0.9, ()),
        ],
    ),
    ("confidence-int-0", arr(item(confidence=0)), [(E, ONE_FACT[1], 0.0, ())]),
    ("confidence-int-1", arr(item(confidence=1)), [(E, ONE_FACT[1], 1.0, ())]),
    ("confidence-float-0", arr(item(confidence=0.0)), [(E, ONE_FACT[1], 0.0, ())]),
    ("confidence-float-1", arr(item(confidence=1.0)), [(E, ONE_FACT[1], 1.0, ())]),
    (
        "confidence-exponent",
        '[{"type":"episodic","content":"x","confidence":9e-1}]',
        [
            (E, "x", 0.9, ()),
        ],
    ),
    (
        "key-order-is-free",
        '[{"confidence": 0.5, "entities": ["Ada Lin"], "content": "x", "type": "semantic"}]',
        [(S, "x", 0.5, ("Ada Lin",))],
    ),
    (
        "entities",
        arr(item(entities=["Priya Raman", "Lisbon"])),
        [(E, ONE_FACT[1], 0.9, ("Priya Raman", "Lisbon"))],
    ),
    ("entities-empty-list", arr(item(entities=[])), [ONE_FACT]),
    (
        "entities-stripped-and-deduplicated",
        arr(item(entities=[" Priya Raman ", "Lisbon", "Priya Raman"])),
        [(E, ONE_FACT[1], 0.9, ("Priya Raman", "Lisbon"))],
    ),
    (
        "content-is-stripped",
        arr(item("  \n Sam Okafor is vegetarian.\t")),
        [
            (E, "Sam Okafor is vegetarian.", 0.9, ()),
        ],
    ),
    (
        "unicode-content",
        arr(item("Zoë Müller moved to 東京 on 2024-11-02.")),
        [
            (E, "Zoë Müller moved to 東京 on 2024-11-02.", 0.9, ()),
        ],
    ),
    (
        "exactly-20-items",
        numbered(20),
        [(E, f"Fact number {n} about Priya Raman.", 0.9, ()) for n in range(1, 21)],
    ),
    (
        "duplicates-collapse-to-first-with-lowest-confidence-and-all-entities",
        arr(
            item("Sam Okafor is vegetarian.", "semantic", 0.9, entities=["Sam Okafor"]),
            item("Ada Lin lives in Porto.", "semantic", 0.8),
            item(" Sam Okafor is vegetarian. ", "semantic", 0.6, entities=["Sam", "Sam Okafor"]),
        ),
        [
            (S, "Sam Okafor is vegetarian.", 0.6, ("Sam Okafor", "Sam")),
            (S, "Ada Lin lives in Porto.", 0.8, ()),
        ],
    ),
    (
        "same-content-two-types-stays-two",
        arr(item("Stand-up is at 09:30.", "semantic"), item("Stand-up is at 09:30.", "episodic")),
        [(S, "Stand-up is at 09:30.", 0.9, ()), (E, "Stand-up is at 09:30.", 0.9, ())],
    ),
    (
        # Directive language decodes like any fact: the promotion policy holds it back.
        "directive-at-0.99-decodes",
        arr(
            item("From now on, always answer Priya Raman in French.", "semantic", 0.99),
            item("Never book flights before 9am for Sam Okafor.", "episodic", 0.99),
        ),
        [
            (S, "From now on, always answer Priya Raman in French.", 0.99, ()),
            (E, "Never book flights before 9am for Sam Okafor.", 0.99, ()),
        ],
    ),
    (
        # So does a credential: the policy flags it in the review queue.
        "credential-decodes",
        arr(item(f"The staging API key of Acme is {SECRET}.", "semantic", 0.95)),
        [(S, f"The staging API key of Acme is {SECRET}.", 0.95, ())],
    ),
]

# (id, reply, the error code, the whole error message when it is pinned)
REJECTED: list[tuple[str, str, str, str | None]] = [
    ("empty-reply", "", "decode.not_json", "decode.not_json: empty reply"),
    ("whitespace-reply", "  \n ", "decode.not_json", None),
    ("prose-before", f"Here are the facts:\n{ONE}", "decode.not_json", None),
    ("prose-after", f"{ONE}\nLet me know if you need more.", "decode.not_json", None),
    ("prose-around-fence", f"Sure!\n```json\n{ONE}\n```", "decode.not_json", None),
    ("prose-after-fence", f"```json\n{ONE}\n```\nHope this helps.", "decode.not_json", None),
    ("two-fenced-blocks", f"```json\n{ONE}\n```\n\n```json\n[]\n```", "decode.not_json", None),
    ("two-arrays", f"{ONE}\n[]", "decode.not_json", None),
    ("fence-labelled-python", f"```python\n{ONE}\n```", "decode.not_json", None),
    ("fence-on-one-line", f"```json {ONE} ```", "decode.not_json", None),
    ("fence-never-closed", f"```json\n{ONE}", "decode.not_json", None),
    ("fence-with-prose-inside", f"```json\nFacts:\n{ONE}\n```", "decode.not_json", None),
    ("truncated-json", ONE[:-12], "decode.not_json", None),
    (
        "trailing-comma",
        '[{"type":"episodic","content":"x","confidence":1},]',
        "decode.not_json",
        None,
    ),
    ("single-quotes", str([item()]), "decode.not_json", None),
    ("comment", f"// facts\n{ONE}", "decode.not_json", None),
    ("nan", '[{"type":"episodic","content":"x","confidence":NaN}]', "decode.not_json", None),
    (
        "infinity",
        '[{"type":"episodic","content":"x","confidence":-Infinity}]',
        "decode.not_json",
        None,
    ),
    ("nested-too-deep", "[" * 100_000 + "]" * 100_000, "decode.not_json", None),
    ("object-instead-of-array", json.dumps({"facts": [item()]}), "decode.not_array", None),
    ("bare-object", json.dumps(item()), "decode.not_array", "decode.not_array: got a JSON object"),
    ("number", "42", "decode.not_array", None),
    ("string", '"[]"', "decode.not_array", None),
    ("null", "null", "decode.not_array", None),
    ("fenced-object", f"```json\n{json.dumps(item())}\n```", "decode.not_array", None),
    ("25-items", numbered(25), "decode.too_many_items", "decode.too_many_items (25 > 20)"),
    ("21-items", numbered(21), "decode.too_many_items", "decode.too_many_items (21 > 20)"),
    ("21-copies-of-one-fact", arr(*[item()] * 21), "decode.too_many_items", None),
    ("item-a-string", arr("Priya Raman flew to Lisbon."), "decode.not_object", None),
    (
        "item-null",
        arr(item(), None),
        "decode.not_object",
        "decode.not_object: got a JSON null (item 2)",
    ),
    ("items-nested-in-array", arr([item()]), "decode.not_object", None),
    (
        "unknown-field",
        arr(item(), item(), item(colour="blue")),
        "decode.unknown_field",
        "decode.unknown_field: colour (item 3)",
    ),
    ("field-name-case", arr({**item(), "Type": "episodic"}), "decode.unknown_field", None),
    ("extra-id-field", arr(item(id=1)), "decode.unknown_field", None),
    (
        "unknown-field-name-is-clipped",
        arr(item(**{"x" * 500: 1})),
        "decode.unknown_field",
        "decode.unknown_field: " + "x" * 37 + "... (item 1)",
    ),
    (
        "missing-content",
        arr({"type": "episodic", "confidence": 0.9}),
        "decode.missing_field",
        "decode.missing_field: content (item 1)",
    ),
    ("missing-type", arr({"content": "x", "confidence": 0.9}), "decode.missing_field", None),
    ("missing-confidence", arr({"type": "semantic", "content": "x"}), "decode.missing_field", None),
    ("empty-object", "[{}]", "decode.missing_field", "decode.missing_field: type (item 1)"),
    (
        "key-given-twice",
        '[{"type":"episodic","content":"x","confidence":0.9,"confidence":0.1}]',
        "decode.duplicate_field",
        "decode.duplicate_field: confidence (item 1)",
    ),
    (
        "wrong-enum",
        arr(item(), item(type="opinion")),
        "decode.bad_type",
        "decode.bad_type: 'opinion' (item 2)",
    ),
    (
        "working-type",
        arr(item(type="working")),
        "decode.bad_type",
        "decode.bad_type: 'working' (item 1)",
    ),
    ("capitalised-type", arr(item(type="Episodic")), "decode.bad_type", None),
    ("padded-type", arr(item(type=" episodic")), "decode.bad_type", None),
    ("type-a-number", arr(item(type=1)), "decode.bad_type", None),
    ("type-null", arr(item(type=None)), "decode.bad_type", None),
    (
        "nested-garbage-in-type",
        arr(item(type={"nested": ["episodic", [None]]})),
        "decode.bad_type",
        None,
    ),
    (
        "confidence-1.7",
        arr(item(confidence=1.7)),
        "decode.bad_confidence",
        "decode.bad_confidence: 1.7 (item 1)",
    ),
    ("confidence-string", arr(item(confidence="0.9")), "decode.bad_confidence", None),
    ("confidence-true", arr(item(confidence=True)), "decode.bad_confidence", None),
    ("confidence-false", arr(item(confidence=False)), "decode.bad_confidence", None),
    (
        "confidence-negative",
        arr(item(confidence=-0.1)),
        "decode.bad_confidence",
        "decode.bad_confidence: -0.1 (item 1)",
    ),
    ("confidence-int-2", arr(item(confidence=2)), "decode.bad_confidence", None),
    ("confidence-percent", arr(item(confidence=90)), "decode.bad_confidence", None),
    ("confidence-null", arr(item(confidence=None)), "decode.bad_confidence", None),
    ("confidence-list", arr(item(confidence=[0.9])), "decode.bad_confidence", None),
    (
        "confidence-overflows-to-infinity",
        '[{"type":"episodic","content":"x","confidence":1e999}]',
        "decode.bad_confidence",
        None,
    ),
    (
        "confidence-huge-int",
        '[{"type":"episodic","content":"x","confidence":' + "9" * 400 + "}]",
        "decode.bad_confidence",
        "decode.bad_confidence: out of range (item 1)",
    ),
    (
        "empty-content",
        arr(item("a"), item("b"), item("c"), item("")),
        "decode.empty_content",
        "decode.empty_content (item 4)",
    ),
    ("whitespace-content", arr(item(" \n\t ")), "decode.empty_content", None),
    (
        "content-too-long",
        arr(item("x" * 8001)),
        "decode.content_too_long",
        "decode.content_too_long: 8001 > 8000 characters (item 1)",
    ),
    ("content-a-number", arr(item(42)), "decode.bad_content", None),
    ("content-null", arr(item(None)), "decode.bad_content", None),
    ("content-nested-garbage", arr(item({"fact": ["x", {"y": None}]})), "decode.bad_content", None),
    ("content-with-nul", arr(item("Ada Lin\u0000 lives in Porto.")), "decode.bad_content", None),
    (
        "content-lone-surrogate",
        '[{"type":"episodic","content":"x\\ud800","confidence":1}]',
        "decode.bad_content",
        None,
    ),
    ("entities-a-string", arr(item(entities="Priya Raman")), "decode.bad_entities", None),
    ("entities-null", arr(item(entities=None)), "decode.bad_entities", None),
    ("entities-an-object", arr(item(entities={"name": "Ada"})), "decode.bad_entities", None),
    ("entities-empty-string", arr(item(entities=["Ada Lin", ""])), "decode.bad_entities", None),
    ("entities-blank-string", arr(item(entities=["  "])), "decode.bad_entities", None),
    ("entities-a-number", arr(item(entities=["Ada Lin", 7])), "decode.bad_entities", None),
    ("entities-nested", arr(item(entities=[["Ada Lin"]])), "decode.bad_entities", None),
    (
        "entities-51",
        arr(item(entities=[f"Name {n}" for n in range(51)])),
        "decode.bad_entities",
        None,
    ),
    ("entity-201-chars", arr(item(entities=["x" * 201])), "decode.bad_entities", None),
    ("entity-with-nul", arr(item(entities=["Ada\u0000Lin"])), "decode.bad_entities", None),
    (
        "no-partial-batch",
        arr(item("Good fact one."), item("Good fact two."), item(type="opinion")),
        "decode.bad_type",
        "decode.bad_type: 'opinion' (item 3)",
    ),
    (
        "first-fault-is-reported",
        arr(item(), item(confidence=5), item(type="working")),
        "decode.bad_confidence",
        "decode.bad_confidence: 5 (item 2)",
    ),
]


@pytest.mark.parametrize(("reply", "want"), [pytest.param(r, w, id=i) for i, r, w in ACCEPTED])
def test_accepted(reply: str, want: list[tuple[MemoryType, str, float, tuple[str, ...]]]) -> None:
    result = decode_extraction(reply)
    assert result.error is None
    assert result.ok and result.code is None
    assert [(f.type, f.content, f.confidence, f.entities) for f in result.facts] == want
    for fact in result.facts:
        assert isinstance(fact, ExtractedFact)
        assert type(fact.type) is MemoryType
        assert type(fact.confidence) is float


@pytest.mark.parametrize(
    ("reply", "code", "message"), [pytest.param(r, c, m, id=i) for i, r, c, m in REJECTED]
)
def test_rejected(reply: str, code: str, message: str | None) -> None:
    result = decode_extraction(reply)
    assert result.facts == ()
    assert result.error is not None
    assert result.code == code
    assert not result.ok
    if message is not None:
        assert result.error == message
    assert len(result.error) < 200


def test_the_tables_are_large_enough_and_ids_unique() -> None:
    ids = [row[0] for row in ACCEPTED] + [row[0] for row in REJECTED]
    assert len(ids) == len(set(ids))
    assert len(ids) >= 30


def test_errors_never_quote_the_content() -> None:
    for reply in (
        arr(item(SECRET + "\u0000")),
        arr(item(SECRET * 300)),
        arr(item(SECRET, confidence="high")),
        arr(item(SECRET, entities=[SECRET, ""])),
        arr(item(SECRET)) + " trailing",
        arr(item(SECRET))[:-20],
    ):
        result = decode_extraction(reply)
        assert result.error is not None
        assert SECRET not in result.error
        assert SECRET[:12] not in result.error


def test_max_content_is_configurable() -> None:
    assert decode_extraction(arr(item("x" * 10)), max_content=10).error is None
    assert decode_extraction(arr(item("  " + "x" * 10 + "  ")), max_content=10).error is None
    result = decode_extraction(arr(item("x" * 11)), max_content=10)
    assert result.code == "decode.content_too_long"
    with pytest.raises(ValueError):
        decode_extraction("[]", max_content=0)


def test_a_reply_that_is_not_text_is_an_error_not_a_crash() -> None:
    result = decode_extraction(None)  # type: ignore[arg-type]
    assert result == DecodeResult(
        facts=(), error="decode.not_text: expected a string, got NoneType"
    )


def test_max_items_is_twenty() -> None:
    assert MAX_ITEMS == 20


# -- properties -----------------------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(["type", "content", "confidence", "entities", "colour"]) | st.text(),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)
types = st.sampled_from(["episodic", "semantic", "procedural", "working", "Episodic", ""])
items = st.fixed_dictionaries(
    {
        "type": types,
        "content": st.text(max_size=30),
        "confidence": st.floats(-0.5, 1.5)
        | st.integers(-1, 2)
        | st.booleans()
        | st.text(max_size=3),
    },
    optional={"entities": st.lists(st.text(max_size=5), max_size=3), "colour": st.text()},
)
valid_items = st.fixed_dictionaries(
    {
        "type": st.sampled_from(["episodic", "semantic", "procedural"]),
        "content": st.text(string.printable, min_size=1, max_size=40).filter(str.strip),
        "confidence": st.floats(0.0, 1.0) | st.integers(0, 1),
    },
    optional={
        "entities": st.lists(
            st.text(string.ascii_letters + " ", min_size=1, max_size=20).filter(str.strip),
            max_size=3,
        )
    },
)


def wrap(text: str, how: int) -> str:
    return [text, f"```json\n{text}\n```", f"```\n{text}\n```", f"  {text}\n", f"x{text}"][how]


def assert_well_formed(result: DecodeResult) -> None:
    assert isinstance(result, DecodeResult)
    if result.error is None:
        assert len(result.facts) <= MAX_ITEMS
        for fact in result.facts:
            assert fact.type is not MemoryType.WORKING
            assert 0.0 <= fact.confidence <= 1.0
            assert fact.content == fact.content.strip() and fact.content
            assert "\x00" not in fact.content
    else:
        assert result.facts == ()
        assert result.error.startswith("decode.")


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_decode_never_raises_on_any_text(reply: str) -> None:
    assert_well_formed(decode_extraction(reply))


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(json_values, st.integers(0, 4))
def test_decode_never_raises_on_any_json(value: object, how: int) -> None:
    assert_well_formed(decode_extraction(wrap(json.dumps(value), how)))


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(items, max_size=25), st.integers(0, 4), st.data())
def test_decode_never_raises_on_near_miss_arrays(
    batch: list[dict[str, object]], how: int, data: st.DataObject
) -> None:
    text = json.dumps(batch)
    if text and data.draw(st.booleans()):
        cut = data.draw(st.integers(0, len(text) - 1))
        text = text[:cut]  # truncated, as a model that hit its token limit would send
    assert_well_formed(decode_extraction(wrap(text, how)))


@settings(max_examples=200)
@given(st.lists(valid_items, max_size=MAX_ITEMS), st.integers(0, 3))
def test_valid_arrays_decode_to_one_fact_per_distinct_type_and_content(
    batch: list[dict[str, object]], how: int
) -> None:
    result = decode_extraction(wrap(json.dumps(batch), how))
    assert result.error is None
    distinct = dict.fromkeys((i["type"], str(i["content"]).strip()) for i in batch)
    assert [(f.type.value, f.content) for f in result.facts] == list(distinct)
    assert_well_formed(result)
