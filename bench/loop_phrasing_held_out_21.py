"""Twenty-first held-out set for bench/loop_phrasing.py (--split held_out_21).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_21_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_21_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_21_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_21_PAIRS: list[tuple[str, str, str]] = [
    (
        "I'll + verb",
        "I'll restring the concert harp for the Hollis wedding before it goes out on Thursday.",
        "Hollis harp has a full set of new strings on and has been tuned, ready for collection.",
    ),
    (
        "polite request Could someone",
        "Could someone photocopy the second violin parts for the Elgar before Monday's rehearsal?",
        "Second fiddle copies of the Elgar are in the stand folders now, Priya ran them off.",
    ),
    (
        "still hasn't been",
        "The tip on the club's spare epee still hasn't been replaced since it failed weapon check.",
        "Spare epee rewired with a fresh point; it passed the weight and shim test tonight.",
    ),
    (
        "Pending: label",
        "Pending: health check and worming for the fourteen ex-batts coming from the Dorset farm.",
        "All fourteen new hens wormed and looked over, no problems; they're in the quarantine run.",
    ),
    (
        "someone ought to",
        "Someone ought to sharpen the chisels in the woodworking kit before it's lent out again.",
        "Woodworking set chisels honed on the whetstone this afternoon, edges like razors now.",
    ),
    (
        "we promised + deadline",
        "We promised the landowner a written site plan for the trial field by month end.",
        "Emailed Mr Pryce the trials field layout; he's happy with where the car parking goes.",
    ),
    (
        "Action: named person to",
        "Action: Dev to download the detector recordings from the barn roost and put them online.",
        "Barn roost recordings are all on the shared drive now, Dev sorted it last night.",
    ),
    (
        "needs + gerund",
        "The Lady Bracknell gown needs taking in at the waist before the dress rehearsal.",
        "Altered Lady Bracknell's dress so it fits Margaret properly now.",
    ),
    (
        "booked in for",
        "Booked in for next week: recarving the weathered finial on the south transept.",
        "New finial for the south transept is carved and fixed in place; scaffold down Friday.",
    ),
    (
        "Reminder: imperative",
        "Reminder: clear the fallen willow blocking the weir at Mill Reach.",
        "Sorted: the Mill Reach willow is cut up and out of the water, weir running free again.",
    ),
    (
        "broken thing, passive has to be",
        "The walk-in fridge is leaking again and has to be looked at by an engineer.",
        "Fridge engineer came this morning and replaced the door seal; no more puddles.",
    ),
    (
        "I've been meaning to",
        "I've been meaning to deep clean the quarantine tank ever since the whitespot outbreak.",
        "Quarantine tank stripped, bleached and refilled, it's cycling now.",
    ),
    (
        "we owe X a",
        "We owe the marshals a thank-you dinner after the spring run.",
        "Took the marshals out for a curry last night to say thanks for the spring run.",
    ),
    (
        "handover Over to X:",
        "Over to Jean: altar arrangements for Sunday's harvest festival.",
        "Jean's harvest displays are finished and look lovely up at the altar.",
    ),
    (
        "Top of the list:",
        "Top of the list: mow the runway strip before the open day.",
        "Runway grass cut short and rolled, ready for the open day.",
    ),
    (
        "ask X to",
        "Ask Tom to forge the replacement gate hinges for the Old Rectory.",
        "Tom's made the Old Rectory hinges, they're cooling on the rack.",
    ),
    (
        "yet to be + participle",
        "The donated encyclopaedia set is yet to be priced and shelved.",
        "Done: encyclopaedias at two pounds a volume, out on the reference shelf.",
    ),
    (
        "cancel",
        "The plan is to hire a shredder for a weekend to deal with the hedge cuttings pile.",
        "Shredder hire scrapped; the committee decided to let the hedge cuttings rot down as is.",
    ),
    (
        "must remember to",
        "Must remember to get the ground-sheets dried out before they go back in the store.",
        "Ground sheets all aired and bone dry, packed back in the store cupboard.",
    ),
    (
        "waiting for X to",
        "Waiting for Alan to ring the new young birds before the season starts.",
        "Alan fitted leg rings to all this year's youngsters on Sunday.",
    ),
]

HELD_OUT_21_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Ordered the gut strings for the Hollis harp; they should arrive on Tuesday."),
    (1, "Viola parts for the Elgar are copied and filed in the library boxes."),
    (2, "The spare epee failed weapon check again at the Saturday session."),
    (3, "The fourteen ex-batts from the Dorset farm are due to arrive on Sunday morning."),
    (4, "Sharpened the hand plane blades in the woodworking kit this afternoon."),
    (5, "Mr Pryce rang asking whether the site plan for the trial field is on its way."),
    (6, "Dev uploaded the church roost recordings to the shared drive."),
    (7, "Margaret tried on the Lady Bracknell gown and it's still loose at the waist."),
    (8, "Took templates and measurements from the weathered south transept finial today."),
    (9, "Another willow has come down upstream of Mill Reach, though it isn't blocking anything."),
    (10, "Rang three engineers about the walk-in fridge leak and none can come until next week."),
    (11, "Should I deep clean the quarantine tank before or after the weekend delivery?"),
    (12, "Asked the marshals which night would suit them for the thank-you dinner."),
    (13, "Jean finished the porch arrangements for the harvest festival."),
    (14, "The mower for the runway strip won't start; it needs a new spark plug."),
    (15, "Tom forged the new latch for the Old Rectory gate this morning."),
    (16, "Another encyclopaedia set was dropped off at the back door today."),
    (17, "Got a quote for the shredder hire: eighty pounds for the weekend."),
    (18, "The ground-sheets are still damp from camp and smell a bit musty."),
    (19, "Alan has collected the rings for the young birds from the club secretary."),
]

HELD_OUT_21_CHIT_CHAT: list[str] = [
    "I'll grab a flat white on the way in, anyone want one?",
    "Absolutely chucking it down outside the shed this morning.",
    "Need a nap after that double shift, honestly.",
    "Must try that new ramen place by the station some time.",
    "Congratulations to Beth and Owen on the new baby!",
    "Feeling a bit rough today, think it's just a cold.",
    "Going to watch the rugby at the pub tonight if anyone fancies it.",
    "Lovely sunset over the river on the drive home.",
    "Happy birthday Raj, hope the cake lives up to expectations.",
    "I should really get more sleep, but the box set won't watch itself.",
    "Thinking of taking the kids to the seaside on Sunday.",
    "Cheers everyone for a fun evening, good to catch up.",
    "Can't believe it's nearly December already.",
    "I'd love a week in Cornwall right about now.",
    "Anyone else find Mondays drag on forever?",
    "Note to self: that lemon drizzle at the market was outstanding.",
    "Reminder that I'm a terrible singer, so no karaoke for me.",
    "Plan for the weekend is absolutely nothing, bliss.",
    "Welcome back Sue, hope the holiday was sunny.",
    "My cat has decided the keyboard is her new bed.",
]
