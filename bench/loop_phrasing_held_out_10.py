"""Tenth held-out set for bench/loop_phrasing.py (--split held_out_10).

Written before the change it measures, by a writer who had not read the rules, in new
domains (climbing wall, choir, salon, museum, holiday let, plumbers, brewery and more) and wording.
HELD_OUT_10_PAIRS holds (form, opener, closer): an open piece of work and a later line that closes
it (one pair, form "cancel", is closed by cancellation). HELD_OUT_10_NOT_CLOSING holds (index,
line) near-misses that must not close that opener. HELD_OUT_10_CHIT_CHAT holds everyday lines
shaped like work notes that are not work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_10_PAIRS: list[tuple[str, str, str]] = [
    (
        "we need to",
        "We need to re-set the overhang routes before the bouldering league on Thursday.",
        "Overhang reset done, fresh problems up in time for the league.",
    ),
    (
        "named person promised to",
        "Marguerite promised to send the alto parts for the Fauré out to everyone.",
        "Marguerite sent round the alto parts for the Fauré last night.",
    ),
    (
        "label, state, needs",
        "Salon: back basin tap still dripping, needs a new washer.",
        "The plumber swapped the washer on the back basin tap this morning, no more drip.",
    ),
    (
        "could someone question",
        "Could someone book the coach for the Year 5 Egyptians visit on the 14th?",
        "Coach for the Year 5 Egyptians visit is confirmed for the 14th.",
    ),
    (
        "I'll future",
        "I'll get the hot tub serviced before the August guests arrive.",
        "Hot tub had its service on Tuesday, all good for August.",
    ),
    (
        "job for named person",
        "Job for Dev: quote for the bathroom refit at 22 Larch Road.",
        "Dev sent over the Larch Road bathroom quote last night.",
    ),
    (
        "thing is overdue",
        "The room booking form for the film society's spring screenings is overdue.",
        "Spring screenings room booking form handed in to the union office.",
    ),
    (
        "still waiting on other party",
        "Still waiting on the council to collect the broken sofa from the back yard.",
        "Council came and took the broken sofa away today.",
    ),
    (
        "in the middle of",
        "Priya is in the middle of writing up the dormouse box survey results.",
        "Dormouse survey write-up finished and shared with the reserves team.",
    ),
    (
        "passive scheduled",
        "Episode 42's interview with the lighthouse keeper is scheduled for Friday at 2pm.",
        "Recorded the lighthouse keeper interview for episode 42, audio is on the shared drive.",
    ),
    (
        "has to be passive",
        "The fermenter valves have to be descaled before the next brew day.",
        "Fermenter valves descaled this afternoon.",
    ),
    (
        "two sentences, someone should",
        "Touchline ropes are sagging again. Someone should re-tension them before Saturday.",
        "The under-14s' coaches re-tensioned the touchline ropes after training.",
    ),
    (
        "bare imperative",
        "Order more hypoallergenic shampoo for the grooming room.",
        "Ordered more hypoallergenic shampoo for the grooming room, it arrives Tuesday.",
    ),
    (
        "I've been asked to",
        "I've been asked to put together the display for Local History Month.",
        "Put together the Local History Month display; it's up by the main doors.",
    ),
    (
        "cancel",
        "We're planning to run a sunrise yoga class on the beach on the 21st.",
        "The sunrise beach class on the 21st is off, not enough sign-ups.",
    ),
    (
        "email can you",
        "Hi Tom, can you chase the distributor about the missing box of signed copies?",
        "Tom chased the distributor and the signed copies turned up this morning.",
    ),
    (
        "is due to",
        "Kasia is due to recalibrate the roaster's temperature probe this week.",
        "Temperature probe recalibration on the roaster: done.",
    ),
    (
        "todo with deadline",
        "TODO by Weds - insurance certificate for the Hartley move.",
        "Insurance certificate for the Hartley move went out to the client.",
    ),
    (
        "haven't yet",
        "We haven't yet paid the pool hire invoice for March.",
        "Paid the March pool hire invoice by bank transfer.",
    ),
    (
        "I owe",
        "I owe the Patel wedding party a revised quote with the peonies swapped for ranunculus.",
        "Revised Patel quote, ranunculus instead of peonies, sent this afternoon.",
    ),
]

HELD_OUT_10_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "We re-set the slab wall routes ready for the bouldering league."),
    (1, "Marguerite sent out the soprano parts for the Fauré."),
    (3, "Coach for the Year 6 Romans visit on the 21st is booked."),
    (5, "Dev sent the quote for the kitchen refit at 22 Larch Road."),
    (9, "Recorded the episode 41 interview with the harbour master."),
    (15, "Tom chased the distributor about the late poetry order."),
    (18, "Paid the February pool hire invoice by bank transfer."),
    (19, "Sent the Okafor wedding party their revised quote."),
    # partial progress
    (8, "Priya has written up about half of the dormouse box results so far."),
    (13, "Got the photos printed for the Local History Month display, still need captions."),
    (11, "Re-tensioned the ropes on the clubhouse side, the far touchline still sags."),
    # negated
    (10, "Didn't get round to descaling the fermenter valves today."),
    (4, "The hot tub engineer didn't turn up, so no service yet."),
    (7, "Council still haven't collected the sofa from the yard."),
    # future
    (16, "Kasia will recalibrate the roaster probe first thing Monday."),
    (6, "I'll hand in the spring screenings room form tomorrow."),
    (12, "Going to order the hypoallergenic shampoo once the invoice clears."),
    # questions about completion
    (2, "Did anyone ever fix the drip on the back basin tap?"),
    (17, "Has the Hartley insurance certificate gone out yet?"),
    (0, "Have the overhang routes been re-set yet?"),
]

HELD_OUT_10_CHIT_CHAT: list[str] = [
    "Need to just sit on the sofa with a cup of tea tonight.",
    "Weekend: absolutely nothing planned, bliss.",
    "My patience is really being tested by this heatwave.",
    "A proper summer is long overdue round here.",
    "Sunshine booked in for Saturday, according to the forecast.",
    "Still waiting for the sun to come out on this so-called beach holiday.",
    "Promised myself a lazy Sunday with the papers and no phone.",
    "Jo says thanks for the lovely flowers, she was really touched.",
    "Lunch: leftover curry, even better the second day.",
    "Going to treat myself to a big slice of cake after the swim.",
    "Plan for tonight: pizza and a film.",
    "Gran's still waiting to see a kingfisher at the pond, bless her.",
    "Can't wait to put my feet up once the kids are in bed.",
    "Feeling well overdue a long lie-in.",
    "Reminder to self: breathe, it's only Tuesday.",
    "The dog is scheduled for a very long nap by the fire, by the look of him.",
    "Mood: slightly sunburnt but happy.",
    "Thanks again to everyone who came to the quiz night, what a laugh.",
    "Note: the coffee from the new machine is actually quite good.",
    "I'm meant to be relaxing on this holiday, so that's exactly what I'm doing.",
]
