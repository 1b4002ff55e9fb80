"""The forty-first held-out set of ``bench/change_phrasing.py`` (``--splits held_out_41``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 37, by a writer who had not read the rules, in five domains none of
sets 38 to 40 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_41: tuple[Topic, ...] = (
    Topic(
        "Warrawee Heads Surf Life Saving Club Sunday sausage sizzle price",
        "A sausage in bread at the Warrawee Heads Surf Life Saving Club's Sunday sizzle costs $3.",
        (
            "Attention on the beach please, this is the Warrawee Heads clubhouse. The Sunday "
            "sausage sizzle is open by the nipper shed: snags in bread four dollars, onions "
            "free, and every cent goes towards the new IRB. Thank you.",
            "grab a $5 note for the sizzle if ur heading down to Warrawee, they've put the snags "
            "up to $3.50 and the card reader's cactus again x",
            "Treasurer's report, Warrawee Heads SLSC, March. Following increases in bread and "
            "sausage costs from our supplier, the board resolved that the Sunday sizzle price be "
            "set at $4 from 1 April. Sizzle takings for March were $2,140.",
            "Sorry all, my post yesterday said the Warrawee Heads Sunday sizzle was still three "
            "bucks. That was wrong, it's been $4 since Easter. Apologies to the families who "
            "turned up a gold coin short!",
        ),
        (
            "At Tuesday's board meeting someone moved to lift the Sunday sizzle to $4 to cover "
            "the bread, but it went down 7 to 3, so a snag at Warrawee Heads stays at three "
            "bucks.",
            "The Warrawee Heads SLSC sausage sizzle has shifted from the car park to under the "
            "clubhouse awning so nobody's queuing in the full sun. Same $3 a snag.",
        ),
        (
            (
                "Attention on the beach please, this is the Kurrajong Point clubhouse. The "
                "sausage sizzle is open by the nipper shed: snags in bread four dollars.",
                "Kurrajong Point Surf Life Saving Club sausage sizzle price",
            ),
            (
                "Treasurer's report, Warrawee Heads SLSC, March. The board resolved that the "
                "Bronze Medallion course fee be set at $260 from 1 April.",
                "Warrawee Heads SLSC Bronze Medallion course fee",
            ),
        ),
    ),
    Topic(
        "Victoria Park Sunday tai chi group start time",
        "Sifu Leung's Sunday morning tai chi group in Victoria Park, Causeway Bay, starts at "
        "6:30am.",
        (
            "Aiya, you never heard meh? Sifu Leung's Sunday group in Victoria Park start at "
            "7:15 already lah, since summer. The aunties complain the sun too strong but the "
            "younger ones happy can sleep more.",
            "Sunday tai chi in Victoria Park: there is no more 6:30 start. Sifu Leung says too "
            "many of the older members were slipping on the wet grass in the dark.",
            "NOTICE - Victoria Park Sunday Tai Chi Group. With effect from Sunday 2 November "
            "2025, practice will commence at 7:00 a.m. sharp at the usual spot beside the "
            "bowling greens. Kindly inform fellow members. - The Committee",
            "Can't do 8 o'clock yum cha on Sundays any more, sorry. Sifu Leung has us starting "
            "tai chi in Victoria Park at eight now, so I'm not out of there till half nine.",
        ),
        (
            "Someone told my mother the Sunday tai chi in Victoria Park is going to start later. "
            "I asked Sifu Leung myself: not true, still 6:30, and he doesn't like latecomers.",
            "Because of the marathon road closures, this Sunday only Sifu Leung's group will "
            "meet in Victoria Park at 7:30am. Next week back to 6:30 as normal.",
        ),
        (
            (
                "Aiya, you never heard meh? Sifu Leung's Wednesday evening group in Kowloon "
                "Park start at 7:15 already lah.",
                "Kowloon Park Wednesday evening tai chi group start time",
            ),
            (
                "NOTICE - Victoria Park Sunday Tai Chi Group. With effect from Sunday 2 November "
                "2025, the monthly fee will be HK$150. Kindly inform fellow members.",
                "Victoria Park Sunday tai chi group monthly fee",
            ),
        ),
    ),
    Topic(
        "St Brendan's Primary school crossing patrol",
        "Mrs Agnes Doyle is the lollipop lady at the crossing outside St Brendan's Primary on "
        "Glasgow Road, Paisley.",
        (
            "Just wanted to say a big welcome to Gordon, the lollipop man outside St Brendan's "
            "on Glasgow Road! My wee one high-fives him every morning already. Agnes, enjoy the "
            "retirement hen, you'll be missed x",
            "Doesn't matter what the weather's doing, Big Tam is out at the St Brendan's "
            "crossing in his hi-vis by twenty past eight, waving the lollipop and giving the "
            "buses a row. Best lollipop man in Paisley.",
            "St Brendan's Primary newsletter, 14 November. We said a fond farewell to Mrs Doyle, "
            "who has retired after 22 years on our school crossing. From Monday, Mr Raymond "
            "Quinn will be seeing the children safely across Glasgow Road.",
            "Renfrewshire Council, reply to enquiry ref. 44817: the School Crossing Patrol post "
            "at Glasgow Road (St Brendan's Primary) became vacant when Mrs A. Doyle stood down "
            "in August and has been filled by Ms Leanne Burke.",
        ),
        (
            "Is Agnes Doyle still doing the crossing at St Brendan's? I've not seen her since "
            "the October week and I hope she's alright.",
            "The St Brendan's crossing on Glasgow Road is manned from 8.15am now instead of "
            "8.30am because of the new breakfast club. Mrs Doyle is doing the extra fifteen "
            "minutes herself.",
        ),
        (
            (
                "Just wanted to say a big welcome to Gordon, the lollipop man outside "
                "Williamsburgh Primary on Ladyburn Street!",
                "Williamsburgh Primary school crossing patrol",
            ),
            (
                "St Brendan's Primary newsletter, 14 November. We said a fond farewell to Mrs "
                "Hendry, who has retired after 22 years in our school kitchen. From Monday, Mr "
                "Raymond Quinn will be running the dinners.",
                "St Brendan's Primary school cook",
            ),
        ),
    ),
    Topic(
        "Repair Café Lombok venue",
        "Repair Café Lombok in Utrecht is held in Buurthuis De Boog on the Kanaalstraat.",
        (
            "Dear neighbours! From the 8th of March Repair Café Lombok takes place in the "
            "Lombok library on the Kanaalweg, because De Boog is closing its doors for good. "
            "Bring your broken toaster, there is coffee and stroopwafels!",
            "Schat, can you drop the lamp at the repair café on your way? Not De Boog, they "
            "sit in the back room of Wijkcentrum Oase now, Damstraat. Xx",
            "Receipt - Repair Café Lombok. Repair of vacuum cleaner (Philips), new fuse. "
            "Voluntary donation: EUR 5,00. Location: Antoniuskerk parish hall, Kanaalstraat "
            "200. Thank you and see you next month!",
            "They have chucked the repair café out of De Boog, I heard it from Els. The new "
            "board of the buurthuis wanted the room for yoga, so the repairers sit in the "
            "church hall now. Ten years they were in De Boog, it's a shame.",
        ),
        (
            "Reminder: Repair Café Lombok, Saturday 12 April, 13:00-16:00, as always in "
            "Buurthuis De Boog, Kanaalstraat. This month there is an extra sewing table!",
            "Repair Café Lombok goes from the second to the last Saturday of the month, because "
            "many volunteers stand at the flea market on the second. Still in De Boog, of "
            "course.",
        ),
        (
            (
                "Dear neighbours! From the 8th of March the Lombok language café takes place in "
                "the Lombok library on the Kanaalweg, because De Boog is closing its doors.",
                "Lombok language café venue",
            ),
            (
                "Receipt - Repair Café Zuilen. Repair of vacuum cleaner (Philips), new fuse. "
                "Voluntary donation: EUR 5,00. Location: Buurthuis De Schakel.",
                "Repair Café Zuilen venue",
            ),
        ),
    ),
    Topic(
        "Fairholme Lawn Tennis Club grass court dress code",
        "Players on the grass courts at Fairholme Lawn Tennis Club in Monkstown must wear "
        "predominantly white clothing.",
        (
            "Fairholme LTC AGM, Motion 4 (Dress code): that the requirement for predominantly "
            "white clothing on the grass courts be removed and any proper tennis attire be "
            "permitted. Proposed P. Nolan, seconded M. Keane. Carried, 41 for, 12 against.",
            "Would you believe it, I was down at Fairholme Saturday and there were lads out on "
            "the grass in pink shorts and nobody batting an eyelid. The whites rule is gone, "
            "apparently. The oul' lads in the bar are fit to be tied.",
            "Dear Members, a quick note ahead of the summer season: coloured clothing is welcome "
            "on all Fairholme courts, grass included. Please do wear proper tennis shoes on the "
            "grass though, no running shoes.",
            "Finally spent the voucher on a lovely navy skirt. Since Fairholme dropped all-whites "
            "on the grass I can leave that yellowing old tennis dress in the wardrobe.",
        ),
        (
            "For the charity fancy-dress doubles on Sunday 22 June the committee has agreed that "
            "costumes may be worn on the Fairholme grass courts. The white clothing rule applies "
            "as normal from Monday.",
            "Quick one for the Fairholme members: are we still meant to be in whites on the "
            "grass? My daughter only has a purple top and I don't want her sent off court on "
            "Saturday.",
        ),
        (
            (
                "Seapoint LTC AGM, Motion 4 (Dress code): that the requirement for predominantly "
                "white clothing on the grass courts be removed. Carried, 41 for, 12 against.",
                "Seapoint Lawn Tennis Club grass court dress code",
            ),
            (
                "Dear Members, a quick note ahead of the summer season: guests are welcome on "
                "all Fairholme courts, grass included, for a green fee of EUR 10.",
                "Fairholme Lawn Tennis Club guest fee",
            ),
        ),
    ),
)
