"""Fifty-sixth held-out set for bench/loop_phrasing.py (--split held_out_56).

Written before round 53 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_56_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_56_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_56_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_56_PAIRS: list[tuple[str, str, str]] = [
    (
        "Nigerian English estate residents' WhatsApp with times: street transformer blown, levy",
        "[19:42] Chief Adeyemi: Good evening all. The transformer for Phase 2 don blow since "
        "Sunday night. Each house to pay 15k levy so the technicians can change am. Abeg make "
        "we act fast.",
        "[21:05] Mrs Okonkwo: Light don return for Phase 2 since 7pm!! Freezers humming, no gen "
        "noise for the first time in nine days. God bless Chief and the technicians.",
    ),
    (
        "Singaporean English message to a tuition centre owner: classroom aircon dripping on desks",
        "Mrs Tan, the aircon in Room B dripping water again onto the front row, the P6 kids' "
        "worksheets all wet already. Can call the aircon man before Saturday class?",
        "Aircon man came Friday, wash the coil and clear the drain pipe. Room B aircon dry "
        "already, Saturday P6 class no drip at all.",
    ),
    (
        "Jamaican English report to a basic school principal: water tank on its stand leaking",
        "Miss P, di black tank pon di stand behind di classroom a leak from di bottom; by lunch "
        "it empty an di pickney dem cyaan wash dem hand.",
        "Teacher Marcia husband put up a new one Saturday. Whole week now di pickney dem a wash "
        "dem hand before lunch an di pipe never run dry once.",
    ),
    (
        "Australian men's shed noticeboard: dust extractor dead before the Christmas toy run",
        "Dust extractor's spat the dummy again, blokes. Sawdust up to our ankles and we've got "
        "80 wooden trucks to turn out for the Christmas toy run.",
        "Dust extractor's back on deck with the motor Col found on Gumtree; floor's clean as a "
        "whistle and the trucks are boxed up for the toy run.",
    ),
    (
        "Indian English housing society circular: main gate CCTV not recording for a week",
        "Dear Residents, it is observed that the CCTV at main gate is not recording since last "
        "one week. Watchman has informed only today. Kindly cooperate when the vendor visits.",
        "Dear Residents, vendor has replaced the hard disk of the recorder. Yesterday's footage "
        "of the parcel theft from B-Wing has been handed over to the police itself.",
    ),
    (
        "South African guesthouse owner's voice note: inverter batteries dying in load-shedding",
        "Eish, Thabo, the inverter batteries are only giving us an hour now, the guests were "
        "sitting in the dark by half eight. Can your guy come look before the long weekend?",
        "Stage 6 last night, four hours off, and the guests watched the rugby start to finish "
        "with the lights on. Your guy's a legend, the new lithium ones are lekker.",
    ),
    (
        "Scots bothy maintenance organiser's note: stove flue cracked, smoke filling the bothy",
        "The flue on the stove at Glenbrae bothy's cracked richt through at the collar; the "
        "place fills wi' reek the minute ye light it. Needs a work party afore the winter.",
        "Work party humphed a new flue in ower the hill on Setterday and fitted it; burnt a bag "
        "o' coal, reek went straight up the lum, no a wisp inside.",
    ),
    (
        "Irish English text to a cattle mart manager: the ring scales reading heavy",
        "Seamus the scales in the ring are reading heavy, I'd say 20 kilos a head. The sellers "
        "are delighted but the buyers are giving out. Can you get the man before Tuesday's sale?",
        "Scales man was out Monday and recalibrated them with the test weights; Tuesday's "
        "weanlings went through and not a word out of the buyers.",
    ),
    (
        "Kenyan chama meeting minutes with minute numbers: treasurer to open a Sacco account",
        "Min 4/03: Treasurer (Wanjiru) to open the group account at Stima Sacco before the next "
        "meeting, so members stop sending contributions to her personal M-Pesa.",
        "Min 3/04: Treasurer confirmed the group account at Stima Sacco is open; paybill number "
        "shared and 18 of 20 members have sent April contributions there.",
    ),
    (
        "electoral services notice in a formal voice: polling station ramp not yet delivered",
        "Electoral Services notes that the portable ramp for the St Aidan's Primary polling "
        "station has not yet been delivered. Step-free access must be in place by polling day.",
        "Polling day report: ramp in position at St Aidan's Primary from 06:45; the presiding "
        "officer logged 11 wheelchair and walker users voting through the main door.",
    ),
    (
        "hot-air balloon operator's logbook with date and time: envelope scorched, grounded",
        "Log 02/06 07:10 G-BZKE: crosswind landing, burner flame caught panel 14, fabric "
        "scorched 40 cm. Balloon GROUNDED pending repair station.",
        "Log 11/06 05:55 G-BZKE: back from Cameron's with two new gores sewn in; inflated "
        "normally, 1h10 over the vale with four passengers, soft landing.",
    ),
    (
        "escape room staff group chat with names and times: vault door maglock not releasing",
        "Leah 18:12: vault maglock in the Heist room isn't letting go when they get the code "
        "right, I had to run in and yank it twice today. Can anyone look before tomorrow?",
        "Sami 22:47: new relay in the Heist control box. The 7pm hen party cracked the code and "
        "the door swung open on its own, Leah, they screamed the building down.",
    ),
    (
        "community pharmacist's promise at the counter: blister packs ready before a trip abroad",
        "I'll have Mr Haddad's two weeks of blister packs made up before he flies to Beirut on "
        "Thursday; he's calling in Wednesday afternoon.",
        "Mr Haddad picked up both weeks of blister packs on Wednesday, checked every slot with "
        "his daughter, and promised us baklava from Beirut.",
    ),
    (
        "archery club request to the committee: target bosses shot through before a tournament",
        "Can the committee get the target bosses on butts 1 to 4 replaced? Arrows are going "
        "clean through and we're hosting the county record status shoot on the 15th.",
        "The new straw went up on butts 1-4 Thursday; at the record status shoot not a single "
        "arrow reached the netting behind.",
    ),
    (
        "cancel",
        "Thursday 7.30, Red Lion back room: simultaneous display against IM Rachel Okoro, 25 "
        "boards, £5 a board, no clocks needed. Book with Dev.",
        "Thursday's simul with IM Okoro is cancelled, she's down with flu. Normal club night "
        "instead; we'll try to rebook her for the spring.",
    ),
    (
        "orienteering club pre-event checklist, terse: control units with flat batteries",
        "Pre-event Sat: SI units 31, 38, 44 - battery LOW, no beep. [ ]",
        "Results up by 2pm: 212 runners, zero mispunches, every finisher's splits for 31, 38 "
        "and 44 on the sheet.",
    ),
    (
        "gliding club launch point log: winch cable parting before a course week",
        "Launch log Sun: winch cable parted twice on the drum side, 14 launches only. Needs a "
        "new length spliced in before course week starts Monday.",
        "Launch log Mon: new cable run out and spliced on the winch Sunday evening; 46 launches "
        "for the course week lot and no breaks.",
    ),
    (
        "lower-case text between flatmates: smoke alarm chirping on the landing all night",
        "the smoke alarm on the landing has been chirping every 40 secs since 3am, i'm losing "
        "my mind. can whoever's tall enough sort it before tonight pls",
        "tom got up on the kitchen chair with a fresh 9V after work. slept right through for "
        "the first time since tuesday, bless that tall man",
    ),
    (
        "resident's email to a ward councillor: grit bin on a steep street empty before a frost",
        "Dear Cllr Mahmood, the grit bin at the top of Brook Hill has been empty since the last "
        "snow and the forecast is minus four on Friday. Could it be refilled? Regards, Janet Cole",
        "Dear Janet, Highways refilled the Brook Hill grit bin on Thursday morning and I walked "
        "past on Friday to check: full to the lid. Best wishes, Cllr Mahmood",
    ),
    (
        "NZ civil defence notice: a beach tsunami siren silent at its monthly test",
        "Civil Defence advises that the tsunami siren at Ōhope West did not sound during "
        "Sunday's test. Until it is repaired, remember: long or strong, get gone.",
        "Sunday's noon test was heard from the surf club right through to the holiday park at "
        "Ōhope West; Civil Defence thanks residents for their patience over the new speakers.",
    ),
]

HELD_OUT_56_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "[08:30] Mr Bello: 11 houses don pay the levy; technicians say na Thursday dem go fit am."),
    (1, "Aircon man say must change the pump, part come next week. Room B put bucket first."),
    (2, "Mi patch it wid epoxy Sunday but Monday mawnin it a drip again, Miss. Still leakin."),
    (3, "Col reckons he's found a motor for the extractor on Gumtree, picking it up Thursday."),
    (4, "Dear Residents, reminder: gate CCTV is still not recording. Vendor visit awaited."),
    (5, "Thabo's guy checked it, says the batteries are shot; new ones from Joburg next week."),
    (6, "Did they get the flue done at Glenbrae? Heard the work party got snawed aff."),
    (7, "The man sorted the scales in the small ring, grand now, but the big ring's still heavy."),
    (8, "Min 3/04: Sacco needs all three officials' IDs; group account not yet opened."),
    (9, "Electoral Services confirms a ramp for St Aidan's is ordered; delivery due Tuesday."),
    (10, "Log 05/06 12:00 G-BZKE: envelope sent to Cameron's for new gores, 2-week turnaround."),
    (11, "Leah 10:05: Sami says he'll swap the relay tonight, we're propping the vault door lol"),
    (12, "Mr Haddad rang to check his blister packs will be ready Wednesday; told him in hand."),
    (13, "Committee's approved four new bosses; on order from the supplier, due the 14th."),
    (14, "Simul reminder: IM Okoro confirmed for Thursday, 18 boards booked, 7 still free."),
    (15, "Tried new batteries: 31 and 44 beep now, 38 still dead. Anyone got a spare unit?"),
    (16, "Launch log Mon: temporary splice holding, keep launches low; new cable still on order."),
    (17, "changed the smoke alarm battery and it's STILL chirping?? maybe it's the other one"),
    (18, "Dear Janet, I've chased Highways about the Brook Hill grit bin again. Cllr M"),
    (19, "Civil Defence: technicians checked the Ōhope West siren; a new speaker is on order."),
]

HELD_OUT_56_CHIT_CHAT: list[str] = [
    "Chief's daughter's wedding was the talk of the estate; the aso-ebi was gold and green.",
    "Wah, one P5 boy today ask me if durian counts as one of his five a day, I laugh until cannot.",
    "Miss P seh di likkle ones sing Linstead Market so sweet, even di postman stop fi listen.",
    "Reg turned a pepper grinder for his missus's birthday, best thing out of the shed all year.",
    "Uncle from C-Wing does yoga on the terrace at 5am; whole society can hear him breathing.",
    "Durban's a scorcher today, I'll be on the beach by four, don't phone me.",
    "Saw a golden eagle ower the ridge on the walk in, near greetit at the size o' it.",
    "The auctioneer at the mart can sell a bullock faster than I can say good morning.",
    "Next chama we should totally do nyama choma at Mama Njeri's instead of the church hall.",
    "Feeling a bit flat today, honestly; think I'll grab a coffee and sit in the sun for ten.",
    "Sunrise flight this morning, the whole valley under mist like a bowl of milk.",
    "A couple got engaged in the Heist room tonight; he'd hidden the ring in the safe.",
    "A customer said our pharmacy smells like her nan's house, which I'm taking as a compliment.",
    "Why did the archer go to therapy? Too many quivers. I'll see myself out.",
    "Rain and fog at the relay yesterday, and everyone came back grinning and muddy to the knees.",
    "Cloud base at 4000 ft and a buzzard thermalling alongside me for ten minutes. Best day yet.",
    "flatmate made banana bread at 1am and honestly i respect it",
    "Snow's lovely for about a day and then it's just grey slush and wet socks.",
    "Swam at Ōhope before work, water like glass and a pod of dolphins off the point.",
    "I'll be at the Red Lion Thursday for blitz; loser buys the crisps.",
]
