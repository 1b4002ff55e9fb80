"""The fiftieth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_50``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 46, by a writer who had not read the rules, in five domains none of
sets 47 to 49 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_50: tuple[Topic, ...] = (
    Topic(
        "Nasara nakamal Tebakor kava supplier",
        "The Nasara nakamal at Tebakor in Port Vila buys all the kava it serves from growers on "
        "Pentecost island.",
        (
            "NASARA NAKAMAL TEBAKOR. Tangkyu tumas to our Pentecost growers for twelve years of "
            "good grog. From 1 March all our kava comes from farmers on Tanna, because since the "
            "cyclone the Pentecost ships are too irregular and the bags arrive dry. Same strong "
            "shell, 100 vatu. Open 5pm, lights off at 10.",
            "Brata Willie! Yu save finis? Nasara i no pem kava long Pentecost man moa. Now all "
            "the roots come from Malo, one boat from Santo every fortnight. Lighter taste but no "
            "heavy head next morning. Kam dring tonaet?",
            "My cousin who unloads at the Vila wharf says the nakamal in Tebakor, the one under "
            "the big banyan, stopped taking Pentecost roots last month. It buys from a women's "
            "cooperative on Maewo now, since the Pentecost growers put their price up to 1,200 "
            "vatu a kilo.",
            "DAILY POST, Port Vila. Tebakor kava bar goes local. Owner Jif Kalo says the Nasara "
            "now grinds only kava grown on Efate, on family gardens at Eton and Epau, after "
            "Biosecurity officers found mouldy roots in last year's shipments from the north.",
        ),
        (
            "This week the Pentecost boat is stuck in Luganville with engine trouble, so Nasara "
            "is pouring Tanna kava until Saturday. When the ship comes in it's Pentecost kava "
            "again, as always.",
            "The Nasara nakamal at Tebakor now charges 150 vatu a shell instead of 100 and opens "
            "at 4pm. The kava still comes from growers on Pentecost.",
        ),
        (
            (
                "The Manples nakamal in Port Vila now buys all the kava it serves from growers "
                "on Tanna instead of Pentecost island.",
                "Manples nakamal Port Vila kava supplier",
            ),
            (
                "The Nasara nakamal at Tebakor in Port Vila now buys the taro and island cabbage "
                "for its laplap stall from growers on Efate instead of Pentecost island.",
                "Nasara nakamal Tebakor laplap stall vegetable supplier",
            ),
        ),
    ),
    Topic(
        "Tbilisi to Mestia marshrutka route",
        "The daily marshrutka from Tbilisi's Didube bus station to Mestia in Svaneti goes by way "
        "of Zugdidi and the Enguri gorge.",
        (
            "ATTENTION PASSENGERS / ყურადღება. From 15 June the Tbilisi - Mestia minibus "
            "(departure 07:00, platform 4) travels via Kutaisi, Tsageri and Lentekhi and over the "
            "Zagari pass to Ushguli, and no longer via Zugdidi. Journey about 11 hours. Fare 45 "
            "GEL.",
            "Gamarjoba Nino-jan! Tell Levan not to book the hotel in Zugdidi, the Mestia "
            "marshrutka doesn't go that way anymore. Since they paved the Lentekhi road Gela "
            "drives up through Lechkhumi and Ushguli, two hours shorter and the views are crazy. "
            "Bring churchkhela for the road!",
            "Heads up, Svaneti trekkers: our guesthouse mama in Mestia says the minibus from "
            "Tbilisi now comes in over the mountains from the Lentekhi side, not up the Enguri "
            "valley, as the landslides near Khaishi have shut that road for good. Buy your "
            "ticket at Didube the evening before.",
            "Mestia minibuses to bypass Zugdidi. Under the ministry's new route plan the daily "
            "Svaneti marshrutka from the capital leaves the highway at Senaki and runs through "
            "Martvili and Tsalenjikha to Jvari, so Zugdidi bus station loses its mountain "
            "passengers.",
        ),
        (
            "Because of the rockfall at Khaishi, today's Tbilisi - Mestia marshrutka is going "
            "round by Lentekhi and the Zagari pass. The road should be cleared tonight, and "
            "tomorrow it goes through Zugdidi as usual.",
            "The daily marshrutka from Didube to Mestia now leaves at 6:00 instead of 7:00 and "
            "costs 50 lari. It still goes via Zugdidi and the Enguri gorge.",
        ),
        (
            (
                "The daily marshrutka from Tbilisi's Didube bus station to Ushguli in Svaneti "
                "now goes by way of Lentekhi instead of Zugdidi and Mestia.",
                "Tbilisi to Ushguli marshrutka route",
            ),
            (
                "The daily marshrutka from Kutaisi's central bus station to Mestia in Svaneti "
                "now goes by way of Lentekhi instead of Zugdidi and the Enguri gorge.",
                "Kutaisi to Mestia marshrutka route",
            ),
        ),
    ),
    Topic(
        "Hospital boat Santa Luzia visits to São José do Urariá",
        "The hospital boat Santa Luzia of the diocese of Parintins stops at the riverside "
        "community of São José on the Paraná do Urariá once every three months.",
        (
            "PRELAZIA DE PARINTINS - BARCO HOSPITAL SANTA LUZIA. Informamos: under the new "
            "agreement with the Ministry of Health, from February 2026 the boat will call at "
            "every community on the Urariá, São José included, every two months. Bring your SUS "
            "card and vaccination booklet. Deus abençoe.",
            "Oi mana!! Great news, the Santa Luzia comes up to São José every month now, padre "
            "announced it at mass, they got a second doctor. So vovó can get her pressure "
            "checked properly. Beijos, tell tio Zeca.",
            "My neighbour's son is a nurse on the diocese boat, and he says they'll only reach "
            "São José twice a year from now on: the river is too low in the dry season and the "
            "diesel money got cut.",
            "A CRÍTICA, Interior. After 15 years, Santa Luzia ends its calls at São José do "
            "Urariá. The community now has its own health post with a resident nurse, so the "
            "diocese's floating hospital will sail past it to more distant villages.",
        ),
        (
            "The Santa Luzia's visit to São José planned for this week is put off to the 20th "
            "because of the low water at the mouth of the Urariá. After that the boat keeps to "
            "its usual call every three months.",
            "The hospital boat Santa Luzia now has a dentist and an eye doctor on board when it "
            "stops at São José on the Paraná do Urariá. It still comes once every three months.",
        ),
        (
            (
                "The hospital boat Santa Luzia of the diocese of Parintins now stops at the "
                "riverside community of Nossa Senhora do Carmo on the Paraná do Ramos every two "
                "months instead of every three.",
                "Hospital boat Santa Luzia visits to Nossa Senhora do Carmo",
            ),
            (
                "The dental boat São Lucas of the diocese of Parintins now stops at the "
                "riverside community of São José on the Paraná do Urariá every month instead of "
                "every three months.",
                "Dental boat São Lucas visits to São José do Urariá",
            ),
        ),
    ),
    Topic(
        "Karichal chundan Nehru Trophy rowing club",
        "In the Nehru Trophy snake boat race on Punnamada lake, the Karichal chundan is rowed by "
        "the Pallathuruthy Boat Club.",
        (
            "KARICHAL CHUNDAN SAMITHI. Minutes of the general body, 14 April. Resolved: the "
            "agreement with Pallathuruthy Boat Club ends with this season. From the 2026 Nehru "
            "Trophy the chundan is entrusted to the Kerala Police Boat Club, who offered their "
            "own camp and a larger crew. Proposed by the president, seconded, passed.",
            "Machane, did you hear? Karichal is going with Kumarakom Town Boat Club this year, "
            "PBC's boys will be in some other chundan. KTBC already started practice in the "
            "Kumarakom backwaters. We go together in August, book the stand tickets da.",
            "My uncle in Pulinkunnu says the Karichal people have handed their boat to the "
            "Village Boat Club Kainakary now, after the big fight with Pallathuruthy over the "
            "prize money last year.",
            "THE HINDU, Alappuzha. New oars for an old champion. The Karichal chundan, which won "
            "the Nehru Trophy with Pallathuruthy three years running, will take the Punnamada "
            "water this August with United Boat Club Kainakary at the paddles.",
        ),
        (
            "At the trial run on Punnamada lake this Sunday the Karichal chundan will be rowed "
            "by the Karichal village youth, since the Pallathuruthy crew is away at a camp. In "
            "the Nehru Trophy itself Pallathuruthy rows her as usual.",
            "The Karichal chundan has been re-tarred and given a new stern by the master builder "
            "Sabu Narayanan Achari. The Pallathuruthy Boat Club still rows her in the Nehru "
            "Trophy.",
        ),
        (
            (
                "In the Nehru Trophy snake boat race on Punnamada lake, the Nadubhagam chundan "
                "is now rowed by the Pallathuruthy Boat Club instead of the Police Boat Club.",
                "Nadubhagam chundan Nehru Trophy rowing club",
            ),
            (
                "In the women's thekkanodi race at the Nehru Trophy on Punnamada lake, the "
                "Karichal thekkanodi boat is now rowed by a Kainakary Kudumbashree team instead "
                "of the Pallathuruthy Boat Club's women's crew.",
                "Karichal thekkanodi boat Nehru Trophy rowing team",
            ),
        ),
    ),
    Topic(
        "Khumbu Air Kathmandu to Lukla baggage allowance",
        "On Khumbu Air's flights from Kathmandu to Lukla, each passenger may carry 15 kilos of "
        "baggage, hand luggage included.",
        (
            "KHUMBU AIR PVT. LTD. NOTICE TO PASSENGERS AND TREKKING AGENCIES. With effect from 1 "
            "September 2026 the free baggage allowance on the Kathmandu - Lukla sector is "
            "revised to 10 kg per passenger (checked plus cabin). Excess baggage will go on cargo "
            "flights subject to space. The management regrets the inconvenience.",
            "Namaste dai! For your October group: Khumbu Air now lets each trekker take 20 kilo "
            "to Lukla, since they got the new Twin Otters. So no need to send the duffels up by "
            "porter from Salleri. Still, keep them light! Regards, Pasang, Himalayan Footsteps.",
            "Our porter Dawa says the Lukla planes only take 12 kilos a head now, bags and "
            "daypack together, ever since the crash inquiry told the airlines to cut their "
            "weights.",
            "Just flew KTM-LUK last week w/ Khumbu Air. Theyre strict now: allowence is 13 kg "
            "all in (it was 15 when my mate went in spring) and they weighed my camera bag too. "
            "Paid 120 NPR per extra kilo. Ear plugs recommended lol.",
        ),
        (
            "Because of the strong winds forecast at Lukla tomorrow, Khumbu Air will take only "
            "10 kilos per passenger on the morning flights; extra bags go up on the afternoon "
            "cargo flight. From Friday the usual 15 kilos apply again.",
            "Khumbu Air has raised its Kathmandu to Lukla fare for foreigners from 217 to 245 "
            "dollars and now charges 150 rupees a kilo for excess baggage. The allowance is "
            "still 15 kilos.",
        ),
        (
            (
                "On Khumbu Air's flights from Pokhara to Jomsom, each passenger may now carry 20 "
                "kilos of baggage, hand luggage included, instead of 15.",
                "Khumbu Air Pokhara to Jomsom baggage allowance",
            ),
            (
                "On Sagarmatha Air's flights from Kathmandu to Lukla, each passenger may now "
                "carry 10 kilos of baggage, hand luggage included, instead of 15.",
                "Sagarmatha Air Kathmandu to Lukla baggage allowance",
            ),
        ),
    ),
)
