"""Forty-fourth held-out set for bench/loop_phrasing.py (--split held_out_44).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_44_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_44_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_44_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_44_PAIRS: list[tuple[str, str, str]] = [
    (
        "Harris tweed weaver's promise to a named customer: jacket length woven before the Mod",
        "Rest easy, Eilidh - your herringbone for the jacket comes off my loom before the Mod.",
        "Eilidh's herringbone is off the loom, washed and pressed; she's taken it to the tailor.",
    ),
    (
        "tenants' group chat: a lift firm will get a tower block lift going before a fun day",
        "Tenants chat: lift firm say they'll have lift 2 at Kestrel Hse going before the fun day",
        "Lift 2's running top to bottom again, new door motor; Mrs Begum on 15 made the fun day.",
    ),
    (
        "farm diary waiting on a named contractor: first-cut silage mown and lying in the field",
        "Thurs: first cut's mown and rowed up, 40 acres lying, all down to Iwan and his forager.",
        "Iwan's forager cleared the lot by dark Fri; clamp's rolled, sheeted and tyred down.",
    ),
    (
        "American pool service route stop: pump humming, water turning green before a party",
        "Stop 14, Delgado pool: pump hums but won't turn, water going green, quince party Sat.",
        "Delgado pool has a new pump motor and a shock dose; water's blue again for the party.",
    ),
    (
        "hotel night porter handover with a time: revolving door jamming, guests using side door",
        "Porter to reception 06:30 - revolving door jams at the quarter turn, using side door",
        "Door engineer reset the revolving door's drive; spins smooth, trolleys going round fine.",
    ),
    (
        "Teams message to a named colleague: dispatch label printer jamming before Black Friday",
        "Hi Femi, any chance you could sort the jamming label printer before Black Friday?",
        "Femi put a new roller in the label printer; dispatch ran 2,000 labels Fri, not one jam.",
    ),
    (
        "text to a tree surgeon by first name: conifer branch over a neighbour's greenhouse",
        "Morning Wayne, that big leylandii branch is over next door's greenhouse now. Any chance?",
        "Wayne roped it down and chipped the lot Tues; not a pane cracked, neighbour's chuffed.",
    ),
    (
        "church rota email, passive: radio mic crackling, to be sorted before the Christingle",
        "Rota email: please note the radio mic is to be sorted before Christingle, it crackles.",
        "Radio mic has a new aerial lead from Phil; Christingle readers came over crystal clear.",
    ),
    (
        "text from a teenager with no punctuation: blazer badge hanging off before photo day",
        "mum can u sew my badge back on my blazer its hanging off n its school photos thurs",
        "All stitched, Ellie's blazer looks proper smart for photos tomorrow, not a stitch out.",
    ),
    (
        "cancel",
        "Young Farmers' ploughing match at Hillend, Sat 9th: 30 entries, tea tent booked.",
        "Ploughing match is off, Hillend's fields are waterlogged; entry money's going back.",
    ),
    (
        "hairdresser's appointment book: a named client's colour and blow-dry before a wedding",
        "Appt book Sat 9:15 - Mrs Adeyemi, roots, trim + blow-dry, daughter's wedding at 2pm.",
        "Mrs Adeyemi left at 11, roots done and a gorgeous blow-dry; sent us a pic from church.",
    ),
    (
        "site foreman's notebook, note to a named driver: dumper brakes soft on the ramp",
        "Foreman's book - Jez, 6t dumper's brakes are soft on the ramp, don't run it down loaded.",
        "Jez bled the dumper's lines and fitted new shoes; stops dead on the ramp fully loaded.",
    ),
    (
        "Round Table minutes asking a named member to fix the sleigh lights before the Santa run",
        "Round Table mins, item 6: could Des get the sleigh lights working before the Santa run?",
        "Des rewired the sleigh; every bulb twinkled round the estates and we collected £1,900.",
    ),
    (
        "university dental school skills lab fault: suction dead on the phantom head bays",
        "Dental skills lab: suction's dead on bays 1-12, students can't drill the phantom heads.",
        "Dental skills lab has a new suction pump; all twelve bays pulling hard, drilling again.",
    ),
    (
        "text with typos and no apostrophes: travel cot lent to a friend, wanted back",
        "shaz u still got our travel cot? my sister n the baby r staying fri for the wkend",
        "Shaz dropped the travel cot back this am, mattress and all, and a bag of baby stuff.",
    ),
    (
        "capitals sign at a railway station: ticket machine taking money but not printing",
        "TICKET MACHINE TAKES YOUR MONEY BUT PRINTS NOTHING. PLEASE BUY ON THE TRAIN.",
        "Engineer fitted a new printer in the station ticket machine; tickets coming out fine.",
    ),
    (
        "Norfolk thatcher's no-trouble promise: a named customer's porch rethatched in new reed",
        "Thass no trouble, Pauline - that porch'll be done in new reed well afore open gardens.",
        "Pauline's porch is under fresh reed, ridge an' all; open gardens folk kept stopping by.",
    ),
    (
        "student accommodation app report: two hob rings dead in a shared flat",
        "Accom app report, Block C Flat 4: two hob rings dead, eight of us cooking on one ring.",
        "Block C Flat 4 has a new hob, all four rings glowing; big curry night to celebrate.",
    ),
    (
        "really must: mobile dog groomer booked before the dog's part in a wedding",
        "Really must book the mobile groomer before Bramble walks up the aisle with the rings.",
        "Groomer's van came Weds; Bramble went up the aisle fluffy as a cloud, rings on collar.",
    ),
    (
        "note taped to an aquarium shop till: display tank filter dead before a fish club visit",
        "Taped to till: discus tank filter's died!! Must be running before Sat's fish club visit",
        "Discus tank's got a new canister filter, Mo fitted it; crystal clear for the fish club.",
    ),
]

HELD_OUT_44_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Eilidh's herringbone is warped up on the loom; about half the length still to weave."),
    (1, "Lift firm came to Kestrel House and got lift 1 sorted; lift 2 still waits on its part."),
    (2, "Iwan rang, forager's snapped a drive belt over at Pentre; hoping to be with us Sat."),
    (3, "Shocked the Delgado pool to hold the algae back; pump motor's on order, out Thursday."),
    (4, "Door engineer looked at the revolving door, needs a new drive board, back on Friday."),
    (5, "Femi cleaned the label printer's head but it's still chewing labels; he's asked IT."),
    (6, "Wayne came and looked at the leylandii, says he'll need a second man; back Weds."),
    (7, "Phil's ordered a lead for the radio mic; readers to use the lectern mic at Christingle."),
    (8, "Sewed the button back on Ellie's skirt; her blazer badge is still hanging by a thread."),
    (9, "Four more entries for the Hillend ploughing match, vintage class is full; urn sorted."),
    (10, "Mrs Adeyemi came in for her patch test Tues; all clear for her colour on Saturday."),
    (11, "Jez topped up the dumper's brake fluid; still soft, parts from the hire firm Monday."),
    (12, "Item 6 update: has anyone chased Des about the sleigh lights? Santa run's next week."),
    (13, "Estates say the dental skills lab suction pump's burnt out; a new one ships next week."),
    (14, "shaz says the travel cots in her mums loft, shell get it down sometime next week"),
    (
        15,
        "Engineer checked the ticket machine; printer's faulty, part due Thursday, sign stays up.",
    ),
    (
        16,
        "Pauline's porch isn't thatched yet, the reed merchant let us down; hoping for next week.",
    ),
    (
        17,
        "Accom app says the Flat 4 hob job is assigned; electrician due within five working days.",
    ),
    (18, "Rang the mobile groomer, she's full till after the wedding; trying the one in Thirsk."),
    (19, "Mo took the dead filter off the discus tank; new canister's on order, maybe Friday."),
]

HELD_OUT_44_CHIT_CHAT: list[str] = [
    "Farm diary, Sun: curlews calling over the top field at dusk, first I've heard this spring.",
    "Tenants chat: the cat on the 9th floor balcony is sunbathing like a lizard again.",
    "Foreman's book: lad on the mixer does a perfect Elvis, had the whole gang howling at break.",
    "Appt book margin: Mrs Hall's grandson got into Cambridge, she told every chair in the salon.",
    "Rota email PS: thank you all for the lovely card, the flowers lasted nearly a fortnight.",
    "Text from our teenager: 'im not hungry', then ten mins later 'whats for tea'.",
    "Porter's log 03:10: a fox strolled past reception like it had a booking.",
    "Teams chat: Femi's little one drew the whole team as dinosaurs, I'm the stegosaurus.",
    "Route notes: hummingbird at the Delgados' feeder the whole time I was skimming.",
    "Dispatch board: record day for novelty sock orders, and nobody can work out why.",
    "Thurs: hail the size of peas for ten minutes, then blazing sun like nothing happened.",
    "Round Table minutes, close: the chair is now a grandad twice over. Applause.",
    "Lab chatter: the new PhD student brings homemade baklava in every Friday, bless him.",
    "Shop log: a little girl named every fish in the discus tank after a Spice Girl.",
    "Kitchen calendar: it's a year to the day since we got the keys to this place.",
    "Platform 2's pigeon has been there so long the guards have named him Colin.",
    "Yard notes: the dogs found a hedgehog in the log pile and just stared at it for an hour.",
    "Nan's postcard from Llandudno: the hotel breakfast is the size of a tea tray.",
    "Group chat, 11pm: everyone posting the full moon, and every photo's a blurry dot.",
    "Flat 4 chat: someone's learning the trumpet. Progress is... occurring.",
]
