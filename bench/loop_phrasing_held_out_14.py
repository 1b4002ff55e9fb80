"""Fourteenth held-out set for bench/loop_phrasing.py (--split held_out_14).

Written before the change it measures, by a writer who has not read the rules, in new
domains and new wording. HELD_OUT_14_PAIRS holds (form, opener, closer) tuples: an opener
that leaves work open and a later closer saying it was done (one "cancel" pair says it
was called off). HELD_OUT_14_NOT_CLOSING holds (pair index, line) near-misses that must
not close that opener. HELD_OUT_14_CHIT_CHAT holds everyday lines shaped like work notes
that are not work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_14_PAIRS: list[tuple[str, str, str]] = [
    (
        "I need to",
        "I need to swap out the broken lockers in dorm 4 before the Easter rush.",
        "New lockers are in dorm 4, all keys tested.",
    ),
    (
        "passive has been asked to",
        "Priya has been asked to update the roadworks list for the A38 bulletin.",
        "A38 roadworks list refreshed by Priya this morning.",
    ),
    (
        "thing needs",
        "The jetty on peg 12 needs new boards before the match on Saturday.",
        "Peg 12 jetty reboarded yesterday afternoon, safe to fish from.",
    ),
    (
        "we've promised that",
        "We've promised Mrs Okafor her daughter's veil will be shortened by Thursday.",
        "Okafor veil taken up two inches and collected.",
    ),
    (
        "TODO label",
        "TODO: DNO notification for the Hendry Road install.",
        "Sent the DNO the notification for Hendry Road, reference logged.",
    ),
    (
        "could someone question",
        "Could someone re-solder the loose wire on the branch-line points before the open day?",
        "Dave fixed the branch-line points wiring last night, trains running through fine.",
    ),
    (
        "still waiting on fragment",
        "Still waiting on the lab results for the otter's blood test.",
        "Otter blood results came back this afternoon, all normal.",
    ),
    (
        "is overdue",
        "The van's gas safety check is overdue.",
        "Gas engineer signed off the van's safety check today.",
    ),
    (
        "person is on task",
        "Marco is on placement tests for the new Brazilian group.",
        "Placement tests for the Brazilian group are all marked, levels on the board.",
    ),
    (
        "team to do at time",
        "Signage crew to put out the route arrows on Saturday at 6am.",
        "Route arrows all up along the 100k loop.",
    ),
    (
        "we still have to",
        "We still have to replace the cracked tow bar on tug 2 before the 06:10 departure.",
        "Tug 2 has its new tow bar fitted and checked.",
    ),
    (
        "I'll promise",
        "I'll review Sam's pull request for the config parser tonight.",
        "Left my approval on Sam's config parser PR.",
    ),
    (
        "cancel",
        "Jo asked me to order a new magnet lock for the Pharaoh room bookshelf.",
        "Not ordering the Pharaoh room magnet lock after all; the room closes for good next month.",
    ),
    (
        "passive progressive",
        "The dinosaur gallery labels are being reprinted in larger type.",
        "Large-print labels now up throughout the dinosaur gallery.",
    ),
    (
        "imperative",
        "Ring the Pattersons to confirm the piano move for the 14th.",
        "Spoke to the Pattersons; piano move on the 14th is confirmed.",
    ),
    (
        "two sentences, other promised",
        "Court 3 net is sagging. Tomasz said he'd sort the winding handle.",
        "Tomasz fitted a new winding handle and the court 3 net is at the right height again.",
    ),
    (
        "don't forget to",
        "Don't forget to chlorinate the water tank at the top field before Friday.",
        "Top field water tank treated and tested, reading fine.",
    ),
    (
        "hasn't yet",
        "Egg supplier hasn't delivered this week's order yet.",
        "This week's eggs arrived at lunchtime, all trays on the shelf.",
    ),
    (
        "top of my list label",
        "Top of my list: the grading certificates for Sunday's juniors.",
        "Junior grading certificates printed and signed by sensei.",
    ),
    (
        "we're going to",
        "We're going to repaint the bay markings at the car wash next week.",
        "Bay markings freshly painted, lines dry by close.",
    ),
]

HELD_OUT_14_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "New lockers are in dorm 6, all keys tested."),
    (1, "M5 roadworks list refreshed by Priya this morning."),
    (2, "Peg 14 jetty reboarded yesterday afternoon, safe to fish from."),
    (3, "Veil for Mrs Adebayo's daughter taken up two inches and collected."),
    (4, "Sent the DNO the notification for Carlton Street, reference logged."),
    (8, "Placement tests for the Japanese group are all marked, levels on the board."),
    (10, "Tug 4 has its new tow bar fitted and checked."),
    (11, "Left my approval on Sam's logging PR."),
    # partial progress
    (9, "Route arrows are up on the first 40k, rest to go out after breakfast."),
    (13, "Half the dinosaur gallery labels are back from the printer."),
    (16, "Top field tank is filled, but the chlorine tablets haven't gone in yet."),
    # negated
    (5, "Nobody has touched the branch-line points wiring yet."),
    (7, "Gas engineer couldn't sign off the van today, the regulator's faulty."),
    (15, "Tomasz hasn't managed to fit the new winding handle on court 3."),
    # future
    (14, "I'll ring the Pattersons about the piano move after lunch."),
    (18, "Junior grading certificates will be printed on Saturday morning."),
    (19, "Bay markings are getting repainted on Tuesday if it stays dry."),
    # questions about completion
    (6, "Have the otter's blood results come back yet?"),
    (12, "Did anyone end up ordering the magnet lock for the Pharaoh room?"),
    (17, "Has this week's egg order turned up?"),
]

HELD_OUT_14_CHIT_CHAT: list[str] = [
    "I need to put my feet up after that shift.",
    "We're going to order a curry and watch a film tonight.",
    "TODO: nothing this weekend, absolutely nothing.",
    "Note to self: the sunset from the top deck was gorgeous.",
    "The dog's staring at me like he hasn't eaten in a week.",
    "Really wish I was on a beach in Crete right now.",
    "It's supposed to pour down all Saturday.",
    "Still waiting on summer to actually arrive.",
    "Could someone turn the sun back on, please?",
    "Top of my list for Sunday: a lie-in and a bacon sandwich.",
    "I'll probably just have a nap later.",
    "Feeling pretty chuffed with how the week went.",
    "Don't forget to breathe, it's only Tuesday.",
    "Lunch: soup and a cheese scone, lovely.",
    "Reminder: I deserve a biscuit.",
    "The kettle's been overdue a rest all day, just like me.",
    "Plan for tomorrow is to do absolutely nothing.",
    "Monday mood: tired but cheerful.",
    "My holiday can't come soon enough.",
    "Honestly the view from the office window is lovely today.",
]
