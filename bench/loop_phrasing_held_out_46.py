"""Forty-sixth held-out set for bench/loop_phrasing.py (--split held_out_46).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_46_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_46_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_46_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_46_PAIRS: list[tuple[str, str, str]] = [
    (
        "doll's hospital restorer's you-have-my-word promise: a porcelain doll before a birthday",
        "You have my word, Brenda - Rosamund's cheek mended and wig reset by Poppy's 7th.",
        "Brenda collected Rosamund Saturday; crack's invisible, curls back on, Poppy squealed.",
    ),
    (
        "according-to report: a housing association will put a backboard on an estate court",
        "According to Hazelmere Housing, Priory court gets a new backboard before the summer 3x3.",
        "Fresh glass board and rim up at Priory; the 3x3 ran all day Saturday without a hitch.",
    ),
    (
        "greyhound stadium racing office: hare dead on the bend, racing waits on a named engineer",
        "Racing office: hare's died on the bend, no racing tonight unless Stevo can get here.",
        "Stevo fitted a new drive belt on the lure; all twelve races went off on time tonight.",
    ),
    (
        "American batting cage, relayed from a coach with per: pitching machine firing wild",
        "Per Coach Ramirez, cage 4 machine's throwing high and inside, someone'll get beaned.",
        "New wheels on the cage 4 pitcher, dialed in at 60; the Little Leaguers raked all day.",
    ),
    (
        "casino graveyard-shift pit log: roulette wheel off level, ball favouring one section",
        "Graveyard shift, pit 2: AR4 wheel's off level, ball keeps landing in the 20s. Closed.",
        "Wheel tech re-levelled AR4 overnight; test spins came out random, table opened at noon.",
    ),
    (
        "dance school Messenger to a named teacher, with hun: studio floor board lifting",
        "Anya hun, the board by the barre in Studio 2 has lifted again, tappers keep catching it.",
        "Floor fitter glued and pinned the loose panel in Studio 2; Sat's tap class was smooth.",
    ),
    (
        "text to an aerial fitter, greeting first: aerial blown round before a final",
        "Evening Tadek, wind's swung our aerial round, no picture at all. Final's Saturday!",
        "Tadek was up on the chimney at eight this morning; picture's perfect for the final.",
    ),
    (
        "Quaker meeting newsletter, work about to start: chimney repointed under scaffolding",
        "Friends may notice scaffolding from Monday while the meeting house chimney is repointed.",
        "The stack's repointed and the scaffolders cleared everything Thursday; fires lit again.",
    ),
    (
        "lower-case text from a teenager, no greeting: bus pass to top up before it runs out",
        "my bus pass dies friday n the app wants ur card, can u top it up pls x",
        "Put a month on Ella's bus pass through the app; she's covered till after half-term.",
    ),
    (
        "cancel",
        "Shrove Tuesday pancake race round the market square, noon: 24 runners, Co-op pans.",
        "Sorry all, no pancake race this year, gas board have the square dug up. Flip at home!",
    ),
    (
        "sports massage diary, name first: a named client's locked shoulder before a golf trip",
        "Gerry O'Neill, Thu 11:15: left shoulder locked solid, flies to Vilamoura for golf Mon.",
        "Worked Gerry's shoulder loose on Thursday; postcard from the Algarve says he shot an 84.",
    ),
    (
        "note left on the mess room kettle for a named groundsman: cemetery gate not latching",
        "On the mess kettle - Fintan, Hillside's top gate won't latch, deer are at the wreaths.",
        "Fintan put a spring catch on Hillside's upper entrance; no deer since, flowers intact.",
    ),
    (
        "model yacht club minutes, matters arising: a named member offered to fix an outboard",
        "Matters arising: Wilf kindly offered to fettle the rescue dinghy's outboard pre-Easter.",
        "Wilf's stripped and cleaned the outboard; rescue boat fished out three yachts Sunday.",
    ),
    (
        "hospital radio station note: ward request line dead before the Sunday show",
        "Station note: bedside request line's dead, patients ring and get silence. Sunday at 7.",
        "BT engineer swapped a socket on the bedside line; Sunday's show took 31 requests.",
    ),
    (
        "Irish text with hardly any punctuation: roof box lent to a friend, wanted back",
        "ciara any sign of that roof box yoke we go to kerry fri and the car is packed solid",
        "Ciara dropped the roof box back last night with sweets for the kids; it's on for Kerry.",
    ),
    (
        "shopping centre management notice: up escalator out of service pending an engineer",
        "Centre management apologises: the up escalator by Boots is closed pending an engineer.",
        "Engineer swapped a worn step chain overnight; shoppers are riding up by Boots again.",
    ),
    (
        "Indian English silversmith's no-tension promise to an aunty: thali done before Diwali",
        "Aunty, no tension, your pooja thali will be polished and engraved before Diwali itself.",
        "Mrs Venkatesan took the thali home Tuesday, shining, names round the rim; very happy.",
    ),
    (
        "FixMyStreet report with a number: pothole eating wheel trims",
        "FixMyStreet #88213: pothole outside 41 Ferncliffe Rd, deep as a bucket, two trims lost.",
        "Highways filled and rolled the Ferncliffe Rd hole this morning; cars glide over it now.",
    ),
    (
        "Australian might-be-an-idea-to: photo booth for a named friend's 40th at the bowlo",
        "Might be an idea to book a photo booth for Nisha's 40th at the bowlo before they go.",
        "Booth's squared away for Nisha's 40th at the bowlo, deposit paid, props thrown in.",
    ),
    (
        "beer mat note by a pub till: karaoke mic cutting out before Friday night",
        "Beer mat by the till: mic 2 on the karaoke cuts out every chorus!! Sort b4 Friday - Dee",
        "Mic 2's got a new capsule and battery contacts; held for every song at Friday's karaoke.",
    ),
]

HELD_OUT_46_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Rosamund's cheek is filled and sanded; her wig's still soaking, another week or so."),
    (1, "Hazelmere have measured the Priory backboard; fitters can't come till after the 3x3."),
    (2, "Stevo reckons it's the drive belt on the hare; the spare won't be here till Friday."),
    (3, "Taped off cage 4 and ordered wheels for the pitcher; Coach has the kids in cage 2."),
    (4, "Pit 2: AR4 back open on a spare ball; wheel's still tilting, tech's booked Tuesday."),
    (5, "Put a mat over the lifted board in Studio 2; Anya's still after a floor fitter."),
    (6, "Tadek rang back, booked solid till next week; says try the old set-top aerial."),
    (7, "Chimney work's paused for the rain; scaffolding stays up round the meeting house."),
    (8, "Tried topping Ella's pass up, app says my card's expired; I'll sort it tonight."),
    (9, "Six more signed up for the pancake race; the Co-op's lent a box of pans for noon."),
    (10, "Gerry's moved to Friday first thing, says the shoulder's worse; I'll fit him in."),
    (11, "Fintan looked at the top gate, the hinge has dropped; he needs a hand Monday."),
    (12, "Wilf's fettled the dinghy's oars and rowlocks; the outboard's still in bits."),
    (13, "BT say the fault's inside the hospital; Estates have a job number, line's dead."),
    (14, "ciara says the roof box is in her brothers garage in athlone, shell get it nxt wk"),
    (15, "Centre update: the down escalator by Boots is fixed; the up one remains closed."),
    (16, "Thali is polished, Aunty, but engraving fellow is on leave; letters next week."),
    (17, "FixMyStreet: council sprayed a ring round the Ferncliffe pothole, 'investigating'."),
    (18, "Photo booth quotes for Nisha's 40th: three so far, cheapest want an answer Fri."),
    (19, "Swapped the batteries in karaoke mic 2; still drops out, new one ordered."),
]

HELD_OUT_46_CHIT_CHAT: list[str] = [
    "Racing office: the brindle in trap 6 stopped to sniff the rail and still came second.",
    "Studio 2 chat: the baby ballet lot took their bows to the fire extinguisher again.",
    "Meeting house notes: a robin sat in the open window for the whole of Sunday's silence.",
    "Pit 2 gossip: a lady won on her late husband's birthday number and cried into her chips.",
    "Hospital radio: Mr Tan on Ward 9 has asked for Engelbert three Sundays running, bless him.",
    "Centre management: Boots have gone full pumpkin in the windows and it's only September.",
    "Front desk, Swing City: a dad hit one off the net and his kid's never been prouder.",
    "I'll be blowed if I know how the Priory kids play in shorts in November.",
    "We should all be as relaxed as the cemetery fox, he naps on the chapel bench daily.",
    "I'll tell you what, the dance mums can bake; three tray bakes at the show today.",
    "Silver shop: Aunty brought us laddoos again, third box this week, we're all getting round.",
    "Kerry forecast: sun, showers, sun, showers, and a rainbow over Inch beach for good measure.",
    "Bus stop chat: the 42 driver wished everyone a happy Friday over the speaker, made my day.",
    "Groundsman's tea break: a heron stood on the memorial bench watching us mow for an hour.",
    "FixMyStreet browsing is my new hobby; someone's reported a traffic cone as 'lonely'.",
    "Massage room: the new oil smells of oranges, clients say they feel like a fruit bowl.",
    "Bowlo chat: Nisha's uncle reckons forty's the new thirty and did the Nutbush to prove it.",
    "Pancake race memories: my mum won it in 1987 in wellies and she still brings it up.",
    "Evening all, is it just me or has the moon got a ring round it tonight?",
    "Yacht club bar: Wilf's telling the one about the swan and the radio control again.",
]
