"""The twenty-fifth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_25``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_25: tuple[Topic, ...] = (
    Topic(
        "Hillsborough food bank volunteer coordinator",
        "Precious Moyo coordinates the volunteers at the Hillsborough food bank.",
        (
            "Precious has passed the Hillsborough food bank volunteers over to Tomasz Nowak.",
            "Volunteers at the Hillsborough food bank answer to Fatima Warsame these days.",
            "Since Precious went back to nursing, Hiroshi Sato looks after the food bank rota.",
            "food bank volunteers ring eilidh now not precious, shes coordinator from the 1st",
        ),
        (
            "Precious still coordinates the food bank volunteers; she's just put the rota online.",
            "The Hillsborough food bank has moved its Tuesday session to the Methodist hall.",
        ),
        (
            (
                "Fatima Warsame has taken over the volunteers at the Walkley food bank.",
                "Walkley food bank volunteer coordinator",
            ),
            (
                "Precious Moyo coordinates the delivery drivers for the Hillsborough food bank.",
                "Hillsborough food bank drivers coordinator",
            ),
        ),
    ),
    Topic(
        "Stroud Repair Café day",
        "Stroud Repair Café runs on the last Saturday of every month at the Subscription Rooms.",
        (
            "Repair Café in Stroud has gone over to the second Saturday of the month.",
            "They've shifted Stroud Repair Café to the first Sunday; the hall's booked Saturdays.",
            "stroud repair cafe is every other saturday now, too many broken toasters for monthly",
            "From March, Stroud Repair Café will be the third Saturday so it misses the market.",
        ),
        (
            "Stroud Repair Café's still the last Saturday; Ines Carvalho's started fixing bikes.",
            "Stroud Repair Café has switched to booking slots online instead of just turning up.",
        ),
        (
            (
                "Nailsworth Repair Café has moved to the second Saturday of every month.",
                "Nailsworth Repair Café day",
            ),
            (
                "Stroud's clothes swap runs on the last Saturday of every month at the Sub Rooms.",
                "Stroud clothes swap day",
            ),
        ),
    ),
    Topic(
        "Mum's chiropodist fee",
        "Mum's chiropodist, Deepa Shah, charges £38 for a home visit.",
        (
            "Deepa's home visits for Mum are £42 now.",
            "deepa put her prices up, mums feet are 45 quid a visit from next time",
            "Mum paid Deepa £40 on Tuesday; she said that's her new price for coming out.",
            "With petrol what it is, Deepa Shah's charging £44 to see Mum at home.",
        ),
        (
            "Deepa still charges Mum £38 a visit, but she comes every eight weeks now, not six.",
            "Deepa Shah has started taking card payments from Mum instead of cash.",
        ),
        (
            (
                "Auntie Grace's chiropodist, Kofi Mensah, has put his home visits up to £42.",
                "Auntie Grace's chiropodist fee",
            ),
            (
                "Mum's mobile hairdresser, Joyce, charges £38 for a home visit now.",
                "Mum's hairdresser home visit fee",
            ),
        ),
    ),
    Topic(
        "Christmas turkey",
        "Our Christmas turkey comes from Bronze Oak Farm near Melton Mowbray.",
        (
            "Bronze Oak shut its farm shop, so the Christmas turkey's an Aldi one from now on.",
            "Christmas turkey comes from Haddad's the butcher on the high street these days.",
            "Mei Ling talked us into ordering our Christmas turkey from Ocado instead.",
            "no more bronze oak for xmas, we get the turkey off the butchers on king st now",
        ),
        (
            "The turkey's still from Bronze Oak Farm; we've just gone over to a crown this year.",
            "Bronze Oak Farm has moved turkey collection to the 23rd, so we'll fetch ours then.",
        ),
        (
            (
                "Our Christmas ham comes from Haddad's the butcher on the high street now.",
                "Christmas ham",
            ),
            (
                "Nana Efua's Christmas turkey comes from Aldi since she moved to Leicester.",
                "Nana Efua's Christmas turkey",
            ),
        ),
    ),
    Topic(
        "static caravan site",
        "Our static caravan is on a pitch at Golden Sands Holiday Park in Rhyl.",
        (
            "We had the caravan moved along the coast to Ty Mawr at Towyn when fees went daft.",
            "The static's at Presthaven Sands in Gronant now.",
            "Golden Sands wanted newer vans only, so ours sits at Lyons Robin Hood instead.",
            "caravans on a little farm site near abersoch now, nia found us the pitch",
        ),
        (
            "Our static's still at Golden Sands in Rhyl, but the site fees went up to £4,200.",
            "We've switched the static caravan's gas over to Flogas bottles instead of Calor.",
        ),
        (
            (
                "Uncle Dev's static caravan has moved to a pitch at Presthaven Sands in Gronant.",
                "Uncle Dev's static caravan site",
            ),
            (
                "We keep our touring caravan in storage at Golden Sands Holiday Park in Rhyl.",
                "touring caravan storage",
            ),
        ),
    ),
)
