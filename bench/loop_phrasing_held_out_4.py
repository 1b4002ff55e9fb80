"""The fourth held-out set of ``bench/loop_phrasing.py`` (``--split held_out_4``): written before
the rule change it measures, in new domains and wording, in the format of
``bench/loop_phrasing_cases.py``. About half its openers are obligations said through a
participle or a noun ("is required to", "our goal is to", "wants servicing", "on the
backlog"), the rest forms no earlier set uses.

``HELD_OUT_4_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_4_NOT_CLOSING``: (index in HELD_OUT_4_PAIRS, line) that must not close that
opener. ``HELD_OUT_4_CHIT_CHAT``: everyday lines that are no work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_4_PAIRS: list[tuple[str, str, str]] = [
    (
        "required to",
        "The clinic is required to audit its controlled drugs register.",
        "Controlled drugs register audited last Friday.",
    ),
    (
        "expected to",
        "Contractors are expected to clear the scaffolding from the east wing.",
        "Scaffolding cleared from the east wing.",
    ),
    (
        "tasked with",
        "Bea is tasked with translating the safety leaflets into Polish.",
        "Safety leaflets translated into Polish by Bea.",
    ),
    (
        "goal is to",
        "Our goal is to digitise the parish records.",
        "The parish records are now digitised.",
    ),
    (
        "wants",
        "The greenhouse roof wants patching.",
        "Patched the greenhouse roof.",
    ),
    (
        "backlog",
        "Exporting invoices to CSV is on the backlog.",
        "Invoice export to CSV shipped.",
    ),
    (
        "yet to",
        "The council is yet to approve the loading bay.",
        "The council approved the loading bay.",
    ),
    (
        "overdue",
        "The fire extinguisher inspection is overdue.",
        "Fire extinguishers inspected and tagged.",
    ),
    (
        "high time",
        "It's high time we rotated the admin passwords.",
        "Admin passwords rotated.",
    ),
    (
        "intend",
        "I intend to rehome the tropical fish before the move.",
        "Rehomed the tropical fish with a neighbour.",
    ),
    (
        "priority",
        "Top priority: fix the leaking valve in the boiler house.",
        "Leaking valve in the boiler house fixed.",
    ),
    (
        "awaits",
        "The new signage awaits installation at the depot.",
        "New signage installed at the depot.",
    ),
    (
        "obliged to",
        "The tenants are obliged to repaint the hallway when they leave.",
        "The tenants repainted the hallway before handing back the keys.",
    ),
    (
        "we need",
        "We need a structural survey of the old granary.",
        "Structural survey of the old granary completed.",
    ),
    (
        "hasn't",
        "Nobody has serviced the sewing machines yet.",
        "Sewing machines serviced on Monday.",
    ),
    (
        "would be good",
        "It would be good to relabel the seed drawers.",
        "Seed drawers relabelled.",
    ),
    (
        "intention",
        "The intention is to merge the two choirs in September.",
        "The two choirs merged.",
    ),
    (
        "open item",
        "Open item: sign the lease extension for the kiosk.",
        "Lease extension for the kiosk signed.",
    ),
    (
        "committed",
        "The school committed to planting a hedge along the playing field.",
        "Hedge planted along the playing field.",
    ),
    (
        "cancel",
        "The club is required to resurface the tennis courts.",
        "Resurfacing the tennis courts has been scrapped.",
    ),
]

HELD_OUT_4_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "The pharmacy audited its stock list."),
    (1, "Scaffolding cleared from the west wing."),
    (2, "Bea translated the menu into Polish."),
    (3, "The school records are now digitised."),
    (4, "Patched the shed roof."),
    (5, "Payslip export to PDF shipped."),
    (6, "The council approved the new bus shelter."),
    (10, "Leaking tap in the staff kitchen fixed."),
    (11, "New signage installed at the head office."),
    (13, "Structural survey of the new barn completed."),
    (18, "Hedge planted along the car park."),
    # partial progress
    (3, "A quarter of the parish records are digitised."),
    (7, "Two of the six fire extinguishers inspected."),
    (14, "One of the sewing machines has been serviced."),
    # negated
    (8, "We haven't rotated the admin passwords."),
    (12, "The tenants did not repaint the hallway."),
    # future
    (15, "The seed drawers will be relabelled tomorrow."),
    (17, "The kiosk lease extension will be signed next week."),
    # questions about completion
    (9, "Were the tropical fish rehomed?"),
    (16, "Have the two choirs merged?"),
]

HELD_OUT_4_CHIT_CHAT: list[str] = [
    "I'm required to say the food was great.",
    "Our goal is to have fun this weekend.",
    "It's high time we had a holiday.",
    "We need a holiday.",
    "It would be good to see you soon.",
    "The intention is to relax.",
    "My patience wants testing today.",
    "You're expected to dress up for the party.",
    "I intend to enjoy my birthday.",
    "Top priority: coffee.",
    "Nobody has seen the cat yet.",
    "I'm yet to find a decent pizza round here.",
    "We're obliged to laugh at his jokes.",
    "The kids need a bath.",
    "It would be lovely to go to the seaside.",
    "My plan is to sleep in.",
    "I need a nap.",
    "We committed to a lazy Sunday.",
    "The garden looks lovely.",
    "I'm tasked with choosing the film tonight.",
]
