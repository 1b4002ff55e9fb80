"""The twenty-eighth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_28``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_28: tuple[Topic, ...] = (
    Topic(
        "Yasmin's tattoo artist",
        "Yasmin's half-sleeve is being tattooed by Rico Alves at Black Anchor Tattoo in Brighton.",
        (
            "Yasmin has switched artists; Hana Kim at Sacred Rose is finishing her half-sleeve.",
            "Rico's gone off to work in Lisbon, so his apprentice Lou Fenwick is doing the rest "
            "of Yasmin's arm.",
            "Next sitting on Yasmin's half-sleeve is with Nico Varga at Inkwell in Hove, 12 June.",
            "Honestly the linework last time was shaky and Rico kept rescheduling, so Yasmin "
            "cancelled the rest with him. Tash Moreno in Lewes has taken the half-sleeve on.",
        ),
        (
            "Rico's still doing Yasmin's half-sleeve, but his day rate went from £500 to £600.",
            "Yasmin's half-sleeve was changed from koi to peonies; Rico redrew the stencil.",
        ),
        (
            (
                "Yasmin's boyfriend Jun is having his back piece done by Hana Kim at Sacred Rose.",
                "Jun's tattoo artist",
            ),
            (
                "Yasmin gets her ear piercings done by Tash Moreno in Lewes these days.",
                "Yasmin's piercer",
            ),
        ),
    ),
    Topic(
        "Zofia's Polish Saturday school venue",
        "Zofia's Polish Saturday school is held at Drayton Manor High School in Hanwell.",
        (
            "The Polish Saturday school has moved to Elthorne Park High, so Zofia goes there now.",
            "Drayton Manor doubled the room hire, so Zofia's Saturday school rents classrooms at "
            "Brentside High in Greenford instead.",
            "Dear Parents, from 10 January all Polish Saturday school classes will take place at "
            "Twyford C of E High School in Acton. Please use the gate on Uxbridge Road.",
            "Zofia's Saturday Polish lessons have been relocated to the Polish centre on King "
            "Street.",
        ),
        (
            "Zofia's Polish school is staying at Drayton Manor; Saturdays start at 9:30, not 10.",
            "Zofia's class at the Polish Saturday school has a new teacher, Pani Ilona, since "
            "half-term.",
        ),
        (
            (
                "The Ukrainian Saturday school has moved into Drayton Manor High in Hanwell.",
                "Ukrainian Saturday school venue",
            ),
            (
                "Zofia's Saturday netball is held at Brentside High in Greenford from this term.",
                "Zofia's netball venue",
            ),
        ),
    ),
    Topic(
        "Exeter Picturehouse parent-and-baby screening time",
        "The parent-and-baby screening at the Exeter Picturehouse is on Tuesday mornings at 11.",
        (
            "The Picturehouse has moved its parent-and-baby screenings to Thursday mornings.",
            "Baby cinema at the Picturehouse is Wednesdays at 10:30 these days, FYI.",
            "Too many mums had baby sensory on Tuesdays, so the Exeter Picturehouse shifted the "
            "parent-and-baby film to Mondays at 12.",
            "baby screenings been put back to 1pm on tuesdays, still at the picturehouse x",
        ),
        (
            "Still Tuesdays at 11, but parent-and-baby tickets at the Picturehouse are £7.50 now.",
            "The Exeter Picturehouse moved its parent-and-baby screening from Screen 1 to the "
            "smaller Screen 3.",
        ),
        (
            (
                "The Exeter Picturehouse's over-60s matinee is on Tuesday mornings at 11 now.",
                "Exeter Picturehouse seniors' screening time",
            ),
            (
                "The Vue in Exeter has moved its parent-and-baby screening to Thursday mornings.",
                "Vue Exeter parent-and-baby screening time",
            ),
        ),
    ),
    Topic(
        "our mortgage rate",
        "Our mortgage is on a five-year fix at 1.89% with Nationwide.",
        (
            "We've remortgaged with Halifax at 4.64%, fixed for two years.",
            "The five-year fix ran out in March and we're on Nationwide's standard variable "
            "rate, 7.99%, till we sort out a new deal.",
            "Took Nationwide's product transfer in the end: 4.29%, fixed until 2029.",
            "Our mortgage has been moved onto a Santander tracker at base rate plus 0.49%.",
        ),
        (
            "Still 1.89% with Nationwide; we've just stretched the term from 25 to 30 years.",
            "Nationwide has moved our mortgage payment date from the 1st to the 28th.",
        ),
        (
            (
                "My sister's mortgage has gone from a 1.89% fix to 5.1% with Nationwide.",
                "sister's mortgage rate",
            ),
            (
                "Our Nationwide savings account has dropped to 1.89%, which is pathetic.",
                "our savings account rate",
            ),
        ),
    ),
    Topic(
        "Hollis & Son skip hire",
        "Hollis & Son Builders hire their skips from Ace Skips in Dagenham.",
        (
            "Hollis & Son have switched their skip hire to Barking Waste Services.",
            "After Ace left a full skip on a job for three weeks, Hollis & Son went to Romford "
            "Skip Hire.",
            "Skips for all Hollis jobs: Ilford Skips from Monday. Same sizes, book through the "
            "office.",
            "hollis are getting their skips off wanstead waste now, ace put their prices up again",
        ),
        (
            "Hollis & Son still use Ace Skips, but they've gone from 8-yard to 6-yard skips.",
            "Ace's price to Hollis & Son for an 8-yard skip went up from £290 to £340.",
        ),
        (
            (
                "Kemp Roofing hire their skips from Romford Skip Hire these days.",
                "Kemp Roofing skip hire",
            ),
            (
                "Hollis & Son Builders hire their scaffolding from Ace Access in Dagenham now.",
                "Hollis & Son scaffolding hire",
            ),
        ),
    ),
)
