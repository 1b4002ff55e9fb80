"""The thirty-first held-out set of ``bench/change_phrasing.py`` (``--splits held_out_31``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 27, by a writer who had not read the rules, in five domains no
earlier set used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_31: tuple[Topic, ...] = (
    Topic(
        "Marsh Lane Allotments full-plot rent",
        "A full plot at Marsh Lane Allotments costs £62 a year.",
        (
            "Marsh Lane Allotment Society has bumped the full-plot rent to £70 a year.",
            "AGM minutes, item 4 (rents): full plots £62 -> £68 p.a. wef 1 Oct. Prop. DW, sec. "
            "HK, carried nem. con.",
            "The £62 full-plot rent at Marsh Lane is a thing of the past, I'm afraid; the "
            "renewal forms went out this morning.",
            "Went up to pay for my plot at Marsh Lane and got stung for £74, which the "
            "treasurer says is the going rate for a full plot since the council hiked the "
            "lease, so that's my new greenhouse fund gone.",
        ),
        (
            "The committee wanted to put Marsh Lane's full-plot rent up to £70, but the members "
            "threw it out at the AGM, so it stays at £62.",
            "Marsh Lane Allotments have swapped out the old padlock on the main gate for a "
            "keypad; the code is in the newsletter.",
        ),
        (
            (
                "A half plot at Marsh Lane Allotments costs £62 a year since the review.",
                "Marsh Lane Allotments half-plot rent",
            ),
            (
                "Greenway Road Allotments has bumped its full-plot rent to £70 a year.",
                "Greenway Road Allotments full-plot rent",
            ),
        ),
    ),
    Topic(
        "first weekday sailing Kilbrannan to Port Ailig",
        "The first weekday ferry from Kilbrannan to Port Ailig leaves at 07:20.",
        (
            "The first weekday sailing from Kilbrannan to Port Ailig has been brought forward "
            "to 06:50.",
            "As of Monday the earliest weekday boat over to Port Ailig doesn't leave Kilbrannan "
            "till 07:45.",
            "The 07:20 out of Kilbrannan has been axed from the weekday timetable.",
            "ferrys been put back to 8 in the mornin, missed my train at port ailig twice "
            "already this wk",
        ),
        (
            "Does anybody know if the 07:20 from Kilbrannan to Port Ailig runs on bank "
            "holidays too?",
            "The first weekday Kilbrannan crossing is being run by the MV Loch Seil while the "
            "usual boat is in dry dock.",
        ),
        (
            (
                "The first weekday ferry from Kilbrannan to Eilean Dubh leaves at 07:20 under "
                "the winter timetable.",
                "first weekday sailing Kilbrannan to Eilean Dubh",
            ),
            (
                "The first bus from Port Ailig pier has been brought forward to 06:50.",
                "first bus from Port Ailig pier",
            ),
        ),
    ),
    Topic(
        "Little Hendon parish magazine copy deadline",
        "Copy for the Little Hendon parish magazine is due by the 15th of the month.",
        (
            "PCC minutes, item 7, Magazine: copy date moved to last Friday of the preceding "
            "month. Proposed JH, seconded RT. Carried.",
            "Gone are the days of sending your parish magazine pieces in on the 15th; the new "
            "printers in Bedford want everything by the 5th.",
            "From the March issue, please let Margaret have your items for the parish "
            "magazine by the 8th rather than the 15th.",
            "Little Hendon parish mag deadline = 20th of the month with effect from Easter "
            "(was the 15th).",
        ),
        (
            "Margaret did wonder about bringing the magazine deadline forward to the 10th, but "
            "in the end she's leaving it at the 15th.",
            "The Little Hendon parish magazine is now run by Roy Clement, Margaret having "
            "retired after twenty-two years.",
        ),
        (
            (
                "Copy for the Little Hendon school newsletter is due by the 15th of the month "
                "from this term.",
                "Little Hendon school newsletter copy deadline",
            ),
            (
                "The Upper Hendon parish magazine has pushed its copy deadline back to the 20th.",
                "Upper Hendon parish magazine copy deadline",
            ),
        ),
    ),
    Topic(
        "Fox & Hounds darts team league night",
        "The Fox & Hounds darts team play their league matches on Monday nights.",
        (
            "Fox & Hounds darts: Monday's out, Wednesday's in. Fixtures list on the board by "
            "the gents.",
            "The Fox darts lot have been shunted to Tuesday nights by the league, something "
            "about the pool teams needing the Mondays.",
            "Monday nights are finished for the Fox & Hounds darts team; the league has gone "
            "and redone all the fixtures.",
            "League secretary: Fox & Hounds home and away fixtures to be played on Thursdays, "
            "effective week 1 of the winter season.",
        ),
        (
            "If the league ever shifts the Fox & Hounds darts team off Mondays, half of them "
            "will jack it in.",
            "Just so the new lads know: the Fox & Hounds darts team still plays its league "
            "games on a Monday night, 8pm start, board in the back bar.",
        ),
        (
            (
                "The Fox & Hounds quiz team play their league matches on Monday nights since "
                "the reshuffle.",
                "Fox & Hounds quiz team league night",
            ),
            (
                "The Red Lion darts team have been shunted to Wednesday nights by the league.",
                "Red Lion darts team league night",
            ),
        ),
    ),
    Topic(
        "Otterbourne Otters Tuesday lanes",
        "Otterbourne Otters swimming club has lanes 1 to 3 at Riverside Leisure Centre on "
        "Tuesday evenings.",
        (
            "Riverside have cut the Otters back to lanes 1 and 2 on Tuesdays to squeeze in an "
            "aquafit class.",
            "Tuesday Otters training: lanes 1-3 → lanes 5-8. Riverside have given us the deep "
            "end at last!",
            "The Otters have swapped out their Tuesday lanes at Riverside for the whole of the "
            "teaching pool at Kingsgate.",
            "So the upshot of the meeting with the Riverside manager, after months of us "
            "complaining about the lane ropes and the public spilling over, is that the "
            "Otters get all six lanes on a Tuesday evening from the start of term, because "
            "they're scrapping the public session.",
        ),
        (
            "Has anyone heard whether the Otters are keeping lanes 1 to 3 at Riverside on "
            "Tuesdays once the refurb's done?",
            "Tuesday Otters training has been bumped to a 7:15 start, same lanes as before.",
        ),
        (
            (
                "The Riverside masters squad has lanes 1 to 3 on Tuesday evenings this season.",
                "Riverside masters squad Tuesday lanes",
            ),
            (
                "Otterbourne Triathlon Club has been given lanes 1 to 3 at Riverside on "
                "Thursday evenings.",
                "Otterbourne Triathlon Club Thursday lanes",
            ),
        ),
    ),
)
