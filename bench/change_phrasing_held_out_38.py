"""The thirty-eighth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_38``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 34, by a writer who had not read the rules, in five domains none of
sets 35 to 37 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_38: tuple[Topic, ...] = (
    Topic(
        "Taman Melawati pasar malam day",
        "The pasar malam in Taman Melawati is held every Wednesday night along Jalan Pandan 3.",
        (
            "Taman Melawati Residents 🏡 FYI semua, MPAJ dah approve, our pasar malam pindah hari "
            "to Saturday starting 7 June. Wednesday night got no more stalls okay, don't simply "
            "come and park along Jalan Pandan 3 then complain. Share-share!",
            "NOTICE / NOTIS. Taman Melawati night market (Jalan Pandan 3) will operate every "
            "Friday, 5.00pm to 11.00pm, effective 1 August 2025. Traders found trading on any "
            "other night will be compounded. - Licensing Department, MPAJ",
            "My mother-in-law said the traders told the committee Wednesday sales not enough to "
            "cover the petrol, so from next month the Melawati pasar malam goes to Sunday "
            "evening. She already grumbling because Sunday is her line dancing.",
            "Sorry boss, Thursday overtime I cannot lah. Ever since the Melawati pasar malam "
            "went to Thursday nights I help my aunty at her kuih stall. Wednesday I'm free, can "
            "swap with Ah Keong?",
        ),
        (
            "Aiyo, that WhatsApp forward saying Melawati pasar malam going to Saturday is from "
            "some other taman one. I called the committee chairman myself: Wednesday night "
            "still, same Jalan Pandan 3, nothing change.",
            "Because of the road resurfacing, the Melawati pasar malam will set up on the field "
            "beside the surau from next month instead of Jalan Pandan 3, but it stays on "
            "Wednesday nights.",
        ),
        (
            (
                "FYI semua, MPAJ dah approve, the Taman Permata pasar malam pindah hari to "
                "Saturday starting 7 June. Wednesday night got no more stalls there.",
                "Taman Permata pasar malam day",
            ),
            (
                "NOTICE / NOTIS. Taman Melawati farmers' market (pasar tani) will operate every "
                "Friday morning, 7.00am to 12.00pm, effective 1 August 2025.",
                "Taman Melawati pasar tani day",
            ),
        ),
    ),
    Topic(
        "Bellbird Creek Rural Fire Brigade captain",
        "Darren Pike is the captain of the Bellbird Creek Rural Fire Brigade.",
        (
            "Hey Marg, if you're after a permit to burn off the back paddock don't bother "
            "ringing Darren, he's not captain anymore. Shaz Whitely got voted in at the brigade "
            "AGM Tuesday night. Her mobile's on the shed door. Cheers, Bev",
            "BELLBIRD CREEK RFB - ANNUAL GENERAL MEETING, 11 JULY 2025. Present: 17 members. "
            "Election of office bearers: Captain - K. Nguyen (elected unopposed; D. Pike did not "
            "renominate). Senior Deputy Captain - T. Roberts. Meeting closed 8.52pm, followed by "
            "a sausage sizzle.",
            "Leanne Harvey, who took over the Bellbird Creek captaincy from Darren Pike in the "
            "winter, said her crew spent fourteen hours on the Mt Dromedary fire line before "
            "Narooma relieved them.",
            "Reckon the Bellbird Creek shed's gone a bit soft since Darren handed the yellow "
            "helmet to Ash Mulligan, mate. Kid's a good plumber, I'll give him that, but he runs "
            "the Thursday drills like a kindy excursion.",
        ),
        (
            "There was a bit of talk of the district office easing Darren out as Bellbird Creek "
            "captain after the tanker rollover, but the members backed him to the hilt and he's "
            "going round again this season.",
            "Darren's laid up after his knee op, so Tina Roberts is acting captain at Bellbird "
            "Creek till the end of October. He's back running the show for the fire season "
            "proper.",
        ),
        (
            (
                "If you're after a burn-off permit in Wandella don't bother ringing Gavin, he's "
                "not their captain anymore; Shaz Whitely got voted in at the Wandella brigade "
                "AGM.",
                "Wandella Rural Fire Brigade captain",
            ),
            (
                "BELLBIRD CREEK RFB AGM, 11 JULY 2025. Secretary - K. Nguyen (elected unopposed; "
                "J. Farrelly did not renominate).",
                "Bellbird Creek Rural Fire Brigade secretary",
            ),
        ),
    ),
    Topic(
        "Ecclesall Dene allotments full plot rent",
        "A full plot at the Ecclesall Dene allotments in Sheffield costs £62 a year.",
        (
            "ECCLESALL DENE ALLOTMENT SOCIETY - RENEWAL NOTICE 2026. Dear plot holder, rent for "
            "the coming year is due by 25 March. Full plot: £78. Half plot: £39. Concessions 25% "
            "off. Water included. Pay by BACS or at the trading hut, Sundays 10 till 12.",
            "Eh up Dad, thought you'd want to know, council's put the allotment rents up again. "
            "Ecclesall Dene's ninety quid for a full plot these days. Still cheaper than the veg "
            "in Sainsbury's, mind.",
            "> Is it still £62 for a full one at Ecclesall Dene? Not since the committee's vote "
            "in November, love. It's £70 from April and £35 for a half.",
            "We've handed back half our plot at Ecclesall Dene. At £84 a year for a full one "
            "since they started charging for the water, it weren't worth it for what the slugs "
            "leave us.",
        ),
        (
            "Does anybody know if a full plot at Ecclesall Dene is still sixty-two pound a year? "
            "Our lad's thinking of putting his name down on the waiting list.",
            "Ecclesall Dene Allotment Society's brought in a £20 key deposit for the new "
            "padlocked gate, but the full plot rent itself is staying at £62.",
        ),
        (
            (
                "NORTON LEES ALLOTMENTS - RENEWAL NOTICE 2026. Dear plot holder, rent for the "
                "coming year is due by 25 March. Full plot: £78.",
                "Norton Lees allotments full plot rent",
            ),
            (
                "Eh up Dad, thought you'd want to know, a half plot at Ecclesall Dene is "
                "forty-five quid these days.",
                "Ecclesall Dene allotments half plot rent",
            ),
        ),
    ),
    Topic(
        "Mandeville Tuesday domino league venue",
        "The Tuesday night domino league in Mandeville plays at Miss Pearl's bar on Caledonia "
        "Road.",
        (
            "Bredda, nuh guh a Miss Pearl tonight, yuh hear? Di domino league lef' from deh. Dem "
            "a play a Hyacinth shop by di Manchester Road roundabout now, seven o'clock sharp.",
            "MANDEVILLE DOMINO ASSOCIATION - CIRCULAR NO. 4/2025. Teams are advised that with "
            "effect from Tuesday 2 September all league fixtures will be played at the Lions "
            "Club hall, Ward Avenue. Captains must submit scoresheets by Wednesday noon.",
            "Miss Pearl sell out the bar to a man who cyaan stand the slamming of table, so Mr. "
            "Campbell seh the Tuesday dominoes gone over to the Legion hall now.",
            "[Tue 6:14 pm] Devon: Unno, where we playing tonight? [Tue 6:15 pm] Sister "
            "Claudette: Same place since July, Devon. Tony's rum shop at Greenvale crossroads. "
            "Miss Pearl's done with.",
        ),
        (
            "Miss Pearl close the bar fi the nine-night this Tuesday, so the domino league a "
            "play one night only at Tony's rum shop. Next week everybody back a Caledonia Road.",
            "The Mandeville Tuesday domino league has moved its start time to 8pm because of the "
            "evening traffic, but the games are still at Miss Pearl's on Caledonia Road.",
        ),
        (
            (
                "Bredda, di Friday night domino league lef' from Miss Pearl; dem a play a "
                "Hyacinth shop by di roundabout now.",
                "Mandeville Friday domino league venue",
            ),
            (
                "MAY PEN DOMINO ASSOCIATION - CIRCULAR. With effect from Tuesday 2 September all "
                "league fixtures will be played at the Lions Club hall.",
                "May Pen Tuesday domino league venue",
            ),
        ),
    ),
    Topic(
        "Oak Hollow Township Pool unaccompanied children rule",
        "Children under 12 can't use the Oak Hollow Township Pool without a parent or guardian "
        "there.",
        (
            "PSA from a mom of three: the township pool finally lowered the age for kids going "
            "solo to 10! My twins biked over yesterday and the lifeguard just waved them in. "
            "Summer is saved 🙌 #OakHollow",
            "Oak Hollow Parks & Recreation Board, regular meeting, April 14, 2025. Item 6, Pool "
            "policy: motion (Brennan/Okafor) to permit children aged 9 and older to use the pool "
            "unaccompanied once they pass the deep-end swim test. Approved 5-0. Director Haas to "
            "update the signage before Memorial Day.",
            "Oak Hollow Township Pool, 2025 Season Pass FAQ. Can my child come to the pool "
            "alone? Yes, if they are 14 or older. Swimmers 13 and under must be with an adult on "
            "the deck at all times.",
            "Jenna at the front desk told me the under-12 thing is gone at the Oak Hollow pool "
            "this year; any kid who passes the swim test can come without a grown-up, whatever "
            "age.",
        ),
        (
            "A couple of parents petitioned the Oak Hollow park board to let 10-year-olds swim "
            "on their own, but the board tabled it indefinitely, so under-12s still need a "
            "parent with them.",
            "Heads up, the Oak Hollow pool raised the daily guest fee from $5 to $8 this summer. "
            "Rules are otherwise the same old ones, kids under 12 still need a parent on deck.",
        ),
        (
            (
                "PSA: the Maple Grove YMCA pool finally lowered the age for kids going solo to "
                "10! The lifeguard just waved my twins in.",
                "Maple Grove YMCA pool unaccompanied children rule",
            ),
            (
                "Oak Hollow Parks & Recreation Board: motion to permit children aged 9 and older "
                "to use the diving board once they pass the deep-end swim test. Approved 5-0.",
                "Oak Hollow Township Pool diving board age rule",
            ),
        ),
    ),
)
