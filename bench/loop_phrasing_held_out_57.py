"""Fifty-seventh held-out set for bench/loop_phrasing.py (--split held_out_57).

Written before round 54 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_57_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_57_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_57_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_57_PAIRS: list[tuple[str, str, str]] = [
    (
        "South African Indian English temple WhatsApp: Ratha Yatra chariot wheel cracked",
        "[20:14] Kumar Naidoo: Ya committee, bad news, the back left wheel on the chariot is "
        "cracked right through the rim, we saw when we pulled it out the shed. Ratha Yatra is "
        "three weeks, we must get it fixed, what.",
        "[18:40] Sharmila: Uncle Vasi's boys put the new rim on Sunday and we pushed her up and "
        "down the car park twice, rolling smooth as anything. Shot, Uncle!",
    ),
    (
        "Sri Lankan English dayaka sabha minutes: vihara loudspeakers crackling before Vesak",
        "Item 5: It was brought to the notice of the Sabha that the loudspeakers of the vihara "
        "are crackling and the left horn is giving no sound. Secretary to arrange repairs before "
        "the all-night pirith on Vesak Poya.",
        "Item 2: Secretary reported that the loudspeakers were repaired by Mr Gunasekara of Kandy "
        "Road Sound; on Vesak night the pirith chanting was clearly heard up to the junction.",
    ),
    (
        "Ghanaian English funeral committee update: balance owed to the canopy and chairs man",
        "Family, please, Mr Boakye the canopy and chairs man is still owed GH₵2,400 balance from "
        "Auntie Akosua's funeral. He has called me three times this week. Let us settle him "
        "before the thanksgiving service.",
        "Update: I have sent Mr Boakye the remaining GH₵2,400 by MoMo this morning and he has "
        "acknowledged receipt. We are square with him. God bless all who contributed.",
    ),
    (
        "PEI mussel grower's text to a deckhand: longlines sinking, floats needed before the ice",
        "Lines 12 to 18 out in the bay are riding awful low, socks near touching bottom. Need "
        "another 200 floats on them before she freezes over, bud.",
        "Got the last of the floats on lines 12 through 18 this aft. Riding high as you like, ice "
        "can come whenever it wants now.",
    ),
    (
        "alpaca farm diary with dates: herd overdue for shearing, shearer booked for a date",
        "Tue 14 May: girls panting in the top paddock already. Shearing overdue; Gethin booked "
        "for the 22nd, yards to set up and fleece bags to find.",
        "Wed 22 May: Gethin done by 3pm, 31 off the board, toes and teeth done too. Fleece sorted "
        "into three grades; everyone looks like a startled poodle.",
    ),
    (
        "Kenyan matatu sacco WhatsApp with Sheng: speed governor faulty before an inspection",
        "Wasee, KDA 447 speed governor iko na shida, it's cutting out at 40 on the bypass na NTSA "
        "inspection ni Thursday. Otieno, peleka garage kesho asubuhi tafadhali.",
        "KDA 447 passed NTSA leo, speed governor imefix, new sticker on the windscreen. Back on "
        "the Rongai route from 2pm.",
    ),
    (
        "seaside cliff railway operator's daily log: top car door interlock fault, railway closed",
        "Daily log 08/04 09:20. Top car: door interlock not making, car won't release from the "
        "station. Railway CLOSED, signs up on the prom. Engineer requested.",
        "Daily log 10/04 09:05. New microswitch fitted on the top car door by the engineer last "
        "night; ten test runs clean. OPEN, queue down to the prom by ten.",
    ),
    (
        "Ontario snowmobile club Facebook post: trail groomer's drag hitch cracked pre-season",
        "Heads up members: the hitch on the groomer drag cracked on the test run Saturday. Trails "
        "can't open till it's welded, and the OFSC wants us green by the 15th.",
        "Trails are GREEN! Machine was out all night Thursday on the A-trail to the Lakeside, "
        "corduroy like a carpet. Thanks Dale for the welding, eh.",
    ),
    (
        "Orkney island airstrip log with Orcadian words: windsock torn to ribbons in a gale",
        "Papay strip, Tue 0745: windsock torn tae ribbons in the gale overnight, just a peedie "
        "tail left. Pilot's asked for a new sock up afore Thursday's flights.",
        "Papay strip, Thu 0730: new windsock up on the pole, stiff and orange in a westerly. "
        "Islander landed 0850, nae bother.",
    ),
    (
        "chimney sweep's email with a subject line: wood burner flue swept before the first fire",
        "Subject: Sweep booking, Lark Cottage. Hi Mrs Ellery, I'll come and sweep the wood burner "
        "flue on Wednesday 2nd, before you light up for the season. Please clear the hearth. Dan, "
        "Ash & Soot Sweeps",
        "Subject: Sweep certificate, Lark Cottage. Hi Mrs Ellery, certificate attached for this "
        "morning's sweep: two buckets of soot out, smoke test drew fine. Enjoy the fire! Dan",
    ),
    (
        "cobbler's counter ticket, terse abbreviations: walking boots resoled before a long walk",
        "No. 0812 | brown Meindls sz 9 | Vibram resole + heels | Mr Osei needs Sat, starts the "
        "West Highland Way Mon | £65, £20 dep pd",
        "0812 collected Fri 5.40pm, bal £45 pd. Cust laced them up in the shop and walked round "
        "twice, says they feel like new.",
    ),
    (
        "cancel",
        "Kite club list: Sunday 1pm we're flying the big show kites (octopus, ray and the 12m "
        "flag) on Margate sands for the RNLI fun day. Helpers meet by the clock tower.",
        "Sunday's kite display is off: the RNLI have cancelled the whole fun day because of the "
        "gale warning. Kites stay in their bags; see you at the next club fly.",
    ),
    (
        "Mennonite sewing circle note, American: relief sale quilt still needing its binding",
        "Tuesday circle: the Log Cabin quilt is off the frame but still needs its binding. Esther "
        "said she'll take it home and bind it before the Relief Sale on the 27th.",
        "Esther's Log Cabin quilt, binding and all, sold for $1,850 at the Relief Sale auction "
        "Saturday, top price in the barn. Every cent goes to MCC.",
    ),
    (
        "caving club forum post: padlock on a cave entrance gate seized, members locked out",
        "Heads up: the padlock on the Pinetree Pot gate is seized solid, three of us couldn't "
        "shift it Sunday even with WD40. Can someone with bolt croppers and a new lock sort it "
        "before the novice trip on the 18th?",
        "Sorted. Mike cut the old one off Thursday and hung a new brass one, combination's in the "
        "hut logbook. The novices went down on the 18th without a hitch.",
    ),
    (
        "clay shooting ground WhatsApp with names and times: a trap throwing wild before a shoot",
        "07:52 Rob: Stand 5 trap is chucking them all over the place and half the clays are "
        "breaking on the arm. Needs sorting before the air ambulance shoot Saturday.",
        "16:10 Jen: Stand 5 trap has a new arm and main spring. Threw 200 test birds, every one "
        "on the same line, none broken. Good to go for Saturday.",
    ),
    (
        "American text between spouses: septic tank to be pumped before a graduation party",
        "hey the septic guy needs to come before Maddie's grad party, the downstairs toilet's "
        "gurgling again and we've got 60 people coming on the 8th. can you call Hanson's?",
        "Hanson's truck was here at 10, took out 1,000 gallons and said the baffle's fine. "
        "Downstairs toilet flushes like a dream. We're party ready!",
    ),
    (
        "Malaysian English Taoist temple committee message: joss paper furnace chimney clogged",
        "Uncles and aunties, the big joss paper furnace chimney at the side of the temple is "
        "clogged already, smoke coming back out the door and neighbours complaining. Must clear "
        "before seventh month start, later confirm more burning.",
        "Ah Seng and his nephew climbed up Sunday and scraped out two bags of ash. Yesterday "
        "first night of Hungry Ghost, we burned until 11pm, smoke all go up straight, neighbours "
        "also never complain.",
    ),
    (
        "Filipino English irrigators' association text: canal headgate stuck, paddies dry",
        "Good am po Kapitan. The headgate of Lateral C is stuck half-closed, the lower paddies in "
        "Purok 4 are dry na, we cannot transplant. Can the IA send someone with the chain block "
        "before Saturday?",
        "Update po: the Lateral C headgate is fully open now, greased and with a new pin. Water "
        "reached Purok 4 last night and the farmers started transplanting this morning.",
    ),
    (
        "coffee roastery production log, terse: afterburner fault, smoke complaints from upstairs",
        "Roast log Mon: afterburner not lighting on the Probat, smoke out the flue, 2 complaints "
        "from the flats upstairs. NO roasting till fixed. Wholesale orders due Thu.",
        "Roast log Wed: gas engineer swapped the igniter & flame sensor. 9 batches, stack clear, "
        "no smell upstairs. Thu wholesale packed & out on time.",
    ),
    (
        "headteacher's formal email to a council with subject line: school warning lights dark",
        "Subject: Flashing school warning lights, Mill Lane. Dear Road Safety Team, the amber "
        "'School' lights on Mill Lane have not flashed since half term and our crossing patrol "
        "reports drivers are not slowing. I would be grateful for an urgent repair. R. Adebayo",
        "Subject: RE: Flashing school warning lights, Mill Lane. Dear Mrs Adebayo, our contractor "
        "replaced the timer unit this morning and the Mill Lane warning lights are flashing again "
        "at the set times. Kind regards, Road Safety Team",
    ),
]

HELD_OUT_57_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "[09:02] Kumar: The wheelwright in Pinetown says he can only come after the long weekend"),
    (1, "Secretary informed that speakers are borrowed from the school until ours are repaired."),
    (2, "Update: we have raised GH₵1,500; I gave Mr Boakye 1,000 on account, the rest pending."),
    (3, "Floats are ordered from the fella in Souris, on the truck Tuesday. Lines still sagging."),
    (4, "Wed 22 May: rain from 6am, fleece too wet; Gethin did 4 and called it. Back Fri, maybe."),
    (5, "Garage wamechange wiring lakini governor bado inacut at 40 on the test drive. Aiee."),
    (6, "Is the cliff railway running yet? Promised the grandkids a ride up on Saturday."),
    (7, "Dale tacked the hitch to get it back to the shop. Nobody take it out till it's welded."),
    (8, "Papay, Wed 1400: new sock aff the boat, in the fire shed. Halyard frayed, cannae hoist."),
    (9, "Subject: Re: Sweep booking. Sorry, van's off the road; I'll be with you Friday. Dan"),
    (10, "0812: Vibram soles sz 9 out of stock at wholesaler, on order, due Thurs. Rang cust."),
    (11, "Reminder: Sunday 1pm, Margate sands, show kites. Bring gloves, the ray pulls hard."),
    (12, "Esther's got the binding on three sides of the Log Cabin; last side by hand this week."),
    (13, "Landowner's son says he'll be up with croppers 'sometime next week'. Don't hold breath."),
    (14, "11:30 Jen: Fixed the trap on Stand 3, just a loose bolt. Not had a look at 5 yet."),
    (15, "called Hanson's, lady says they're booked up but 'probably' Thurs the 6th, will confirm"),
    (16, "For now we burn in the metal drum at the car park first, the furnace still cannot use."),
    (17, "Ka Jun opened the headgate yesterday pero the pin snapped again today, stuck na naman"),
    (18, "Has anyone heard from the gas engineer? Do we roast Wed or push the wholesale orders?"),
    (19, "Dear Mrs Adebayo, this has been logged with our contractor (ref RS-3381) for a visit."),
]

HELD_OUT_57_CHIT_CHAT: list[str] = [
    "[21:30] Priya: Aunty Lalitha's biryani at the function was next level, ya, I'm still full.",
    "The children sang bakthi gee at the dansala on Sunday and half the village was in tears.",
    "Chale, the Black Stars match yesterday, my heart cannot take it again.",
    "Bay's flat calm this morning, seals hauled out on the rocks off the wharf, some day, bud.",
    "The cria born Tuesday has decided the feed bucket is her mother. Adorable, pure chaos.",
    "Traffic ya Thika Road leo ni noma, I'll just grab chai at the stage and wait it out.",
    "Saw a dolphin from the top station at lunch, the whole queue went to the railings.",
    "Minus 28 this morning, eyelashes froze on the walk to the truck. Love it here, eh.",
    "Twa hunder greylags ower the strip at first light, a richt bonny sight.",
    "I'll be at the Crown quiz Thursday if anyone fancies it; I know nothing about rugby.",
    "Someone left a single tap shoe on the counter as a joke; it's now the shop mascot.",
    "Why do kite fliers make good friends? They know when to let go. Sorry.",
    "We should totally make a crib quilt for the Yoders' new baby, wouldn't that be sweet?",
    "Feeling a bit claustrophobic after Sunday's squeeze, think I'll stick to hillwalking a while.",
    "Shot 23 out of 25 on the sporting layout this morning, buzzing all day.",
    "Maddie got her diploma and cried, then I cried, then the dog barked at the whole thing.",
    "Mooncake festival coming, my mum already bought four boxes lotus paste, sure cannot finish.",
    "Harvest moon over the paddies last night, the frogs so loud we couldn't hear the TV.",
    "Roast log Tue: 11 batches, all in spec, nothing to report. New Ethiopian smells of jam.",
    "Lollipop lady Maureen retired after 31 years; the kids made her a card the size of a door.",
]
