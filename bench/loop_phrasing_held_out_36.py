"""Thirty-sixth held-out set for bench/loop_phrasing.py (--split held_out_36).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_36_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_36_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_36_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_36_PAIRS: list[tuple[str, str, str]] = [
    (
        "refugee drop-in promise to a family: school uniform found before term",
        "Promised the Haidaris I'd get school uniform for both lads before term on the 4th.",
        "Two sets of grey trousers and jumpers, age 9 and 11, bagged up and collected Tues.",
    ),
    (
        "third party will rebuild a water feature in a children's hospice garden",
        "Dev from the Rotary will rebuild the rill in the hospice's sensory garden by Easter.",
        "Water's trickling down the new slate channel in the sensory garden; kids loved it Sun.",
    ),
    (
        "tabla repairer's diary: skin awaited from abroad for a customer's drum",
        "Weds: Mr Bhattacharya's dayan needs a new head; goat hide on order from Kolkata.",
        "Fresh skin laced and tuned to C sharp; he played a tukra in the shop before he left.",
    ),
    (
        "typewriter repair job number: carriage fault before a poetry reading",
        "Job 0412: Olympia SM3 carriage won't advance; owner needs it for a reading on the 5th.",
        "Escapement on the Olympia cleaned and regulated; it types a full page smooth as silk.",
    ),
    (
        "bus depot handover: wash bay stopping mid-cycle",
        "Handover: lane 2 bus wash keeps stopping mid-cycle, deckers going out filthy.",
        "Limit switch on the gantry replaced; ran 14 double-deckers through tonight, no hiccup.",
    ),
    (
        "American chat question to a named restorer: jukebox fixed before a diner reopens",
        "Hey Dwayne, can you get the Seeburg's record changer working before we reopen Labor Day?",
        "Selector's grabbing the right 45 every time now; it played Patsy Cline all Monday long.",
    ),
    (
        "prison visitors' centre reminder: broken baby-change unit for Estates to fix",
        "Reminder - visits hall: baby-change unit broken, mums using the floor; Estates to fix.",
        "Estates bolted a new changing table in the visits hall loo Thursday, proper sturdy.",
    ),
    (
        "passive: cathedral masons' yard to recut a pinnacle before scaffold comes down",
        "SE buttress pinnacle is to be recut in Clipsham stone before the scaffold's struck.",
        "New finial craned up and bedded in lime mortar; the scaffolders start dismantling Mon.",
    ),
    (
        "Canadian sugar shack chat: evaporator fault while the sap is running",
        "Hey Luc, the evaporator's float valve is sticking again and the sap's running hard, eh?",
        "Luc put a new level control on the rig; we boiled 400 L overnight and nothing scorched.",
    ),
    (
        "cancel",
        "Booked: bridal mehndi for Ayesha Rauf, hands and feet, Thurs 22nd at her mum's, 2pm.",
        "Rauf wedding's postponed till next year, so the henna night's off; deposit refunded.",
    ),
    (
        "sari boutique customer request: edging done before a family wedding",
        "Mrs Iyer wants fall and pico done on her Kanjeevaram before her niece's wedding Sun.",
        "Edging stitched and the hem pressed; aunty came in Fri and draped it there and then.",
    ),
    (
        "dim sum kitchen handover to a named cook: steamer cabinet fault",
        "Over to Ming: steamer cabinet 2 not building pressure, har gow coming out gummy.",
        "Ming had the engineer out; cabinet 2's at full steam and the dumplings are spot on.",
    ),
    (
        "question asking a named club member to re-band hurleys before a final",
        "Could Seánie re-band the hurleys for the U14s before the county final on the 12th?",
        "Every stick's got fresh steel and tape; the young lads won Sunday by four points.",
    ),
    (
        "volunteer weather station fault report: wind sensor stuck, feed gappy",
        "Anemometer at Fell End's frozen at 0 mph since Tues; the Met Office feed's gappy.",
        "Fell End's wind cups are spinning on fresh bearings; readings back online since noon.",
    ),
    (
        "opticians: glasses on order from the lab for a customer with none",
        "Varifocals for Mr Adeyemi on order from the lab, 10 days; he's lost his only pair.",
        "Specs fitted and adjusted at the desk this morning; he read the paper there and then.",
    ),
    (
        "capitals label at a bridge club: dealing machine jamming before a congress",
        "DEALER: Duplimate jamming on card 37, can't pre-deal the boards for Weds congress.",
        "Duplimate's optical sensor cleaned and reflashed; all 32 boards came out clean.",
    ),
    (
        "calligrapher's I'll promise: wedding place cards by a date",
        "I'll letter 120 place cards in copperplate for the Nakamura-Ellis wedding by 8 June.",
        "Nakamura-Ellis names all inked, dried and boxed; the courier had them on the 6th.",
    ),
    (
        "American pedicab tour ticket: e-assist battery dying before booked tours",
        "Ticket #219: pedicab 7's e-assist battery dies halfway up Market St; tours booked Sat.",
        "Fresh 48V pack installed and range tested, two full loops of the Embarcadero, no issues.",
    ),
    (
        "need to: hammam steam generator descaled before a ladies' day",
        "Need to get the steam generator in the hammam descaled before ladies' day, Thursday.",
        "Boiler man flushed out a bucket of limescale; the hot room was thick with it Thurs.",
    ),
    (
        "TODO at a mahjong club: missing tiles replaced before a tournament",
        "TODO: 4 bamboo tiles missing from the good set - replace before the New Year tourney.",
        "Good set's complete again; matching pieces came from Hong Kong and we played all 144.",
    ),
]

HELD_OUT_36_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Asked the Sally Army shop about boys' uniform for the Haidaris; they'll ring back."),
    (1, "Dev's dug out the line of the hospice rill; the slate's coming next week."),
    (2, "Goat hide for Mr Bhattacharya's dayan left Kolkata Mon, customs permitting."),
    (3, "Olympia SM3 stripped on the bench; escapement's gummed up, parts soaking overnight."),
    (4, "Lane 2 bus wash still cutting out; engineer booked Thurs, using lane 1 meantime."),
    (5, "Dwayne says the Seeburg needs a new selector motor; he's ordered one off eBay."),
    (6, "Chased Estates again about the visits hall baby-change; nobody's been yet."),
    (7, "Clipsham block for the SE pinnacle delivered; banker mason starts roughing out Mon."),
    (8, "Luc says he'll look at the evaporator float after supper if he gets a minute."),
    (9, "Ayesha's mum rang to move the mehndi from 2pm to 4pm, same day."),
    (10, "Mrs Iyer dropped the Kanjeevaram in; wants the pico done in matching gold thread."),
    (11, "Cabinet 2 still weak; Ming's doing the har gow in bamboo baskets over the wok for now."),
    (12, "Seánie's got steel strips and rivets for the U14 hurleys; he'll do them midweek."),
    (13, "Logged the Fell End anemometer fault with the Met Office; they'll post new bearings."),
    (14, "Lab emailed: Mr Adeyemi's varifocal lenses are delayed, now due Friday week."),
    (15, "Rang Duplimate support about the card-37 jam; they want a video of it happening."),
    (16, "Lettered the first 40 Nakamura-Ellis place cards; nib's wearing, new one tomorow."),
    (17, "Is anyone picking up a new battery for pedicab 7 before Saturday's tours?"),
    (18, "Bought the hammam descaler, but the boiler chap can't come till Weds night."),
    (19, "Asked on the mahjong forum who sells loose bamboo tiles to match our good set."),
]

HELD_OUT_36_CHIT_CHAT: list[str] = [
    "I'll be honest, the new bakery on the corner has improved my mornings no end.",
    "Need a holiday after this week, but the sunset on the drive home helped a lot.",
    "Must say the lady in the post office has the best laugh in the whole town.",
    "Reminder that the swifts are back over the high street, screaming their heads off.",
    "Label on my lunch in the staff fridge just says 'NO'. Respect to past me.",
    "Going to be a scorcher tomorrow apparently; the dog's already claimed the cool tiles.",
    "Started a cosy crime novel on the train and sailed two stops past mine.",
    "FYI the ducklings on the mill pond are out, nine of them, in a very wobbly line.",
    "Weds: heard the first cuckoo of the year up on Bramley common. Made my day.",
    "Note to self: turns out I actually like running in the rain. Who knew.",
    "Gonna say it: the chippy on Dale Rd does the best scraps in Yorkshire.",
    "Must've been 30 cyclists past the café this morning, all in matching pink.",
    "Update: the toddler next door has discovered the word 'no' and uses it constantly.",
    "I'll always think of Grandad's whistling whenever I smell pipe tobacco.",
    "Going to miss the long light evenings once the clocks go back, sadly.",
    "Started to drizzle at the bus stop and a total stranger shared her brolly. Lovely.",
    "Todays mood: two coffees in and still can't find my other glove.",
    "Heads up, the magnolia on Pearson Street is absolutely glorious right now.",
    "Just so you know, my cat now sits on the printer every time I try to use it.",
    "Had a proper chinwag with the lollipop man; he's been on that crossing 31 years.",
]
