"""Fifty-third held-out set for bench/loop_phrasing.py (--split held_out_53).

Written before round 50 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_53_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_53_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_53_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_53_PAIRS: list[tuple[str, str, str]] = [
    (
        "mosque WhatsApp group line with a day and time first: shoe rack by the door collapsed",
        "[Fri 13:58] Hamza: shoe rack by the men's door collapsed after Jummah again, who can "
        "fix b4 Eid?",
        "[Tue 21:40] Idris: new brackets rawlplugged into the wall, took 300 pairs at Taraweeh, "
        "alhamdulillah",
    ),
    (
        "Welsh English now-in-a-minute promise on a hill farm: quad bike brakes before a gather",
        "I'll do the brakes on the quad now in a minute, Dad, before we gather the top mountain.",
        "Bike's stopping tidy now, new pads and bled right through; brought the ewes off the top.",
    ),
    (
        "youth hostel handover book entry: boiler locking out with a fault code, showers cold",
        "Handover book, Sun late: boiler locking out every few hrs (F28), reset's behind the "
        "kitchen panel.",
        "Handover book, Tue early: Gas Safe fella fitted a new ignition electrode; 36 hrs, no "
        "lockouts.",
    ),
    (
        "voicemail transcript from a fishmonger: flake ice machine stopped making ice",
        "Voicemail, 06:52: hiya it's Dean at Quayside Fish, flake ice maker's packed in, can "
        "someone come today",
        "Voicemail, 14:10: Dean again, your engineer's been, new water valve, the flaker's "
        "pouring ice again, ta",
    ),
    (
        "canal notice in the passive voice: a lock's top gate paddle jammed, boats held",
        "The top gate paddle at Lock 14 has been found jammed half-raised; boats are being held.",
        "Lock 14's paddle gear has been freed and greased by the bank crew; the flight is open.",
    ),
    (
        "mountain rescue email subject line: base radio dropping out through a repeater",
        "Subject: Base set dropping out on Ch 2 via Hardknott repeater - needs fixing before "
        "Sat's exercise",
        "Subject: RE: Ch 2 - new feeder cable up the Hardknott mast, every team came in loud "
        "and clear Sat",
    ),
    (
        "hospital radio fault form, free-text field: studio request line not ringing",
        "Fault form, 'Describe the problem': Studio 1 request line not ringing at the desk; "
        "wards can't call.",
        "Fault form, 'Action taken': BT swapped the line card; Sunday's request hour took 23 "
        "calls from wards.",
    ),
    (
        "Ghanaian English report to a charity shop manager: till drawer refusing to open",
        "Please madam, the till drawer has refused to open since morning oo, we are keeping "
        "the monies in an envelope.",
        "Madam, the man has come and worked on it, everything is ringing up fine now, I have "
        "entered the envelope money.",
    ),
    (
        "Canadian heads-up-eh note at a campground: comfort station showers running cold",
        "Heads up, eh: east comfort station showers are running ice cold again, campers are "
        "pretty choked.",
        "East comfort station's hot water tank got a new element; folks lined up for a hot "
        "one at 8 this morning.",
    ),
    (
        "cancel",
        "Repair Café, Sat 12 Apr, 10 till 1, Methodist hall: bring toasters, trousers, lamps. "
        "Tea's free.",
        "Saturday's Repair Café is off, sorry folks: a burst pipe flooded the hall. Back in May.",
    ),
    (
        "dance school, a third party promising the work: dead patch in a sprung floor relaid",
        "Mrs Lindqvist says her husband will relay the dead patch of sprung floor in Studio 2 "
        "before the show.",
        "Mr Lindqvist was in all Sunday with his toolbox; tap seniors ran the finale today, "
        "bounce is perfect.",
    ),
    (
        "South African now-now promise at a harbour: quay crane slew brake slipping",
        "Ja, the quay crane's slew brake is slipping, we'll sort it now-now before the chokka "
        "boats come in.",
        "Crane's got new brake linings, held every lift when the chokka boats offloaded this "
        "afternoon, lekker.",
    ),
    (
        "cheese maker's cave note with no verb: humidifier dead, rinds cracking",
        "Cave 2 humidifier - dead since Saturday. Clothbound rinds - cracking.",
        "Cave 2 back at 92% overnight with the new pump in; rinds soft and bloomy again.",
    ),
    (
        "stained-glass studio could-you request from a pub: leaded door panel by a date",
        "Could you have the leaded panel for The Swan's front door done for the 20th? "
        "Landlord's reopening.",
        "Swan's door glass is leaded, cemented and in; the landlord went quiet when the sun "
        "came through it.",
    ),
    (
        "Filipino English kuya report from a food truck: generator dying under the griddle",
        "Kuya, the genset of the truck is dying again every time we switch on the griddle, "
        "paano na tonight?",
        "Okay na po, mechanic changed the carburetor, we ran until closing at the night "
        "market, sold out pa.",
    ),
    (
        "guide dog school invitation to an event: puppy walkers' graduation in a paddock",
        "Puppy walkers' graduation, Sat 3 May, 11am in the training paddock: come and see "
        "your pups qualify!",
        "Nine of our pups qualified in the paddock on Saturday; not a dry eye among the "
        "puppy walkers.",
    ),
    (
        "maternity unit has-estates-given-a-date question: birthing pool not holding heat",
        "Has estates given a date for the birthing pool? It won't hold above 35C and mums "
        "keep asking.",
        "Estates swapped the mixing valve on Tuesday; we had a lovely water birth at 37 "
        "degrees last night.",
    ),
    (
        "Scots shoogly report from a bell tower: tenor's frame loose before a wedding",
        "The tenor's frame is shoogly again; we'll need the bell hanger up afore the McLeod "
        "wedding ringing.",
        "Hanger was up the tower Thursday; we rang the McLeods oot the kirk Saturday and no "
        "a wobble.",
    ),
    (
        "beekeepers' still-no-sign line about a delivery: honey extractor awaited",
        "Still no sign of the new 9-frame extractor from Thornes; full supers stacking up in "
        "the shed.",
        "Big box from Thornes came Tuesday; spun forty frames by teatime and every jar's filled.",
    ),
    (
        "brass band secretary's don't-let-me-forget note: coach booked for a march day",
        "Don't let me forget: book the band's coach for the Whit Friday marches before Jenkins "
        "is full.",
        "Jenkins have us down for a 49-seater, bandroom pickup 3pm Whit Friday, deposit's paid.",
    ),
]

HELD_OUT_53_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "[Sat 10:15] Idris: got brackets from Screwfix, fitting them after Isha tmrw inshallah"),
    (1, "Had the back wheel off the quad, pads down to the metal, mun; new ones from Bala Fri."),
    (2, "Handover book, Mon late: reset boiler 4 times tonight, engineer can't come till Weds."),
    (3, "Voicemail, 11:30: Dean here, part's on a van from Hull tomorrow, still on bagged ice."),
    (4, "The Lock 14 paddle has been inspected; a new pawl has been ordered; boats remain held."),
    (5, "Subject: RE: Ch 2 - climbed the mast, feeder chafed through, new one ordered, use Ch 1"),
    (6, "Fault form, 'Action taken': logged with BT, ref 88213, visit 'within 5 working days'."),
    (7, "Madam, I have called the till people, they say Thursday, still using the envelope."),
    (8, "Relit the pilot on the east tank; showers were warm an hour, then ice cold by supper."),
    (9, "Repair Café update: six fixers signed up, sewing machines booked, PAT tester borrowed."),
    (10, "Mr Lindqvist came to measure Studio 2; battens ordered, he'll do it after half term."),
    (11, "Took the slew brake apart, linings are finished; agent says spares come from Durban."),
    (12, "Cave 2: wet sacks hung and a fan going; humidity up to 80, humidifier still dead."),
    (13, "Swan panel's cut and half leaded; cementing and fitting next week, the 20th is tight."),
    (14, "Kuya I cleaned the air filter na, ran 10 minutes then died again with the griddle on."),
    (15, "Graduation update: 40 walkers coming, bunting up in the paddock, cake ordered for 11."),
    (16, "Asked estates again about the birthing pool; still no date, mums offered the bath."),
    (17, "Bell hanger had a look; needs new wedges, he'll no manage till after the wedding."),
    (18, "Thornes emailed: the extractor's dispatched, tracking says Fri. Supers still piling."),
    (19, "Rang Jenkins about Whit Friday; they'll ring back with a price. Nothing booked yet."),
]

HELD_OUT_53_CHIT_CHAT: list[str] = [
    "Uncle Bashir's dates from Medina vanished in about four minutes flat after Maghrib.",
    "Mam says the sheepdog's cleverer than the lot of us, and I'll give her that, he is.",
    "Hostel guestbook: a German couple drew a map of every pub they'd been to, with stars.",
    "I'll say this for Dean, his mackerel's so fresh it still looks offended.",
    "A heron's stood on the Lock 14 balance beam all week like a foreman on his break.",
    "Base dog Bryn sleeps under the radio desk through every briefing, snoring on Ch 1.",
    "Ward 6 favourite is still Tom Jones; one gran sings along louder than the record.",
    "Madam, a lady bought all the kente cloth today, she said it reminds her of her mother.",
    "Saw a bull moose stroll through site 14 at dawn; nobody believed me till the photos.",
    "Repair Café lore: one fixer can tell what's wrong with a toaster just by sniffing it.",
    "The four-year-olds' ballet class is twelve tiny sugarplums in a polite shoving match.",
    "Ag, the seals lie on the slipway like they own the place, and honestly, they do.",
    "Cave fact: the blue smells of old socks and the tasting room still sells out by two.",
    "I'll never tire of red glass turning the studio floor into jam at four o'clock.",
    "Ate says the best lumpia at the night market is always from the truck with the longest line.",
    "We'll never hear the end of it now Juno's pup has worked out the treat cupboard latch.",
    "Labour ward last night: twins, a thunderstorm and a full moon. Nobody was surprised.",
    "Dougie reckons he's rung more peals than he's had hot dinners; I'll take his word for it.",
    "Bee fact: a worker makes about a twelfth of a teaspoon of honey in her whole life.",
    "Let's put it this way: second cornet plays louder in the pub than he ever does on parade.",
]
