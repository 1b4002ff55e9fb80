"""Twenty-fourth held-out set for bench/loop_phrasing.py (--split held_out_24).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_24_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_24_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_24_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_24_PAIRS: list[tuple[str, str, str]] = [
    (
        "place: fault, reading wrong so customers lose out",
        "Hebden Green post office: the parcel scales read 40g heavy, so everyone's overcharged.",
        "Engineer's recalibrated the weighing plate at Hebden Green; a bag of sugar reads true.",
    ),
    (
        "promised customer X to collect on date",
        "Promised Mrs Gallagher a boned and rolled turkey crown to collect on Christmas Eve.",
        "Mrs Gallagher's bird went over the counter at ten this morning, tied, stuffed and paid.",
    ),
    (
        "still no sign of a delivery",
        "Still no sign of the 900 litres of kerosene from Pennine Fuels; boiler's on fumes.",
        "Tanker made it up the lane after lunch and filled us to the brim; gauge says full.",
    ),
    (
        "need to book X for place, ideally day",
        "Need to book a skip for the kitchen strip-out at 22 Ferris Road, ideally for Monday.",
        "Skip's been dropped on the drive at Ferris Road first thing Monday, permit and all.",
    ),
    (
        "expiry: X go out of date on day",
        "The pads in the Nether Stowe defib, the one in the old phone box, expire on the 30th.",
        "Fresh electrodes in the Nether Stowe cabinet, good till 2027, and logged on The Circuit.",
    ),
    (
        "fault; out of bounds for now",
        "Chain on the heavy bag in the corner has snapped a link, so it's out of bounds for now.",
        "New shackle and swivel on the corner bag; it's back up and the lads are hammering it.",
    ),
    (
        "committee action (name): imperative",
        "Committee action (Steph): re-rubber the four loan bats before the juniors' Easter camp.",
        "Steph's glued fresh sponge and rubber on every club bat; proper spin off them again.",
    ),
    (
        "phone request: can we get X to Y by date",
        "Mr Dhillon rang: can we get a twelve-foot Nordmann to St Bede's school hall by the 4th?",
        "The big fir's standing in St Bede's hall a day early, straight as a die in its stand.",
    ),
    (
        "owe someone one, so X is down to me",
        "Owe Harjit one for doing my seva last month, so Sunday's langar dal is down to me.",
        "Two great pans of lentils cooked and served at the gurdwara Sunday; not a spoonful left.",
    ),
    (
        "someone needs X from Y before",
        "Someone needs written permission from the Ashcrofts before we detect on their stubble.",
        "Mrs Ashcroft has signed our permission form for the forty-acre, so we're cleared to go.",
    ),
    (
        "went home without X; promised to send it on",
        "Mr Brennan went home without his knee rehab sheet; I've promised to send it on.",
        "Brennan's exercise programme is in his inbox now, little diagrams and all.",
    ),
    (
        "cancel",
        "Rockets for Saturday's village display still need rigging on the rack at Cobb's Meadow.",
        "Cobb's Meadow is under water, so the parish has scrapped the bonfire night show.",
    ),
    (
        "X still needs its Y doing before event",
        "The raffle quilt still needs its binding hand-stitched before the Methodist bazaar.",
        "Last corner of the raffle quilt mitred and sewn down Thursday night; it's in tissue.",
    ),
    (
        "fault described with a simile",
        "Extractor over the tandoor rattles like a bag of spanners and barely pulls any smoke.",
        "Fan bearing's been replaced in the hood above the clay oven; kitchen's clear and quiet.",
    ),
    (
        "nobody has done X; deadline follows",
        "Nobody's cleaned the steeplechase water jump, it's gone green; open meeting's the 9th.",
        "The pit by the barrier is drained, scrubbed and refilled in time for the open meeting.",
    ),
    (
        "imperative order + reason",
        "Order another 5,000 punnets from Berry Pack, we'll run out before the bank holiday.",
        "Pallet of punnets landed from Berry Pack this morning, plenty for the pickers.",
    ),
    (
        "X went home with Y to be washed",
        "The muddy under-14s shirts from Sunday went home with Dev to go through his machine.",
        "Dev's brought the jerseys back spotless, all twenty-two, hung up in the changing room.",
    ),
    (
        "event: X is still just a frame",
        "Whitsun carnival: the castle on the Rotary float is still just a frame of chicken wire.",
        "Turrets papier-mâchéd and painted, and the Rotary lorry's ready for the procession.",
    ),
    (
        "volunteers wanted to",
        "Volunteers wanted Friday to peg the course and build the pen for the Hope Valley trial.",
        "Flags in, fetch posts up, hurdles lashed together at Hope Valley; ready for the collies.",
    ),
    (
        "someone is expecting X done by event",
        "Amara's mum expects her two mock chemistry papers marked by Tuesday's parents' evening.",
        "Amara's two mock papers are marked and back with her, pointers stapled to each.",
    ),
]

HELD_OUT_24_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Weighed a parcel on the Hebden Green scales against a test weight: still 40g over."),
    (0, "The letter scales on the Foxley counter read light; the engineer's sorted those."),
    (1, "Mrs Gallagher rang to ask if she can have her turkey crown a day early, on the 23rd."),
    (2, "Pennine Fuels say the tanker's been rerouted and we're now on Thursday's run."),
    (3, "Skip firm want a council permit before they'll drop anything at Ferris Road."),
    (4, "Ordered replacement pads for the Nether Stowe defib; they're due in the post next week."),
    (5, "Hung the heavy bag from the spare beam with rope for now; it's not safe to hit hard."),
    (6, "Steph's done two of the loan bats; the rubber ran out before she got to the other pair."),
    (7, "Delivered a six-foot Nordmann to the Dhillons' own house on Elm Way this afternoon."),
    (8, "Harjit's reminded me I'm on dal duty for this Sunday's langar."),
    (9, "Left a letter with the Ashcrofts asking if we can detect the stubble; no reply yet."),
    (10, "Printed Mr Brennan's knee exercises to email him, but his address bounced."),
    (11, "The rockets for Saturday are in the locked store at Cobb's Meadow; rigging's tomorrow."),
    (12, "Is anyone at quilting free to finish the binding on the raffle quilt? Hands are bad."),
    (13, "Engineer came to look at the tandoor extractor and says the motor will need ordering."),
    (14, "Club's borrowing a pump from the fire station to empty the water jump on Thursday."),
    (15, "Rang Berry Pack about punnets; they're out of stock till the end of the month."),
    (16, "Dev says the under-14s shirts are still in his wash basket; machine's on the blink."),
    (17, "Rotary float castle: the turrets are cut out but nobody's done the papier-mâché yet."),
    (19, "Marked Amara's physics mock instead; the chemistry papers are still in my bag."),
]

HELD_OUT_24_CHIT_CHAT: list[str] = [
    "Note for the day: the swifts are back, screaming round the church tower like mad things.",
    "Update from home: Nan's finally mastered video calls and now rings us at seven every day.",
    "Might get a cheese toastie from the café across the road at dinner time.",
    "Heads up: it's blowing a hooley on the top road, hang on to your hats.",
    "Status report: three mugs of tea in and still not properly awake.",
    "Our Megan's passed her grade three flute with a merit, we're all dead proud.",
    "Weekend plan: a long walk with the dog and a pub lunch, nothing more ambitious than that.",
    "FYI, the hedgerows down Stanley Lane are heaving with blackberries at the moment.",
    "Slept like a log for the first time in weeks; must be the new pillow.",
    "Watching the Grand National with my dad this year, he's got a fiver on a grey.",
    "The queue at the chippy last night went right out the door and round the corner.",
    "Feeling rather pleased with myself, parallel parked first time outside the bank.",
    "Reminder to myself: it's fine to take a proper lunch break now and again.",
    "Lad from next door's home on leave from the navy and looks about a foot taller.",
    "Observation: the geese on the rec have started chasing the joggers again.",
    "Wish list: a cottage in the Dales and a dog that doesn't eat socks.",
    "Sat in the dentist's waiting room reading a copy of Country Life from 2009.",
    "Might stop for an ice lolly on the way home, it's roasting out there.",
    "Quick one: does anyone know what the moth with orange wings on the porch is called?",
    "Team news: Linda's grandson arrived last night, seven pounds four, mum and baby doing well.",
]
