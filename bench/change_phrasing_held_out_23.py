"""The twenty-third held-out set of ``bench/change_phrasing.py`` (``--splits held_out_23``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_23: tuple[Topic, ...] = (
    Topic(
        "Hove Prom parkrun event director",
        "Olumide Bankole is event director of Hove Promenade parkrun.",
        (
            "It's Ananya Iyer who's been event director at Hove Prom parkrun since March.",
            "Callum Fraser took on Hove Prom parkrun after Olumide retired from it in the autumn.",
            "Hove Promenade parkrun has swapped event directors; Keiko Tanaka's in charge of it.",
            "olumides handing hove prom over to joe mensah hes event director from next week",
        ),
        (
            "Olumide's still event director at Hove Prom parkrun, he just can't make Saturday.",
            "Hove Promenade parkrun's gone over to a new course that loops round the lagoon.",
        ),
        (
            (
                "Ananya Iyer has been event director of Preston Park parkrun since the spring.",
                "Preston Park parkrun event director",
            ),
            (
                "Olumide Bankole is event director of Hove Promenade junior parkrun on Sundays.",
                "Hove Promenade junior parkrun event director",
            ),
        ),
    ),
    Topic(
        "Masjid Al-Noor Jummah time",
        "Friday Jummah at Masjid Al-Noor on Stratford Road starts at 1:15 pm.",
        (
            "Masjid Al-Noor has gone over to a 1:45 start for Jummah.",
            "Jummah at Al-Noor's been at 12:45 since the clocks went back.",
            "jummah at al noor is half 1 from this friday imam said dont be late",
            "They've put Jummah at Al-Noor back to 2 o'clock so the early shift can make it.",
        ),
        (
            "Jummah at Al-Noor still starts at 1:15, so get there by ten past for parking.",
            "Imam Yusuf Qureshi gives the Jummah khutbah at Masjid Al-Noor these days.",
        ),
        (
            (
                "Jummah at the Sparkhill Islamic Centre has gone over to a 1:45 start.",
                "Sparkhill Islamic Centre Jummah time",
            ),
            (
                "Zuhr at Masjid Al-Noor on Stratford Road is at 1:15 pm on weekdays.",
                "Masjid Al-Noor weekday Zuhr time",
            ),
        ),
    ),
    Topic(
        "Rosa's cleaning rate",
        "Our cleaner, Rosa Martins, charges £16 an hour.",
        (
            "Rosa's put her rate up to £18 an hour since the new year.",
            "rosa says its seventeen fifty an hour from next month cos of petrol",
            "Rosa's charging us £19 an hour from next week, she mentioned it on Tuesday.",
            "It's £20 an hour with Rosa since she went through an agency in March.",
        ),
        (
            "Rosa's still £16 an hour, she's just swapped her day with us to Thursdays.",
            "Our cleaner Rosa Martins has started doing the ironing as well while she's here.",
        ),
        (
            (
                "The Okonkwos' cleaner, Blessing, has charged £18 an hour since the new year.",
                "Blessing's cleaning rate",
            ),
            (
                "Rosa Martins charges £40 to do the oven, on top of her hourly rate.",
                "Rosa's oven clean price",
            ),
        ),
    ),
    Topic(
        "Nadia's contact lenses",
        "Nadia wears Acuvue Oasys fortnightly contact lenses.",
        (
            "Nadia's swapped to Dailies Total1 so she hasn't got the faff of solution.",
            "The optician at Specsavers put Nadia into Biofinity monthlies after her eye test.",
            "It's MyDay dailies for Nadia since the summer; the Oasys were drying her eyes out.",
            "nadias lens order came shes on the acuvue moist dailies from monday",
        ),
        (
            "Nadia's Acuvue Oasys prescription went from -2.25 to -2.75 at her last check.",
            "Nadia swapped her glasses frames for some tortoiseshell Ray-Bans.",
        ),
        (
            (
                "Nadia's brother Karim has swapped to Acuvue Oasys fortnightly lenses.",
                "Karim's contact lenses",
            ),
            (
                "Nadia's swapped her contact lens solution to Opti-Free Puremoist.",
                "Nadia's contact lens solution",
            ),
        ),
    ),
    Topic(
        "Hartfield Primary uniform supplier",
        "Hartfield Primary's school uniform is sold by Smarty Schoolwear on Station Road.",
        (
            "Smarty Schoolwear's owner retired and Khan's Outfitters took Hartfield's uniform on.",
            "Hartfield Primary's swapped its uniform over to Trutex, ordered through the website.",
            "It's Pinders in Wakefield that does Hartfield Primary's uniform since the PTA vote.",
            "heads up smarty dont do hartfield uniform any more its school trends online",
        ),
        (
            "Smarty Schoolwear still does Hartfield's uniform, but jumpers go bottle green soon.",
            "Smarty Schoolwear on Station Road has moved its Hartfield fitting days to Saturdays.",
        ),
        (
            (
                "Hartfield High's uniform is sold by Khan's Outfitters on the High Street.",
                "Hartfield High uniform supplier",
            ),
            (
                "Hartfield Primary's swapped its PE kit supplier to Sports Direct.",
                "Hartfield Primary PE kit supplier",
            ),
        ),
    ),
)
