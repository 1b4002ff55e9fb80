"""The thirty-fourth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_34``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 30, by a writer who had not read the rules, in five domains none of
sets 31 to 33 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_34: tuple[Topic, ...] = (
    Topic(
        "Pen-y-Bryn Surgery flu clinic day",
        "The flu clinic at Pen-y-Bryn Surgery in Llandeilo is held on Saturday mornings.",
        (
            "Ignore what I said earlier Mam, I've just rung Pen-y-Bryn and they don't do the flu "
            "jabs on a Saturday now, it's Tuesday afternoons, I'll run you down after work.",
            "Dad - your flu jab at Pen-y-Bryn is Weds mornings now, NOT Sats. Ring them Mon to "
            "book. x",
            "Had to swap my shift with Bethan, isn't it, because Pen-y-Bryn only do the flu "
            "clinic on a Thursday and that's my one day down in Swansea.",
            "There's a tidy queue outside Pen-y-Bryn of a Monday morning, mind; that'll be the "
            "flu clinic, they've shifted it off the Saturday, see.",
        ),
        (
            "The Saturday flu clinic at Pen-y-Bryn is run by the practice nurses, and you'll want "
            "your NHS number with you when you go.",
            "If the Saturday locum packs it in, Pen-y-Bryn would have to run the flu clinic "
            "midweek, Dr Rees reckons, but there's no sign of that yet.",
        ),
        (
            (
                "The baby clinic at Pen-y-Bryn Surgery in Llandeilo is held on Saturday mornings "
                "since the new health visitor started.",
                "Pen-y-Bryn Surgery baby clinic day",
            ),
            (
                "Ignore what I said earlier Mam, Tywi Valley Surgery don't do the flu jabs on a "
                "Saturday now, it's Tuesday afternoons.",
                "Tywi Valley Surgery flu clinic day",
            ),
        ),
    ),
    Topic(
        "Wensford Cathedral weekday evensong time",
        "Choral evensong at Wensford Cathedral is sung at 5.30pm on weekdays.",
        (
            "Dave says the Chapter have gone and started weekday evensong at Wensford at six "
            "o'clock, on account of the choristers' school buses.",
            "Weekday evensong at Wensford is at half past five no longer; the new Precentor "
            "wanted quarter to six, and quarter to six it is.",
            "Weekday evensong at Wensford's been at 6.15 ever since the lay clerks' contracts "
            "were redone at Michaelmas.",
            "We were a touch early for evensong at Wensford on Tuesday. Forty-five minutes early, "
            "to be exact: it's a quarter past six on weekdays since Advent.",
        ),
        (
            "Does anyone know whether weekday evensong at Wensford is still at 5.30 while the "
            "choir's away in August, or is it said rather than sung?",
            "Weekday evensong at Wensford Cathedral has moved from the Quire to the Lady Chapel "
            "while the organ is being rebuilt.",
        ),
        (
            (
                "Choral evensong at Kelbrook Priory is sung at 5.30pm on weekdays since the choir "
                "was re-formed.",
                "Kelbrook Priory weekday evensong time",
            ),
            (
                "Dave says the Chapter have gone and started the Saturday organ recital at "
                "Wensford at six o'clock, on account of the tourists.",
                "Wensford Cathedral Saturday organ recital time",
            ),
        ),
    ),
    Topic(
        "Gus's Dumpling Van Sunday pitch",
        "Gus's Dumpling Van parks outside the Kirra surf club on Sunday mornings.",
        (
            "Gus's van's at the wharf now.",
            "★★★★☆ Dumplings still bloody beaut, but Gus has shot through from the surf club; "
            "he's out the front of the Tweed Heads bowlo of a Sunday. Worth the drive.",
            "scratch that, don't head to Kirra, council moved Gus on, the dumpling van's up at "
            "Point Danger Sundays. meet u there 9ish?",
            "We've been getting our Sunday dumplings from the Chinese place in Coolangatta ever "
            "since Gus packed up at the surf club and started doing Currumbin markets.",
        ),
        (
            "Nah, Gus hasn't gone anywhere, the dumpling van's still out the front of the Kirra "
            "surf club every Sunday, I was there this morning.",
            "Gus's Dumpling Van has gone card-only, so don't bother bringing cash down to the "
            "surf club on Sunday.",
        ),
        (
            (
                "Shaz's coffee cart parks outside the Kirra surf club on Sunday mornings too, "
                "since the start of summer.",
                "Shaz's coffee cart Sunday pitch",
            ),
            (
                "Tina's taco truck has shot through from the surf club; she's out the front of "
                "the Tweed Heads bowlo of a Sunday.",
                "Tina's taco truck Sunday pitch",
            ),
        ),
    ),
    Topic(
        "Loon Lake cottage internet provider",
        "The internet at our cottage on Loon Lake comes through Xplornet.",
        (
            "Xplornet we're not with any more up at the cottage, eh; the Starlink dish went up on "
            "the boathouse roof over the May two-four.",
            "Cancelled the Xplornet autopay on Mom's Visa, so don't panic when the refund shows "
            "up; the Loon Lake cottage runs off Starlink.",
            "The cottage wifi's a wee bit quicker this summer. Bell ran fibre up the concession "
            "road in June and Dad signed us up the same afternoon.",
            "To do before we close up Loon Lake: send the Xplornet modem back (they want it by "
            "the 30th), box up the old router, leave the Bell box plugged in.",
        ),
        (
            "Is the cottage still on Xplornet? I want to stream the Leafs game Saturday night and "
            "I'm not driving into town to sit in Tim's for the wifi.",
            "The Loon Lake wifi password is taped inside the cupboard door; it's Xplornet, so "
            "don't expect miracles in a thunderstorm.",
        ),
        (
            (
                "The internet at the Kowalskis' cottage on Loon Lake comes through Xplornet as of "
                "this spring.",
                "Kowalskis' Loon Lake cottage internet provider",
            ),
            (
                "Xplornet we're not with any more at the house in Sudbury, eh; it's Bell fibre "
                "there.",
                "Sudbury house internet provider",
            ),
        ),
    ),
    Topic(
        "Mandeville Chess Club venue",
        "Mandeville Chess Club meets at the Manchester Parish Library.",
        (
            "Chess club not at the library again, you know, we playing by the church hall on "
            "Caledonia Road now. Tell everybody.",
            "Updated invitation: Mandeville Chess Club (weekly, Tuesdays 6pm). Where: NCU Student "
            "Centre, Room B12. This change applies to this and all following events.",
            "Chess now at the courthouse.",
            "Now that chess club gone up to Bloomfield Great House, anybody have a ride going "
            "Tuesday evening?",
        ),
        (
            "The committee did look at carrying Mandeville Chess Club over to the church hall, "
            "but the rent was too much, so we stay at the library.",
            "Mandeville Chess Club meets Thursday evenings at the library from this month, since "
            "the Scrabble people took the Tuesday.",
        ),
        (
            (
                "The Mandeville Scrabble Club meets at the Manchester Parish Library from this "
                "term.",
                "Mandeville Scrabble Club venue",
            ),
            (
                "May Pen chess club not at the library again, you know, them playing by the "
                "church hall now.",
                "May Pen Chess Club venue",
            ),
        ),
    ),
)
