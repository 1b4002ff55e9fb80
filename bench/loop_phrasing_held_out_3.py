"""The third held-out set of ``bench/loop_phrasing.py`` (``--split held_out_3``): written before
the rule change it measures, in new domains and wording, in the format of
``bench/loop_phrasing_cases.py``. Half of its openers are obligations and reminders (the forms
held-out set 2 showed unread, here in other words), half forms no earlier set uses.

``HELD_OUT_3_PAIRS``: (form, opener, closer) where the closer finishes or cancels the opener's
work. ``HELD_OUT_3_NOT_CLOSING``: (index in HELD_OUT_3_PAIRS, line) that must not close that
opener. ``HELD_OUT_3_CHIT_CHAT``: everyday lines, advice and wishes that are no work to track.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the rule change.
HELD_OUT_3_PAIRS: list[tuple[str, str, str]] = [
    (
        "should",
        "The lab should recalibrate the centrifuge before the next batch.",
        "Centrifuge recalibrated this morning.",
    ),
    (
        "ought to",
        "We ought to replace the cracked skylight in the studio.",
        "The cracked studio skylight has been replaced.",
    ),
    (
        "must",
        "Harbour office must renew the mooring licences by April.",
        "Mooring licences renewed with the harbour office.",
    ),
    (
        "asked to",
        "Asked Jonas to file the warranty claim for the forklift.",
        "Jonas filed the forklift warranty claim.",
    ),
    (
        "remind",
        "Remind me to book the farrier for the grey mare.",
        "Farrier booked for the grey mare on Thursday.",
    ),
    (
        "on the list",
        "Servicing the boiler at the chapel is on my list.",
        "Chapel boiler serviced, certificate in the folder.",
    ),
    (
        "set to",
        "The printers are set to deliver the exhibition catalogues next week.",
        "Exhibition catalogues delivered by the printers.",
    ),
    (
        "assigned",
        "Dana has been assigned the rewrite of the onboarding guide.",
        "Dana finished the onboarding guide rewrite.",
    ),
    (
        "pending",
        "Refund for the cancelled ferry crossing still pending.",
        "Ferry crossing refund received.",
    ),
    (
        "have got to",
        "We have got to reseal the shower tray in the guest room.",
        "Guest room shower tray resealed.",
    ),
    (
        "supposed to",
        "The landlord is supposed to fix the intercom at number 12.",
        "The intercom at number 12 works again, the landlord fixed it.",
    ),
    (
        "meant to",
        "I'm meant to submit the grant progress report to the trust.",
        "Grant progress report submitted to the trust.",
    ),
    (
        "the plan is",
        "The plan is to repoint the garden wall in spring.",
        "Garden wall repointed.",
    ),
    (
        "would like",
        "I'd like to get the loft insulation topped up before winter.",
        "Loft insulation topped up to 300 mm.",
    ),
    (
        "needs doing",
        "The van's cambelt needs doing.",
        "Cambelt on the van done at the garage.",
    ),
    (
        "outstanding",
        "Outstanding: signed consent forms for the choir trip.",
        "All consent forms for the choir trip are in.",
    ),
    (
        "on the agenda",
        "Choosing a new payroll provider is on the agenda for March.",
        "We chose Brightpay as the new payroll provider.",
    ),
    (
        "booked in",
        "The dishwasher repair is booked in for Tuesday.",
        "The engineer repaired the dishwasher.",
    ),
    (
        "awaiting",
        "Still awaiting the structural engineer's report on the barn.",
        "The structural engineer's report on the barn came through.",
    ),
    (
        "cancel",
        "We plan to tarmac the farm track.",
        "Tarmacking the farm track has been called off.",
    ),
]

HELD_OUT_3_NOT_CLOSING: list[tuple[int, str]] = [
    # another piece of work sharing the opener's words or names
    (0, "The freezer in the lab was recalibrated."),
    (1, "The cracked window in the kitchen has been replaced."),
    (2, "Fishing licences renewed for the club."),
    (3, "Jonas filed the expense claim for the conference."),
    (4, "Farrier booked for the pony."),
    (6, "The printers delivered the wedding invitations."),
    (7, "Dana finished the rewrite of the sales deck."),
    (8, "Refund for the theatre tickets received."),
    (10, "The landlord fixed the intercom at number 14."),
    (13, "Cavity wall insulation topped up in the extension."),
    (16, "We chose a new pension provider."),
    # partial progress
    (1, "Half of the skylight frame in the studio is replaced."),
    (12, "The first section of the garden wall is repointed."),
    (15, "Four of the nine consent forms for the choir trip are in."),
    # negated
    (0, "The centrifuge was not recalibrated in time."),
    (5, "The chapel boiler hasn't been serviced."),
    (9, "We never resealed the guest room shower tray."),
    # future
    (11, "The grant progress report will be submitted on Monday."),
    (17, "The dishwasher will be repaired next week."),
    # questions about completion
    (14, "Has the van's cambelt been done?"),
    (18, "Did the structural engineer's report on the barn come?"),
]

HELD_OUT_3_CHIT_CHAT: list[str] = [
    "You should try the new bakery on Mill Street.",
    "I should get an early night.",
    "We ought to catch up more often.",
    "I'd like a cup of tea.",
    "I'm meant to be relaxing this week.",
    "Remind me what the film was called.",
    "The plan is to have a quiet weekend.",
    "We should go to the beach if it's sunny.",
    "You must come round for dinner.",
    "I have got to say the view is lovely.",
    "I'd like to see the sea again.",
    "It's supposed to rain tomorrow.",
    "We're meant to meet at the pub at eight.",
    "You ought to see the sunset from the hill.",
    "I should stretch more.",
    "I'd like to thank everyone for coming.",
    "Let's grab a bite after the meeting.",
    "I'm going to put my feet up.",
    "We should totally get a dog.",
    "I'll catch you later.",
]
