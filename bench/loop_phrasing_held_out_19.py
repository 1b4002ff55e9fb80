"""Nineteenth held-out set for bench/loop_phrasing.py (--split held_out_19).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_19_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_19_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_19_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_19_PAIRS: list[tuple[str, str, str]] = [
    (
        "I'll",
        "I'll photograph lot 47, the Victorian writing slope, for the online catalogue.",
        "Writing slope pictures are up on the catalogue page now.",
    ),
    (
        "broken thing needs replacing",
        "The winch cable on the slipway is frayed and needs replacing before Saturday's haul-out.",
        "New cable fitted to the slipway winch this morning; tested it on the workboat.",
    ),
    (
        "could X request",
        "Could Gareth re-tie the bells on the spare baldricks before the May Day dance-out?",
        "Gareth's done the baldrick bells, all six spares jingle properly again.",
    ),
    (
        "action label",
        "Action: clear the leaves from the memorial garden paths before Thursday's services.",
        "Memorial garden paths swept clear, bags taken round to the compost bay.",
    ),
    (
        "reminder with deadline",
        "Reminder: the wheelchair lift on the community minibus is due its inspection by Friday.",
        "Lift inspection passed today, certificate filed in the minibus folder.",
    ),
    (
        "we promised",
        "We promised the Hendersons at Low Farm we'd splice their fibre drop cable this week.",
        "Low Farm is connected; Priya spliced the drop and their router lit up green.",
    ),
    (
        "still hasn't",
        "The steam wand on the ferry cafe coffee machine still hasn't been descaled.",
        "Sorted after the last sailing: wand descaled and frothing fine now.",
    ),
    (
        "pending label",
        "Pending: voicing the new trumpet rank for the St Aldhelm's organ.",
        "Trumpet stop finished and signed off by the organist at St Aldhelm's.",
    ),
    (
        "someone ought to",
        "Someone ought to order the rosettes for the puppy classes at the spring show.",
        "Puppy class rosettes ordered; Janet placed it with the usual supplier.",
    ),
    (
        "passive has to be",
        "The 1840s tithe maps have to be rehoused in acid-free folders.",
        "Tithe maps now sit in new archival folders, and the box list is updated.",
    ),
    (
        "handover over to",
        "Over to Dev: the quarry weighbridge needs recalibrating after the sensor swap.",
        "Dev recalibrated the weighbridge; test weights read true to the kilo.",
    ),
    (
        "the plan is to",
        "The plan is to fell the dead ash leaning over the lane at Church Cottage on Tuesday.",
        "Church Cottage ash is down and the lane is open again.",
    ),
    (
        "I've been meaning to",
        "I've been meaning to steam-bend the roof ring for the Whitfield yurt order.",
        "Whitfield crown ring bent and clamped, drying in the workshop.",
    ),
    (
        "we owe X",
        "We owe the village hall committee a deposit for the January pantomime run.",
        "Hall deposit paid by bank transfer, receipt in the treasurer's file.",
    ),
    (
        "top of the list",
        "Top of the list: get the spring darts fixtures out to all eight pubs.",
        "Spring fixtures emailed to every team captain last night.",
    ),
    (
        "yet to be",
        "Mrs Okafor's hearing aid tubing is yet to be replaced.",
        "Fitted a fresh tube on Mrs Okafor's left aid; she's hearing clearly again.",
    ),
    (
        "ask X to",
        "Ask Tomasz to rekey the shop locks at the florist on Mill Lane.",
        "Mill Lane florist cylinders rekeyed and new keys handed over, per Tomasz.",
    ),
    (
        "cancel",
        "Must remember to repaint the number boards on the dodgems before the fair opens.",
        "Forget the dodgem boards, we're retiring that ride this season so no repaint needed.",
    ),
    (
        "booked in for",
        "Booked in for Monday: relining the hole nine carpet at the crazy golf.",
        "Hole nine has new carpet down and the putts run true again.",
    ),
    (
        "we agreed that X would",
        "We agreed that Harold would value the Penny Reds bequest before the next club meeting.",
        "Harold's valuation of the Penny Red collection came in at four hundred pounds.",
    ),
]

HELD_OUT_19_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Photographed lot 48, the pair of Staffordshire dogs, for the online catalogue."),
    (1, "Ordered a new winch cable for the slipway; it should arrive on Thursday."),
    (2, "Gareth says he'll get to the baldrick bells at the weekend."),
    (3, "Half the memorial garden paths are cleared, ran out of light before the rest."),
    (4, "Is the minibus wheelchair lift inspection actually booked yet?"),
    (5, "Spliced the fibre drop for High Farm, the Hendersons' neighbours."),
    (6, "Descaled the kettle on the ferry cafe counter; the steam wand is next."),
    (7, "The trumpet rank pipes were delivered to St Aldhelm's but not voiced yet."),
    (8, "Does anyone know who usually orders the rosettes for the puppy classes?"),
    (9, "The tithe maps won't fit in the acid-free folders we have, so we need bigger ones."),
    (10, "Dev swapped the weighbridge sensor, but readings are still off by forty kilos."),
    (11, "Tuesday's felling of the Church Cottage ash is postponed because of high winds."),
    (12, "Cut and soaked the ash for the Whitfield roof ring; bending it tomorrow."),
    (13, "Paid the costume hire deposit for the January pantomime run."),
    (14, "Spring darts fixtures are drafted but not sent to the pubs yet."),
    (15, "Mrs Okafor rang to ask when her hearing aid tubing will be replaced."),
    (16, "Tomasz rekeyed the locks at the newsagent on Mill Lane, not the florist."),
    (17, "Bought two tins of paint for the dodgem number boards."),
    (18, "Relined the hole four carpet at the crazy golf; hole nine is still on for Monday."),
    (19, "Harold hasn't had time to value the Penny Reds bequest yet."),
]

HELD_OUT_19_CHIT_CHAT: list[str] = [
    "I'll grab a coffee before the next meeting.",
    "Lovely sunny morning on the towpath today.",
    "Feeling a bit wiped out after the weekend, need a nap.",
    "Must try that new ramen place by the station.",
    "Congrats to Priya on passing her driving test!",
    "Going to watch the snooker final tonight.",
    "It's bucketing down out there, glad I brought a brolly.",
    "Happy birthday to Len, there's cake in the staff room.",
    "Should really get round to reading that novel my sister lent me.",
    "Anyone else watching the cycling this weekend?",
    "Thanks all for a great Christmas do.",
    "I'm off to stretch my legs round the block.",
    "The new biscuits in the tin are excellent.",
    "Bit nervous about giving the speech at my brother's wedding, but excited.",
    "Think I'll treat myself to chips on the way home.",
    "Saw a heron down by the river this morning.",
    "Monday again already, how did that happen?",
    "Might have a lie-in on Sunday for once.",
    "Great to see everyone at the barbecue yesterday.",
    "Fancy a pint after work on Friday?",
]
