"""The facts of the month-in-the-queue benchmark (``bench/review_month.py``).

Sixty statements about one user and the people around them, each split as ``(who, verb,
rest, clause)`` so it can be said three ways: plainly ("Priya prefers the aisle seat on long
flights."), with an intensifier ("Priya really prefers ..."), and with its clause first ("On
long flights, Priya prefers the aisle seat."). Six of them change value mid-month
(``CHANGES``: the new ``rest``). Written for this benchmark; no fact is taken from a data set.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    who: str
    verb: str
    rest: str
    clause: str

    def said(self, way: int, rest: str | None = None) -> str:
        """The fact said ``way`` 0 (plain), 1 (an intensifier) or 2 (the clause first)."""
        rest = rest or self.rest
        if way == 1:
            return f"{self.who} really {self.verb} {rest} {self.clause}."
        if way == 2:
            return f"{self.clause[0].upper()}{self.clause[1:]}, {self.who} {self.verb} {rest}."
        return f"{self.who} {self.verb} {rest} {self.clause}."


FACTS = (
    Fact("Priya", "prefers", "the aisle seat", "on long flights"),
    Fact("The user", "enjoys", "discussing HTTP caching headers", "in code reviews"),
    Fact("The user", "drinks", "two coffees", "every morning"),
    Fact("Marco", "prefers", "tabs over spaces", "in Go projects"),
    Fact("The user", "likes", "short commit messages", "in every repository"),
    Fact("The user", "runs", "ten kilometres", "on Sunday mornings"),
    Fact("Lena", "prefers", "video calls", "for design discussions"),
    Fact("The user", "reads", "science fiction novels", "before going to sleep"),
    Fact("The user", "wants", "dark mode", "in every editor"),
    Fact("The team", "deploys", "to production", "on Tuesdays"),
    Fact("The user", "avoids", "meetings", "before ten in the morning"),
    Fact("Priya", "uses", "a mechanical keyboard", "at the office"),
    Fact("The user", "prefers", "Python type hints", "in new modules"),
    Fact("The user", "likes", "green tea", "in the afternoon"),
    Fact("Tomas", "writes", "the release notes", "at the end of each sprint"),
    Fact("The user", "keeps", "a paper notebook", "during planning sessions"),
    Fact("The user", "cycles", "to work", "when the weather is dry"),
    Fact("Aiko", "reviews", "the database migrations", "before each release"),
    Fact("The user", "prefers", "PostgreSQL", "for new services"),
    Fact("The user", "listens to", "jazz", "while writing code"),
    Fact("The user", "plays", "chess online", "on weekday evenings"),
    Fact("Marco", "handles", "the on-call rotation", "during holidays"),
    Fact("The user", "wants", "answers in British English", "in written reports"),
    Fact("The user", "visits", "the climbing gym", "on Thursday evenings"),
    Fact("Lena", "prefers", "written specifications", "before any prototype"),
    Fact("The user", "orders", "vegetarian meals", "at team dinners"),
    Fact("The user", "uses", "Neovim", "for quick edits"),
    Fact("Priya", "owns", "the billing service", "in the platform team"),
    Fact("The user", "studies", "Japanese", "on the morning train"),
    Fact("The user", "prefers", "squash merges", "for feature branches"),
    Fact("Tomas", "works", "from Lisbon", "in the winter months"),
    Fact("The user", "bakes", "sourdough bread", "on Saturday mornings"),
    Fact("The user", "likes", "detailed error messages", "in command line tools"),
    Fact("Aiko", "prefers", "pair programming", "for tricky bugs"),
    Fact("The user", "watches", "Formula One races", "on Sunday afternoons"),
    Fact("The user", "keeps", "the laptop lid closed", "during lunch breaks"),
    Fact("The user", "prefers", "window seats", "on short train rides"),
    Fact("Marco", "brings", "homemade biscuits", "to Friday retrospectives"),
    Fact("The user", "writes", "tests first", "for parsing code"),
    Fact("The user", "walks", "the dog", "after dinner"),
    Fact("Lena", "leads", "the accessibility audit", "every quarter"),
    Fact("The user", "dislikes", "emoji", "in commit messages"),
    Fact("The user", "donates", "blood", "twice a year"),
    Fact("Priya", "mentors", "two junior engineers", "in the data team"),
    Fact("The user", "uses", "a standing desk", "in the home office"),
    Fact("The user", "prefers", "metric units", "in technical documents"),
    Fact("Tomas", "plays", "bass guitar", "in a weekend band"),
    Fact("The user", "backs up", "the photo library", "on the first of each month"),
    Fact("The user", "grows", "tomatoes", "on the balcony"),
    Fact("Aiko", "speaks", "fluent Portuguese", "with the Brazilian clients"),
    Fact("The user", "prefers", "email summaries", "after long meetings"),
    Fact("The user", "takes", "the night bus", "after concerts"),
    Fact("Marco", "maintains", "the internal wiki", "for the support team"),
    Fact("The user", "collects", "vinyl records", "from the seventies"),
    Fact("The user", "meditates", "for fifteen minutes", "after waking up"),
    Fact("Lena", "prefers", "Figma", "for wireframes"),
    Fact("The user", "avoids", "caffeine", "after four in the afternoon"),
    Fact("The user", "volunteers", "at the food bank", "on the last Saturday of the month"),
    Fact("Priya", "travels", "to Berlin", "for the quarterly planning"),
    Fact("The user", "prefers", "spreadsheets", "for budget planning"),
)

# Facts whose value changes mid-month (the fact's index -> the new ``rest``).
CHANGES = {
    2: "three coffees",
    5: "fifteen kilometres",
    22: "answers in American English",
    18: "SQLite",
    26: "Helix",
    45: "imperial units",
}
