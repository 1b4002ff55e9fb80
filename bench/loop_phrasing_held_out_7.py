"""The seventh held-out set of ``bench/loop_phrasing.py`` (``--split held_out_7``), in the format
of ``bench/loop_phrasing_cases.py``. Written at the end of a session, before any round that
would study held out 6, by a writer who did not know what that round will read: work said
through a state ("behind on", "still open", "with the auditor"), a habit of putting off ("I
keep meaning to"), a want with a participle ("want the register updated"), a lapse or an
expiry, an assignment in the passive ("has been asked to"), an infinitive after a noun ("a
form to fill in"), and labels of their own ("Parking permits: renewal due").

``HELD_OUT_7_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_7_NOT_CLOSING``: (index in HELD_OUT_7_PAIRS, line) that must not close that
opener. ``HELD_OUT_7_CHIT_CHAT``: everyday lines in the same shapes that are no work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: run once on the rules it was written under, then
# once after the next round.
HELD_OUT_7_PAIRS: list[tuple[str, str, str]] = [
    (
        "whoever",
        "Whoever's free should pick up the donated chairs from St Mark's.",
        "Picked up the donated chairs from St Mark's.",
    ),
    (
        "still need",
        "The new volunteers still need their safeguarding training.",
        "All the new volunteers have done their safeguarding training.",
    ),
    (
        "behind on",
        "We're behind on the quarterly newsletter.",
        "The quarterly newsletter went out today.",
    ),
    (
        "coming",
        "The boiler keeps cutting out; an engineer is coming on Thursday.",
        "The engineer fixed the boiler.",
    ),
    (
        "not yet label",
        "Leaflets for the open day: not printed yet.",
        "Open day leaflets printed.",
    ),
    (
        "keep meaning to",
        "I keep meaning to clear the moss off the garage roof.",
        "Cleared the moss off the garage roof.",
    ),
    (
        "next on list",
        "The stair carpet is next on Dad's list.",
        "Dad replaced the stair carpet.",
    ),
    (
        "next job",
        "Ordered the replacement hinge; fitting it is the next job.",
        "Fitted the replacement hinge.",
    ),
    (
        "with someone",
        "The charity accounts are with the auditor for sign-off.",
        "The auditor signed off the charity accounts.",
    ),
    (
        "wants a noun",
        "The tap in the church kitchen drips and wants a new washer.",
        "New washer fitted to the church kitchen tap.",
    ),
    (
        "been asked to",
        "Ravi has been asked to redo the seating chart for the dinner.",
        "Ravi redid the seating chart for the dinner.",
    ),
    (
        "want it done",
        "The trustees want the risk register updated before the AGM.",
        "Risk register updated.",
    ),
    (
        "still open",
        "Booking the coach for the away trip is still open.",
        "Coach booked for the away trip.",
    ),
    (
        "due label",
        "Parking permits: renewal due at the end of the month.",
        "Parking permits renewed.",
    ),
    (
        "lapses",
        "Our contents insurance lapses on 3 May.",
        "Contents insurance renewed for another year.",
    ),
    (
        "has the task of",
        "Marcus has the task of finding a new caterer.",
        "Marcus found a new caterer: Fig and Thistle.",
    ),
    (
        "to fill in",
        "There's another grant form to fill in for the council.",
        "Filled in the council's grant form.",
    ),
    (
        "open with",
        "The warranty claim for the dishwasher is open with the supplier.",
        "The supplier settled the dishwasher warranty claim.",
    ),
    (
        "first job",
        "First job on Monday: sand the hall floor.",
        "Sanded the hall floor.",
    ),
    (
        "cancel",
        "I keep meaning to repaint the shed.",
        "Not bothering with the shed; it's coming down in the spring.",
    ),
]

HELD_OUT_7_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Picked up the donated books from St Mark's."),
    (2, "The Christmas newsletter went out today."),
    (4, "Leaflets for the quiz night printed."),
    (6, "Dad replaced the hall carpet."),
    (9, "New washer fitted to the vestry tap."),
    (12, "Coach booked for the choir trip."),
    (14, "Car insurance renewed for another year."),
    (17, "The supplier settled the fridge warranty claim."),
    # partial progress
    (1, "Half the new volunteers have done their safeguarding training."),
    (18, "Sanded one end of the hall floor."),
    (5, "Cleared the moss off part of the garage roof."),
    # negated
    (10, "Ravi hasn't redone the seating chart."),
    (15, "Marcus didn't find a caterer this week."),
    (16, "Still haven't filled in the council's grant form."),
    # future
    (3, "The engineer will fix the boiler on Thursday."),
    (11, "The risk register gets updated next week."),
    (8, "The auditor signs off the charity accounts on Friday."),
    # questions about completion
    (7, "Has anyone fitted the replacement hinge?"),
    (13, "Did the parking permits get renewed?"),
    (2, "Is the quarterly newsletter out?"),
]

HELD_OUT_7_CHIT_CHAT: list[str] = [
    "Whoever's free should come to the pub later.",
    "I still need my morning coffee.",
    "We're behind on sleep this week.",
    "Grandma is coming on Thursday.",
    "Biscuits for the meeting: not eaten yet.",
    "I keep meaning to take up yoga.",
    "Pudding is next on the menu.",
    "My next job is finding the remote.",
    "The kids are with their dad this weekend.",
    "The dog wants a walk.",
    "Tom has been asked to the wedding.",
    "The kids want the telly on.",
    "The café is still open.",
    "Coffee: due a refill.",
    "My patience lapses at five o'clock.",
    "Marcus has the task of choosing the music tonight.",
    "There's another episode to watch.",
    "The bar is open with a happy hour until seven.",
    "First job on Saturday: a lie-in.",
    "Not bothering with lunch today.",
]
