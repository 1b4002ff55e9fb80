"""The eighth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_8``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that studied held_out_6 and held_out_7, by a writer who had not
read the rules, in five domains no earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_8: tuple[Topic, ...] = (
    Topic(
        "lawn mowing",
        "The lawn mowing is done by Greenway Gardens.",
        (
            "We've moved the lawn mowing from Greenway Gardens to Tom next door.",
            "Greenway Gardens no longer cuts our grass; a lad from the village does it now.",
            "The mowing has been taken over by Fernhill Landscapes since March.",
            "Greenway Gardens has been replaced by a robot mower that keeps the lawn short.",
        ),
        (
            "The lawn mowing now happens on Fridays instead of Thursdays.",
            "Greenway Gardens has put the price of each lawn cut up to thirty pounds.",
        ),
        (
            ("The hedge trimming is done by Greenway Gardens.", "hedge trimming"),
            ("The football pitch at the club is mowed by Greenway Gardens too.", "football pitch"),
        ),
    ),
    Topic(
        "dog walking",
        "The dog walking is done by Priya on weekday lunchtimes.",
        (
            "Priya has stopped walking Biscuit, and Marcus from PawPals does it instead.",
            "We switched Biscuit's walks over to a dog-walking company called Muddy Paws.",
            "From this week my brother takes Biscuit out at lunchtime, not Priya.",
            "Biscuit's weekday walker is Ellie from down the road now.",
        ),
        (
            "The dog walks have moved from lunchtime to eight in the morning.",
            "Priya now charges twelve pounds per walk instead of ten.",
        ),
        (
            ("The cat feeding is done by Priya when we're away.", "cat feeding"),
            (
                "Priya also walks the neighbours' spaniel on weekday lunchtimes.",
                "neighbours' spaniel",
            ),
        ),
    ),
    Topic(
        "car servicing",
        "The car is serviced at Hillside Motors in town.",
        (
            "We've taken the car's servicing away from Hillside Motors and given it to Ford.",
            "Hillside Motors won't be doing our services anymore; Quickfit handles them now.",
            "The annual service moved to the garage on Station Road after the last one went badly.",
            "From now on the car goes to Kwik Autos for its yearly check-up.",
        ),
        (
            "The car's service interval has been stretched to every fifteen thousand miles.",
            "The car service now costs 189 pounds since Hillside Motors raised its prices.",
        ),
        (
            ("The motorbike is serviced at Hillside Motors in town.", "motorbike"),
            ("Our caravan gets serviced at Hillside Motors as well.", "caravan"),
        ),
    ),
    Topic(
        "business mobiles",
        "The business mobile phones are on a plan with Vodafone.",
        (
            "We ported all the business mobiles from Vodafone to EE last month.",
            "Vodafone is no longer our mobile network; the work phones run on O2 now.",
            "The company phone contract has gone to Three after Vodafone's renewal quote.",
            "Our work mobiles are with giffgaff these days.",
        ),
        (
            "The business mobile plan went up to forty gigabytes of data per phone.",
            "We've added two more handsets to the business mobile plan.",
        ),
        (
            ("The office broadband is on a plan with Vodafone.", "office broadband"),
            ("My personal mobile is with Vodafone on a monthly plan.", "personal mobile"),
        ),
    ),
    Topic(
        "café bread",
        "The café buys its bread from Oakwood Bakery.",
        (
            "We stopped getting bread from Oakwood Bakery and order it from Crumb & Co instead.",
            "Our loaves are baked in-house now rather than bought from Oakwood.",
            "Oakwood Bakery has been dropped as our bread supplier in favour of Hartley's.",
            "The café's sourdough and rolls are supplied by the Millstone bakery these days.",
        ),
        (
            "The bread delivery now arrives at half six instead of seven.",
            "The café's daily bread order has been cut from forty loaves to thirty.",
        ),
        (
            ("The café buys its cakes from Oakwood Bakery as well.", "café cakes"),
            ("The school canteen buys its bread from Oakwood Bakery.", "school canteen"),
        ),
    ),
)
