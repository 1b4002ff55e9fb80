"""Forty-fifth held-out set for bench/loop_phrasing.py (--split held_out_45).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_45_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_45_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_45_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_45_PAIRS: list[tuple[str, str, str]] = [
    (
        "rocking horse restorer's promise to a named customer: repainted before a christening",
        "Consider it done, Margaret - Dobbin'll have his dapples and new mane by the christening.",
        "Dobbin's home in Margaret's hall, freshly dappled, new horsehair mane; baby's had a go.",
    ),
    (
        "youth football referees' pool: the county FA will find a ref for an under-12s cup final",
        "Refs' pool update: County FA reckon they'll get someone appointed to the U12 final Sun.",
        "County FA put Dionne Marsh on the U12 final; she reffed it brilliantly, not one moan.",
    ),
    (
        "Christmas tree farm diary waiting on a named contractor: tree netter jammed",
        "Tree farm, Fri: netting funnel's jammed, can't bag a single tree until Colm gets here.",
        "Colm swapped the funnel ring on the netter; we bagged 300 Nordmanns before lunch Sat.",
    ),
    (
        "American drive-in theater work order: FM transmitter dropping out mid-movie",
        "WO 1187, Starlite Drive-In: FM transmitter keeps cutting out, cars lose sound mid-reel.",
        "Starlite's got a new transmitter antenna; sound held through the whole double feature.",
    ),
    (
        "youth hostel night desk handover with a time: drying room heater dead, boots soaking",
        "23:40 from the night desk: drying room heater's dead and a DofE group's in, all soaked.",
        "Maintenance fitted a new heater in the drying room; the DofE lot left in dry boots at 8.",
    ),
    (
        "Google Chat to a named colleague at an architects' practice: plotter streaking",
        "Rosa, you're our plotter whisperer - it streaks every A0 sheet and Wharf St goes in Thu.",
        "Rosa cleaned the plotter heads and swapped a cartridge; Wharf St drawings went in crisp.",
    ),
    (
        "text to a gate installer by first name: electric gates at a farm shop stuck open",
        "Sorry to bother you on a Sunday, Lee - farm shop gates are stuck wide open again.",
        "Lee put a new photocell on the farm shop gates; they swing shut on the fob every time.",
    ),
    (
        "town council newsletter, passive progressive: war memorial cleaned and names regilded",
        "Council news: the war memorial is being cleaned and its names regilded for Remembrance.",
        "Cleaned the war memorial top to bottom, regilded all 61 names; it looked grand Sunday.",
    ),
    (
        "text from a teenager in lower case: snapped retainer, orthodontist before a holiday",
        "dad my retainer snapped at lunch can u ring the orthodontist b4 we go spain pls",
        "Orthodontist fitted Jake a new retainer this morning; he's sulking but sorted for Spain.",
    ),
    (
        "cancel",
        "Soapbox derby down Church Hill, Sun 22nd: 18 carts entered, straw bales dropping Sat.",
        "Soapbox derby's scrapped, police couldn't shut Church Hill; entry fees refunded today.",
    ),
    (
        "chiropody clinic diary: a named patient's ingrown toenail before a charity walk",
        "Clinic diary Tue 2:40 - Mr Brennan, ingrown nail, L big toe, doing the Three Peaks Sat.",
        "Took the spike out of Mr Brennan's toenail under local; he finished the Three Peaks Sun.",
    ),
    (
        "racing yard, note by the tack room to a named lad: horse walker stopping every few laps",
        "Tack room door - Kieran, walker keeps stopping every few laps, two-year-olds stay off.",
        "Kieran had the electrician out to the walker; it took the whole string round this am.",
    ),
    (
        "camera club minutes asking a named member to mend the print stands before an exhibition",
        "Club mins 4b: members asked if Ray might mend the wobbly print stands pre-exhibition.",
        "Ray bolted new feet on every print stand; the exhibition stood rock steady all weekend.",
    ),
    (
        "university anatomy teaching lab fault: downdraft tables not extracting",
        "Anatomy lab 2: downdraft on tables 3-8 isn't pulling, formalin smell is unbearable.",
        "Anatomy lab 2 has a new extract fan on the roof; tables 3-8 pulling hard, air's clear.",
    ),
    (
        "text with typos and no apostrophes: carpet cleaner lent to a neighbour, wanted back",
        "bev hav u finished with the carpet cleaner? dogs been sick on the landing agen",
        "Bev brought the carpet cleaner round tonight, tank rinsed out, plus a bottle of shampoo.",
    ),
    (
        "capitals sign at a soft play centre: big slide closed with a cracked panel",
        "BIG SLIDE CLOSED - PANEL CRACKED HALFWAY DOWN. SORRY KIDS, OTHER SLIDES ARE OPEN.",
        "Fitter replaced the cracked panel on the big slide; kids queueing up for it again.",
    ),
    (
        "Geordie proggy mat maker's promise to a named customer: hearth mat before a housewarming",
        "Divvent worry, Sheila pet, yer mat'll be progged an' backed afore the housewarmin'.",
        "Sheila's mat is progged, backed an' laid by the fire; the housewarmin' crowd loved it.",
    ),
    (
        "gym app report: cable on a crossover machine fraying at the pulley",
        "Gym app report, Kingsway: cable on the crossover machine is fraying at the top pulley.",
        "Kingsway's crossover has a new cable on the top pulley; the taped-off sign's gone.",
    ),
    (
        "we'd best: beach hut repainted before the council's inspection walk",
        "We'd best get the beach hut painted before the council do their walk along the prom.",
        "Beach hut's had two coats of sage green; council walked past and called it the smartest.",
    ),
    (
        "biro on a greengrocer's paper bag: cold room door not sealing before Christmas orders",
        "Biro on a paper bag: cold room door won't seal!! Must be fixed for the Xmas veg orders",
        "Cold room has a new door gasket, Raj fitted it; shuts with a thunk, sprouts stay crisp.",
    ),
]

HELD_OUT_45_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Dobbin's had his dapples painted on; the horsehair for his mane still hasn't come."),
    (1, "County FA have a ref for the U14 final; still nobody for the U12s on Sunday."),
    (2, "Colm rang, the funnel ring's on back order; he's hoping to be out by Wednesday."),
    (3, "Replaced the fuse in Starlite's transmitter; sound still dropped out in the late show."),
    (4, "Drying room heater's tripped again; maintenance can't get out to us till Tuesday."),
    (5, "Rosa ran a head clean on the plotter, still streaking; she's asked the supplier in."),
    (6, "Lee's got the farm shop gates down for Tuesday, reckons it sounds like the photocell."),
    (7, "War memorial's cleaned; the names won't be regilded till the gilder's free in spring."),
    (8, "Orthodontist can't see Jake till after Spain; he'll have to go without his retainer."),
    (9, "Two more carts entered for the Church Hill soapbox derby; the straw bales are booked."),
    (10, "Mr Brennan rang to move his appointment to Wednesday; the toenail's no better."),
    (11, "Kieran's checked the walker's fuse and it's still stopping; electrician's booked Fri."),
    (12, "Item 4b carried over: Ray hasn't had a chance to look at the print stands yet."),
    (13, "Estates looked at the anatomy lab downdraft; the roof fan needs replacing, on order."),
    (14, "bev txt back: her sisters borrowed the carpet cleaner off her now, wil get it sun"),
    (
        15,
        "Fitter's measured the big slide's cracked panel; new one's being made, slide stays shut.",
    ),
    (16, "Sheila's mat is progged but not backed yet; ran oot of hessian, more comin' Monday."),
    (17, "Gym app: your report about the Kingsway crossover machine has gone to the site team."),
    (18, "Bought the sage green paint for the beach hut; rain's forecast all week though."),
    (19, "Raj has ordered a gasket for the cold room door; sprouts are in the van for now."),
]

HELD_OUT_45_CHIT_CHAT: list[str] = [
    "Refs' chat: someone's nan yelled 'he's blind!' at an under-9s game, then brought us cake.",
    "Hostel log 02:15: two owls having a shouting match outside the bunk room window.",
    "Clinic diary margin: Mrs Pike's granddaughter has qualified as a midwife, she's glowing.",
    "Tack room door: the grey filly found the only puddle on the gallops and rolled in it.",
    "Camera club mins, AOB: Ray's sunset over the pier made the paper's calendar for March.",
    "Soft play café: I'll have a flat white and whatever the toddler doesn't finish, ta.",
    "I'll be the one in the red bobble hat by the main entrance, you can't miss me.",
    "Film night at ours Friday? I'll bring the crisps and the terrible jokes.",
    "Farm shop till: a lad paid for one duck egg entirely in 5p pieces, bless him.",
    "Tree farm, Sun: a robin followed the tractor up and down the rows all morning.",
    "Drive-in notes: a couple got engaged on row C during the credits, everyone honked.",
    "Text from the teenager: 'can I have a lift'. No hello, no please, no location.",
    "Gym app notification: 'You've hit a 3-week streak!' Have I, though.",
    "Beach hut diary: mist rolled in at 3 and the whole prom went quiet and silvery.",
    "Anatomy lab chatter: the new demonstrator hums ABBA the entire time she's teaching.",
    "Studio chat: someone's brought in a sourdough starter and named it Doughvid Bowie.",
    "Next door's cat has started sleeping in our log basket like he's paying rent.",
    "Council newsletter, back page: the bin crews' charity calendar raised £2,300. Nice one.",
    "I'll miss evenings like this when it turns, sat out with a cuppa at nine.",
    "Nan on the phone: forty minutes about the new vicar's shoes, and they're just brown.",
]
