"""Fifty-fifth held-out set for bench/loop_phrasing.py (--split held_out_55).

Written before round 52 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_55_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_55_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_55_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_55_PAIRS: list[tuple[str, str, str]] = [
    (
        "village panto text with one autocorrect slip: smoke machine leaking fluid on the stage",
        "Smoke machine for the panto is dribbling fluid everywhere, stage is like an ice rink. "
        "Could your fad have a look before Thursday's dress?",
        "Dress went like a dream, the Dame came on through a proper pea-souper and nobody went "
        "flying. Tell him he's a star x",
    ),
    (
        "lido incident log with date and time: the flume's exit lip cracked and a child grazed",
        "Incident log 14/07 15:20 - flume exit lip cracked, boy (8) grazed his thigh, first aid "
        "given, parent informed. Flume CLOSED, cones out.",
        "Incident log 16/07 08:45 - water chute resealed overnight by the GRP repairer; lifeguard "
        "test descents x5 clean, cones away, open from 10.",
    ),
    (
        "guide unit leader's when-is-someone question: hut fire door swinging open before a check",
        "When is someone coming to the fire door at the guide hut? It swings open on its own and "
        "the county safety check is on the 9th.",
        "Brown Owl's husband planed the edge and fitted a new keep on Tuesday; the county checker "
        "signed the hut off on the 9th.",
    ),
    (
        "Welsh English caravan site warden: chemical disposal point blocked before a bank holiday",
        "Duw, the Elsan point by the top field is blocked solid again, isn't it. Gareth, can you "
        "rod it before the bank holiday lot arrive?",
        "Gareth had the rods down Friday and the emptying point's glugging away lovely; cassettes "
        "emptied all weekend, not a whiff, chware teg.",
    ),
    (
        "Irish English promise at a seaside donkey stable: a stall door hanging off one hinge",
        "Jenny's stall door is hanging off the one hinge, so it is. I'll get yer man from the "
        "forge down to rehang it before the Easter crowds.",
        "She's behind good solid oak now on two fat new hinges, and for once she can't nose her "
        "way out onto the prom.",
    ),
    (
        "Teams message from a city farm's education officer: egg incubator losing heat at night",
        "Priya Shah 09:12 - @Facilities the incubator in the education barn is dipping to 35.5 "
        "overnight and the eggs are on day 14. Can someone look today please?",
        "Priya Shah 16:40 - Thanks @Tom Reed!! Year 2 watched eleven chicks pip and tumble out "
        "this morning, all fluffed up under the lamp by lunch.",
    ),
    (
        "parish church notice sheet in a formal voice: hearing loop out of action since Easter",
        "NOTICES: We are sorry that the hearing loop has not worked since Easter. The "
        "churchwardens are arranging a repair; meanwhile please sit in the front pews.",
        "NOTICES: Those with hearing aids may once again switch to T from any pew; a new "
        "amplifier now sits beneath the pulpit steps, thanks to the Fabric Fund.",
    ),
    (
        "Singaporean English request at a bowling alley: pinsetter jamming before a works night",
        "Boss, lane 7 pinsetter spoil already leh, keep dropping pins halfway then jam. Can call "
        "technician come before the company night on Friday or not?",
        "Technician came this morning, change the sweep chain. Lane 7 run whole night for the "
        "company, no jam at all lah.",
    ),
    (
        "Scots report at a falconry centre: a hole in the owl aviary's netting before a display",
        "There's a hole in the net ower the owl aviary, big enough for the barn owl tae get oot. "
        "Needs patched afore the weans' display on Saturday.",
        "Eck wis up the ladder wi' a reel o' twine last nicht. Hoolet did his flypast for the "
        "weans and went straight hame tae his perch.",
    ),
    (
        "hockey club any-word question: water-based pitch's far-side sprinklers not popping up",
        "Any word on the far-side sprinklers? Two of them aren't popping up and we've a national "
        "league game at home on the 22nd.",
        "Umpires happy on the 22nd: pitch drenched end to end at half time and the ball skimming "
        "down the far wing.",
    ),
    (
        "allotment society email: the shared rotavator lent to a plot holder and overdue back",
        "Plot 17, you've had the society rotavator since Easter. Could you bring it back to the "
        "store shed by Sunday? Plot 4 has it booked for Monday.",
        "Derek wheeled the Mantis back into the store on Saturday, tines scraped clean and a full "
        "tank; plot 4 is digging away.",
    ),
    (
        "radio ham's logbook note with no verb: frayed guy wire on the antenna mast",
        "North guy wire on the lattice mast - strands frayed at the anchor. Mast down to 8 m. "
        "Contest weekend on the 14th.",
        "New stainless guy and bottlescrew at the north anchor, tower back up at the full 15 m; "
        "41 countries worked over the contest weekend.",
    ),
    (
        "dairy, a third party doing the work: bottle washer's jets blocked, film on the glass",
        "Ray's lad from the engineering firm reckons he'll have the bottle washer's jets "
        "unblocked Monday; there's a film on every crate of pints.",
        "Monday's round went out squeaky; three customers said the milk looked whiter, daft as "
        "that sounds.",
    ),
    (
        "Trinidadian English request at a youth club: pool table cloth torn before a tournament",
        "Mr Ramdial, de cloth on de pool table tear right across by de middle pocket, de fellas "
        "doh want to play. Yuh could get it fix before Friday tournament?",
        "Ramdial bring a man from San Fernando an' he stretch new green baize on it; tournament "
        "run till ten an' de balls rollin' true true.",
    ),
    (
        "community bus notice in the passive voice: wheelchair lift not deploying reliably",
        "Passengers are advised that the wheelchair lift on the Hopper bus is not deploying "
        "reliably; wheelchair users are being offered a taxi instead.",
        "The rear boarding platform on the Hopper has been overhauled by the coachbuilder, and "
        "wheelchair users are being carried on all routes again.",
    ),
    (
        "tattoo parlour owner's remind-me note: booking software subscription to pay by the 1st",
        "Remind me to pay the Inkbook subscription before the 1st or the booking system locks us "
        "out right before flash day.",
        "Done, card went through for another year, and forty flash-day appointments landed "
        "overnight.",
    ),
    (
        "tenants' union email asking neighbours to send back a repairs survey by a date",
        "Subject: Damp survey - Hi neighbours, please fill in the damp and repairs survey and "
        "drop it through 3B's letterbox by Friday, ready for the housing association. Aisha",
        "Subject: Thank you! - 58 of our 64 flats sent theirs in, and the whole bundle went "
        "across the table at Tuesday's meeting with Northgate Homes. Aisha",
    ),
    (
        "college night porter's book: staircase gate lock sticking, students let in on a master",
        "Porter's book, 01:40: K staircase outer gate lock sticking, fob no good, let two "
        "students in on the master. For day lodge / locksmith pls.",
        "Porter's book, Weds 23:55: locksmith's been to K gate, opens first go on the fob, no "
        "calls from K all shift.",
    ),
    (
        "Ghanaian English question to a grandson: eye clinic appointment for a grandfather",
        "Kofi, please have you booked Grandpa's eye appointment at Korle Bu? The cataract is "
        "worrying him paa and he can't read his Bible.",
        "We went this morning oo, the doctor has seen him and he is happy small; he read the "
        "first letters on the chart himself.",
    ),
    (
        "cancel",
        "Moth Morning, Sun 8am at the reserve visitor centre: see what the traps caught "
        "overnight, bacon rolls £2, children welcome.",
        "Sunday's Moth Morning is off: gales overnight, so the traps were never put out. We'll "
        "try again next month.",
    ),
]

HELD_OUT_55_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Your dad says the smoke machine's split a pipe; part's on order, so no fog Thursday."),
    (1, "Incident log 15/07 09:30 - flume patched, resin needs 24h to cure, stays CLOSED."),
    (2, "Brown Owl's husband looked at the door; needs a new keep, and he's away till the 10th."),
    (3, "Gareth's rods won't reach the blockage, mind; he's hiring a jetter Tuesday. Sign's up."),
    (4, "Yer man from the forge measured Jenny's door; hinges Friday, it's roped shut till then."),
    (5, "Priya Shah 13:20 - Tom says the thermostat's faulty, new one due Friday, fingers x'd."),
    (6, "NOTICES: An engineer has tested the hearing loop and a new amplifier has been ordered."),
    (7, "Boss, technician say must change sweep chain but part come from JB, Monday then can."),
    (8, "Eck's got the twine an' ladder oot, but it's blawin' a hoolie; he'll dae it the morn."),
    (9, "Groundsman dug out a far-side head, it's seized; new ones after the 22nd, I'm told."),
    (10, "Derek says he's nearly done with the rotavator, just the bean trench left, Monday-ish."),
    (11, "Stainless wire and a bottlescrew ordered from the rally trader; mast stays at 8 m."),
    (12, "Ray's lad came Monday but the jets are scaled solid, needs an acid soak; hand-rinsing."),
    (13, "Ramdial say de baize man cyah reach till next week, de fellas playin' round de tear."),
    (14, "The Hopper's wheelchair lift has been inspected; parts are being sourced. Taxis go on."),
    (15, "Tried paying Inkbook, card declined; bank's posting a new one and the 1st is Tuesday."),
    (16, "Subject: Survey reminder - 21 back so far, Friday's the deadline, spare copies at 3B."),
    (17, "Porter's book, Tues 02:10: K gate stuck again, master key twice; locksmith due Weds."),
    (18, "Grandma, I went to the clinic, they said the booking officer is on leave, come Monday."),
    (19, "Moth Morning update: 30 booked, three traps set by the reed beds, bacon ordered."),
]

HELD_OUT_55_CHIT_CHAT: list[str] = [
    "Every year the panto cow gets a bigger cheer than the entire cast put together.",
    "Lido regulars swear the water's warmer at 7am, which defies physics and is probably true.",
    "Brownies voted to rename the hut hamster Sir Nibbles the Third; carried unanimously.",
    "Whoever left a tin of Welsh cakes on the warden's step, you're a legend, there's lovely.",
    "Jenny's eaten two ice creams and a sun hat this week, so she has, and not a bit sorry.",
    "The pygmy goats climbed onto the picnic table again and posed for photos like film stars.",
    "The organist takes the hymns a touch faster every week; by Advent we'll be sprinting.",
    "Aiyo, the uncle on lane 3 bowls with eyes closed and still score 200, how can.",
    "Wee Hoolet nods at the weans like a minister blessing the congregation.",
    "Our keeper has worn the same lucky socks since 2019 and nobody dares ask about washing.",
    "Best smell going: freshly turned soil after rain on a Saturday morning in April.",
    "Heard a ham in New Zealand on 20 m at breakfast, clear as if he were next door.",
    "Gold top still outsells semi-skimmed on the Church Lane round and I'll never know why.",
    "Me eh go lie, Aunty Vera black cake could win prize anywhere in Trinidad.",
    "The Hopper's Tuesday regulars have a sing-song past the Co-op every week without fail.",
    "Client asked for a tiny paw print of her late cat and cried happy tears in the chair.",
    "The kids in block C have chalked a hopscotch grid the full length of the walkway.",
    "Quiet night at the lodge: one fox, two lost tourists and a Fellow singing Puccini at 2am.",
    "Grandpa says the mango tree in the compound is older than Ghana itself, and he may be right.",
    "Might finally learn to tell a Large Yellow Underwing from a Lesser one this summer.",
]
