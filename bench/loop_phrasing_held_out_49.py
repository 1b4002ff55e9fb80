"""Forty-ninth held-out set for bench/loop_phrasing.py (--split held_out_49).

Written before round 46 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_49_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_49_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_49_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_49_PAIRS: list[tuple[str, str, str]] = [
    (
        "beekeepers' association leave-it-with-me promise: a swarm hanging in a school hedge",
        "Leave it with me, Margaret: that swarm in the Greenfield school hedge is gone by Monday.",
        "Boxed them at dusk, queen and all; Greenfield's hedge is bee-free, kids never knew.",
    ),
    (
        "ferry timetable office log line with a time: pier departure board frozen on yesterday",
        "Timetable office 06:40 - Pier 2 board still showing yesterday's sailings, folk misled.",
        "Pier 2 display rebooted and pulling live times; the 07:15 to Brodick shows right now.",
    ),
    (
        "formal parent email with most-grateful: school orchestra cello restrung for a concert",
        "Dear Mr Okafor, I'd be most grateful if Amira's loan cello were restrung pre-concert.",
        "Cello came home with four new strings and a tuned bridge; Amira's Elgar was lovely.",
    ),
    (
        "mobile library driver's heads-up: wheelchair lift on the van jamming halfway",
        "Heads-up from the van: the wheelchair lift jams halfway, Tuesday's villages rely on it.",
        "Book bus lift re-greased, new limit switch in; Mrs Hale rode up smooth as silk.",
    ),
    (
        "walker's still-outstanding note: alpine hut beds to book by phone for a hut-to-hut trek",
        "Still outstanding for the Haute Route: beds at Cabane de Moiry on the 14th, phone only.",
        "Warden at Moiry has us down, four bunks on the 14th, half board, cash on arrival.",
    ),
    (
        "community fridge group chat, could-someone-volunteer: weekend temperature check",
        "Could someone pls volunteer for Sat's fridge temp check + binning old stuff? I'm off",
        "Did Saturday's: 3 degrees, shelves wiped, two sad yoghurts binned, logged on the sheet.",
    ),
    (
        "Northern Irish dead-on promise from a darts captain: new board and oche for a home tie",
        "Dead on, I'll have a new board up and the oche re-marked before the Legion come Thurs.",
        "Fresh Winmau hung at 5'8, throw line taped at 7'9 and a quarter. Legion still lost.",
    ),
    (
        "bridal seamstress's don't-you-fret WhatsApp: hem up and bustle sewn before a fitting",
        "Don't you fret, lovely, your hem'll be up and the bustle sewn in for Thursday's fitting.",
        "Chloe tried it on Thurs: skims her shoes, bustle hooks up in three loops. Tears galore",
    ),
    (
        "canal stoppage notice: bottom gate paddle seized at a numbered lock",
        "STOPPAGE NOTICE: Lock 14 bottom gate paddle seized; boaters expect delays, fitters Weds.",
        "Lock 14 reopened: new paddle gear on the bottom gate, boats working through as normal.",
    ),
    (
        "cancel",
        "Riverside Chess Congress, Town Hall, 8-9 March: Open, Major, Minor. Entries close Fri.",
        "We regret the March congress will not take place; the hall has flooded. Fees refunded.",
    ),
    (
        "hospice shop note, work under way: stockroom clear-out with a skip outside",
        "Cracking on clearing the hospice shop stockroom today, skip's outside, mind the door",
        "Stockroom's bare to the boards, skip's collected, and Sheila's lost kettle turned up.",
    ),
    (
        "pony club text speak with omg: pony lost a shoe, farrier needed before a rally",
        "omg Biscuit's thrown a shoe AGAIN, need Dale out b4 the rally sat, can u text him",
        "dale came at 7, all 4 on n nailed tight, rally is a go",
    ),
    (
        "Singlish spoil-again report: HDB block lift out of service, old folk climbing stairs",
        "Block 423 lift spoil again, Ah Ma must climb 9 floor, town council say coming but when?",
        "Town council fella come already, lift can go up down liao, Ah Ma no need climb.",
    ),
    (
        "American bowling alley shift note with FYI: lane pinsetter jamming before league night",
        "FYI lane 7 pinsetter's jamming every third frame, Tuesday league is gonna riot.",
        "Mechanic put a new deck belt on 7; ran clean all three games of league, zero calls.",
    ),
    (
        "Cornish dreckly promise: shop gutter dripping on customers at the door",
        "I'll do 'ee dreckly, Tamsin, that gutter dripping down necks at the pasty shop door.",
        "Gutter's back up on new brackets over the pasty shop, runs to the downpipe. Proper job.",
    ),
    (
        "formal email with I-write-to-request: scout hut piano tuned before the Gang Show",
        "I write to request that the Scout hut piano be tuned ahead of the Gang Show on the 9th.",
        "Tuner attended Monday; all 88 notes true and the sticking F sharp freed. Many thanks.",
    ),
    (
        "chatty run-on bell-ringers' line: tenor bell rope fraying, replaced before a wedding",
        "Said to Derek after practice, the tenor rope's fraying so we want a new one for the 22nd",
        "New rope's on the tenor, sally and all, and she rang the bride out lovely on the 22nd.",
    ),
    (
        "allotment minutes, carried-forward item: water trough on a plot row overflowing",
        "Carried forward: Row C water trough overflowing, ballcock to replace (Reg to chase).",
        "Row C trough has a new float valve and holds its level; plotholders filling cans again.",
    ),
    (
        "pigeon club fixture notice: young bird race from France, birds basketed on Friday",
        "Young bird race from Bourges this weekend: basketing Friday 6pm at the clubhouse.",
        "Bourges flown: liberated 6:30 French time, Stan's blue chequer hen clocked first.",
    ),
    (
        "voice-to-text to a husband with love-can-you: funeral suit to the dry cleaner's",
        "Love can you drop your dark suit at Kwik Clean on your way it's for Dave's funeral Fri",
        "Picked up from Kwik Clean, it's in the wardrobe in its plastic, smells of nothing.",
    ),
]

HELD_OUT_49_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Got most of the cluster in the skep Sunday; they're re-forming in the hedge again."),
    (1, "IT have remoted into the Pier 2 board; it reboots but comes back on yesterday's list."),
    (2, "School replied: strings are ordered, should arrive before the concert, all being well."),
    (3, "Garage freed the lift with a crowbar; it goes up but won't come down, van's off road."),
    (4, "Rang Moiry three times, no answer; left a message in my rubbish French, fingers crossed"),
    (5, "Popped by Sat but the log key wasn't in the box, so no check; door was propped open."),
    (6, "Re-marked the oche in white tape; board's still the old one, treble 20 hanging out."),
    (7, "Waist's taken in and the straps shortened; the hem and bustle I'll do Wednesday night."),
    (8, "Lock 14 update: paddle freed by hand for one passage; gate still unusable, stoppage on."),
    (9, "Congress update: 64 entries in, clocks and boards counted, pairings go up Friday night."),
    (10, "Skip was full by lunch and half the stockroom's still stacked; second skip Monday."),
    (11, "dale cant come til mon, biscuit in hoof boots for now, rally prob a no"),
    (12, "Block 425 lift fixed already, but our 423 one still spoil, technician say need part."),
    (13, "Tech reset lane 7 twice and it cleared; jammed again ten minutes later, coned it off."),
    (14, "If the rain holds off tomorrow I'll have that gutter up on its brackets by crib time."),
    (15, "Tuner has inspected the piano and advises a pitch raise over two visits; first booked."),
    (16, "Derek's measured the tenor for a new rope; the ropemaker says six weeks at best."),
    (17, "Turned the stopcock off to the Row C trough so it stops flooding; valve still to do."),
    (18, "Transporter's loaded and across on the ferry; liberation's held, fog over the Loire."),
    (19, "Keep meaning to take my suit to Kwik Clean; might do it after the gym, if I remember."),
]

HELD_OUT_49_CHIT_CHAT: list[str] = [
    "Apiary gossip: the Carniolans are so gentle Brian does his inspections in shorts now.",
    "Ferry office, 11:20: lady asked if the 9:15 could wait while her dog finished its cone.",
    "I'll be honest, the second violins were the stars tonight and they know it.",
    "Mobile library chat: Mr Pike borrows the same Wilbur Smith each fortnight, never says why.",
    "Hut book entry from 1987: 'snowed in three days, ate the warden's cheese, sorry'.",
    "Community fridge win: someone left forty croissants and a note that said 'be happy'.",
    "I'll have you know I hit a 140 in the warm-up, witnesses and everything.",
    "Fitting room chat: the bride's nan wants to wear white as well, and honestly, let her.",
    "Lock 14 log: kingfisher perched on the balance beam again, third morning running.",
    "Chess hall whisper: the under-12 champion brings a lucky rubber duck to every round.",
    "Hospice shop find of the week: a brass diving helmet, priced at £40, gone in an hour.",
    "the pony club rosettes r massive this yr, like actual dinner plates",
    "Kopitiam uncle say this year durian very shiok, queue until the road.",
    "League night: two guys bowled a 300 and a 47 on the same lane. I was the 47.",
    "I'll give the gulls this: they know to the minute when the pasty shop opens.",
    "Gang Show rehearsal: the Beavers' sea shanty has more volume than tune, which is fine.",
    "We ought to put the tower's biscuit tin on the heritage register, it's older than Derek.",
    "Row C talk: Reg's marrow is the size of a toddler and he measures it every morning.",
    "Clubhouse chat: Stan reckons his blue hen can read a map. Nobody argues with Stan.",
    "I'll never tire of how quiet the house goes when the tumble dryer finally stops.",
]
