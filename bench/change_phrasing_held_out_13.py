"""The thirteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_13``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_13: tuple[Topic, ...] = (
    Topic(
        "museum loan shipping",
        "The Hallam Museum ships its loaned paintings with Momart.",
        (
            "The Hallam's outgoing picture loans are handled by Crown Fine Art now.",
            "Momart no longer moves the museum's paintings; Constantine won the tender.",
            "Since the spring, pictures the Hallam lends out travel with Gander & White.",
            "After the damaged Turner in Leeds, the museum dropped Momart for Hasenkamp.",
        ),
        (
            "The Hallam Museum ships its loaned paintings with Momart in sealed crates now.",
            "The Hallam Museum insures its loaned paintings under Government Indemnity now.",
        ),
        (
            (
                "The Hallam Museum ships its loaned sculptures with Momart as well.",
                "Hallam sculpture loans",
            ),
            (
                "The Ferens Gallery ships its loaned paintings with Crown Fine Art now.",
                "Ferens Gallery loans",
            ),
        ),
    ),
    Topic(
        "charity online donations",
        "Hope Harbour takes its online donations through Stripe.",
        (
            "Hope Harbour's donate button has been moved over from Stripe to GoCardless.",
            "Gifts made on the charity's website are processed by PayPal now.",
            "Stripe's fees got too high, so Hope Harbour's web giving runs through Enthuse.",
            "It's all JustGiving for Hope Harbour's online gifts from January onwards.",
        ),
        (
            "Hope Harbour takes its online donations through Stripe in euros as well now.",
            "Stripe pays Hope Harbour's online donations into the Co-op now, not Barclays.",
        ),
        (
            (
                "Hope Harbour takes its raffle ticket sales through Stripe too.",
                "Hope Harbour raffle",
            ),
            (
                "Safe Haven Trust takes its online donations through GoCardless now.",
                "Safe Haven Trust",
            ),
        ),
    ),
    Topic(
        "first Oban to Mull ferry",
        "The first morning ferry from Oban to Craignure sails at 07:15.",
        (
            "CalMac have brought the first Mull sailing forward to quarter to seven.",
            "The earliest boat across to Craignure has been retimed to 06:55.",
            "There's no 07:15 out of Oban any more; the first crossing leaves at 08:00 in winter.",
            "From 1 October the opening Oban-Craignure run is 07:40, due to the new crew rota.",
        ),
        (
            "The first morning ferry from Oban to Craignure is the MV Loch Frisa now.",
            "Cars must be booked onto the first Oban-Craignure ferry now; it was turn-up-and-go.",
        ),
        (
            (
                "The first morning ferry from Oban to Lismore sails at 07:15 as well.",
                "Lismore ferry",
            ),
            (
                "The last ferry from Craignure back to Oban sails at 19:00 now.",
                "last Craignure ferry",
            ),
        ),
    ),
    Topic(
        "hospital on-call paging",
        "On-call doctors at St Luke's are contacted by pager.",
        (
            "St Luke's has retired the bleeps; on-call doctors get messages in the Careflow app.",
            "The junior doctors covering nights are reached on Microsoft Teams these days.",
            "On-call staff at St Luke's were given DECT handsets in place of pagers in March.",
            "Bleeps kept failing in the new wing, so on-call alerts went over to Medic Bleep.",
        ),
        (
            "On-call doctors at St Luke's are rostered for 12-hour shifts now, not 24-hour ones.",
            "On-call doctors at St Luke's now sleep in the residence block, not on the ward.",
        ),
        (
            ("The on-call porters at St Luke's are contacted by pager too.", "St Luke's porters"),
            (
                "On-call doctors at the Royal Infirmary are contacted through Medic Bleep now.",
                "Royal Infirmary on-call doctors",
            ),
        ),
    ),
    Topic(
        "Grandad's home care",
        "Grandad's home care visits are provided by Bluebird Care.",
        (
            "Helping Hands do Grandad's visits now.",
            "Bluebird stopped covering his village, so Caremark send carers round to Grandad's.",
            "Grandad's care package was handed to Home Instead by the council in June.",
            "No more Bluebird for Grandad; a live-in carer from Agincare moved in last week.",
        ),
        (
            "Grandad's home care visits from Bluebird Care are three times a day now, not two.",
            "Grandad's home care visits are paid for by the council now, not out of his savings.",
        ),
        (
            (
                "Mrs Ellis next door has her home care visits from Bluebird Care too.",
                "Mrs Ellis's care",
            ),
            (
                "Grandad's physio visits are provided by the NHS community team now.",
                "Grandad's physio",
            ),
        ),
    ),
)
