"""Sixteenth held-out set for bench/loop_phrasing.py (--split held_out_16).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_16_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_16_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_16_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_16_PAIRS: list[tuple[str, str, str]] = [
    (
        "first person will",
        "I'll swap the queen excluder on hive three before the honey flow starts.",
        "New excluder is in on hive three and the bees went straight back to work.",
    ),
    (
        "we promised",
        "We promised the evening class a second kiln firing for their glaze tests.",
        "Glaze tests came out of the kiln this morning, the evening class can collect them.",
    ),
    (
        "named person is going to",
        "Priya is going to restock the trauma packs in the Land Rover after Saturday's callout.",
        "Trauma packs in the Land Rover are full again, Priya sorted them last night.",
    ),
    (
        "request could someone",
        "Could someone stake the three young pear trees that blew over in the gale?",
        "All three pear saplings are upright and tied to fresh stakes now.",
    ),
    (
        "still hasn't",
        "Dispatch still hasn't paid out the riders' mileage claims for March.",
        "March mileage money landed in every rider's account today.",
    ),
    (
        "needs doing",
        "Relabelling the mooring tags on pontoon B needs doing before the visiting yachts arrive.",
        "Sorted: pontoon B has new mooring tags on every berth.",
    ),
    (
        "deadline due by",
        "The food bank's quarterly donations report for the council is due by Friday.",
        "Sent the council our quarterly donations figures and they've confirmed receipt.",
    ),
    (
        "action label",
        "Action: Tom to refocus the side lights on stage left before the dress rehearsal.",
        "Stage left side lights re-aimed and checked from the back of the stalls.",
    ),
    (
        "reminder label",
        "Reminder: the Steinway at St Mary's hall needs tuning before Sunday's recital.",
        "St Mary's Steinway is back at pitch, the tuner packed up at noon.",
    ),
    (
        "on my list",
        "Writing thank-you letters to the church roof fund donors is on my list.",
        "Every roof fund donor has now had a thank-you letter in the post.",
    ),
    (
        "passive has to be",
        "The observatory dome's shutter motor has to be greased before the autumn viewing nights.",
        "Shutter motor lubricated; the dome opens without any grinding now.",
    ),
    (
        "we owe someone",
        "We owe Mrs Patel a refund for the grooming appointment the van missed on Tuesday.",
        "Mrs Patel's money went back onto her card this afternoon.",
    ),
    (
        "pending label",
        "Pending: restocking the carp pond at the fishing lake with the hatchery's new batch.",
        "Hatchery delivery arrived and the young carp are swimming happily in the pond.",
    ),
    (
        "been meaning to",
        "I've been meaning to replace the worn blade on the print shop guillotine.",
        "Fresh blade fitted to the guillotine, it cuts card cleanly again.",
    ),
    (
        "question-shaped todo",
        "Who's going to splice the frayed rope on the tenor bell before practice night?",
        "Geoff mended the tenor bell's rope, good as new for Thursday.",
    ),
    (
        "handover over to",
        "Over to Sam: log the engine hours for the inshore lifeboat after today's exercise.",
        "Inshore boat's engine hours are written up in the logbook.",
    ),
    (
        "is outstanding",
        "Shearing the two brown alpacas in the top paddock is still outstanding.",
        "Both brown alpacas are shorn and their fleece is bagged in the barn.",
    ),
    (
        "yet to be",
        "The points on the club's branch line are yet to be rewired after the layout move.",
        "Branch line points switch properly again, the goods train took the siding fine.",
    ),
    (
        "must remember to",
        "Must remember to order more clear cullet for the glassworks before the furnace runs dry.",
        "Clear cullet ordered from the supplier, delivery confirmed for Wednesday.",
    ),
    (
        "cancel",
        "The autoclave in the tattoo studio is leaking and needs fixing.",
        "Forget the autoclave repair, the owner has decided to scrap the old unit.",
    ),
]

HELD_OUT_16_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Checked hive three for swarm cells this morning, none found."),
    (1, "The kiln is booked for the evening class's glaze firing on Thursday."),
    (2, "Has anyone restocked the trauma packs in the Land Rover yet?"),
    (3, "One of the three pear trees is staked, the other two are still lying flat."),
    (4, "Dispatch says the March mileage claims will go out with next month's pay."),
    (5, "Relabelled the mooring tags on pontoon A this afternoon."),
    (6, "Started pulling together the quarterly donations figures, about halfway there."),
    (7, "The stage left side lights are still pointing into the wings."),
    (8, "The upright piano in St Mary's vestry got tuned, the Steinway is next."),
    (9, "Made a list of the roof fund donors' addresses for the thank-you letters."),
    (10, "The dome shutter motor is making that grinding noise again."),
    (11, "Mrs Patel rang about her refund, she's still waiting for it."),
    (12, "The hatchery says the new carp batch won't be ready until May."),
    (13, "Ordered a replacement blade for the guillotine, should arrive Tuesday."),
    (14, "The tenor bell rope is getting worse, it's frayed right through on one side."),
    (15, "Sam logged the fuel used by the inshore lifeboat on today's exercise."),
    (16, "Sheared the white alpacas in the bottom field this morning."),
    (17, "Tried rewiring the branch line points, they still won't switch."),
    (18, "Is there enough clear cullet left to get the glass studio through the weekend?"),
    (19, "The autoclave in the tattoo studio is still dripping onto the floor."),
]

HELD_OUT_16_CHIT_CHAT: list[str] = [
    "I'll grab a flat white on the way in.",
    "Freezing on the quay this morning, wear two jumpers.",
    "Really need a nap after that shift.",
    "Must try the new ramen place by the station.",
    "Feeling a bit flat today, not sure why.",
    "Going to watch the rugby at the pub tonight.",
    "Lovely sunset over the water this evening.",
    "Might treat myself to a long bath later.",
    "Can't believe how fast this week has gone.",
    "Note to self: the cafe on Mill Street does amazing scones.",
    "Thinking of taking up watercolours one day.",
    "Anyone else watching that new detective series?",
    "Should really get more sleep, honestly.",
    "Looking forward to the long weekend.",
    "Weather looks dry for Saturday's walk up the fell.",
    "Had the best bacon roll at the harbour kiosk.",
    "Might go for a swim after work if the rain holds off.",
    "Ugh, Monday again.",
    "Just popping out for some fresh air.",
    "Congratulations to Ellie and Ben on the new baby!",
]
