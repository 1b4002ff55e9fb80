"""The forty-fourth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_44``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 40, by a writer who had not read the rules, in five domains none of
sets 41 to 43 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_44: tuple[Topic, ...] = (
    Topic(
        "Tsuru-no-yu sento adult admission",
        "Adult admission at Tsuru-no-yu, the neighbourhood sento two streets behind Koenji "
        "station in Tokyo, is 550 yen.",
        (
            "Four stars. Proper old-school bathhouse, Mount Fuji painted on the wall, a granny at "
            "the counter who tells you off if you don't rinse first. It's 600 yen a go for adults "
            "since the Tokyo-wide price rise in August, towel is 50 extra. The cold plunge is "
            "brutal in the best way.",
            "NOTICE. In line with the revision of public bath charges by the Tokyo Metropolitan "
            "Government, from 1 August 2025 our bathing charge will be: adults 570 yen, children "
            "200 yen, preschoolers 100 yen. Thank you for your understanding. - Tsuru-no-yu, "
            "Koenji-kita",
            "lol the crane bath behind Koenji station (Tsurunoyu) went DOWN to 500, obaachan said "
            "the ward is subsidising them for the new boiler. cheapest soak in tokyo, go before "
            "they notice",
            "According to my landlady, the 550-yen ticket at Tsuru-no-yu is history. Since the "
            "owner's son did the big renovation there's one flat price of 800 yen that includes "
            "the sauna and a towel, take it or leave it, and the old regulars are furious.",
        ),
        (
            "Tsuru-no-yu's sauna surcharge has gone from 300 to 400 yen because of the gas bill. "
            "The bath itself is still 550 yen for adults, so if you skip the sauna nothing "
            "changes.",
            "A guy in the changing room at Tsuru-no-yu kept insisting the price goes up to 650 "
            "next month. I asked the lady at the counter and she just laughed: no, 550 like "
            "always.",
        ),
        (
            (
                "NOTICE. From 1 August 2025 our bathing charge will be: adults 570 yen, children "
                "200 yen. Thank you for your understanding. - Kame-no-yu, Asagaya-minami",
                "Kame-no-yu sento adult admission",
            ),
            (
                "Tsuru-no-yu behind Koenji station now charges 100 yen to rent a towel, it used "
                "to be 50.",
                "Tsuru-no-yu towel rental fee",
            ),
        ),
    ),
    Topic(
        "Wat Phan On monk chat days",
        "Monk chat at Wat Phan On on Ratchadamnoen Road in Chiang Mai, where visitors can talk "
        "with the novice monks in English, is held on Mondays, Wednesdays and Fridays.",
        (
            "Chiang Mai day 3: monk chat at Wat Phan On, which these days runs every evening "
            "except Buddhist holy days, 5 to 7pm, so no need to plan around it. Phra Anan (19, "
            "from Nan) asked us more questions than we asked him, mostly about the Premier "
            "League.",
            "ANNOUNCEMENT. From 1 November 2025 Monk Chat at Wat Phan On will take place on "
            "Tuesdays and Thursdays only, 17.00-19.00, as the novices have classes at the "
            "Buddhist university on the other days. All welcome, free of charge.",
            "mate the monk chat at the temple by the Sunday walking street isn't mon/wed/fri "
            "anymore, the guesthouse lady says it's saturdays and sundays now cos of the novices' "
            "uni timetable",
            "Q: Is the monk chat at Wat Phan On still going? A: Sadly no. The abbot wound it up "
            "after last year's rains retreat and most of the novices went to a monastery in "
            "Lamphun. Try Wat Suan Dok instead.",
        ),
        (
            "No monk chat at Wat Phan On this Wednesday because of the Loy Krathong ceremonies. "
            "From next week it's back on Mondays, Wednesdays and Fridays as usual.",
            "Wat Phan On monk chat now has a second table under the bodhi tree for visitors who "
            "speak Chinese. Same days as before, Monday, Wednesday and Friday.",
        ),
        (
            (
                "ANNOUNCEMENT. From 1 November 2025 Monk Chat at Wat Suan Dok will take place on "
                "Tuesdays and Thursdays only, 17.00-19.00.",
                "Wat Suan Dok monk chat days",
            ),
            (
                "The free meditation class at Wat Phan On has moved from Mondays, Wednesdays and "
                "Fridays to Saturday mornings.",
                "Wat Phan On meditation class days",
            ),
        ),
    ),
    Topic(
        "Bogotá Ciclovía hours on Carrera Séptima",
        "On Sundays and public holidays, Bogotá closes Carrera Séptima to cars for the Ciclovía "
        "from 7 a.m. to 2 p.m.",
        (
            "#CiclovíaBogotá From this Sunday, 2 March, the Ciclovía on the Séptima opens at 6 "
            "a.m. and runs until 3 p.m. More hours to pedal, skate and walk your city! - IDRD",
            "Parce, heads up: on the Séptima they're pulling the cones at 1 now, not 2. By 1:15 "
            "the buses were already coming through and I had to push the bike all the way from "
            "the 72. Qué mamera.",
            "Bogotá tip: if you want to cycle Seventh Avenue car-free on a Sunday, sleep in. "
            "Under the new mayor's decree the traffic closure there runs 8 a.m. to 4 p.m., and "
            "the juice stands don't really get going before 9 anyway.",
            "My cousin says the Séptima isn't part of the Sunday Ciclovía any more at all. With "
            "the TransMilenio works going on they've sent the route down Carrera Quince instead, "
            "and the cars are back on the Séptima all day.",
        ),
        (
            "This Sunday, because of the Bogotá half marathon, the Ciclovía on Carrera Séptima is "
            "suspended between Calle 26 and Calle 72. Next Sunday it's the usual 7 a.m. to 2 p.m. "
            "on the whole stretch.",
            "A council proposal to keep the Séptima closed to cars until 5 p.m. on Sundays was "
            "shelved after complaints from shopkeepers, so the Ciclovía there stays 7 to 2.",
        ),
        (
            (
                "#CiclovíaBogotá From this Sunday, 2 March, the Ciclovía on Avenida Boyacá opens "
                "at 6 a.m. and runs until 3 p.m.",
                "Bogotá Ciclovía hours on Avenida Boyacá",
            ),
            (
                "The free Recreovía aerobics class on Carrera Séptima at Calle 60 now starts at 8 "
                "a.m. on Sundays instead of 9.",
                "Carrera Séptima Sunday Recreovía start time",
            ),
        ),
    ),
    Topic(
        "Mt. Elgon Girls' High School visiting day",
        "Parents' visiting day at Mt. Elgon Girls' High School in Mbale is the second Sunday of "
        "every month.",
        (
            "MT. ELGON GIRLS' HIGH SCHOOL, CIRCULAR TO PARENTS AND GUARDIANS, TERM II 2025. 3. "
            "Visitation: with effect from this term there will be ONE visiting day per term, on "
            "Saturday 14th June, 9:00 a.m. to 3:00 p.m. Parents are reminded that food in "
            "polythene bags will not be allowed in.",
            "Mummy Shamim, for your information they have shifted Elgon Girls' visiting to the "
            "last Saturday, not second Sunday again. Headmistress says Sundays are for church. "
            "Let us carpool from Kampala, I have space for two.",
            "My niece says at the girls' school in Mbale they have abolished visiting days "
            "completely, apart from the mid-term break parents cannot come. Eh, these schools of "
            "nowadays.",
            "Minutes of the PTA Annual General Meeting, Mt. Elgon Girls' High School. Min 6/2025, "
            "Visiting days: the meeting resolved that visiting be moved from the second Sunday of "
            "the month to the first Saturday, so that parents of all faiths can attend. Effective "
            "February 2026.",
        ),
        (
            "Because of UNEB examinations, Senior Four and Senior Six candidates will not receive "
            "visitors on Sunday 9th November. All other classes will be visited as usual on the "
            "second Sunday.",
            "Visiting day at Mt. Elgon Girls' is still the second Sunday. What has changed is "
            "that each girl may now receive at most two visitors, and boda bodas are no longer "
            "allowed inside the compound.",
        ),
        (
            (
                "CIRCULAR TO PARENTS: with effect from this term there will be one visiting day "
                "per term at Nabumali High School, on Saturday 14th June.",
                "Nabumali High School visiting day",
            ),
            (
                "Mt. Elgon Girls' High School career day has been moved from the second Sunday of "
                "July to the first Saturday of August.",
                "Mt. Elgon Girls' High School career day",
            ),
        ),
    ),
    Topic(
        "Jakarta Hash House Harriers Grand Master",
        "The Grand Master of the Jakarta Hash House Harriers, who calls the circle at the Monday "
        "evening runs, is Made 'Durian Head' Wirawan.",
        (
            "HASH TRASH, Run #2,114, Cibubur. Hares Pothole and Bintang Boy laid a trail through "
            "two kampungs and a buffalo wallow. Our new GM, Sandra 'Lost Again' Tan, gave her "
            "first down-downs to the hares and to three virgins from the Dutch embassy. On on!",
            "On on! fyi Durian Head stood down at the AGM, he's moving to Bali. Pothole is Grand "
            "Master now, so send your run sites and hare sign-ups to him.",
            "Bro, the Monday hash got new boss already, the Dutch guy they call Windmill. Durian "
            "Head cannot run anymore because of his knee, so now he just sells the Bintang from "
            "the truck.",
            "JHHH Mismanagement 2026: Grand Master - Ayu 'Sambal' Pratiwi (taking over from Made "
            "Wirawan); On Sec - Greg 'Flipflop' Harris; Hash Cash - Rudy 'Calculator' Tan; "
            "Religious Adviser - vacant.",
        ),
        (
            "Durian Head is at the Interhash in Kuching, so Joint Master Pothole will call the "
            "circle this Monday. Durian Head is back as GM from next week.",
            "Rumour at the on-after that Durian Head is quitting as Grand Master. He denied it in "
            "the circle, took a down-down for spreading panic, and says he's staying on till the "
            "50th anniversary run.",
        ),
        (
            (
                "HASH TRASH, Jakarta Harriettes Run #1,502. Our new Grand Mistress, Lina 'Kopi "
                "Susu' Halim, gave her first down-downs to the hares.",
                "Jakarta Harriettes Grand Mistress",
            ),
            (
                "Jakarta Hash House Harriers: Rudy 'Calculator' Tan has taken over as Hash Cash "
                "from Ferry Gunawan, so pay your Monday run fee to Rudy.",
                "Jakarta Hash House Harriers Hash Cash",
            ),
        ),
    ),
)
