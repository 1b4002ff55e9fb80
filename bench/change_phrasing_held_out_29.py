"""The twenty-ninth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_29``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_29: tuple[Topic, ...] = (
    Topic(
        "Bramley Players panto dame",
        "Clive Ashdown plays the dame in the Bramley Players' Christmas pantomime.",
        (
            "Terry Pocock is the Bramley Players' panto dame now; Clive has stepped down.",
            "The Bramley Players have switched dames; Gus Fairweather is taking over from Clive.",
            "Malcolm Prentice will be squeezing into the dame's frocks for the Bramley Players "
            "this Christmas.",
            "clive's hip op is the week of the show so hamish is doing dame for bramley players "
            "this year x",
        ),
        (
            "Clive's the dame again, but the Bramley Players' panto has changed from Aladdin to "
            "Mother Goose.",
            "Fenella Crouch has taken over from Roger as director of the Bramley Players' "
            "pantomime.",
        ),
        (
            (
                "Terry Pocock plays the dame in the Shalford Players' pantomime these days.",
                "Shalford Players panto dame",
            ),
            (
                "Clive Ashdown has taken over as treasurer of the Bramley Players.",
                "Bramley Players treasurer",
            ),
        ),
    ),
    Topic(
        "Cotswold Edge Astronomy Society stargazing venue",
        "The Cotswold Edge Astronomy Society holds its public stargazing evenings at Haresfield "
        "Beacon car park.",
        (
            "The Cotswold Edge Astronomy Society now holds its stargazing evenings on "
            "Minchinhampton Common.",
            "We've moved the society's public stargazing nights from Haresfield Beacon to Cranham "
            "Common.",
            "The National Trust started locking the Haresfield car park at dusk, so the astronomy "
            "society runs its public stargazing from the Juniper Hill field centre instead.",
            "Astronomy society public nights, autumn programme: Rodborough Common viewpoint, "
            "first Friday of each month, 8pm. Red torches only, please.",
        ),
        (
            "The Cotswold Edge stargazing evenings are still up on Haresfield Beacon, but they "
            "start at 7:30 now the clocks have gone back.",
            "The astronomy society has swapped its old 8-inch Dobsonian for a 14-inch Meade for "
            "the public stargazing evenings.",
        ),
        (
            (
                "The Gloucester Ramblers' night walks start from Haresfield Beacon car park now.",
                "Gloucester Ramblers night walk meeting point",
            ),
            (
                "The Cotswold Edge Astronomy Society's monthly talks have moved to Whitminster "
                "village hall.",
                "astronomy society monthly talks venue",
            ),
        ),
    ),
    Topic(
        "Fenland Wheelers Sunday club run start time",
        "The Fenland Wheelers' Sunday club run sets off at 8:30.",
        (
            "The Fenland Wheelers' Sunday club run sets off at 9 now.",
            "We've moved the Wheelers' Sunday run to a 9:15 start for the winter months.",
            "Too many of us were turning up late, so from next month the Wheelers roll out at "
            "9:30 on Sundays.",
            "sunday run 8am sharp from this wk fellas, cafe by 10",
        ),
        (
            "Still 8:30 on Sundays, but the Wheelers' club run now meets at the Horsefair car "
            "park instead of the Market Cross.",
            "The Fenland Wheelers' Sunday club run has a new café stop: Lilly's in Outwell, not "
            "the garden centre.",
        ),
        (
            (
                "The Fenland Wheelers have moved their Saturday beginners' ride to 8:30.",
                "Fenland Wheelers Saturday beginners' ride start time",
            ),
            (
                "The Wisbech Road Runners' Sunday long run sets off at 9 now.",
                "Wisbech Road Runners Sunday long run start time",
            ),
        ),
    ),
    Topic(
        "our self-storage unit price",
        "Our self-storage unit at Keepsafe in Colchester costs £118 a month.",
        (
            "Keepsafe have put our storage unit up to £134 a month.",
            "Our self-storage unit is £125 a month now, after Keepsafe's yearly increase.",
            "I rang Keepsafe to moan about the damp in our unit and they knocked it down to £99 a "
            "month to keep us.",
            "storage place emailed, its £142pcm from 1st april. daylight robbery",
        ),
        (
            "Keepsafe have moved our stuff from a second-floor unit to a ground-floor one by the "
            "loading bay.",
            "Access to our unit at Keepsafe has changed from 24 hours to 6am till 10pm.",
        ),
        (
            (
                "Kieran's unit at Keepsafe in Colchester has gone up to £118 a month, same as "
                "ours.",
                "Kieran's storage unit price",
            ),
            (
                "The lock-up garage we rent in Lexden costs £118 a month now.",
                "our lock-up garage rent",
            ),
        ),
    ),
    Topic(
        "Withy Pool Angling Club day ticket sales",
        "Withy Pool Angling Club sells its day tickets through an honesty box by the car park "
        "gate.",
        (
            "Withy Pool Angling Club now sells its day tickets online, through the club website.",
            "Withy Pool have switched day tickets from the honesty box to the Tightlines app.",
            "Someone jemmied the honesty box open twice in a month, so the Withy Pool bailiff "
            "collects day ticket money on the bank instead.",
            "Day tickets for Withy Pool must be bought in advance from Reel Deal Tackle on Bridge "
            "Street.",
        ),
        (
            "Withy Pool day tickets still go in the honesty box, but they've gone up from £8 to "
            "£10.",
            "Withy Pool Angling Club has banned keepnets on every peg from the start of this "
            "season.",
        ),
        (
            (
                "Dunmoor Fishery sells its day tickets through an honesty box by the gate now.",
                "Dunmoor Fishery day ticket sales",
            ),
            (
                "The egg stall at Withy Farm, by the lake, has switched to an honesty box by the "
                "car park gate.",
                "Withy Farm egg stall payment",
            ),
        ),
    ),
)
