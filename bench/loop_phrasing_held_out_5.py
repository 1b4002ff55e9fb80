"""The fifth held-out set of ``bench/loop_phrasing.py`` (``--split held_out_5``): written before
the rule change it measures, in new domains and wording, in the format of
``bench/loop_phrasing_cases.py``. Its openers are the ways minutes, chat and notes say that work
is still to do without a modal verb: a headline infinitive ("Marta to book ..."), work not done
yet ("hasn't gone out yet", "still to ..."), a need with a noun, a deadline, a request, a burden
("on my plate", "falls to me"), and forms no earlier set uses.

``HELD_OUT_5_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_5_NOT_CLOSING``: (index in HELD_OUT_5_PAIRS, line) that must not close that
opener. ``HELD_OUT_5_CHIT_CHAT``: everyday lines, requests and wishes that are no work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_5_PAIRS: list[tuple[str, str, str]] = [
    (
        "headline infinitive",
        "Marta to book the minibus for the away game.",
        "Minibus booked for the away game.",
    ),
    (
        "action label",
        "Action: Idris to chase the courier about the lost pallet.",
        "Idris chased the courier; the pallet turns up Tuesday.",
    ),
    (
        "not yet",
        "The quote for the new windows hasn't gone out yet.",
        "Sent the quote for the new windows.",
    ),
    (
        "still to",
        "Still to do: renew the parking permits for the vans.",
        "Parking permits for the vans renewed.",
    ),
    (
        "need a noun",
        "The chapel needs a new lock on the vestry door.",
        "New lock fitted on the vestry door.",
    ),
    (
        "deadline",
        "Deadline for the tender response is 14 March.",
        "Tender response submitted.",
    ),
    (
        "could you",
        "Could you send Ayesha the signed consent forms?",
        "Ayesha has the signed consent forms.",
    ),
    (
        "let's",
        "Let's get the gutters on the barn cleared before winter.",
        "Gutters on the barn cleared.",
    ),
    (
        "on my plate",
        "The quarterly VAT return is on my plate.",
        "Quarterly VAT return filed.",
    ),
    (
        "falls to",
        "Ordering the hymn books falls to Gwen.",
        "Gwen ordered the hymn books.",
    ),
    (
        "mustn't forget",
        "Mustn't forget to renew the van's MOT.",
        "Van passed its MOT; renewed until next year.",
    ),
    (
        "see about",
        "I'll see about getting the piano tuned.",
        "Piano tuned on Saturday.",
    ),
    (
        "someone should",
        "Someone has to check the fire exits at the village hall.",
        "Fire exits at the village hall checked.",
    ),
    (
        "in the works",
        "A ramp for the side entrance is in the works.",
        "The ramp at the side entrance is finished.",
    ),
    (
        "haven't got round",
        "Haven't got round to backing up the shop's laptop.",
        "Backed up the shop's laptop.",
    ),
    (
        "on the hook",
        "We're on the hook for repairing the neighbour's fence.",
        "Repaired the neighbour's fence.",
    ),
    (
        "booked for",
        "The chimney sweep is booked for next Thursday.",
        "Chimney swept.",
    ),
    (
        "promised",
        "Told the landlord we'd fix the dripping tap.",
        "Fixed the dripping tap.",
    ),
    (
        "waiting for",
        "Waiting for the surveyor's report on the barn conversion.",
        "Surveyor's report on the barn conversion arrived.",
    ),
    (
        "cancel",
        "Marta to book the coach for the choir trip.",
        "The choir trip is off, so no coach.",
    ),
]

HELD_OUT_5_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Minibus booked for the school fete."),
    (2, "Sent the quote for the new doors."),
    (3, "Parking permits for the staff renewed."),
    (4, "New lock fitted on the tower door."),
    (8, "Annual VAT return filed."),
    (9, "Gwen ordered the flowers."),
    (15, "Repaired the garden fence."),
    (18, "Surveyor's report on the cottage arrived."),
    # partial progress
    (3, "Half the parking permits for the vans renewed."),
    (7, "Cleared the gutters on one side of the barn."),
    # negated
    (11, "The piano still hasn't been tuned."),
    (14, "Didn't back up the shop's laptop today either."),
    # future
    (0, "The minibus will be booked on Monday."),
    (5, "Tender response goes in next week."),
    (12, "The fire exits will be checked after the concert."),
    # questions about completion
    (6, "Did Ayesha get the signed consent forms?"),
    (10, "Has the van had its MOT?"),
    # another step of the same work, not the work itself
    (1, "Idris rang the courier's depot but nobody answered."),
    (13, "Drew up plans for the side entrance ramp."),
    (16, "Rang the chimney sweep to confirm Thursday."),
]

HELD_OUT_5_CHIT_CHAT: list[str] = [
    "Could you pass the salt?",
    "Let's grab lunch sometime.",
    "Mustn't forget to breathe.",
    "Still to do: absolutely nothing, it's Sunday.",
    "Someone has to eat the last biscuit.",
    "The dog needs a walk.",
    "I'll see about a nap.",
    "Dessert is on me tonight.",
    "Waiting for the rain to stop.",
    "Haven't got round to watching that series.",
    "Deadline for bed is ten o'clock.",
    "Need a holiday badly.",
    "The kettle is on.",
    "Let's hope it stays sunny.",
    "Tom to bring the crisps, apparently.",
    "Could you believe that match last night?",
    "We're on the hook for another rainy weekend.",
    "My tea needs more sugar.",
    "Someone should tell the pigeons to be quiet.",
    "Story time falls to Grandad tonight.",
]
