"""The twelfth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_12``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_12: tuple[Topic, ...] = (
    Topic(
        "warehouse forklifts",
        "The warehouse forklifts run on LPG.",
        (
            "We've replaced the gas forklifts in the warehouse with battery-electric Linde ones.",
            "Electric now: the last LPG bottles went back when the new lift trucks arrived.",
            "The warehouse trucks no longer run on gas cylinders; they're diesel since the move.",
            "Hydrogen fuel cells took over from LPG on the warehouse forklifts in March.",
        ),
        (
            "The warehouse forklifts are leased from Toyota now rather than bought outright.",
            "The warehouse forklifts get a safety inspection every six months now, not yearly.",
        ),
        (
            ("The yard sweeper runs on LPG too.", "yard sweeper"),
            (
                "The forklifts at the Leeds depot run on electric batteries now.",
                "Leeds depot forklifts",
            ),
        ),
    ),
    Topic(
        "farm milk buyer",
        "Brook Farm sells its milk to Arla.",
        (
            "Brook Farm's milk contract moved from Arla to Müller in the spring.",
            "Müller's tanker picks up Brook Farm's milk these days.",
            "Brook Farm stopped supplying Arla and sells direct to a cheesemaker in Wensleydale.",
            "The dairy at Brook Farm has gone over to First Milk since the Arla deal ended.",
        ),
        (
            "Arla collects the milk from Brook Farm every other day now, rather than daily.",
            "Arla pays Brook Farm 41p a litre for its milk now, up from 38p.",
        ),
        (
            ("Hill Top Farm sells its milk to Arla as well.", "Hill Top Farm milk"),
            ("Brook Farm sells its lambs at Skipton auction mart now.", "Brook Farm lambs"),
        ),
    ),
    Topic(
        "theatre ticketing",
        "The Playhouse sells its tickets through Spektrix.",
        (
            "The Playhouse box office has switched from Spektrix to Ticketsolve.",
            "Seats for Playhouse shows are booked through Eventbrite now.",
            "Spektrix is gone at the Playhouse; tickets are sold via Ticketmaster instead.",
            "Since the refurbishment, the theatre's online booking has run on PatronBase.",
        ),
        (
            "The Playhouse box office opens at noon now instead of ten.",
            "The Playhouse charges its £2 booking fee per ticket now rather than per order.",
        ),
        (
            (
                "The Arts Centre cinema sells its tickets through Spektrix too.",
                "Arts Centre cinema tickets",
            ),
            ("The Playhouse sells its programmes at the bar now.", "Playhouse programmes"),
        ),
    ),
    Topic(
        "wedding reception venue",
        "Anna and Joe's wedding reception is at Hatton Manor.",
        (
            "Anna and Joe have moved their reception from Hatton Manor to the golf club.",
            "The party after Anna and Joe's ceremony will be in a marquee on her parents' farm.",
            "Hatton Manor fell through, so Anna and Joe are having the reception at the Red Lion.",
            "A converted barn near Ludlow is where Anna and Joe's wedding do will be now.",
        ),
        (
            "Anna and Joe's reception at Hatton Manor has been pushed back to 14 September.",
            "Anna and Joe have cut the guest list for the Hatton Manor reception to 80 people.",
        ),
        (
            (
                "Anna's sister's wedding reception is at Hatton Manor too.",
                "Anna's sister's wedding",
            ),
            ("Anna and Joe's engagement party is at the Red Lion now.", "engagement party"),
        ),
    ),
    Topic(
        "Tom's student accommodation",
        "Tom lives in Cartwright Hall on the university campus.",
        (
            "Tom's moved out of halls into a shared house on Hyde Park Road.",
            "Tom no longer lives in Cartwright Hall; he's renting a studio flat in town.",
            "A private student block by the station is home for Tom this year.",
            "Tom left campus and has been lodging with his aunt in Headingley since Christmas.",
        ),
        (
            "Tom's rent at Cartwright Hall has gone up to £160 a week.",
            "Tom switched to the catered plan at Cartwright Hall this term.",
        ),
        (
            (
                "Tom's girlfriend lives in Cartwright Hall too.",
                "Tom's girlfriend's accommodation",
            ),
            ("Tom keeps his bike in the Cartwright Hall bike store now.", "Tom's bike storage"),
        ),
    ),
)
