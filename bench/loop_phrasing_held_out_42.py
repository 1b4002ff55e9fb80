"""Forty-second held-out set for bench/loop_phrasing.py (--split held_out_42).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_42_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_42_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_42_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_42_PAIRS: list[tuple[str, str, str]] = [
    (
        "Cusco luthier's promise to a named customer: charango rebridged before Inti Raymi",
        "Yesenia, your charango will be back to you with a new bridge well before Inti Raymi.",
        "Yesenia's charango is back with her, bridge holding fast; she played it at Inti Raymi.",
    ),
    (
        "brass band WhatsApp: a repairer will take the dents out of the tuba before a march",
        "Band chat: the Uppermill repair chap will knock the dents out of the Eb bass by Whit Fri",
        "Eb bass came back from Uppermill smooth as a mirror; Dave played it round every village.",
    ),
    (
        "Marrakech riad owner waiting on a named tiler: courtyard fountain zellige held up",
        "Courtyard fountain's still half-tiled, waiting on Hassan the maalem for the zellige.",
        "Hassan set the last zellige Sat; fountain's running, guests take breakfast beside it.",
    ),
    (
        "American plumbing dispatch with a number: sump pump dead, basement flooding",
        "Dispatch 5120, Brennan residence: sump pump's dead, inch of water across the basement.",
        "Brennans have a new sump pump and check valve; basement's dry, it ran fine in the storm.",
    ),
    (
        "Leeds cab office night log with a time: radio mast dropping out, drivers missing jobs",
        "Nights 02:15 - radio mast keeps dropping out, drivers past the ring road can't hear jobs",
        "Mast engineer swapped the aerial and a rotten lead; cars out at Wetherby hear us clear.",
    ),
    (
        "dragon boat club WhatsApp question to a named member: drummer's seat before race day",
        "@Wei Ling u able to bolt the drummer's seat back on the big boat before Sunday's races?",
        "Wei Ling put the drum seat on with new bolts Thurs; Kev drummed us to two finals Sunday.",
    ),
    (
        "tenant's email to a named landlord: sash cord snapped, bedroom window won't shut",
        "Hi Sandra, sash cord's snapped in the back bedroom and the window won't shut. Freezing!",
        "Sandra's joiner put new cords in the back bedroom sash; glides up and shuts tight now.",
    ),
    (
        "primary school newsletter, passive: infant climbing frame repaired over half term",
        "The climbing frame in the infant playground will be repaired over the half-term break.",
        "Good news: the infants' climbing frame is safe again with new ropes. Reception love it!",
    ),
    (
        "voice-to-text with no punctuation, canal narrowboat: bilge pump dead, water aboard",
        "text bernie bilge pump on the boat has packed up again theres water over the back boards",
        "Bernie fitted a new float switch, the bilge pump emptied her; bone dry under the boards",
    ),
    (
        "cancel",
        "Charity duck race on the Wharfe, Sun 3rd: 500 ducks sold, tipped off Otley bridge at 2.",
        "Duck race is off, the Wharfe's in flood; all the duck money goes to the hospice anyway.",
    ),
    (
        "phone order at a Greek bakery: Easter bread and biscuits for a named customer",
        "Phone order, Kyria Eleni: 6 tsoureki, 3 doz koulourakia for Holy Sat, pays on pickup.",
        "Kyria Eleni's Easter bread and biscuits went out at 9, paid; she wished us Kalo Pascha.",
    ),
    (
        "sticky note on the pass to a named cook: wood-fired pizza oven floor stone cracked",
        "Note for Marco: oven floor stone cracked front left, bases scorching on that side. x",
        "Marco cut in a new floor stone at the weekend; bases come out evenly leopard-spotted.",
    ),
    (
        "question asking a named am-dram member to fix the stage trapdoor before a panto opens",
        "Would Norman be able to fix the sticking stage trapdoor before the panto opens?",
        "Norman planed the trapdoor and fitted new hinges; the Demon King popped up bang on cue.",
    ),
    (
        "university sports science lab fault: treadmill belt slipping, VO2 max tests stalled",
        "Exercise physiology lab: treadmill belt slips at 14 km/h, VO2 max testing is on hold.",
        "Treadmill's got a new belt and rollers tensioned; three athletes did VO2 max runs today",
    ),
    (
        "text with typos and no apostrophes: tile cutter lent to a brother-in-law, wanted back",
        "oi gaz wheres my tile cutter, need it back thurs im starting the bathroom floor",
        "Gaz brought the tile cutter back last night, clean and all, bag of spacers thrown in.",
    ),
    (
        "capitals sign in a scout hut: tea urn not boiling and tripping the fuse",
        "SCOUT HUT URN: NOT BOILING AND TRIPS THE FUSE. USE THE KETTLES PLEASE.",
        "Akela's husband put a new element in the urn; boiled in 10 mins, tea for 40 at the AGM.",
    ),
    (
        "Southall dhol maker's leave-it-with-me promise: a named customer's dhol reskinned",
        "Leave it with me, Harpreet - both skins on your dhol done before your cousin's baraat.",
        "Harpreet's dhol has fresh skins both ends; it boomed down the Broadway at the baraat.",
    ),
    (
        "industrial estate facilities request: roller shutter stuck half open at a unit",
        "Facilities request, Unit 12: roller shutter stuck half open, we can't lock up tonight.",
        "Unit 12's shutter has a new motor and limit switch; came down and locked at six.",
    ),
    (
        "gotta: knife grinder van booked for a caterer's knives before a wedding",
        "Gotta get the grinder van round for the kitchen knives before the Harrow wedding.",
        "Grinder van came Tuesday; every knife in the kitchen would split a hair now.",
    ),
    (
        "post-it on a church hall fridge: tombola drum handle snapped before a Christmas fayre",
        "Post-it: tombola drum handle's snapped off!! Mend before Sat's Christmas fayre - Jean",
        "Tombola drum's got its handle back, Derek welded it; spun non-stop through the fayre.",
    ),
]

HELD_OUT_42_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Bridge for Yesenia's charango is carved; glue needs a week to cure before stringing."),
    (1, "Dropped the Eb bass at the Uppermill repair shop; he's got a queue, maybe after Whit."),
    (2, "Hassan rang, the zellige is being cut in Fes; he'll bring it up on the bus next week."),
    (3, "Wet-vacced the Brennans' basement and left a loaner pump running; new sump pump Monday."),
    (4, "Mast engineer's been up and says it's the aerial; he's ordering one, back Thursday."),
    (5, "Wei Ling's found the right bolts for the drum seat but she's away till Saturday night."),
    (6, "Sandra replied, she'll get her joiner to look at the sash when he's next round our way."),
    (7, "Parts for the infant climbing frame are on order, so the repair's moved to Easter."),
    (8, "bernie says hes baling her out with a bucket tonight and will look at the pump weds"),
    (9, "Another 80 ducks sold at the Otley butcher's, so we'll need the big net at the finish."),
    (10, "Tsoureki dough for Kyria Eleni is proving; the koulourakia get twisted tomorrow."),
    (11, "Marco measured the cracked oven stone; supplier in Naples can ship one in a fortnight."),
    (12, "Anybody know if Norman's got time to sort the trapdoor before the dress rehearsal?"),
    (13, "Emailed the treadmill supplier; they'll send a tech once the new belt is in stock."),
    (14, "gaz says the tile cutters at his mates in barnsley, hell fetch it back at the wkend"),
    (15, "Electrician checked the scout hut fuse box; it's fine, so it's the urn after all."),
    (16, "Goat skin's soaking for Harpreet's dhol; the bass side gets laced on at the weekend."),
    (17, "Facilities put a guard on Unit 12 overnight; the shutter engineer comes Wednesday."),
    (18, "Rang the grinder man, he's got us down for Friday, the day before the Harrow wedding."),
    (19, "Found the snapped tombola handle in the cupboard; Derek's taking it to weld next week."),
]

HELD_OUT_42_CHIT_CHAT: list[str] = [
    "Shift log 16:00: sunset over the estuary was daft, half the crew stopped to look.",
    "Post-it on my monitor says 'breathe', which works about half the time.",
    "WhatsApp: Auntie's sent forty photos of her new kitchen, every single one a thumbs up.",
    "Mon 07:30 - frost on the allotment sheds, robin sat on my spade handle the whole time.",
    "Status: full of Sunday roast and pleasantly useless.",
    "PS the dog barked at a pumpkin for ten minutes, he's convinced it's up to something.",
    "For the record, the new pie shop on the high street does a cracking steak and ale.",
    "Weekend recap: rain, board games and far too many crumpets.",
    "Newsletter corner: Year 4 say hello to the hedgehog who lives under the bike shed.",
    "Overheard on the bus: two lads arguing very seriously about the best biscuit.",
    "Quick one: the tulips by the front door are finally out, red and yellow.",
    "Thurs: our lass lost her first tooth in an apple, the tooth fairy was very generous.",
    "Voice note from Dad, mostly him laughing at his own joke about a goose.",
    "Sunday: walked the coast path to the lighthouse, the wind nearly took my hat.",
    "Log: cat asleep in the laundry basket, on the clean stuff obviously.",
    "Dear diary, the neighbour's cockerel now starts at 4am and I've accepted my fate.",
    "Random thought: hot buttered toast tastes better when someone else makes it.",
    "Got the giggles in the library and couldn't stop, the librarian was not impressed.",
    "Fun fact from my niece: octopuses have three hearts. She told everyone at tea.",
    "Highlight of the week: a stranger at the bus stop complimented my jumper.",
]
