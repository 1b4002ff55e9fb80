"""Eighth held-out set for bench/loop_phrasing.py (--split held_out_8).

Written before the rule change it measures, by a writer who had not read the rules, in new
domains (removals, sailing, translation, allotments, dentistry, vets, bakery, radio, etc.).
HELD_OUT_8_PAIRS holds (form, opener, closer): an open piece of work and a later line saying it
was done (or, for form "cancel", called off). HELD_OUT_8_NOT_CLOSING holds (pair index, line)
near-misses that must not close that opener. HELD_OUT_8_CHIT_CHAT holds everyday lines shaped
like openers that are not work anyone would track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_8_PAIRS: list[tuple[str, str, str]] = [
    (
        "first-person will",
        "I'll ring the Hendersons on Monday to confirm the piano move.",
        "Spoke to the Hendersons and the piano move is locked in.",
    ),
    (
        "we need to",
        "We need to re-varnish the club dinghies before the April regatta.",
        "All six club dinghies have a fresh coat of varnish on them now.",
    ),
    (
        "reported request",
        "Asked Priya to translate the product warranty leaflet into Portuguese by Friday.",
        "Priya delivered the Portuguese warranty leaflet on Thursday.",
    ),
    (
        "minutes action",
        "Action: Tom to chase the council about the broken water trough on plot 14.",
        "Council finally replied to Tom about the plot 14 trough, so that one's dealt with.",
    ),
    (
        "progressive under way",
        "Dr Okafor is still writing up the referral for Mrs Dean's root canal.",
        "Mrs Dean's endodontic referral went off this morning.",
    ),
    (
        "booked passive",
        "The x-ray machine service is booked for next Tuesday.",
        "Engineer serviced the x-ray unit today and it passed all its checks.",
    ),
    (
        "outstanding label",
        "Under-12s match fees: still outstanding from three families.",
        "Last of the under-12s match fees came in tonight, so everyone's paid up.",
    ),
    (
        "waiting on fragment",
        "Waiting on the flour mill to confirm the new delivery day.",
        "Heard from the mill: deliveries move to Wednesdays.",
    ),
    (
        "todo label",
        "TODO: replace the frayed mic cable in studio B.",
        "New mic cable fitted in studio B.",
    ),
    (
        "thing needs",
        "The bathroom extractor fan needs a new filter.",
        "Swapped the filter in the bathroom fan and it's much quieter now.",
    ),
    (
        "promise by other",
        "Gemma promised she'd get the raffle tickets printed for the summer fair.",
        "Raffle tickets are printed and sitting in the PTA cupboard, thanks Gemma.",
    ),
    (
        "question request named",
        "Could Marcus sort out the cello seating plan for Saturday's concert?",
        "Marcus has done the cello seating and pinned it on the noticeboard.",
    ),
    (
        "two short sentences",
        "Back wheel on Mr Adeyemi's bike is buckled. Needs truing before he collects it.",
        "Trued Mr Adeyemi's back wheel, it's spinning straight again.",
    ),
    (
        "lets proposal",
        "Let's get grades on all the new boulder problems before the weekend.",
        "Finished tagging every new problem on the bouldering wall with its grade.",
    ),
    (
        "been asked to",
        "I've been asked to draw up the library's Christmas opening rota.",
        "Christmas rota for the library went round to all staff this afternoon.",
    ),
    (
        "cancel",
        "We're planning to repaint the poolside changing cubicles over half-term.",
        "Repaint of the changing cubicles is off; the committee put the money towards new "
        "lane ropes.",
    ),
    (
        "reminder imperative",
        "Don't forget to send the Hartley seating chart over to the venue.",
        "Venue has the Hartley seating chart now, emailed it across at lunch.",
    ),
    (
        "still havent",
        "Still haven't invoiced the Nolans for the patio job.",
        "Nolans' patio invoice is out, and they've already paid it.",
    ),
    (
        "team going to",
        "Housekeeping are going to turn the mattresses in rooms 4 to 9 this week.",
        "Rooms 4 to 9 all have their mattresses flipped and rotated.",
    ),
    (
        "passive modal",
        "The rowing club minibus has to be MOT'd before the regional head race.",
        "Minibus sailed through its MOT yesterday, no advisories.",
    ),
]

HELD_OUT_8_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Rang the Patels and their piano move is locked in for Friday."),
    (1, "The club safety boat has a fresh coat of varnish now."),
    (4, "Dr Okafor sent off the referral for Mr Dean's crown."),
    (8, "New mic cable fitted in studio A."),
    (9, "Swapped the filter in the kitchen extractor hood."),
    (12, "Trued the back wheel on Mrs Adeyemi's bike."),
    (14, "Easter rota for the library went round to all staff this afternoon."),
    (18, "Rooms 1 to 3 have had their mattresses flipped and rotated."),
    # partial progress
    (1, "Three of the six dinghies are varnished, the rest this weekend."),
    (13, "Got grades on about half the new boulder problems so far."),
    (6, "Two of the three families have paid their under-12s match fees."),
    # negated
    (17, "Haven't managed to get the Nolans' invoice out yet."),
    (3, "Tom hasn't had any reply from the council about the plot 14 trough."),
    (16, "Didn't get round to sending the Hartley seating chart to the venue."),
    # future
    (10, "Gemma says the raffle tickets will be printed by Wednesday."),
    (19, "Minibus goes in for its MOT next Thursday."),
    (2, "Priya will have the Portuguese leaflet to us first thing Monday."),
    # questions about completion
    (7, "Has the flour mill got back to us about the delivery day yet?"),
    (11, "Did Marcus ever finish the cello seating plan?"),
    (5, "Was the x-ray machine actually serviced on Tuesday?"),
]

HELD_OUT_8_CHIT_CHAT: list[str] = [
    "I'll grab a sandwich from the bakery at one.",
    "We need more days like today, sun out and the whole crew on the water.",
    "Let's have pizza after training tonight.",
    "The new rescue kitten needs a cuddle after her jabs.",
    "Dr Okafor is looking at her holiday photos from Crete again.",
    "Note to self: the new Saturday barista is called Sam.",
    "Action points: none, for once, and we finished early.",
    "Waiting on the kettle to boil, as usual.",
    "Still haven't got over that sunset over the harbour last night.",
    "Gemma promised it would be sunny for the fair, and it was.",
    "I've been asked to pass on a big thank you from the Year 3 parents.",
    "Don't forget to enjoy the half-term break, everyone!",
    "Could Marcus's solo have been any better? What an evening.",
    "Housekeeping are going to love the new staff room sofa.",
    "The rowing club minibus has to be the noisiest vehicle in the county.",
    "Under-12s result: won 4-1 away at Hollins Park.",
    "Back wheel clicks a bit. Honestly it's fine, rode it all weekend.",
    "Asked Priya how Lisbon was and she hasn't stopped smiling since.",
    "We're planning to sit in the garden and do absolutely nothing on Sunday.",
    "Tom is still writing the funniest column in the allotment newsletter.",
]
