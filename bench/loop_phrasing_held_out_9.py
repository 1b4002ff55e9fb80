"""Ninth held-out set for bench/loop_phrasing.py (run with --split held_out_9).

Written before the rule change it measures, by a writer who has not read the rules, using
new domains and new wording. HELD_OUT_9_PAIRS holds (form, opener, closer) triples: an opener
that states open work and a later closer that says it was done (or, for the "cancel" form,
called off). HELD_OUT_9_NOT_CLOSING holds (pair index, line) near-misses that must not close
that opener. HELD_OUT_9_CHIT_CHAT holds everyday lines shaped like openers that are not tasks.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_9_PAIRS: list[tuple[str, str, str]] = [
    (
        "I need to",
        "I need to true the back wheel on the blue Raleigh before Saturday's collection.",
        "Blue Raleigh's back wheel is running straight again, ready for Saturday.",
    ),
    (
        "we've promised",
        "We've promised the Hendersons their full wedding gallery by the end of the month.",
        "Delivered the Henderson wedding gallery this morning, all 640 photos.",
    ),
    (
        "person asked me to",
        "Priya asked me to book the nets at the leisure centre for Thursday evenings.",
        "Thursday nets at the leisure centre are confirmed for the rest of the season.",
    ),
    (
        "label: task",
        "Year 3 trip consent forms: chase the six families who haven't returned them.",
        "All six missing Year 3 consent forms are now in.",
    ),
    (
        "passive progressive",
        "The damp survey for 14 Marlowe Court is being arranged by the repairs team.",
        "Repairs team carried out the damp survey at 14 Marlowe Court on Tuesday.",
    ),
    (
        "thing needs",
        "Hive 3 needs a new queen excluder before the honey flow starts.",
        "Swapped in a fresh queen excluder on hive 3 yesterday afternoon.",
    ),
    (
        "overdue",
        "The Ashworths' patio quote is overdue; they asked for it a fortnight ago.",
        "Emailed the Ashworths their patio quote first thing today.",
    ),
    (
        "arrow assignment",
        "Props for Act 2 (the tea set and the broken clock) -> Dominic.",
        "Dominic has found the tea set and the broken clock, both on the props table now.",
    ),
    (
        "waiting on",
        "Still waiting on the pharmacy to send over Mrs Okafor's repeat prescription.",
        "Mrs Okafor's repeat prescription came through from the pharmacy and she's collected it.",
    ),
    (
        "cancel",
        "We're planning to leaflet every flat in Greyfriars House about the rent meeting.",
        "The rent meeting has been called off, so the Greyfriars House leafleting is dropped.",
    ),
    (
        "imperative",
        "Rotate the API keys on the Fenwick staging server before the client demo.",
        "Fenwick staging keys rotated and the old ones revoked.",
    ),
    (
        "passive modal",
        "Mr Lowry ought to be told that Biscuit's walk moves to 3pm next week.",
        "Let Mr Lowry know about Biscuit's new 3pm slot and he's fine with it.",
    ),
    (
        "could question",
        "Could Hannah print the alto parts for the spring concert?",
        "Alto copies for the spring concert are in the music box, thanks to Hannah.",
    ),
    (
        "booked for",
        "The Luton van's inspection at Tilbury Motors is booked for Friday 9am.",
        "Luton van passed its inspection at Tilbury Motors, certificate's in the glovebox.",
    ),
    (
        "two sentences",
        "Kiln shelf cracked again. Ordering a replacement is on me.",
        "New kiln shelf arrived and it's in place.",
    ),
    (
        "going to",
        "I'm going to re-edit the Sunday folk show so it fits the new one-hour slot.",
        "Sunday folk show is trimmed down to the hour and uploaded.",
    ),
    (
        "are to",
        "Groundstaff are to reseed the worn patch at the pavilion end.",
        "Pavilion end patch reseeded by the groundstaff on Monday.",
    ),
    (
        "TODO marker",
        "TODO: back up the Carter-Singh wedding cards to the second drive.",
        "Carter-Singh cards copied onto the second drive and checked.",
    ),
    (
        "still hasn't",
        "Mr Ellis still hasn't sent the updated lunch rota to the kitchen.",
        "Kitchen has the new lunch rota now, Mr Ellis dropped it round at break.",
    ),
    (
        "subjectless will",
        "Will send the varroa counts to Gwen for the association newsletter.",
        "Gwen has the varroa counts for the newsletter.",
    ),
]

HELD_OUT_9_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Trued the back wheel on the green Peugeot this morning."),
    (1, "Delivered the Henderson engagement-shoot gallery today."),
    (2, "Friday nets at the leisure centre are confirmed for the juniors."),
    (3, "All the missing Year 4 consent forms are now in."),
    (4, "Repairs team carried out the damp survey at 16 Marlowe Court on Tuesday."),
    (8, "Mr Okafor's repeat prescription came through from the pharmacy."),
    (10, "Rotated the API keys on the Fenwick production server."),
    (13, "The Transit passed its inspection at Tilbury Motors this morning."),
    # partial progress
    (1, "Henderson wedding gallery is about half edited, the reception shots are next."),
    (14, "Found a supplier for the kiln shelf, just need to place the order."),
    (15, "Cut about ten minutes from the Sunday folk show so far."),
    # negated
    (5, "Didn't get to the queen excluder on hive 3, too many bees flying."),
    (18, "Still no lunch rota from Mr Ellis."),
    (6, "Haven't managed to finish the Ashworths' patio quote."),
    # future
    (16, "Groundstaff will reseed the pavilion end once the rain stops."),
    (19, "Going to send Gwen the varroa counts tomorrow evening."),
    (11, "I'll ring Mr Lowry about Biscuit's new time after lunch."),
    # questions about completion
    (7, "Has Dominic tracked down the tea set and the clock yet?"),
    (12, "Did Hannah ever print the alto parts?"),
    (17, "Are the Carter-Singh cards backed up, or are they still only on the camera?"),
]

HELD_OUT_9_CHIT_CHAT: list[str] = [
    "I need to sit down with a cup of tea before I do anything else.",
    "We've promised ourselves a proper lazy Sunday for once.",
    "Priya asked me to pass on her thanks for the flowers, so: thank you all!",
    "Weekend plans: absolutely nothing, and I intend to stick to it.",
    "My patience is being tested by this heatwave.",
    "Biscuit needs a nap after that walk, and honestly so do I.",
    "Summer is well overdue, if you ask me.",
    "Rehearsal snacks -> gone within five minutes, as usual.",
    "Still waiting on the sun to come out, typical bank holiday.",
    "We're planning to put our feet up once the show closes.",
    "Enjoy the long weekend, everyone.",
    "Those sandwiches ought to be illegal, they were that good.",
    "Could the weather be any nicer today?",
    "Sunshine booked for Friday, according to the forecast.",
    "Kiln's finally cooled. Really pleased with how this batch came out.",
    "I'm going to miss this lot when term ends.",
    "The bees are to be congratulated, that's a bumper crop this year.",
    "Mr Ellis still hasn't stopped talking about his holiday in Crete.",
    "Working on my tan while the glaze dries.",
    "I promise it won't rain for the match on Saturday.",
]
