"""Thirty-eighth held-out set for bench/loop_phrasing.py (--split held_out_38).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_38_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_38_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_38_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_38_PAIRS: list[tuple[str, str, str]] = [
    (
        "Barbados steelpan tuner's promise to a named player: low notes before Crop Over",
        "Keisha, I'll have the low notes on your double seconds sitting right before Crop Over.",
        "Keisha's seconds ring sweet again, C and D bang on; she played them on the road Monday.",
    ),
    (
        "third party will put up a stage for a Vaisakhi mela in a gurdwara car park",
        "Gurdeep's lads from the scaffolding firm will put the mela stage up in the car park.",
        "Mela stage stood Friday night, boarded and skirted; bhangra crew danced on it Sunday.",
    ),
    (
        "Jeffreys Bay surfboard shaper's diary: foam blank awaited from a factory",
        "Thurs: Liam's 6'2 step-up on hold, still waiting on a PU blank from the Durban factory.",
        "Glassed, sanded, fins in; took it out at Supertubes this morning and it flies. Stoked.",
    ),
    (
        "American well contractor job number: pump short-cycling, pressure dropping",
        "Job 4417: Beaumonts' well pump short-cycling, pressure drops to nothing mid-shower.",
        "New pressure switch and tank in at the Beaumonts'; holds 50 psi, shower's steady now.",
    ),
    (
        "hospital laundry handover: tunnel washer faulting, theatre scrubs backing up",
        "Handover: line B tunnel washer keeps faulting at the press, theatre scrubs backing up.",
        "Line B's been running clean since the press sensor was swapped; scrubs caught up by six.",
    ),
    (
        "NZ chat question to a named club member: outrigger lashings before a regatta",
        "Kia ora Hemi, could you re-lash the ama on the W6 before regatta day Saturday?",
        "Fresh rope on both iako, tight as a drum; the wahine crew paddled her to first place.",
    ),
    (
        "Northern Irish leisure centre reminder: pool hoist stuck, Council Estates to fix",
        "Reminder - Ballymena leisure centre: pool hoist stuck at the top; Estates to fix.",
        "Estates sorted the Ballymena pool hoist Tues; lifts and lowers smooth, club's back in.",
    ),
    (
        "passive: rotten rungs on a harbour ladder to be replaced before Lifeboat Day",
        "The rotten rungs on the Craster harbour ladder are to be replaced before Lifeboat Day.",
        "Craster's harbour ladder has new oak rungs; the crews went up and down it all day Sat.",
    ),
    (
        "Saskatchewan farm chat: combine header plugging with rain on the way",
        "Hey Curtis, the header keeps plugging on them canola swaths eh, and rain's due Thurs.",
        "New knife sections and the auger dropped an inch; last quarter binned Wednesday night.",
    ),
    (
        "cancel",
        "Youth fellowship trip to Dunn's River Falls set for Sat 8th; bus leaves the church at 7.",
        "Pastor called off the Dunn's River outing, not enough names; bus deposit's come back.",
    ),
    (
        "Indian sweet shop customer request: boxed kaju katli for an engagement",
        "Mrs Kapoor wants 200 boxes of kaju katli with gold ribbon for her son's engagement Sun.",
        "All 200 katli boxes done up in gold ribbon; Mrs Kapoor's driver loaded the van Saturday.",
    ),
    (
        "Toronto roti shop handover to a named cook: press tearing the skins",
        "Over to Sunita: the roti press keeps tearing the skins, dhalpuri coming out in rags.",
        "Sunita put a new spring in the roti press; skins peel off whole and lunch went smooth.",
    ),
    (
        "question asking a named South African club member to re-net water polo goals",
        "Could Kagiso re-net both water polo goals before the inter-schools final on Friday?",
        "Kagiso laced new nets on both goals Thursday; final went ahead, we lost by one, shame.",
    ),
    (
        "university insectary fault: humidifier dead, mosquito eggs not hatching",
        "Insectary B: humidifier died Friday, RH down to 45%, mosquito eggs aren't hatching.",
        "Replacement unit fitted Monday; room's back at 80% and the first larvae were wriggling.",
    ),
    (
        "text with typos and no apostrophes: scout tent lent to a cricket club, wanted back",
        "lent the scouts big frame tent to bramley cricket club for there fete, need it b4 camp",
        "Frame tent's home from Bramley, bone dry and every pole there; it's packed for camp.",
    ),
    (
        "capitals label at a supermarket: till card reader declining contactless",
        "TILL 3: card reader declines every contactless tap; queue's backing up to the bakery.",
        "Till 3's reader swapped by the bank's engineer at 2; contactless going through first go.",
    ),
    (
        "Canadian canoe builder's I'll promise: a family's canoe recanvassed before spring",
        "I'll recanvas the Leroux family's cedar-strip canoe before the lake opens in May.",
        "Canvas on, filled, painted forest green; floated off the dock Saturday, dry as a bone.",
    ),
    (
        "American city traffic ticket: signal stuck on flashing red before schools open",
        "Ticket #7731: signal at Elm & 5th stuck on flashing red; schools open Monday.",
        "Elm & 5th back on a normal cycle after a controller board swap; crossing guard's happy.",
    ),
    (
        "need to: driving school dual-control brake fixed before a pupil's test",
        "Need to get the dual-control brake on the Corsa fixed before Mrs Rao's test on Thursday.",
        "Corsa's dual brake sorted with a new cable; Mrs Rao passed Thursday with two minors.",
    ),
    (
        "TODO at a bingo hall: cracked ball replaced before a session",
        "TODO: ball 67 in the bingo blower is cracked - get a new one before Friday's session.",
        "Spare came in the post Weds; Friday's eyes-down ran fine, full house called twice.",
    ),
]

HELD_OUT_38_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Had Keisha's seconds on the stand an hour; low C's still flat, I'll finish Thursday."),
    (1, "Scaffold poles for the mela stage dropped at the gurdwara; lads start bolting it Fri."),
    (2, "Durban factory says the blank for Liam's board ships Monday, courier willing."),
    (3, "Pulled the Beaumonts' pump; pressure switch is fried, new one on order from Grainger."),
    (4, "Engineer booked for the line B tunnel washer Thursday; scrubs going out to Mercy."),
    (5, "Hemi's bought new lashing rope for the W6 but he's working late till Friday."),
    (6, "Rang Estates again about the Ballymena pool hoist; still stuck up, no date given."),
    (7, "Oak for the Craster ladder rungs is cut; the joiner fits them on the next low tide."),
    (8, "Curtis ordered knife sections for the header; parts truck's stuck in Regina till Weds."),
    (9, "Pastor asked if the Dunn's River bus could leave at 8 instead of 7, same Saturday."),
    (10, "Mrs Kapoor okayed the gold ribbon; cashews land tomorrow and we start the katli then."),
    (11, "Sunita's tightened the roti press but skins still tear; new spring's on order."),
    (12, "Kagiso's collected the new goal nets from the club; he'll put them up after training."),
    (13, "Logged the insectary humidifier with Estates; mosquito eggs still sitting unhatched."),
    (14, "texted bramley cricket club about the scout tent, they said next week sometime??"),
    (15, "Bank's engineer can't get to till 3 until Monday; it's chip-and-pin or cash for now."),
    (16, "Old canvas is off the Leroux canoe; two ribs need steaming before the new lot goes on."),
    (17, "Crew's been out to Elm & 5th; controller board's back-ordered, flashing red meantime."),
    (18, "Garage has the Corsa in; dual-brake cable's ordered, ready Wednesday hopefully."),
    (19, "Rang the bingo supplier about ball 67; they're posting a replacement, due next week."),
]

HELD_OUT_38_CHIT_CHAT: list[str] = [
    "Nearly cried at the nativity; the little shepherd waved at me the whole way through.",
    "Need a long bath after that double shift, my back's been grumbling since lunch.",
    "Reminder to self: the lemon tree on the stoep has finally got flowers. Small joys.",
    "Note: a kookaburra's been cackling on our fence at six every morning this week.",
    "Sun: blowing a gale, so I stayed in with a film and a pot of tea. Bliss.",
    "Gonna grab a flat white and sit by the river for ten before the afternoon lot.",
    "FYI the sunset over the harbour tonight was pink and gold, proper postcard stuff.",
    "Must say, the new chippy's curry sauce is an absolute revelation.",
    "Heads up: there's a fox asleep by the bins again, looking very pleased with itself.",
    "Mon: lost three games of cribbage to my nan and she gloated all evening.",
    "Sticker on the staffroom kettle now says 'property of everyone'. Nobody admits to it.",
    "Just so you know, I've decided mangoes beat every pudding ever invented.",
    "Started a salsa class for fun; I keep going left when everyone else goes right.",
    "Todays win: found a tenner in the pocket of my winter coat.",
    "Update: the dog discovered the paddling pool and now flatly refuses to get out.",
    "Supposed to be scorching tomorrow; I plan to lie in the shade and do nothing at all.",
    "Saw a pod of dolphins off the point on the drive in, made my whole morning.",
    "I'll never get bored of the smell of fresh bread drifting over from next door.",
    "Lovely chat with the bus driver about his allotment and his prize marrows.",
    "Lazy Sunday planned: crossword, a roast, then a nap on the sofa with the cat.",
]
