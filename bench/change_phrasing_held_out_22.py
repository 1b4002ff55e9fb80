"""The twenty-second held-out set of ``bench/change_phrasing.py`` (``--splits held_out_22``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_22: tuple[Topic, ...] = (
    Topic(
        "depot Lotto syndicate organiser",
        "Gary Pritchard runs the Lotto syndicate at the Swindon Royal Mail depot.",
        (
            "Our depot Lotto syndicate is run by Bukola Adebayo these days.",
            "Gary no longer collects the syndicate money; Harpreet Gill has taken over.",
            "From the first draw in January, Stelian Popescu will run the depot Lotto syndicate.",
            "Gary took voluntary redundancy, so Maureen Doyle runs the depot's syndicate now.",
        ),
        (
            "Gary Pritchard still runs the depot syndicate, and puts the numbers on WhatsApp now.",
            "The Swindon depot Lotto syndicate is £3 a week each now, up from £2.",
        ),
        (
            (
                "Bukola Adebayo runs the Lotto syndicate at the Chippenham Royal Mail depot now.",
                "Chippenham depot Lotto syndicate organiser",
            ),
            (
                "Gary Pritchard runs the Grand National sweepstake at the Swindon depot.",
                "Swindon depot Grand National sweepstake organiser",
            ),
        ),
    ),
    Topic(
        "Probus stop for the 9 bus",
        "The number 9 bus into Truro stops outside the post office in Probus.",
        (
            "You catch the 9 into Truro from outside the primary school in Probus now.",
            "The 9 no longer stops at Probus post office; the Hawkins Arms stop has taken over.",
            "From the summer timetable, the 9's Probus stop will be on Fore Street by the church.",
            "The post office got a delivery bay, so the 9 picks up by Probus village hall now.",
        ),
        (
            "The 9 still stops outside Probus post office, and there's a proper shelter now.",
            "The number 9 from Probus into Truro runs every half hour now, not hourly.",
        ),
        (
            (
                "The number 27 into St Austell stops outside the primary school in Probus now.",
                "Probus stop for the 27 bus",
            ),
            (
                "The Truro College coach stops outside the post office in Probus.",
                "Probus stop for the Truro College coach",
            ),
        ),
    ),
    Topic(
        "Tariq's formula",
        "Our baby, Tariq, drinks Aptamil First Infant Milk.",
        (
            "Tariq's on Kendamil Classic now.",
            "Tariq no longer has Aptamil; SMA Pro First Infant Milk has taken over.",
            "From six months, Tariq will be on Aptamil Follow On Milk instead.",
            "The health visitor thought Aptamil made him colicky, so Tariq's on Cow & Gate now.",
        ),
        (
            "Tariq's still on Aptamil First Infant Milk, but has the ready-made bottles at night.",
            "Our baby, Tariq, feeds from Tommee Tippee bottles now instead of Dr. Brown's.",
        ),
        (
            (
                "Tariq's cousin Zara in Bradford drinks Kendamil Classic infant milk now.",
                "Zara's formula",
            ),
            (
                "Tariq's twin sister, Noor, drinks Aptamil First Infant Milk.",
                "Noor's formula",
            ),
        ),
    ),
    Topic(
        "Leith flat rent",
        "The rent on our flat in Leith is £950 a month.",
        (
            "We're paying £1,020 a month for the Leith flat these days.",
            "We no longer pay £950 for the Leith flat; a rent of £985 has taken over.",
            "From the 1st of June, the rent on our Leith flat will be £1,040 a month.",
            "The landlord's mortgage rate went up, so the rent on our Leith flat is £1,010 now.",
        ),
        (
            "Rent on our Leith flat is still £950 a month, but it goes by standing order now.",
            "Our flat in Leith has a new landlord now, a Mrs Chaudhry from Glasgow.",
        ),
        (
            (
                "The rent on Ewan's flat in Gorgie is £1,020 a month now.",
                "Ewan's Gorgie flat rent",
            ),
            (
                "The rent on the lock-up garage behind our flat in Leith is £950 a year.",
                "Leith lock-up garage rent",
            ),
        ),
    ),
    Topic(
        "Dad's knee physio",
        "Dad sees Lina Haddad at Riverside Physio for his knee.",
        (
            "Dad's knee physio is with Bogdan Kowalczyk these days.",
            "Lina no longer treats Dad; Siobhan Gallagher at the NHS clinic has taken over.",
            "From his next appointment, Dad's knee physio will be Kwame Asante at Riverside.",
            "Lina's gone off on maternity leave, so Dad sees Rahul Verma for his knee now.",
        ),
        (
            "Dad's still seeing Lina Haddad for his knee, and she's got him on hydrotherapy now.",
            "Dad's knee physio at Riverside is once a fortnight now instead of weekly.",
        ),
        (
            (
                "Mum sees Bogdan Kowalczyk at Riverside Physio for her shoulder now.",
                "Mum's shoulder physio",
            ),
            (
                "Dad goes to Lina Haddad's Pilates class at Riverside Physio on Thursdays.",
                "Dad's Pilates class",
            ),
        ),
    ),
)
