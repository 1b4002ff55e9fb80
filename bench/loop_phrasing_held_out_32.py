"""Thirty-second held-out set for bench/loop_phrasing.py (--split held_out_32).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_32_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_32_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_32_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_32_PAIRS: list[tuple[str, str, str]] = [
    (
        "depot log: heritage tram stood down with a brake fault until fitters look",
        "Depot log: car 11's track brake drags after release; stood down from Sunday's running.",
        "Fitters reset the slipper shoes on No. 11; she rolls free and is back on the timetable.",
    ),
    (
        "American work order at a sail loft: repair due before a regatta",
        "Work order 3307: Halcyon's main, torn leech and blown batten pocket; due before Newport.",
        "Skipper came by for his bag at opening; trailing edge re-tabled, all set for Newport.",
    ),
    (
        "capitals notice: damaged surface, facility closed",
        "TRACK CLOSED: two boards splintered on the banking at turn 3 after Tuesday's pile-up.",
        "Joiner let new Siberian pine into the steep bit of the third bend; riders back on at 6.",
    ),
    (
        "order line with church name in brackets: cast and tune to match an old ring",
        "Order 88 (All Saints, Middleton): new treble to cast and tune to sit with the old five.",
        "Crated the Middleton casting, dead on against the forks; the haulier collects Tuesday.",
    ),
    (
        "American keeper note: exhibit equipment quit overnight",
        "Keeper note: filtration pump on the penguin exhibit quit overnight; water's going murky.",
        "Maintenance swapped the motor at 10; by feeding time you could see the pool's bottom.",
    ),
    (
        "promise to a customer in a repair shop, with the occasion",
        "Told Mr Farrukh I'd get his Olivetti's carriage returning by his grandson's birthday.",
        "Mr Farrukh's portable glides back to the margin on every line now; he typed a card here.",
    ),
    (
        "question to a bandmate asking for a repair before a gig",
        "Any chance you could patch the bellows on Fraser's button box before Saturday's ceilidh?",
        "Fraser got through the whole Dashing White Sergeant without one wheeze; gusset held.",
    ),
    (
        "cancel",
        "Must hire a harpsichord for St Luke's Messiah on 14 Dec; Bristol Early Keys want notice.",
        "Conductor's gone for chamber organ continuo, so no keyboard from Bristol after all.",
    ),
    (
        "case reference and abbreviations: reply to an official report by a date",
        "GB2318977.4: exam report reply due 21 Nov, claims 1-6 to amend over the Hofer citation.",
        "Sent the IPO a rewritten main claim and a letter distinguishing Hofer; receipt filed.",
    ),
    (
        "kitchen handover: equipment won't hold temperature",
        "Kitchen handover: big rice cooker won't hold heat past an hour; sushi rice goes hard.",
        "Engineer fitted a new thermostat; the shari stayed warm and soft all through dinner.",
    ),
    (
        "ticket number: third party expected in to settle and collect",
        "Pledge 4410, Mr Quansah's signet ring: term ends Friday, he says he'll be in to redeem.",
        "Mr Quansah cleared the loan and interest and left with the family crest on his finger.",
    ),
    (
        "station label with fault and time, no verb for the work",
        "Gauging station 27041, Ouse at Skelton: logger silent since 02:00, no levels online.",
        "Hydrometry tech swapped the modem battery on site; readings coming in every 15 min.",
    ),
    (
        "passive safety requirement before a season opens",
        "The Coire Beag chairlift is to be load-tested and signed off before the season opens.",
        "Inspector hung test weights on every seat of the Coire Beag lift and passed it all.",
    ),
    (
        "diary style: delivery still missing before a home fixture",
        "Mon: still no feather shuttles from the supplier, and the county juniors play here Sat.",
        "Twelve tubes of Aeroplane EX stacked in the cupboard by the net posts; Saturday sorted.",
    ),
    (
        "email to a committee about a fault heard during services",
        "Email to shul committee: hearing loop in the main hall hums and cuts out in the sermon.",
        "Audio firm re-laid the induction wire by the bimah; Mr Gold heard every word on Shabbat.",
    ),
    (
        "promise to a family to make something for a child by a birthday",
        "Promised Ruben's mum the makerspace would print him a superhero helper hand by his 8th.",
        "Ruben gripped a juice box in red-and-gold fingers at his party; straps fit first go.",
    ),
    (
        "social work deadline with consequence, abbreviation",
        "Form F for the Nwosus must reach fostering panel by 3 March or they slip to May's.",
        "Assessment report on the Nwosu household is with the panel adviser, well ahead of time.",
    ),
    (
        "third party reports a fault in a seasonal attraction",
        "Elf on the afternoon shift says the grotto's animatronic reindeer has stopped nodding.",
        "New motor in Rudolph's neck; he's bobbing along to Jingle Bells for the queue again.",
    ),
    (
        "personal admin: request to move a civic duty",
        "Must ask for my jury summons to be put back, it lands on Anna's wedding week in Porto.",
        "Court's summoning office moved my service to the September sitting; letter came today.",
    ),
    (
        "lending record: damaged kit not to go out until fixed",
        "Tool library: hedge trimmer came back with a chipped blade; don't lend till replaced.",
        "Fitted the replacement from Stihl and oiled it; Pauline's having it for her privet Sat.",
    ),
]

HELD_OUT_32_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Fitters sorted car 7's trolley pole today; No. 11's still in road 3, brake binding."),
    (1, "Halcyon's main is on the loft floor; leech half restitched, batten pocket not started."),
    (2, "Pine for the turn 3 repair is ordered; the joiner can't come till next Thursday."),
    (3, "Middleton treble poured this morning; it has to cool for a week before we tune it."),
    (4, "Penguin exhibit pump part is on backorder; keepers are skimming the pool by hand."),
    (5, "Cleaned and oiled Mr Farrukh's Olivetti; carriage still sticks halfway, spring ordered."),
    (6, "Fraser's box is on my bench; found the leak in the bellows, waiting on gusset leather."),
    (7, "Bristol Early Keys say a harpsichord's free for the 14th; they want our deposit."),
    (8, "Client commented on the draft reply to the Hofer objection; still due 21 Nov."),
    (9, "Deep-cleaned the sushi counter fridges tonight; the rice cooker's still losing heat."),
    (10, "Mr Quansah rang for another week on the signet ring; posted him the extension form."),
    (11, "Nothing from Skelton yet; tech can't reach the Ouse gauge till the flood alert ends."),
    (12, "Coire Beag chairlift's new haul rope is spliced; the load test is booked for Thursday."),
    (13, "Supplier says the feather shuttles left the warehouse today; tracking shows Friday."),
    (14, "Two quotes in for the hall's hearing loop; committee decides after Sunday's service."),
    (15, "First test print of Ruben's hand snapped at the knuckle; trying PETG instead of PLA."),
    (16, "Has anyone chased the Nwosus' GP for the medical? The Form F can't go without it."),
    (17, "Grotto elf taped a 'Rudolph is resting' sign on the reindeer; new motor due Tuesday."),
    (18, "Filled in the jury deferral form online; nothing back from the court yet."),
    (19, "Pauline asked to borrow the hedge trimmer Saturday; told her it still needs a blade."),
]

HELD_OUT_32_CHIT_CHAT: list[str] = [
    "Started learning Cyrillic on the train; I can now read 'restaurant' in Bulgarian.",
    "I'll admit it: the office coffee machine makes a better flat white than the café below.",
    "10:40: heron standing on the bike shed roof again, looking very pleased with itself.",
    "Need to say, Marisol's lemon drizzle at the leaving do was the best cake of the year.",
    "Saturday: walked the Wherry Way out of Norwich and saw two otters under the railway bridge.",
    "Label on the staff-room biscuit tin: 'Custard creams are a human right'. Nobody owns up.",
    "Fun fact from Dad: octopuses have three hearts and blue blood. He's told us four times now.",
    "The maples on Fifth Street went bright red overnight; fall really showed up all at once.",
    "Mum's neighbour has taught his parrot to whistle the EastEnders theme, badly.",
    "Apparently it's National Hedgehog Day, for anyone keeping track of these things.",
    "Was going to moan about the rain but the garden clearly needed it.",
    "The new barista calls everyone 'chief' and I'm weirdly into it.",
    "Tues 7pm: lost three games of Uno to a seven-year-old, no excuses.",
    "Finally finished the 1000-piece Portmeirion jigsaw; one bit of sky is missing, obviously.",
    "Thinking about getting a tattoo of my cat. Probably won't. Maybe.",
    "Gran reckons it'll be a hard winter because the holly's got so many berries on it.",
    "Re: the lift music in Block B, it's been the same pan-pipe Titanic song since 2017.",
    "Found a twenty in last winter's coat pocket; should have bought a lottery ticket.",
    "Booked nothing, planned nothing, and it was the best bank holiday I've had in years.",
    "Note: the robin at the feeder has decided Kwabena is his personal enemy.",
]
