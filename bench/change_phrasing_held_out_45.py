"""The forty-fifth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_45``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 41, by a writer who had not read the rules, in five domains none of
sets 42 to 44 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_45: tuple[Topic, ...] = (
    Topic(
        "Drumcarrig Mart weekly cattle sale day",
        "The weekly cattle sale at Drumcarrig Mart in County Cavan is held every Tuesday.",
        (
            "Four stars. Great canteen, the breakfast roll would feed two men and a dog. Mind, "
            "the cattle sale is on a Friday these days, so don't go by the old signs on the "
            "Cootehill road. The car park is a mud bath after rain.",
            "DRUMCARRIG MART - NOTICE TO CUSTOMERS. From Thursday 5 February 2026 our weekly "
            "cattle sale will be held on THURSDAYS. Bullocks at 11 a.m., cows and heifers to "
            "follow. Please have stock lodged by 10.30. The sheep sale remains on Saturday.",
            "Lads the cattle sale in Drumcarrig is gone to a Monday, the manager says 'tis to "
            "stop it clashing with Killyconnan on the Tuesday. I'd two weanlings loaded and had "
            "to bring them home again, feckin waste of diesel.",
            "Drumcarrig Co-operative Livestock Mart Ltd, minutes of board meeting, 12 November. "
            "Item 5, sale days: following consultation with the local IFA branch, the board "
            "agreed to move the weekly cattle sale from Tuesday to Wednesday with effect from 7 "
            "January. Proposed P. Reilly, seconded M. Brady.",
        ),
        (
            "No cattle sale at Drumcarrig Mart on Tuesday 17 March, St Patrick's Day; that week "
            "only the sale goes ahead on the Wednesday. Normal Tuesday sales resume after.",
            "Drumcarrig Mart's commission on cattle goes up from 2.5% to 3% in January. The sale "
            "day itself stays Tuesday, the manager says there's no talk of moving it.",
        ),
        (
            (
                "KILLYCONNAN MART - NOTICE TO CUSTOMERS. From February 2026 our weekly cattle "
                "sale will be held on THURSDAYS. Bullocks at 11 a.m.",
                "Killyconnan Mart weekly cattle sale day",
            ),
            (
                "The weekly sheep sale at Drumcarrig Mart has moved from Saturday to Tuesday "
                "afternoon, straight after the cattle.",
                "Drumcarrig Mart weekly sheep sale day",
            ),
        ),
    ),
    Topic(
        "Tibooburra Royal Flying Doctor GP clinic day",
        "The Royal Flying Doctor Service flies a GP into Tibooburra for a clinic at the local "
        "health service every second Wednesday.",
        (
            "Tibooburra Community Noticeboard: reminder from the health service that the flying "
            "doctor comes out on THURSDAYS now, every fortnight, not Wednesdays. First Thursday "
            "clinic is the 12th. Ring the clinic to book. Footy tipping sheets are at the pub.",
            "G'day all, heads up for station folk: the Flying Doc's plane lands on a Monday now, "
            "every second week, cos they've combined the run with Wanaaring. Had to shift me "
            "script pickup, and with the road the way it is that's no joke.",
            "My sister nurses out in the Corner Country and she reckons the RFDS doctor only gets "
            "to Tibooburra once a month now, the first Tuesday, since they lost a GP out of the "
            "Broken Hill base.",
            "RFDS South Eastern Section, service update, 3 March 2026. From April the fortnightly "
            "Tibooburra GP clinic will be replaced by a weekly telehealth session each Friday, "
            "with the doctor flying in once a quarter. Patients with existing bookings will be "
            "contacted.",
        ),
        (
            "The flying doctor won't make it to Tibooburra this Wednesday, the airstrip's under "
            "water after the storms. They'll be back on the usual Wednesday a fortnight from now.",
            "Rumour at the pub was that the RFDS is pulling the Tibooburra clinic. The nurse says "
            "rubbish, it's every second Wednesday like always; the only new thing is a women's "
            "health nurse coming out with the doctor.",
        ),
        (
            (
                "Reminder from the health service: the flying doctor comes out to White Cliffs "
                "on Thursdays now, every fortnight, not Wednesdays.",
                "White Cliffs Royal Flying Doctor GP clinic day",
            ),
            (
                "The RFDS dental clinic at Tibooburra has moved from every second Wednesday to "
                "the first Monday of the month.",
                "Tibooburra Royal Flying Doctor dental clinic day",
            ),
        ),
    ),
    Topic(
        "Cô Lan's bánh mì cart price",
        "A bánh mì thập cẩm, the mixed-meat one, from Cô Lan's cart on Trần Phú street in Hội "
        "An's old town costs 25,000 dong.",
        (
            "5/5. Best sandwich of the whole trip: homemade pâté, bread crisped over charcoal, "
            "and she remembers you the second day. The mixed one is 35k now according to the "
            "handwritten sign, still a bargain. Queue moves fast.",
            "Went back to the bánh mì lady on Tran Phu after three years. Price for the special "
            "went from 25k to 30k, but honestly still worth every dong.",
            "Our Grab driver told us the auntie with the sandwich cart near the Japanese Bridge "
            "now charges tourists 50,000 for the mixed one and locals 20,000. Didn't test it.",
            "Sign taped to Cô Lan's cart, 1/3/2026: 'Do giá thịt tăng, từ hôm nay bánh mì thập "
            "cẩm 28.000đ. Xin cảm ơn quý khách!' (Because meat prices went up, from today the "
            "mixed bánh mì is 28,000 dong. Thank you, customers!)",
        ),
        (
            "Over Tết Cô Lan charges 35,000 for the mixed bánh mì like everyone else in the old "
            "town, but from the tenth day of the new year it's back to 25,000.",
            "Cô Lan has added an egg bánh mì for 20,000. The thập cẩm is still 25,000 dong, same "
            "as last year.",
        ),
        (
            (
                "The bánh mì cart two doors down from Cô Lan on Trần Phú, Chú Tư's, now charges "
                "30,000 for the mixed one.",
                "Chú Tư's bánh mì cart price",
            ),
            (
                "Cô Lan's cart now charges 15,000 for a cà phê sữa đá instead of 12,000.",
                "Cô Lan's iced coffee price",
            ),
        ),
    ),
    Topic(
        "Unidos da Serra Verde mestre de bateria",
        "The mestre de bateria of the samba school G.R.E.S. Unidos da Serra Verde, who leads its "
        "250-strong drum section, is Mestre Tião Pandeiro.",
        (
            "Carnival news: Unidos da Serra Verde has confirmed Mestre Marcão as its new mestre "
            "de bateria for 2027. Marcão arrives from a Série Ouro school and promises 'a "
            "bateria with more swing'. The school parades on the Monday at the Sapucaí.",
            "Gente!!! Tião Pandeiro saiu da Serra Verde 😭 He's retiring after 22 carnivals and "
            "his daughter Jéssica takes over the bateria from the next ensaio técnico. First "
            "woman mestre in the school's history!!",
            "A ritmista friend told me the drums at the green-and-white school in Jacarepaguá "
            "are run by a couple now, Mestres Russo and Dandara, ever since the old mestre went "
            "over to a rival school.",
            "NOTA OFICIAL. The board of G.R.E.S. Unidos da Serra Verde thanks Mestre Tião "
            "Pandeiro for his years of dedication and announces that, by mutual agreement, he "
            "leaves the command of our Bateria Furacão Verde. Command passes to Mestre Índio, "
            "until now director of the caixa section. Rio de Janeiro, 20 March 2026.",
        ),
        (
            "Mestre Tião Pandeiro is in hospital with a broken wrist, so his assistant will "
            "conduct the bateria at Sunday's rehearsal. The school says Tião remains mestre and "
            "will be on the avenue for carnival.",
            "Despite the rumours after the poor bateria score, Serra Verde's president said on "
            "the radio that Mestre Tião Pandeiro stays as mestre de bateria for next carnival.",
        ),
        (
            (
                "NOTA OFICIAL. Acadêmicos do Morro Verde announces that Mestre Paulinho takes "
                "over the command of its bateria.",
                "Acadêmicos do Morro Verde mestre de bateria",
            ),
            (
                "Unidos da Serra Verde has a new carnavalesco: Léo Brandão replaces Cida Moura "
                "and will design next year's parade.",
                "Unidos da Serra Verde carnavalesco",
            ),
        ),
    ),
    Topic(
        "Rifugio Forcella Grisa summer approach path",
        "The summer approach to Rifugio Forcella Grisa, a mountain hut in the Marmolada group, "
        "is trail 689 up from the car park at Malga Ciapela.",
        (
            "Fantastic hut, the canederli and the view of the glacier are worth every step. "
            "Note: the old 689 from Malga Ciapela is shut for good after the 2025 landslide; "
            "the way in now is trail 610 from Passo Fedaia, longer but gentler.",
            "Ordinance no. 14/2026, Municipality of Rocca Pietore: with effect from 15 June "
            "2026, access to Rifugio Forcella Grisa is permitted only by the new trail 689A "
            "from Sottoguda. The former route from Malga Ciapela is closed to all walkers owing "
            "to rockfall risk.",
            "ciao all, friend who works at the hut says nobody walks up from the Ciapela car "
            "park anymore, that path's been abandoned. you ride the Col Bel lift and walk 40 min "
            "on the 698 from the top station, way better with kids.",
            "The guardian of the hut under the Forcella told us on the phone the path was "
            "rerouted this spring: you now go up through the Val de Franzedaz on the 689bis, "
            "signposted from the Franzedaz bridge. Bring cash, no cards up there.",
        ),
        (
            "Trail 689 to Rifugio Forcella Grisa will be closed on 4 July for the Marmolada sky "
            "race. On every other day the route up from Malga Ciapela is open as normal.",
            "Forcella Grisa hut opens on 20 June this year instead of 10 June because of the late "
            "snow. Access is unchanged: trail 689 from Malga Ciapela.",
        ),
        (
            (
                "The summer approach to Rifugio Val Ombretta is now trail 610 from Passo Fedaia, "
                "after the landslide closed the old path from Malga Ciapela.",
                "Rifugio Val Ombretta summer approach path",
            ),
            (
                "The winter approach to Rifugio Forcella Grisa, for ski tourers, now starts at "
                "Passo Fedaia instead of Malga Ciapela.",
                "Rifugio Forcella Grisa winter ski-touring approach",
            ),
        ),
    ),
)
