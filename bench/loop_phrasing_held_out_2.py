"""The second held-out set of ``bench/loop_phrasing.py`` (``--split held_out_2``): written
before the rule change it measures, in forms neither the tuned cases nor the first held-out set
use, in the format of ``bench/loop_phrasing_cases.py``.

``HELD_OUT_2_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_2_NOT_CLOSING``: (index in HELD_OUT_2_PAIRS, line) that must not close that
opener: another piece of work sharing its words or names, partial progress, a negated or future
completion, a question about it. ``HELD_OUT_2_CHIT_CHAT``: everyday intentions that are no work
to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_2_PAIRS: list[tuple[str, str, str]] = [
    (
        "volunteered",
        "Priya volunteered to organise the charity quiz night.",
        "The charity quiz night went ahead and raised 900 pounds.",
    ),
    (
        "should",
        "We should update the emergency contact list for the nursery.",
        "Nursery emergency contact list updated.",
    ),
    (
        "agreed to",
        "We've agreed to switch the office broadband to fibre.",
        "Office broadband switched over to fibre on Tuesday.",
    ),
    (
        "aim to",
        "The council aims to resurface Mill Lane before winter.",
        "Mill Lane has been resurfaced.",
    ),
    (
        "hoping to",
        "Hoping to finish the quarterly newsletter by Friday.",
        "Quarterly newsletter finished and mailed out.",
    ),
    (
        "asked to",
        "Asked the caretaker to unblock the drain behind the kitchen.",
        "The caretaker unblocked the drain behind the kitchen.",
    ),
    (
        "in progress",
        "Migration of the photo archive to the new NAS is in progress.",
        "Photo archive migration to the new NAS is complete.",
    ),
    (
        "set to",
        "The bakery is set to deliver the wedding cake on Saturday morning.",
        "Wedding cake delivered by the bakery.",
    ),
    (
        "next step",
        "Next step: draft the tenancy renewal for unit 7.",
        "Tenancy renewal for unit 7 drafted and sent for signature.",
    ),
    (
        "got to",
        "I've got to return the library books on the ballet.",
        "Returned the ballet library books.",
    ),
    (
        "arranged",
        "Arranged for an electrician to rewire the workshop.",
        "Workshop rewiring done, all sockets tested.",
    ),
    (
        "due to",
        "The auditors are due to review the charity's accounts.",
        "The auditors signed off the charity's accounts.",
    ),
    (
        "remind",
        "Remind me to cancel the gym membership.",
        "Gym membership cancelled.",
    ),
    (
        "on my list",
        "Fixing the squeaky gate is on my list.",
        "Fixed the squeaky gate with some oil and a new hinge.",
    ),
    (
        "assigned",
        "Maria has been assigned the rollout of the new booking form.",
        "The new booking form rollout is wrapped up.",
    ),
    (
        "pending",
        "The planning application for the extension is still pending.",
        "Planning application for the extension was granted.",
    ),
    (
        "will",
        "The vet will send the dog's vaccination certificate.",
        "Got the dog's vaccination certificate from the vet.",
    ),
    (
        "i'll",
        "I'll sort out the parking permits for the new starters.",
        "Parking permits for the new starters are sorted.",
    ),
    (
        "cancel",
        "The museum plans to lend the tapestry to the Paris exhibition.",
        "The tapestry loan to Paris has been dropped.",
    ),
    (
        "cancel",
        "I'll redesign the church website over the summer.",
        "Shelved the church website redesign; no time this year.",
    ),
    (
        "underway",
        "Work on the accessible ramp at the community centre is underway.",
        "The accessible ramp at the community centre is finished.",
    ),
    (
        "promise",
        "Told the neighbours we'd trim the overhanging conifer.",
        "Trimmed the overhanging conifer for the neighbours.",
    ),
]

HELD_OUT_2_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "Priya organised the staff summer picnic."),
    (1, "The emergency contact list for the after-school club was updated."),
    (2, "The home broadband was switched to a cheaper plan."),
    (3, "Mill Lane car park has been resurfaced."),
    (4, "The annual newsletter is finished."),
    (5, "The caretaker unblocked the sink in the staff toilets."),
    (6, "Migration of the music library to the new NAS is complete."),
    (7, "The bakery delivered the birthday cake for Sam."),
    (8, "Tenancy renewal for unit 9 drafted."),
    (9, "Returned the library books on gardening."),
    (10, "The electrician rewired the garage."),
    (11, "The auditors signed off the school's accounts."),
    (14, "The new booking confirmation email is live."),
    (16, "Got the cat's vaccination certificate from the vet."),
    (17, "Parking permits for the visitors are sorted."),
    (20, "The accessible toilet at the community centre is finished."),
    # partial progress, not completion
    (4, "Half of the quarterly newsletter is written."),
    (6, "About a third of the photo archive has been copied to the new NAS."),
    (10, "The electrician rewired half of the workshop."),
    (17, "Sorted out two of the five parking permits for the new starters."),
    (20, "Foundations for the accessible ramp at the community centre are poured."),
    # negated
    (1, "The nursery emergency contact list hasn't been updated."),
    (5, "The caretaker couldn't unblock the drain behind the kitchen."),
    (12, "The gym membership was not cancelled."),
    (15, "The planning application for the extension was not decided yet."),
    (21, "We never trimmed the overhanging conifer."),
    # future
    (2, "The office broadband will be switched to fibre next month."),
    (3, "Mill Lane will be resurfaced in October."),
    (7, "The wedding cake will be delivered at nine."),
    (11, "The auditors will sign off the charity's accounts in May."),
    (13, "I'll fix the squeaky gate at the weekend."),
    # questions about completion
    (0, "Did the charity quiz night go ahead?"),
    (9, "Have the ballet library books been returned?"),
    (14, "Is the new booking form rollout wrapped up?"),
    (16, "Has the vet sent the dog's vaccination certificate?"),
    (18, "Is the tapestry loan to Paris still on?"),
]

HELD_OUT_2_CHIT_CHAT: list[str] = [
    "I'll put the kettle on for everyone.",
    "I'll grab my coat.",
    "We'll walk home together.",
    "I'll call Mum tonight.",
    "I'm going to treat myself to a takeaway.",
    "Let's order pizza.",
    "I'll make us some pancakes.",
    "I'll water the plants while you're away.",
    "We should go for a swim sometime.",
    "I'll read a few pages before bed.",
    "I'm going to binge that new series.",
    "Let's meet at the cafe.",
    "I'll bring some snacks.",
    "I'll open a window, it's stuffy.",
    "We'll watch the match at the pub.",
    "I'm going to try the new ramen place.",
    "I'll walk you to the station.",
    "Let's take the scenic route.",
    "I'll pick a film for tonight.",
    "I'll wear the blue jumper.",
    "I'm going for a run before work.",
    "We'll split the bill.",
    "I'll tidy my desk a bit.",
    "Let's sit outside, it's sunny.",
    "I'll have a glass of wine.",
    "I'll turn the heating up.",
    "I'll lie down for ten minutes.",
    "We'll feed the ducks at the pond.",
]
