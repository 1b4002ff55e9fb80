"""The forty-ninth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_49``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 45, by a writer who had not read the rules, in five domains none of
sets 46 to 48 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_49: tuple[Topic, ...] = (
    Topic(
        "Pinna farm Orgosolo sheep's milk collection frequency",
        "The milk tanker of the Supramonte shepherds' cooperative collects the sheep's milk from "
        "the Pinna family's farm outside Orgosolo every other day.",
        (
            "COOPERATIVA PASTORI DEL SUPRAMONTE. Notice to members of the Orgosolo round (Pinna, "
            "Mele, Corraine and Sanna farms). From Monday 2 March 2026 the tanker will call at "
            "every farm on the round every day, Sundays included, because the new pecorino DOP "
            "rules do not allow milk older than 24 hours at the dairy. Drivers will arrive "
            "between 6:00 and 8:00. The board.",
            "Ciao Giuà! Tell your babbo the cooperativa camion only comes up to nonno Pinna's "
            "twice a week now, Monday and Thursday, ever since they put the big chilled tank in "
            "the shed. So don't panic if nobody shows tomorrow, the milk keeps. Zio Antonio says "
            "hi, and bring the sheepdog's medicine when you come.",
            "My cousin drives the milk lorry for the shepherds' co-op up in the Barbagia, and he "
            "says he only goes to the Pinna sheepfold every three days these days. With diesel "
            "the price it is, they redid all the routes in January.",
            "Agriturismo review, 5 stars. Wonderful roast suckling pig and the best pecorino we "
            "ever ate. Signor Pinna told us the cooperative's tanker doesn't come for their milk "
            "at all anymore: since spring his sons drive it down to the caseificio themselves in "
            "the pick-up, they get a better price that way. Terrible road up, but worth it!",
        ),
        (
            "This Sunday the Supramonte cooperative's tanker won't reach the Pinna farm because "
            "the road is closed for the Festa del Redentore procession. It comes on Monday "
            "instead, and then every other day as usual.",
            "The Supramonte cooperative now pays the Pinna family 1.45 euros a litre for their "
            "sheep's milk instead of 1.30. The tanker still collects it every other day.",
        ),
        (
            (
                "The milk tanker of the Supramonte shepherds' cooperative now collects the "
                "sheep's milk from the Mele family's farm outside Oliena every day instead of "
                "every other day.",
                "Mele farm Oliena sheep's milk collection frequency",
            ),
            (
                "The goats' milk from the Pinna family's farm outside Orgosolo is now collected "
                "by the Tore dairy twice a week instead of every other day.",
                "Pinna farm Orgosolo goats' milk collection frequency",
            ),
        ),
    ),
    Topic(
        "Sonobudoyo Museum nightly wayang kulit dalang",
        "The nightly wayang kulit shadow puppet show at the Sonobudoyo Museum in Yogyakarta is "
        "performed by the dalang Ki Sugeng Raharjo.",
        (
            "PENGUMUMAN / ANNOUNCEMENT. Museum Sonobudoyo informs visitors that from 1 February "
            "2026 the evening wayang kulit performance (20:00 to 22:00) will be led by Ki Bagus "
            "Wicaksono, a graduate of ISI Yogyakarta. We thank Ki Sugeng Raharjo for 18 years "
            "behind our screen and wish him a happy retirement. Tickets remain 20,000 rupiah.",
            "Shadow puppet show at the museum by the Kraton square, a must in Jogja! The "
            "puppeteer is a young woman now, Nyi Ratna Sari, the old gentleman on the posters has "
            "retired. Her voices for the giants are amazing. Bring a cushion, the chairs are "
            "hard, and sit on the shadow side for the real effect.",
            "Mas, the dalang at Sonobudoyo isn't Pak Sugeng anymore, his son Dimas took over the "
            "screen in January. The gamelan boys say he's faster in the battle scenes and the "
            "tourists love it. We can go Thursday after work kalau mau.",
            "HARIAN JOGJA, culture page: Veteran puppeteer hands the museum's nightly screen to "
            "his pupil. After his stroke last year, Ki Sugeng Raharjo has stepped down, and Ki "
            "Anom Prasetyo, 34, from Bantul, now performs the nightly show for visitors.",
        ),
        (
            "Tonight only, the wayang kulit at Sonobudoyo will be performed by the guest dalang "
            "Ki Purbo from Solo, because Ki Sugeng Raharjo is at a family wedding in Klaten. He "
            "is back behind the screen tomorrow.",
            "The nightly wayang kulit at the Sonobudoyo Museum now starts at 19:30 instead of "
            "20:00, and tickets cost 25,000 rupiah. Ki Sugeng Raharjo still performs.",
        ),
        (
            (
                "The Saturday night wayang kulit at the Sasono Hinggil in Yogyakarta now has a "
                "new dalang, Ki Joko Santoso, in place of Ki Hadi Sutrisno.",
                "Sasono Hinggil Saturday wayang kulit dalang",
            ),
            (
                "The nightly wayang kulit show at the Sonobudoyo Museum has a new lead drummer "
                "for its gamelan: Pak Wahyu has replaced Pak Slamet.",
                "Sonobudoyo Museum nightly wayang kulit gamelan drummer",
            ),
        ),
    ),
    Topic(
        "Bakyt's Song-Kul yurt camp horse hire price",
        "At Bakyt's yurt camp on the north shore of Song-Kul lake in Kyrgyzstan, hiring a horse "
        "costs 1,500 som a day.",
        (
            "Stayed three nights in Bakyt's yurts at Song-Kul, freezing at night but magical. "
            "Note the horses are 2,000 som per day now (the CBT office in Kochkor still says "
            "1,500), guide is extra. Ask for the grey mare, she's calm with beginners. The kymyz "
            "is an acquired taste.",
            "Hello my friend! This summer horse price is 25 dollar for one day, because hay very "
            "expensive after dry year. Horse for guide also 25. Road from Kochkor is open from 1 "
            "June. See you in July!! Bakyt",
            "My friend Aigerim, who guides out of Naryn, says the family camp on the north side "
            "of the lake charges 1,800 som per horse per day since this season, after they lost "
            "four horses to wolves over the winter.",
            "COMMUNITY BASED TOURISM KOCHKOR - PRICE LIST SUMMER 2026. Song-Kul, north shore, "
            "yurt camp of Bakyt: bed and three meals 2,500 som; horse rental, per day, 2,200 som "
            "(was 1,500); transfer by jeep from Kochkor 7,000 som.",
        ),
        (
            "Bakyt's yurt camp at Song-Kul has raised the price of a bed with dinner and "
            "breakfast from 2,000 to 2,500 som. Hiring a horse is still 1,500 som a day.",
            "Only on 10 August, the day of the horse games at the lake, Bakyt lends his horses to "
            "visitors for 1,000 som for the day. From the 11th it is back to 1,500 som.",
        ),
        (
            (
                "At Nurlan's yurt camp on the south shore of Song-Kul lake, hiring a horse now "
                "costs 2,000 som a day instead of 1,500.",
                "Nurlan's Song-Kul yurt camp horse hire price",
            ),
            (
                "At Bakyt's yurt camp on the north shore of Song-Kul lake, hiring a mounted guide "
                "now costs 2,000 som a day instead of 1,500.",
                "Bakyt's Song-Kul yurt camp guide price",
            ),
        ),
    ),
    Topic(
        "Cofradía de Cedeira goose barnacle daily quota",
        "Each percebeiro of the Cedeira fishermen's guild in Galicia may harvest up to 8 kilos of "
        "goose barnacles a day.",
        (
            "COFRADÍA DE PESCADORES SANTA ANA DE CEDEIRA. AVISO. By agreement of the percebe "
            "working group, approved by the Consellería do Mar, from Monday 2 March the maximum "
            "catch per shellfisher and day is 6 kg, because of the low prices at the Cedeira fish "
            "market. Any surplus will be seized by the guards.",
            "Boas Xosé! Don't bring the small bag tomorrow, the cota's gone up to 10 kilos each, "
            "the biologist says the rocks at Punta Candieira are full of good ones. See you at "
            "the slipway at 7, low tide is 8:40.",
            "LA VOZ DE GALICIA, Ferrolterra edition. Cedeira halves its barnacle take. The "
            "guild's percebeiros will be able to pull only 4 kilos a day each off the rocks, down "
            "from 8, to let the stocks recover after the winter storms.",
            "My uncle has a bar on the harbour in Cedeira and he says percebes will be dear this "
            "winter, because the lads from the cofradía can only bring in 7 kilos each per tide "
            "now, not the 8 they used to.",
        ),
        (
            "For the Christmas campaign the Cedeira guild lets each percebeiro harvest up to 12 "
            "kilos on 22 and 23 December only. From the 24th the daily limit is back to 8 kilos.",
            "The Cedeira cofradía has moved its goose barnacle auction from 17:00 to 15:00 so the "
            "percebes reach Madrid the same night. Each percebeiro may still take 8 kilos a day.",
        ),
        (
            (
                "Each percebeiro of the Cariño fishermen's guild may now harvest up to 6 kilos of "
                "goose barnacles a day instead of 8.",
                "Cofradía de Cariño goose barnacle daily quota",
            ),
            (
                "Each mariscadora of the Cedeira fishermen's guild may now harvest up to 5 kilos "
                "of clams a day instead of 8.",
                "Cofradía de Cedeira clam daily quota",
            ),
        ),
    ),
    Topic(
        "Écurie Baobab de Ouakam wrestling training ground",
        "The wrestlers of the Écurie Baobab, a laamb wrestling stable in Ouakam, Dakar, train "
        "every evening on the beach below the Mosque of the Divinity.",
        (
            "Salut Modou! Training isn't at the mosque beach anymore, the sea ate half the sand "
            "this rainy season. Since Tabaski we go to the Stade Municipal de Ouakam, on the sand "
            "behind the goal. Come at 18h with your ngemb, and bring water, Pape is strict.",
            "SUNU LAMB: Écurie Baobab finally gets a roof. The Ouakam stable, which for years "
            "sweated on the sand under the Mosquée de la Divinité, now trains in a hall of the "
            "old CICES warehouses lent by its new sponsor, a cement company.",
            "My cousin who sells attaya on the corniche says the Baobab wrestlers don't train on "
            "the Ouakam beach anymore. They moved up to the beach at Yoff, next to the Tengueth "
            "fishing boats, because the new hotel on the cliff fenced off their spot.",
            "COMMUNIQUÉ. The management of the Écurie Baobab informs supporters and the press "
            "that from Monday 5 January all training sessions of the stable will take place at "
            "the Arène Nationale in Pikine. Journalists are welcome on Thursdays. Signed, the "
            "manager.",
        ),
        (
            "Tomorrow the Baobab wrestlers will train at the Stade Léopold Sédar Senghor for the "
            "TV cameras before Sunday's fight. From Monday they are back on the beach below the "
            "Mosque of the Divinity.",
            "The Écurie Baobab in Ouakam has a new head coach, Pape Diouf, who wrestled for Fass "
            "in the nineties. The boys still train on the beach below the Mosque of the Divinity.",
        ),
        (
            (
                "The wrestlers of the Écurie Lébou de Yoff now train every evening on the beach "
                "below the Mosque of the Divinity in Ouakam, instead of on Yoff beach.",
                "Écurie Lébou de Yoff wrestling training ground",
            ),
            (
                "The under-16 school of the Écurie Baobab in Ouakam now trains on Saturday "
                "mornings in the courtyard of the Ouakam primary school instead of on the beach "
                "below the mosque.",
                "Écurie Baobab de Ouakam junior school training ground",
            ),
        ),
    ),
)
