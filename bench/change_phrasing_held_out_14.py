"""The fourteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_14``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_14: tuple[Topic, ...] = (
    Topic(
        "brewery hop supplier",
        "Three Rivers Brewery buys its hops from Charles Faram.",
        (
            "Three Rivers Brewery gets its hops from Simply Hops these days.",
            "Charles Faram no longer supplies the brewery; the hop contract went to Barth Haas.",
            "From the 2025 harvest, the hops in every Three Rivers beer come from Yakima Chief.",
            "After two short Citra deliveries, the brewhouse moved its hop buying to Hop Locker.",
        ),
        (
            "Three Rivers Brewery buys its hops from Charles Faram as pellets now, not cones.",
            "Three Rivers Brewery buys its malt from Crisp Maltings now instead of Muntons.",
        ),
        (
            ("Old Mill Brewery buys its hops from Simply Hops now.", "Old Mill Brewery"),
            (
                "Three Rivers Brewery buys its brewing sugar from Charles Faram as well.",
                "Three Rivers brewing sugar",
            ),
        ),
    ),
    Topic(
        "lab RNA sequencing provider",
        "The Lindqvist lab sends its RNA samples for sequencing to Novogene.",
        (
            "Lindqvist lab RNA-seq goes to Azenta now.",
            "Novogene isn't getting our RNA samples any more; Edinburgh Genomics runs them.",
            "Since the grant renewal in April, the group's transcriptomes are sequenced by BGI.",
            "The lab's RNA was moved to Source BioScience after customs held a batch for weeks.",
        ),
        (
            "The Lindqvist lab sends its RNA samples to Novogene on dry ice by courier now.",
            "The Lindqvist lab extracts its RNA with the Qiagen kit now, not TRIzol.",
        ),
        (
            (
                "The Lindqvist lab sends its DNA samples for genotyping to Novogene as well.",
                "Lindqvist lab genotyping",
            ),
            (
                "The Harcourt lab sends its RNA samples for sequencing to Azenta now.",
                "Harcourt lab sequencing",
            ),
        ),
    ),
    Topic(
        "cricket club groundsman",
        "Dave Kerridge is the groundsman at Ashcombe Cricket Club.",
        (
            "Ashcombe's new groundsman is Lee Bartram.",
            "Dave Kerridge has given up the Ashcombe square; Sanjay Mehta has taken it on.",
            "The pitches at Ashcombe CC are being prepared by TurfCare from this season.",
            "With Dave's knees gone, the club's ground is in the hands of Mick Fenn now.",
        ),
        (
            "Dave Kerridge is the groundsman at Ashcombe Cricket Club and is paid for it now.",
            "Ashcombe Cricket Club's new captain is Ollie Shaw.",
        ),
        (
            (
                "Dave Kerridge is the groundsman at Ashcombe Bowls Club as well.",
                "Ashcombe Bowls Club",
            ),
            (
                "Lee Bartram is the new groundsman at Fernhill Cricket Club.",
                "Fernhill Cricket Club",
            ),
        ),
    ),
    Topic(
        "library Saturday opening",
        "Thornbury Library opens at 9:30 on Saturdays.",
        (
            "Thornbury Library opens at 10 on Saturdays now.",
            "The library in Thornbury won't open until 11am on a Saturday from 6 January.",
            "No more 9:30 starts at Thornbury on Saturdays; the doors open at 9.",
            "Because of council cuts, Thornbury's Saturday opening was pushed back to 10:30.",
        ),
        (
            "Thornbury Library opens at 9:30 on Sundays as well now, not just Saturdays.",
            "Thornbury Library shuts at 1pm on Saturdays now instead of 4.",
        ),
        (
            (
                "Thornbury Leisure Centre opens at 9:30 on Saturdays now.",
                "Thornbury Leisure Centre",
            ),
            ("Filton Library opens at 10 on Saturdays from next month.", "Filton Library"),
        ),
    ),
    Topic(
        "Nan's hearing aids",
        "Nan's hearing aids are fitted and serviced by Specsavers.",
        (
            "Nan goes to Boots Hearingcare for her hearing aids now.",
            "Specsavers don't do Nan's aids any more; the NHS audiology clinic took her on.",
            "Since May, Nan's hearing aids have been looked after by an audiologist in Keynsham.",
            "The batteries kept dying, so Mum moved Nan's hearing-aid care over to Amplifon.",
        ),
        (
            "Nan's hearing aids are serviced by Specsavers every six months now, not yearly.",
            "Nan's new hearing aids are rechargeable Phonak ones.",
        ),
        (
            (
                "Uncle Ray's hearing aids are fitted and serviced by Specsavers as well.",
                "Uncle Ray's hearing aids",
            ),
            ("Nan's glasses come from Boots now.", "Nan's glasses"),
        ),
    ),
)
