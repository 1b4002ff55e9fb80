"""Time cues: the dates a query names, "when" questions, time expressions, and the boosts."""

from __future__ import annotations

from datetime import date

import pytest

from memoryapp.domain.time_cues import (
    AFTER_DAYS,
    DATE_BOOST,
    MAX_WINDOWS,
    WHEN_BOOST,
    DatedText,
    Window,
    asks_when,
    mentions_a_time,
    named_windows,
    time_boosts,
)

YEARS = {2022, 2023}


@pytest.mark.parametrize(
    ("query", "windows"),
    [
        ("What did Mel do on 9 November, 2022?", [(date(2022, 11, 9), date(2022, 11, 9))]),
        ("what happened on 9th November 2022", [(date(2022, 11, 9), date(2022, 11, 9))]),
        ("What did we ship on November 9, 2022?", [(date(2022, 11, 9), date(2022, 11, 9))]),
        ("Which talks were in May 2023?", [(date(2023, 5, 1), date(2023, 5, 31))]),
        (
            "What did she paint in June?",
            [(date(2022, 6, 1), date(2022, 6, 30)), (date(2023, 6, 1), date(2023, 6, 30))],
        ),
        ("Which database did we pick in 2021?", [(date(2021, 1, 1), date(2021, 12, 31))]),
        # "before" reaches back, so what led up to the day is in the window too.
        ("What had he done before 20 May 2023?", [(date(2023, 5, 6), date(2023, 5, 20))]),
        ("Was the release out by February 2023?", [(date(2023, 1, 18), date(2023, 2, 28))]),
        # 29 February of a year without one is no day: the month is what is left of it.
        ("What about 29 February 2023?", [(date(2023, 2, 1), date(2023, 2, 28))]),
    ],
)
def test_the_dates_a_query_names(query, windows):
    assert named_windows(query, YEARS) == tuple(Window(s, e) for s, e in windows)


@pytest.mark.parametrize(
    "query",
    [
        "May I ask what the deploy target is?",  # the modal, not the month
        "what did we decide about the march to the sea",  # lower case: not a month name
        "Which version of Postgres do we run?",
        "How many replicas are there? 12345 is the port",  # not a year
        "",
    ],
)
def test_queries_that_name_no_date(query):
    assert named_windows(query, YEARS) == ()


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("When did Caroline go to the support group?", True),
        ("  when was the migration planned", True),
        ("How long ago did we switch to NATS?", True),
        ("How many weeks did the audit take?", True),
        ("How many replicas do we run?", False),
        ("What did we do when the build broke?", False),  # "when" is not what is asked
        ("Which queue is current?", False),
    ],
)
def test_asks_when(query, expected):
    assert asks_when(query) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I went to the support group yesterday.", True),
        ("We moved the queue to NATS last week", True),
        ("She started painting two years ago", True),
        ("The audit is next Monday", True),
        ("We adopted Postgres in 2021", True),
        ("The offsite was in June", True),
        ("Recently the build got slower", True),
        ("[8 May 2023] Caroline: I love painting", False),  # a date stamp says nothing itself
        ("The queue runs on RabbitMQ", False),
        ("port 2021 is open", False),
        ("agony of the days", False),  # "ago" only as a word
    ],
)
def test_mentions_a_time(text, expected):
    assert mentions_a_time(text) is expected


def day(d: str) -> date:
    return date.fromisoformat(d)


def test_a_named_day_boosts_what_it_is_about_and_half_as_much_what_came_soon_after():
    candidates = {
        "on the day": DatedText(day("2022-11-09"), "went to the parade"),
        "a week later": DatedText(day("2022-11-16"), "told of the parade"),
        "too late": DatedText(day("2022-11-09").replace(month=12), "something else"),
        **{f"other {n}": DatedText(day("2023-03-01"), "other things") for n in range(6)},
    }
    boosts = time_boosts("What did Mel do on 9 November, 2022?", candidates)
    assert boosts == {"on the day": 1 + DATE_BOOST, "a week later": 1 + DATE_BOOST / 2}
    assert AFTER_DAYS == 14


