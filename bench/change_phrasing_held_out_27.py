"""The twenty-seventh held-out set of ``bench/change_phrasing.py`` (``--splits held_out_27``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_27: tuple[Topic, ...] = (
    Topic(
        "Dad's dialysis slot",
        "Dad has his dialysis at the Lister renal unit on Monday, Wednesday and Friday mornings.",
        (
            "Dad was put on the Tue, Thu, Sat afternoon list at the Lister after his op.",
            "Dad's due at the Lister for 1pm Tue, Thu and Sat, so Friday lunches are back on.",
            "Spoke to the charge nurse at the Lister today. Dad's sessions are going to "
            "Mon, Wed and Fri twilights, 5 till 9; the mornings are for new starters.",
            "Dad's been trained to dialyse at home, so the hospital transport won't be coming.",
        ),
        (
            "Dad keeps his Mon, Wed, Fri mornings; the Lister has changed his dry weight to 71kg.",
            "Transport picks Dad up for the Lister at 6:45 instead of 7:15 from next week.",
        ),
        (
            (
                "Mr Aziz in the chair next to Dad has been moved to Tue, Thu, Sat afternoons.",
                "Mr Aziz's dialysis slot",
            ),
            (
                "Dad does physio at the Lister on Wednesday and Friday mornings from next week.",
                "Dad's physio sessions",
            ),
        ),
    ),
    Topic(
        "Ouseburn Food Co-op dry goods supplier",
        "The Ouseburn Food Co-op buys its dry goods wholesale from Suma.",
        (
            "Suma dropped our postcode, so the co-op's lentils and oats come from Infinity Foods.",
            "Hi all, as agreed at Thursday's members' meeting, dry goods orders will go to "
            "Greencity Wholefoods rather than Suma from the next cycle. Lists in by Sunday!",
            "The bulk dry goods order was moved to Essential Trading after Suma's price rise.",
            "fyi we ditched suma, the dry stuff comes from the cash and carry in byker",
        ),
        (
            "The Suma account stays; what's changed is the minimum order, which went up to £350.",
            "The Ouseburn Food Co-op moved its pick-up night from Wednesday to Thursday.",
        ),
        (
            (
                "The Heaton Food Co-op has switched its dry goods wholesaler to Infinity Foods.",
                "Heaton Food Co-op dry goods supplier",
            ),
            (
                "The co-op's cleaning refills come from Essential Trading, not Suma, since May.",
                "Ouseburn Food Co-op cleaning refills supplier",
            ),
        ),
    ),
    Topic(
        "Velvet Hour lead singer",
        "Jess Okoye is lead singer of the Velvet Hour, the wedding band I play bass in.",
        (
            "Abi Mensah fronts the Velvet Hour from the Harrington wedding onwards.",
            "Jess has been replaced on lead vocals by Tomás Reyes, who used to dep for us.",
            "Just so you know before the big day: Jess has left the Velvet Hour for a cruise "
            "ship contract, so your first dance will be sung by our new vocalist, Priya Nair.",
            "jess quit the band after saturdays gig, her mate lauren sings for us, shes class",
        ),
        (
            "Jess isn't going anywhere, but the Velvet Hour has a new drummer, Kwabena Asante.",
            "The Velvet Hour's package switched from three 45-minute sets to two 60-minute ones.",
        ),
        (
            (
                "Abi Mensah is the new lead singer of Soul Kitchen, a function band in Gateshead.",
                "Soul Kitchen lead singer",
            ),
            (
                "Jess Okoye is the new bookings contact for the Velvet Hour, so email her.",
                "Velvet Hour bookings contact",
            ),
        ),
    ),
    Topic(
        "Parkside district heating unit rate",
        "Heat from the Parkside Estate district heating scheme costs 9.8p a kilowatt-hour.",
        (
            "With effect from 1 October, the Parkside scheme's unit charge for heat is 11.6p/kWh.",
            "The Parkside heating tariff has been put up by the council to 12.9p a kilowatt-hour.",
            "Got the Parkside heat bill: same usage as last winter, a third dearer, 13.1p a unit.",
            "Residents' meeting was grim. Because of gas prices the heat network goes to 14p "
            "a kWh in January, and the standing charge stays where it is.",
        ),
        (
            "Parkside's 9.8p a kWh is unchanged, but the heat standing charge rose to 62p a day.",
            "Every flat on the Parkside heat scheme has been switched to pay-as-you-go meters.",
        ),
        (
            (
                "Heat on the Riverside Quarter heat network costs 13.1p a kWh from this month.",
                "Riverside Quarter district heating unit rate",
            ),
            (
                "Power for the Parkside Estate's stairwell lights costs 24p a kilowatt-hour.",
                "Parkside communal electricity rate",
            ),
        ),
    ),
    Topic(
        "Pepper's groomer",
        "Our cockapoo, Pepper, gets groomed at Wag & Tails on Harbour Street in Whitstable.",
        (
            "Pepper is being done by a mobile groomer, Leanne, who parks her van on our drive.",
            "After Wag & Tails nicked her ear, Pepper's been going to the Dog House in Tankerton.",
            "Bubbles & Barks on Oxford Street did Pepper's last three trims and we love them.",
            "wag and tails shut!! pepper goes to the lady in seasalter who grooms from her shed",
        ),
        (
            "Pepper goes to Wag & Tails as always; they've moved her to Saturday mornings.",
            "Wag & Tails switched Pepper from a full groom every six weeks to a bath and tidy.",
        ),
        (
            (
                "Our neighbour's spaniel, Bramble, goes to Bubbles & Barks on Oxford Street now.",
                "Bramble's groomer",
            ),
            (
                "Pepper has her nails clipped at the Harbour Street vets in Whitstable nowadays.",
                "Pepper's nail clipping",
            ),
        ),
    ),
)
