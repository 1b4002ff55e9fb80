"""Fifteenth held-out set for bench/loop_phrasing.py (--split held_out_15).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_15_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_15_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_15_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_15_PAIRS: list[tuple[str, str, str]] = [
    (
        "first person still need to",
        "I still need to ring the leisure centre to confirm the blood van can park there on "
        "the 12th.",
        "Leisure centre confirmed on the phone: the van's spot on the 12th is sorted.",
    ),
    (
        "we promised someone we'll",
        "We've promised the Haddad family we'll find them a second-hand washing machine.",
        "Washing machine delivered to the Haddads this morning, plumbed in and working.",
    ),
    (
        "named person progressive chasing",
        "Priya is chasing the league secretary about the missing result from Tuesday's match.",
        "Priya heard back from the league secretary and Tuesday's result is now up on the site.",
    ),
    (
        "can named person question",
        "Can Marek swap the lens on screen 3 before the matinee?",
        "Lens change on screen 3 done by Marek at eleven.",
    ),
    (
        "todo label",
        "TODO: recalibrate the laser cutter bed, it's cutting shallow on the left.",
        "Laser cutter bed recalibrated; test cuts come out even across the whole sheet now.",
    ),
    (
        "thing needs passive gerund",
        "The coping on the mini ramp needs rewelding before anyone skates it again.",
        "Welder came out this afternoon and the mini ramp coping is solid again.",
    ),
    (
        "waiting on fragment",
        "Waiting on the distributor to send the subtitle file for the Sunday screening.",
        "Subtitle file for Sunday arrived from the distributor and plays fine.",
    ),
    (
        "passive been asked to",
        "Dara's been asked to write the picture round for next week's quiz league final.",
        "Picture round for the final is written: Dara sent it over last night.",
    ),
    (
        "overdue label",
        "Overdue: paying Ruth's Rails for the 70s denim consignment.",
        "Ruth's Rails payment for the denim went through this afternoon.",
    ),
    (
        "lets get something done",
        "Let's get the March antenatal class rota sent out to the midwives.",
        "March antenatal rota emailed to all the midwives.",
    ),
    (
        "team due to scheduled",
        "The forestry crew are due to clear the fallen larch off the north track on Thursday.",
        "North track is open again; the larch was cut up and dragged off on Thursday.",
    ),
    (
        "negative not yet",
        "Haven't sent the stained duvet covers back to the laundry firm yet.",
        "Stained duvet covers collected by the laundry firm this morning.",
    ),
    (
        "remind me to",
        "Remind me to log the hours from Saturday's callout in the rescue team spreadsheet.",
        "Saturday's callout hours are in the spreadsheet now.",
    ),
    (
        "polite please could team",
        "Please could the evening staff reset the padlock codes in the Pharaoh escape room?",
        "Evening staff changed every Pharaoh room padlock code before close.",
    ),
    (
        "bare noun phrase with purpose",
        "Planetarium dome: seam cleaning before the school show.",
        "Dome seams were cleaned Wednesday night, all ready for the schools.",
    ),
    (
        "idiom it's on me",
        "It's on me to order the new helmets for the roller derby intake.",
        "Helmets for the new skaters are ordered and arrive Monday.",
    ),
    (
        "named person future will",
        "Kofi will sort out the new target bosses for the archery club before the open day.",
        "New target bosses are up on the range, thanks to Kofi.",
    ),
    (
        "impersonal someone has to",
        "Someone has to check the humidity logger in the museum's textile store this week.",
        "Textile store humidity logger checked: readings steady at fifty percent.",
    ),
    (
        "two sentences state then needs",
        "The stairwell lights in block C are out again. Needs reporting to the housing office.",
        "Reported the block C stairwell lights to the housing office, reference 4471.",
    ),
    (
        "cancel",
        "We're planning a late-night skate jam at the park for the end of the month.",
        "Skate jam is off: the council won't extend the park hours, so it isn't happening.",
    ),
]

HELD_OUT_15_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (3, "Lens change on screen 1 done by Marek at eleven."),
    (8, "Ruth's Rails payment for the 60s knitwear went through this afternoon."),
    (10, "The forestry crew cleared the fallen larch off the south track on Thursday."),
    (11, "Stained pillowcases collected by the laundry firm this morning."),
    (13, "Evening staff changed every padlock code in the Submarine room before close."),
    (1, "Washing machine delivered to the Osei family this morning, plumbed in and working."),
    (12, "Sunday's training hours are in the rescue team spreadsheet now."),
    (17, "Paintings store humidity logger checked: readings steady at fifty percent."),
    # partial progress
    (4, "Started recalibrating the laser cutter bed; left side done, right still cuts shallow."),
    (9, "Half the March antenatal rota has gone out, still missing the night-shift midwives."),
    (16, "Kofi has put up two of the five new target bosses so far."),
    # negated
    (5, "Welder didn't turn up, so the mini ramp coping is still broken."),
    (6, "Distributor still hasn't sent the subtitle file for Sunday."),
    (15, "Haven't got round to ordering the new helmets."),
    # future
    (7, "Dara will have the picture round for the final written by Friday."),
    (14, "Dome seams will get cleaned on Wednesday night."),
    (0, "I'll ring the leisure centre tomorrow about parking the van on the 12th."),
    # questions about completion
    (2, "Has Priya heard back from the league secretary about Tuesday's result yet?"),
    (18, "Did anyone actually report the block C stairwell lights?"),
    (10, "Is the north track clear yet, or is the larch still lying across it?"),
]

HELD_OUT_15_CHIT_CHAT: list[str] = [
    "I just need to sit down with a cup of tea after that shift.",
    "TODO: absolutely nothing this Sunday.",
    "Waiting on the sun to come out so I can read on the balcony.",
    "The cat thinks she needs a second breakfast.",
    "Let's grab a curry after the quiz tonight.",
    "Overdue: a proper holiday somewhere hot.",
    "Someone has to win the raffle, might as well be me.",
    "Friday night: pizza and a film on the sofa.",
    "Really need a holiday after this month.",
    "We're planning to do absolutely nothing on Saturday.",
    "Room 214: lovely couple, left us a thank-you card.",
    "It's pouring down on the skate park again.",
    "Feeling pretty chuffed about the chess result last night.",
    "Kofi will be thrilled with that score.",
    "I'm going to eat my lunch in the sunshine today.",
    "Still can't get over how good that opening film was.",
    "Note to self: the new coffee place by the station is excellent.",
    "The dog is waiting by his bowl like he's never been fed in his life.",
    "Might treat myself to a slice of cake later.",
    "Wish I was on a beach in Portugal right now.",
]
