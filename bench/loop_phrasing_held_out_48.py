"""Forty-eighth held-out set for bench/loop_phrasing.py (--split held_out_48).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_48_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_48_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_48_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_48_PAIRS: list[tuple[str, str, str]] = [
    (
        "Jamaican English me-not-missing promise to the banker: partner hand paid before the draw",
        "Miss Ivy, me not missing again: my partner hand reach you Friday, before the draw.",
        "Carried the eight thousand round to Miss Ivy yard; she tick it off in the book already.",
    ),
    (
        "Nigerian English abeg text: big party cooler lent to a friend, wanted for an owambe",
        "Biodun abeg, the big cooler you carried for your sister's intro, I need it b4 Sat o.",
        "The ice chest don land back, washed and dry; his driver dropped it at the gate.",
    ),
    (
        "British not-being-funny housemate text: upstairs toilet cistern running day and night",
        "Not being funny but the upstairs loo hasn't stopped hissing since Tuesday, it just runs.",
        "New flush valve in; the cistern fills, clicks off and goes quiet like a normal toilet.",
    ),
    (
        "flat logbook entry with a day first: smart meter swap, someone home for the fitter",
        "Flat logbook, Tue: smart meter swap 8am-12, need one of us home to let the fitter in.",
        "Fitter's been and gone; the little screen on the counter says a kettle boil costs 4p.",
    ),
    (
        "Welsh tell-Mam promise: grandfather's grave scrubbed and planted for Flowering Sunday",
        "Tell Mam I'll have Bampi's grave scrubbed and planted up for Sul y Blodau, no worries.",
        "Headstone's gleaming and there's daffs and primroses along the kerb; Mam cried, bless.",
    ),
    (
        "Indian English itself-today request to a husband: cooking gas cylinder refill to book",
        "Ji, last cylinder is on now, book the gas refill today itself, else no chai by Sunday.",
        "Agency boy came, new cylinder fitted to the stove and the spare one is standing full.",
    ),
    (
        "Australian someone-pay-it-yeah post to the house chat: box trailer rego runs out Friday",
        "Trailer rego's up Friday and we're doing the tip run Sat, someone pay it, yeah?",
        "Paid it online at smoko, box trailer's legal on the road till next March.",
    ),
    (
        "NZ help-plus-heaps text: Plunket nurse home visit for a baby's six-week check",
        "Plunket nurse coming Thurs 10ish for Ari's six-week check, house is heaps messy, help!!",
        "Nurse has been, Ari's put on heaps and she's stoked with him; never looked at the floor.",
    ),
    (
        "Scottish mind-and text: auntie's crystal trifle bowl lent out, wanted for a christening",
        "Mind and get Auntie Senga's good trifle bowl back off Jacqui, she wants it for Sunday.",
        "Took the crystal dish round to Senga's; she'd the kettle on before I'd my coat off.",
    ),
    (
        "cancel",
        "Yard sale, 42 Birchwood Cres, Sat 7-noon: baby gear, tools, vinyl. No early birds pls",
        "Update folks: Birchwood sale's off this weekend, Hydro's digging up the street. Sorry!",
    ),
    (
        "Irish tell-the-mammy text, work started: turf being footed on the bog",
        "Tell the mammy we're above on the bog footing the turf, we'll not be home for dinner.",
        "Every sod's footed and the first load's home in the shed, dry as snuff.",
    ),
    (
        "text-speak lowkey reminder: streaming free trial to unsubscribe from before it charges",
        "lowkey need 2 unsub from that free trial b4 it takes £10.99 off me tmrw, remind me pls",
        "sorted the sub thing, no charge, got the 'sorry to see u go' email lol",
    ),
    (
        "Canadian got-it-booked text: winter tire swap at the shop before the first snow",
        "Got the tire swap booked at Ferraro's Thurs 4:15; winters are stacked by the garage.",
        "Snows are on and torqued, summers are bagged up in the shed. Bring on November.",
    ),
    (
        "American text with lol: pizza money owed by a roommate, Venmo requested",
        "Tyler you still owe me $22 for Friday's pizza and wings lol, Venmo me when you can.",
        "Venmo notification just hit: $22 from T with a pizza emoji. We're square.",
    ),
    (
        "Trinidadian ent-you-say text: a promise to fix a mother's gate latch, dog getting out",
        "Ent you say since Easter you going to fix Mammy gate latch? Rex out on the road again.",
        "New bolt on the front gate and it catching proper now; Rex vex he can't get out.",
    ),
    (
        "shop door sign with sorry-folks: cash machine out of order, bank engineer booked",
        "Sorry folks, CASH MACHINE OUT OF ORDER, engineer booked Weds. Cashback at the till.",
        "Cashpoint's up and running again, dishing out tenners and twenties. Ta for your patience",
    ),
    (
        "mum's kitchen whiteboard, before-September list: kids' feet measured for school shoes",
        "Before Sept: BOTH kids' feet measured + new school shoes. Ollie's toes are out the end.",
        "Clarks done: Ollie's up a size and a half, Tia's in T-bars; both boxes are in the hall.",
    ),
    (
        "Yorkshire is-ON group post: class of '99 school reunion in a pub function room",
        "Class of '99 reunion is ON: upstairs at the Black Bull, Sat 14th June, 7 till late.",
        "The '99 lot did us proud Sat: forty-odd in the Bull's back room, Mr Kerr in a cravat.",
    ),
    (
        "book group notes with the group name first: a named member to ask the library for a set",
        "Wednesday Readers, 3 April: Harriet kindly offered to get the library to order Klara.",
        "Ten copies of the Ishiguro are waiting at the desk under 'Wednesday Readers'.",
    ),
    (
        "voice-to-text to a partner, babe-I've-left: washing left in the machine, to hang out",
        "Babe I've left a load in the machine, can you get it on the line before you go out",
        "All pegged out on the rotary, your work shirts on hangers so they don't crease.",
    ),
]

HELD_OUT_48_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Give Miss Ivy four thousand on account; other half of the hand coming when I get paid."),
    (1, "Biodun returned the canopy poles and small cooler; the big one still dey his sister's."),
    (2, "Jiggled the handle and it shut up for an hour, then it was hissing again at 2am."),
    (3, "Fitter came, says the meter cupboard might be asbestos; they'll send a different team."),
    (4, "Scrubbed the headstone Saturday but the daffs are still in a bucket in the shed, mun."),
    (5, "Booked on the IVRS, message says delivery within 3 working days; still on the last one."),
    (6, "Pink slip's done for the trailer, but the rego itself's still sitting there unpaid."),
    (7, "Plunket rang, nurse is crook, they'll ring back to rebook Ari's check for next week."),
    (8, "Jacqui's handed back Senga's cake tins and the wee spoons; bowl's still in her press."),
    (9, "Forecast's iffy but the Birchwood yard sale's a go; tables and tarps are in the garage."),
    (10, "Got two banks footed before the rain came across; the rest is lying flat above."),
    (11, "went 2 unsub n it offered me 3 months half price so i... took it?? still paying tho"),
    (12, "Ferraro's only got the fronts on, two rear valve stems are shot; back Monday for those"),
    (13, "Tyler Venmo'd $9 'for the wings', says he'll do the pizza part on payday."),
    (14, "Tie the gate with some wire for now; the bolt buying Saturday when the hardware open."),
    (15, "Engineer's been; cash machine needs a new dispenser unit, so no cash till Monday."),
    (16, "Got Ollie sorted in Clarks; Tia's size was out, they're ordering to store for next wk."),
    (17, "Black Bull's confirmed the function room for the reunion; only 19 paid up so far."),
    (18, "Library can do the Ishiguro set but not till June, so May's book needs a rethink."),
    (19, "Hung the towels out, but the rest is still sitting wet in the drum, no pegs left."),
]

HELD_OUT_48_CHIT_CHAT: list[str] = [
    "Partner draw gossip: Miss Ivy's grandson saving his hand for a PS5 and telling everybody.",
    "Owambe report: DJ played Kollington for two hours and the aunties refused to sit down.",
    "Not gonna lie, the new shower gel smells exactly like those pink wafer biscuits.",
    "Flat noticeboard: someone's drawn a moustache on the fire safety poster. Improvement tbh.",
    "Chapel tea after: Mrs Pugh's Welsh cakes gone in four minutes flat, a new record.",
    "Aunty from 4B says the new watchman sings old Rafi songs all night, quite nicely also.",
    "Arvo at the tip: bloke in thongs unloading a whole piano, didn't even break a sweat.",
    "Whānau chat: Nana's knitted a hat so big it'd fit a rugby ball, bless her.",
    "I'll tell ye, nothing beats a fish supper eaten in the car at Portobello in the rain.",
    "Yard sale finds: a lava lamp, a fondue set and a bread maker still in its box.",
    "The bog today: skylarks going mad overhead, not a breath of wind, only the midges.",
    "ngl the group chat has been unhinged since 6am n i love it",
    "We should all just move to Kelowna, it's 12 degrees there and I'm scraping ice in Edmonton.",
    "Roommate update: Tyler's sourdough starter has a name now. It's Doughlene.",
    "Tantie say the mango tree bearing so heavy this year the branches touching the ground.",
    "Till talk: Mrs Ashby reckons the pigeons on the roof have more sense than the council.",
    "Fridge door art: Tia's drawn the whole family as potatoes. I'm the big one.",
    "We should get Gloria on Strictly, honestly, the woman has no fear on a dance floor.",
    "Reading group aside: Harriet's convinced every Ishiguro narrator is lying to her. Fair.",
    "I'll go to my grave saying a windy Saturday dries washing better than any sunny one.",
]
