"""The sixth held-out set of ``bench/loop_phrasing.py`` (``--split held_out_6``): written before
the rule change it measures, in new domains and wording, in the format of
``bench/loop_phrasing_cases.py``. Its openers are forms no earlier set uses: hand-overs and
turns ("Over to you:", "Up next:", "Next on the list:", "Note to self:"), whose job it is
("down to me", "is my job", "X's on it"), requests ("Can you ..."), a need or a due said
another way ("in need of", "due a visit", "runs out in June"), a reported promise ("I've said
I'll"), and reminders of a thing ("Don't let me forget the referral letter").

``HELD_OUT_6_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_6_NOT_CLOSING``: (index in HELD_OUT_6_PAIRS, line) that must not close that
opener. ``HELD_OUT_6_CHIT_CHAT``: everyday lines in the same forms that are no work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_6_PAIRS: list[tuple[str, str, str]] = [
    (
        "over to you",
        "Over to you: book the village hall for the AGM.",
        "Village hall booked for the AGM.",
    ),
    (
        "on it",
        "Priya's on it: renewing the club's public liability insurance.",
        "The club's public liability insurance is renewed.",
    ),
    (
        "can you",
        "Can you ring the council about the broken streetlight on Ash Road?",
        "Rang the council about the Ash Road streetlight.",
    ),
    (
        "up next",
        "Up next: repaint the bench by the pond.",
        "The bench by the pond is repainted.",
    ),
    (
        "runs out",
        "The gas safety certificate for the flat runs out in June.",
        "Gas safety certificate for the flat renewed.",
    ),
    (
        "down to me",
        "Sorting the loft insulation is down to me.",
        "Loft insulation sorted.",
    ),
    (
        "chasing up",
        "Chasing up: the refund for the cancelled flights.",
        "The refund for the cancelled flights came through.",
    ),
    (
        "still want",
        "Tuesday's minutes still want typing up.",
        "Typed up Tuesday's minutes.",
    ),
    (
        "said I'll",
        "I've said I'll cover Sunday's shift at the food bank.",
        "Covered Sunday's shift at the food bank.",
    ),
    (
        "looking into",
        "Jamal is looking into the damp patch in the nursery.",
        "Jamal fixed the damp patch in the nursery.",
    ),
    (
        "next on the list",
        "Next on the list: clear out the garage.",
        "Garage cleared out.",
    ),
    (
        "don't let me forget",
        "Don't let me forget the dentist's referral letter.",
        "Posted the dentist's referral letter.",
    ),
    (
        "due a",
        "We're due a visit from the fire inspector.",
        "The fire inspector visited on Monday.",
    ),
    (
        "in need of",
        "The guttering on the chapel is in need of repair.",
        "Chapel guttering repaired.",
    ),
    (
        "my job",
        "Getting quotes for the new fence is my job this week.",
        "Got three quotes for the new fence.",
    ),
    (
        "note to self",
        "Note to self: cancel the gardening magazine subscription.",
        "Gardening magazine subscription cancelled.",
    ),
    (
        "plan for",
        "The plan for Saturday: strip the wallpaper in the back bedroom.",
        "Stripped the wallpaper in the back bedroom.",
    ),
    (
        "would you",
        "Would you send the caterers the final numbers for the wedding?",
        "Sent the caterers the final numbers for the wedding.",
    ),
    (
        "first thing",
        "First thing tomorrow: defrost the chest freezer in the shop.",
        "Defrosted the chest freezer in the shop.",
    ),
    (
        "cancel",
        "Up next: tile the downstairs loo.",
        "Forget tiling the downstairs loo; we're selling the house.",
    ),
]

HELD_OUT_6_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Village hall booked for the jumble sale."),
    (1, "The club's minibus insurance is renewed."),
    (3, "The bench by the gate is repainted."),
    (4, "Gas safety certificate for the shop renewed."),
    (7, "Typed up Thursday's minutes."),
    (10, "Shed cleared out."),
    (13, "Chapel roof repaired."),
    (16, "Stripped the wallpaper in the front room."),
    # partial progress
    (6, "Half the refund for the cancelled flights came through."),
    (10, "Cleared out one side of the garage."),
    (14, "Got one quote for the new fence so far."),
    # negated
    (2, "Didn't get round to ringing the council about the streetlight."),
    (9, "Jamal hasn't fixed the damp patch in the nursery."),
    (17, "Haven't sent the caterers the final numbers."),
    # future
    (5, "Loft insulation will be sorted next month."),
    (11, "The dentist's referral letter goes in the post tomorrow."),
    (12, "The fire inspector visits on Monday."),
    # questions about completion
    (8, "Did you cover Sunday's shift at the food bank?"),
    (15, "Is the gardening magazine subscription cancelled?"),
    (18, "Has anyone defrosted the chest freezer?"),
]

HELD_OUT_6_CHIT_CHAT: list[str] = [
    "Over to you, what do you fancy for dinner?",
    "Can you believe this weather?",
    "Up next: the weather forecast.",
    "Choosing the film is down to me tonight.",
    "Note to self: smile more.",
    "We're due a sunny day.",
    "The cat is in need of a cuddle.",
    "Next on the list: a cup of tea.",
    "Don't let me forget my umbrella.",
    "I've said I'll be there at eight.",
    "Chasing up: my sleep.",
    "My job this week is to relax.",
    "The plan for Saturday: a lie-in.",
    "Jamal is looking into the fridge again.",
    "Priya's on it with the snacks, as usual.",
    "Can you hear the rain?",
    "The kids are awaiting their pudding.",
    "My patience runs out at six.",
    "Forget the diet, it's Friday.",
    "Would you look at that sunset.",
]
