"""The ninth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_9``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that studies held_out_8, by a writer who had not read the rules,
in five domains no earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_9: tuple[Topic, ...] = (
    Topic(
        "hotel laundry",
        "The hotel's bed linen is laundered by Crisp Linen Services.",
        (
            "We've taken the sheets and towels off Crisp and sent them to Whitehall Laundry.",
            "Crisp stopped collecting our linen in May, so Bluebell Laundries does it now.",
            "The guest-room bedding is washed on site in our own laundry room these days.",
            "Pressed & Folded won the contract for the hotel's linen at the last tender.",
        ),
        (
            "Crisp Linen Services now collect the hotel's linen twice a week rather than daily.",
            "Our account manager at Crisp Linen Services is Janet now, not Phil.",
        ),
        (
            (
                "The restaurant's tablecloths are laundered by Crisp Linen Services.",
                "restaurant tablecloths",
            ),
            (
                "The care home next door has its bedding laundered by Whitehall Laundry now.",
                "care home bedding",
            ),
        ),
    ),
    Topic(
        "workplace pension",
        "We use Nest for the staff workplace pension.",
        (
            "The staff pension scheme moved over from Nest to Royal London in April.",
            "Nest is no longer our pension provider; contributions go into The People's Pension.",
            "Employees' retirement savings are handled by Scottish Widows now.",
            "Smart Pension has taken over the company's auto-enrolment scheme.",
        ),
        (
            "The employer's contribution to the staff pension has gone up to five per cent.",
            "Pension questions should go to Farah in HR rather than the finance team now.",
        ),
        (
            ("The directors' pensions are held with Nest too.", "directors' pensions"),
            ("We use Benefex for the staff benefits portal.", "staff benefits portal"),
        ),
    ),
    Topic(
        "weekly food shop",
        "We get the weekly food shop delivered from Sainsbury's.",
        (
            "We've given up on Sainsbury's deliveries and order the groceries from Ocado now.",
            "The big weekly shop comes from Tesco these days.",
            "Since the Aldi opened nearby I drive there on Saturdays for the week's groceries.",
            "Sainsbury's stopped delivering to our village, so the food order goes through Asda.",
        ),
        (
            "The delivery slot for the weekly food shop is Sunday evening now, not Thursday.",
            "The weekly food shop has crept up to about a hundred and forty pounds.",
        ),
        (
            ("We get Mum's weekly shop delivered from Sainsbury's as well.", "mum's shopping"),
            ("We get the wine delivered from Majestic every month.", "wine order"),
        ),
    ),
    Topic(
        "spare keys",
        "The spare house keys live with Brenda at number 14.",
        (
            "Brenda has moved away, so the spare set of keys is with my sister now.",
            "We keep a spare key in a lockbox by the back door rather than with Brenda.",
            "The couple at number 9 look after our spare keys these days.",
            "Brenda no longer holds a key for us; Mark from across the road has it.",
        ),
        (
            "The alarm code that goes with the spare house keys has been changed to 4471.",
            "The spare house keys now include a key for the side gate as well.",
        ),
        (
            ("The spare car keys live with Brenda at number 14 too.", "spare car keys"),
            ("Our parcels are left with Brenda at number 14 when we're out.", "parcel drop-off"),
        ),
    ),
    Topic(
        "office stationery",
        "Our office stationery supplier is Viking.",
        (
            "We've stopped ordering pens and paper from Viking and buy them on Amazon Business.",
            "Office supplies come from Staples now.",
            "Viking lost the stationery account to a local firm, Penfold Office Supplies.",
            "The stationery cupboard is kept stocked by Lyreco these days.",
        ),
        (
            "Stationery orders now have to be signed off by Gemma before they're placed.",
            "The stationery order goes in once a month instead of every fortnight.",
        ),
        (
            ("Our printer toner supplier is Viking as well.", "printer toner"),
            ("Our office furniture supplier is now Staples.", "office furniture"),
        ),
    ),
)
