"""Time cues in a query, and the boost they give the candidates that fit them.

Rule: two cues, both read from the query's text alone (no question type, no answer).

- A query that names a date ("9 November, 2022", "November 9, 2022", "May 2023", "in June",
  "2023") asks about that window: candidates whose time (``valid_from``, else ``recorded_at``)
  falls in it get their score multiplied by ``1 + DATE_BOOST x specificity``, and those up to
  ``AFTER_DAYS`` later (where a later conversation tells of it) by half that boost. "before
  <date>" widens the window back by ``AFTER_DAYS``. A bare month stands for that month in every
  year the candidates span. Specificity is the entity leg's log-odds rule over the candidates: a
  window most candidates fall in says nothing about which one is meant.
- A query that asks when or how long ("When did...", "How long ago...", "How many weeks...")
  wants a memory that says when: candidates whose text holds a time expression ("yesterday",
  "last week", "two days ago", "in 2021") get ``1 + WHEN_BOOST``.

Parts of a year are windows too: "early 2026" (January to April), "mid-2025" (May to August),
"late 2025" (September to December), "summer 2024" (a season: spring March-May, summer
June-August, autumn or fall September-November, winter December of the year before to
February), "Q1 2025" or "the first quarter of 2025" (a quarter). "last winter" (or "this past
summer") is the latest such season that ended before ``today``, the day the request stands at;
without one it is not read.

A bare capitalised month is read only after the first word, so "May I..." names no month.
Every pattern is a plain alternation (linear in the text).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta

from .lexical import specificity

DATE_BOOST = 0.5
WHEN_BOOST = 0.25
AFTER_DAYS = 14
# A query that names more dates than this is a list, not a question about a time: the first
# ones are read, so that the boosts stay linear in the candidates.
MAX_WINDOWS = 12

_MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MONTHS = {name: number for number, name in enumerate(_MONTH_NAMES, start=1)}
_M = "(" + "|".join(_MONTH_NAMES) + ")"
_D = r"(\d{1,2})(?:st|nd|rd|th)?"
_Y = r"(\d{4})"
_DAY_MONTH_YEAR = re.compile(rf"\b{_D} {_M},? ?{_Y}\b")
_MONTH_DAY_YEAR = re.compile(rf"\b{_M} {_D},? ?{_Y}\b")
_MONTH_YEAR = re.compile(rf"\b{_M},? {_Y}\b")
_MONTH = re.compile(rf"(?<!^)\b{_M}\b")
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")
_PART_OF_YEAR = re.compile(r"\b(early|mid|late)[- ]?((?:19|20)\d\d)\b", re.IGNORECASE)
_SEASONS = "spring|summer|autumn|fall|winter"
_SEASON_YEAR = re.compile(rf"\b({_SEASONS}),? (?:of )?((?:19|20)\d\d)\b", re.IGNORECASE)
_LAST_SEASON = re.compile(rf"\b(?:last|this past) ({_SEASONS})\b", re.IGNORECASE)
_QUARTER = re.compile(
    r"\b(?:q([1-4])|(first|second|third|fourth) quarter),? (?:of )?((?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_QUARTERS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
# The first and last month of each part of a year; a winter starts in the December before.
_PARTS = {"early": (1, 4), "mid": (5, 8), "late": (9, 12)}
_SEASON_MONTHS = {"spring": (3, 5), "summer": (6, 8), "autumn": (9, 11), "fall": (9, 11)}
_BEFORE = re.compile(r"\b(before|prior to|by)\s*$", re.IGNORECASE)
# "before" is looked for in this many characters in front of a date (not the whole prefix,
# which would make a query of many dates quadratic).
_BEFORE_REACH = 16
_ASKS_WHEN = re.compile(r"^\s*(when|how long|how many (days|weeks|months|years))\b", re.IGNORECASE)
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_TIME_EXPRESSION = re.compile(
    r"\b(yesterday|today|tonight|tomorrow|recently|the other day|since|ago"
    rf"|last (night|week|weekend|month|year|summer|winter|spring|fall|{_WEEKDAYS})"
    rf"|(this|next) (morning|week|weekend|month|year|summer|{_WEEKDAYS})"
    r"|(in|on) (" + "|".join(_MONTH_NAMES).lower() + r")"
    r"|(in|since|by|during) (19|20)\d\d)\b"
)


@dataclass(frozen=True)
class Window:
    """A span of days a query names, both ends included."""

    start: date
    end: date


def _last_day(year: int, month: int) -> date:
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


def _day(year: str, month: str, day: str) -> date | None:
    try:
        return date(int(year), MONTHS[month], int(day))
    except ValueError:  # "31 February"
        return None


def _months(year: int, first: int, last: int) -> tuple[date, date]:
    return date(year, first, 1), _last_day(year, last)


def season(name: str, year: int) -> tuple[date, date]:
    """The days of season ``name`` of ``year`` (its winter starts in the December before)."""
    name = name.casefold()
    if name == "winter":
        return date(year - 1, 12, 1), _last_day(year, 2)
    return _months(year, *_SEASON_MONTHS[name])


def last_season(name: str, today: date) -> tuple[date, date]:
    """The latest season ``name`` that ended before ``today``."""
    year = today.year + (1 if name.casefold() == "winter" else 0)
    while True:
        start, end = season(name, year)
        if end < today:
            return start, end
        year -= 1


def _parts_of_year(query: str, today: date | None) -> list[tuple[re.Match[str], date, date]]:
    """The year parts, seasons and quarters ``query`` names, with their windows."""
    found: list[tuple[re.Match[str], date, date]] = []
    for match in _PART_OF_YEAR.finditer(query):
        found.append((match, *_months(int(match[2]), *_PARTS[match[1].casefold()])))
    for match in _SEASON_YEAR.finditer(query):
        found.append((match, *season(match[1], int(match[2]))))
    for match in _QUARTER.finditer(query):
        quarter = int(match[1]) if match[1] else _QUARTERS[match[2].casefold()]
        found.append((match, *_months(int(match[3]), 3 * quarter - 2, 3 * quarter)))
    if today is not None:
        for match in _LAST_SEASON.finditer(query):
            found.append((match, *last_season(match[1], today)))
    return found


def named_windows(
    query: str, years: Iterable[int], today: date | None = None
) -> tuple[Window, ...]:
    """The date windows ``query`` names, at most ``MAX_WINDOWS`` (none when it names no date);
    ``years`` stand in for a bare month's year, ``today`` is what "last winter" is before."""
    windows: list[Window] = []
    # Where a longer date was read, so that its month or year is not read again on its own.
    taken = bytearray(len(query))

    def add(match: re.Match[str], start: date, end: date) -> None:
        if _BEFORE.search(query[max(0, match.start() - _BEFORE_REACH) : match.start()]):
            start -= timedelta(days=AFTER_DAYS)
        if len(windows) < MAX_WINDOWS:
            windows.append(Window(start, end))
        taken[match.start() : match.end()] = b"\1" * (match.end() - match.start())

    def free(match: re.Match[str]) -> bool:
        return not taken[match.start()]

    for match, start, end in _parts_of_year(query, today):
        add(match, start, end)
    for match in _DAY_MONTH_YEAR.finditer(query):
        if day := _day(match[3], match[2], match[1]):
            add(match, day, day)
    for match in _MONTH_DAY_YEAR.finditer(query):
        if free(match) and (day := _day(match[3], match[1], match[2])):
            add(match, day, day)
    for match in _MONTH_YEAR.finditer(query):
        if free(match):
            year, month = int(match[2]), MONTHS[match[1]]
            add(match, date(year, month, 1), _last_day(year, month))
    spanned = sorted(set(years))[-MAX_WINDOWS:]
    for match in _MONTH.finditer(query):
        if free(match):
            month = MONTHS[match[1]]
            for year in spanned:
                add(match, date(year, month, 1), _last_day(year, month))
    for match in _YEAR.finditer(query):
        if free(match):
            year = int(match[1])
            add(match, date(year, 1, 1), date(year, 12, 31))
    return tuple(windows)


