"""Thirtieth held-out set for bench/loop_phrasing.py (--split held_out_30).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_30_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_30_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_30_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_30_PAIRS: list[tuple[str, str, str]] = [
    (
        "coding agent's note: failing test and its cause",
        "Agent notes: test_parse_duration fails on '1h30m', the regex drops the minutes part.",
        "Fixed the pattern in durations.py; '1h30m' now gives 5400 seconds and CI is green.",
    ),
    (
        "security tracker item: dependency to bump for a CVE",
        "SEC-88: billing-api still pins Pillow 9.5, which has the CVE-2023-50447 hole; bump it.",
        "billing-api runs on Pillow 10.2 in prod now, and the scanner shows SEC-88 as resolved.",
    ),
    (
        "lab notebook: sample sent off, result awaited before use",
        "Lab book 14/3: HeLa-K2 stock sent for mycoplasma screening, can't share it till we hear.",
        "Contamination PCR on HeLa-K2 is negative; vials logged as clean and released to Ilse.",
    ),
    (
        "cancel",
        "Fact-check queue: viral clip claims Thornbury council sold its bandstand for £1; verify.",
        "Binning the Thornbury bandstand item: the poster took it down and admitted a wind-up.",
    ),
    (
        "tenant's complaint passed on, third party",
        "Tenant at Flat 6, Wexley Court, says there are mice behind her kitchen kickboards.",
        "Pest contractor's been back to 6 Wexley Court twice; holes blocked, no droppings since.",
    ),
    (
        "back-room note: donated items held until checked",
        "Back room: nine donated table lamps can't go on the shop floor till they're PAT tested.",
        "Wojciech passed all nine lamps on his safety tester Tuesday; stickers on, priced at £6.",
    ),
    (
        "committee minutes: named person to order kit before a date",
        "Minutes, item 4: Anwen to order replacement goal nets before the lacrosse league opens.",
        "Two new 6x6 nets from Stix came Friday and Anwen has already laced them onto the frames.",
    ),
    (
        "technician log: fault alarm, machine parked",
        "T07, Carrock Moor: yaw brake fault alarm at 03:10, turbine's parked and not generating.",
        "Swapped the worn pads on T07's yaw ring; she's turning into the wind and exporting.",
    ),
    (
        "casework: please chase a department for a constituent",
        "Casework: please chase UKVI for Mrs Oyelaran, her spouse visa's been stuck 26 weeks.",
        "Good news for Mrs Oyelaran: the Home Office approved her husband's application today.",
    ),
    (
        "passive: equipment fault with its consequence",
        "The oximeter lead in sleep room 2 has been losing signal, so two studies were wasted.",
        "Clinical engineering fitted a new SpO2 cable in room 2; last night's trace was clean.",
    ),
    (
        "FIXME label: fault harming livestock",
        "FIXME: fish tank B's air pump is rattling and the tilapia are gasping at the surface.",
        "New diaphragm in the tank B aerator; dissolved oxygen's back to 7 and the fish are calm.",
    ),
    (
        "question asking a named person to repair before an event",
        "Could Rhodri re-leather the C5 handbell's clapper before the Christingle on the 8th?",
        "Rhodri's put fresh hide on C5's striker; it rings sweet again, ready for the service.",
    ),
    (
        "order with quantity and deadline, no verb",
        "Ottilie & Cormac: 120 letterpress invites on cotton card, posted out to them by 1 June.",
        "Ottilie's wedding cards are off the press, boxed and delivered; she sent us a photo.",
    ),
    (
        "animal symptom, then someone to book a visit",
        "Jasper the donkey is dropping his hay, his teeth want rasping; someone book the dentist.",
        "Mr Lund came and floated Jasper's back teeth; he cleared his whole haynet by lunchtime.",
    ),
    (
        "station log: kit overdue its test and taken off the appliance",
        "Station log: BA set 4 is overdue its monthly test, it's tagged off the appliance.",
        "Watch manager ran the full check on breathing apparatus 4; passed, back on the pump.",
    ),
    (
        "cabin log: defect reported to another department",
        "Cabin log, G-TLMN: aft galley oven 2 won't heat, reported to engineering at Gatwick.",
        "Engineers swapped the element in G-TLMN's rear oven 2; hot meals served to Funchal.",
    ),
    (
        "instructor's note: closed until an awaited part arrives",
        "Zip line 3 stays shut: the trolley's braking block is worn and Ziplok are sending one.",
        "Fitted Ziplok's part to the line 3 trolley, did ten sandbag drops; it's open again.",
    ),
    (
        "named person's submission must be in by a deadline",
        "Sunniva Berg's PhD thesis must be in by 30 September or her registration lapses.",
        "Sunniva uploaded her final dissertation to the portal on the 27th; receipt's on file.",
    ),
    (
        "yard board: data to be taken off a vehicle before an audit",
        "Yard board: tachograph data from Bashir's DAF to be downloaded before the DVSA audit.",
        "Pulled all 28 days off Bashir's DAF onto the laptop and filed them ready for the DVSA.",
    ),
    (
        "shelf note: pieces missing, replacements to order",
        "Shelf note: Wingspan copy 2 is missing half its egg tokens, order a spare set.",
        "Stonemaier's replacement bag turned up; Wingspan 2 is complete and back on the shelf.",
    ),
]

HELD_OUT_30_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Fixed the flaky timezone test in the same file; test_parse_duration still fails."),
    (1, "Opened a PR moving billing-api to Pillow 10.2; two image tests break, so not merged."),
    (2, "Has anyone heard from the screening lab about HeLa-K2's mycoplasma result?"),
    (3, "Asked Thornbury council's press office for the bandstand sale papers; nothing yet."),
    (4, "Flat 6 at Wexley Court heard scratching again last night, a week after the baiting."),
    (5, "Wojciech got through five of the lamps before his tester's battery died; four to go."),
    (6, "Anwen has a quote from Stix for the nets, but the treasurer has to approve it first."),
    (7, "T07 still won't yaw; the new pads didn't cure it, so it's parked till Monday."),
    (8, "UKVI replied to the MP's letter for Mrs Oyelaran: her case is with a decision maker."),
    (9, "Another patient in room 2 had gaps in the oxygen trace; engineering are booked Friday."),
    (10, "Cut tank B's feed, added an airstone; tilapia look calmer, the pump still rattles."),
    (11, "Rhodri says he'll bring his leather punch to Thursday's practice for the C5 bell."),
    (12, "Ottilie & Cormac's proof approved; first colour's on the press, second pass tomorrow."),
    (13, "Jasper's dental visit is pencilled in for the 19th; soaking his hay till then."),
    (14, "Tested BA sets 1 to 3 on drill night; set 4's regulator hissed, so it stays off."),
    (15, "Engineering deferred G-TLMN's oven 2 under the MEL; cold snacks only on today's legs."),
    (16, "Ziplok's parcel came, but it's the wrong block for the line 3 trolley; sent it back."),
    (17, "Sunniva's supervisor has signed off chapters one to five; the discussion is in draft."),
    (18, "Bashir's driver card is downloaded, but the unit in his DAF won't talk to the laptop."),
    (19, "Filled the gaps in Wingspan copy 2 with buttons for now; no eggs ordered as yet."),
]

HELD_OUT_30_CHIT_CHAT: list[str] = [
    "I'll admit it: the new espresso machine in the staff room beats the café over the road.",
    "Honestly need a week off; this one has somehow lasted about a month.",
    "Yusra's baby girl arrived at 4am, 7lb 2oz, and mum and daughter are doing brilliantly.",
    "Should have worn proper boots; the path through Ashcombe Wood was ankle-deep in mud.",
    "Nipping out for a cortado before the standup, back in ten.",
    "Shower thought: cheese on toast tastes twice as good after midnight.",
    "FYI: the canteen's doing katsu curry on Thursday, in case anyone's counting down.",
    "Leopold reckons the next Bond will be a woman; I've got a fiver that says otherwise.",
    "Monday 9th: the heating on the 08:12 was on full blast, like sitting in a greenhouse.",
    "Teodor's bonsai juniper is now older than his car, and he talks to it daily.",
    "PSA: a vixen and four cubs were playing behind the bike sheds at dawn, ridiculously cute.",
    "Might treat myself to the Le Guin hardbacks for my birthday; I deserve something nice.",
    "Should be clear skies tonight for the Perseids, if anyone fancies a look up.",
    "Lorcan has finally conceded that pineapple on pizza is acceptable. A historic day.",
    "Forecast: fog first thing on Friday, apparently burning off by eleven.",
    "I'll never get used to it being pitch black by half past four.",
    "Have to say, that was the best team lunch we've had in years; the pho was perfect.",
    "Mirela's back from Bucharest with a suitcase full of cozonac for the whole floor.",
    "Saturday: got up Pen y Fan in sleet and saw absolutely nothing, still worth it.",
    "Reading: halfway through Wolf Hall and completely hooked on Cromwell.",
]
