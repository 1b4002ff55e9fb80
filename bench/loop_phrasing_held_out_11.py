"""Eleventh held-out set for bench/loop_phrasing.py (--split held_out_11).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_11_PAIRS holds (form, opener, closer) tuples: an opener
naming open work and a later line saying it was finished (or cancelled, for form "cancel").
HELD_OUT_11_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_11_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_11_PAIRS: list[tuple[str, str, str]] = [
    (
        "I'll promise",
        "I'll reset Dana's VPN token before she flies out on Monday.",
        "New VPN token issued to Dana; she's connected fine from the airport.",
    ),
    (
        "we need to",
        "We need to restock the casualty bags after Saturday's callout.",
        "Casualty bags all restocked and back on the shelves at base.",
    ),
    (
        "been asked to",
        "I've been asked to sort out the marshal rota for the 10k fun run.",
        "Marshal rota for the 10k is done and has gone out to every volunteer.",
    ),
    (
        "let me",
        "Let me check the stock count on the peat-free compost and get back to you.",
        "Counted the peat-free compost: 42 bags left, and I've let the customer know.",
    ),
    (
        "going to",
        "We're going to repaint the fence round the toddler garden over half-term.",
        "Toddler garden fence got its fresh coat of paint over half-term, looks lovely.",
    ),
    (
        "still waiting on",
        "Still waiting on the leisure centre to confirm our lane booking for the gala.",
        "Leisure centre confirmed: lanes 1 to 6 are ours for the gala.",
    ),
    (
        "my job label",
        "My job this week: new price labels on everything in the cheese counter.",
        "Cheese counter is all relabelled with the new prices.",
    ),
    (
        "could you request",
        "Priya, could you bounce the final mix of track four down for the band?",
        "Priya sent the band the bounced final mix of track four this morning.",
    ),
    (
        "'s taking assignment",
        "Marta's taking the German contract translation, due back to the client Friday.",
        "German contract translation delivered to the client; Marta finished a day early.",
    ),
    (
        "ticket assigned",
        "Ticket #4471: third-floor printer keeps jamming, assigned to Kev.",
        "Kev swapped the worn roller on the third-floor printer and closed #4471.",
    ),
    (
        "progressive under way",
        "The parks crew are out clearing the fallen willow by the boating lake.",
        "Path by the boating lake is open again, the willow's all been cleared away.",
    ),
    (
        "reminder promised",
        "Reminder: Jess promised the Hartleys a quote for their loft conversion.",
        "Jess emailed the Hartleys their loft conversion quote on Tuesday.",
    ),
    (
        "addressee imperative",
        "Accounts: please invoice Brightwell Ltd for the March leaflet run.",
        "Invoice for the Brightwell leaflet run went out from accounts today.",
    ),
    (
        "cancel",
        "Housekeeping plan to deep clean the second-floor carpets next week.",
        "Second-floor carpet clean is off: the floor is being recarpeted in spring instead.",
    ),
    (
        "is overdue",
        "Gas safety certificate for 14 Orchard Road is overdue.",
        "Engineer did the gas safety check at 14 Orchard Road; new certificate is on file.",
    ),
    (
        "has to be passive",
        "Screen 2's projector bulb has to be replaced before Friday's premiere.",
        "New bulb in the Screen 2 projector, tested with the trailer reel.",
    ),
    (
        "scheduled fragment",
        "Delivery of the Hendry wedding flowers scheduled for Saturday at 9.",
        "Hendry flowers dropped off at the venue on Saturday, signed for by the bride's mum.",
    ),
    (
        "TODO tag",
        "TODO: backfill the orders table for March once the schema fix lands.",
        "March backfill of the orders table ran clean overnight, row counts match.",
    ),
    (
        "two sentences",
        "Library van's got a flat tyre again. Needs sorting before Tuesday's route.",
        "Garage fitted a new tyre on the library van this morning.",
    ),
    (
        "someone needs to",
        "Someone needs to ring the Patels about access to their new flat for moving day.",
        "Spoke to Mrs Patel: the concierge will have the lift key ready for moving day.",
    ),
]

HELD_OUT_11_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "New VPN token issued to Raj ahead of his trip to Lisbon."),
    (1, "Casualty bags for the second vehicle are restocked after Sunday's exercise."),
    (4, "We repainted the fence round the baby room garden over half-term."),
    (8, "Marta finished the German brochure translation and sent it to the client."),
    (9, "Kev cleared the jam on the second-floor printer and closed ticket #4470."),
    (14, "Gas safety certificate for 16 Orchard Road is renewed and on file."),
    (16, "Flowers for the Morgan wedding dropped off at the venue on Saturday."),
    (17, "February backfill of the orders table ran clean overnight."),
    # partial progress
    (2, "Marshal rota for the 10k is about half filled, still short at the water stations."),
    (10, "Parks crew got the big branches off the path; the willow trunk is still lying there."),
    (6, "Done the cheddars and the blues with new prices, rest of the cheese counter tomorrow."),
    # negated
    (7, "Priya hasn't bounced the track four mix yet, the band are still arguing about vocals."),
    (12, "Accounts haven't invoiced Brightwell for the leaflets, still no purchase order number."),
    (15, "The Screen 2 projector bulb didn't arrive, so the old one is still in there."),
    # future
    (11, "Jess will send the Hartleys their loft quote once the surveyor reports back."),
    (18, "Garage can fit a new tyre on the library van on Monday afternoon."),
    (19, "I'll ring the Patels about the lift key tomorrow morning."),
    # questions about completion
    (5, "Has the leisure centre confirmed our lanes for the gala yet?"),
    (3, "Did anyone get round to counting the peat-free compost?"),
    (16, "Did the Hendry flowers make it to the venue on Saturday?"),
]

HELD_OUT_11_CHIT_CHAT: list[str] = [
    "I'll have a long bath and an early night tonight.",
    "We're going to sit in the garden and do absolutely nothing this afternoon.",
    "Biscuit needs a treat after being so brave at the groomer's.",
    "Weekend plan: sofa, blanket, film, no plans whatsoever.",
    "Mum says thanks for the birthday card, she loved it.",
    "Still raining here, third day in a row.",
    "Feeling properly wiped out after this week.",
    "Lunch: leftover lasagne, even better than yesterday.",
    "Let me just say, that lemon drizzle in the staff room was amazing.",
    "Highlight of the day: a robin sat on the office window sill for ages.",
    "Could really do with a holiday somewhere warm.",
    "Cat's demanding her dinner again, the little tyrant.",
    "Priya says thanks for the flowers, they're on her desk now.",
    "Friday mood: pizza and a good film.",
    "Waiting on the weekend like everyone else.",
    "Tickets for the gig tonight finally in hand, so excited.",
    "Sunday: lie in, roast dinner, nap on the sofa.",
    "The garden looks lovely after all this rain.",
    "Booked myself a lazy morning tomorrow, no alarm.",
    "Note to self: the sunset from the car park tonight was gorgeous.",
]
