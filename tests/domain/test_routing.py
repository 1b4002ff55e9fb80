"""The recall/influence router: a contract table of phrasings, caller overrides, ambiguity."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain import routing
from memoryapp.domain.routing import (
    INFLUENCE_CUES,
    RECALL_CUES,
    Route,
    RouteDecision,
    earlier_cue,
    matched_cues,
    route_query,
)

R, INF = Route.RECALL, Route.INFLUENCE

# query, route, ambiguous, a cue the reason must name ("" when none is expected)
CONTRACT = [
    # Clear recall.
    ("What database did we originally use for metadata?", R, False, "originally"),
    ("What did we decide about caching last year?", R, False, "what did we"),
    ("When did we switch from SQLite to PostgreSQL?", R, False, "when did"),
    ("What was the deploy process back in 2023?", R, False, "in 2023"),
    ("Which CI provider did we use previously?", R, False, "previously"),
    ("Did we ever try Redis for sessions?", R, False, "did we ever"),
    ("Tell me the history of the auth service.", R, False, "history of"),
    ("At first, how were tokens stored?", R, False, "at first"),
    ("We used to deploy on Fridays, right?", R, False, "used to"),
    ("What happened to the queue before the migration?", R, False, "before"),
    ("Remind me what we discussed earlier about retries.", R, False, "earlier"),
    ("Why did we drop MongoDB?", R, False, "why did we"),
    ("How was logging configured initially?", R, False, "initially"),
    ("Which editor did I use two years ago?", R, False, "ago"),
    ("What were the release steps last month?", R, False, "last month"),
    ("What did the very first rule say?", R, False, "very first"),
    ("Show me the first version of the retention policy.", R, False, "first version"),
    ("Which vendor was the original choice for email?", R, False, "original"),
    ("The original plan for the launch, please.", R, False, "original"),
    ("Tell me the initial budget for the pilot.", R, False, "initial"),
    ("Which hosting did the team pick at the start?", R, False, "at the start"),
    ("Where were the servers hosted in mid-2025?", R, False, "mid-2025"),
    ("Who ran the standups in early 2026?", R, False, "early 2026"),
    ("Which heating supplier did the office have last winter?", R, False, "last winter"),
    ("Where were pallet labels printed in summer 2025?", R, False, "summer 2025"),
    ("How did guests connect in Q1 2026?", R, False, "q1 2026"),
    ("Who led sales in the first quarter of 2025?", R, False, "first quarter of 2025"),
    # Clear influence.
    ("Which database should I use for metadata now?", INF, False, "now"),
    ("What do I use to run migrations?", INF, False, "what do i use"),
    ("How do I deploy the API?", INF, False, "how do i"),
    ("What is our branching policy?", INF, False, "what is our"),
    ("What\u2019s the best way to rotate API keys?", INF, False, "best way to"),
    ("Can you recommend a test runner for this repo?", INF, False, "recommend"),
    ("Currently, where are backups stored?", INF, False, "currently"),
    ("Going forward, which linter applies?", INF, False, "going forward"),
    ("What should I work on today?", INF, False, "today"),
    ("What's next on the roadmap?", INF, False, "next"),
    ("Should we pin the Django version?", INF, False, "should we"),
    ("Do we still vendor the SDK?", INF, False, "still"),
    ("What is the current metadata database?", INF, False, "current"),
    ("Which cache should the worker use?", INF, False, "which cache should"),
    ("What command is used to deploy now?", INF, False, "now"),  # "is used to" is not a habit
    # Ambiguous: both kinds of cue.
    ("What did we use originally, and what should we use now?", INF, True, "originally"),
    ("Before I deploy, what should I check?", INF, True, "before"),
    ("Is the tool we used to use still recommended?", INF, True, "used to"),
    ("What did we do last year, and what do I use today?", INF, True, "today"),
    ("Going forward, do we keep what we decided in 2024?", INF, True, "in 2024"),
    # Ambiguous: no cue at all.
    ("PostgreSQL", INF, True, ""),
    ("", INF, True, ""),
    ("Tell me about the cache layer.", INF, True, ""),
    ("What do you know about the retry policy?", INF, True, ""),  # "know" is not "now"
    ("metadata database", INF, True, ""),
    # "before" and a gerund orders a procedure's steps: no look back.
    ("How many reviews does a pull request need before merging?", INF, True, ""),
    ("Before deploying, what did we check?", R, False, "what did we"),
    # "first" ordering steps is no look back; a deadline looks ahead.
    ("What should I do first when a build fails?", INF, False, "should i"),
    ("What do we need to finish before the break?", INF, True, "before"),
    ("Which reports must go out before the audit?", INF, True, "before"),
]


def test_the_contract_table_is_large_and_covers_all_three_outcomes():
    assert len(CONTRACT) >= 30
    outcomes = {(route, ambiguous) for _, route, ambiguous, _ in CONTRACT}
    assert outcomes == {(R, False), (INF, False), (INF, True)}


@pytest.mark.parametrize(("query", "route", "ambiguous", "cue"), CONTRACT)
def test_contract(query, route, ambiguous, cue):
    decision = route_query(query)
    assert (decision.route, decision.ambiguous) == (route, ambiguous), decision.reason
    assert decision.source == "deterministic"
    assert f"'{cue}'" in decision.reason if cue else "no temporal cue" in decision.reason
    assert route_query(query, "auto") == decision


def test_the_two_headline_questions():
    now = route_query("Which database should I use for metadata now?")
    then = route_query("What database did we originally use for metadata?")
    assert now == RouteDecision(
        Route.INFLUENCE,
        "deterministic",
        "influence cues 'which database should', 'should i', 'now'",
        ambiguous=False,
    )
    assert then == RouteDecision(
        Route.RECALL, "deterministic", "recall cue 'originally'", ambiguous=False
    )


def test_ambiguous_reasons_say_what_was_seen():
    both = route_query("What did we use originally, and what should we use now?")
    assert both.reason == (
        "both recall ('what did we', 'originally') and influence "
        "('what should we use', 'should we', 'now') cues: influence by default"
    )
    assert route_query("PostgreSQL").reason == "no temporal cue: influence by default"


@pytest.mark.parametrize(
    ("query", "requested"),
    [
        ("What did we originally use?", "influence"),
        ("In 2023, what was the database?", "influence"),
        ("What should I use now?", "recall"),
        ("How do I deploy today?", "recall"),
        ("PostgreSQL", "recall"),
        ("PostgreSQL", "influence"),
        ("Before now, or now?", Route.RECALL),
    ],
)
def test_the_caller_route_beats_the_cues(query, requested):
    decision = route_query(query, requested)
    assert decision.route == Route(requested)
    assert decision.source == "caller"
    assert decision.ambiguous is False
    assert decision.reason == f"caller asked for {Route(requested)}"


@pytest.mark.parametrize("requested", ["", "Recall", "both", "historical", "AUTO", None])
def test_unknown_requested_routes_are_refused(requested):
    with pytest.raises(ValueError):
        route_query("anything", requested)


def test_matching_ignores_case_spacing_and_curly_apostrophes():
    assert matched_cues("WHAT  DID\tWE\nUSE?") == (["what did we"], [])
    assert matched_cues("What\u2019s our plan?") == ([], ["what's our"])
    assert matched_cues("nowhere known") == ([], [])


def test_every_cue_fires_on_its_own_name():
    # Names are the tables' documentation; this keeps each one true of its own pattern.
    examples = {
        "in <year>": "in 1999",
        "mid-<year>": "mid-1999",
        "summer <year>": "summer 1999",
        "Q1 <year>": "q1 1999",
        "which ... should": "which one should",
        "need to ... before": "need to ship before",
    }
    for cue in (*RECALL_CUES, *INFLUENCE_CUES):
        text = examples.get(cue.name, cue.name).casefold()
        assert cue.pattern.search(text), cue.name


def test_a_decision_is_inspectable_data():
    decision = route_query("What is our deploy process?")
    assert decision.as_dict() == {
        "route": "influence",
        "source": "deterministic",
        "reason": "influence cue 'what is our'",
        "ambiguous": False,
    }


@pytest.mark.parametrize(
    "args",
    [
        (Route.RECALL, "deterministic", "x", True),  # ambiguity always falls back to influence
        (Route.INFLUENCE, "caller", "x", True),  # a caller's choice is never ambiguous
        (Route.INFLUENCE, "model", "x", False),
        ("sideways", "caller", "x", False),
    ],
)
def test_inconsistent_decisions_cannot_be_built(args):
    with pytest.raises(ValueError):
        RouteDecision(*args)


@given(st.text())
def test_any_text_routes_deterministically(query):
    decision = route_query(query)
    assert decision == route_query(query)
    recall, influence = matched_cues(query)
    assert decision.ambiguous == (bool(recall) == bool(influence))
    expected = Route.RECALL if recall and not influence else Route.INFLUENCE
    assert decision.route is expected


def _cue_matches_without_their_words(query: str) -> list[tuple[str, str]]:
    text = routing._normalise(query)
    return [
        (cue.name, m.group())
        for cue in (*RECALL_CUES, *INFLUENCE_CUES)
        for m in cue.pattern.finditer(text)
        if not any(word in m.group() for word in cue.words.split())
    ]


@pytest.mark.parametrize("query", [row[0] for row in CONTRACT])
def test_every_cue_match_in_the_contract_contains_one_of_the_cues_words(query):
    assert _cue_matches_without_their_words(query) == []


VOCABULARY = sorted(
    {
        word
        for cue in (*RECALL_CUES, *INFLUENCE_CUES)
        for word in re.findall(r"[a-z']+|\d\d", cue.pattern.pattern.replace(r"\b", " "))
    }
)


@given(
    words=st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=8),
    glue=st.sampled_from([" ", "  ", "\t", ", "]),
    case=st.sampled_from([str, str.upper, str.title]),
)
def test_no_cue_match_built_from_the_cues_vocabulary_escapes_its_words(words, glue, case):
    assert _cue_matches_without_their_words(case(glue.join(words))) == []


@pytest.mark.parametrize(
    ("query", "cue"),
    [
        ("What did the very first version of the travel policy allow?", "very first"),
        ("Which machine did the warehouse use at the start?", "at the start"),
        ("What was the visitors' network called last winter?", "last winter"),
        ("How did guests connect in Q1 2026?", "q1 2026"),
        # Questions about the past that do not ask for an earlier state of something.
        ("What did we decide about caching?", None),
        ("When did we switch to PostgreSQL?", None),
    ],
)
def test_a_cue_that_asks_for_an_earlier_state_is_named(query, cue):
    assert earlier_cue(query) == cue
