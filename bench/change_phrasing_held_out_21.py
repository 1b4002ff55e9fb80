"""The twenty-first held-out set of ``bench/change_phrasing.py`` (``--splits held_out_21``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_21: tuple[Topic, ...] = (
    Topic(
        "chama treasurer",
        "Wanjiru Kamau is treasurer of the Umoja Women's Chama in Nakuru.",
        (
            "The Umoja chama's money is kept by Akinyi Otieno these days.",
            "Wanjiru no longer keeps the Umoja books; Njeri Mwangi has taken over.",
            "From the January AGM, Halima Yusuf will be treasurer of the Umoja chama.",
            "Wanjiru moved to Eldoret with her husband, so Chebet Langat keeps Umoja's money now.",
        ),
        (
            "Wanjiru Kamau is still Umoja's treasurer, and sends out the M-Pesa statements now.",
            "The Umoja Women's Chama's monthly contribution is 2,000 shillings now, not 1,500.",
        ),
        (
            (
                "Akinyi Otieno is treasurer of the Tumaini Self-Help Group in Nakuru now.",
                "Tumaini Self-Help Group treasurer",
            ),
            (
                "Wanjiru Kamau's sister Wambui is treasurer of the Umoja chama's youth wing.",
                "Umoja youth wing treasurer",
            ),
        ),
    ),
    Topic(
        "car boot sale venue",
        "The Wymondham Sunday car boot sale is held on the field at the rugby club.",
        (
            "The Wymondham car boot's up on the old airfield off the B1135 now.",
            "The rugby club no longer hosts the Wymondham boot sale; Kett's Park has taken over.",
            "From Easter, the Wymondham Sunday car boot will be held at Crownthorpe showground.",
            "The pitch kept getting churned to mud, so the Wymondham boot's at Browick Farm now.",
        ),
        (
            "The Wymondham boot sale's still at the rugby club, but sellers pay £10 a car now.",
            "The Wymondham Sunday car boot sale opens to buyers at 7 a.m. now instead of 8.",
        ),
        (
            (
                "The Attleborough Sunday car boot is held on the field at the rugby club now.",
                "Attleborough car boot sale venue",
            ),
            (
                "Wymondham Rotary holds its bonfire night on the field at the rugby club.",
                "Wymondham bonfire night venue",
            ),
        ),
    ),
    Topic(
        "Biscuit's dog food",
        "Our Labrador, Biscuit, eats Purina Pro Plan dry food.",
        (
            "Biscuit's on Hill's Science Diet kibble now.",
            "Biscuit no longer gets Pro Plan; Royal Canin's Labrador formula has taken over.",
            "From the next Chewy order, Biscuit's food will be Blue Buffalo Life Protection.",
            "The vet reckoned Pro Plan was upsetting his gut, so Biscuit eats Taste of the Wild.",
        ),
        (
            "Biscuit's still on Purina Pro Plan, but we've cut him down to two cups a day.",
            "Our Labrador, Biscuit, eats his dinner out of a slow-feeder bowl now.",
        ),
        (
            (
                "The Garcias' Labrador, Rocky, eats Hill's Science Diet dry food now.",
                "Rocky's dog food",
            ),
            (
                "Our cat, Mochi, eats Purina Pro Plan dry food.",
                "Mochi's cat food",
            ),
        ),
    ),
    Topic(
        "residents' parking permit fee",
        "A residents' parking permit for Zone H in Hove costs £130 a year.",
        (
            "Our Zone H permit in Hove is £165 for the year now.",
            "The council no longer charges £130 for a Zone H permit; a £150 fee has taken over.",
            "From April, a Zone H residents' permit in Hove will be £172 a year.",
            "The council's got a budget hole to fill, so a Zone H permit in Hove costs £158 now.",
        ),
        (
            "A Zone H residents' permit in Hove is still £130 a year, but it's all digital now.",
            "Zone H parking controls in Hove run from 9 a.m. to 8 p.m. now, not just till 6.",
        ),
        (
            (
                "A residents' parking permit for Zone N in Hove costs £165 a year now.",
                "Zone N residents' parking permit fee",
            ),
            (
                "A business parking permit for Zone H in Hove costs £130 a quarter.",
                "Zone H business parking permit fee",
            ),
        ),
    ),
    Topic(
        "Sofia's driving lessons",
        "Sofia's driving lessons are with Kemal Demir from Green Light School of Motoring.",
        (
            "Sofia's driving instructor is Tomasz Nowak these days.",
            "Kemal no longer teaches Sofia; Priya Desai from L-Plate Academy has taken over.",
            "From her next block of ten, Sofia's driving lessons will be with Olu Adeyemi.",
            "Kemal kept cancelling on her, so Sofia's doing her lessons with Hannah Brooks now.",
        ),
        (
            "Sofia's still learning with Kemal, but in an automatic now instead of a manual.",
            "Sofia's driving lessons with Green Light cost £42 an hour now, up from £38.",
        ),
        (
            (
                "Sofia's brother Emre has his driving lessons with Tomasz Nowak now.",
                "Emre's driving lessons",
            ),
            (
                "Sofia's mum does her motorway refresher lessons with Kemal Demir.",
                "mum's motorway refresher lessons",
            ),
        ),
    ),
)
