"""Thirty-fifth held-out set for bench/loop_phrasing.py (--split held_out_35).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_35_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_35_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_35_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_35_PAIRS: list[tuple[str, str, str]] = [
    (
        "dog show secretary's promise to an exhibitor: wrong class fixed before the show",
        "Promised Mrs Okonjo I'd move her Sealyham from Post Graduate to Open before the 9th.",
        "Catalogue proofs back: the Okonjo terrier's in the right class now, bench 212.",
    ),
    (
        "rocketry club launch log: dead launch controller before a launch day",
        "Launch log 3/5: pad B controller shows no continuity, igniters test fine on the meter.",
        "Found green gunk in a croc clip and resoldered it; first Estes flew at 10:40 Sat.",
    ),
    (
        "camper-van workshop reminder: wiring job before a customer handover",
        "Reminder - Castellano Sprinter: roof panel still to wire to leisure batt, h/over 20th.",
        "Mr Castellano drove off in his van Tues; lithium bank charging at 13.4V in full sun.",
    ),
    (
        "haberdashery special order for a named customer, due on a day",
        "Special order, Mrs Halvorsen: 14 horn toggles, 25mm, for her grandson's duffel; due Fri.",
        "Wholesaler's parcel landed; the lady with the duffel coat was in by eleven to fetch it.",
    ),
    (
        "grow-room handover at a hydroponic farm: pump fault harming a crop",
        "Handover: rack 7 dosing pump stuck, EC dropping, basil yellowing at the tips.",
        "Peristaltic head on rack 7's doser replaced; EC steady at 1.8, basil's greening up.",
    ),
    (
        "third party will make ironwork for a chapel by a festival",
        "Gethin will forge a pair of strap hinges for the chapel door at Llanfair by Easter.",
        "Ironwork's hung and the vestry door swings sweet, a fortnight ahead of Holy Week.",
    ),
    (
        "dry cleaner's ticket: stained garment needed for a funeral",
        "Tkt 5520: navy wool suit, red wine on left lapel, cust needs it for a funeral Thurs.",
        "Mark lifted after a second go on the spotting board; collected Weds, gent well pleased.",
    ),
    (
        "upholsterer's diary: customer's fabric awaited before a chair can be covered",
        "Tues: Mrs Haraldsen's wingback stripped to the frame; waiting on 6m of her velvet.",
        "Haraldsen chair done, buttoned and piped in her green, delivered this pm; she welled up.",
    ),
    (
        "chat question to a sign-writer: gilding a pub board before reopening",
        "Hi Cerys, any chance you could gild the lettering on the Drovers Arms board by the 3rd?",
        "Leaf's laid and varnished, and it was back over the door two days before we reopened.",
    ),
    (
        "American food truck: griddle fault before a gig",
        "Griddle on the truck wont hold heat past 300F and we've got the brewery gig Fri night.",
        "Swapped the thermocouple on the flat-top; she's searing smash burgers at 400 again.",
    ),
    (
        "cancel",
        "Booked: re-ridge the Pennycotts' cottage at Nether Wallop in wheat reed, September.",
        "Pennycotts have sold up and the buyers want tiles, so that ridge is struck off the book.",
    ),
    (
        "question asking a named dancer to mend kit before a dance-out",
        "Could Barney restring the side's bell pads before May morning up at Chanctonbury?",
        "Every set of shin jingles has fresh lacing; we danced the sun up on Saturday.",
    ),
    (
        "passive: boules piste to be resurfaced before a club tournament",
        "Piste 3 is to be raked and topped with fresh grit before the Bastille Day triples.",
        "New hoggin on the third terrain, levelled and rolled; boules ran true all the 14th.",
    ),
    (
        "taxidermist's promise to a customer with a dinner date",
        "I'll have Mr Nwachukwu's pike mounted and cased in time for his angling dinner, 30 Nov.",
        "Glass sealed, painted backdrop dry, and the fish went home with him on the 28th.",
    ),
    (
        "farmer reports a wall collapse to a waller, stock getting out",
        "Farmer Ridley says 4 yards of the top-field wall have slumped and ewes are on the lane.",
        "Ridley's gap is rebuilt, throughs and copes on, and not a ewe on the road since.",
    ),
    (
        "capitals label at a windsurf school: rig off hire with lessons affected",
        "RIG 4: boom clamp cracked, rig off the hire rack, Sat beginners down to 3 rigs.",
        "New Chinook clamp on, torqued, and taken out for a test sail; back in the hire pool.",
    ),
    (
        "issue number at a laser tag arena: vests not scoring before half-term",
        "Issue #88: vests 11 and 14 aren't registering hits, kids moaning; half-term rush Monday.",
        "Sensor domes on 11 and 14 swapped for new; both scoring every tag in the test game.",
    ),
    (
        "bridal alterations appointment book: gown to take in before a fitting",
        "Book: take in Precious's gown 2in at the bodice, final fitting Sat 10:30, wedding 14th.",
        "She stood in it Saturday and it fits like a glove; steamed and bagged for the big day.",
    ),
    (
        "bookbinder waiting on leather for a family Bible needed for a christening",
        "Waiting on goatskin from Harmatan for the Tembo family Bible, needed for a christening.",
        "Tembo Bible rebound in red morocco, gilt on the spine, and handed back on the Friday.",
    ),
    (
        "velodrome duty: hire bikes readied before a schools session",
        "Need to check and pump up all 20 hire bikes' tubs before the schools' taster, Wed 9am.",
        "Every tyre's at 110 psi and the fleet's lined up trackside; first kids rolled at nine.",
    ),
]

HELD_OUT_35_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Mrs Okonjo emailed her KC number so I can sort the Sealyham's class change."),
    (1, "Borrowed Saoirse's spare controller for Saturday in case pad B still shows nothing."),
    (2, "Panel's bonded onto the Castellano van roof; cable gland comes Mon, then we wire it."),
    (3, "Mrs Halvorsen popped in to ask if she could change her toggles to dark brown."),
    (4, "Hand-dosed rack 7 twice overnight to keep the basil going; the pump's still seized."),
    (5, "Gethin's drawn out the straps for the Llanfair hinges; knuckles and pins still to do."),
    (6, "Tkt 5520: first pass on the wine only faded it, trying again tomorow morning."),
    (7, "Velvet for the Haraldsen wingback dispatched from the mill in Bradford; ETA Monday."),
    (8, "Cerys has the Drovers board on her easel; size is on, gold goes on once it's tacky."),
    (9, "Ordered a thermocouple for the griddle, overnight shipping, hoping it's here Thursday."),
    (10, "Wheat reed for the Pennycott ridge is in the barn; scaffold's booked for the 8th."),
    (11, "Barney's bought waxed cord and a bag of spare bells; the pads are still to do."),
    (12, "Grit for piste 3 delivered and dumped by the shed; raking's down for Sunday."),
    (13, "Pike's skin is drying on the form; eyes and paint still to do before it's cased."),
    (14, "Went up to Ridley's to sort the fallen stone; set the footings but lost the light."),
    (15, "Phoned the supplier for a boom clamp for rig 4; they'll post one, maybe Thursday."),
    (16, "Pulled vests 11 and 14 off the charging rack; spare sensors ordered from the supplier."),
    (17, "Unpicked the side seams on Precious's bodice; pinning the new line tonight."),
    (18, "Goatskin for the Tembo Bible has shipped; text block's resewn and waiting for it."),
    (19, "Did half the hire bikes; two tubs have slow punctures, the rest tomorrow."),
]

HELD_OUT_35_CHIT_CHAT: list[str] = [
    "I'll say this for January: low sun on the bus makes everyone look like a film star.",
    "Need to get something off my chest: I have never once enjoyed a trifle.",
    "Must admit the new Polish bakery's poppy-seed roll beats anything I've ever baked.",
    "Going to be one of those days, I can tell; the cat's already knocked my tea over.",
    "Started the morning watching a fox sunbathe on the garage roof, totally unbothered.",
    "Note: the blackbird by the back door now follows me round the veg patch. Honoured.",
    "Tues 7:40: the bin men waved at me like an old friend. Made my morning.",
    "Mood: cheerful, despite the rain coming in sideways off the estuary.",
    "I'll never get used to how quiet the village goes when the schools break up.",
    "FYI the bluebells in Hatch Wood are properly out now, if anyone needs cheering up.",
    "Gonna be honest, I only joined the walking group for the pub at the end.",
    "Must be something in the air; three strangers said good morning on the prom today.",
    "Sat: lay in till ten with toast and lime marmalade, best morning in months.",
    "Update: my niece has learned to whistle and now does nothing else, all day long.",
    "Reminder to myself that I'm allowed to like musicals and nobody can stop me.",
    "Started snowing just as I got in; watching it from the window with a cocoa. Bliss.",
    "Thought I'd mention the wisteria on the old post office is dripping with flowers.",
    "Going to miss Maureen on the chemist's till, she retired Friday. Lovely woman.",
    "Just saying, whoever recorded the self-checkout voice sounds personally disappointed in me.",
    "Had to laugh: the sat-nav sent us through a ford and the whippet thought it was Christmas.",
]
