"""Forty-first held-out set for bench/loop_phrasing.py (--split held_out_41).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_41_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_41_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_41_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_41_PAIRS: list[tuple[str, str, str]] = [
    (
        "Hoi An tailor's promise to a named customer: silk ao dai finished before Tet",
        "Chi Lan, I'll have your red silk ao dai cut and stitched in good time for Tet, promise.",
        "Chi Lan's ao dai is done, red silk with gold cranes; she wore it to the pagoda at Tet.",
    ),
    (
        "third party will string festa lights along a Maltese village street before the feast",
        "Band club lads will string the festa lights down Triq il-Kbira before St Philip's feast.",
        "Triq il-Kbira's lit up end to end, every bulb going; the procession went under it Sun.",
    ),
    (
        "Sheffield cutler's diary: stag antler scales awaited from a merchant for a carving set",
        "Mon: Mr Whitworth's carving set on hold, still no stag scales from the horn merchant.",
        "Scales pinned and buffed, blades honed; carving set boxed and posted to him Thurs.",
    ),
    (
        "American HVAC tech job number: furnace won't light, house going cold",
        "Job 6152: Albrights' furnace won't light, house is at 58 and there's a newborn home.",
        "New flame sensor and igniter in at the Albrights'; lit first try, house back up to 70.",
    ),
    (
        "Assam tea estate handover: withering trough fan tripping, leaf sweating",
        "Handover: fan on withering trough 4 keeps tripping, last night's plucking is sweating.",
        "Trough 4 fan rewound and refitted; leaf withered even overnight, rolling began on time.",
    ),
    (
        "capoeira group chat question to a named member: berimbau restrung before a batizado",
        "Oi Thiago, any chance you'd restring the big berimbau before the batizado Saturday?",
        "Thiago put new wire on the gunga Thursday; it rang out right through Saturday's roda.",
    ),
    (
        "Australian pier reminder: lifebuoy missing from its cabinet, Council to replace",
        "Reminder - St Kilda pier: lifebuoy box by the kiosk's empty, ring gone; Council to fix.",
        "Council put a new ring in the St Kilda pier cabinet Tues, rope coiled and tagged.",
    ),
    (
        "passive: rotten planks on a Devon footbridge to be replaced before a walking festival",
        "Rotten planks on the Torridge footbridge are to be replaced before the walking festival.",
        "Torridge footbridge has fresh larch decking screwed down; walkers streamed over it Sat.",
    ),
    (
        "voice-note run-on, Lincolnshire arable farm: grain dryer burner cutting out, wet wheat",
        "so Dermot the dryer burners cutting out again and there's two trailers of wet wheat sat",
        "Burner's got a new flame probe and ran all night; both loads dried down to 14 percent.",
    ),
    (
        "cancel",
        "Albert Terrace street party set for Sun 22nd, road shut from noon, bouncy castle booked.",
        "Street party's called off, council never okayed the road closure; castle man's refunded.",
    ),
    (
        "Polish deli customer request: pierogi for a first communion party",
        "Pani Zofia wants 300 pierogi, ruskie and cabbage, for her granddaughter's communion Sun.",
        "Three hundred pierogi boxed and labelled for Pani Zofia; her son picked them up at 10.",
    ),
    (
        "Madrid churreria handover to a named cook: fryer thermostat stuck, churros greasy",
        "Over to Rafa: fryer thermostat's stuck low, churros coming out pale and soaked in oil.",
        "Rafa swapped the thermostat; oil's holding 190 and the porras come out lovely and crisp.",
    ),
    (
        "question asking a named boxing gym member to rehang a heavy bag before sparring night",
        "Could Delroy rehang the heavy bag that came off its chain before Friday's sparring?",
        "Delroy fitted a new swivel and chain Thursday; the lads pounded that bag all Friday.",
    ),
    (
        "university hydraulics lab fault: flume pump tripping, sediment runs stalled",
        "Hydraulics lab: the tilting flume's pump trips after ten minutes, sediment runs stalled.",
        "Flume pump has a new overload relay; ran six hours straight and the dune runs are done.",
    ),
    (
        "text with typos and no apostrophes: gazebo lent to a relative, wanted back",
        "lent the big gazebo to our tanya for her bbq, need it back by sat for the car boot",
        "Tanya brought the gazebo round last night, every pole and peg there, dried off and all.",
    ),
    (
        "capitals label at a hotel: ice machine not making ice, guests ringing reception",
        "ICE MACHINE, 3RD FLOOR: no ice since lunch, guests ringing down to reception every hour.",
        "Third-floor ice machine has a new water valve from the engineer; bins were full by 6pm.",
    ),
    (
        "Oaxacan carpenter's I'll promise: a family's ofrenda table rebuilt before Dia de Muertos",
        "I'll have the Hernandez family's three-tier ofrenda table rebuilt for Dia de Muertos.",
        "Their ofrenda stands proud again in fresh cedar; marigolds and photos on it by the 31st.",
    ),
    (
        "American county fair ticket: grandstand railing loose before the fair opens",
        "Ticket #3317: county fairgrounds grandstand railing loose in section C; fair opens Thu.",
        "Section C railing re-bolted and welded by maintenance Tues; fire marshal signed it off.",
    ),
    (
        "need to: horsebox floor checked before the first show of the season",
        "Need to get the horsebox floor checked over before the first show of the season.",
        "Horsebox has new floorboards and matting; Biscuit loaded and travelled like a lamb.",
    ),
    (
        "TODO at a skittle alley: split skittles replaced before league night",
        "TODO: two skittles split at the Red Lion alley - new set in before Thursday's league.",
        "New set of nine up at the Red Lion Wednesday; league went off fine, Bev threw a floorer.",
    ),
]

HELD_OUT_41_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Chi Lan's ao dai is cut and tacked; the gold cranes are still to embroider, maybe Fri."),
    (1, "Band club's got the festa lights down from the loft; stringing them is next weekend."),
    (2, "Horn merchant says Mr Whitworth's stag scales went in the post, due Wednesday."),
    (3, "Albrights' flame sensor's shot; part's coming tomorrow, left them a space heater."),
    (4, "Electrician says trough 4 fan motor's burnt; rewind shop can't take it till Monday."),
    (5, "Thiago's bought new wire for the berimbau but he's working late right up to Saturday."),
    (6, "Rang Council again about the St Kilda pier lifebuoy; it's logged, nobody's been out."),
    (7, "Larch for the Torridge footbridge is cut to length; volunteers lay it in a fortnight."),
    (8, "Dermot reckons it's the flame probe on the dryer burner; he'll ring round for one Mon."),
    (9, "Council asked if the Albert Terrace closure could start at 1 instead, same Sunday."),
    (10, "Dough's rested for Pani Zofia's pierogi; filling and pinching tomorrow with the girls."),
    (11, "Rafa turned the fryer thermostat up but it still drifts low; new one comes Thursday."),
    (12, "Is anyone free to give Delroy a hand lifting the heavy bag back up before Friday?"),
    (13, "Reported the flume pump to Estates; sediment runs on hold till they send someone."),
    (14, "texted tanya about the gazebo, says she needs it one more wkend for her mums do"),
    (15, "Engineer can't get to the 3rd-floor ice machine till tomorrow; bagged ice meantime."),
    (16, "Cedar's cut for the Hernandez ofrenda and the tiers glued up; still to sand and stain."),
    (17, "Section C railing checked by maintenance; welder's booked Weds, taped off till then."),
    (18, "Horsebox is booked in with the trailer man Tues; reckons the boards may need doing."),
    (19, "Fixed the wonky pin frame at the Red Lion alley, but the split skittles are still up."),
]

HELD_OUT_41_CHIT_CHAT: list[str] = [
    "Woke to rain drumming on the conservatory roof, best alarm clock there is.",
    "Gonna grab a banh mi from the van outside the library before the 2 o'clock.",
    "Note: the cherry blossom on our street came out overnight, the pavement's all pink.",
    "FYI the new ice cream place on the front does a salted caramel worth the queue.",
    "Wed: beat my dad at chess for the first time ever, he's demanding a rematch.",
    "Heads up: the toddler's started singing in the bath and it's mostly about sausages.",
    "Had a gorgeous plate of jerk chicken at the carnival, can still taste the allspice.",
    "Reminder to self: a lap of the park at lunch makes the afternoon go twice as fast.",
    "Sat: our five-a-side lot lost 9-2, but we had easily the best kit in the league.",
    "Just so you know, the hens have started laying again, six eggs this morning.",
    "Meant to be sunny all weekend; plan is the beach, chips and absolutely no emails.",
    "Update: the sunflowers the kids planted are now taller than their dad.",
    "Todays soundtrack: ABBA at full blast while I did the ironing, no shame.",
    "Lovely chat with the man in the charity shop about his years on the trawlers.",
    "Must say the frost on the fields this morning looked like icing sugar.",
    "Thinking of trying wild swimming, mainly for the bragging rights at work.",
    "Spotted a kingfisher on the canal on my way in, blue as anything.",
    "Shattered after the wedding, danced till two and my feet still aren't speaking to me.",
    "Cosy night planned: pyjamas, a daft film and a massive bowl of popcorn.",
    "Nan rang to say she's mastered video calls. Mostly I saw her ceiling, bless her.",
]
