"""Eighteenth held-out set for bench/loop_phrasing.py (--split held_out_18).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_18_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_18_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_18_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_18_PAIRS: list[tuple[str, str, str]] = [
    (
        "first person will",
        "I'll take in the waist on Mrs Okafor's ivory gown before her Thursday fitting.",
        "Okafor gown is taken in at the waist and pressed, ready for Thursday.",
    ),
    (
        "broken thing needs fixing",
        "The talkback mic in Studio B has stopped working and needs fixing before the band "
        "arrives.",
        "Studio B talkback is working again; it was a loose XLR at the patch bay.",
    ),
    (
        "action label with owner",
        "Action: Priya to replace the torn backstroke flags over the deep end.",
        "New backstroke flags are up over the deep end, Priya fitted them this morning.",
    ),
    (
        "passive has to be",
        "The humidifier in grow room 2 has to be descaled before the next oyster flush.",
        "Descaled the grow room 2 humidifier; it's misting evenly now.",
    ),
    (
        "request could someone",
        "Could Tom process the orthomosaic for the Hadley quarry flight and send it to the client?",
        "Hadley quarry orthomosaic processed by Tom and emailed to the client this afternoon.",
    ),
    (
        "we promised",
        "We promised the Ashworths their mounted barn owl back by the end of the month.",
        "The Ashworths collected their owl today and were delighted with it.",
    ),
    (
        "deadline due by",
        "Safety briefing sheet for the kite flyers is due to the council by Friday.",
        "Sorted: the flyers' safety briefing went over to the council on Wednesday.",
    ),
    (
        "named person still hasn't",
        "Gareth still hasn't rebuilt the collapsed section of wall by the top gate at Low Fell.",
        "Top-gate gap at Low Fell is walled up again, Gareth finished it Tuesday.",
    ),
    (
        "booked in for",
        "Duchess is booked in for a full set of shoes on Monday morning.",
        "Duchess shod all round on Monday, no trouble with her near hind.",
    ),
    (
        "the plan is to",
        "The plan is to lay the hawthorn hedge along Church Lane before the birds start nesting.",
        "Church Lane hawthorn is laid, stakes and binders in, with a week to spare before nesting.",
    ),
    (
        "reminder label",
        "Reminder: relabel the lavender bars with the new allergen list before the market.",
        "Lavender bars all carry the updated allergen labels now.",
    ),
    (
        "pending label",
        "Pending: refund for Mrs Hale's parcel that went to the wrong address.",
        "Mrs Hale has had her money back for the misdirected parcel.",
    ),
    (
        "someone ought to",
        "Someone ought to repair the winch cable that frayed on the last launch.",
        "Winch cable spliced and load-tested, Dave did it yesterday.",
    ),
    (
        "been meaning to",
        "I've been meaning to restitch the girth straps on the Hendersons' saddle.",
        "Done: Henderson girths restitched and oiled.",
    ),
    (
        "needs doing",
        "The cider press bed needs scrubbing down and sanitising before Saturday's pressing.",
        "Press bed is clean and sanitised, all set for Saturday.",
    ),
    (
        "handover over to",
        "Over to Morag: repaint the railings on the lantern gallery before the open day.",
        "Morag finished painting the gallery railings, they look smart for the open day.",
    ),
    (
        "is outstanding",
        "The gold-leaf lettering for the Red Lion's fascia board is still outstanding.",
        "Red Lion fascia gilded and lettered; the landlord came out to admire it.",
    ),
    (
        "must remember to",
        "Must remember to renew the MOT on the 1958 Bristol Lodekka before the rally.",
        "Lodekka passed its MOT this morning, certificate is in the folder.",
    ),
    (
        "cancel",
        "Ask Colin to order the water reed for the Hollins cottage roof.",
        "Hollins cottage job has fallen through, so no need for that water reed order now.",
    ),
    (
        "question-shaped todo",
        "Who's going to cut and bale the wildflower meadow this year?",
        "The meadow's been mown and baled; Fenwick's contractors did it on Thursday.",
    ),
]

HELD_OUT_18_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Mrs Okafor rang to ask whether the waist on her gown will be ready by Thursday."),
    (1, "The headphone amp in Studio B is crackling on channel 3 as well."),
    (2, "Priya has ordered the backstroke flags but they won't arrive till next week."),
    (3, "Grow room 3 humidifier has to be descaled too, once the shiitake are picked."),
    (4, "Tom says the Hadley quarry images look blurry in one corner and may need a reflight."),
    (5, "We promised the Pembertons a quote for mounting their pheasant."),
    (
        6,
        "Half the kite flyers' safety briefing is drafted; the wind limits section is still blank.",
    ),
    (7, "Gareth walked up to Low Fell to look at the collapsed wall but the stone was too wet."),
    (8, "Duchess threw a front shoe in the field again, so Monday might be a bit late."),
    (9, "The plan is now to lay the Church Lane hedge in two stages rather than all at once."),
    (10, "Reminder: the oatmeal bars need the new allergen labels too."),
    (11, "Mrs Hale came in asking when her parcel refund would come through."),
    (12, "Nobody has had time to look at the frayed winch cable yet."),
    (13, "Will restitch the Hendersons' girth straps once the waxed thread arrives."),
    (14, "Scrubbed the apple crates ready for Saturday, but didn't get to the press bed."),
    (15, "Morag asked whether the lantern gallery railings need a coat of primer first."),
    (16, "The Red Lion want gold-leaf lettering on their hanging sign as well."),
    (17, "The Lodekka's MOT test is booked for the 14th."),
    (18, "Colin ordered water reed for the Beech Farm barn, not the Hollins cottage."),
    (19, "Fenwick's contractors can't get onto the meadow to cut it until the ground dries."),
]

HELD_OUT_18_CHIT_CHAT: list[str] = [
    "I'll grab a flat white before the fitting, anyone want one?",
    "Lovely clear morning over the quarry for once.",
    "Feeling wiped out after the late session, I need an early night.",
    "Must try that new Thai place next to the post office.",
    "Congratulations to Sian on her first solo flight!",
    "Going to watch the rugby at the pub tonight if anyone fancies it.",
    "Brrr, the pool hall is freezing today.",
    "Happy birthday Morag, there's cake in the keeper's cottage.",
    "Need a nap after that marathon morning in the field.",
    "Anyone else hear the cuckoo this morning?",
    "Tom's new puppy is adorable, he showed us photos at lunch.",
    "I might take up watercolours this winter, just for fun.",
    "Great turnout at the rally, everyone seemed to have a good time.",
    "It's pouring down again, so glad I'm indoors today.",
    "Thinking of having soup for lunch.",
    "Really enjoyed the band's visit yesterday, such a friendly lot.",
    "Fancy a walk along the cliffs at the weekend?",
    "Kettle's on in the workshop.",
    "Can't believe it's nearly October already.",
    "Thanks all for a cracking week, have a good weekend.",
]
