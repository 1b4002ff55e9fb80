"""The seventeenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_17``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_17: tuple[Topic, ...] = (
    Topic(
        "rowing club head coach",
        "Marcus Reid is the head coach at Tynemouth Rowing Club.",
        (
            "Tynemouth RC's head coach is Hannah Okafor now.",
            "Marcus Reid no longer coaches at Tynemouth; Lewis Grant has taken over the crews.",
            "From the winter head season, Priya Shah will be Tynemouth's chief coach.",
            "Marcus got a job with British Rowing, so the club's top coaching post went to Tom.",
        ),
        (
            "Marcus Reid, head coach at Tynemouth Rowing Club, has just passed his Level 3 award.",
            "Tynemouth Rowing Club's head coach runs ergo sessions on Tuesday evenings too now.",
        ),
        (
            (
                "Hannah Okafor is the head coach at Hexham Rowing Club now.",
                "Hexham Rowing Club head coach",
            ),
            (
                "Marcus Reid's brother Euan is the junior coach at Tynemouth Rowing Club.",
                "Tynemouth Rowing Club junior coach",
            ),
        ),
    ),
    Topic(
        "model railway club meeting night",
        "The Ashby Model Railway Club meets on Wednesday evenings.",
        (
            "Ashby MRC's club nights are on Mondays now.",
            "The Ashby railway modellers don't meet on Wednesdays any more; it's Thursdays.",
            "From the new year, the model railway club's weekly meet-up is on Tuesday nights.",
            "The scout hut's booked on Wednesdays now, so the Ashby club night moved to Fridays.",
        ),
        (
            "The Ashby Model Railway Club still meets on Wednesdays, but from 7pm now, not 7:30.",
            "The Ashby Model Railway Club's OO-gauge layout has a new working signal box.",
        ),
        (
            (
                "The Ashby Model Railway Club's committee meets on Monday evenings now.",
                "Ashby Model Railway Club committee meetings",
            ),
            (
                "The Coalville Model Railway Club meets on Thursday evenings.",
                "Coalville Model Railway Club meeting night",
            ),
        ),
    ),
    Topic(
        "allotment society manure supplier",
        "The Fernhill Allotment Society gets its manure from Bradley's Stables.",
        (
            "Fernhill allotments' manure comes from Oakwood Equestrian Centre now.",
            "Bradley's Stables no longer supplies the society's muck; Home Farm delivers it.",
            "From the autumn drop, Fernhill plot holders' manure will come from Ridgeway Livery.",
            "Bradley's shut their yard, so the society's horse muck is from Pete Dawson's farm.",
        ),
        (
            "The Fernhill Allotment Society's manure from Bradley's Stables costs £3 a bag now.",
            "The Fernhill society's manure is dropped at the top gate now, not in the car park.",
        ),
        (
            (
                "The Fernhill Allotment Society gets its wood chip from Bradley's Tree Surgeons.",
                "Fernhill Allotment Society wood chip",
            ),
            (
                "The Elmwood Allotment Society gets its manure from Oakwood Equestrian Centre.",
                "Elmwood Allotment Society manure supplier",
            ),
        ),
    ),
    Topic(
        "sixth form chemistry exam board",
        "Kingsmead Sixth Form enters its A-level chemistry students with AQA.",
        (
            "Kingsmead 6th form's chem A level is with OCR now.",
            "Kingsmead no longer uses AQA for A-level chemistry; the students sit Edexcel papers.",
            "From the 2026 cohort, Kingsmead's sixth-form chemists will do OCR's Salters A level.",
            "The department liked Pearson's practical scheme, so chemistry switched to Edexcel.",
        ),
        (
            "Kingsmead's A-level chemistry classes, still with AQA, have a new lab technician.",
            "Kingsmead Sixth Form's A-level chemistry mocks are in January now, not March.",
        ),
        (
            (
                "Kingsmead Sixth Form enters its A-level biology students with OCR now.",
                "Kingsmead A-level biology exam board",
            ),
            (
                "Bishopgate Sixth Form enters its A-level chemistry students with Edexcel.",
                "Bishopgate A-level chemistry exam board",
            ),
        ),
    ),
    Topic(
        "narrowboat winter mooring",
        "Our narrowboat, Kingfisher, spends the winter moored at Barbridge Marina.",
        (
            "Kingfisher's winter berth is at Venetian Marina now.",
            "Kingfisher doesn't overwinter at Barbridge any more; we've a berth at Overwater.",
            "From November, the boat will be wintering on a linear mooring at Wrenbury.",
            "Barbridge put its fees up by a third, so Kingfisher overwinters at Aqueduct Marina.",
        ),
        (
            "Kingfisher winters at Barbridge Marina as before, but on pontoon C now.",
            "Our narrowboat, Kingfisher, has had a new Beta 43 engine fitted.",
        ),
        (
            (
                "Our friends' narrowboat, Heron, spends the winter moored at Venetian Marina.",
                "Heron narrowboat winter mooring",
            ),
            (
                "Our narrowboat, Kingfisher, spends the summer cruising the Llangollen Canal.",
                "Kingfisher summer cruising",
            ),
        ),
    ),
)
