"""Fifty-fourth held-out set for bench/loop_phrasing.py (--split held_out_54).

Written before round 51 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_54_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_54_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_54_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_54_PAIRS: list[tuple[str, str, str]] = [
    (
        "Slack message with emoji from a lifeboat station: launch tractor's winch slipping",
        "@shorecrew :warning: launch tractor's winch drum is slipping when we haul the Atlantic "
        "up the beach, pls look b4 Sun :pray:",
        ":white_check_mark: new clutch plates in the Talus, recovered her 3x on Sunday's "
        "exercise and not one slip :tada:",
    ),
    (
        "Australian keeper's arvo report at a zoo: penguin pool's filter pump carked it",
        "Penguin pool pump's carked it this arvo, water's going green as. Can the plumbers get "
        "out before Saturday's feed talk?",
        "Plumbers were out Friday; by the Saturday feed you could count every pebble on the "
        "bottom, no worries.",
    ),
    (
        "primary school newsletter asking for lent musical costumes back by a date",
        "Newsletter, 7 March: could families please send back every Oliver! costume taken home "
        "after the show by Friday 14th? The hire firm collects on the 17th.",
        "Newsletter, 21 March: a huge thank you, all 62 Victorian outfits came home, top hats "
        "and all, and went back to the hire firm on time.",
    ),
    (
        "ferry terminal passenger notice in the passive voice: car ramp not lowering fully",
        "Vehicle boarding has been suspended at Berth 2: the linkspan ramp is not being lowered "
        "fully onto the car deck.",
        "The Berth 2 vehicle bridge has had its hydraulic ram replaced overnight; cars are "
        "again being driven aboard.",
    ),
    (
        "hospice ward clerk's is-there-a-date question: bed lift out of action",
        "Is there a date yet for the lift people? Beds can't go down to the garden room and "
        "Mr Abara's been asking all week.",
        "Mr Abara had his afternoon in the garden room today, wheeled down bed and all, sun on "
        "his face.",
    ),
    (
        "Kiwi scout leader's sweet-as promise: canoe trailer wheel bearing before a river camp",
        "Sweet as, I'll chuck a new bearing in the canoe trailer before we head up the "
        "Whanganui, chur.",
        "Towed the lot up SH4 and back, not a squeak or a wobble the whole way, kids were stoked.",
    ),
    (
        "university estates helpdesk ticket: fume cupboard low-airflow alarm, tagged out of use",
        "Estates ticket EST-20931 | Chem 2.14 | FC3 low-airflow alarm sounding continuously; "
        "cupboard tagged OUT OF USE.",
        "EST-20931 resolved: roof extract fan belt renewed; the 2.14 hood now pulls 0.5 m/s at "
        "the sash, tag removed.",
    ),
    (
        "Jamaican English report from a market trader: stall awning torn, rain on the fruit",
        "Bwoy, di awning pon mi stall tear up bad inna dat breeze, rain a come in pon di "
        "mangoes dem.",
        "Mi cousin stitch it up an' put new eyelet, yesterday shower come an' not one drop "
        "touch di fruit.",
    ),
    (
        "Northern English message to a brother about an ice-cream van: chimes not playing",
        "Chimes on't van have packed up, our kid, been driving round the estate like a hearse. "
        "Can tha look afore Sunday?",
        "Greensleeves is blaring again off a new speaker under the bonnet; sold out of 99s on "
        "Hollins Road by four.",
    ),
    (
        "synagogue, a third party doing the work: heating timer resetting before Shabbat",
        "Mr Rosenthal says his nephew the electrician will sort the shul's heating timer, it "
        "keeps resetting itself before Shabbat.",
        "The nephew came Thursday; on Shabbat morning the sanctuary was toasty by Shacharit and "
        "nobody kept their coat on.",
    ),
    (
        "sports hall note with no verb: climbing wall auto-belay slow to retract, lane shut",
        "Lane 3 auto-belay - slow retract, rope sagging. Lane closed, sign up.",
        "Lane 3 device back from its service with a new spring; retracts clean, sign down, kids "
        "on it again.",
    ),
    (
        "cancel",
        "New Year's Day Dip, 11am off the Cobb steps: fancy dress encouraged, soup and a "
        "certificate after.",
        "Harbourmaster's put a red flag on the Cobb, so the New Year's Day Dip is cancelled. "
        "Soup at the club instead.",
    ),
    (
        "Irish care farm after-ripping line: polytunnel cover torn by a storm before planting",
        "The polytunnel skin's after ripping clean across in the storm; we'll need a new one on "
        "before the lads plant out the tomatoes.",
        "Six of the lads hauled the new one over Saturday and dug in the edges; tomatoes are "
        "in and it's roasting in there.",
    ),
    (
        "Indian English complaint to a golf club secretary: buggy charging point dead",
        "Secretary sir, buggy charging point in cart shed is not charging since two days, "
        "three buggies died on 14th hole itself.",
        "Sir, electrician has replaced the burnt socket board in cart shed, all buggies are "
        "showing full battery this morning only.",
    ),
    (
        "council report-it form with fields: town clock stopped since the clocks went forward",
        "Report it > Street furniture > Other. Location: Market Cross. Details: Corn Exchange "
        "clock stuck at 4.20 since the clocks went forward.",
        "Your report 7741-CX has been closed. Officer notes: contractor attended, motor "
        "replaced, set to BST, chiming on the hour.",
    ),
    (
        "community fridge volunteer's ping-me reminder: temperature log and out-of-date food",
        "Ping me Thursday to do the community fridge temp log and clear anything past its date, "
        "the EHO visit is next week.",
        "Thursday's done: 3.8C on the probe, six yoghurts and a sad lettuce in the compost, "
        "sheet signed on the clipboard.",
    ),
    (
        "farm shop owner's request answered by a tradesperson's SMS: card machine losing signal",
        "Card machine keeps losing signal by the egg fridge, customers walking out. Can you send "
        "someone before Easter weekend?",
        "Hi Jo its Marc from Cardlink, new SIM + booster fitted by the till, ran 10 test txns "
        "all ok, any probs txt me. Marc",
    ),
    (
        "landlord's email promising a repair: bathroom extractor fan dead, mould coming",
        "Hi Priya, thanks for the photos. I'll get my electrician round to replace the bathroom "
        "extractor this week. Regards, Martin",
        "Hi Martin, Dev came Wednesday; the mirror doesn't steam up any more and I've bleached "
        "the ceiling. Thanks, Priya",
    ),
    (
        "ward round note in medical shorthand: PICC line needed for weeks of IV antibiotics",
        "WR Bed 12: ?osteomyelitis, for 6/52 IV abx - needs PICC, refer to vascular access team.",
        "Bed 12: long line in L basilic, tip at CAJ on CXR, cleared for use; first ceftriaxone "
        "dose given through it.",
    ),
    (
        "junior football welfare officer chasing a coach: DBS form to be sent back",
        "Gaz, you still need to send your DBS form back to me before you can take the under-9s "
        "on Saturday.",
        "Posted through your door last night with copies of my passport and a bank statement; "
        "see you at the under-9s.",
    ),
]

HELD_OUT_54_NOT_CLOSING: list[tuple[int, str]] = [
    (0, ":eyes: cover off the Talus, clutch plates glazed, parts from Poole Tues :grimacing:"),
    (1, "Plumbers reckon it's the impeller; part's coming from Sydney, penguins off display."),
    (2, "Newsletter, 14 March: thanks to all who've returned costumes; 11 waistcoats still out."),
    (3, "Engineers have been called to the Berth 2 linkspan; vehicle boarding stays suspended."),
    (4, "Lift firm rang back: part's on order, they'll 'try for month end'. Mr Abara's upstairs."),
    (5, "Got the bearing kit from Repco, eh, but the old one's seized on; she's up on blocks."),
    (6, "EST-20931 update: roof access needed to inspect extract fan; FC3 stays OUT OF USE."),
    (7, "Mi buy di canvas an' eyelet dem from market, but mi cousin cyaan come till Sunday."),
    (8, "Panel off behind the seat, it's the amp; new one Tuesday, ringing a bell till then."),
    (9, "The nephew looked at the timer; needs a new board, he'll fit it after Pesach."),
    (10, "Lane 3 auto-belay - away for service, back in a fortnight. Lane still closed."),
    (11, "New Year's Day Dip update: 90 swimmers signed up, lifeguards booked, soup pans lent."),
    (12, "New cover's after arriving from Wexford but it's too windy to pull it over yet."),
    (13, "Sir, electrician checked, socket board is burnt, new one he will bring Monday."),
    (14, "Your report 7741-CX has been assigned to the Heritage team; response in 20 days."),
    (15, "Did the fridge temps Thursday, 3.9C, but no time to clear out the old stuff yet."),
    (16, "Hi Jo its Marc, booked u in Weds 9am, have the card machine serial no. ready. Marc"),
    (17, "Hi Martin, your electrician rang, he's off sick and will rebook next week. Priya"),
    (18, "Bed 12: VAT contacted, on their list for tomorrow; IV abx via cannula meanwhile."),
    (19, "Found the DBS form in the kit bag; need to dig out my passport, will post it tmrw."),
]

HELD_OUT_54_CHIT_CHAT: list[str] = [
    ":ocean: shout out to the tea boat ladies, third tray of flapjack this week and not a crumb",
    "Fairy penguins waddle home at dusk like blokes leaving the pub at closing time, every night.",
    "Our Artful Dodger ad-libbed a joke about the head's car on opening night and stole the show.",
    "Dolphins rode the bow wave of the 9am crossing; half the passengers forgot their breakfast.",
    "The garden room smells of sweet peas this week; a grandson sowed them back in March.",
    "Best bit of camp, eh: twenty scouts trying to light a fire with one match each.",
    "Lab lore: whoever leaves the last beaker dirty buys the Friday doughnuts, no appeals.",
    "Mi granny seh a ripe Julie mango sweeter dan any cake inna di whole a Kingston.",
    "Our Shaz reckons a 99 tastes better in drizzle. She's wrong, but I'll not argue with her.",
    "Mrs Feldman's honey cake at kiddush has converted three lifelong fruitcake loyalists.",
    "Under-tens session: a girl of six topped the overhang and asked why the grown-ups clapped.",
    "Going to be one of those old dears who swims in the sea every day till ninety, watch me.",
    "Mikey has the hens trained to come when he whistles, and it's the only thing they obey.",
    "Sir, today one peacock was walking on 9th green as if he is club captain himself.",
    "Half the town sets its watch by the Corn Exchange clock and the other half by the bus.",
    "Someone left a wedding cake tier in the community fridge with a note: 'didn't work out'.",
    "Our free-range eggs come in so many browns a customer asked if we painted them ourselves.",
    "Got to hand it to this flat: the sunsets from the bathroom window are unreal.",
    "Night staff swear the drinks trolley squeaks in tune with Bed 4's snoring.",
    "Our under-9s keeper did cartwheels the whole second half and still kept a clean sheet.",
]
