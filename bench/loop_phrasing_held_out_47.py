"""Forty-seventh held-out set for bench/loop_phrasing.py (--split held_out_47).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_47_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_47_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_47_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_47_PAIRS: list[tuple[str, str, str]] = [
    (
        "synagogue volunteer's hand-on-heart promise to the rabbi: sukkah up before Sukkot",
        "Hand on heart, Rabbi Gold, the sukkah will be up with the schach on before Sukkot.",
        "Frame's bolted, branches on top, fairy lights strung; we had kiddush in it last night.",
    ),
    (
        "astronomy society gentle nudge: club telescope on loan, wanted back for a star party",
        "Gentle nudge, Keith: the club's 8-inch Dobsonian is wanted back for Friday's star party.",
        "Keith's returned the Dob, collimated and all; twenty-odd folk saw Saturn's rings Friday.",
    ),
    (
        "okay-so text between partners: cat flap not reading the chip, next door's tom getting in",
        "okay so the cat flap's stopped reading Mochi's chip and the ginger tom's been in again!!",
        "Put fresh batteries in and re-paired her chip; only Mochi's getting through now.",
    ),
    (
        "retiree's calendar entry with a time first: ear microsuction booked, hearing muffled",
        "Weds 2.20pm - EARS. Microsuction at Ashgrove, both sides blocked, can't hear the telly.",
        "Ashgrove cleared the lot, nurse showed me the wax on a screen; telly's on 14 not 30 now.",
    ),
    (
        "Scottish see-that text: bin lorry snapped the lid off a wheelie bin, gulls getting in",
        "See that bin lorry? Only went and snapped the lid aff our brown bin. Gulls are in it.",
        "Council dropped off a new bin this morning, lid and all; gulls can whistle for it now.",
    ),
    (
        "Malaysian English restaurant chat, confirm-already: lion dance for Chinese New Year",
        "Confirm already lah, lion dance troupe coming 11am 2nd day of CNY, prepare the ang pow.",
        "Lion dance done at 11 sharp, lion ate the lettuce off the door; customers took videos.",
    ),
    (
        "Irish run-on message to a partner, ah-name: baby monitor losing signal in the night",
        "Ah Declan the baby monitor's after losing signal three times last night, it just shrieks",
        "Declan moved the base off the router shelf and updated it; not a peep out of it since.",
    ),
    (
        "South African must-still with eish: affidavit commissioned at a police station",
        "Must still get my affidavit commissioned at the cop shop before Home Affairs Mon, eish.",
        "Charge office stamped and signed it in two minutes flat; Home Affairs took it Monday.",
    ),
    (
        "Indian English do-the-needful request to a cousin: grandmother's pension life cert",
        "Rohit, kindly do the needful and get Nani's life certificate submitted at SBI by 30th.",
        "Took Nani to the branch, thumbprint done, Jeevan Pramaan generated; pension continues.",
    ),
    (
        "cancel",
        "Juneteenth cookout on Pecan St, Sat from 2: Uncle Ray's on the smoker, bring a side.",
        "Bad news y'all: no cookout Saturday, city pulled our block permit. Ray's heartbroken.",
    ),
    (
        "Australian locked-in label: citizenship ceremony at council chambers on Australia Day",
        "Locked in: citizenship ceremony, council chambers, 26 Jan 10am. Bring letter + 2 IDs.",
        "Pledge done, certificate in hand, wattle seedling from the mayor. Dinky-di Aussie now.",
    ),
    (
        "NZ flat chat, work started: mouldy shower grout raked out, shower out of action",
        "Started raking out the mouldy grout in the shower, flatmates pls use the downstairs one.",
        "New grout's in and sealed, shower's all yours again, sweet as.",
    ),
    (
        "text-speak swear-down from a best man: speech written before the stag weekend",
        "mate i swear down ill have the best man speech done b4 the stag, stop asking",
        "Read it to Jonno's sister over a pint, she cried laughing; it's printed, in my jacket.",
    ),
    (
        "American Nextdoor post: Little Free Library door blown off, books getting soaked",
        "Nextdoor: Little Free Library at Elm & 5th lost its door in the storm, books soaking.",
        "Someone rehung the door on the Elm & 5th book box with new hinges; dry as a bone inside.",
    ),
    (
        "note in a doorstep bottle, dear-milkman: semi-skimmed delivered instead of whole",
        "Dear milkman, we keep getting semi-skimmed, we ordered whole! 2 pints Tue/Thu/Sat, ta.",
        "Proper full-fat on the step Thursday with a sorry from Gav; he's fixed the round sheet.",
    ),
    (
        "Canadian prairie text with hey-bud: booster cables lent, truck dead at minus 30",
        "Hey bud, you still got my booster cables? Truck won't turn over at minus 30 without em.",
        "Jeff left the cables on my seat with a double-double; truck fired right up this morning.",
    ),
    (
        "office email, as-discussed: leaving card and collection for a named colleague",
        "As discussed, I'll pass round Colin's leaving card and do the collection before Friday.",
        "Card and a £160 Ottolenghi voucher presented Friday; Colin went very pink, bless him.",
    ),
    (
        "Indian English service complaint with a number: RO water purifier tasting salty",
        "Complaint no. AQ-55102: RO purifier giving salty water since Sunday, send technician.",
        "Service man changed the membrane and both filters; water tasting sweet again.",
    ),
    (
        "South African shame-man: nobody has ordered a named friend's baby shower cake",
        "Shame man, nobody's sorted Thandi's baby shower cake and the Fourways lady needs a week.",
        "Collected the lemon two-tier with little booties on top; Thandi nearly cried. Lekker.",
    ),
    (
        "metal detecting club post: a beach dig hangs on an estate office's foreshore permit",
        "Club dig at Rhossili on the 12th hangs on the estate's foreshore permit - nothing yet.",
        "Permit landed Friday; fourteen of us swept the bay Sunday, best find a Georgian button.",
    ),
]

HELD_OUT_47_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Sukkah walls are up in the car park; still waiting on the bamboo mats for the roof."),
    (1, "Keith's dropped back the eyepiece case and finder; the scope itself is still at his."),
    (2, "Chip-reading flap's on order from Amazon for Tues; taped the old one shut for now."),
    (3, "Ashgrove sent me home, said soften it with olive oil for a week; rebooked the 19th."),
    (4, "Bin lid's logged on the council site; 'up to ten working days', aye right."),
    (5, "Troupe master came to measure the entrance for the lion; performance still day two."),
    (6, "New batteries in Declan's parent unit made no odds; it cut out twice again at 3am."),
    (7, "Queue at the cop shop went round the block, gave up; will try the post office one."),
    (8, "Bank fellow says Nani's Aadhaar is not linking; certificate pending, going Monday."),
    (9, "Permit came through for Pecan St; Uncle Ray picked up 40 pounds of brisket for Sat."),
    (10, "Council rang to say dress smart on the 26th; still a fortnight till the pledge."),
    (11, "Grout's in but it's gotta cure 24h, tape's still across the door, no showers tonight."),
    (12, "got the jokes n the ibiza bit written, still nothing for the soppy bit at the end"),
    (13, "Somebody zip-tied a shower curtain over the Elm & 5th library; door's in the bushes."),
    (14, "Milkman's app says the order's amended 'from next week'; still semi on the step."),
    (15, "Jeff brought back my ice scraper and block heater cord; cables are at his cabin."),
    (16, "Colin's card has done floors 2 and 3; collection's at £95, nothing bought yet."),
    (17, "Technician came, says membrane is gone, part not in stock; coming with it Thursday."),
    (18, "Balloons, bunting and a nappy cake done for Thandi's shower; real cake still to order."),
    (19, "Estate office say the permit's approved in principle, paperwork 'in the post'."),
]

HELD_OUT_47_CHIT_CHAT: list[str] = [
    "Sukkah gossip: Mrs Feld's honey cake has been voted best in the shul three years running.",
    "Star party report: a lad of six asked if Saturn was 'a sticker' and honestly, fair question.",
    "Cat news: Mochi brought in a whole croissant. No idea whose. Not asking.",
    "Can you believe it's been sunny in Largs three days running? Folk sunbathing on the prom.",
    "Restaurant chat: aunty at table 4 says our steamed fish beats her mother's, big compliment.",
    "I'll never understand how a baby that tiny makes a noise that big at 4am.",
    "Home Affairs queue: met a gogo who'd been there since dawn and still shared her vetkoek.",
    "Nani says the SBI manager looks like Amitabh Bachchan; she tells him so every visit.",
    "Pecan St group chat: Ms. Loretta's peach cobbler recipe is apparently a state secret.",
    "Can you believe a kookaburra sat on the council roof and laughed all through the anthem?",
    "Flat meeting, unofficial minutes: whoever keeps buying the good oat milk, we salute you.",
    "We should've known the stag would end in a karaoke bar, it always does.",
    "Book box news: someone left a stack of Harlequin romances and a note saying 'enjoy, ladies'.",
    "Doorstep diary: the robin's on the milk crate every morning like he's on the payroll.",
    "I'll say this for the prairies, minus 30 and the sky's still the bluest you've ever seen.",
    "Office kitchen: someone's labelled their yoghurt 'POISONED' and honestly, respect.",
    "Monsoon update: rain since morning, colony kids floating paper boats down the gully.",
    "Baby shower chat: Thandi's gran has predicted a boy from the shape of the bump, again.",
    "Rhossili today: sea like glass, sky gone pink, and a spaniel in a raincoat. Perfect.",
    "Can you believe Declan slept through the smoke alarm test but wakes if I open crisps?",
]
