"""Fifty-second held-out set for bench/loop_phrasing.py (--split held_out_52).

Written before round 49 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_52_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_52_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_52_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_52_PAIRS: list[tuple[str, str, str]] = [
    (
        "Australian she'll-be-right promise from a shearing contractor: shed grinder going again",
        "She'll be right, mate, I'll have the shed grinder going again before Tuesday's mob.",
        "New disc and belt on; combs and cutters are coming off sharp as, boys are stoked.",
    ),
    (
        "tram depot night log with a 24-hour time first: a car's pantograph arcing on a road",
        "02:14 Car 3017 pantograph arcing on depot road 4; car withdrawn, NOT for service.",
        "05:05 Car 3017 new carbon strip fitted, tested under wire, released for first run.",
    ),
    (
        "pottery studio does-anyone-know question: when the big kiln gets its new element",
        "Does anyone know when the big kiln's getting its new element? Glaze loads are piling up.",
        "Full glaze load fired overnight and hit cone 6 on the dot; pots are on the pickup shelf.",
    ),
    (
        "puppet theatre notice in the passive voice: marionette bridge lighting bar stuck",
        "It has been reported that the bar over the marionette bridge will not fly out.",
        "The lamp bar above the puppeteers' gantry has been rehung on new wires and runs freely.",
    ),
    (
        "Caribbean English report to a dive shop owner: compressor only half-filling tanks",
        "Boss, de compressor playin' up again, tanks fillin' half, an' cruise divers Thursday",
        "Man come change de filters an' one valve; every cylinder fillin' full full, no stress.",
    ),
    (
        "Irish sure-look promise from a rowing club member: cracked rigger on the eight welded",
        "Sure look, I'll get the bow rigger on the eight welded before the Neptune regatta.",
        "Big boat's back on the water; Seamus welded the cracked arm and it held through 3x500.",
    ),
    (
        "recording studio text shorthand: a desk channel buzzing before a band comes in",
        "desk ch 12 buzzing agn in studio B, cn sum1 look b4 the band load in tmrw pls",
        "swapped the dodgy insert lead, dead silent now, they tracked all day no probs",
    ),
    (
        "American ski resort flagging note to maintenance: chairlift bullwheel grinding",
        "Flagging for maint: Chair 4 top bullwheel's grinding pretty bad, gotta look pre-weekend.",
        "Chair 4's upper terminal got a new bearing Thu night; ran quiet all weekend, no stops.",
    ),
    (
        "Indian English kindly-arrange request from a school cook: rice steamer not heating",
        "Madam, big rice steamer is not heating since Monday, kindly arrange someone to repair.",
        "Madam, electrician changed the heating coil; lunch went for all 300 children on time.",
    ),
    (
        "cancel",
        "Orchard Wassail, Sat 18 Jan, 6pm at the cider barn: lanterns, toast, mulled apple £2.",
        "Sorry all, this year's wassail is cancelled: lane's under snow and the barn's unsafe.",
    ),
    (
        "bakery night-shift note fragment, no verb up front: a deck oven running cold",
        "Deck oven 2, bottom deck - running 30 degrees under, sourdough bases pale. Needs a look.",
        "New element and stat in; this morning's bases were dark and crackling, every batch.",
    ),
    (
        "bike-share ticket line with a number first: a dock not releasing bikes",
        "Ticket 4471 - Station Rd dock 12 not releasing bikes, riders still getting charged.",
        "4471 closed: locking pin on Station Rd bay 12 replaced, five bikes out and back OK.",
    ),
    (
        "lighthouse museum formal we-would-ask letter: lantern-room handrail made safe",
        "We would ask that the lantern-room handrail be made safe before school parties in May.",
        "A blacksmith has refixed every upright and the rail is now firm; the first class came.",
    ),
    (
        "cathedral choir librarian's reminder to self: anthem copies refolded before evensong",
        "Reminder to self: renumber and refold the Stanford in C copies before Sunday evensong.",
        "All 32 in numbered folders in the song-school cupboard, old pencil marks rubbed out.",
    ),
    (
        "gurdwara kitchen, a third party promising the work: roti machine burning one side",
        "Harjit uncle says he'll get the langar roti machine seen to before Vaisakhi, it burns.",
        "Harjit uncle's cousin fitted a new hot plate; rotis came out even for 800 on Vaisakhi.",
    ),
    (
        "community cinema committee action point with an owner named: projector lamp dimming",
        "Action 4: projector lamp dimming badly; Tom to order a replacement before the season.",
        "Opening night Casablanca was bright to the back row; Tom's receipt is in the tray.",
    ),
    (
        "circus school safety notice in capitals: flying trapeze rig past its inspection date",
        "SAFETY: flying trapeze rig is past its inspection date. No flying until signed off.",
        "Rigger's been: shackles and catch-net lines checked, certificate's up by the door.",
    ),
    (
        "American launderette customer's who-do-I-talk-to question: a dryer taking coins",
        "Yo, dryer 9 ate my quarters and didn't even spin, who do I talk to about fixing it?",
        "New coin box is in, spins on the first quarter now; your two bucks are behind the desk.",
    ),
    (
        "planetarium members' evening listing: a named speaker's talk under the dome",
        "Members' evening: Dr Okoye on meteor showers, under the dome, Weds 7.30, free.",
        "Dr Okoye had a packed dome on Wednesday; the fireball footage got a round of applause.",
    ),
    (
        "tennis club has-anyone question about booking: floodlights for a ladder match",
        "Has anyone booked the floodlights for Tuesday's ladder match? It's dark by six now.",
        "Sorted: Tues 6 till 8 is paid for and the token's in the tin in the clubhouse.",
    ),
]

HELD_OUT_52_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Grinder motor's cooked; new one's on the mail truck Friday, hand-sharpening till then."),
    (1, "03:40 Car 3017 pantograph inspected, strip worn through; awaiting spare, car stopped."),
    (2, "Kiln man came to quote for the element; says he can fit it the week after next."),
    (3, "The marionette lamp bar has been lowered for checks; new wires are on order."),
    (4, "Boss I change de filter meself, it fill one tank then start playin' up again."),
    (5, "Dropped the eight's rigger at the welder's; he'll not get to it till next week."),
    (6, "reseated ch 12, quiet for an hour then the buzz came back, using ch 14 for now"),
    (7, "Maint greased the Chair 4 bullwheel; quieter for a day, grinding again this morning."),
    (8, "Madam, electrician checked, coil is burnt, new one coming Friday; cooking on gas."),
    (9, "Wassail update: 80 lanterns made, Morris side confirmed, mulled apple ordered."),
    (10, "Engineer says oven 2's bottom element is half dead; part Weds, bake up top till then."),
    (11, "4471 update: dock 12 reset remotely, let one bike go then locked again; tech booked."),
    (12, "Our surveyor has inspected the handrail and will report on costs in due course."),
    (13, "Found the Stanford copies in the vestry; renumbering them after Thursday's practice."),
    (14, "Harjit uncle has rung the engineer; machine still burns one side, we roll by hand."),
    (15, "Tom has ordered the lamp; supplier says ten days, so opening night may be a bit dim."),
    (16, "Rigger booked for the 14th; till then the trapeze stays tied off, static work only."),
    (17, "dryer 9 did it again this morning, three quarters gone and the drum never moved"),
    (18, "Don't forget Dr Okoye's meteor talk on Weds: 40 booked, cushions still wanted."),
    (19, "Did anyone get the floodlights booked for Tuesday? Nothing on the court sheet yet."),
]

HELD_OUT_52_CHIT_CHAT: list[str] = [
    "Shed talk: the rouseabout reckons he can tell a merino's age by the crimp alone.",
    "01:30 depot canteen: someone's taped a photo of a 1950s tram above the microwave.",
    "Ines made a teapot at class that actually pours without dribbling; a studio first.",
    "Our puppet king has lost his crown so often he's practically a republican by now.",
    "Boss, water so clear today you could see turtle from de boat, tourists screamin'.",
    "The cox forecasts the weather better than Met Éireann, honest to God she does.",
    "lol drummer brought his nan to the session, she sat on the sofa knitting n nodding",
    "Lift line sighting: a guy in a full banana suit rode chair 2 all afternoon. Respect.",
    "Ma'am, our head cook's grandson came first in district chess, she gave laddoos to all.",
    "That old Bramley by the orchard gate has more mistletoe than apples this year.",
    "4am at the bakery, radio on Vivaldi, flour in the air; best hour of the day, honestly.",
    "Funny how every bike at Station Rd gets a basket full of takeaway menus by noon.",
    "Visitor asked if the keeper lived up there alone. Told her: with a cat and a harmonium.",
    "Vestry gossip: the head chorister can sleep standing up through an entire sermon.",
    "Bibi ji's dal is so good the delivery drivers plan their breaks around langar.",
    "Film club debate ran longer than the film: is Rick Blaine a hero or just grumpy?",
    "The eight-year-olds pick up juggling faster than the grown-ups and never let us forget.",
    "A single red sock has been pinned on the launderette's lost board since March.",
    "Might treat myself to binoculars for my birthday, just to see Jupiter's moons once.",
    "Bob's serve is so slow the ball seems to pause halfway and admire the view.",
]
