"""The forty-seventh held-out set of ``bench/change_phrasing.py`` (``--splits held_out_47``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 43, by a writer who had not read the rules, in five domains none of
sets 44 to 46 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_47: tuple[Topic, ...] = (
    Topic(
        "De Zwaluw Lokeren pigeon club basketing venue",
        "Pigeons for the Saturday races of the pigeon club De Zwaluw in Lokeren are basketed on "
        "Friday evening in the back room of café De Pauw on the Markt.",
        (
            "Beste liefhebbers! From this weekend the inkorving for De Zwaluw moves to the new "
            "clubhouse at the sports hall on the Zelebaan. Café De Pauw has been sold and the new "
            "owners want the back room for a pizzeria. Clocks are read out there after the race "
            "as usual. Veel succes zaterdag, and mind the wind from the south!",
            "My neighbour Marcel, who has raced pigeons since before the Expo, says the Lokeren "
            "club doesn't put its birds in the baskets at the café anymore. They load them "
            "straight onto the transport lorry in the Colruyt car park on Friday night now. He's "
            "not pleased, says it's too cold for his knees.",
            "Verslag bestuursvergadering KM De Zwaluw, 14 januari 2026. Punt 4: since the KBDB "
            "now requires electronic basketing for all national races, the board decides that "
            "from the 2026 season basketing will take place at the premises of member Luc Van "
            "Damme, Heirbrugstraat 12, where the antenna and power supply are available. "
            "Adopted by 6 votes to 1.",
            "Two stars for De Pauw. It used to be a proper brown café full of pigeon men on a "
            "Friday night, crates stacked to the ceiling, lovely chaos. The pigeon lot have been "
            "basketing their birds at the parish hall in Daknam since the summer, and now it's "
            "just a quiet bar with overpriced Duvel.",
        ),
        (
            "Because of the Lokeren fair on the Markt this Friday, De Zwaluw will basket in the "
            "tent behind the Sint-Laurentiuskerk, this week only. From next week it is back in "
            "the back room of café De Pauw as always.",
            "Basketing for De Zwaluw now opens at 18:30 instead of 19:00 on Fridays, so the "
            "lorry can leave earlier for the release site. Still in the back room of De Pauw on "
            "the Markt.",
        ),
        (
            (
                "Pigeon club De Eendracht in Zele no longer baskets at café 't Hoekske; from this "
                "season the Friday inkorving is at the Zele youth centre.",
                "De Eendracht Zele pigeon club basketing venue",
            ),
            (
                "De Zwaluw Lokeren's annual prize-giving dinner moves from café De Pauw to the "
                "feestzaal Ter Durme this year.",
                "De Zwaluw Lokeren prize-giving dinner venue",
            ),
        ),
    ),
    Topic(
        "Kotiyagala tea factory green-leaf price",
        "The Kotiyagala tea factory near Deniyaya pays smallholders 240 rupees per kilo of green "
        "leaf.",
        (
            "NOTICE TO ALL BOUGHT-LEAF SUPPLIERS. Kotiyagala Tea Factory (Pvt) Ltd. With effect "
            "from 1st February 2026 the price paid for green leaf of standard quality will be Rs. "
            "265 per kg, in line with the improved Ruhuna elevation averages at the Colombo "
            "auction. Leaf will be weighed at the usual collection points.",
            "Aiyo malli, the Kotiyagala factory cut the leaf rate to 210, they are saying the "
            "auction prices fell. Amma is thinking to give our leaf to the Morawaka factory "
            "instead, their lorry also comes up to the junction.",
            "My father's tea plot is up near Deniyaya, and he says the factory by the river pays "
            "280 a kilo these days for good two-leaves-and-a-bud, though they reject a lot more "
            "leaf than they used to.",
            "Minutes, Kotapola Tea Smallholders' Development Society, monthly meeting. The "
            "chairman reported that after negotiation the Kotiyagala factory had agreed to raise "
            "its green-leaf rate from Rs. 240 to Rs. 255 per kilo from this month's payment. "
            "Members also discussed the fertiliser subsidy and the broken culvert on the estate "
            "road.",
        ),
        (
            "People on the estate road were saying Kotiyagala will drop its leaf price to 200. "
            "The factory manager told the society meeting that is nonsense: the rate stays at "
            "240 a kilo.",
            "Kotiyagala tea factory now pays the smallholders' leaf money every two weeks "
            "instead of once a month. The rate itself is still 240 rupees per kilo.",
        ),
        (
            (
                "Morawaka tea factory now pays smallholders 265 rupees per kilo of green leaf "
                "instead of 240.",
                "Morawaka tea factory green-leaf price",
            ),
            (
                "Kotiyagala tea factory's made tea now fetches 1,150 rupees a kilo at the Colombo "
                "auction, up from 980.",
                "Kotiyagala tea factory auction price",
            ),
        ),
    ),
    Topic(
        "Mr Kulkarni's dabba pickup time",
        "The dabbawala collects Mr Kulkarni's lunch tiffin from the family's flat in Dadar at "
        "9:30 every morning.",
        (
            "Aai, don't pack the dabba so slowly now, Santosh-bhau has started coming at 9:10. "
            "His group is catching an earlier Churchgate train from Dadar since the timetable "
            "change. Tell Baba to keep the poha ready by nine.",
            "MUMBAI DABBAWALA ASSOCIATION. To our valued customers of Dadar West, Ranade Road "
            "area: from Monday 2 March, tiffins will be collected from homes at 10:00 a.m. "
            "sharp, because of the new train timings. Delivery at offices remains before 1 "
            "p.m. Kindly cooperate.",
            "Kulkarni-saheb told us in the office canteen that his tiffin now leaves home at "
            "quarter to ten, not half past nine. The new dabbawala in his building does the top "
            "floors last, it seems.",
            "No more dabbawala for Vinay Kulkarni! Since his office shifted to BKC and he drives "
            "in, his wife just hands the lunch box to the driver at 8:45 when they set off.",
        ),
        (
            "Santosh-bhau is going to his village near Rajgurunagar for the wari next week, so "
            "his nephew will collect Mr Kulkarni's dabba. Same time, 9:30 sharp, he promised.",
            "The monthly charge for Mr Kulkarni's dabba has gone up from 1,200 to 1,400 rupees. "
            "The pickup is still at 9:30 from the Dadar flat.",
        ),
        (
            (
                "The dabbawala now collects Mrs Joshi's lunch tiffin from the flat downstairs at "
                "9:15 instead of 9:30.",
                "Mrs Joshi's dabba pickup time",
            ),
            (
                "Mr Kulkarni's empty tiffin now comes back to the Dadar flat at 6 in the evening "
                "instead of 5:30.",
                "Mr Kulkarni's dabba return time",
            ),
        ),
    ),
    Topic(
        "Lalomanu village pulenu'u",
        "The pulenu'u, the government's village representative, of Lalomanu on the south-east "
        "coast of Upolu is Afamasaga Pese.",
        (
            "Manuia le aso! Congratulations to Seiuli Tavita Lemalu, sworn in today at the "
            "Ministry of Women, Community and Social Development as the new pulenu'u of "
            "Lalomanu. Fa'afetai tele lava to Afamasaga Pese for his many years of service to "
            "the village.",
            "Stayed three nights at a beach fale in Lalomanu, pure bliss. The owner's husband is "
            "the village mayor now, so if you want to swim on Sunday morning you ask him first "
            "(the answer is no, it's church). The sunrise over Nu'utele island is unreal.",
            "2AP news: the village fono of Lalomanu has removed its pulenu'u following a dispute "
            "over land set aside after the tsunami. Until a replacement is chosen, the Ministry "
            "will deal directly with the matai of the village.",
            "Cousin in Auckland says Pese isn't the one to talk to about the church land anymore. "
            "The fono gave the job to Tuala Mele Ah Chong, first woman to be pulenu'u in the "
            "village, and the aunties are very proud.",
        ),
        (
            "Afamasaga Pese, pulenu'u of Lalomanu, is in New Zealand for a funeral until the end "
            "of the month. His deputy will sign documents meanwhile, and Pese takes up the work "
            "again when he is back.",
            "A post on Facebook said Lalomanu was replacing its pulenu'u. The village fono met on "
            "Saturday and reconfirmed Afamasaga Pese for another three-year term.",
        ),
        (
            (
                "Ulutogia, the next village along, has a new pulenu'u: Lauina Fetu replaced "
                "Ioane Sila after the fono vote.",
                "Ulutogia village pulenu'u",
            ),
            (
                "Lalomanu's women's committee has a new president, Fa'asao Leiataua, who takes "
                "over from the long-serving Tina Aumua.",
                "Lalomanu women's committee president",
            ),
        ),
    ),
    Topic(
        "Rushaga gorilla trekking group size limit",
        "At most eight visitors a day may trek to each habituated gorilla family in the Rushaga "
        "sector of Bwindi Impenetrable National Park.",
        (
            "PRESS RELEASE. The Uganda Wildlife Authority informs the public that with effect "
            "from 1 July 2026 the number of visitors permitted to track each habituated gorilla "
            "group in Bwindi, including the Rushaga sector, is reduced to six per day, in line "
            "with updated guidance on disease transmission.",
            "Five stars for Rushaga! Our ranger Moses said they take up to ten people per family "
            "now, so our group was a bit crowded on the slope, but when the silverback yawned "
            "nobody cared about anything else.",
            "Hi Sarah, a quick update on your booking: since the new UWA rules the gorilla "
            "families in southern Bwindi are capped at four trackers each, so I have moved your "
            "friend to the Nkuringo sector on the same day. Packed lunch is included.",
            "The guide at our lodge said the old eight-per-family rule in Rushaga has been "
            "scrapped. It's worked out family by family now: the big Nshongi group takes twelve "
            "and the small ones only five.",
        ),
        (
            "In the low season, April and May, UWA discounts Rushaga gorilla permits to 600 "
            "dollars, but the group size per gorilla family stays at eight visitors.",
            "The proposal to let twelve visitors track each Rushaga gorilla family was turned "
            "down by the UWA board; the limit remains eight.",
        ),
        (
            (
                "Each chimpanzee group in Kibale Forest can now be tracked by up to six visitors "
                "a day instead of eight.",
                "Kibale chimpanzee tracking group size limit",
            ),
            (
                "The gorilla habituation experience in Rushaga now allows six visitors per day "
                "instead of four.",
                "Rushaga gorilla habituation experience group size limit",
            ),
        ),
    ),
)
