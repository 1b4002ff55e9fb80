"""Seventeenth held-out set for bench/loop_phrasing.py (--split held_out_17).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_17_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_17_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_17_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_17_PAIRS: list[tuple[str, str, str]] = [
    (
        "I'll ...",
        "I'll reweigh the Harris hawks before Saturday's flying display and update the chart.",
        "Both Harris hawks went on the scales this morning; the chart on the mews door is current.",
    ),
    (
        "request: could X ...?",
        "Could Marta get the hire regulators serviced before the Easter dive trip?",
        "Regulators are back from the service centre, all passed and bagged up for Easter.",
    ),
    (
        "broken thing needing a fix",
        "The pavilion scoreboard rollers are jammed again, ahead of the first home match.",
        "Scoreboard rollers turn smoothly now, Dev oiled and freed them last night.",
    ),
    (
        "pending: ...",
        "Pending: resew the broken spine on Mrs Okafor's family bible.",
        "Mrs Okafor's bible has a new spine sewn on fresh tapes; she collects it Tuesday.",
    ),
    (
        "we owe X a ...",
        "We owe the Hendersons a gift aid receipt for their late father's books.",
        "Gift aid receipt posted to the Hendersons today.",
    ),
    (
        "needs doing",
        "The goat pen fencing at the city farm needs doing before the kids arrive in March.",
        "New panels are up round the goat pen and nothing can squeeze through any more.",
    ),
    (
        "named person is going to ...",
        "Gareth is going to knock out the dent in the spare tenor horn bell before the contest.",
        "Spare tenor horn is smooth and polished again, courtesy of Gareth.",
    ),
    (
        "deadline: due by Friday",
        "Envelope inspection on balloon G-BXYZ is due by Friday or she's grounded for the weekend.",
        "Inspector signed off the G-BXYZ envelope this afternoon, so she's good to fly.",
    ),
    (
        "Action: label",
        "Action: Priya to re-lead the cracked bottom panel of the St Anne window.",
        "Lowest panel of the St Anne window sits in fresh lead now; Priya finished it yesterday.",
    ),
    (
        "question-shaped todo",
        "Who's entering our chess team for the county league before the deadline?",
        "County league entry went in last night, Tom paid the fee online.",
    ),
    (
        "Reminder: label",
        "Reminder: pump out the holding tank on Kingfisher before the Hallorans pick her up.",
        "Kingfisher's tank emptied at the services; she's ready for the Hallorans.",
    ),
    (
        "I've been meaning to ...",
        "I've been meaning to trim Pablo's toenails, the llama's been walking stiffly on treks.",
        "Pablo's feet done at last and he's striding out properly again.",
    ),
    (
        "passive: has to be ...",
        "The split rind on the big cheddar wheel has to be patched with lard before it spoils.",
        "Lard patch applied to the cracked truckle; it's rewrapped and back on the shelf.",
    ),
    (
        "on my list",
        "Re-seeding the bare patch by the third rink of the bowling green is on my list this week.",
        "Seed's down on the worn patch near rink three, roped off until it takes.",
    ),
    (
        "handover: over to X",
        "Over to Sam: restring the king marionette, his left arm cord snapped in the matinee.",
        "King puppet has a new arm cord and gets through the whole routine without a hitch.",
    ),
    (
        "X still hasn't ...",
        "Dan still hasn't taken the bent rigger off the coxless four to the welder.",
        "Coxless four's rigger came back from the welder straight as a die; Dan's bolted it on.",
    ),
    (
        "ask X to ...",
        "Ask Lukas to wax and edge the rental race skis before the Dutch group arrives.",
        "Rental race skis are all tuned and back in the rack, Lukas did them last night.",
    ),
    (
        "yet to be ...",
        "The worn belt on the carding machine at the wool mill is yet to be replaced.",
        "Fitted a new drive belt on the carder and it's back up to full speed.",
    ),
    (
        "must remember to ...",
        "Must remember to regulate Mr Doyle's longcase clock, it's gaining four minutes a day.",
        "Doyle longcase keeps time to within a few seconds over the week now.",
    ),
    (
        "cancel",
        "Someone ought to net the top rows of the pinot before the starlings find them.",
        "No need to net the pinot after all, we're picking the whole vineyard on Monday.",
    ),
]

HELD_OUT_17_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Weighed the barn owl this morning; the Harris hawks are next on the list."),
    (1, "Marta asked whether the regulators really need servicing again so soon."),
    (2, "The scoreboard paint is peeling badly on the side that faces the nets."),
    (3, "Half the sections of the Okafor bible are resewn, the rest tomorrow."),
    (4, "We owe the Patels a gift aid receipt too, for the piano they donated."),
    (5, "Posts for the goat pen fence were delivered but nobody has put them in yet."),
    (6, "Gareth can't get to the tenor horn this week, his workshop has flooded."),
    (7, "Basket inspection on G-BXYZ is due next month, separate from the envelope check."),
    (8, "Priya re-leaded the top tracery light of the St Anne window today."),
    (9, "Is it too late to enter a second chess team in the county league?"),
    (10, "Pumped out the holding tank on Moorhen this morning."),
    (11, "Trimmed Pedro's nails this afternoon, but Pablo kicked off so we left him."),
    (12, "Spotted another crack on the big cheddar wheel, lower down near the base."),
    (13, "Thinking we'll re-seed the bare patch by rink three after the championship instead."),
    (14, "Sam restrung the queen marionette, whose cords were looking frayed."),
    (15, "Dan took the bent rigger off the coxless four; it's in the boathouse awaiting a lift."),
    (16, "Lukas asked where we keep the edge tool for the race skis."),
    (17, "The replacement belt for the carding machine arrived but it's the wrong width."),
    (18, "Mr Doyle dropped off his carriage clock too, it's losing time."),
    (19, "Netted the bottom rows of the chardonnay this morning."),
]

HELD_OUT_17_CHIT_CHAT: list[str] = [
    "I'll grab a sandwich from the van before the afternoon session.",
    "Freezing out there this morning, two pairs of gloves on.",
    "Feeling a bit flat today, probably just the grey skies.",
    "Need a proper lie-in this weekend.",
    "Must try that new Lebanese place by the canal basin.",
    "Going to watch the cricket highlights tonight with a curry.",
    "Lovely sunset over the hills on the drive home.",
    "Anyone else find the new coffee machine far too strong?",
    "Off to my sister's for the bank holiday, should be fun.",
    "Might treat myself to some new walking boots in the sales.",
    "Had a nice chat with the lady from the tea room about her grandchildren.",
    "Rain forecast all week, so much for spring.",
    "Really enjoyed that nature documentary on telly last night.",
    "Think I'll have an early night, it's been a long day.",
    "Should read that novel everyone keeps raving about one of these days.",
    "The robin is back on the fence post outside the window.",
    "Happy birthday to Rosa, there's cake in the kitchen!",
    "My knees are complaining after all those stairs.",
    "Fancy a pint at the Red Lion after work?",
    "Traffic on the ring road was awful again this morning.",
]
