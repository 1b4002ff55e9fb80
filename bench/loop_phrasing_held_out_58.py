"""Fifty-eighth held-out set for bench/loop_phrasing.py (--split held_out_58).

Written before round 55 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_58_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_58_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_58_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_58_PAIRS: list[tuple[str, str, str]] = [
    (
        "Kiwi-Samoan church youth group chat with names and times: van door won't latch",
        "[19:05] Lupe: Talofa youth, the church van's sliding door won't latch again, Faifeau had "
        "to hold it shut with a rope all the way back from Ōtāhuhu. White Sunday is in two weeks "
        "and we need it for the kids' pickups. Anyone know a guy?",
        "[21:48] Sione: My cousin at the panel shop put a new catch on it Friday, shuts with one "
        "push now, no rope. Every kid got picked up for White Sunday, fa'afetai lava uso!",
    ),
    (
        "crematorium chapel attendant's log with dates: committal curtains failing to close",
        "Chapel log 11/03 10:40. East Chapel committal curtains failed to close at the 10:00 "
        "service (Pryce family); attendant drew them by hand. Manual operation until repaired. "
        "Engineer requested.",
        "Chapel log 13/03 08:30. East Chapel committal curtains: new drive belt fitted by the "
        "stage engineer on 12/03; tested six times, closing smoothly at normal speed. Manual "
        "operation no longer required.",
    ),
    (
        "South African winemaker's message with Afrikaans words: press bladder torn before harvest",
        "Ag nee man, the bladder in the press has torn along the seam, juice all over the floor "
        "on the test run. We start picking the Chenin on Monday. Pieter, please phone the guy in "
        "Paarl today.",
        "Pieter's guy from Paarl fitted a new membrane on Saturday. Monday we pressed six ton of "
        "Chenin, lekker clean juice and not a drop on the floor.",
    ),
    (
        "Ugandan English boda boda stage WhatsApp: contributions owed for a rider's hospital bill",
        "Members of Kireka stage, our brother Ssemakula is still admitted at Mulago after the "
        "accident. Each rider to contribute 10k towards his hospital bill by Friday please, so "
        "far we have 140k out of the 600k.",
        "Thank you members, we have reached the 600k and the chairman has cleared Ssemakula's "
        "hospital bill at Mulago this morning. He is discharged and resting at home in Namugongo.",
    ),
    (
        "Malawian English water point committee minutes: borehole pump handle snapped at the pin",
        "Min 3: It was reported that the handle of the Mtsiriza borehole snapped at the pin on "
        "Monday and the women are now drawing from the river. Chairperson to call the area "
        "mechanic urgently.",
        "Min 2: Chairperson reported that the area mechanic came on Wednesday with a new pin and "
        "bearings. Water is flowing well, the queue was finished by 7 o'clock and nobody is going "
        "to the river.",
    ),
    (
        "Welsh primary school staff email: the school eisteddfod's bardic chair has a cracked leg",
        "Bore da all, the Eisteddfod chair has a crack right up the back leg, one of Year 6 stood "
        "on it to reach the display. Mr Pugh, could your woodwork club mend it before St David's "
        "Day, please? We can't chair the bard on a wobbly one.",
        "Diolch Mr Pugh! The Eisteddfod chair's leg is glued and dowelled, and on St David's Day "
        "our little bard was chaired on it without a single wobble.",
    ),
    (
        "Nigerian Pidgin text from a poultry farm attendant: broiler pen drinkers leaking",
        "Oga Femi, the nipple drinkers for Pen 3 dey leak everywhere, the litter don soak and the "
        "birds dey stand inside wet shavings. Four weeks to market, we no fit allow coccidiosis. "
        "Abeg send the plumber tomorrow.",
        "Plumber change the whole drinker line for Pen 3 yesterday. Litter don dry, I put fresh "
        "shavings, birds dey waka around happy. No more water for floor.",
    ),
    (
        "Ghanaian English message from a cocoa farm caretaker: storm broke the drying racks",
        "Nana, the storm on Tuesday has broken three of the raised drying racks behind the shed. "
        "The main crop beans are fermenting under the plantain leaves and must go out to dry by "
        "Saturday. Kwabena says he will cut new bamboo.",
        "Kwabena and his boys worked till dark, the new bamboo platforms are standing and the "
        "beans have been out on them since Saturday morning, drying well in the sun.",
    ),
    (
        "Greek Orthodox parish in Melbourne, chat with names: narthex candle stand wobbling",
        "Eleni 20:12: Hi all, the big brass candle stand in the narthex is wobbling like mad, "
        "nearly went over at Sunday liturgy with all the candles lit. Kosta, any chance you can "
        "weld the base before Pascha? Can't have it tip at the midnight service.",
        "Eleni 01:30: Kosta's candle stand held up beautifully! Base welded, sits dead flat, and "
        "at midnight a hundred candles on it with the church packed to the doors, not a shudder. "
        "Christos Anesti!",
    ),
    (
        "neighbourhood watch email with a subject line: alleyway streetlight out for a fortnight",
        "Subject: Alleyway light out - Ferncliffe Road. Hi all, the streetlight in the "
        "cut-through between Ferncliffe and Oakdene has been out for a fortnight and two people "
        "have said they feel unsafe walking back from the station. Reported to the council, ref "
        "SL-20417. Trev, NW coordinator",
        "Subject: Good news - the cut-through. Lit up like Blackpool as of last night; the "
        "council electricians put a new lantern head up on Tuesday. Thanks all for your patience. "
        "Trev",
    ),
    (
        "Canadian trucking dispatch log with times: reefer trailer alarming before an ice cream "
        "run",
        "Dispatch 06:15 - Trailer 5312 reefer throwing a high-temp alarm, holding at -2 when set "
        "to -18. Can't load the ice cream for the Sudbury run till it's fixed. Thermo King tech "
        "called.",
        "Dispatch 13:40 - 5312 reefer back on spec, tech replaced the expansion valve. Pulled "
        "down to -18 in 40 min, loaded and rolling to Sudbury, eh.",
    ),
    (
        "Irish knit-and-natter group note: forty hats promised to a neonatal unit by month end",
        "Knit and natter Thursday: we told the neonatal unit in Galway we'd have 40 little hats "
        "for the premmies by the end of the month. 22 done so far, so needles out, ladies!",
        "Máire dropped the box into the neonatal unit this morning, all forty and a few extra "
        "besides, and the nurses were only delighted, so they were.",
    ),
    (
        "Indian English triathlon club WhatsApp: swim buoys to be anchored before an aquathlon",
        "Team, for Sunday's club aquathlon at Hesaraghatta the swim buoys still need to be "
        "anchored. Rohan and Deepa, kindly take the kayak out Saturday evening and fix all four "
        "buoys on the 750m loop.",
        "All four buoys anchored on the 750m loop by Rohan and Deepa on Saturday evening itself. "
        "Sunday 38 swimmers went round and nobody went off course. Superb job, team.",
    ),
    (
        "nature reserve bird hide visitor book, dated entries: viewing flaps jammed shut",
        "Visitor book, Heron Hide, 3 Apr: the viewing flaps on the left-hand side are jammed "
        "shut, couldn't budge them - missed the bittern! Could the wardens take a look? J & M "
        "Holt",
        "Visitor book, Heron Hide, 12 Apr: every window swings up lovely now, thank you wardens. "
        "Sat at the left end for two hours and had the bittern booming in the reeds. P. Okafor",
    ),
    (
        "angling club committee minutes: a collapsed lake peg platform before an open match",
        "Item 4: Peg 14 platform on the top lake has collapsed at the front and the boards are "
        "under water. To be rebuilt before the Spring Open on the 20th, otherwise the peg comes "
        "out of the draw. Work party to arrange.",
        "Item 2, matters arising: Peg 14 platform rebuilt with new sleepers by the work party. It "
        "was in the draw for the Spring Open and Terry had 34lb of carp off it.",
    ),
    (
        "Speyside distillery warehouse note in Scots: a hogshead weeping before an excise visit",
        "Warehoose 3, row 7: a hoggie's weepin' at the heid, wee puddle o' spirit under it. Needs "
        "the cooper ower afore the excise lads come roon on Thursday.",
        "Cooper had the heid oot and a new stave in on Wednesday. Cask's back on the rack dry as "
        "a bane, an' the excise inspection Thursday went by wi'oot a word.",
    ),
    (
        "repair café ticket, terse, job started and carried over: sewing machine timing out",
        "Repair Café ticket 47 | Singer 201K, Mrs Akhtar | needle hitting the plate | vol: Colin "
        "| started, hook timing half reset, needs new needle bar screw | carry over to next month",
        "Ticket 47 Singer 201K: Colin fitted the screw at the May session, timing set, test seam "
        "through four layers of denim. Mrs Akhtar took it home beaming. CLOSED.",
    ),
    (
        "meals on wheels voicemail transcript: a client's key safe code changed, driver locked out",
        "Voicemail 11:52: Hiya, it's Bev on the Tuesday round. Mr Lister at 14 Rowan Close, the "
        "key safe code's been changed and nobody told us, I couldn't get in and his dinner's back "
        "in the van. Can someone ring his daughter for the new number before tomorrow? Ta.",
        "Wednesday round: got into Mr Lister's first go with the number his daughter gave the "
        "office. He had his fish pie at ten past twelve and sends his thanks.",
    ),
    (
        "hospital duty manager's formal email with subject line: helipad floodlights failed",
        "Subject: Helipad floodlights - urgent. Dear Estates, the perimeter floodlights on the "
        "rooftop helipad failed last night and the air ambulance was diverted to the county "
        "hospital at 21:40. Night landings are suspended until repaired. Duty Manager, ED",
        "Subject: RE: Helipad floodlights - urgent. Dear Duty Manager, the electricians replaced "
        "the lighting controller this afternoon; the helipad floodlights were tested with the air "
        "crew and night landings are reinstated from tonight. Estates Helpdesk",
    ),
    (
        "cancel",
        "RC announcement: Mid-Autumn lantern walk at Block 512 void deck this Saturday 7.30pm, "
        "free lanterns and mooncakes for the children. Please come early to register.",
        "Sorry residents, Saturday's lantern walk is cancelled lah, haze PSI already above 200, "
        "not safe for the kids to walk outside. Mooncakes can collect at the RC office instead.",
    ),
]

HELD_OUT_58_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "[08:20] Sione: Cousin says the catch is $80 at Repco, ordering Monday. Rope for now."),
    (1, "Chapel log 12/03 14:10. West Chapel curtains serviced, no faults. East awaits engineer."),
    (2, "Is the press sorted yet? Pickers are booked 6am Monday and I'm not sending them home."),
    (3, "So far 410k for Ssemakula. Those who have not contributed, please send before Friday."),
    (4, "Mechanic has tied the handle with wire for now, pumping slowly; pin coming next week."),
    (5, "Mr Pugh says he'll look at the Eisteddfod chair at woodwork club Thursday, fingers x'd."),
    (6, "Plumber come, he say na the regulator, he go bring am Friday. Pen 3 still dey wet o."),
    (7, "Kwabena has cut the bamboo and carried it to the shed; tomorrow he will start building."),
    (8, "Kosta looked after liturgy, says the base needs a new plate, he'll do it after Sydney."),
    (9, "Subject: Re: Alleyway light. Council says repair 'within 28 days'. Still pitch black."),
    (10, "Dispatch 09:50 - 5312: valve part coming from Mississauga. Sudbury load moved to 5308."),
    (11, "Only six more little hats to go for the neonatal unit, ladies, keep at them, so!"),
    (12, "Reminder: buoys still in the club store; Rohan, kindly collect the anchors from Deepa."),
    (13, "Visitor book, Heron Hide, 6 Apr: left flaps still jammed. Gave them a shove, no joy."),
    (14, "Item 3: Work party set for the 14th to rebuild Peg 14; sleepers ordered from the yard."),
    (15, "Cooper's seen the hoggie, says the heid needs oot; back next week. Drip tray under it."),
    (16, "Ticket 52 | Singer 99K hand-crank, Mr Daly | new belt fitted, runs sweet | CLOSED"),
    (17, "Rang Mr Lister's daughter, left a message, no call back. Bev's on tomorrow, same again."),
    (18, "Subject: RE: Helipad. Lights came on after a reset at 09:00, tripped again at dusk."),
    (19, "Auntie Lim say the lantern walk might cancel because of the haze, anybody can confirm?"),
]

HELD_OUT_58_CHIT_CHAT: list[str] = [
    "Faifeau preached so long the umu went cold, still the best Sunday lunch of the year, uso.",
    "The cherry trees in the crematorium garden are out; families are stopping to sit under them.",
    "Ag, sunset over the Simonsberg tonight, I'll pour a glass and just sit on the stoep, hey.",
    "Kampala jam today is too much, I'll park at the stage and take my tea until it clears.",
    "The children were singing at the water point this morning, very joyful to hear.",
    "Year 2 made daffodil hats for St David's Day and half of them now wear them as crowns.",
    "Oga, my wife jollof for the naming ceremony scatter everybody head, no lie.",
    "Harmattan has come early this year, everything in the house covered in dust small small.",
    "Yiayia says this year's koulourakia are her best ever, which she says every single year.",
    "A ginger cat has taken to sleeping on the Neighbourhood Watch sign on Oakdene. Legend.",
    "Dispatch 03:10 - all quiet, five trucks on the 401, roads bare and dry.",
    "We should totally do a Christmas jumper knit-along next year, wouldn't it be gas?",
    "Ran the Cubbon Park loop at 5:30, weather so pleasant, felt like Ooty itself.",
    "Visitor book, 9 Apr: two marsh harriers sky-dancing over the reedbed. What a morning!",
    "Why don't fish play tennis? Scared of the net. Terry's joke, not mine, blame him.",
    "Braw mornin', the hills fair glowin' an' the smell o' malt ower the hale toon.",
    "Best bit of the repair café today: a wee boy watching his teddy get new eyes sewn on.",
    "I'll grab a coffee from the canteen before the afternoon round, anyone want one?",
    "Watched the air ambulance land at sunset from the ward window; the patients all waved.",
    "Wah, mooncake this year so expensive, one box $68, my mother say she make her own.",
]
