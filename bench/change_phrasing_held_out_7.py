"""The seventh held-out set of ``bench/change_phrasing.py`` (``--splits held_out_7``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the rule round that studied held_out_6, by a writer who had not read the
rules, in five domains no earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_7: tuple[Topic, ...] = (
    Topic(
        "window cleaning",
        "The shop windows are cleaned by Sparkle Window Services.",
        (
            "We moved the window cleaning from Sparkle Window Services to ClearView Co.",
            "Sparkle no longer does our windows; a local lad called Tom Reyes does them now.",
            "The shop windows are now washed by BrightPane, since Sparkle went out of business.",
            "Sparkle Window Services has been replaced by ClearView Co for the shop glass.",
        ),
        (
            "The window cleaning now happens on the first Monday of the month instead of Fridays.",
            "Sparkle Window Services put their price up to 45 pounds a visit for the shop windows.",
        ),
        (
            ("The office gutters are cleaned by Sparkle Window Services as well.", "gutters"),
            ("The van windows are cleaned at the car wash on Mill Road.", "van washing"),
        ),
    ),
    Topic(
        "bin collection",
        "Our recycling bins are collected on Tuesdays.",
        (
            "Recycling collection has moved from Tuesday to Thursday.",
            "The council doesn't take the recycling on Tuesdays any more; it's Wednesdays now.",
            "From this month the recycling bins get emptied on Friday mornings.",
            "Tuesday is no longer recycling day for our street, the lorry comes on Monday.",
        ),
        (
            "The recycling bins are now emptied by Greenway Waste rather than the council crew.",
            "We have to put the recycling bins out by 6am now instead of 7am.",
        ),
        (
            ("Our garden waste is collected on Tuesdays too.", "garden waste"),
            (
                "The glass bottles at the pub are collected on Tuesdays by a private firm.",
                "pub glass",
            ),
        ),
    ),
    Topic(
        "coffee beans",
        "The café gets its coffee beans from Redhill Roasters.",
        (
            "We switched our coffee bean supplier from Redhill Roasters to Northside Coffee Co.",
            "Redhill Roasters stopped supplying us, so the beans come from Kettle & Crow now.",
            "Our espresso beans are now roasted and delivered by Northside Coffee Co.",
            "Northside Coffee Co has taken over from Redhill as the café's bean supplier.",
        ),
        (
            "Redhill Roasters now deliver the café's beans on Wednesdays instead of Mondays.",
            "The price of a kilo of beans from Redhill Roasters went up to 24 pounds.",
        ),
        (
            ("The bakery next door gets its coffee beans from Redhill Roasters too.", "bakery"),
            ("The café gets its milk from Hollow Farm Dairy.", "milk supply"),
        ),
    ),
    Topic(
        "dentist",
        "The kids see Dr Patel at Riverside Dental for check-ups.",
        (
            "We moved the kids from Dr Patel to Dr Morgan at Smile Street Dental.",
            "Dr Patel retired, so the children's check-ups are with Dr Lin now.",
            "The kids are now registered with Hillside Family Dentistry instead of Riverside.",
            "Riverside Dental is no longer our dentist; we go to Smile Street for the children.",
        ),
        (
            "Riverside Dental moved the kids' check-ups from every six months to once a year.",
            "Dr Patel's receptionist changed, you now book through Mandy on the new number.",
        ),
        (
            ("My mum sees Dr Patel at Riverside Dental for her check-ups.", "mum's dentist"),
            ("The dog sees Dr Patel at Oakwood Vets for its check-ups.", "dog's vet"),
        ),
    ),
    Topic(
        "piano lessons",
        "Maya's piano lessons are with Mrs Okafor on Saturday mornings.",
        (
            "Maya's piano teacher changed from Mrs Okafor to Mr Brennan.",
            "Mrs Okafor has stopped teaching, so Maya's piano is now taught by Ms Duval.",
            "Maya now has her piano lessons online with a tutor from the Lyric Music School.",
            "Mr Brennan has taken over Maya's piano lessons from Mrs Okafor.",
        ),
        (
            "Maya's piano lessons with Mrs Okafor now cost 30 pounds instead of 25.",
            "Maya's piano lessons got longer, they're an hour now instead of forty-five minutes.",
        ),
        (
            (
                "Leo's violin lessons are with Mrs Okafor on Saturday mornings too.",
                "violin lessons",
            ),
            (
                "Maya's swimming lessons are with Coach Dan on Saturday mornings.",
                "swimming lessons",
            ),
        ),
    ),
)
