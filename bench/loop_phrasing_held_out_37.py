"""Thirty-seventh held-out set for bench/loop_phrasing.py (--split held_out_37).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_37_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_37_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_37_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_37_PAIRS: list[tuple[str, str, str]] = [
    (
        "baby bank promise to a named mum: cot and mattress found before her due date",
        "Told Chantelle we'd find her a cot and a new mattress before she's due on the 19th.",
        "Pine one from the Greaves donation, mattress still sealed; her fella took it home Sat.",
    ),
    (
        "third party will build raised beds at an Australian aged-care home",
        "Blokes from the Men's Shed will knock up three raised veggie beds at Banksia Lodge.",
        "Banksia Lodge residents planted tomatoes in their new raised beds this arvo, stoked.",
    ),
    (
        "Cape Town milliner's diary: straw awaited from a supplier for a race-day hat",
        "Tues: Mrs Naidoo's Durban July hat on hold, waiting on cerise sinamay from Joburg.",
        "Saucer's blocked and trimmed with coque feathers; she walked out wearing it, beaming.",
    ),
    (
        "American neon shop job number: flickering letter on a bar sign before reopening",
        "Job 2291: Rosie's Tap sign, the R keeps flickering and buzzing; bar reopens on the 3rd.",
        "Rosie's sign glows steady with a new electrode in the R; hung it back over the door.",
    ),
    (
        "NZ kiwifruit packhouse handover: grader camera mis-sizing fruit",
        "Handover: line 3 grader's camera is sizing fruit wrong, count 33s going in the 27 trays.",
        "Tech recalibrated the optics at 4; QC pulled 50 trays on nights and every one was true.",
    ),
    (
        "American chat question to a named club member: disc golf basket before a tournament",
        "Hey Tanner, could you rehang the chains on hole 7's basket before the Glow Open Sat?",
        "Putts on seven are catching and dropping clean again; Tanner zip-tied the lot Thursday.",
    ),
    (
        "Welsh seafront reminder: accessible toilet lock jammed, Facilities to fix",
        "Reminder - prom at Aberaeron: lock on the accessible loo is jammed; Facilities to fix.",
        "Facilities fitted a new lock on the prom's accessible loo Weds; key turns like butter.",
    ),
    (
        "passive: heritage windmill sail stock to be replaced before a mills open weekend",
        "The cracked stock on Cley Hollow mill's sails is to be replaced before Mills Weekend.",
        "New pitch-pine beam's up and the sweeps turned in a good breeze for visitors on Sat.",
    ),
    (
        "Wisconsin cranberry marsh chat: flood pump losing prime before harvest",
        "Hey Dale, the flood pump on bed 4's losing prime again and we harvest Tuesday, ya know?",
        "Dale swapped the foot valve; bed 4 flooded to the vines overnight and the berries rose.",
    ),
    (
        "cancel",
        "Booked: fungus foray for 2nd Ashby Brownies, Sat 12 Oct, Hatfield Woods car park, 10am.",
        "Brownies have called the foray off, half the pack's got chickenpox; ranger's been told.",
    ),
    (
        "gin distillery customer request: personalised labels for wedding favours",
        "Kerry-Ann wants 60 rhubarb gin miniatures with 'K & J' labels for her wedding favours.",
        "All 60 rhubarb minis labelled 'K & J', wax-dipped and crated; her sister took them Thu.",
    ),
    (
        "Montreal bagel bakery handover to a named baker: wood oven not reaching heat",
        "Over to Mo: wood oven won't climb past 450, the sesame bagels are coming out pale.",
        "Mo had the flue swept; oven's roaring at 600 again and the sesame batch came out golden.",
    ),
    (
        "question asking a named club member to re-pad netball posts before a final",
        "Could Aroha put new padding on the court 2 goalposts before the premier grade final?",
        "Both poles wrapped in fresh foam and taped tight; we won the final by six on Saturday.",
    ),
    (
        "university zebrafish room fault: light timer stuck on, fish not spawning",
        "Fish room: light timer stuck on since Sat, zebrafish getting 24h light and no clutches.",
        "Fish room timer swapped out; lights off at 11pm again and the first clutches came today.",
    ),
    (
        "auto locksmith: key blank and fob on order for a tradie's van",
        "Blank and fob for Gaz's Transit ordered from the dealer; he's borrowing his mate's ute.",
        "Cut, coded and tested on the forecourt; van fired first go and Gaz drove off grinning.",
    ),
    (
        "capitals label at a gelato parlour: display cabinet running warm",
        "CABINET 2: sitting at -8 not -14, pistachio going soupy; back-up tubs in the chest.",
        "Cabinet 2's holding -14 since the fridgie regassed it; all twelve flavours out front.",
    ),
    (
        "Irish chair caner's I'll promise: six kitchen chairs reseated by Christmas",
        "I'll recane the seats on the Fitzgeralds' six kitchen chairs in time for Christmas.",
        "Fitzgeralds' chairs all woven and pegged; dropped them out to Clonakilty on the 20th.",
    ),
    (
        "American public works ticket: snowplow blade won't lift before a storm",
        "Ticket #5108: plow truck 14's blade won't lift off the road; nor'easter due Thursday.",
        "Hydraulic hose on 14 replaced and bled; she's fueled, chained up and out with the fleet.",
    ),
    (
        "need to: school lab fume cupboards airflow-tested before A-level practicals",
        "Need to get the Lab 4 fume cupboards airflow-tested before the A-level practicals Mon.",
        "Contractor's smoke-and-vane check passed on all four; dated stickers went on today.",
    ),
    (
        "TODO at a parkrun: lost finish tokens replaced before Saturday",
        "TODO: finish tokens 181-240 blew away - reprint and laminate before Saturday's run.",
        "New tokens 181-240 laminated and on the board; Saturday's funnel ran like clockwork.",
    ),
]

HELD_OUT_37_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Rang round the churches about a cot for Chantelle; St Anne's might have one Thursday."),
    (1, "Men's Shed have cut the sleepers for the Banksia Lodge beds; soil's coming next week."),
    (2, "Joburg supplier says Mrs Naidoo's cerise sinamay left Monday, courier permitting."),
    (3, "Rosie's sign is on the bench; the R's electrode is shot, new one ordered from Chicago."),
    (4, "Line 3 grader still mis-sizing; tech's due at 4, we're hand-checking counts meantime."),
    (5, "Tanner's got new chains for basket 7 but can't get out to the course till Friday night."),
    (6, "Emailed Facilities again about the prom's accessible loo lock; nobody's been out yet."),
    (7, "Pitch-pine for the mill's new stock delivered; the millwright starts shaping it Monday."),
    (8, "Dale's ordered a new foot valve for the bed 4 pump; due Monday, fingers crossed."),
    (9, "Brownie leader asked if the foray could start at 10:30 instead, same day and place."),
    (10, "Kerry-Ann sent artwork for the rhubarb mini labels; printer's proofing it tomorrow."),
    (11, "Oven's still sluggish; Mo's doing smaller batches and the sweep can't come till Fri."),
    (12, "Aroha's bought foam and tape for the court 2 posts; she'll wrap them Thursday night."),
    (13, "Logged the fish-room timer fault with Estates; the zebrafish are still on 24h light."),
    (14, "Dealer rang: the blank for Gaz's Transit is back-ordered, now end of next week."),
    (15, "Rang the fridgie about cabinet 2; he can come Wednesday, pistachio's in the chest."),
    (16, "Stripped the old seats off two of the Fitzgeralds' chairs; cane's soaking overnight."),
    (17, "Is anyone at the garage picking up a hose for truck 14 before Thursday's storm?"),
    (18, "Booked the fume cupboard contractor for Lab 4, but their first slot is Tuesday week."),
    (19, "Printed tokens 181-240 on card, but the laminator's packed up, so not done yet."),
]

HELD_OUT_37_CHIT_CHAT: list[str] = [
    "I'll admit it, the new bus driver's 'morning, my love' gets me through Mondays.",
    "Need an early night after that wedding; my feet are still throbbing from the ceilidh.",
    "Reminder to self: the plums from next door's tree keep dropping over our wall. Bonus.",
    "Note: the robin's back on the shed roof, singing like he owns the whole street.",
    "Weds: rained all day, so I stayed in and finished the jigsaw. Zero regrets.",
    "Going to grab a coffee and sit in the sun for ten minutes before the next lot.",
    "FYI the fog over the estuary this morning looked like something out of a film.",
    "Must say, the new café's cheese scones are roughly the size of a small child's head.",
    "Heads up: the heron's back by the canal bridge, standing perfectly still as ever.",
    "Tues: my daughter beat me at Uno four times running and was insufferable about it.",
    "Label on the office biscuit tin now reads 'for emergencies only'. It's empty.",
    "Just so you know, I've decided autumn is officially my favourite season.",
    "Took up a pottery class for fun; my bowl looks like an ashtray and I love it.",
    "Todays win: caught the train with two minutes to spare and got a window seat.",
    "Update: the cat has learned to open the back door and won't stop showing off.",
    "Gonna be frosty tonight apparently; the hot water bottle's already on standby.",
    "Saw a double rainbow over the rugby pitch at lunch, right across the sky.",
    "I'll never get tired of the smell of cut grass on a Sunday morning.",
    "Had a lovely natter with the lady on the fruit stall about her grandkids in Perth.",
    "Planning to do absolutely nothing this weekend except read and eat biscuits.",
]
