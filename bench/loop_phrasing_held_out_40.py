"""Fortieth held-out set for bench/loop_phrasing.py (--split held_out_40).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_40_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_40_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_40_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_40_PAIRS: list[tuple[str, str, str]] = [
    (
        "Kumasi kente weaver's promise to a named customer: strip woven before an outdooring",
        "Auntie Efua, I'll have your kente strip off the loom in time for the baby's outdooring.",
        "Auntie Efua's kente is finished, gold and green, selvedges neat; she wore it Saturday.",
    ),
    (
        "third party will reline a cracked hot pot at an Icelandic geothermal pool",
        "Pool contractors will reline the cracked hot pot at Laugardalslaug before school hols.",
        "Hot pot's refilled at Laugardalslaug, new lining, 42 degrees; old boys are back in it.",
    ),
    (
        "Edinburgh bagpipe maker's diary: African blackwood awaited from a timber merchant",
        "Tues: Calum's new set of Highland pipes on hold, still no blackwood from the merchant.",
        "Drones turned and mounted, chanter reed settled in; the set went home Fri, sounds braw.",
    ),
    (
        "American irrigation tech job number: sprinkler zone won't shut off",
        "Job 2740: Delgados' sprinkler zone 3 won't shut off, beds flooded and the walk's a pond.",
        "New valve diaphragm in at the Delgados'; zone 3 shuts off on cue, beds drying out.",
    ),
    (
        "Norwegian salmon farm handover: feed barge blower blocking, a pen going unfed",
        "Handover: feed barge blower keeps blocking on the pen 6 line, those fish missed a meal.",
        "Pen 6 line blown through and a new rotary valve fitted; fed on time both meals since.",
    ),
    (
        "Kenyan athletics club chat question to a named member: lane lines before a county meet",
        "Hey Kiprop, any chance you'd repaint the lane lines on the murram track before county?",
        "Kiprop limed all eight lanes Wednesday, straight as arrows; juniors ran heats on them.",
    ),
    (
        "Irish seaside reminder: diving tower handrail loose, City Council to fix",
        "Reminder - Blackrock tower, Salthill: handrail on the top steps loose; Council to fix.",
        "Council welded the Blackrock handrail Thursday; solid now, dawn swimmers are delighted.",
    ),
    (
        "passive: frayed rope tow at a NZ club ski field to be respliced before opening weekend",
        "The frayed rope tow at Craigieburn is to be respliced before the club's opening weekend.",
        "Splice in and load-tested on the Craigieburn tow; members rode it all opening Saturday.",
    ),
    (
        "voice-note run-on, Cornish crabber: pot hauler slipping, strings still out at sea",
        "so Jago the hauler on the Kerensa's slipping again and half our strings are still out",
        "New sheave and belt on the hauler, all forty pots aboard by dinner; crabs in the store.",
    ),
    (
        "cancel",
        "Probus canal boat day on the Llangollen booked Thurs 9th, boarding at Trevor Basin 10am.",
        "Boat day's scrapped, the aqueduct's shut for repairs; hire firm's refunding the deposit.",
    ),
    (
        "Ethiopian restaurant customer request: injera and stews for a graduation party",
        "Mrs Tesfaye wants injera and doro wat for 80 at her son's graduation do, Sunday lunch.",
        "Doro wat and 200 injera in foil trays for Mrs Tesfaye; her brothers collected at 11.",
    ),
    (
        "Houston taqueria handover to a named cook: trompo motor stalling",
        "Over to Lupe: trompo motor keeps stalling, al pastor's charred one side, raw the other.",
        "Lupe fitted a new gear motor on the trompo; turning steady and the pastor's perfect.",
    ),
    (
        "question asking a named Canadian curling club member to reset a hack before a bonspiel",
        "Could Marc reset the loose hack on sheet 3 before the mixed bonspiel this weekend?",
        "Marc chipped out the old hack and froze a new one in Thursday; sheet 3 played fine Sat.",
    ),
    (
        "university geology prep lab fault: trim saw coolant pump dead, thin sections burning",
        "Prep lab: coolant pump on the trim saw died, blade's overheating and thin sections burn.",
        "Trim saw's got a new coolant pump; water's over the blade and chips come off clean.",
    ),
    (
        "text with typos and no apostrophes: trailer lent to a neighbour, wanted back",
        "lent me trailer to wayne for his tip run, need it back by sun to fetch the new shed",
        "Wayne dropped the trailer back this morning, swept out and all; sound as a pound, him.",
    ),
    (
        "capitals label at a football ground: turnstile scanner rejecting season cards",
        "TURNSTILE 4: scanner rejecting season cards, queue backing right down the away end.",
        "Turnstile 4's scanner swapped by club IT at half one; every season card beeps through.",
    ),
    (
        "Filipino jeepney painter's I'll promise: a family's jeepney repainted before the fiesta",
        "I'll have the Santos family's jeepney repainted, chrome horses and all, for the fiesta.",
        "Jeepney gleams again, fresh murals and 'Santos Express' down the side; led the parade.",
    ),
    (
        "American parks department ticket: spray park jets dead before a heat wave",
        "Ticket #9054: spray park jets at Riverside Park dead since Monday; heat wave due Friday.",
        "Riverside spray park's running again after a new pump relay; kids were soaked by 10 a.m.",
    ),
    (
        "need to: a club dinghy antifouled before she goes back in the water at Easter",
        "Need to get the Wayfarer's bottom antifouled before she goes back in at Easter.",
        "Two coats of antifoul on the Wayfarer and she's back on her mooring; floats like a duck.",
    ),
    (
        "TODO at a darts league pub: shredded board replaced before a league night",
        "TODO: board on oche 2 is shredded, darts bouncing out - new one up before Tues league.",
        "Fresh Winmau up on oche 2 Monday night; not one bounce-out all league, Dean hit a 180.",
    ),
]

HELD_OUT_40_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Half of Auntie Efua's kente strip is woven; gold weft ran out, more coming Thursday."),
    (1, "Contractors drained the Laugardalslaug hot pot today; the lining goes in next week."),
    (2, "Merchant says the blackwood for Calum's pipes is on a boat, due into Leith Monday."),
    (3, "Shut off the Delgados' main for now; the valve part for zone 3 comes in Thursday."),
    (4, "Pen 6 blower blocked again at 14:00; hand-fed from the boat, engineer due tomorrow."),
    (5, "Kiprop's bought lime for the lane lines but can't get to the track till Monday."),
    (6, "Phoned the Council again about the Blackrock handrail; they've logged it, no date."),
    (7, "Splicing rope for the Craigieburn tow arrived; lads will do it at the next work party."),
    (8, "Jago reckons the hauler's sheave is worn through; ordering one from Newlyn, maybe Fri."),
    (9, "Hire firm asked if we could board at Trevor Basin at 11 instead, same Thursday."),
    (10, "Teff flour's in for Mrs Tesfaye's injera; batter goes on to ferment tomorrow night."),
    (11, "Lupe oiled the trompo motor, still stalls every ten minutes; new motor's on order."),
    (12, "Is anyone around to give Marc a hand with the sheet 3 hack before Saturday?"),
    (13, "Logged the trim saw pump with the workshop; thin sections on hold till they look."),
    (14, "asked wayne about the trailer, says hes got one more tip run sat then its mine"),
    (15, "Club IT can't get to turnstile 4 till Monday; a steward with a clicker till then."),
    (16, "Santos jeepney's sanded and primed; murals and chrome still to go, paint's on order."),
    (17, "Parks crew checked the Riverside spray park; pump relay's fried, part ships Thursday."),
    (18, "Bought two tins of antifoul for the Wayfarer; haven't turned her over to do it yet."),
    (19, "Board on oche 1 got swapped Monday, but oche 2's still the shredded one."),
]

HELD_OUT_40_CHIT_CHAT: list[str] = [
    "Woke up to frost on the inside of the car windscreen, winter's properly here now.",
    "Gonna grab a chai latte from the cart by the station before the 9:15 comes in.",
    "Note: the swifts are back screaming round the church tower, summer's officially on.",
    "FYI the bakery on the corner's started doing cardamom buns and they're dangerous.",
    "Tues: finally beat my sister at Scrabble, 'quixotic' on a triple, still buzzing.",
    "Heads up: the baby's discovered her own feet and is absolutely fascinated by them.",
    "Had a cracking bowl of pho at the night market, broth like a warm hug.",
    "Reminder to self: a swim in the lake at sunrise beats any amount of coffee.",
    "Fri: our quiz team name got a big laugh from the host, sadly our answers didn't.",
    "Just so you know, the dog's decided the postie is his best mate in the world.",
    "Meant to be 30 degrees Saturday; plan is a hammock, a book and zero ambition.",
    "Update: the tomato plants on the balcony have gone completely feral.",
    "Todays soundtrack: old Motown on repeat and a very tolerant office.",
    "Lovely natter with the lollipop lady about her trip to see the Northern Lights.",
    "Must say the mist rolling off the loch this morning was something else.",
    "Thinking of taking up the bodhran, mainly so I can annoy the neighbours properly.",
    "Spotted a red squirrel on the bird feeder at breakfast, the kids went wild.",
    "Wrecked after the half marathon, but the crowd at mile ten carried me home.",
    "Quiet night in planned: takeaway curry, the rugby on and an early bed.",
    "Grandad rang just to tell me his tomatoes beat the neighbour's. Made my day, that.",
]
