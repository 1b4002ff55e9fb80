"""The fifteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_15``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_15: tuple[Topic, ...] = (
    Topic(
        "parish magazine printer",
        "St Aidan's parish magazine is printed by Deacon Print in Ludlow.",
        (
            "The St Aidan's magazine is printed by Orphans Press these days.",
            "Deacon Print have stopped doing the parish mag; Leominster Printers run it off now.",
            "From the Advent issue, our church magazine will be printed by Cambrian Press.",
            "Deacon's quote went up by a third, so the wardens took the printing to PrintHub.",
        ),
        (
            "St Aidan's parish magazine is printed by Deacon Print in Ludlow, in full colour now.",
            "St Aidan's parish magazine comes out every two months now instead of monthly.",
        ),
        (
            (
                "St Aidan's weekly service sheets are printed by Deacon Print as well.",
                "St Aidan's service sheets",
            ),
            (
                "St Mary's parish magazine is printed by Orphans Press now.",
                "St Mary's parish magazine",
            ),
        ),
    ),
    Topic(
        "vineyard bottling contractor",
        "Hollow Lane Vineyard has its wine bottled by Vinescape's mobile bottling line.",
        (
            "Hollow Lane's wines are bottled by Bottle-Line Services now.",
            "Vinescape won't bottle for Hollow Lane again; Westwell Bottling has the contract.",
            "Since the 2024 vintage, the estate's wine is bottled in-house on its own filler.",
            "After Vinescape's truck missed two booked dates, we gave the bottling to Crush Pad.",
        ),
        (
            "Hollow Lane Vineyard has its wine bottled by Vinescape, with screwcaps now.",
            "Hollow Lane Vineyard's labels are printed by Label Apeel now.",
        ),
        (
            (
                "Hollow Lane Vineyard has its apple juice bottled by Vinescape too.",
                "Hollow Lane apple juice",
            ),
            (
                "Oxney Vineyard has its wine bottled by Westwell Bottling now.",
                "Oxney Vineyard",
            ),
        ),
    ),
    Topic(
        "dental practice crown lab",
        "Elmfield Dental sends its crown work to Castle Dental Laboratory.",
        (
            "Elmfield's crowns are made by Apex Dental Lab now.",
            "Castle Dental Laboratory no longer does the practice's crowns; Smile Crafts does.",
            "As of 1 March, every crown the Elmfield dentists prescribe is milled by a Leeds lab.",
            "Crown work was moved to Ceramic Studio after Castle's turnaround slipped to 3 weeks.",
        ),
        (
            "Elmfield Dental sends its crown work to Castle from digital scans now, not moulds.",
            "Elmfield Dental has a new practice manager, Hannah Lowe.",
        ),
        (
            (
                "Elmfield Dental sends its whitening trays to Castle Dental Laboratory too.",
                "Elmfield whitening trays",
            ),
            (
                "Northgate Dental sends its crown work to Apex Dental Lab now.",
                "Northgate Dental",
            ),
        ),
    ),
    Topic(
        "village hall hire rate",
        "Hiring Marsh Lane village hall costs £15 an hour.",
        (
            "Marsh Lane village hall is £18 an hour to hire now.",
            "The £15 hourly rate for the hall has gone; bookings are charged at £20 an hour.",
            "From 1 April, an hour in the Marsh Lane hall will cost hirers £17.",
            "To pay for the new roof, the hall committee put the hourly hire charge up to £22.",
        ),
        (
            "Hiring Marsh Lane village hall costs £15 an hour, plus a £50 refundable deposit now.",
            "Marsh Lane village hall can be hired until 11pm now instead of 10.",
        ),
        (
            (
                "Hiring the small committee room at Marsh Lane costs £9 an hour now.",
                "Marsh Lane committee room",
            ),
            (
                "Hiring Ashby Parish Hall costs £18 an hour from April.",
                "Ashby Parish Hall",
            ),
        ),
    ),
    Topic(
        "Isla's swimming lessons",
        "Isla has her swimming lessons at Kingsdown pool.",
        (
            "Isla's swimming lessons are at Horfield pool now.",
            "Isla doesn't swim at Kingsdown any more; her lessons moved to Bishopsworth.",
            "From next term our daughter will be taught to swim at Easton Leisure Centre.",
            "Kingsdown shut its learner pool for repairs, so Isla's lessons went to Filwood.",
        ),
        (
            "Isla has her swimming lessons at Kingsdown pool, in the Stage 5 group now.",
            "Isla's swimming lessons are on Saturday mornings now instead of Thursday evenings.",
        ),
        (
            (
                "Isla's brother Finn has his swimming lessons at Horfield pool now.",
                "Finn's swimming lessons",
            ),
            (
                "Isla has her gymnastics classes at Kingsdown as well.",
                "Isla's gymnastics",
            ),
        ),
    ),
)
