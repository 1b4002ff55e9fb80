"""Thirty-first held-out set for bench/loop_phrasing.py (--split held_out_31).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_31_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_31_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_31_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_31_PAIRS: list[tuple[str, str, str]] = [
    (
        "diary label: sample sent off, result awaited before work can go on",
        "Reno diary, day 41: bit of back-bedroom Artex posted off for an asbestos test.",
        "Certificate from Hartwell Analytical: swirly ceiling's clean, so Lenny skims on Monday.",
    ),
    (
        "third party is chasing a supplier for a group order",
        "Wendy's chasing Tuckers for our bulk order of Charlotte and Pink Fir seed spuds.",
        "Forty sacks of tubers stacked in the trading hut; plot holders can collect Sunday.",
    ),
    (
        "office note: pupil's medicine out of date, parent contacted",
        "Office: Jayden Moss's inhaler in the medical cupboard expired Friday; mum's been texted.",
        "Mrs Moss handed a new blue puffer in at reception, good till next May; it's in his box.",
    ),
    (
        "day list line: time, patient and procedure, no verb",
        "4.15 Nutmeg (cavapoo): ten-day post-spay check and sutures out, Dr Quigley.",
        "Nutmeg's scar is flat and dry, every stitch snipped, cone off; discharged, no recheck.",
    ),
    (
        "book held up until a rights holder agrees",
        "Iona's memoir can't go to the typesetter until the MacCaig estate okays the epigraph.",
        "Signed licence back from the MacCaig estate for the poem at the front of Iona's book.",
    ),
    (
        "crew brief: passive job with a deadline",
        "Crew brief: trackway from gate C to the food court to be down before traders roll in.",
        "Panels pinned end to end across the showfield; burger vans drove in without a rut.",
    ),
    (
        "cancel",
        "Must enter Isla for Grade 3 piano before the ABRSM booking window shuts on the 14th.",
        "Isla's mum would rather hold her back a term, so no exam for her this session.",
    ),
    (
        "helpdesk ticket: new starter needs accounts and kit by a day",
        "INC-5530: Oskar starts in payroll Monday; needs a login, mailbox and laptop with Sage.",
        "Oskar signed in fine at nine today and the payroll software opens on his ThinkPad.",
    ),
    (
        "minutes item: damage reported, clerk to get a replacement",
        "Item 7: Stanbridge village sign flattened by a tractor; clerk to get a new one made.",
        "The oak board with the windmill carved on it went up at the crossroads on Thursday.",
    ),
    (
        "survey note: customer's goods must be cleaned before export",
        "Survey, Abaras to Auckland: garden tools and bikes must be spotless for NZ customs.",
        "Steam-cleaned the Abaras' spades, mower and both bikes; not a speck of soil on any.",
    ),
    (
        "returned work: practice wants it redone in another shade",
        "Back from Dr Sandhu: Mr Coyle's upper crown is too yellow, remake in A1 by the 18th.",
        "Second go at Mr Coyle's tooth went out paler; Sandhu fitted it and he's delighted.",
    ),
    (
        "question asking someone to do a repair before a concert",
        "Can you rehair Morwenna's cello bow? Half of it's snapped and she's playing Saturday.",
        "Morwenna's stick has fresh Mongolian white in it, rosined up; she collected it Thursday.",
    ),
    (
        "order number: extra lettering on an existing memorial",
        "Order 212: Edna's name and dates to be added to the Pritchard stone at St Cuthbert's.",
        "Edna now sits beneath Harold in the churchyard, letters cut and gilded to match his.",
    ),
    (
        "item ordered for a patient and awaited from a lab",
        "Mrs Ingleby's custom insoles ordered from the orthotics lab, roughly three weeks.",
        "Fitted Mrs Ingleby's moulded foot supports today; her heel pain's easing already.",
    ),
    (
        "referral handed on to a named worker, with what's needed",
        "Passing Mr Oduya's referral to Siobhan: grab rails beside his toilet and a bath board.",
        "Siobhan's kitted out the Oduyas' bungalow; he's managing the loo and the tub on his own.",
    ),
    (
        "capitals notice: fault with what happened",
        "COURT 2 OUT OF USE: inside door handle has come off, two players got shut in last night.",
        "Fixed the catch on the second court; it opens from inside again, bookings back on.",
    ),
    (
        "we still owe a customer a credit",
        "We still owe the Kowalczyks a credit for last week's box; the leeks were slimy.",
        "Knocked £3.50 off the Kowalczyks' next invoice to make up for that rotten veg.",
    ),
    (
        "obligation with a deadline and its consequence, no subject",
        "Paediatric first aid certificate runs out 12 Oct; Ofsted won't let me mind without it.",
        "Sat the two-day St John course in Dunstable; I'm covered for another three years.",
    ),
    (
        "colleague's fault report passed on",
        "Dunc says the Wild West pusher keeps eating 2ps but the shelf hasn't moved since Sunday.",
        "Engineer freed the sweeper arm on the Wild West machine; it's shoving coppers off again.",
    ),
    (
        "promise to a customer to get hold of an item",
        "Told Declan I'd get hold of the Saga #67 variant for his pull box, whatever it takes.",
        "Declan's variant came in today's shipment; bagged, boarded, behind the till for him.",
    ),
]

HELD_OUT_31_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Lab rang: the Artex sample arrived in bits, they need another scraping posting."),
    (1, "Tuckers say the Charlottes ship Friday; the Pink Firs are out of stock till March."),
    (2, "Jayden's mum says she'll drop a new inhaler in tomorrow, the chemist's ordered one."),
    (3, "Nutmeg's owner rang to move her stitches-out from today to Thursday morning."),
    (4, "Wrote to the MacCaig estate about the epigraph; they say replies take six weeks."),
    (5, "Half the trackway's down; ran out of panels by the ice cream stand, more due at ten."),
    (6, "Isla played her Grade 3 scales perfectly today; the entry form's on the piano for mum."),
    (7, "Oskar's login and mailbox are done; his laptop's still on back order from Dell."),
    (8, "Three quotes in for the Stanbridge sign; council to pick one at the March meeting."),
    (9, "Abaras' bikes are washed; the garden tools are still caked, doing them Friday."),
    (10, "Took a fresh shade photo of Mr Coyle; remake starts once Dr Sandhu approves it."),
    (11, "Morwenna's bow is in the queue; I'll get to it once the horsehair delivery lands."),
    (12, "Drew up Edna's lettering for the Pritchard stone; family to approve it before we cut."),
    (13, "Orthotics lab says Mrs Ingleby's insoles are being moulded, due out next Tuesday."),
    (14, "Siobhan's measured up Mr Oduya's bathroom; the rails are still on order."),
    (15, "Replaced the flickering strip light over court 2; its door's still hanging off."),
    (16, "Has anyone actually put through the Kowalczyks' credit for those leeks?"),
    (17, "Booked onto the paediatric first aid course in Dunstable for 2 and 3 October."),
    (18, "Dunc says the Wild West pusher's at it again; the engineer can't come till Tuesday."),
    (19, "Saga #67 variant is back on the distributor's list; Declan's copy should ship soon."),
]

HELD_OUT_31_CHIT_CHAT: list[str] = [
    "Halfway through a Tove Jansson biography and now I want to live on a Finnish island.",
    "Started reading the whole of Discworld in order; on book nine and no regrets so far.",
    "I'll say it once and then drop it: beige Christmas jumpers should be banned.",
    "Thursday 6th: someone's yarn-bombed the postbox on Cranbrook Street with a knitted Nessie.",
    "Note, purely for smugness: ten thousand steps every single day this month so far.",
    "Haruto brought in homemade mochi and there's a queue at his desk like the Post Office.",
    "Apparently wombats do cube-shaped poo; Year 4 told me so with great authority.",
    "Sunday: cycled the Tissington Trail with the kids, two punctures and one ice cream each.",
    "Honestly, the Countdown clock is the most stressful thirty seconds on daytime telly.",
    "I'll never beat my nan at rummy; she's eighty-six and completely ruthless.",
    "Label on the office fridge: 'Nigel's yoghurt, do not touch'. It's dated 2019.",
    "News: Eilidh passed her driving test on the fourth go and she's over the moon.",
    "Should be a full moon on Friday; the last one had the dog howling at the window.",
    "Joke from the tea room: why did the scarecrow get promoted? Outstanding in his field.",
    "Fancy trying the new Georgian restaurant by the bus station one of these evenings.",
    "Mrs Ibbotson next door turned ninety-seven and still does the Times crossword in pen.",
    "Mid-March and the magnolia by the library's already out; winter's given up, clearly.",
    "Need to admit defeat: Derrick's pub quiz team has beaten us six weeks running.",
    "Grandad Stan swears the kestrel on the pylon is the same one every year since 1990.",
    "Big shout to Folasade, who ran her first parkrun in under thirty minutes on Saturday.",
]
