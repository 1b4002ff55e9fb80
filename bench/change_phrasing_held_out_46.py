"""The forty-sixth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_46``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 42, by a writer who had not read the rules, in five domains none of
sets 43 to 45 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_46: tuple[Topic, ...] = (
    Topic(
        "Azkoitia covered frontón hourly hire rate",
        "Hiring the covered municipal frontón in Azkoitia for an hour of hand pelota costs 12 "
        "euros, booked at the sports centre desk.",
        (
            "Kaixo cuadrilla! Good news: the town hall has dropped the frontón to 8 euros an hour "
            "for residents with the Kirol card, so Thursday's partido is back on. Bring your own "
            "tacos (the finger tape, not the food, Iñaki).",
            "AZKOITIKO UDALA / AYUNTAMIENTO DE AZKOITIA. Public prices approved in plenary "
            "session, 29 January 2026: hire of the covered frontón, per hour, 15 euros, lighting "
            "included. Applies to all bookings made from 1 March.",
            "Three stars. Lovely old pelota court, the ball cracks off the front wall like a "
            "gunshot. Booking is a pain though, and it's 20 euros an hour these days, which is "
            "steep when you're just four mates having a knock after work.",
            "My uncle plays there every Saturday and says the 12-euro hour is gone: since the "
            "sports centre moved bookings to the app you pay 7 euros per half-hour slot, so a "
            "proper game costs him 14. He blames the new councillor, naturally.",
        ),
        (
            "During the San Martin fiestas the Azkoitia frontón is free for the local pelota "
            "tournament; outside fiesta week the usual 12 euros an hour applies.",
            "From March the floodlight token at the Azkoitia frontón costs 4 euros instead of 3. "
            "The court hire itself is unchanged at 12 euros an hour, the desk confirmed.",
        ),
        (
            (
                "AYUNTAMIENTO DE AZPEITIA. Public prices: hire of the covered frontón, per hour, "
                "15 euros from 1 March.",
                "Azpeitia covered frontón hourly hire rate",
            ),
            (
                "The squash court at the Azkoitia sports centre, next to the frontón, now costs "
                "9 euros an hour instead of 7.",
                "Azkoitia sports centre squash court hourly rate",
            ),
        ),
    ),
    Topic(
        "Tungnaréttir autumn sheep round-up day",
        "The autumn sheep sorting at Tungnaréttir, the stone round-up fold in Biskupstungur, is "
        "held on the second Saturday of September.",
        (
            "Posted in the Biskupstungur community group: réttir at Tungnaréttir will be on "
            "FRIDAY 12 September this year and from now on, not the Saturday. The gatherers ride "
            "up to the highlands on Tuesday. Kjötsúpa in Aratunga afterwards as always!",
            "We planned our whole Iceland trip around the Tungnaréttir round-up on the second "
            "Saturday, only to hear from our guesthouse that it's been on the first Saturday of "
            "September since last year. We still caught the tail end and I got to wrestle one "
            "very stubborn ewe into the right pen. 10/10 would wrestle again.",
            "Minutes, Bláskógabyggð agricultural committee, 6 May: at the request of the sheep "
            "farmers' association, the autumn gathering in the Tungur district is brought "
            "forward, and sorting at Tungnaréttir will henceforth take place on the Thursday of "
            "the first week of September. Approved unanimously.",
            "My cousin farms near Reykholt and she says the big fold up by the Tungufljót doesn't "
            "do Saturdays anymore, they sort the sheep on a Sunday now so the kids who study in "
            "Reykjavík can come home and help.",
        ),
        (
            "Because of the storm warning, the sheep sorting at Tungnaréttir is postponed one "
            "week to Saturday 20 September, this year only. Next year it is back on the second "
            "Saturday as usual.",
            "The réttaball, the dance after Tungnaréttir, is moving from Aratunga to the new hall "
            "in Reykholt; the sorting itself stays on the second Saturday of September.",
        ),
        (
            (
                "Hrunaréttir, the fold in Hrunamannahreppur, now holds its autumn sheep sorting "
                "on the Friday instead of the second Saturday of September.",
                "Hrunaréttir autumn sheep round-up day",
            ),
            (
                "The horse round-up at Tungnaréttir has moved from the last Saturday of "
                "September to the first Saturday of October.",
                "Tungnaréttir horse round-up day",
            ),
        ),
    ),
    Topic(
        "Kehillat Shaarei Tzion Shabbat morning service start time",
        "Shabbat morning Shacharit at Kehillat Shaarei Tzion on Glen Eira Road in Elsternwick "
        "starts at 9 a.m.",
        (
            "From the Shaarei Tzion weekly bulletin, Parashat Vayikra: please note that from this "
            "Shabbat, Shacharit will begin at 8:30 a.m., so that the youth service and a longer "
            "kiddush can finish in time. Mazal tov to the Feldmans on the birth of their "
            "granddaughter.",
            "Oy, tell your father not to schlep in at nine anymore, the shul on Glen Eira Road "
            "starts at quarter to nine now, the rabbi wants Pesukei de-Zimra done before the bar "
            "mitzvah crowd arrives. He'll miss Barchu and then he'll kvetch to me about it.",
            "Board of Management minutes, Kehillat Shaarei Tzion, 11 February. Item 6, Shabbat "
            "morning services: following the congregational survey, the Board resolved to move "
            "Shacharit from 9:00 to 9:30 a.m., commencing Shabbat 7 March. Moved R. Gold, "
            "seconded D. Levin, carried.",
            "Visited the little shul in Elsternwick when I was in Melbourne for work. Heads up: "
            "their Saturday morning service kicks off at 8 now, whatever Google says. Lovely "
            "people, they made sure I got an aliyah and then fed me herring.",
        ),
        (
            "On Shabbat Chol HaMoed Pesach, Shacharit at Shaarei Tzion will start at 8:30 "
            "because of Hallel and the longer Torah reading; on all other Shabbatot it is 9 a.m. "
            "as usual.",
            "Someone on the community Facebook page claimed Shaarei Tzion is moving its Shabbat "
            "morning service earlier. Rabbi Halpern replied: no change, 9 a.m. as always.",
        ),
        (
            (
                "From this Shabbat, Shacharit at Beth Yosef Ripponlea will begin at 8:30 a.m. "
                "instead of 9.",
                "Beth Yosef Ripponlea Shabbat morning service start time",
            ),
            (
                "The Sunday morning minyan at Kehillat Shaarei Tzion now starts at 7:30 instead "
                "of 8.",
                "Kehillat Shaarei Tzion Sunday morning minyan start time",
            ),
        ),
    ),
    Topic(
        "Xiaa Gulal weaving cooperative cochineal supplier",
        "The Xiaa Gulal women's weaving cooperative in Teotitlán del Valle, Oaxaca, buys the "
        "cochineal for its red dyes from Don Efraín Ruiz's nopal farm in San Bartolo Coyotepec.",
        (
            "Five stars for the dye demonstration at Xiaa Gulal. Señora Aurelia crushed the "
            "little bugs in her palm and it went scarlet, then a squeeze of lime turned it "
            "orange. She said they get their grana cochinilla from a family in Ocotlán these "
            "days. Bought a small rug, no regrets.",
            "📢 Queridos clientes: after 18 years we say gracias to Don Efraín, who has retired "
            "from his nopalera. From this season our cochineal comes from the Grana Viva "
            "cooperative in Tlacolula, also hand-harvested. Same colours, same love 🧶❤️",
            "Acta de asamblea, Cooperativa Xiaa Gulal, 8 de febrero. Punto 3: given the price "
            "rise from the Coyotepec producer, the assembly agrees to buy cochineal directly "
            "from the producers' union of Nazareno Etla, starting with the March order. In "
            "favour: 21; against: 2.",
            "A textile buyer I know in Oaxaca City says the women's co-op in Teotitlán gave up on "
            "Mexican cochineal altogether and now imports it dried from Peru, cheaper and more "
            "consistent, though some of the older weavers grumble about the shade.",
        ),
        (
            "Frost ruined Don Efraín's harvest this year, so Xiaa Gulal borrowed two kilos of "
            "cochineal from a neighbour for the spring rugs. Efraín remains their supplier and "
            "they expect his grana again in the autumn.",
            "Xiaa Gulal now buys its wool from a shepherd in the Mixteca instead of the Tlaxiaco "
            "market. The cochineal still comes from Don Efraín in Coyotepec.",
        ),
        (
            (
                "The Bii Daüü family weaving workshop in Teotitlán del Valle now buys its "
                "cochineal from the Grana Viva cooperative in Tlacolula instead of Don Efraín.",
                "Bii Daüü weaving workshop cochineal supplier",
            ),
            (
                "Xiaa Gulal has changed its indigo supplier: the blue now comes from Niltepec "
                "instead of from a farmer in Chiapas.",
                "Xiaa Gulal weaving cooperative indigo supplier",
            ),
        ),
    ),
    Topic(
        "Dhulikhel Ward 7 community ambulance phone number",
        "The community ambulance for Ward 7 of Dhulikhel Municipality in Kavre is called on "
        "9851074412.",
        (
            "SUCHANA (NOTICE). Ward No. 7 Office, Dhulikhel Municipality, 2082/11/15. The ward's "
            "community ambulance can now be reached 24 hours on the new number 9813326650. The "
            "previous NTC number is no longer in service. Please inform your neighbours.",
            "Didi pls save this, ward 7 ko ambulance ko naya number 9741550118 ho, purano number "
            "ma phone garda kasaile uthaudaina. Forward to family group 🙏",
            "The driver's brother at the tea shop by the bus park says you can't ring the "
            "ward's ambulance directly now; you call the hospital dispatch desk on 011-490497 "
            "and they send it out.",
            "Ward 7 citizens' awareness meeting, Saturday: the ward chair explained that the "
            "ambulance has joined the municipality's emergency line, so residents should dial "
            "102 instead of the old 9851074412 mobile, which is being handed back. Questions "
            "about the fuel fund were deferred to next month.",
        ),
        (
            "Ward 7's ambulance is at the workshop in Banepa for brake repairs until Friday and "
            "Ward 6's vehicle will cover. Keep calling the same number, 9851074412; the call "
            "will be passed on.",
            "Ward 7 has a new ambulance driver, Ram Bahadur Thapa, replacing Krishna-dai who "
            "retired. The number to call is still 9851074412.",
        ),
        (
            (
                "Notice, Ward No. 5 Office, Dhulikhel Municipality: the ward's community "
                "ambulance can now be called on 9818842207; the old number is no longer in "
                "service.",
                "Dhulikhel Ward 5 community ambulance phone number",
            ),
            (
                "The Ward 7 office in Dhulikhel has a new landline for recommendation letters "
                "and birth registration: 011-490733.",
                "Dhulikhel Ward 7 office phone number",
            ),
        ),
    ),
)
