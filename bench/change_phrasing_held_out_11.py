"""The eleventh held-out set of ``bench/change_phrasing.py`` (``--splits held_out_11``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that studies held_out_10, by a writer who had not read the rules,
in five domains no earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_11: tuple[Topic, ...] = (
    Topic(
        "home heating",
        "The house is heated by an oil-fired boiler.",
        (
            "We had the oil boiler ripped out and an air source heat pump fitted in October.",
            "Our central heating runs off mains gas now that the village has been connected.",
            "The oil tank's gone; a ground source heat pump keeps the place warm these days.",
            "We stopped buying heating oil once the wood pellet boiler went in last winter.",
        ),
        (
            "The heating comes on at half six in the morning now rather than seven.",
            "The oil boiler is serviced by Jenkins Heating every autumn now, not by Coleman's.",
        ),
        (
            ("The village hall is heated by an oil-fired boiler too.", "village hall heating"),
            ("The greenhouse is heated by a paraffin heater now.", "greenhouse heating"),
        ),
    ),
    Topic(
        "residents' association chair",
        "Margaret Hughes chairs the Elm Court residents' association.",
        (
            "Margaret stood down at the Elm Court AGM, and Dennis Clarke was voted in as chair.",
            "The residents' group for our block is led by Yusuf Ahmed now.",
            "Margaret Hughes is no longer chair of the residents' association; Carol Price is.",
            "Since January, Elm Court's residents' meetings have been run by Bernadette O'Neill.",
        ),
        (
            "The Elm Court residents' association meets on the second Tuesday of the month now.",
            "Annual subs for the Elm Court residents' association have gone up to £10 a flat.",
        ),
        (
            (
                "Margaret Hughes chairs the parish council's planning committee as well.",
                "parish planning committee",
            ),
            (
                "Dennis Clarke chairs the Oak Court residents' association now.",
                "Oak Court residents' association",
            ),
        ),
    ),
    Topic(
        "visitor sign-in",
        "Visitors sign in using the paper book on the reception desk.",
        (
            "Guests now register on the iPad by the front door instead of in the visitor book.",
            "We've scrapped the paper visitor book; people check in through Sign In App instead.",
            "Anyone visiting the office scans a QR code at the entrance to log their arrival.",
            "Visitors are booked in by the security guard at the car park gate, not at reception.",
        ),
        (
            "Visitor sign-in records are kept for two years now rather than six months.",
            "Questions about visitor sign-in go to Hayley on reception instead of Mark.",
        ),
        (
            (
                "Contractors sign in using the paper book at the loading bay.",
                "contractor sign-in",
            ),
            ("Parcels are now left on the reception desk for collection.", "parcel collection"),
        ),
    ),
    Topic(
        "new starter laptops",
        "New starters are issued Dell Latitude laptops.",
        (
            "We've started giving new joiners MacBook Airs instead.",
            "IT stopped ordering Dells for starters; the standard build is a Lenovo ThinkPad.",
            "Anyone joining the company gets a Microsoft Surface Laptop now.",
            "Since the hardware refresh, a new recruit's welcome kit comes with an HP EliteBook.",
        ),
        (
            "New starters now get their laptops on day one rather than the Friday before.",
            "New starters' laptops are set up by Computacenter now instead of our own IT team.",
        ),
        (
            ("The finance team are issued Dell Latitude laptops too.", "finance team laptops"),
            (
                "New starters are issued their security passes by facilities now.",
                "new starter passes",
            ),
        ),
    ),
    Topic(
        "Callum's barber",
        "Callum gets his hair cut at Sal's barbers on Market Street.",
        (
            "Sal's shut down, so Callum goes to the Turkish barber by the station.",
            "Callum's hair is done by a mobile hairdresser who comes to the house now.",
            "Callum has stopped going to Sal's; he's a regular at Fade Kings on the high street.",
            "These days Callum's haircuts are at the barber's inside the shopping centre.",
        ),
        (
            "Callum gets his hair cut at Sal's every six weeks now, rather than monthly.",
            "Callum's haircut at Sal's costs £18 now, up from £15.",
        ),
        (
            (
                "Callum's dad gets his hair cut at Sal's barbers on Market Street too.",
                "Callum's dad's barber",
            ),
            (
                "Callum gets his bike repaired at the cycle shop on Market Street now.",
                "Callum's bike repairs",
            ),
        ),
    ),
)
