"""Fiftieth held-out set for bench/loop_phrasing.py (--split held_out_50).

Written before round 47 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_50_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_50_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_50_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_50_PAIRS: list[tuple[str, str, str]] = [
    (
        "dental lab consider-it-done promise to a dentist: a cracked crown remade before a fit",
        "Consider it done, Dr Patel: Mr Hughes's cracked crown gets remade for Friday's fit.",
        "Zirconia for Hughes is milled, glazed and shade-matched; courier took it to you at four.",
    ),
    (
        "farm vet's rounds log with a time first: truck fridge too warm for the lamb vaccines",
        "Rounds, 05:50 - truck fridge reading 14C again; the lamb jabs won't survive the day.",
        "Auto-sparky put a new compressor in the truck fridge; held 5C all through Tues rounds.",
    ),
    (
        "community radio letter with see-its-way: studio microphone crackling before a live show",
        "I wonder if the station might see its way to fixing the Studio B mic before gospel hour.",
        "Studio B has a fresh cable run and a new mic arm; Sunday's gospel hour went out clean.",
    ),
    (
        "removal firm word-to-the-wise: van tail-lift creeping down under load",
        "Word to the wise, lads: the Luton's tail-lift creeps down by itself, mind your feet.",
        "Hendry's resealed the rams; lift held up top with a loaded wardrobe on it.",
    ),
    (
        "wedding DJ's abbreviated yet-to-do note: first-dance track cut down for a couple",
        "Yet to do re Kowalski wdg: 1st dance edit to 2 mins (fade out b4 the chorus).",
        "Sent the couple the trimmed version, fades at 1:58 just shy of the chorus; they love it.",
    ),
    (
        "climbing wall group chat, task last after an offer: cave circuit stripped and re-set",
        "Pizza's on me Thurs night for any takers to strip and re-set the yellow cave circuit",
        "Yellow's back up: 14 fresh problems, every hold torqued and tagged. Pizza was ace.",
    ),
    (
        "Geordie howay promise from a motorbike club member: club bike's chain and sprockets",
        "Howay, ah'll hev the club Bonnie's chain an' sprockets done afore the Cheviot run, like.",
        "New chain and sprockets on the Bonneville; up to Alwinton and back, smooth as owt.",
    ),
    (
        "dog groomer's go-on-then text: a dog squeezed in to be de-matted before a show",
        "Ah go on then, I'll squeeze Bramble in first thing Sat and get those mats out pre-show.",
        "She's done! Combed out, hand-stripped and a bow on one ear; pranced back to your car.",
    ),
    (
        "school caretaker all-staff notice: old-block boiler tripped, classrooms cold",
        "ALL STAFF: old-block boiler tripped out overnight; rooms 4 to 9 stone cold, coats on.",
        "Boiler relit and pressure topped up; rooms 4-9 were toasty by second period.",
    ),
    (
        "cancel",
        "Toy Library Teddy Bears' Picnic, Rec Ground, Sun 2-4pm: bring a bear, squash provided.",
        "Sunday's teddy bears' picnic is scrapped, sorry all: the rec's a swamp. Bears stay home.",
    ),
    (
        "window cleaner, making-a-start note: a block of flats' windows, cars to move",
        "Making a start on the Elm Court flats this morning, pole's up, pls shift cars off bay 3.",
        "Every pane at Elm Court's gleaming, frames and sills wiped; invoice is in the letterbox.",
    ),
    (
        "text speak with ugh: grandmother's hearing aid whistling, new tube needed at the clinic",
        "ugh nan's hearing aid whistling nonstop, needs a new tube, cn u take her 2 clinic thu",
        "nan got a new tube n dome, no whistle at all, she heard the telly on 12 lol",
    ),
    (
        "Filipino English na-naman report: charity office printer jamming, receipts can't print",
        "Sir the printer in the donations room is jamming na naman po, cannot print the receipts.",
        "Technician po came, changed the roller, printer is okay na, receipts printing already.",
    ),
    (
        "ice rink nights-to-days handover: resurfacer dripping hydraulic fluid on the ice",
        "Nights to days: Zamboni's dripping hydraulic fluid on the ice, don't run it yet.",
        "New hose on the resurfacer, bone dry underneath; first public skate was on clean ice.",
    ),
    (
        "Australian too-easy promise: country hall tea urn descaled before a morning tea",
        "Too easy, Val, I'll have the hall urn descaled before the CWA morning tea on Wednesday.",
        "Urn's had a citric acid boil and two rinses; tea for forty, not a chalky bit in it.",
    ),
    (
        "formal on-behalf-of email: sailing club slipway winch serviced before regatta week",
        "On behalf of the committee, may I ask that the slipway winch be serviced pre-regatta.",
        "Engineer's report in: new cable, brake pads and gearbox oil; winch certified to 2t.",
    ),
    (
        "chatty run-on model railway line, task buried: layout points derailing engines",
        "Bumped into Ken at the swapmeet and anyway Little Barrow points want fixing before May",
        "Little Barrow's got new tie-bars; the tank engines ran through all weekend at the show.",
    ),
    (
        "tenants' association minutes, matters-arising item: bike store lock broken",
        "Matters arising (3): bike store lock broken since June; Priya to get housing out to it.",
        "Bike store has a new lock and hasp, keys handed to all twelve flats.",
    ),
    (
        "save-the-date village notice: harvest barn dance at a farm with a caller",
        "Save the date: Harvest barn dance at Home Farm, Sat 28 Sept, caller Jean, bring a plate.",
        "What a night at Home Farm: 120 through the barn doors, Jean called till midnight.",
    ),
    (
        "voice-to-text with when-you-get-a-minute: car MOT to book before it runs out",
        "when you get a minute could you ring Dobson's and book the Fiesta in MOT runs out 3rd",
        "Fiesta sailed through at Dobson's, advisory on back tyres, paper's in the glovebox.",
    ),
]

HELD_OUT_50_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Hughes's crown's waxed up and invested; it goes in the furnace tomorrow, fit may slip."),
    (1, "Reset the fridge thermostat at Hollins Farm; read 6C for an hour then crept back to 13."),
    (2, "Station manager says the Studio B mic is on the engineer's list for after Easter."),
    (3, "Greased the tail-lift hinges while the Luton was in; it still sinks under load."),
    (4, "Kowalski playlist's done and the venue mic check's booked; 1st dance edit Sunday."),
    (5, "Stripped the yellow circuit Thursday; the cave's bare, new holds come Monday to set."),
    (6, "Ordered the chain and sprockets for the Bonnie; slow boat, might not make the run."),
    (7, "Brushed Bramble's face and feet Saturday; ran out of time for the mats, back Tuesday."),
    (8, "Engineer's been to the old block: boiler needs a new fan, part due Thurs, heaters out."),
    (9, "Picnic update: bunting's up at the rec, 40 squash cartons bought, face painter booked."),
    (10, "Done the front of Elm Court; rain came in before the back, back Thurs to finish."),
    (11, "rang the clinic 4 nan, earliest appt the 19th, she just turns it off when it squeals"),
    (12, "Po, I already cleared the paper inside, it printed two receipts then jammed again."),
    (13, "Topped the hydraulic tank up so it'll last tonight; still weeping at the hose joint."),
    (14, "Bought a bottle of descaler for the hall urn; it's on the kitchen side with a note."),
    (15, "Engineer has inspected the winch and will return with a new cable before regatta week."),
    (16, "Ken's cleaned the track at Little Barrow; points still throw the tanks off every pass."),
    (17, "Housing came to look at the bike store; new lock 'requested', door still tied shut"),
    (18, "Barn dance update: hay bales stacked, Jean's confirmed, 90 tickets sold so far."),
    (19, "rang Dobson's no answer will try again tomorrow lunchtime"),
]

HELD_OUT_50_CHIT_CHAT: list[str] = [
    "Dental lab lore: the old ceramist can shade-match a tooth from a blurry phone photo.",
    "Lambing truth: every ewe waits for the one night you've sat down with a glass of wine.",
    "I'll be blowed if a caller didn't request Come On Eileen three times in one hour.",
    "Removals chat: the piano we moved in Hove had a cat asleep inside it the whole way.",
    "If I ever get married I'm having the DJ play nothing but ABBA, start to finish.",
    "Climbing wall: a lad of nine flashed the black route this morning, didn't even smile.",
    "We'll see pigs fly before the Cheviot run leaves on time; it's tradition by now.",
    "Groomer's van news: a poodle fell asleep under the dryer and snored like a tractor.",
    "One of these days I might repaint the caretaker's cupboard, it's been beige since 1974.",
    "Toy library find: a wooden garage with a working lift, the kids queued for it all day.",
    "Did the whole Maple Road round by eleven, then sat in the sun with a flask and a paper.",
    "nan says her hearing aids pick up next door's rows better than the telly lol",
    "Office pantry: someone brought ensaymada for everyone, no name, just a smiley note.",
    "Rink life: a toddler with a penguin skate helper lapped her dad twice this afternoon.",
    "I'll grant you the lamingtons were dry, but the scones were an absolute dream.",
    "Regatta talk: if the wind drops Saturday we'd all just sit out there eating sandwiches.",
    "Model railway aside: Ken's built a tiny pub with a tiny darts match going on inside.",
    "Tenants' meeting tangent: half an hour on whether the fox by the bins has a name. Gerald.",
    "I could dance all night at a barn dance if my knees would let me, which they won't.",
    "We'll cross that bridge when we come to it, as my dad says about literally everything.",
]
