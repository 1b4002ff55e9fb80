"""Twenty-second held-out set for bench/loop_phrasing.py (--split held_out_22).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_22_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_22_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_22_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_22_PAIRS: list[tuple[str, str, str]] = [
    (
        "question: anyone free to",
        "Anyone free to pick up the control flags from Bramshaw Wood after Sunday's event?",
        "Every kite's been brought in from Bramshaw, all thirty-two, and they're in the kit box.",
    ),
    (
        "I'll + verb + before",
        "I'll clean the beer lines in the Crown's cellar before the guest ale goes on Friday.",
        "Pipes flushed and rinsed through at the Crown; the taps are pouring clear.",
    ),
    (
        "Job for X:",
        "Job for Clive: reset the hoops on the top lawn, the scarifier knocked them all askew.",
        "Clive's got all six hoops standing true on the upper lawn again, checked with the gauge.",
    ),
    (
        "broken thing, out of use until fixed",
        "The safety pad on bed 7 has split at the seam, so it stays roped off until it's fixed.",
        "Bed 7 back in use, replacement spring cover fitted this morning.",
    ),
    (
        "Could + name + verb",
        "Could Fiona re-tag the caving ladders with this year's test dates before the Ogof trip?",
        "Fiona's been through the whole ladder store, fresh tags on every length.",
    ),
    (
        "TODO: label",
        "TODO: replace the heat mat that's packed up under the leopard gecko tank in the window.",
        "The leo in the shopfront display has a working heater again, swapped it at lunch.",
    ),
    (
        "X agreed at meeting to",
        "Gordon agreed on Tuesday to grease the lever frame in Cranmore box before the gala.",
        "Levers at Cranmore all pulling smoothly now, Gordon did the lot on Saturday.",
    ),
    (
        "waiting on + trade",
        "Waiting on the meter fitter to re-program cab 14 for the new night tariff.",
        "Car fourteen is charging the proper after-midnight fares now, sorted this afternoon.",
    ),
    (
        "state + needs + noun",
        "The glass bank at Kidlington tip is overflowing again and needs a collection booking.",
        "Biffa lifted the bottle skips at Kidlington this morning, all clear.",
    ),
    (
        "I've been asked to",
        "I've been asked to service the trap on stand 3 before the Boxing Day shoot.",
        "Stand three's thrower is stripped, oiled and launching true again.",
    ),
    (
        "due a + noun",
        "Table 4 in the back room is due a re-cloth before the league starts.",
        "New baize went on number four yesterday and it's running beautifully.",
    ),
    (
        "haven't got round to",
        "Haven't got round to dealing the boards for Thursday's pairs night yet.",
        "All twenty-four boards for Thursday are made up and back in the trays.",
    ),
    (
        "we owe + person",
        "We owe Dr Harlow at Ashby Vets an update on the hoglet she treated for lungworm.",
        "Sent Dr Harlow a photo and weight chart; the little one's up to 450g and eating well.",
    ),
    (
        "we promised + person + by day",
        "We promised Mr Kowalski his reading glasses back with a new hinge by Saturday.",
        "Mr Kowalski collected his specs this morning, the arm's mended and they sit straight.",
    ),
    (
        "missed, have to go back",
        "Missed the back windows at 12 Ferndale Road on Tuesday; I'll have to go back for them.",
        "Went round to Ferndale Road again and did the rear panes at number 12.",
    ),
    (
        "question: who's taking",
        "Who's taking the wasp nest callout at Moorside Primary? It's in the eaves over Year 2.",
        "Dusted the colony above the infants' entrance at Moorside; no more activity by home time.",
    ),
    (
        "past + inspection date",
        "The vault springboards are past their six-monthly inspection date.",
        "Both take-off boards have been checked over and signed off, good till October.",
    ),
    (
        "customer request: X wants + participle",
        "Mrs Pennington at 3 Orchard Close wants her pints switched to semi-skimmed next week.",
        "Orchard Close changed over: Mrs Pennington's on semi from Monday.",
    ),
    (
        "cancel",
        "We were going to get the torn kids' wetsuits mended in Newquay before the summer camps.",
        "Forget the wetsuit repairs, they're too far gone; we'll bin them and order new instead.",
    ),
    (
        "I'm going to + verb",
        "I'm going to fit new drone reeds in Callum's pipes before the Cowal Gathering.",
        "Callum's set is going sweetly now, fresh reeds in all three drones.",
    ),
]

HELD_OUT_22_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Only twenty-five of the Bramshaw kites are back so far; the rest are still out."),
    (1, "Did the beer lines at the Swan this morning, the Crown's can wait till Thursday."),
    (2, "Clive says he'll get to the hoops on the top lawn after the club tournament."),
    (3, "The split on bed 7's pad has got longer; it's still roped off."),
    (4, "Has anyone seen whether the new inspection tags for the ladders have come?"),
    (5, "Ordered a replacement heat mat for the gecko vivarium, it's out for delivery."),
    (6, "Gordon greased the point rodding outside Cranmore box on Tuesday."),
    (7, "Rang the meter fitter again about cab 14; he reckons Thursday at the earliest."),
    (8, "Cardboard compactor at Kidlington has been emptied."),
    (9, "Had the trap on stand 3 in bits but couldn't free the arm; it needs a new spring."),
    (10, "The cloth for table 4 has arrived and is in the back office."),
    (11, "Dealt the boards for Tuesday's teams-of-four practice."),
    (12, "Dr Harlow emailed asking how the lungworm hoglet is getting on."),
    (13, "The replacement hinge for Mr Kowalski's glasses has come in from the supplier."),
    (14, "Did the front at 12 Ferndale Road; side gate locked again, so no joy round the back."),
    (15, "Caretaker at Moorside Primary says the wasp nest has doubled in size."),
    (16, "Booked the inspector to look at the vault springboards on the 3rd of next month."),
    (17, "Mrs Pennington rang to check the semi-skimmed will start on Monday."),
    (18, "Got a price from the Newquay shop for mending the torn kids' wetsuits."),
    (19, "Picked up new drone reeds for Callum's pipes from the stall at the games."),
]

HELD_OUT_22_CHIT_CHAT: list[str] = [
    "Might treat myself to a sausage roll from the van at break.",
    "Mist sitting right down in the valley on the drive in, proper eerie.",
    "Knackered after the five o'clock start, roll on Friday.",
    "Our Jess got into her first-choice uni, over the moon!",
    "Someone said the Turkish bakery on Castle Street does amazing simit, might pop in.",
    "The wind nearly turned my umbrella inside out at lunchtime.",
    "Thanks all for the leaving card and the flowers, it made my day.",
    "Think I'll do the crossword on the train home.",
    "Wondering whether to finally have a go at paddleboarding this summer.",
    "There's a heron by the car park pond every morning, acts like it owns the place.",
    "Not sure about the new teabags, they taste faintly of cardboard.",
    "Must say, Ken's flapjacks have improved no end.",
    "Saturday's sorted: deckchair, library book, not moving an inch.",
    "Can't stop humming that tune from the building society advert.",
    "Hope everyone had a good half-term with the little ones.",
    "I could murder a Sunday roast right now.",
    "Anyone watching the Bake Off final tonight? No spoilers, please.",
    "Feels like spring has finally turned up, daffodils out along the verge.",
    "Sorry for being grumpy earlier, I hadn't had any breakfast.",
    "Apparently my new hat makes me look like a farmer; I'm taking it as a compliment.",
]
