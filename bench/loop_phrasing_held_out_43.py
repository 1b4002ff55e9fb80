"""Forty-third held-out set for bench/loop_phrasing.py (--split held_out_43).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_43_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_43_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_43_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_43_PAIRS: list[tuple[str, str, str]] = [
    (
        "Welsh lovespoon carver's promise to a named customer: spoon carved before a wedding",
        "Don't fret, Ceri - your lovespoon, hearts and a chain, will be ready for the wedding.",
        "Ceri came for her lovespoon Fri, hearts and chain all one bit of cherry; she welled up.",
    ),
    (
        "model railway club noticeboard: a named crew will rewire the fiddle yard before a show",
        "Clubroom board: Tuesday gang will rewire the fiddle yard points before the Easter show.",
        "Every fiddle yard point throws first go now; trains ran both days at the Easter do.",
    ),
    (
        "Cornish pilot gig club waiting on a named boatbuilder: new thwart for a gig",
        "Gig Treffry's on trestles a month now, all hangs on Tamsin at the yard for the thwart.",
        "Tamsin fitted the oak thwart Tues; Treffry was out on the evening row, all six grinning.",
    ),
    (
        "American pest control route number: raccoons in an attic chewing the wiring",
        "Route 3306, Mendez house: raccoons in the attic chewing on wiring, family up all night.",
        "Mendez attic's clear: raccoons trapped and relocated, entry holes meshed, a quiet night.",
    ),
    (
        "care home shift handover with a time: nurse call in a resident's room not sounding",
        "Nights to days 06:45 - rm 9 call bell not sounding at station, Mrs Pike used a handbell",
        "Maintenance swapped room 9's call unit; tried it with Mrs Pike, buzzes at the station.",
    ),
    (
        "Slack question to a named colleague: phone booth fan dead before investor calls",
        "@Rhys could you get the fan in phone booth 2 going before Tuesday's investor calls?",
        "Rhys put a new fan in booth 2 Mon; Sam did three investor calls in there, no sweating.",
    ),
    (
        "text to a builder by first name: new bifold doors letting rain in",
        "Hiya Gary, rain's in under the new bifolds again, puddle on the laminate. Can u pop by?",
        "Gary's been back and sealed it properly; lashed down all night and the floor's bone dry.",
    ),
    (
        "parish magazine, passive: lychgate roof retiled before the Harvest Festival",
        "Parish news: the lychgate roof is to be retiled before our Harvest Festival service.",
        "Thanks to the Tomkins brothers our lychgate is roofed and sound again; do go and look!",
    ),
    (
        "voice-to-text with no punctuation, caravan holiday: awning ripped before a trip",
        "tell kelly the caravan awning is ripped right down the seam and we go to filey fri",
        "Kelly stitched and patched the awning, up at Filey all week and not a drip got in",
    ),
    (
        "cancel",
        "Sponsored abseil off St Cuthbert's tower, Sat 4th: 12 brave souls, harnesses hired.",
        "Abseil's been scrapped, the diocese wouldn't insure the tower; harness hire's refunded.",
    ),
    (
        "counter order at a Persian sweet shop: Nowruz sweets for a named customer",
        "Counter order, Agha Karimi: 2kg sohan, 1kg gaz, box of nokhodchi for Nowruz; pays cash.",
        "Agha Karimi picked up his Nowruz sweets Thurs, all paid; he left us a pot of hyacinths.",
    ),
    (
        "note to a named picture framer: mount cutter blade holder loose",
        "Tomek - the mount cutter's blade holder has worked loose, bevels coming out all ragged.",
        "Tomek shimmed and tightened the cutter head; bevels come off crisp, forty mounts done.",
    ),
    (
        "horticultural society minutes asking a named member to mend show staging before a show",
        "Hort Soc minutes, AOB: could Bill steady the wobbly show staging before the Dahlia Show?",
        "Bill bolted new legs on the staging; it held three hundred dahlias without a wobble.",
    ),
    (
        "university marine biology teaching lab fault: rock-pool tank chiller dead",
        "Marine bio teaching lab: rock-pool tank chiller's dead, water at 21C and anemones shut.",
        "Rock-pool tanks have a new chiller; holding 14C, the anemones are open and crabs lively.",
    ),
    (
        "text with typos and no apostrophes: paella pan lent to a mate, wanted back",
        "dom u still got my big paella pan? need it back sat for mams 60th in the garden",
        "Dom dropped the paella pan back last night, scrubbed and oiled, with a bottle of rioja.",
    ),
    (
        "capitals sign at a GP surgery: automatic front doors stuck open",
        "AUTOMATIC DOORS STUCK OPEN. PLEASE USE THE SIDE ENTRANCE AND SHUT IT BEHIND YOU.",
        "Door engineer put a new sensor on the surgery's front doors; they open and shut right.",
    ),
    (
        "Lancashire clogmaker's no-bother promise: a dancer's clogs re-ironed before a gala",
        "No bother, Ruth - them clogs'll have new irons on well before your dancing at the gala.",
        "Ruth's clogs have fresh irons on both; sparks flew off them at the gala, crowd loved it.",
    ),
    (
        "housing association portal request: bin store door lock broken",
        "Portal request, Flat 7 Mill Court: bin store lock's broken, door flaps open, foxes in.",
        "Mill Court bin store's got a new lock and closer; shuts itself, the foxes have given up.",
    ),
    (
        "ought to: window cleaner booked before an estate agent's photos",
        "Ought to get the window cleaner booked in before the estate agent's photos on Weds.",
        "Window man did front and back Mon; panes sparkle in every one of the agent's photos.",
    ),
    (
        "youth club whiteboard: table football goalie rod bent before a tournament",
        "Youth club whiteboard: footie table goalie rod bent, won't spin!! fix b4 Fri comp - Marj",
        "Footie table's got a straight goalie rod, Marj's Ken swapped it; spun all Friday night.",
    ),
]

HELD_OUT_43_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Ceri's lovespoon is roughed out; the chain links still need freeing, a week or two."),
    (1, "Tuesday gang rewired the signals at the main station; fiddle yard points are next."),
    (2, "Tamsin says the oak for Treffry's thwart is seasoning; she'll shape it end of month."),
    (3, "Set two live traps in the Mendez attic and baited them; back Thursday to check them."),
    (4, "Maintenance tested room 9's call point, fault's in the wall wiring; sparky due Monday."),
    (5, "Rhys has ordered a fan for phone booth 2, comes tomorrow, but he's off till Wednesday."),
    (6, "Gary says he'll pop round about the bifolds once the Shipley loft's done, Thurs-ish."),
    (7, "Reclaimed tiles for the lychgate have been found; the work will begin after Harvest."),
    (8, "kelly says shes got repair tape for the awning but cant get to the caravan till sat"),
    (9, "Two more for the St Cuthbert's abseil, so that's 14 brave souls; need more harnesses."),
    (10, "Sohan for Agha Karimi is setting on the trays; nokhodchi get baked tomorrow morning."),
    (11, "Tomek's ordered a blade holder for the mount cutter; we're cutting by hand till then."),
    (12, "AOB: has anybody heard whether Bill's looked at the staging yet? Show's in a week."),
    (13, "Put ice packs in the rock-pool tanks overnight; Estates have a chiller on back order."),
    (14, "dom says the paella pans at his sisters in rotherham, hell try n get it back fri"),
    (15, "Door engineer looked at the surgery's front doors; the motor's gone, new one Friday."),
    (16, "Ruth's clogs aren't re-ironed yet, old nails won't budge; another go tonight."),
    (17, "Housing assoc replied: Mill Court bin store lock is logged, contractor within 28 days."),
    (18, "Left a message for the window cleaner; he rang back, can't come till after the photos."),
    (19, "Ken took the bent goalie rod off the footie table; new one's in the post, maybe Fri."),
]

HELD_OUT_43_CHIT_CHAT: list[str] = [
    "Club noticeboard: a postcard from Doreen in Tenerife, she's drawn a palm tree on it.",
    "Shift note 05:30: dawn chorus outside the lounge windows, loudest I've heard all year.",
    "Slack #random: Priya's sourdough starter now has a name and its own birthday.",
    "Parish mag snippet: our oldest bellringer turns 91 on Tuesday, still rings every Sunday.",
    "Minutes, AOB: the chair reported the best runner beans she's ever grown. Nobody argued.",
    "Text from our Jo: the baby said 'tractor' before 'mum' and she's not over it.",
    "Diary, Wed: fog so thick this morning the church spire just vanished halfway up.",
    "Logbook: three deer on the bypass verge at first light, calm as you like.",
    "Memo to self: the cafe by the bridge does a bakewell tart the size of a hubcap.",
    "Bulletin: the Year 2 twins can now whistle, which the staffroom is thrilled about.",
    "Standup: my weekend was mostly painting the shed purple; the neighbours have opinions.",
    "Obs, Sat: the swallows have left the barn, felt a bit sad about it all day.",
    "Round-up: it rained on the barbecue, we ate in the garage, best one yet.",
    "Jotted at lunch: a busker doing sea shanties on a ukulele, and doing them rather well.",
    "Field notes: the toddler has named every snail in the garden, the big one's called Keith.",
    "Team update: Lorna's back from Orkney with a new jumper and a lot of puffin facts.",
    "Whiteboard doodle of the week: a cat in a hard hat, artist unknown.",
    "NB the sunset from the top car park tonight was pink and gold right across the bay.",
    "Voicemail from Grandad: mostly the radio in the background and him shouting 'goal!'",
    "Entry, Fri: found a fiver in last winter's coat, treated myself to chips on the prom.",
]
