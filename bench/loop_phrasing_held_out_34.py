"""Thirty-fourth held-out set for bench/loop_phrasing.py (--split held_out_34).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_34_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_34_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_34_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_34_PAIRS: list[tuple[str, str, str]] = [
    (
        "perfumer's promise to a client: bespoke scent before a wedding",
        "Told Ifeoma I'd blend her a bespoke wedding perfume, neroli and fig, ready by 14 June.",
        "Handed over the finished flacon on the 12th in a ribboned box; she dabbed some on there.",
    ),
    (
        "vintage bus society running day sheet: fault on a preserved bus before an event",
        "Running day sheet: RT 1702's nearside wiper is dead, can't go out in rain at Brooklands.",
        "Swapped the motor on 1702 Thurs eve; blade sweeps fine, she's on the Weybridge shuttle.",
    ),
    (
        "passive setup duty before a sheepdog trial",
        "Pen, shed ring and drive gates are to be set out on Ridge Field before Saturday's trial.",
        "Jim and I pegged every hurdle and flag up the hill by dusk Fri; all ready for the dogs.",
    ),
    (
        "soap kitchen label, no verb: faulty scale halting work",
        "Soap kitchen: digital scale reading 15 g light, lye weighing on hold till sorted.",
        "New platform balance checked against the 500 g test weight, spot on; batch 32 poured.",
    ),
    (
        "chat message to a woodworker: snapped spring pole before a course",
        "Dylan, lathe 2's spring pole snapped mid-bowl, new one before Sun's course?",
        "Dylan cut a fresh ash sapling and lashed it over the second lathe; bowls turning Sunday.",
    ),
    (
        "third party will repair a pedicab before a busy weekend",
        "Kwesi will fix the back brake on pedicab 6 before Pride weekend, it barely bites.",
        "Kwesi bled the rear disc on trike 6; it stops dead now and ran revellers round all Sat.",
    ),
    (
        "ticket number: bike-share dock fault",
        "Ticket 4411: Quayside dock 12 won't release bikes, app shows them locked; users stuck.",
        "Contractor swapped the dud latch board on that stand; riders unhooking fine since 9am.",
    ),
    (
        "lifeguard diary: cracked rescue board, replacement awaited",
        "Sun: rescue board at tower 2 cracked along the rail; on the spare till a new one comes.",
        "Tower 2's replacement paddleboard arrived Mon; waxed, numbered and racked by the flag.",
    ),
    (
        "sawmill customer order with size and day",
        "Order 73: 40 oak fence posts, 7ft, for the Brackens at Hill Farm; on the saw list Wed.",
        "Brackens loaded their posts onto the trailer this morning; paid on the nail.",
    ),
    (
        "question asking a named tutor to repair a loom before a workshop",
        "Could Nkechi re-tie the snapped heddle cords on loom 4 before Sat's beginners' workshop?",
        "Every string knotted back and tensioned Friday night; novices wove their first inches.",
    ),
    (
        "magic shop items back-ordered for a young customer",
        "Back-ordered: 2 Svengali decks and a thumb tip for young Ezra, wholesaler says ten days.",
        "Tricks came in the morning post and went straight out; lad's already fooled his gran.",
    ),
    (
        "chandlery order awaited for a named customer's boat",
        "Still waiting on 30m of 8mm galv chain for the skipper of the Tern; supplier said Weds.",
        "Tern's skipper collected his anchor cable at lunch, whole length, paid cash.",
    ),
    (
        "cancel",
        "Must bone and roll the 6 kg pork shoulder for the Mbatha christening lunch, Sunday.",
        "Mbathas rang: their caterer's doing the lot now, so I've struck it off the order book.",
    ),
    (
        "diary style: barber's chair fault during a busy day",
        "Sat: hydraulic on chair 2 keeps sinking mid-fade, customers ending up at knee height.",
        "Takara rep bled and resealed the pump on the second chair; it held its height all day.",
    ),
    (
        "village well dressing to-do: boards prepared by a day",
        "Need to get the clay puddled and the Church St well boards soaking by Thursday.",
        "Church Street frames are plastered in wet clay and sitting in the brook; petalling Fri.",
    ),
    (
        "fireworks firing log: fault ahead of a display",
        "Firing log: racks 9 and 10 show no continuity; Diwali show on the rec is Saturday.",
        "Found a chewed lead on the slat cable and re-made it; every cue tests green now.",
    ),
    (
        "archive reading room note: reader out of action with a booking due",
        "Microfilm reader 2's bulb blown; Mrs Duckworth has it booked Thu for Ormskirk registers.",
        "New lamp in the second viewer; Mrs Duckworth spent three hours on the baptisms Thursday.",
    ),
    (
        "third party plans a job before a festival: faded maypole ribbons",
        "Reg says he'll re-ribbon the maypole before May Day; half of them are faded and frayed.",
        "All two dozen streamers swapped for bright new ones; the kids plaited them on the 1st.",
    ),
    (
        "capitals label at a deli counter: equipment tagged out",
        "DELI COUNTER: slicer blade guard cracked, machine tagged out, hams cut by hand.",
        "Berkel engineer fitted a new guard; the parma's coming off paper-thin again.",
    ),
    (
        "American shop ticket: wagon wheels to re-tire before a parade",
        "Shop ticket 118: Pfeiffer farm wagon, back wheels need new iron tires for July 4th.",
        "Shrank steel hoops onto both rear wheels; the Pfeiffers rode it in the parade Saturday.",
    ),
]

HELD_OUT_34_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Ifeoma came in to sniff three trial blends; likes the second, wants more fig in it."),
    (1, "Wiper motor for 1702 ordered from the RT spares man; won't be here before Brooklands."),
    (2, "Borrowed six hurdles from Glyn for Ridge Field; still need the flags and the pen gate."),
    (3, "Ordered a new scale for the soap kitchen; lye stays locked away till it comes."),
    (4, "Dylan's got an ash pole seasoning in the shed; says he'll fit it to lathe 2 Saturday."),
    (5, "Kwesi's bought brake pads for pedicab 6 but hasn't had a minute to fit them."),
    (6, "Ticket 4411 passed to the dock contractor; engineer visit booked for Tuesday a.m."),
    (7, "Rang the surf shop about tower 2's board; the replacement's on a pallet from Cornwall."),
    (8, "Felled and snedded the oak for the Brackens' posts; sawing's slipped to Friday."),
    (9, "Reminder to Nkechi: loom 4 still has three broken heddles, workshop's on Saturday."),
    (10, "Wholesaler emailed: Ezra's Svengali decks are out of stock again, now due the 28th."),
    (11, "Supplier now says the 8mm chain for the Tern is on back order till month end."),
    (12, "Mrs Mbatha rang to ask if we could add a tray of chipolatas to the christening order."),
    (13, "Topped up the oil in chair 2's pump; fine for an hour, then it sank again."),
    (14, "Dug clay from the usual bank for the Church St well; still needs treading, boards dry."),
    (15, "Continuity on racks 1-8 all fine; 9 and 10 still dead, checking the cable tomorrow."),
    (16, "Moved Mrs Duckworth to reader 1 for Thursday; reader 2 still has no bulb."),
    (17, "Reg's bought forty metres of ribbon for the maypole; hasn't been up the ladder yet."),
    (18, "Berkel can't send an engineer till Monday; slicer stays tagged out, hams by hand."),
    (19, "Pfeiffers dropped the wagon off at the shop; iron for the tires comes Thursday."),
]

HELD_OUT_34_CHIT_CHAT: list[str] = [
    "I'll be straight with you, I've gone off crumpets since the toaster incident.",
    "Need to tell someone: the lady at the sandwich shop remembered my name today. Thrilled.",
    "Must say, the hanging baskets on the high street are a triumph this summer.",
    "Going to be blowy all weekend, the radio reckons; the wind chimes are losing their minds.",
    "Note to self: I am, apparently, a person who likes anchovies now.",
    "Must remember this feeling: first barefoot walk on the lawn this year, bliss.",
    "Mon 9:05: the number 38 came on time and the whole queue looked stunned.",
    "Reminder that the moon's a big orange one tonight, if you like that sort of thing.",
    "I'll never understand why my brother puts ketchup on cheese on toast.",
    "Need a holiday; even the houseplants look tired.",
    "Gonna miss this mild spell when it goes; the daffs are weeks early this year.",
    "FYI the ducks on the mill pond have eight ducklings now, all in a wobbly line.",
    "Update: Grandad has discovered emojis and uses the aubergine one entirely innocently.",
    "Status: full of Yorkshire puddings and unable to move.",
    "Will admit the owl hooting behind the church at midnight was rather soothing.",
    "Thought for the day: nobody has ever regretted a second slice of Battenberg.",
    "Sun: walked the Malvern ridge in thick mist and saw precisely nothing. Lovely though.",
    "Gotta say it, decaf is perfectly fine and I'm tired of pretending otherwise.",
    "Memo to nobody: the sunset behind the cooling towers was gorgeous tonight, unexpectedly.",
    "Must've been a good night at the Legion; half the village is wearing sunglasses today.",
]
