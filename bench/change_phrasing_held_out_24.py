"""The twenty-fourth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_24``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_24: tuple[Topic, ...] = (
    Topic(
        "St Peter's Ropley tower captain",
        "Graham Whitlock is tower captain of the bell ringers at St Peter's, Ropley.",
        (
            "Graham has handed over to Adaeze Nwosu as tower captain at St Peter's, Ropley.",
            "Siddharth Rao's the one who runs the tower at St Peter's in Ropley now.",
            "Bronwen Pryce stepped in as Ropley's tower captain when Graham left for Devon.",
            "graham packed it in at ropley tower after easter marek kowal does it now",
        ),
        (
            "Graham's still tower captain at St Peter's, he's just moved practice to Thursdays.",
            "The bells at St Peter's, Ropley have been rehung, and Graham rings the tenor again.",
        ),
        (
            (
                "Adaeze Nwosu has been tower captain at St Mary's, Alton since the spring.",
                "St Mary's Alton tower captain",
            ),
            (
                "Graham Whitlock is steeple keeper at St Peter's, Ropley, and oils the bells.",
                "St Peter's Ropley steeple keeper",
            ),
        ),
    ),
    Topic(
        "knit and natter meeting time",
        "Our knit and natter group meets on Thursday afternoons at 2 at Crumbs café in Otley.",
        (
            "Knit and natter is Wednesday mornings at ten now.",
            "Since half of us mind grandkids after school, knit and natter's at 10:30 instead.",
            "Ngozi Eze has put knit and natter back to 3 so the ones still working can come.",
            "knitting group is fridays at 2 from now on crumbs couldnt do thursdays anymore",
        ),
        (
            "Knit and natter's still Thursdays at 2, we've just moved to the big table at Crumbs.",
            "Maggie Harkness has taken over organising our knit and natter group from Ngozi Eze.",
        ),
        (
            (
                "The Ilkley knit and natter group meets on Wednesday afternoons at 2 now.",
                "Ilkley knit and natter meeting time",
            ),
            (
                "Our Otley crochet club meets on Thursday evenings at 7 at Crumbs café.",
                "Otley crochet club meeting time",
            ),
        ),
    ),
    Topic(
        "Arjun's Villa season ticket price",
        "Arjun's adult season ticket at Villa Park costs £625.",
        (
            "Arjun's Villa season ticket has gone up to £689 for next season.",
            "arjun says his villa season ticket is 710 quid now absolute joke",
            "Villa put prices up again this summer, so Arjun pays £655 for his season ticket.",
            "The renewal email came: Arjun's Villa Park season ticket will cost £672 this time.",
        ),
        (
            "Arjun's season ticket is still £625, but he's moved seats to the Holte End, L6.",
            "Arjun's gone over to paying for his Villa season ticket in ten monthly instalments.",
        ),
        (
            (
                "Arjun's son Rohan's junior season ticket at Villa Park has gone up to £210.",
                "Rohan's Villa season ticket price",
            ),
            (
                "Arjun's season car park pass at Villa Park has gone up to £195.",
                "Arjun's Villa Park parking pass price",
            ),
        ),
    ),
    Topic(
        "Friday night takeaway",
        "Our Friday night takeaway comes from the Golden Dragon on Mill Lane.",
        (
            "We've moved over to the Lucky Star for Friday takeaways since the Dragon got sold.",
            "Friday's takeaway is Spice Garden now; the kids wanted a curry for a change.",
            "friday takeaway is from the new pizza place by the coop now kids love it",
            "The Golden Dragon closed in May, so Friday tea comes from Sabor Peruano instead.",
        ),
        (
            "We still get Friday's takeaway from the Golden Dragon, just moved over to Just Eat.",
            "The Golden Dragon on Mill Lane has a new chef, and the spring rolls are far better.",
        ),
        (
            (
                "Our Saturday night takeaway comes from the Lucky Star on Mill Lane now.",
                "Saturday night takeaway",
            ),
            (
                "We've moved over to the Golden Dragon on Mill Lane for the office Friday lunch.",
                "office Friday lunch order",
            ),
        ),
    ),
    Topic(
        "Glow Nails gel polish",
        "Glow Nails on Church Street does its gel manicures with OPI GelColor.",
        (
            "They've started using Gelish at Glow Nails; Thuy said the OPI kept lifting.",
            "Glow Nails binned OPI for Bio Sculpture after the rep offered them a deal.",
            "glow nails do their gels with the gelbottle now not opi",
            "It's all CND Shellac at Glow Nails on Church Street these days.",
        ),
        (
            "Glow Nails still uses OPI GelColor, but a gel manicure there has gone up to £30.",
            "Glow Nails on Church Street has moved to a booking app instead of taking calls.",
        ),
        (
            (
                "Polished on the High Street has started using OPI GelColor for gel manicures.",
                "Polished gel polish",
            ),
            (
                "Glow Nails has started using Young Nails powder for its acrylic extensions.",
                "Glow Nails acrylic powder",
            ),
        ),
    ),
)
