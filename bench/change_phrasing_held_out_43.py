"""The forty-third held-out set of ``bench/change_phrasing.py`` (``--splits held_out_43``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 39, by a writer who had not read the rules, in five domains none of
sets 40 to 42 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_43: tuple[Topic, ...] = (
    Topic(
        "Gurdwara Singh Sabha Brampton Sunday langar hours",
        "At Gurdwara Singh Sabha on Airport Road in Brampton, Sunday langar is served from 11 a.m. "
        "to 4 p.m.",
        (
            "Waheguru Ji Ka Khalsa, Waheguru Ji Ki Fateh. Sangat ji please note: from Sunday 1 "
            "March, Sunday langar at Singh Sabha Airport Road will be served from 9 a.m. to 6 p.m. "
            "for the bigger sangat. Sewadars kindly sign up for the extra shifts with Bhai Kuldeep "
            "Singh.",
            "Five stars. Went to the Sikh temple on Airport Road in Brampton with a coworker and "
            "everyone was so welcoming, the dal and kheer were amazing. One tip: the Sunday free "
            "meal wraps up at 2 now. We rolled in at 2:30 and they were already mopping the hall.",
            "Bhaji tell Mummy to leave early na, the Airport Road gurdwara's Sunday langar "
            "finishes at 1 baje now, committee changed it after all the parking fights with the "
            "plaza. No point reaching at 3, only chah will be left.",
            "Gurdwara Singh Sabha Brampton, Management Committee minutes, 14 January. Item 4, "
            "Sunday langar: owing to a shortage of sewadars, langar will be served 12 noon to 3 "
            "p.m., replacing the previous 11-to-4 arrangement, effective the first Sunday of "
            "February. Moved S. Gill, seconded H. Kaur, carried.",
        ),
        (
            "On Vaisakhi Sunday, Gurdwara Singh Sabha Brampton will serve langar all day from 6 "
            "a.m. during the Nagar Kirtan. The Sunday after, langar goes back to the usual 11 a.m. "
            "to 4 p.m.",
            "Some forwards are saying Singh Sabha Airport Road is cutting Sunday langar to a "
            "couple of hours. The committee has clarified this is false: Sunday langar remains 11 "
            "a.m. to 4 p.m. as always.",
        ),
        (
            (
                "Sangat ji please note: from Sunday 1 March, Sunday langar at Gurdwara Nanaksar on "
                "Humberwest Parkway will be served from 9 a.m. to 6 p.m.",
                "Gurdwara Nanaksar Brampton Sunday langar hours",
            ),
            (
                "Gurdwara Singh Sabha Brampton, Management Committee minutes, 14 January. Item 5, "
                "Sunday Punjabi school: classes will run 12 noon to 3 p.m., replacing the previous "
                "10-to-1 arrangement, effective February.",
                "Gurdwara Singh Sabha Brampton Sunday Punjabi school hours",
            ),
        ),
    ),
    Topic(
        "Ascensor Reina Victoria fare",
        "A one-way ride on the Ascensor Reina Victoria, the funicular from Avenida Elías up to "
        "Cerro Alegre in Valparaíso, costs 100 pesos.",
        (
            "Valpo tip #6: the cute little red funicular from Elías up to Paseo Dimalow is 300 "
            "pesos each way now, so keep coins on you. The guy in the booth couldn't break a "
            "10,000 note for us. Still worth every peso for the view over the bay.",
            "Municipalidad de Valparaíso informs: from 1 September 2025 the fare of the Reina "
            "Victoria elevator is $250 for the general public and $100 for students and older "
            "adults showing their credential.",
            "Cachai the Reina Victoria, po? Those hundred-peso rides are finished, it's 200 now, "
            "and the lady at the window still gives you the same tiny paper ticket. Pucha.",
            "Our hostel host on Cerro Alegre told us the Reina Victoria lift has been free since "
            "the city took it back from the private operator. They just count you through the "
            "turnstile, residents and tourists the same.",
        ),
        (
            "The Ascensor Reina Victoria will be closed from 10 to 14 March for its annual cable "
            "inspection. When it reopens the fare stays at 100 pesos.",
            "At the Cerro Alegre neighbours' council someone asked the municipality to raise the "
            "Reina Victoria fare to 300 to pay for repairs. The request was turned down, so it's "
            "still 100 pesos a ride.",
        ),
        (
            (
                "Valpo tip #7: the Ascensor Artillería up to the naval museum is 300 pesos each "
                "way now, so keep coins on you.",
                "Ascensor Artillería fare",
            ),
            (
                "Municipalidad de Valparaíso informs: from 1 September 2025 the Reina Victoria "
                "elevator will run from 7:00 to 23:00 every day, including Sundays.",
                "Ascensor Reina Victoria operating hours",
            ),
        ),
    ),
    Topic(
        "Spree Flyers Sunday pickup ultimate location",
        "The Spree Flyers' Sunday pickup ultimate in Berlin is played on the grass by the "
        "Oderstraße entrance of Tempelhofer Feld.",
        (
            "Heads up for Sunday: we're not at Tempelhof any more. The park people fenced off our "
            "patch for the festival and it's staying fenced for good. New spot is the big meadow "
            "in Volkspark Hasenheide by the minigolf. Bring a light AND a dark shirt pls",
            "Ja so, the Flyers pickup is since April on the Kunstrasen at Sportpark Neukölln, "
            "because on the Oderstraße grass there was too much dog poo. Costs 2 euro for the "
            "pitch, bring cash, no card.",
            "Was in Berlin for a week and found a frisbee pickup game through the Spree Flyers, "
            "super friendly crowd. They play in Görlitzer Park these days, someone said "
            "Tempelhof got too windy for hucks. Would go again.",
            "Spree Flyers e.V., board meeting, 3 March. Pickup: the Sunday sessions relocate from "
            "Tempelhofer Feld to the grass pitch at Jahnsportpark from 6 April. Marek to update "
            "the website and the Telegram group.",
        ),
        (
            "No Tempelhof pickup this Sunday because of the marathon road closures, we'll play "
            "at Hasenheide just this once. Back at the usual Oderstraße spot the week after.",
            "Spree Flyers Sunday pickup now starts at 11 instead of 10 since the clocks changed. "
            "Same place as always, the grass by the Oderstraße entrance of Tempelhofer Feld.",
        ),
        (
            (
                "Heads up for Wednesday: the Spree Flyers women's practice isn't at Tempelhof any "
                "more, new spot is Volkspark Hasenheide by the minigolf.",
                "Spree Flyers Wednesday women's practice location",
            ),
            (
                "The Neukölln Flying Discs moved their Sunday pickup from Tempelhofer Feld to "
                "Görlitzer Park this spring.",
                "Neukölln Flying Discs Sunday pickup location",
            ),
        ),
    ),
    Topic(
        "Lavandería La Espiga wash-and-fold price",
        "Lavandería La Espiga on Calle Durango in Roma Norte, Mexico City, charges 28 pesos a "
        "kilo for wash and fold.",
        (
            "4 stars. Doña Lupe at La Espiga always has my clothes ready the same day and they "
            "smell amazing. The price went up to 35 a kilo, which is still cheaper than the fancy "
            "place on Álvaro Obregón. Minimum 3 kilos.",
            "Anyone know a cheaper laundry in Roma Norte? The one on Durango (La Espiga) is $40 a "
            "kilo now, it was $28 when I moved here last year. That's a lot for sweaty gym stuff.",
            "AVISO A NUESTROS CLIENTES / NOTICE TO OUR CUSTOMERS. Due to the rise in gas and water "
            "costs, from Monday 3 February the price of lavado por kilo is $32. Thank you for your "
            "preference. Lavandería La Espiga.",
            "Güey, I left my sheets at the lavandería on Durango, the little one next to the "
            "tortillería. They don't weigh it any more, they charge by the piece now, like 15 "
            "pesos a shirt. Came out almost 300 pesos, no manches.",
        ),
        (
            "La Espiga now also does dry cleaning, 120 pesos for a suit. Regular wash and fold is "
            "still 28 a kilo, ready by 6 if you drop it off before 10.",
            "Someone in the Roma Norte expats group said La Espiga hiked to 40 a kilo. Not true, I "
            "was there this morning and it's still $28, she must be thinking of the place on "
            "Colima.",
        ),
        (
            (
                "AVISO A NUESTROS CLIENTES. From Monday 3 February the price of lavado por kilo is "
                "$32. Lavandería Burbujas, Calle Colima.",
                "Lavandería Burbujas wash-and-fold price",
            ),
            (
                "La Espiga on Durango now charges $90 to wash a double duvet, it used to be $70.",
                "Lavandería La Espiga duvet price",
            ),
        ),
    ),
    Topic(
        "Jabal al-Weibdeh weekly water supply day",
        "Miyahuna pumps mains water to homes in Jabal al-Weibdeh, Amman, once a week, on Tuesdays.",
        (
            "Miyahuna announces the summer water distribution schedule, starting 1 June. Jabal "
            "al-Weibdeh: Saturday. Customers are asked to check their roof tanks and float valves "
            "and to report leaks on the call centre.",
            "Ahlan Sarah, just so you know, the water in the building comes on Thursday now, not "
            "Tuesday. Please don't run the washing machine Wednesday night if the tank on the "
            "roof looks low. Thanks, Abu Nasser.",
            "Umm Khaled from the ground floor says the dora in Weibdeh switched to Sundays because "
            "of the new pipe near Paris Circle, so nobody do big laundry on Saturday night, yalla.",
            "@Miyahuna ten days with no water in Jabal al-Weibdeh. We used to get it every "
            "Tuesday like clockwork, now on paper it's twice a week, Monday and Friday, and we get "
            "nothing. Buying tanker water at 15 JD again.",
        ),
        (
            "Because of maintenance on the main line, Jabal al-Weibdeh will receive water on "
            "Wednesday this week instead of Tuesday. The regular Tuesday schedule resumes next "
            "week. - Miyahuna",
            "The quarterly water bill for Weibdeh households went up by 2 JD under the new tariff. "
            "The supply day hasn't moved, it's still Tuesday.",
        ),
        (
            (
                "Miyahuna: the water distribution day for Jabal al-Hussein moves from Tuesday to "
                "Thursday starting next week.",
                "Jabal al-Hussein weekly water supply day",
            ),
            (
                "In Jabal al-Weibdeh the municipality's rubbish truck now comes on Tuesdays and "
                "Fridays instead of every day.",
                "Jabal al-Weibdeh rubbish collection days",
            ),
        ),
    ),
)