def test_a_window_that_holds_most_candidates_boosts_nothing():
    candidates = {f"m{n}": DatedText(day("2023-05-0" + str(1 + n % 9)), "text") for n in range(8)}
    candidates["old"] = DatedText(day("2021-01-01"), "text")
    assert time_boosts("What happened in May 2023?", candidates) == {}


def test_a_when_question_boosts_memories_that_say_when():
    candidates = {
        "says when": DatedText(day("2023-05-08"), "I went to the group yesterday"),
        "does not": DatedText(day("2023-05-08"), "I went to the group"),
    }
    assert time_boosts("When did she go to the group?", candidates) == {"says when": 1 + WHEN_BOOST}
    assert time_boosts("Did she go to the group?", candidates) == {}


def test_both_cues_multiply():
    candidates = {
        "both": DatedText(day("2022-11-09"), "we moved it yesterday"),
        **{f"o{n}": DatedText(day("2023-01-01"), "x") for n in range(6)},
    }
    boosts = time_boosts("When did we move it, on 9 November 2022?", candidates)
    assert boosts == {"both": pytest.approx((1 + DATE_BOOST) * (1 + WHEN_BOOST))}


def test_no_candidates_no_boosts():
    assert time_boosts("When on 9 November 2022?", {}) == {}


def test_a_query_of_many_dates_reads_only_the_first_few():
    query = " ".join(f"{n % 28 + 1} March 2023," for n in range(100))
    windows = named_windows(query, YEARS)
    assert len(windows) == MAX_WINDOWS
    assert windows[0] == Window(date(2023, 3, 1), date(2023, 3, 1))


@pytest.mark.parametrize(
    ("query", "window"),
    [
        ("Where were the servers in mid-2025?", (date(2025, 5, 1), date(2025, 8, 31))),
        ("Who ran standups in early 2026?", (date(2026, 1, 1), date(2026, 4, 30))),
        ("What changed late 2025?", (date(2025, 9, 1), date(2025, 12, 31))),
        ("Trips in summer 2024", (date(2024, 6, 1), date(2024, 8, 31))),
        ("the autumn of 2023", (date(2023, 9, 1), date(2023, 11, 30))),
        ("Sales in winter 2025", (date(2024, 12, 1), date(2025, 2, 28))),
        ("Revenue in Q1 2025", (date(2025, 1, 1), date(2025, 3, 31))),
        ("the first quarter of 2025", (date(2025, 1, 1), date(2025, 3, 31))),
        ("the fourth quarter of 2024", (date(2024, 10, 1), date(2024, 12, 31))),
        # Relative to the day the request stands at (7 December 2026, in a winter).
        ("What did we heat with last winter?", (date(2025, 12, 1), date(2026, 2, 28))),
        ("this past summer", (date(2026, 6, 1), date(2026, 8, 31))),
    ],
)
def test_parts_of_a_year_seasons_and_quarters_are_windows(query, window):
    assert named_windows(query, YEARS, date(2026, 12, 7)) == (Window(*window),)


def test_last_winter_needs_the_day_the_request_stands_at():
    assert named_windows("What did we heat with last winter?", YEARS) == ()
    # In March the winter that just ended is the last one.
    assert named_windows("last winter", YEARS, date(2026, 3, 10)) == (
        Window(date(2025, 12, 1), date(2026, 2, 28)),
    )


def test_a_season_window_boosts_the_memories_of_that_season():
    candidates = {
        "summer": DatedText(date(2025, 7, 2), "Rotas changed."),
        "spring": DatedText(date(2025, 4, 2), "Rotas set."),
        "winter": DatedText(date(2025, 1, 2), "Rotas drafted."),
    }
    boosts = time_boosts("Who was on the rota in mid-2025?", candidates)
    assert set(boosts) == {"summer"} and boosts["summer"] > 1
