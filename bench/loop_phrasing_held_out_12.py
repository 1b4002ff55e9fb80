"""Twelfth held-out phrasing set for bench/loop_phrasing.py (--split held_out_12).

Written before the change it measures, by a writer who has not read the rules, using new
domains (garden centre, wedding venue, ice rink, animal sanctuary, care home, festival crew,
canoe club, driving school, repair cafe, university lab, local newspaper, warehouse,
campsite, library) and new wording. HELD_OUT_12_PAIRS holds (form, opener, closer) triples;
HELD_OUT_12_NOT_CLOSING holds lines that resemble a closer for the indexed opener but must
not close it; HELD_OUT_12_CHIT_CHAT holds everyday lines shaped like work notes that are not
tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_12_PAIRS: list[tuple[str, str, str]] = [
    (
        "we need to",
        "We need to re-pot the olive trees before the bank holiday rush.",
        "All the olive trees are in their new pots.",
    ),
    (
        "I'll promise",
        "I'll ring the caterer about gluten-free canapes for the Hendry wedding.",
        "Spoke to the caterer and the Hendry wedding's gluten-free canapes are sorted.",
    ),
    (
        "person still waiting for",
        "Marta's still waiting for parents to return the photo consent forms for the junior "
        "skating show.",
        "Every photo consent form for the junior skating show is now back with Marta.",
    ),
    (
        "label + needed",
        "Goat paddock fence: new post needed where they keep leaning on it",
        "Goat paddock fence has its new post in and it's solid.",
    ),
    (
        "request question",
        "Could someone book the minibus for the residents' seaside trip on the 14th?",
        "Minibus is booked for the seaside trip on the 14th, Dev got us the big one.",
    ),
    (
        "action: name to verb",
        "Action: Priya to chase the council about the road closure permit.",
        "Road closure permit came through from the council after Priya's calls.",
    ),
    (
        "overdue statement",
        "Our payment to the kayak supplier is two weeks overdue.",
        "Kayak supplier has been paid in full.",
    ),
    (
        "scheduled fragment",
        "Mock test with Callum scheduled for Tuesday afternoon.",
        "Did Callum's mock test this afternoon; he passed with two minors.",
    ),
    (
        "under way",
        "Halfway through fixing the toaster Jean brought in; I'll finish it next session.",
        "Jean's toaster is working again and she's taken it home.",
    ),
    (
        "thing has to be",
        "The centrifuge in lab 2 is making a grinding noise and has to be serviced.",
        "The engineer serviced the lab 2 centrifuge and the grinding has stopped.",
    ),
    (
        "still haven't heard",
        "Still haven't heard back from the councillor for a quote on the bypass story.",
        "Got the councillor's quote for the bypass story just before deadline.",
    ),
    (
        "todo prefix",
        "TODO: relabel the returns shelves in aisle C",
        "Aisle C returns shelves relabelled.",
    ),
    (
        "passive asked",
        "The weekend crew has been asked to clear the fallen branches from pitch 12 before Friday.",
        "Pitch 12 is clear of branches, thanks to the weekend crew.",
    ),
    (
        "imperative reminder",
        "Don't forget to send thank-you cards to everyone who volunteered at the open day.",
        "Thank-you cards posted to all the open day volunteers.",
    ),
    (
        "two sentences, reported promise",
        "The resurfacer blade is blunt. Tom says he'll sharpen it tonight.",
        "Tom put a fresh edge on the resurfacer blade after closing.",
    ),
    (
        "I promised",
        "I promised the bride's mother a floor plan of the marquee by Friday.",
        "Sent the marquee floor plan over to the bride's mother this morning.",
    ),
    (
        "cancel",
        "We're doing the river clean-up on Sunday the 3rd, meeting at the boathouse at ten.",
        "Sunday's river clean-up is off because the water's too high, and we won't be "
        "rescheduling it.",
    ),
    (
        "team supposed to",
        "Maintenance are supposed to patch the leaking polytunnel roof this week.",
        "Polytunnel roof is watertight again; maintenance sorted it on Tuesday.",
    ),
    (
        "awaiting fragment",
        "Awaiting sign-off from the library manager on the summer reading challenge posters.",
        "The library manager approved the summer reading challenge posters.",
    ),
    (
        "reported request",
        "Mrs Okafor asked if we could get large-print bingo cards for Thursday afternoons.",
        "Large-print bingo cards arrived and Mrs Okafor used one on Thursday.",
    ),
]

HELD_OUT_12_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "All the lemon trees are in their new pots."),
    (2, "Every photo consent form for the senior skating show is now back with Marta."),
    (4, "Minibus is booked for the garden centre trip on the 21st."),
    (9, "The engineer serviced the freezer in lab 2 this morning."),
    (11, "Aisle D returns shelves relabelled."),
    (12, "Pitch 14 is clear of branches now."),
    (14, "Tom put a fresh edge on the hire skates after closing."),
    (15, "Sent the table plan over to the bride's mother this morning."),
    # partial progress
    (2, "Half the photo consent forms for the junior skating show are back, about ten to go."),
    (13, "Wrote thank-you cards for the first twenty open day volunteers, more tomorrow."),
    (17, "Maintenance put a tarp over the polytunnel roof for now; proper repair still to come."),
    # negated
    (6, "The kayak supplier still hasn't been paid."),
    (10, "No quote from the councillor yet for the bypass story."),
    (3, "Didn't get the new post in on the goat paddock fence today, the ground's too hard."),
    # future
    (1, "I'll speak to the caterer about the Hendry canapes first thing Monday."),
    (7, "Callum's mock test will go ahead on Tuesday as planned."),
    (18, "The library manager plans to approve the summer reading posters next week."),
    # questions about completion
    (5, "Has the road closure permit come through from the council yet?"),
    (19, "Did the large-print bingo cards ever arrive for Mrs Okafor?"),
    (8, "Is Jean's toaster working again, or is it still in bits?"),
]

HELD_OUT_12_CHIT_CHAT: list[str] = [
    "I need to put my feet up after that shift.",
    "We should just order pizza tonight and watch something silly.",
    "Note to self: the sunset from the top car park is gorgeous.",
    "The cat is demanding his breakfast again, very loudly.",
    "Friday: doing absolutely nothing, and I can't wait.",
    "I wish I was on a beach in Crete right now.",
    "Feeling a bit wiped out today, nothing serious.",
    "Weather: grey and drizzly all afternoon.",
    "Still thinking about that lemon cake from lunch.",
    "Plan for Sunday: lie in, long walk, big roast.",
    "Going to have a cup of tea and stare out of the window for a bit.",
    "The dog needs a cuddle, apparently, and won't take no for an answer.",
    "Overdue: a proper holiday, honestly.",
    "Still waiting for spring to turn up properly.",
    "I'll probably just nap after lunch.",
    "Mood: sleepy but happy.",
    "Kids have been asking for pancakes all morning, as usual.",
    "Can't believe how fast this week has gone.",
    "Really fancy a curry tonight.",
    "The garden is begging for some sunshine.",
]
