"""The nineteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_19``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_19: tuple[Topic, ...] = (
    Topic(
        "pipe band pipe major",
        "Alasdair Munro is pipe major of the Glenbervie and District Pipe Band.",
        (
            "The Glenbervie band's P/M is Fiona Gillespie these days.",
            "Alasdair no longer leads the Glenbervie pipers; Callum Reid has taken over.",
            "From the Cowal Gathering, Euan Strachan will be pipe major at Glenbervie.",
            "Alasdair's chest couldn't take another season, so Kirsty Main leads the pipes now.",
        ),
        (
            "Alasdair Munro is still pipe major at Glenbervie, and takes the chanter class now.",
            "Graeme Cowie is leading drummer of the Glenbervie and District Pipe Band now.",
        ),
        (
            (
                "Fiona Gillespie is pipe major of the Stonehaven Pipe Band now.",
                "Stonehaven Pipe Band pipe major",
            ),
            (
                "Alasdair Munro's grandson Rory is pipe major of the Glenbervie juvenile band.",
                "Glenbervie juvenile band pipe major",
            ),
        ),
    ),
    Topic(
        "septic tank pumping",
        "Green Mountain Septic pumps out the septic tank at our place in Stowe.",
        (
            "Valley Vac empties the tank out back for us now.",
            "Green Mountain no longer does our septic; Lamoille Liquid Waste has taken over.",
            "From the spring pump-out, Hoyt & Sons will be the outfit servicing our tank.",
            "Green Mountain's truck rutted the whole lawn, so Kingdom Pumping handles it now.",
        ),
        (
            "Green Mountain Septic still pumps our tank, and now inspects the leach field too.",
            "The septic tank at our place in Stowe gets pumped every two years now, not three.",
        ),
        (
            (
                "Valley Vac pumps out the Hendersons' septic tank across the road now.",
                "Hendersons' septic tank pumping",
            ),
            (
                "Green Mountain Septic rents us the portable toilets for the barn dance.",
                "barn dance portable toilets",
            ),
        ),
    ),
    Topic(
        "tip trailer fee",
        "Dumping a box trailer of rubbish at the Katoomba tip costs $45.",
        (
            "A trailer load at Katoomba's waste centre is $58 these days.",
            "The Katoomba dump no longer charges forty-five a trailer; a $52 rate has taken over.",
            "From 1 July, tipping a trailer of household junk at Katoomba will be $62.",
            "Council blamed the new state waste levy, so it's $55 to tip a trailer up there now.",
        ),
        (
            "A box trailer of rubbish at the Katoomba tip is still $45, but it must be tarped.",
            "The Katoomba tip stays open until 4 p.m. on Sundays now.",
        ),
        (
            (
                "Dumping a box trailer of rubbish at the Lithgow tip costs $58 now.",
                "Lithgow tip trailer fee",
            ),
            (
                "Dropping off a mattress at the Katoomba tip costs $45.",
                "Katoomba tip mattress fee",
            ),
        ),
    ),
    Topic(
        "chip shop frying fat",
        "The Golden Haddock in Scarborough fries its fish in beef dripping.",
        (
            "The Goldie does its cod and chips in rapeseed oil now.",
            "The Golden Haddock no longer uses dripping; sunflower oil has taken over.",
            "From next month, the Golden Haddock's fryers will be filled with palm oil.",
            "Vegetarians kept asking about the chips, so the Haddock went over to groundnut oil.",
        ),
        (
            "The Golden Haddock still fries its fish in dripping, and has gluten-free batter too.",
            "The Golden Haddock in Scarborough gets its fish from Peterhead now, not Grimsby.",
        ),
        (
            (
                "The Codfather in Whitby fries its fish in rapeseed oil now.",
                "Codfather Whitby frying fat",
            ),
            (
                "The Golden Haddock's sister shop in Filey fries its fish in beef dripping.",
                "Golden Haddock Filey frying fat",
            ),
        ),
    ),
    Topic(
        "house armed response",
        "Chubb provides the armed response for our house in Randburg.",
        (
            "Beagle Watch is who comes out when our alarm goes off now.",
            "Chubb no longer covers our place; CSS Tactical has taken over.",
            "From the first of next month, our armed response company will be Fidelity ADT.",
            "Chubb took forty minutes to arrive after the break-in, so we dropped them for Mi7.",
        ),
        (
            "Chubb still does our armed response in Randburg, and has put beams on the back wall.",
            "Our house in Randburg has a Nemtek electric fence now instead of the razor wire.",
        ),
        (
            (
                "The Naidoos' house next door has its armed response with Beagle Watch now.",
                "Naidoos' house armed response",
            ),
            (
                "Chubb provides the armed response for my mother's townhouse in Fourways.",
                "mother's townhouse armed response",
            ),
        ),
    ),
)
