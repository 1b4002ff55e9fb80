"""The sixteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_16``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_16: tuple[Topic, ...] = (
    Topic(
        "beekeepers' teaching apiary",
        "The Wyre Forest Beekeepers keep their teaching apiary at Hodge Hill Farm.",
        (
            "The Wyre Forest BKA's training apiary is at Kingsford Country Park now.",
            "Hodge Hill Farm no longer hosts the beekeepers' teaching hives; Shatterford does.",
            "From the spring inspection, the association's demo apiary will be at Areley Kings.",
            "Hodge Hill's farmer sold up, so the club's teaching colonies went to Rock allotment.",
        ),
        (
            "The Wyre Forest Beekeepers' teaching apiary at Hodge Hill Farm has eight hives now.",
            "The Wyre Forest Beekeepers' apiary sessions are on Sundays now, not Saturdays.",
        ),
        (
            (
                "The Wyre Forest Beekeepers keep their honey extractor at Hodge Hill Farm too.",
                "Wyre Forest Beekeepers' honey extractor",
            ),
            (
                "The Malvern Beekeepers keep their teaching apiary at Kingsford Country Park now.",
                "Malvern Beekeepers' teaching apiary",
            ),
        ),
    ),
    Topic(
        "lifeboat coxswain",
        "Rhys Tudor is the coxswain of the Porthgarreg lifeboat.",
        (
            "The Porthgarreg lifeboat's coxswain is Bethan Lloyd now.",
            "Rhys Tudor has stood down as coxswain; Owain Hughes runs the Porthgarreg boat.",
            "From 1 January, Gethin Parry will be coxswain of the station's all-weather boat.",
            "Rhys retired after 22 years at the station, so they appointed Sian Morgan as cox.",
        ),
        (
            "Rhys Tudor, coxswain of the Porthgarreg lifeboat, has just got a long-service medal.",
            "The Porthgarreg lifeboat is being replaced with a new Shannon-class boat next year.",
        ),
        (
            (
                "Bethan Lloyd is the coxswain of the Llanfor lifeboat now.",
                "Llanfor lifeboat coxswain",
            ),
            (
                "Rhys Tudor's son Dylan is the mechanic on the Porthgarreg lifeboat.",
                "Porthgarreg lifeboat mechanic",
            ),
        ),
    ),
    Topic(
        "community radio breakfast show",
        "The breakfast show on Calder Valley FM is presented by Kerry Abbott.",
        (
            "Calder Valley FM's breakfast show is hosted by Dev Mistry now.",
            "Kerry Abbott has left Calder Valley FM's breakfast slot; Jo Whitaker presents it.",
            "From the September schedule, CVFM's morning programme will be fronted by Sam Okoro.",
            "Kerry's moved to drivetime, so breakfast on Calder Valley FM is Marcus Bell's now.",
        ),
        (
            "The breakfast show on Calder Valley FM is presented by Kerry Abbott, from 6:30 now.",
            "Calder Valley FM's breakfast show now has a local travel bulletin every half hour.",
        ),
        (
            (
                "The drivetime show on Calder Valley FM is presented by Jo Whitaker now.",
                "Calder Valley FM drivetime show",
            ),
            (
                "The breakfast show on Ryburn Community Radio is presented by Dev Mistry.",
                "Ryburn Community Radio breakfast show",
            ),
        ),
    ),
    Topic(
        "pottery studio glaze firing",
        "The Clayworks studio fires its glaze kiln on Friday nights.",
        (
            "Clayworks does its glaze firings on Tuesday nights now.",
            "The studio doesn't fire the glaze kiln on Fridays any more; it's Wednesday evenings.",
            "From half term, glost firings at Clayworks will run on Sunday nights.",
            "Members want glazed pots for the Saturday market, so it's fired on Thursday nights.",
        ),
        (
            "The Clayworks studio fires its glaze kiln on Fridays, to cone 6 now, not cone 8.",
            "The Clayworks studio's glaze kiln has had new elements fitted.",
        ),
        (
            (
                "The Clayworks studio fires its bisque kiln on Tuesday nights now.",
                "Clayworks bisque firing",
            ),
            (
                "The Mudlarks pottery co-op fires its glaze kiln on Thursday nights.",
                "Mudlarks glaze firing",
            ),
        ),
    ),
    Topic(
        "school minibus lease",
        "St Bede's school minibus is leased from Red Kite Vehicle Hire.",
        (
            "St Bede's leases its minibus from Minibus Options now.",
            "Red Kite no longer provides the school minibus; Allied Fleet leases it to us now.",
            "When the deal ends in July, St Bede's 17-seater will be leased from Redline Leasing.",
            "Red Kite's renewal quote was too dear, so the governors bought the minibus outright.",
        ),
        (
            "St Bede's school minibus is leased from Red Kite Vehicle Hire, on a 4-year deal now.",
            "St Bede's school minibus may only be driven by staff who have passed MiDAS now.",
        ),
        (
            (
                "St Bede's caretaker's van is leased from Allied Fleet now.",
                "St Bede's caretaker's van",
            ),
            (
                "Holy Cross school minibus is leased from Minibus Options now.",
                "Holy Cross school minibus",
            ),
        ),
    ),
)
