"""The fifty-first held-out set of ``bench/change_phrasing.py`` (``--splits held_out_51``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 47, by a writer who had not read the rules, in five domains none of
sets 48 to 50 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_51: tuple[Topic, ...] = (
    Topic(
        "Hado-ri haenyeo association leader",
        "The leader of the haenyeo association, the women divers of Hado-ri village on Jeju's east "
        "coast, is Kang Ok-ja.",
        (
            "HADO-RI EOCHONGGYE (village fishing cooperative). Minutes of the annual meeting, 12 "
            "January. Kang Ok-ja, 81, stepped down after nineteen years, saying her knees no "
            "longer take the winter water. The divers elected Boo Soon-hee, a sanggun of forty "
            "years' standing, to lead the haenyeo hoe. Tangerines and makgeolli were served.",
            "Eomma!! Guess what, auntie Oh Geum-ja got voted in yesterday as the new head of the "
            "diving ladies at Hado. Halmang Kang finally retired lol. Grandma says Geum-ja will be "
            "way stricter about the conch season. Call me tonight ok?",
            "A fish seller at the Sehwa five-day market told me the Hado-ri sea women have a new "
            "boss, some younger woman called Hyun Mi-kyung who came back from Busan to dive, "
            "because none of the old grannies wanted the job any more.",
            "JEJU WEEKLY. A first for Hado: 38-year-old Ko Eun-ji, a former swimming coach, has "
            "been elected to speak for the village's sixty haenyeo at the cooperative, the "
            "youngest diver ever to hold the post on the island.",
        ),
        (
            "Kang Ok-ja is in hospital in Jeju City for a hip operation, so Boo Soon-hee will lead "
            "the divers at this month's seabed clean-up and at the Jamsugut rite. Mrs Kang is back "
            "at the head of the association in March.",
            "The Hado-ri haenyeo will now dive only five days in each tide cycle instead of seven, "
            "to give the abalone and sea urchins time to recover. Kang Ok-ja is still the leader "
            "of their association.",
        ),
        (
            (
                "The leader of the haenyeo association, the women divers of Sehwa-ri village on "
                "Jeju's east coast, is now Kang Mi-sook instead of Yang Bok-soon.",
                "Sehwa-ri haenyeo association leader",
            ),
            (
                "The leader of the boat owners' association, the fishermen of Hado-ri village on "
                "Jeju's east coast, is now Kang Dong-su instead of Moon Yeong-cheol.",
                "Hado-ri boat owners' association leader",
            ),
        ),
    ),
    Topic(
        "Uummannaq hunters' sea-ice report channel",
        "The Uummannaq hunters' and fishers' association posts its weekly sea-ice safety report on "
        "the noticeboard at the Pilersuisoq store.",
        (
            "KNAPK UUMMANNAQ - PINIARTUT. Qujanaq to all members. From 1 December the weekly ice "
            "report (safe sled routes, cracks, open water) will not be pinned up in the shop any "
            "more. It is read out on KNR radio every Monday after the 12 o'clock news, in "
            "Greenlandic and in Danish.",
            "Hej Aqqa! Dont bother lookng at the store board for the ice news, nobody puts it up "
            "there now. The association sends it by SMS to everyone with a hunting licence, Sunday "
            "evenings. Send me your new number and I'll ask Karl to add you. How are the dogs?",
            "My brother-in-law says the hunters gave up on the Pilersuisoq board because the "
            "sheets kept blowing off and the kids drew on them. The ice warnings go in the "
            "Uummannaq Sikuinnaq Facebook group now, with the satellite pictures.",
            "SERMITSIAQ. Uummannaq's hunters put their ice warnings on the phone. From this winter "
            "the local fangerforening publishes its sea-ice status in the Avannaata municipality "
            "app, with a map of the dog-sled trails to Ikerasak and Saattut.",
        ),
        (
            "The printer at the association's office is broken, so this week's sea-ice report was "
            "only read out on KNR radio. From next week it goes back up on the noticeboard at the "
            "Pilersuisoq as usual.",
            "Since the ice near Ikerasak has got so thin, the Uummannaq hunters' association now "
            "puts out its sea-ice report twice a week, Mondays and Thursdays. It still goes on the "
            "noticeboard at the Pilersuisoq store.",
        ),
        (
            (
                "The Qaarsut hunters' and fishers' association now posts its weekly sea-ice safety "
                "report on KNR radio instead of the noticeboard at the Pilersuisoq store.",
                "Qaarsut hunters' sea-ice report channel",
            ),
            (
                "The Uummannaq hunters' and fishers' association now posts its weekly halibut "
                "quota report in a Facebook group instead of on the noticeboard at the Pilersuisoq "
                "store.",
                "Uummannaq hunters' halibut quota report channel",
            ),
        ),
    ),
    Topic(
        "Rudas baths Turkish pool weekday bathers rule",
        "On weekdays the Turkish pool of the Rudas baths in Budapest is open to men only.",
        (
            "RUDAS GYÓGYFÜRDŐ - INFORMATION FOR GUESTS. From 1 April 2026 the historic Turkish "
            "bath under the Ottoman dome is mixed on every day of the week. Swimwear is compulsory "
            "for all guests. Separate men's days are discontinued.",
            "Szia Bence! Bad luck for our Wednesday soak, mate: the old domed pool at Rudas is "
            "ladies only Monday to Friday now, they swapped it round. We blokes get it only at the "
            "weekend with everybody else. Széchenyi instead? Puszi",
            "An attendant at the bath told my aunt that the women can use the octagon pool at "
            "Rudas on Tuesdays and Thursdays too from now on, and the men keep Monday, Wednesday "
            "and Friday, after the women's club complained they only ever saw the dome on "
            "Saturdays.",
            "Went to Rudas on a tuesday expecting the gents-only turkish bath like the guidebok "
            "said - nope, its open to couples every weekday now, swimsuits on. Great for us, my "
            "wife loved the 16th century pool. 5 stars, go early.",
        ),
        (
            "On 8 March, for International Women's Day, the Turkish pool at the Rudas baths is "
            "open to women only all day. From 9 March the usual men-only weekdays apply again.",
            "The Rudas baths have raised the weekday ticket for the Turkish pool to 9,900 forints "
            "and now close it at 8 p.m. instead of 10 p.m. On weekdays it is still for men only.",
        ),
        (
            (
                "On weekdays the Turkish pool of the Király baths in Budapest is now open to "
                "everyone instead of men only.",
                "Király baths Turkish pool weekday bathers rule",
            ),
            (
                "On weekdays the rooftop panorama pool of the Rudas baths in Budapest is now open "
                "to adults only instead of to families with children.",
                "Rudas baths rooftop pool weekday bathers rule",
            ),
        ),
    ),
    Topic(
        "Dajia Mazu pilgrimage walkers' registration deadline",
        "Pilgrims who want to walk in the Dajia Jenn Lann Temple's Mazu pilgrimage must register "
        "at the temple by the Lantern Festival, the 15th day of the first lunar month.",
        (
            "DAJIA JENN LANN TEMPLE 大甲鎮瀾宮 - NOTICE. Registration of pilgrims for this year's "
            "Mazu procession (flag, vest and insurance) will close on 10 March, about a fortnight "
            "later than before, so that believers overseas can sign up online. Forms at the "
            "service counter or on the temple website.",
            "Ah-Hua, ni hao! Don't wait for Yuanxiao ah, the Zhenlan temple now stops taking names "
            "on the 20th of the twelfth month, before New Year, because last year too many walkers "
            "and the insurance company need the list early. I already signed us both up, ok?",
            "Auntie Lin at the betel nut stand says the temple lets you put your name down right "
            "up to one week before the palanquin leaves now. They changed it because so many young "
            "people only decide at the last minute.",
            "LIBERTY TIMES, Taichung. Dajia temple brings pilgrimage sign-up forward to 31 "
            "January, citing police and medical planning along the nine-day, 340-kilometre walk to "
            "Xingang.",
        ),
        (
            "Because the temple website crashed on the last day, Jenn Lann Temple will take "
            "pilgrim registrations this one time until the 18th day of the first month. Next year "
            "the deadline is the Lantern Festival again.",
            "Jenn Lann Temple now charges 300 NT dollars for the pilgrim's flag and vest, and you "
            "can register online as well as at the counter. Names must still be in by the Lantern "
            "Festival.",
        ),
        (
            (
                "Pilgrims who want to walk in the Baishatun Gongtian Temple's Mazu pilgrimage must "
                "now register at the temple by the end of the first lunar month instead of the "
                "Lantern Festival.",
                "Baishatun Mazu pilgrimage walkers' registration deadline",
            ),
            (
                "Drum and lion dance troupes who want to join the Dajia Jenn Lann Temple's Mazu "
                "pilgrimage must now register at the temple by the 1st day of the first lunar "
                "month instead of the Lantern Festival.",
                "Dajia Mazu pilgrimage troupes' registration deadline",
            ),
        ),
    ),
    Topic(
        "Enat Bet restaurant Piassa teff supplier",
        "Enat Bet restaurant in Piassa, Addis Ababa, makes its injera from teff bought from the "
        "Ada'a farmers' cooperative union near Bishoftu.",
        (
            "ENAT BET RESTAURANT - ማስታወቂያ / NOTICE. Dear customers, since Meskerem our injera is "
            "made with white teff from the Gojjam farmers' union in Bahir Dar, as the Ada'a union "
            "could not supply enough after the poor kiremt rains. Same taste, same price: 180 birr "
            "for a plate of beyaynetu.",
            "Selam Hanna-ye! Tell your mum, Enat Bet doesn't get its grain from the Bishoftu "
            "people anymore. Weyzero Tsehay buys it straight from a farming family near Debre "
            "Markos now, she says the injerra ferments better. Coffee ceremony on Sunday?",
            "The merchant at the Merkato grain market told my husband that the Piassa place with "
            "the blue door, Enat Bet, takes all its teff from his shop now, not from the "
            "cooperative at Bishoftu, because he gives them thirty days' credit.",
            "ADDIS FORTUNE. More eateries switch to ready-milled flour. Among them is Piassa's "
            "Enat Bet, which after twelve years with the Ada'a union now bakes its injera with "
            "packaged teff flour from Abay Agro-Industries, citing the cost of milling.",
        ),
        (
            "The road to Bishoftu was closed for Irreecha this week, so Enat Bet bought a few "
            "sacks of teff at Merkato to get by. From Monday its teff comes from the Ada'a union "
            "again.",
            "Enat Bet in Piassa now opens at 7 a.m. for breakfast firfir and has put its beyaynetu "
            "up to 200 birr. Its injera is still made with teff from the Ada'a union.",
        ),
        (
            (
                "Enat Bet restaurant's branch in Bole, Addis Ababa, now makes its injera from teff "
                "bought from the Gojjam farmers' union instead of the Ada'a farmers' cooperative "
                "union near Bishoftu.",
                "Enat Bet restaurant Bole teff supplier",
            ),
            (
                "Enat Bet restaurant in Piassa, Addis Ababa, now makes its tej from honey bought "
                "from a beekeepers' cooperative in Tigray instead of the Ada'a farmers' "
                "cooperative union near Bishoftu.",
                "Enat Bet restaurant Piassa tej honey supplier",
            ),
        ),
    ),
)
