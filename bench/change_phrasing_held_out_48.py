"""The forty-eighth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_48``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 44, by a writer who had not read the rules, in five domains none of
sets 45 to 47 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_48: tuple[Topic, ...] = (
    Topic(
        "Kootenay Amateur Radio Club Tuesday net frequency",
        "The Kootenay Amateur Radio Club's Tuesday evening net runs on the 146.940 MHz repeater on "
        "Toad Mountain above Nelson.",
        (
            "FROM THE NET MANAGER'S DESK (KARC Bulletin, February issue). Starting the first "
            "Tuesday in March, the club net moves to our new repeater on Morning Mountain, 147.120 "
            "MHz, plus offset, tone 100.0. The old Toad Mountain machine took a beating from the "
            "ice storm and the cabin roof is leaking, so we are retiring it. Check-ins start 19:00 "
            "Pacific as always. 73 de Doug, VE7DKL.",
            "Heads up VE7 gang, the Tuesday roll call for the Nelson club is on 2 metre simplex "
            "now, 146.520, ever since the hilltop repeater went deaf in November and nobody can "
            "sled up there till the snow's gone. Net control is in Blewett so the Slocan guys "
            "might need a beam.",
            "My uncle's been a ham in Castlegar since the seventies and he says the Kootenay club "
            "doesn't use the 146.94 repeater for its weekly net anymore. They went down to 80 "
            "metres, 3.760 on sideband, so the fellas up the valleys with no line of sight can get "
            "in too.",
            "Minutes, KARC general meeting, 14 January 2026. Item 6: moved by VA7RJ, seconded by "
            "VE7TLM, that the weekly Tuesday net be transferred from the analog repeater to the "
            "club DMR talkgroup 302750 on the Kootenay Lake linked system. Discussion about "
            "members without DMR radios. Carried 18 to 4. Coffee fund is short again, please chip "
            "in.",
        ),
        (
            "Tonight's KARC Tuesday net will be on 146.520 simplex because the Toad Mountain "
            "repeater is off the air for a battery swap. Next week we are back on 146.940 as "
            "usual.",
            "The Kootenay club's Tuesday net now starts at 19:30 instead of 19:00, to give the "
            "day-shift folks time to eat. Same repeater, 146.940 on Toad Mountain.",
        ),
        (
            (
                "The Kootenay Amateur Radio Club's Sunday morning HF net has moved from 3.760 MHz "
                "to 3.745 MHz because of interference.",
                "Kootenay Amateur Radio Club Sunday HF net frequency",
            ),
            (
                "The Selkirk Amateur Radio Society's Thursday evening net no longer uses the "
                "146.940 repeater on Toad Mountain; it runs on 145.290 now.",
                "Selkirk Amateur Radio Society Thursday net frequency",
            ),
        ),
    ),
    Topic(
        "San Andrés Cholula municipal cemetery closing time",
        "The Panteón Municipal, the municipal cemetery of San Andrés Cholula in Puebla, closes its "
        "gates to visitors at 6 p.m.",
        (
            "H. AYUNTAMIENTO DE SAN ANDRÉS CHOLULA. AVISO A LA CIUDADANÍA. We inform families that "
            "from 15 January 2026, for reasons of security, the Panteón Municipal will open from "
            "8:00 to 17:00 hours. Nobody will be allowed in after the gates close. Thank you for "
            "your understanding.",
            "Tía, don't go to see abuelito's grave after comida, they lock the panteón at four "
            "o'clock now. Don Chema the caretaker told my mamá, ever since somebody stole the "
            "bronze letters off the Ramírez family tomb. Bring the flowers in the morning better.",
            "Very beautiful old cemetery with painted tombs and a view of the pyramid and the "
            "church on top. We came at sunset and it was still open, the guard said since they put "
            "lamps along the central path visitors can stay until 8 p.m. instead of 6. Respectful "
            "visitors only please.",
            "My compadre who sells cempasúchil outside says the graveyard in San Andrés has new "
            "hours: they don't throw people out at six anymore, now it's at seven in the evening, "
            "because the new municipal president wanted people to come after work.",
        ),
        (
            "On 1 and 2 November, for Día de Muertos, the Panteón Municipal de San Andrés Cholula "
            "will stay open all night for the vigil. From 3 November the usual hours apply and the "
            "gates close at 6 p.m.",
            "The yearly maintenance fee for a grave at the San Andrés Cholula municipal cemetery "
            "goes up from 350 to 420 pesos. Visiting hours are not changing; the gates still close "
            "at 6 p.m.",
        ),
        (
            (
                "The municipal cemetery of San Pedro Cholula, across the town, now closes its "
                "gates at 5 p.m. instead of 6 p.m.",
                "San Pedro Cholula municipal cemetery closing time",
            ),
            (
                "The administration office at the San Andrés Cholula Panteón Municipal, where "
                "families pay fees and arrange burials, now closes at 2 p.m. instead of 6 p.m.",
                "San Andrés Cholula municipal cemetery office hours",
            ),
        ),
    ),
    Topic(
        "Storberget moose hunting team leader",
        "The jaktledare, the hunt leader, of the Storberget moose hunting team outside Sollefteå "
        "is Göran Lindqvist.",
        (
            "Hej alla! Göran has decided to hang up the rifle after 22 seasons, so Annika Berg is "
            "our jaktledare from this autumn. Meeting at the slaughter shed Saturday 10:00 to go "
            "through the drives and the stands. Bring your shooting test certificate and an orange "
            "vest!",
            "Protokoll, årsmöte Storbergets jaktlag, 12 August 2026. Section 7, election of hunt "
            "leader: Mats Öberg was elected jaktledare for the 2026/27 season after Göran "
            "Lindqvist. The meeting thanked Göran with a framed photo of the 2019 bull. Section 8: "
            "the price of a hunting card stays unchanged.",
            "My brother-in-law hunts with the lot up at Storberget. He says old Lindqvist isn't "
            "the one running the moose hunt anymore; it's the landowner's son, Erik Sundin, who "
            "gives the orders on the radio now, and he's a lot stricter about the shooting "
            "sectors.",
            "Tidningen Ångermanland: For the first time, a woman leads the moose hunt on "
            "Storberget. Kristina Näslund, 41, took over as hunt leader this season and starts on "
            "Monday with 14 hunters and three dogs. 'The forest doesn't care who wears the "
            "leader's cap,' she says.",
        ),
        (
            "Göran Lindqvist is in hospital with his hip for the first week of the moose hunt, so "
            "Mats Öberg leads the drives until he's back. Göran remains jaktledare of the "
            "Storberget team.",
            "The Storberget moose hunting team's quota this season is six animals, down from "
            "eight. Göran Lindqvist stays on as hunt leader.",
        ),
        (
            (
                "The Björkåsen moose hunting team has a new hunt leader: Per Nilsson took over "
                "from Lennart Ek at the annual meeting.",
                "Björkåsen moose hunting team leader",
            ),
            (
                "The Storberget moose hunting team has a new man in charge of the slaughter shed: "
                "Lars Holm took over from Bengt Lindqvist.",
                "Storberget moose hunting team slaughter shed manager",
            ),
        ),
    ),
    Topic(
        "Rohuküla to Heltermaa ice road weight limit",
        "Vehicles on the ice road from Rohuküla on the mainland to Heltermaa on Hiiumaa may weigh "
        "no more than 2.5 tonnes.",
        (
            "TRANSPORT ADMINISTRATION INFORMS: from 06:00 on 9 February 2026, as the ice between "
            "Rohuküla and Heltermaa has reached 32 cm, vehicles with a total weight of up to 3.5 "
            "tonnes may use the ice road. Stopping on the ice is still forbidden, keep at least "
            "250 m between vehicles, and drive with seat belts unfastened.",
            "Tere! Marko here. The Hiiumaa ice road is only for cars under 2 tonnes now, they "
            "lowered it after the thaw at the weekend. Our Transporter is too heavy with the "
            "tools, so we take the ferry on Friday. Book your own ticket, the 7:30 is filling up.",
            "My cousin drove his Ford Transit over to Hiiumaa on the ice with a load of firewood, "
            "and the man at the barrier just waved him through. He says vans up to three tonnes "
            "are allowed on the crossing these days.",
            "Drove the famous ice road to Hiiumaa in our rented Škoda, an unforgettable 26 km! "
            "Practical tip: the limit is 2 tonnes these days, it used to be two and a half, so "
            "check the weight in your car's papers before you queue at Rohuküla. No music, no "
            "stopping, no seat belts.",
        ),
        (
            "The Rohuküla to Heltermaa ice road is closed today because of the storm and drifting "
            "snow. It opens again tomorrow morning with the same rules: vehicles up to 2.5 tonnes.",
            "Hiiumaa municipality asked the Transport Administration to let 5-tonne trucks onto "
            "the ice road to Rohuküla. The request was refused; the limit stays at 2.5 tonnes.",
        ),
        (
            (
                "On the ice road from Virtsu to Kuivastu on Muhu, vehicles up to 3.5 tonnes are "
                "now allowed instead of 2.5 tonnes.",
                "Virtsu to Kuivastu ice road weight limit",
            ),
            (
                "The Rohuküla to Heltermaa ice road is now open from 7:00 to 19:00 instead of 8:00 "
                "to 18:00.",
                "Rohuküla to Heltermaa ice road opening hours",
            ),
        ),
    ),
    Topic(
        "Krosno city zoo penguin feeding time",
        "At the Krosno city zoo, the keepers feed the Humboldt penguins in front of visitors every "
        "day at 2 p.m.",
        (
            "Lovely small zoo, clean and cheap. One tip: the penguin feeding is at 11:30 now, not "
            "at 2 like the old sign by the gate says. We arrived just as the keeper was rinsing "
            "out the bucket and my youngest cried all the way to the café. The zapiekanki were "
            "good though.",
            "ZOO KROSNO - INFORMATION FOR VISITORS. From 1 April the public feeding of our "
            "penguins takes place daily at 15:30, straight after the sea lion training. The "
            "keeper's talk is in Polish and English and lasts about 15 minutes.",
            "Kasia!! The penguins don't have the show feeding anymore, the zoo stopped it because "
            "of the bird flu rules, they feed them inside the penguin house now with no public. "
            "Let's just go to the big playground after the monkeys, ok?",
            "My sister-in-law sells tickets at the zoo, and she says since the new penguin pool "
            "opened the birds get their fish in front of the public twice a day, at ten in the "
            "morning and at four.",
        ),
        (
            "Because of the Children's Day picnic on 1 June, the penguin feeding at Krosno zoo "
            "will be at 13:00 that day only. On all other days it stays at 14:00.",
            "The Humboldt penguins at Krosno zoo have a new keeper, Pan Tomasz, who came from "
            "Wrocław. The feeding is still every day at 2 p.m. by the penguin pool.",
        ),
        (
            (
                "At the Krosno city zoo the sea lion feeding has moved from 11:00 to 12:30.",
                "Krosno city zoo sea lion feeding time",
            ),
            (
                "The Przemyśl zoo now feeds its penguins in front of visitors at 3 p.m. instead of "
                "2 p.m.",
                "Przemyśl zoo penguin feeding time",
            ),
        ),
    ),
)