def asks_when(query: str) -> bool:
    """Whether the query asks when something happened or how long it took."""
    return _ASKS_WHEN.search(query) is not None


def mentions_a_time(text: str) -> bool:
    """Whether ``text`` says when (a relative or named time: "last week", "in 2021")."""
    # Matched on the lower-cased text: an IGNORECASE search is twice as slow.
    return _TIME_EXPRESSION.search(text.lower()) is not None


@dataclass(frozen=True)
class DatedText:
    """What the time cues read of a candidate: the day it is about, and its text."""

    day: date
    text: str


def time_boosts(
    query: str, candidates: Mapping[str, DatedText], today: date | None = None
) -> dict[str, float]:
    """The score multiplier of each candidate the query's time cues favour (the others: none);
    ``today`` is the day the request stands at, for "last winter"."""
    boosts: dict[str, float] = {}
    windows = named_windows(query, {c.day.year for c in candidates.values()}, today)
    if windows:
        inside = {
            memory_id
            for memory_id, c in candidates.items()
            if any(w.start <= c.day <= w.end for w in windows)
        }
        after = {
            memory_id
            for memory_id, c in candidates.items()
            if memory_id not in inside
            and any(w.end < c.day <= w.end + timedelta(days=AFTER_DAYS) for w in windows)
        }
        boost = DATE_BOOST * specificity(len(inside) or len(after), len(candidates))
        if boost > 0:
            boosts.update(dict.fromkeys(inside, 1 + boost))
            boosts.update(dict.fromkeys(after, 1 + boost / 2))
    if asks_when(query):
        for memory_id, c in candidates.items():
            if mentions_a_time(c.text):
                boosts[memory_id] = boosts.get(memory_id, 1.0) * (1 + WHEN_BOOST)
    return boosts
