"""The tenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_10``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that studies held_out_9, by a writer who had not read the rules,
in five domains no earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_10: tuple[Topic, ...] = (
    Topic(
        "energy supplier",
        "Octopus Energy supplies our gas and electricity.",
        (
            "We've switched the household energy over to British Gas.",
            "Octopus stopped being our supplier when the fixed deal ended; EDF has the account.",
            "The gas and electric are with E.ON Next now.",
            "Since March our energy bills have come from Ovo rather than Octopus.",
        ),
        (
            "We've moved our gas and electricity on to Octopus's Agile tariff.",
            "The monthly direct debit for our gas and electricity has gone up to £142.",
        ),
        (
            (
                "Octopus Energy supplies the electricity at the allotment clubhouse too.",
                "allotment clubhouse electricity",
            ),
            (
                "The café next door switched its gas and electricity to EDF last month.",
                "café's energy supply",
            ),
        ),
    ),
    Topic(
        "five-a-side football",
        "Our Thursday five-a-side game is at the Powerleague pitches in Shoreditch.",
        (
            "The five-a-side lot have moved to the 3G pitch at Haggerston School.",
            "We don't play at Powerleague any more; the Goals centre out at Leyton is cheaper.",
            "Thursday football is played in the sports hall at Britannia Leisure Centre now.",
            "Powerleague got too dear, so the weekly kickabout is at Mile End Stadium instead.",
        ),
        (
            "The Thursday five-a-side kicks off at eight now instead of seven.",
            "Subs for Thursday's five-a-side have gone up to six pounds a head.",
        ),
        (
            (
                "The Sunday league side trains at the Powerleague pitches in Shoreditch as well.",
                "Sunday league training",
            ),
            ("The office netball game is at Mile End Stadium now.", "office netball"),
        ),
    ),
    Topic(
        "after-school childcare",
        "Leo is picked up from school by his childminder, Sarah, on weekdays.",
        (
            "Sarah retired at Easter, so Leo stays on at St Mark's after-school club instead.",
            "Leo's grandad collects him from school every afternoon now.",
            "We've found Leo a new childminder called Hannah Brookes.",
            "After-school care for our youngest is Little Acorns' wraparound service these days.",
        ),
        (
            "Sarah keeps Leo until half six on Wednesdays now, rather than five.",
            "Sarah's childminding fee for Leo has gone up to £7.50 an hour.",
        ),
        (
            (
                "Leo's sister Amy is picked up from school by her childminder, Sarah, too.",
                "Amy's after-school care",
            ),
            ("Leo is picked up from football practice by his grandad now.", "football pickup"),
        ),
    ),
    Topic(
        "second-floor fire warden",
        "Kwame is the fire warden for the second floor.",
        (
            "Kwame handed his second-floor fire warden role to Lucy when he moved to Leeds.",
            "Dev is the second-floor fire marshal now.",
            "Evacuation sweeps on the second floor have been led by Priya since the reshuffle.",
            "Kwame has stepped down as a fire warden, and Tom has taken over the second floor.",
        ),
        (
            "The second-floor fire warden tests the call points on Wednesdays now, not Fridays.",
            "The second-floor fire warden's deputy is Grace rather than Sam these days.",
        ),
        (
            ("Kwame is the first aider for the second floor.", "second-floor first aider"),
            ("Lucy is the fire warden for the third floor now.", "third-floor fire warden"),
        ),
    ),
    Topic(
        "Monday sales meeting",
        "The Monday sales meeting is held in the Thames room.",
        (
            "The sales team's Monday catch-up has gone fully remote on Teams.",
            "We lost the Thames room to the new starters, so sales meet in the Severn room.",
            "Sales now get together on Mondays in the fourth-floor boardroom.",
            "The sales huddle doesn't use the Thames room any more; it's in the café downstairs.",
        ),
        (
            "The Monday sales meeting starts at half nine now, not ten.",
            "Joanna chairs the Monday sales meeting now that Rob has left.",
        ),
        (
            ("The Friday finance review is held in the Thames room.", "Friday finance review"),
            (
                "The Monday marketing meeting is in the Severn room now.",
                "Monday marketing meeting",
            ),
        ),
    ),
)
