"""Twentieth held-out set for bench/loop_phrasing.py (--split held_out_20).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_20_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_20_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_20_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_20_PAIRS: list[tuple[str, str, str]] = [
    (
        "first person I'll",
        "I'll re-dress the lower millstone at the watermill before Saturday's grinding demo.",
        "Lower stone has fresh furrows cut and is ready for the demo.",
    ),
    (
        "we promised",
        "We promised the farm shop two crates of goat's milk yoghurt by Thursday.",
        "Dropped both yoghurt crates at the farm shop this morning.",
    ),
    (
        "named person is going to",
        "Kenji is going to re-tape the split mats in the dojo's second hall.",
        "The mats in hall two are patched up now, Kenji did them on Tuesday.",
    ),
    (
        "request could someone",
        "Could someone defrost and clean the community fridge before the Monday drop-off?",
        "Sorted: fridge defrosted and scrubbed ahead of Monday.",
    ),
    (
        "still haven't",
        "We still haven't written Mrs Okafor's housing benefit appeal letter.",
        "Mrs Okafor's appeal went off to the council today, signed and copied to her.",
    ),
    (
        "deadline due by",
        "The invoice for the Patel christening booking at the village hall is due out by Friday.",
        "Patels have been billed for the christening, emailed it over lunch.",
    ),
    (
        "label Action",
        "Action: replace the cracked pane in the lookout's north window.",
        "North window at the lookout has new glass in, Gareth fitted it this afternoon.",
    ),
    (
        "label Reminder",
        "Reminder: change the side brushes on sweeper 4 before the Monday run.",
        "Sweeper 4 is running on new side brushes.",
    ),
    (
        "on my list",
        "Germination test on the 2019 runner bean accessions is on my list for this week.",
        "Ran the bean germination trial: 87 percent, logged in the catalogue.",
    ),
    (
        "passive has to be",
        "The graffiti on the Mill Lane bus shelter has to be painted over before the inspection.",
        "Mill Lane shelter got a fresh coat of paint, no trace of the tags left.",
    ),
    (
        "we owe someone",
        "We owe the parish council a risk assessment for the summer hovercraft race on the common.",
        "Risk assessment handed in at the parish office and they've acknowledged it.",
    ),
    (
        "label Pending",
        "Pending: print the table map for the zine fair and pin it up by the entrance.",
        "Table plan is up by the door, printed a big A2 copy.",
    ),
    (
        "been meaning to",
        "I've been meaning to get the van's chimes fixed, they only play half the tune.",
        "Jingle plays all the way through again since the auto electrician rewired the speaker.",
    ),
    (
        "handover over to",
        "Over to Priya: re-tension the safety netting on court 3 before opening.",
        "Priya tightened the court 3 nets first thing, all taut now.",
    ),
    (
        "is outstanding",
        "The Hendersons' chimney bird guard is outstanding; we said we'd fit it after sweeping.",
        "Hendersons' cowl is on and secure, went up the ladder this morning.",
    ),
    (
        "yet to be",
        "The lido's deep-end lane ropes are yet to be put back after the winter.",
        "Deep-end lane ropes: back in, ready for the early swimmers.",
    ),
    (
        "must remember to",
        "Must remember to resole Mr Dunne's brown brogues before he collects on the 12th.",
        "Mr Dunne's brogues have new leather soles and are bagged for collection.",
    ),
    (
        "broken thing",
        "Dryer 6 at the laundrette is broken again, it keeps swallowing coins without starting.",
        "Engineer swapped the coin mech on dryer 6 and it takes money properly now.",
    ),
    (
        "we agreed that X would",
        "We agreed at committee that Lena would restock the sauna with birch whisks.",
        "Plenty of birch whisks in the sauna now, thanks to Lena.",
    ),
    (
        "cancel",
        "The plan is to build a straw-bale maze at the pumpkin patch for half term.",
        "Scrapping the straw-bale maze this year; not enough bales after the wet harvest.",
    ),
]

HELD_OUT_20_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Had a look at the lower millstone and the furrows are badly worn, so it needs the work."),
    (1, "The farm shop asked whether we could add goat's cheese alongside the yoghurt next month."),
    (2, "Kenji says the tape for the mats is on order and should arrive next week."),
    (
        3,
        "Could someone also clean the community freezer next to the fridge when they get a chance?",
    ),
    (4, "Mrs Okafor rang to ask how her appeal letter is coming along."),
    (5, "Started the Patel christening invoice but need the final hours from the caretaker."),
    (6, "Measured the cracked pane in the north window and ordered the glass."),
    (7, "Side brushes on sweeper 2 were changed today."),
    (8, "Not getting to the runner bean germination test today, the incubator is full."),
    (9, "More graffiti has appeared on the Mill Lane bus shelter since yesterday."),
    (10, "We'll send the parish council the risk assessment once the race course map is final."),
    (11, "Printed the exhibitor list for the zine fair; the table map is still on my laptop."),
    (12, "Kids at the park keep asking why the van's chimes sound so odd."),
    (13, "Priya, can you check whether the netting on court 5 needs re-tensioning too?"),
    (14, "Swept the Hendersons' chimney today and a lot of old nesting material came down."),
    (15, "The shallow-end lane ropes are back in; we ran out of time for the deep end."),
    (16, "Mr Dunne popped in to say he might collect his brogues a few days early."),
    (17, "Put an out-of-order sign on dryer 6 until someone can look at it."),
    (18, "Lena restocked the eucalyptus oil in the sauna, but the birch whisks are on back order."),
    (19, "Sketched a layout for the straw-bale maze, still need to pick a corner of the field."),
]

HELD_OUT_20_CHIT_CHAT: list[str] = [
    "I'll grab a flat white before the shift starts.",
    "Bit grey out there today, looks like rain by lunch.",
    "Feeling wiped out after the weekend, need an early night.",
    "Congratulations to Tomasz on passing his driving test!",
    "Must try that new ramen place on the high street.",
    "Thinking of taking up the ukulele, we'll see how long that lasts.",
    "Lovely sunset over the estuary last night.",
    "Could do with a nap, honestly.",
    "Happy birthday Marguerite, hope you get spoilt rotten.",
    "Watched the final episode last night and I'm still annoyed about the ending.",
    "My knee is complaining about the stairs again.",
    "I should really read more novels this year.",
    "Anyone else think the new biscuits are worse than the old ones?",
    "Off to the coast for a long weekend, can't wait.",
    "Note to self: life is too short for bad coffee.",
    "Great to see everyone at Friday's barbecue.",
    "Kettle's just boiled if anyone wants a brew.",
    "The cat kept me up half the night chasing moths.",
    "Hope everyone has a restful bank holiday.",
    "Really enjoyed the walk up the ridge on Sunday, the views were unreal.",
]
