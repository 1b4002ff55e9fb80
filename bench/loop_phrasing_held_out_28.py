"""Twenty-eighth held-out set for bench/loop_phrasing.py (--split held_out_28).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_28_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_28_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_28_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_28_PAIRS: list[tuple[str, str, str]] = [
    (
        "client's wish relayed in the third person, with the reason",
        "Mrs Ainsworth-Tate would like her will changed to leave something to baby Oisin.",
        "Ainsworth-Tate codicil signed and witnessed this afternoon; Oisin's legacy is in.",
    ),
    (
        "Blocker: equipment out of calibration stops a session",
        "Blocker: Speedwatch radar gun is out of calibration, so no session on Wickham Lane Thu.",
        "Got the speed gun back from the test house with a new certificate, good till March.",
    ),
    (
        "CRM note: customer's intermittent fault",
        "CRM note, Ostler's Bakery: their intruder alarm keeps going off around 2am, no reason.",
        "Swapped the PIR by Ostler's back door; the system's stayed quiet for a whole week.",
    ),
    (
        "bare noun phrase: machine, location and symptom",
        "Snack machine, ground floor of Lyle House: takes coins but the spirals don't turn.",
        "New motor board fitted in the Lyle House vending unit; crisps dropping first time.",
    ),
    (
        "numbered ticket: fault at a site",
        "Ticket 20931: charger B at Marsh Lane car park won't start a session on any card.",
        "Marsh Lane bay B is putting out the full 22kW again after a firmware reflash on site.",
    ),
    (
        "awaiting a part from a supplier",
        "Awaiting the new ballast valve from Hadfield's for the top car of the West Cliff lift.",
        "Hadfield's part turned up Tuesday and is fitted; the upper car fills and holds again.",
    ),
    (
        "promise, first person without pronoun, before a date",
        "Said I'd repack Kirsty's reserve before her jump on Saturday, it's out of date.",
        "Kirsty's rig is signed off with a fresh seal dated today; she's good to go.",
    ),
    (
        "first person obligation before a deadline",
        "I've got to finish drawing trench 4's sections before the digger backfills on Friday.",
        "All four faces of T4 are recorded at 1:20 and scanned; the machine can fill it in.",
    ),
    (
        "email from an editor asking for a correction",
        "Email from Fenella at the Courier: 14 across in Saturday's prize puzzle has two answers.",
        "Rewrote the 14A clue so only CASTLE fits; Fenella's passed the proof.",
    ),
    (
        "phone order with venue, occasion and time",
        "Phone order: rose-gold balloon arch at the Regency Suite for the Khans' engagement, 6pm.",
        "Built the Khans' display at the Regency Suite with an hour to spare; they loved it.",
    ),
    (
        "can you ...? request with a collection day",
        "Can you stitch an eye back on Rafferty's rabbit before his mum collects on Wednesday?",
        "Rafferty's bunny can see again, both buttons matched and tied on tight.",
    ),
    (
        "assistant's memory of what the user wants done",
        "User wants Nan's torn wedding photo restored and reprinted for the ruby anniversary.",
        "Picked up Nan's wedding picture from the studio: the tear's gone and it's printed A4.",
    ),
    (
        "log entry: item handed in, owner to be found",
        "Lost property log: violin case left on the 07:42 from Hexham, owner still to be traced.",
        "The fiddle off the Hexham train went home with its owner, a student who came in at 4.",
    ),
    (
        "coordinator's note: new client to be added from a date",
        "Coordinator: Mr Dobrowski to go on Round 3 from Monday, diabetic meals, key in a safe.",
        "Driver says Mr Dobrowski had his first hot lunch today and the code box opened fine.",
    ),
    (
        "fault reported by visitors in a book",
        "Visitors' book at Glen Rosa bothy: the stove flue is cracked and smokes the place out.",
        "Carried a new stovepipe up to Glen Rosa on Sunday and sealed it; fire draws a treat now.",
    ),
    (
        "end-of-shift note: equipment out of use",
        "End of shift: vest 12 registers no hits at all, it's in the back with a sign on it.",
        "Vest 12 is scoring again; a loose sensor lead in the shoulder, now reseated.",
    ),
    (
        "TODO: preparation before a competition",
        "TODO: sheet C needs scraping and pebbling before Friday's league.",
        "Ice crew finished C this afternoon; the test stones are drawing properly.",
    ),
    (
        "cancel",
        "Mortgage for the Nakamuras: application to Nationwide by the 12th, valuation to book.",
        "Nakamuras have pulled out of buying Rowan Cottage, so nothing goes to the lender.",
    ),
    (
        "passive: document to be produced for a person by a day",
        "Mr Ellery's council tax letter has to be put into Braille; he wants it by Tuesday.",
        "Embossed Mr Ellery's council tax letter, three pages, and it's in the post to him.",
    ),
    (
        "Assigned to: named person, fix before an event",
        "Assigned to Ishaan: get the robot's gyro turning straight before the regional heat.",
        "Ishaan's bot now does a clean ninety every run; he recalibrated it at lunch.",
    ),
]

HELD_OUT_28_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Drafted the new clause for Mrs Ainsworth-Tate; she wants to read it over the weekend."),
    (1, "Has anyone heard if the Speedwatch gun's back from the calibration lab yet?"),
    (2, "Pulled the panel log at Ostler's: the back-door detector is tripping, new one ordered."),
    (3, "The Lyle House snack machine was mended on Tuesday but it's swallowing coins again."),
    (4, "Rebooted Marsh Lane charger B remotely; it shows available but still gives no power."),
    (5, "Hadfield's say the valve casting is poured and just needs machining, maybe next week."),
    (6, "Kirsty's main canopy is packed; I haven't got round to her reserve yet."),
    (7, "Drew the north and east faces of trench 4 today; rain stopped play on the rest."),
    (8, "Told Fenella she'll have a fresh clue for 14 across by Thursday morning."),
    (9, "Blew up and bagged the rose-gold balloons for the Khans; the frame's still in bits."),
    (10, "Mended the torn ear on Rafferty's sister's bear; his rabbit is next on the bench."),
    (11, "Scanned Nan's wedding photo for the restorer; she's quoted forty quid and a fortnight."),
    (12, "A woman rang about a viola left on the Carlisle train; not the one from the 07:42."),
    (13, "Rang Mr Dobrowski's daughter for the keysafe code; she'll text it over tonight."),
    (14, "Booked a work party for Glen Rosa on the 14th to sort out the stove pipe."),
    (15, "Put a fresh battery pack in vest 12; it still won't register a single hit."),
    (16, "Scraped sheet C this morning; the pebbling will have to wait till after the juniors."),
    (17, "Nationwide gave the Nakamuras an agreement in principle; full application not in yet."),
    (18, "Proofread the Braille for Mr Ellery's letter, but the embosser's jammed, not printed."),
    (19, "Ishaan reckons the drift is a loose gyro lead; he'll look at it after half-term."),
]

HELD_OUT_28_CHIT_CHAT: list[str] = [
    "I'll be honest, the new vanilla syrup in the canteen tastes like a scented candle.",
    "Grabbing a pasty from Warrens at one if anyone fancies a stroll down there.",
    "FYI the tortoise at reception has woken up and is munching dandelions again.",
    "Status: third cup of tea and it isn't even half nine yet.",
    "Lorna from payroll got engaged at the weekend; the ring's a stunner, apparently.",
    "The squirrels have worked out how to open the new bird feeder. Respect, honestly.",
    "Joke of the day from Wilf: what do you call a sleeping dinosaur? A dino-snore.",
    "Overheard on the 42 bus: two pensioners arguing about how long to boil an egg.",
    "Random thought: does anyone actually enjoy the hold music when you ring the bank?",
    "Weekend recap: went up Roseberry Topping, so windy you could lean on it.",
    "I'll say this for the new car park barrier, it lifts a lot quicker than the old one.",
    "Just realised it's ten years to the day since I started here. Where's it gone?",
    "Blocker of the day: a wood pigeon has nested on my windowsill and I'm smitten.",
    "TIL an octopus has three hearts. Still processing that.",
    "Reminder that the cinnamon buns at Kaffe Stugan are criminally good.",
    "Should be a cracking match tonight if United keep their back four fit.",
    "Need to say it: the new company logo looks like a startled pear.",
    "Tuesday 3rd: the cherry tree outside the front office is in full blossom.",
    "Big cheer for Omar, who's just done his two-hundredth jump and can't stop grinning.",
    "Curling on the TV last night was weirdly gripping; I was yelling at the sweepers.",
]
