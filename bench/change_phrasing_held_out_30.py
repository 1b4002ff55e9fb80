"""The thirtieth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_30``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_30: tuple[Topic, ...] = (
    Topic(
        "Dunsfold Morris Men squire",
        "Barry Tidmarsh is squire of the Dunsfold Morris Men.",
        (
            "The Dunsfold Morris Men have a new squire: Nigel Aspinall took over from Barry "
            "at the AGM.",
            "Barry Tidmarsh is no longer squire of the Dunsfold Morris Men; Stuart Lilley has the "
            "job now.",
            "Dominic Verrall was elected squire of the Dunsfold Morris Men on Saturday, so Barry "
            "can finally put his feet up.",
            "barrys knees have finally packed in so wes is squire of dunsfold morris now, voted "
            "in at the pub last nite",
        ),
        (
            "Barry's still squire, but the Dunsfold Morris Men have a new bagman: Howard Quested "
            "has taken the books over from Alan.",
            "The Dunsfold Morris Men's Boxing Day dance-out has moved from the Sun Inn to the "
            "green at Chiddingfold.",
        ),
        (
            (
                "Lionel Babb has taken over as squire of the Ewhurst Molly Dancers.",
                "Ewhurst Molly Dancers squire",
            ),
            (
                "Barry Tidmarsh has been voted in as chairman of Dunsfold parish council.",
                "Dunsfold parish council chair",
            ),
        ),
    ),
    Topic(
        "Holmebridge Camera Club meeting venue",
        "Holmebridge Camera Club holds its Tuesday meetings in the upstairs room of the Friends' "
        "Meeting House.",
        (
            "Holmebridge Camera Club has moved its Tuesday meetings to St Wilfrid's church hall.",
            "The camera club doesn't meet at the Friends' Meeting House any more; it's the back "
            "room of the Fleece now.",
            "From September, Holmebridge Camera Club meetings will be hosted by the gallery at "
            "Towngate Mill.",
            "Reminder for Tuesday: it's the landscape print competition, judged by Denise from "
            "the Huddersfield society. New venue is the upstairs bar at Holmebridge Working Men's "
            "Club, doors 7pm.",
        ),
        (
            "The camera club's still at the Meeting House, but subs have gone up from £40 to £45 "
            "a year.",
            "Holmebridge Camera Club has a new competition secretary: Yvonne Hirst has taken over "
            "from Gordon.",
        ),
        (
            (
                "Holmebridge Art Society holds its Tuesday meetings in the upstairs room of the "
                "Friends' Meeting House now.",
                "Holmebridge Art Society meeting venue",
            ),
            (
                "The camera club's annual exhibition has moved to the foyer of Holmebridge town "
                "hall this year.",
                "Holmebridge Camera Club annual exhibition venue",
            ),
        ),
    ),
    Topic(
        "Wealden Bowmen club shoot day",
        "The Wealden Bowmen hold their club shoot on Sunday mornings.",
        (
            "The Wealden Bowmen's club shoot has moved from Sunday mornings to Saturday "
            "afternoons.",
            "Wealden Bowmen club shoots are on Sunday afternoons now, from 2 till 5.",
            "Thursday evenings under the floodlights: that's when the Wealden Bowmen have their "
            "club shoot these days.",
            "bowmen shoot is sat mornings from now on, farmer wants the field sundays for his "
            "sheep lol",
        ),
        (
            "Still Sunday mornings, but the Wealden Bowmen's club shoot has moved from the farm "
            "near Heathfield to the playing field at Cross in Hand.",
            "The Wealden Bowmen have a new head coach: Trevor Goldsmith has taken over from "
            "Pauline.",
        ),
        (
            (
                "The Uckfield Archers have moved their club shoot to Sunday mornings.",
                "Uckfield Archers club shoot day",
            ),
            (
                "The Wealden Bowmen hold their beginners' course on Sunday mornings now.",
                "Wealden Bowmen beginners' course day",
            ),
        ),
    ),
    Topic(
        "Foundry Lane Makerspace membership fee",
        "Membership of Foundry Lane Makerspace in Southampton costs £25 a month.",
        (
            "Foundry Lane Makerspace has put its membership up to £30 a month.",
            "Membership at Foundry Lane went up from £25 to £32 a month in January.",
            "Foundry Lane's monthly membership fee has been cut to £22 now the laser cutter's "
            "paid off.",
            "The landlord put the rent on the unit up by a third, so membership at the makerspace "
            "is £35 a month from next month.",
        ),
        (
            "Foundry Lane Makerspace has moved out of the old tannery to a bigger unit on Dock "
            "Road.",
            "Foundry Lane now charges members £10 an hour for the laser cutter instead of letting "
            "them use it free.",
        ),
        (
            (
                "Membership of the Southampton Model Engineering Society costs £25 a month now.",
                "Southampton Model Engineering Society membership fee",
            ),
            (
                "A locker at Foundry Lane Makerspace costs £25 a month since the refit.",
                "Foundry Lane locker rental",
            ),
        ),
    ),
    Topic(
        "Hazel & Moss flower supplier",
        "Hazel & Moss, the florist in Kendal, buys its cut flowers from Bloomfield Wholesale in "
        "Lancaster.",
        (
            "Hazel & Moss now gets its cut flowers from Van Dijk Flowers, straight off the lorry "
            "from Aalsmeer.",
            "Hazel & Moss have dropped Bloomfield and switched to Kirkby Stem Co. for their cut "
            "flowers.",
            "Lyth Valley Growers supply all of Hazel & Moss's cut flowers now, British and "
            "seasonal.",
            "mad wk at the shop, wedding on sat with 40 buttonholes!! oh and all our stems come "
            "from the flower auction van out of carlisle now, so much fresher",
        ),
        (
            "Hazel & Moss still get their flowers from Bloomfield, but they've moved the shop "
            "from Finkle Street to Stricklandgate.",
            "Hazel & Moss have switched their online orders from Interflora to their own website.",
        ),
        (
            (
                "Petal Pushers in Windermere gets its cut flowers from Bloomfield Wholesale now.",
                "Petal Pushers flower supplier",
            ),
            (
                "Hazel & Moss, the florist in Kendal, buys its vases and ribbon from a new "
                "supplier in Penrith.",
                "Hazel & Moss sundries supplier",
            ),
        ),
    ),
)
