"""Twenty-sixth held-out set for bench/loop_phrasing.py (--split held_out_26).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_26_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_26_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_26_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_26_PAIRS: list[tuple[str, str, str]] = [
    (
        "phone message: customer's fault and where it happens",
        "Mr Ambrose rang: his mobility scooter cuts out on the slope up to the Co-op.",
        "Fitted two fresh batteries to Mr Ambrose's Pride; he's been up to the Co-op and back.",
    ),
    (
        "customer's order to drop off before the weekend",
        "Mrs Quayle wants a load of seasoned ash logs dropped at Fell End before the weekend.",
        "Tipped a cubic metre of dry firewood at Fell End and stacked it in Mrs Quayle's lean-to.",
    ),
    (
        "need to book someone for a hearing on a date",
        "Need to book a BSL interpreter for Graham's tribunal hearing in Leeds on 9 May.",
        "Ruth Kettle will sign for Graham at his tribunal on the 9th; her confirmation's in.",
    ),
    (
        "request from a charity before an assessment",
        "Guide Dogs have asked us to get Bramble used to buses before her assessment.",
        "Bramble lay under the seat on the 36 into Harrogate and back without a single whimper.",
    ),
    (
        "urgent: fault with its consequence",
        "Urgent: Class 2's incubator keeps creeping up to 39 degrees, the duck eggs will cook.",
        "New thermostat in the Class 2 hatcher; it held 37.5 all night and the eggs are fine.",
    ),
    (
        "lambing note: animal problem needing someone to act",
        "Lambing shed: ewe 212 has rejected one of her twins, he needs mothering on to another.",
        "Skinned the dead lamb's coat on to 212's spare; ewe 87 let him suck by teatime.",
    ),
    (
        "pending: personal admin before a trip",
        "Pending: Noah's passport renewal, it has to be done before Menorca in July.",
        "Noah's new travel document dropped on the mat this morning, well ahead of Menorca.",
    ),
    (
        "letter asking the council to redo something worn",
        "PTA letter: the zigzags outside Brook Lane Primary have worn away, can they be redone?",
        "Highways crew were out at dawn; bright yellow lines by the Brook Lane school gates.",
    ),
    (
        "meeting action: named person to rewrite part of a tour",
        "Guides' meeting action: Bernard to rewrite the plague-pit stop, the ghost walk overruns.",
        "Bernard's trimmed his plague patter; last night's tour finished bang on nine.",
    ),
    (
        "owe someone a favour, so a job is done for free",
        "Owe Dean for lending me his van, so I'm DJing his fortieth for nothing.",
        "Played Dean's big birthday bash till one, no charge; dance floor rammed all night.",
    ),
    (
        "still waiting on a supplier's delivery",
        "Still waiting on the Bloch order: eleven pairs of tap shoes for the show troupe.",
        "The show girls' new taps are here from Bloch, all eleven pairs, and every one fits.",
    ),
    (
        "cancel",
        "Must book the Jumping Jacks bouncy castle for Ellie's seventh on Saturday.",
        "Ellie's party is off, she's come out in chickenpox; no inflatable needed after all.",
    ),
    (
        "customer's order to fit by a date",
        "Mrs Ferreira's order: lined velvet curtains for the bay in her front room, by Easter.",
        "Hung the new drapes in the Ferreiras' lounge Tuesday; they pool just as she wanted.",
    ),
    (
        "promise to a client, in time for an occasion",
        "Promised Mrs Lindsay I'd trace her grandad's regiment in time for Remembrance Sunday.",
        "Alec Lindsay turns up in the Black Watch diaries; sent his papers to his granddaughter.",
    ),
    (
        "reminder: garment to be ready before an event",
        "Reminder: Mr Fairbrother's kilt to be cleaned and re-pleated before the Burns supper.",
        "Fairbrother's tartan is back with knife-edge pleats, hanging ready on rail 33.",
    ),
    (
        "job sheet: engraving order by a date",
        "Job sheet: this year's winners to go on the Harriers' twelve club shields by the 20th.",
        "All the Harriers' plaques are lettered up with the new names and boxed for collection.",
    ),
    (
        "club noticeboard: equipment out of use",
        "Noticeboard: the table tennis robot's stopped feeding balls, so no solo practice.",
        "Cleared a split ball out of the robot's feed wheel; it's firing topspin again.",
    ),
    (
        "X is due a service; someone to arrange it",
        "Holly Cottage septic tank is due emptying, somebody needs to get the tanker booked.",
        "Tanker came out and pumped the cesspit at Holly Cottage dry this morning.",
    ),
    (
        "still have to do an admin step before a deadline",
        "Still have to give notice of marriage at Truro register office, at least 29 days ahead.",
        "Both of us went into Truro with our passports and signed the registrar's declarations.",
    ),
    (
        "warden's report of a safety fault",
        "Warden's report: the fire door on flat 3B at Cavendish Halls no longer closes by itself.",
        "Estates adjusted the closer arm on 3B's door; it swings shut and latches on its own now.",
    ),
]

HELD_OUT_26_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Ordered a pair of 12V batteries for Mr Ambrose's scooter; wholesaler says Thursday."),
    (1, "Mrs Quayle rang to ask if her logs can come Friday instead; she's out on Thursday."),
    (2, "Rang three BSL agencies about Graham's hearing; nobody's free on the 9th yet."),
    (3, "Took Bramble to sit at the stop on Station Road and watch the buses go by."),
    (4, "Turned Class 2's incubator down half a degree; it had crept back to 38.8 by lunch."),
    (5, "Penned 212's twin in with ewe 87 overnight; she's still butting him away."),
    (6, "Renewed my own passport online last night; Noah's will need his dad's signature."),
    (7, "The council says Brook Lane Primary's zigzags are on next year's repainting list."),
    (8, "Bernard asks whether he can cut the plague-pit stop or has to keep the cart story."),
    (9, "Dean's sent me his playlist for the fortieth: lots of Oasis and not much else."),
    (10, "Bloch have emailed to say the tap shoes left their warehouse this afternoon."),
    (10, "The ballet pumps came from Bloch today; the tap shoes are on a separate order."),
    (11, "Jumping Jacks are fully booked on Saturday; trying Bounce About for Ellie's party."),
    (12, "Measured up the Ferreiras' bay window, and she's chosen a dark green velvet."),
    (13, "Still hunting Mrs Lindsay's grandad; the 1911 census has three Alec Lindsays."),
    (14, "Pressed Mr Fairbrother's Prince Charlie jacket; his kilt's still with the pleater."),
    (15, "Half the Harriers' shields are engraved; still waiting on names for the other six."),
    (16, "Someone's asked if the table tennis robot will be working again for Thursday juniors."),
    (17, "Left a message with Clearwater Tankers about the Holly Cottage tank; no reply yet."),
    (18, "Booked an appointment at Truro register office to give notice, for 3 March."),
]

HELD_OUT_26_CHIT_CHAT: list[str] = [
    "Saw a hedgehog trundling across the car park at six this morning, bold as brass.",
    "Family update: our Lily's been picked for the county netball squad, she's buzzing.",
    "Might bake a batch of scones tonight, just for the smell of them in the house.",
    "Hailstones the size of peas on the conservatory roof at lunch, made a right racket.",
    "Honestly, whoever invented heated car seats deserves a knighthood.",
    "Note from Sunday: the carvery at the Plough has gone downhill, gravy like dishwater.",
    "Feeling a bit homesick for Belfast this week; it's been ages since I was back.",
    "Thinking of dyeing my hair red for the summer; very much a maybe.",
    "Our Ravi's decided he wants to be a vet, after one trip to a petting zoo.",
    "Status: finished the thousand-piece jigsaw of Whitby harbour, bar one missing bit of sky.",
    "The starlings over the pier last night were something else, thousands of them.",
    "Fancy a few days in the Lakes in October, if the weather's kind.",
    "Quick poll: is a Jaffa Cake a cake or a biscuit? The office is split down the middle.",
    "Mum's new knee is doing well; she's already back at her Tuesday aqua aerobics.",
    "The bus driver wished everyone a happy Friday this morning, put me in a good mood.",
    "I'm convinced the office spider plant is thriving purely out of spite.",
    "News from the allotments next door: someone's grown a marrow the size of a toddler.",
    "Plan for Saturday: lie-in, then the football on the radio and a pot of tea.",
    "Lovely surprise, an old school friend messaged out of the blue after twenty years.",
    "Look out of the window, there's a double rainbow over the gasworks right now.",
]
