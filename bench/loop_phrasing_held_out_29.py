"""Twenty-ninth held-out set for bench/loop_phrasing.py (--split held_out_29).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_29_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_29_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_29_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_29_PAIRS: list[tuple[str, str, str]] = [
    (
        "assistant memory: user needs to renew something before it lapses",
        "User needs to renew her TV licence before the current one runs out on the 31st.",
        "She paid TV Licensing online this morning, so the telly's covered for another year.",
    ),
    (
        "remind me: challenge a fine, with the reason",
        "Remind me to appeal that £70 parking ticket from Meadowhall, the pay machine was broken.",
        "Meadowhall have written off the charge; they accept the machine was out of order.",
    ),
    (
        "noun phrase: damage and its risk, nobody named to act",
        "Chip in the Octavia's windscreen off a lorry on the M6, needs filling before it spreads.",
        "Glass man filled the star on the Skoda's screen at lunch; you can hardly see it now.",
    ),
    (
        "told a friend I'd help with a job on a day",
        "I told Fergus I'd help him build his new IKEA wardrobe at the flat on Saturday.",
        "Fergus's PAX is up in his bedroom, doors hung, with only three screws left over.",
    ),
    (
        "family chat: question asking someone to do a job before a date",
        "Can someone iron Esme's name labels into her new school jumpers before term starts?",
        "Every bit of Esme's uniform has her name in it now, down to the PE socks.",
    ),
    (
        "family chat: label, then somebody needs to set something up",
        "Grandad's new telly: somebody needs to get iPlayer and the racing channel working on it.",
        "Sorted Grandad after tea; iPlayer's on his home screen and he's watching Newbury in HD.",
    ),
    (
        "staff WhatsApp: equipment fault and what it does to customers",
        "Staff WhatsApp: UV lamp at station 3 only cures one side, gels are coming out tacky.",
        "Station 3 has a brand-new LED lamp; gel polish is setting rock hard in thirty seconds.",
    ),
    (
        "question to staff: vehicle fault to fix before a busy night",
        "Kyle's moped has a slow puncture, can someone get it to the tyre place before Friday?",
        "Kyle's scooter's back from Motoworld with a new rear tube; he's done four drops tonight.",
    ),
    (
        "still no delivery from a supplier, stock running low",
        "Still no tapioca pearls from Boba Direct, and we're down to two bags for the weekend.",
        "Twenty kilos of black pearls came from Boba Direct this afternoon, now in the dry store.",
    ),
    (
        "fault log: machine part dead, with the visible symptom",
        "Sunbed 3: four tubes dead and folk are coming out stripy, needs the whole set replacing.",
        "Engineer re-lamped number 3 first thing with a whole fresh set; even tans from it again.",
    ),
    (
        "volunteer rota: slot needing someone, with place and night",
        "Toad patrol rota: need someone on Cuckoo Lane Tuesday night to carry them to the pond.",
        "Heather did Cuckoo Lane on Tuesday: 140 toads over in buckets and only two squashed.",
    ),
    (
        "rota: two named people to record and post an edition",
        "Talking newspaper: Pamela and Derek to record Wednesday's edition, then post the USBs.",
        "This week's reading is in the can and the memory sticks went out to all 48 listeners.",
    ),
    (
        "rota gap: nobody down for a shift, can anybody cover?",
        "Tea trolley: nobody's down for Thursday afternoon on Ashdown ward, can anybody cover?",
        "Rhona did Thursday's tea and papers round on Ashdown; sold out of Kit Kats by three.",
    ),
    (
        "freelancer's client note: document still to write, with what they want",
        "Ayo & Ben's wedding: ceremony script still to write, with how they met on a ferry.",
        "Sent Ayo and Ben the full wording for the big day, ferry meet-cute and all; they cried.",
    ),
    (
        "commission: artwork to be ready for a birthday",
        "Commission: pastel of the Dunmores' late spaniel Rufus, ready for Mrs Dunmore's 60th.",
        "Rufus is framed and wrapped; Mr Dunmore collected the picture yesterday for the party.",
    ),
    (
        "client wants work done before she goes away",
        "Tilly's Tearoom wants two weeks of Instagram posts scheduled before she goes to Tenby.",
        "Tilly's grid is queued in Later through to the 28th; first one goes out at 8 tomorrow.",
    ),
    (
        "passive: filing due by a date, papers still missing",
        "Mr Varga's self-assessment has to be filed by 31 Jan; still missing his rental receipts.",
        "Mr Varga's tax return is in with HMRC; submission receipt saved to his folder.",
    ),
    (
        "email to a contractor asking them to come back and redo a job",
        "Emailed Gary the plasterer: can he come back and reskim the leak-stained ceiling?",
        "Gary's been; the brown patch over the cooker is smooth and drying pink, ready for paint.",
    ),
    (
        "email to an installer reporting a fault",
        "Dear SunWise, our inverter's had a red fault light since Sunday and the app says 0 kWh.",
        "SunWise put a new box in the loft under warranty; the app shows 3.2 kW off the roof.",
    ),
    (
        "cancel",
        "Job card: refret and set-up on Mr Achebe's Telecaster, wanted for his Jazz Cafe gig.",
        "Mr Achebe says forget the fretwork, he's selling the Tele as is and collecting Monday.",
    ),
]

HELD_OUT_29_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "User tried to renew the TV licence last night but her card was declined; still unpaid."),
    (1, "Drafted the Meadowhall appeal with a photo of the machine; will send it tonight."),
    (2, "Booked a mobile glass repair for the Octavia: Thursday, between eight and twelve."),
    (3, "Got Fergus's wardrobe frame standing by midnight; doors and rails next weekend."),
    (4, "Did Esme's cardigans and polos last night, then ran out of tags before the jumpers."),
    (5, "Has anyone got round to Grandad's telly yet? He rang me three times about the racing."),
    (6, "Ordered a new lamp for station 3; till it arrives, put gel clients on stations 1 and 2."),
    (7, "Pumped Kyle's back tyre up to get him through tonight; it still needs a proper fix."),
    (8, "Boba Direct brought the cups and popping boba today; tapioca's on a separate van."),
    (9, "Swapped two of the dead tubes in sunbed 3; the other two are on back order."),
    (10, "Heather says she can probably do Cuckoo Lane on Tuesday if her shift finishes on time."),
    (11, "Pamela and Derek recorded on Wednesday; the sticks won't be posted till Friday."),
    (12, "Rhona did Ashdown's Tuesday morning round; Thursday afternoon still has nobody on it."),
    (13, "Ayo sent her notes on the ferry crossing; I'll start drafting their ceremony soon."),
    (14, "Blocked in Rufus's ears and collar on the Dunmore pastel; eyes and background to go."),
    (15, "Photographed all of Tilly's cakes for the posts; no captions and nothing queued."),
    (16, "Mr Varga asks if his return will be in before he flies to Budapest on the 20th."),
    (17, "Gary's replied: he can fit our ceiling in on Thursday week, after a job in Cowley."),
    (18, "SunWise rang back: they think it's the inverter and will send an engineer next week."),
    (19, "Pulled the old frets on Mr Achebe's Tele; new wire is on order from the supplier."),
]

HELD_OUT_29_CHIT_CHAT: list[str] = [
    "I'll be honest, the vegan sausage rolls at Greggs are better than the real thing.",
    "Really need a holiday after the week I've had, even just a long weekend in Filey.",
    "Must say, the new bus shelter on Albion Street is surprisingly smart.",
    "Should've worn a coat today, it's absolutely baltic out there.",
    "Note: five cygnets on the mill pond this morning, both swans hissing at the joggers.",
    "Mum and Dad did forty-one years on Saturday and still bicker over the sat nav.",
    "Grabbing a quick tea from Costa before the school run, the queue's out the door.",
    "Family chat: Auntie Rose has discovered GIFs and there's no stopping her now.",
    "Staff WhatsApp: well done all, best Saturday takings since we opened.",
    "Shona reckons the new Taskmaster series is the best one yet; I'm not convinced.",
    "Thought for the day: nobody has ever regretted a second slice of toast.",
    "I should really learn to like olives, everyone else at work seems to.",
    "That's the tenth wedding this summer where they've played Mr Brightside, I'm counting.",
    "Lovely review from a client on Monday, honestly made my whole week.",
    "Weather report from here: frost on the car at seven and sunbathing weather by ten.",
    "Big news: our Jade's passed her grade 5 piano with a merit!",
    "Might treat myself to a proper haircut when payday comes round.",
    "Rota joke of the week: Dennis signed up for nothing and still turned up early.",
    "Overheard on the bus: a man holding a standard lamp saying he'd only popped out for milk.",
    "Friday 3rd: sun's out, kettle's on, and the cat's asleep in the washing basket.",
]
