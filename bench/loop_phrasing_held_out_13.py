"""Thirteenth held-out set for bench/loop_phrasing.py (--split held_out_13).

Written before the change it measures, by a writer who has not read the rules, in new
domains and wording. HELD_OUT_13_PAIRS holds (form, opener, closer) tuples: an open piece
of work and a later line finishing it (one "cancel" pair where it is called off).
HELD_OUT_13_NOT_CLOSING holds (pair index, line) near-misses that must not close that
opener. HELD_OUT_13_CHIT_CHAT holds everyday lines shaped like work notes but not tasks.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_13_PAIRS: list[tuple[str, str, str]] = [
    (
        "we need to",
        "We need to swap the worn tyres on the library van before the winter route starts.",
        "New tyres went on the library van this morning.",
    ),
    (
        "bare imperative note",
        "Prune the three old cider trees by the north fence.",
        "Pruning of the three cider trees by the north fence is finished.",
    ),
    (
        "named person will",
        "Marta will email the aftercare sheet to Tuesday's walk-in client.",
        "Aftercare sheet sent to Tuesday's walk-in, Marta copied me in.",
    ),
    (
        "overdue label",
        "OVERDUE: life-jacket inspection on the Saltmarsh Belle.",
        "Inspector signed off the Saltmarsh Belle's life jackets today, all in date.",
    ),
    (
        "still waiting on",
        "We're still waiting on the piano tuner to give us a date for the recital hall Steinway.",
        "Piano tuner has confirmed Thursday at nine for the recital hall Steinway.",
    ),
    (
        "passive needs to be",
        "The patrol tents need to be dried out and repacked after the weekend camp.",
        "All the patrol tents are dry and back in their bags in the hut.",
    ),
    (
        "I promised",
        "I promised the architects on Quay Street a same-day pickup rate by Friday.",
        "Quay Street architects now have our same-day pickup rate.",
    ),
    (
        "cancel",
        "We're planning to replace the shelves in the big electric kiln next month.",
        "Kiln shelf replacement is off; the old shelves passed inspection so we're keeping them.",
    ),
    (
        "can someone request",
        "Can someone move the spare wheelchairs from the Ward 6 corridor back to the main store?",
        "Ward 6 corridor is clear, Dev took the spare wheelchairs back to the main store.",
    ),
    (
        "arrow assignment",
        "Speaker badges -> Priya, by Monday.",
        "Priya has printed and bagged all the speaker badges.",
    ),
    (
        "I'm in the middle of",
        "I'm in the middle of fixing the save-file crash on level four for the Switch build.",
        "Save-file crash on level four is resolved in the Switch build, patch merged.",
    ),
    (
        "noun phrase booked for",
        "Gas safety check for the crepe stall booked for Saturday at 8.",
        "The crepe stall passed its gas safety check this morning.",
    ),
    (
        "team has to",
        "The Leeds crew has to return the borrowed piano dolly to Harper Removals this week.",
        "Piano dolly is back with Harper Removals, dropped off by the Leeds crew.",
    ),
    (
        "don't forget",
        "Don't forget the buttonholes for the Okafor christening on Sunday.",
        "Buttonholes for the Okafor christening made up and collected.",
    ),
    (
        "two short sentences",
        "Label on the Roman coin case is wrong. Needs reprinting before the school visit.",
        "Corrected label is now in the Roman coin case.",
    ),
    (
        "still to do list item",
        "Still to do: unblock the shower drain in the east amenity block.",
        "Shower drain in the east amenity block is running clear again after Ross rodded it.",
    ),
    (
        "named person asked me to",
        "Gemma asked me to cut the mayor interview down to four minutes "
        "for tomorrow's breakfast show.",
        "The mayor interview is edited to four minutes and sitting in the breakfast show folder.",
    ),
    (
        "we should",
        "We should renew the dog-walking public liability insurance before it lapses on the 30th.",
        "Liability insurance renewed for another year, certificate saved in the shared drive.",
    ),
    (
        "named person still owes",
        "Kwame still owes us the defect report for bus 214's rear door.",
        "Got Kwame's write-up on the bus 214 rear door fault.",
    ),
    (
        "I'll tonight",
        "I'll send the exam hall seating plan to the invigilators tonight.",
        "Invigilators have had the exam hall seating plan.",
    ),
]

HELD_OUT_13_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "New tyres went on the library's delivery car this morning."),
    (2, "Aftercare sheet sent to Thursday's walk-in client."),
    (3, "Inspector signed off the Harbour Star's life jackets today, all in date."),
    (8, "Spare wheelchairs from the Ward 9 corridor are back in the main store."),
    (9, "Priya has printed and bagged all the delegate badges."),
    (12, "The Leeds crew returned the borrowed sack truck to Harper Removals."),
    (15, "Shower drain in the west amenity block is running clear again."),
    (18, "Got Kwame's write-up on the bus 217 rear door fault."),
    # partial progress
    (1, "Pruned two of the three cider trees by the north fence; the big one still to go."),
    (5, "Half the patrol tents are dry, the rest are still hanging up in the hut."),
    (16, "Got the mayor interview down to six minutes so far, still trimming."),
    # negated
    (6, "Haven't sent the Quay Street architects the same-day rate yet."),
    (11, "The crepe stall gas check didn't happen, the engineer never showed."),
    (17, "Liability insurance still not renewed, the broker hasn't replied."),
    # future
    (10, "The save-file crash fix should be merged into the Switch build by Friday."),
    (13, "Will make up the Okafor buttonholes first thing Sunday."),
    (19, "Seating plan will go to the invigilators after lunch tomorrow."),
    # questions about completion
    (4, "Has the piano tuner confirmed a date for the Steinway yet?"),
    (14, "Did the corrected label ever go into the Roman coin case?"),
    (9, "Are the speaker badges printed yet, Priya?"),
]

HELD_OUT_13_CHIT_CHAT: list[str] = [
    "We need to just sit on the sofa tonight and do absolutely nothing.",
    "I'm going to have a long bath and an early night.",
    "Overdue: some proper sunshine.",
    "Biscuit is staring at his food bowl again, the greedy old dog.",
    "Still waiting for summer to actually turn up.",
    "Plan for Sunday: nothing whatsoever.",
    "I really need a holiday somewhere with a beach and no wifi.",
    "Lunch: the leftover lasagne, which was even better cold.",
    "Can't wait for the bank holiday lie-in.",
    "The orchard looks lovely in blossom this week.",
    "So proud of how the open day went, what a team.",
    "Raining again, so much for eating outside.",
    "Friday mood: tired but happy.",
    "I'm in the mood for fish and chips tonight.",
    "Note: the new coffee in the staff room is excellent.",
    "Don't forget to breathe, it's only Monday.",
    "Thinking I'll treat myself to a croissant on the way in.",
    "The ferry crossing was lovely and calm this morning.",
    "We should take a moment to enjoy the quiet before the summer rush.",
    "Waiting for the kettle to boil and dreaming about biscuits.",
]
