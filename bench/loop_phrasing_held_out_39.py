"""Thirty-ninth held-out set for bench/loop_phrasing.py (--split held_out_39).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_39_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_39_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_39_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_39_PAIRS: list[tuple[str, str, str]] = [
    (
        "Trinidad mas camp promise to a named masquerader: headpiece ready before Carnival",
        "Shelly-Ann, I'll have your feathered headpiece wired and stoned for Carnival Monday.",
        "Shelly-Ann's headpiece is done, every stone glued; she tried it on at camp and cried.",
    ),
    (
        "third party will clear a choked refuse chute at a Singapore HDB block",
        "Town council contractor will clear the choked rubbish chute at Blk 208 by Hari Raya.",
        "Chute at Blk 208 cleared Wednesday, bags drop straight down; no more smell on level 9.",
    ),
    (
        "Lightning Ridge opal cutter's diary: diamond lap awaited from a Perth supplier",
        "Wed: Mrs Kerr's boulder opal pendant on hold, still waiting on a new lap from Perth.",
        "Fire's come up beautifully after the final polish; set in silver and collected Friday.",
    ),
    (
        "American garage door technician job number: door reverses halfway down",
        "Job 3318: Hendricks' garage door reverses halfway down and won't stay shut overnight.",
        "New torsion spring and eyes realigned at the Hendricks'; door closes and stays shut.",
    ),
    (
        "Australian craft brewery canning line handover: seamer leaking, pallets on hold",
        "Handover: seamer on canning line 1 leaking at the lids, three pallets of IPA on hold.",
        "Chuck and rollers swapped, teardowns in spec; QA released the lot by knock-off.",
    ),
    (
        "NZ rugby club chat question to a named member: torn scrum machine pad before a match",
        "Hey Tama, any chance you could patch the ripped pad on the scrum machine by Saturday?",
        "Tama stitched a new cover on the scrum machine pad; forwards hammered it all Thursday.",
    ),
    (
        "Scottish library reminder: self-issue kiosk freezing, Council IT to fix",
        "Reminder - Paisley Central library: self-issue kiosk freezes on every scan; IT to fix.",
        "Council IT reimaged the Paisley self-issue kiosk Monday; scans and prints receipts fine.",
    ),
    (
        "passive: torn beach access matting to be relaid before a nippers' carnival",
        "Torn access matting down to North Bondi is to be relaid before the nippers' carnival.",
        "New access matting's down at North Bondi, pegged flat; prams and wheelchairs roll along.",
    ),
    (
        "voice-note run-on, Queensland cattle station: solar bore pump stopped, troughs low",
        "so Mick the solar pump on the back bore's stopped again and the troughs are near dry",
        "Controller was cooked, new one in Tuesday; water's flowing and the mob's drinking again.",
    ),
    (
        "cancel",
        "Walking club coach to the Giant's Causeway booked Sun 16th, leaving Lisburn at 8 sharp.",
        "Causeway trip's off, storm warning on the north coast; coach firm's refunded in full.",
    ),
    (
        "Brixton Caribbean bakery customer request: rum-soaked black cake for a wedding",
        "Miss Pearline wants a three-tier rum black cake for her granddaughter's wedding Sat.",
        "Miss Pearline's black cake iced and boxed, all three tiers; her nephew drove it off Fri.",
    ),
    (
        "Singapore hawker stall handover to a named cook: wok burner keeps blowing out",
        "Over to Ah Seng: the big wok burner keeps blowing out, char kway teow coming out pale.",
        "Ah Seng cleaned the jets and swapped the burner valve; wok's roaring again for dinner.",
    ),
    (
        "question asking a named Australian pony club member to rebuild a cross-country jump",
        "Could Bree rebuild the knocked-down log fence on the cross-country course by rally day?",
        "New rails bolted on and the wings dug back in Thursday; the D-grade kids flew it Sunday.",
    ),
    (
        "university plant growth cabinet fault: fans seized, wheat seedlings scorching",
        "Growth cabinet 3: fans seized overnight, temp's crept to 31C, wheat seedlings scorching.",
        "Cabinet 3's fans replaced by the supplier; holding 22C steady and the wheat's perked up.",
    ),
    (
        "text with typos and no apostrophes: pressure washer lent to a neighbour, wanted back",
        "lent me pressure washer to shane next door for his deck, need it back b4 sat for the van",
        "Shane dropped the pressure washer back last night, hose coiled and all, fair play to him",
    ),
    (
        "capitals label at a petrol station: diesel nozzle won't cut off, spilling",
        "PUMP 4: diesel nozzle won't cut off when the tank's full, spilling onto the concrete.",
        "Pump 4's diesel nozzle replaced by the Caltex tech at 11; clicks off clean every time.",
    ),
    (
        "South African welder's I'll promise: a family's braai stand mended before Heritage Day",
        "I'll have the Moodleys' braai stand welded back together before Heritage Day, promise.",
        "Grid's up on its legs again, fresh beads and black paint; the boerewors sizzled Sunday.",
    ),
    (
        "American school district IT ticket: smartboard ignoring touch before parent night",
        "Ticket #6620: Room 114 smartboard at Lincoln Elementary ignores touch; parent night Thu.",
        "Room 114's smartboard recalibrated, firmware updated; Ms Ortiz ran parent night on it.",
    ),
    (
        "need to: NZ farm ute through its warrant of fitness before the shearing gang arrives",
        "Need to get the farm ute through its WOF before the shearing gang turns up Monday.",
        "Ute passed its WOF Fri after new wiper blades and a brake light bulb; good for a year.",
    ),
    (
        "TODO at a Caribbean dominoes club: chipped set replaced before a league night",
        "TODO: double-six in the club's good dominoes set is chipped - new set by Friday league.",
        "Fresh box of bones came from Kingston Weds; we slammed them till midnight, no bother.",
    ),
]

HELD_OUT_39_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Shelly-Ann's headpiece frame is wired; stones and feathers still in the box till Sat."),
    (1, "Rang the town council about Blk 208's chute; contractor's coming Thursday with rods."),
    (2, "Perth supplier says Mrs Kerr's lap is on the truck, should land Monday with the mail."),
    (3, "Looked at the Hendricks' door; torsion spring's cracked, new one ordered, back Friday."),
    (4, "Seamer tech from Brisbane booked for tomorrow arvo; the IPA pallets stay quarantined."),
    (5, "Tama's got a new cover for the scrum machine pad but can't get to it till after Sat."),
    (6, "Restarted the Paisley self-issue kiosk; worked ten minutes then froze again. IT logged."),
    (7, "Council's dropped the new matting rolls at North Bondi; the crew lays them next week."),
    (8, "Mick had a look at the back bore, reckons it's the pump controller, ordering one in."),
    (9, "Coach firm asked if the Causeway trip could leave Lisburn at half eight, same Sunday."),
    (10, "Fruit's been soaking a month for Miss Pearline's black cake; baking tiers Wednesday."),
    (11, "Ah Seng cleaned the wok burner jets but it's still cutting out; valve's on order."),
    (12, "Bree's got the timber for the log fence; she'll fix it once the paddock dries out."),
    (13, "Engineer booked Friday for growth cabinet 3; seedlings moved into cabinet 2 meantime."),
    (14, "texted shane about the pressure washer, he says hes still got half the deck to do lol"),
    (15, "Caltex can't send a tech to pump 4 till tomorrow; nozzle's bagged and out of use."),
    (16, "Cut the steel for the Moodleys' braai stand; still need to tack it and grind it back."),
    (17, "Tech visited Room 114; smartboard needs a new touch panel, backordered two weeks."),
    (18, "Booked the ute in for its WOF Thursday; brake light's out so it might fail first go."),
    (19, "Ordered a new dominoes set online for the club; may not arrive before Friday's league."),
]

HELD_OUT_39_CHIT_CHAT: list[str] = [
    "Rained sideways all morning; stayed in my dressing gown and felt no guilt whatsoever.",
    "Gonna grab a kopi peng from the kopitiam downstairs before the afternoon meeting.",
    "Note: magpies are swooping on the school path again, the kids think it's hilarious.",
    "FYI the jacaranda outside the office is in full purple bloom, gorgeous on the way in.",
    "Mon: slept right through for the first time in weeks, honestly feel like a new woman.",
    "Heads up: the toddler has learned the word 'no' and uses it with great enthusiasm.",
    "Had the best doubles from the stand by the Savannah this morning, slight pepper, perfect.",
    "Reminder to self: I actually enjoy running when the sea's flat and nobody's about.",
    "Sat: lost the pub quiz by one point again, that geography round will haunt me.",
    "Just so you know, the cat has decided my laptop bag is her new bed.",
    "Forecast says a scorcher Sunday; I plan to float in the river and think about nothing.",
    "Update: my sourdough starter survived the holiday and smells oddly of bananas now.",
    "Todays mood: three cups of chai and the biscuit tin, no regrets.",
    "Lovely long natter with the lady at the post office about her grandkids in Perth.",
    "Must say the fog round the harbour bridge this morning looked like a painting.",
    "Thinking of learning the ukulele, mostly so I can play it badly at Christmas.",
    "Saw a humpback breach off the headland on the ferry in, the whole deck went quiet.",
    "Knackered after that hike, legs are jelly, but the view from the top was worth it.",
    "Lazy arvo planned: footy on the telly, a meat pie and a snooze on the couch.",
    "Kids made me breakfast in bed this morning, mostly toast crumbs and love.",
]
