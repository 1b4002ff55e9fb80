"""Sixtieth held-out set for bench/loop_phrasing.py (--split held_out_60).

Written before round 57 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_60_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_60_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_60_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_60_PAIRS: list[tuple[str, str, str]] = [
    (
        "Maltese English email with a subject line to the utility's billing office: refund "
        "owed on an estimated water bill",
        "Subject: Account 40-118273 - overcharged on estimate. Good morning, the last bill was "
        "estimated at 96 units but the meter shows 31, your reader saw it himself on the 4th. "
        "Mela, you owe me back €142.60. Please refund it or put it as credit. Josephine "
        "Camilleri, Żebbuġ",
        "Subject: RE: Account 40-118273. Dear Ms Camilleri, following the actual reading the "
        "invoice was re-issued and the difference has been transferred to your bank today. "
        "Customer Care",
    ),
    (
        "Ghanaian English text to a landlord: prepaid electricity meter rejecting the credit, "
        "compound in darkness",
        "Good evening Landlord, please the prepaid meter is rejecting the token I bought "
        "today, it keeps showing 'Err 30'. The whole compound is in darkness since 6pm and the "
        "children are writing exams. Kindly call your ECG man tomorrow morning. Akosua",
        "Landlord thank you oo! Your ECG man came and reset the box, the 100 cedis has entered "
        "and the lights are back in all the rooms. God bless you.",
    ),
    (
        "Malaysian English WhatsApp to a satellite installer: storm knocked the dish askew "
        "before a Thomas Cup final",
        "Ah Seng, last night storm so strong until my Astro dish turn to the side already. Now "
        "the TV show 'no signal' only. Sunday Thomas Cup final leh, whole family coming to "
        "watch. Can come adjust before that or not?",
        "Boss, thank you ah! After you climb up and tighten the bracket the picture very clear "
        "now, all channels can. Sunday confirm can watch Malaysia play.",
    ),
    (
        "Kenyan English SMS from a boarding school bursar: a fee balance to clear before "
        "closing day or the report form is withheld",
        "Dear Parent, Brian Otieno Form 2 has a fee balance of KES 14,500 for Term 2. Kindly "
        "clear via M-Pesa Paybill before closing day 2nd August. Report forms will only be "
        "released to students with zero balance. Bursar, St Peter's Kisii",
        "Dear Parent, we acknowledge receipt of KES 14,500 for Brian Otieno. His Term 2 "
        "account now reads nil. Thank you. Bursar, St Peter's Kisii",
    ),
    (
        "NZ kapa haka group chat with Māori words: piupiu strands snapping before the regional "
        "competition",
        "Kia ora whānau, half the piupiu in the wharenui are dropping strands, the flax has "
        "dried out heaps. Regionals are three weeks away. Can the aunties please set up a "
        "working bee to rethread them? Whaea Mere has spare whenu.",
        "Ka pai aunties!! Every skirt is full and swishing again, they sounded mean at "
        "practice tonight. Ngā mihi for all those late nights.",
    ),
    (
        "Scots island community shop volunteers' chat: the weekly bread and milk order to "
        "collect off the Friday ferry",
        "Right folks, the bread an milk for the shop's comin in on Friday's boat, the 2pm "
        "sailin. Somebody needs tae be at the pier wi the van tae lift the crates afore the "
        "boys lock the shed. Shona's aff this week. Wha's free?",
        "Got it aw. Eight trays o loaves an the milk cages are in the shop chiller. Fish van "
        "had me blocked in at the pier for a bit but nae bother.",
    ),
    (
        "Irish English email with a subject line to an insulation contractor: grant completion "
        "form needing his signature before the claim deadline",
        "Subject: SEAI declaration of works - signature pls. Hi Declan, the attic job is grand "
        "but to claim the grant I need you to sign the contractor part of the completion form. "
        "Deadline is the 30th or we lose the €1,500. Will I drop it up to the yard? Aoife",
        "Subject: RE: SEAI declaration. Aoife, put my name to it this morning, scanned copy "
        "attached and the original is in the post to you. Best of luck with the claim, Declan",
    ),
    (
        "Nigerian English chat with a roadside mechanic: car charging fault, the mechanic "
        "promised Thursday",
        "Oga Sunday, this my Corolla battery light don dey show again and the car died at "
        "Allen junction. You said na alternator and you promised me Thursday. I have to drive "
        "to Ibadan Saturday, please no disappoint me o.",
        "Oga Sunday you try! Picked the motor this evening, e dey charge well well now, no "
        "light on the dashboard again. Drove it home from Ikeja smooth.",
    ),
    (
        "Indian English office email to a reporting manager: travel reimbursement claim "
        "awaiting approval",
        "Subject: Pending approval - Pune travel claim. Dear Rajesh sir, my claim for the "
        "client visit to Pune (Rs 23,840) is pending at your level since 3 weeks. Kindly "
        "approve the same so finance can process in this month's payroll. Regards, Deepa",
        "Subject: RE: Pune travel claim. Sir, thank you, the amount came along with salary "
        "today. Regards, Deepa",
    ),
    (
        "Australian school P&C canteen roster note: pie warmer not heating before the "
        "athletics carnival",
        "Canteen ladies, heads up, the pie warmer's stone cold again, light's on but nothing "
        "happening. Athletics carnival is Friday and we've got 200 pies and sausage rolls "
        "pre-ordered. Can Bev's hubby have a look or do we buy a new one?",
        "Gary came in Wednesday arvo and swapped the element. Everything went out piping hot "
        "on carnival day, sold clean out by 11.",
    ),
    (
        "Canadian cottage association newsletter: community docks to haul out before freeze-up",
        "Lake Association news: the community docks at the public landing have to come out "
        "before freeze-up or the ice will tear them apart like it did in '19. Work party "
        "Saturday the 2nd, 9am. Bring gloves and a truck if you have one, eh.",
        "Big thanks to the fifteen folks who showed up Saturday! All four sections are up on "
        "the bank, blocked and tarped for winter. Coffee and Timbits were on the association.",
    ),
    (
        "American food co-op membership email: work-shift hours owed before the member "
        "discount is suspended",
        "Hi Marcus, our records show you're 6 hours behind on your member work shifts this "
        "quarter. Please make them up by June 30 or your member discount will be suspended. "
        "Sign up on the shift board or reply here. Thanks! - Co-op Membership Team",
        "Hey Marcus, just confirming you're all caught up - the Saturday restocks and the "
        "bulk-bin cleanup covered it. Discount stays active. Thanks for pitching in! - "
        "Membership",
    ),
    (
        "Bahamian English message to a cousin on Andros: a fridge coming on the mailboat to "
        "collect at the dock",
        "Cuz, the new fridge I order from Nassau comin on the mailboat Thursday. I on the late "
        "shift at the resort, you could carry the truck down Fresh Creek dock an pick it up fa "
        "me? Captain say they ain keepin nothin overnight.",
        "Done, bey. Me an Junior load it on the truck an it standin in ya kitchen now, still "
        "in the box. Ain got a scratch.",
    ),
    (
        "Zimbabwean English message from a growth-point grinding mill operator: hammer mill "
        "screen torn, mealie-meal coming out coarse",
        "Baba, the screen on the hammer mill has torn, the mealie-meal is coming out rough "
        "like samp and customers are complaining. Please buy a new 1.5mm screen in Masvingo "
        "when you go on Friday, we cannot grind like this.",
        "Baba it is fitted, the meal is fine-fine now like before. Today we did the whole "
        "village's bags, even Mai Chipo said it is the best in the area.",
    ),
    (
        "makerspace Discord channel with emoji: laser cutter tube dead, members' jobs on hold",
        "@infra-team the big laser is firing but not marking anything, tube looks dead (no "
        "pink glow). I've put a DO NOT USE sign on it. A few people have Christmas orders "
        "queued, can someone sort a new tube? 🙏",
        "Laser's back in business 🎉 Priya fitted the replacement and realigned the mirrors "
        "last night, cuts clean through 3mm ply again. Queue is open.",
    ),
    (
        "car hire company email with a reference: damage report form to return within seven days",
        "Ref RA-77310: Dear Mr Haddad, on return of the vehicle a scrape was noted on the rear "
        "bumper. Please complete the enclosed damage report form saying how and where it "
        "happened and return it within 7 days, otherwise the full excess will be charged.",
        "Ref RA-77310: Hi, filled it in - it was the barrier at the airport car park - and "
        "uploaded it with photos through your portal this afternoon. Please confirm you have "
        "it. Sami Haddad",
    ),
    (
        "Liverpool family chat with Scouse slang: a new baby's birth to be registered within "
        "42 days",
        "Our kid, dead serious la, yous have got to register the baby, it's 42 days and she's "
        "nearly 5 weeks. Ring the register office on Brougham Terrace and get an appointment, "
        "Mam's doing her nut.",
        "Sound, done this morning at Brougham Terrace. Little Isla Rose is official, got two "
        "copies of the certificate. Mam can calm down now.",
    ),
    (
        "Welsh English text to a son: Nan's stairlift jerking and stopping halfway up",
        "Rhys love, your Nan's stairlift is jerking and stopping halfway up again, she was "
        "stuck there twenty minutes last night, poor dab. Ring the stairlift people will you, "
        "the number's on the rail. I'm not having her on those stairs.",
        "Mam, the engineer's been. New battery and he cleaned the track, it's going up smooth "
        "as anything. Nan had two goes just for fun, duw duw.",
    ),
    (
        "cancel",
        "CAR BOOT SALE Sunday 14th at Pengelly's field, sellers from 7am, buyers 8am. £8 a "
        "car, £12 a van. Burger van and teas. All proceeds to the village hall roof fund.",
        "Sorry folks, Pengelly's field is a swamp after this week's rain, the tractor would be "
        "pulling cars out all day. Sunday is OFF, no pitches were prepaid so nothing to "
        "refund.",
    ),
    (
        "Sri Lankan English HR circular: staff blood donation camp to be held with the blood bank",
        "Dear All, HR is organising a blood donation campaign with the National Blood Centre "
        "on the 22nd in the 4th floor auditorium. Nilmini to confirm the date and bus with "
        "them by Friday. Kindly add your names to the list if willing.",
        "Dear All, thank you to everyone who gave on Wednesday, the NBC team went back with 61 "
        "pints. Special thanks to Nilmini for the arrangements. HR",
    ),
]

HELD_OUT_60_NOT_CLOSING: list[tuple[int, str]] = [
    (
        0,
        "Subject: RE: Account 40-118273. Dear Ms Camilleri, a meter inspector will visit to "
        "confirm the reading, after which your claim will be reviewed. Customer Care",
    ),
    (
        1,
        "Akosua, I have called him, he says he will come Monday because he is in Kasoa. Manage "
        "with the lantern small.",
    ),
    (
        2,
        "Ah Seng say Friday he busy, earliest Monday only. Aiyo, Sunday how? Maybe go mamak "
        "watch lah.",
    ),
    (
        3,
        "Dear Bursar, I have sent 7,000 today, the remainder when the coffee payment comes end "
        "month. Kindly release the report form. Mrs Otieno",
    ),
    (
        4,
        "Working bee Saturday at the marae, bring needles. Mere reckons we'll only get the "
        "tāne ones done first.",
    ),
    (5, "Boat's held up wi the swell, CalMac sayin 5pm maybe. Crates might no come the day."),
    (
        6,
        "Subject: RE: SEAI declaration. Aoife, away in Galway on a job till Tuesday, I'll do "
        "it when I'm back so. Declan",
    ),
    (
        7,
        "Madam, the part wey I buy for Ladipo na fake, e no dey charge. I go find original "
        "tomorrow, maybe Friday.",
    ),
    (
        8,
        "Subject: RE: Pune travel claim. Deepa, approved from my side, but finance says hotel "
        "bill is not in GST format. Please resubmit. Rajesh",
    ),
    (
        9,
        "Gary had a look, reckons it's the element. Ordered one from Sydney, might not be here "
        "by Friday.",
    ),
    (
        10,
        "Only six of us made it Saturday, got the swim platform up the bank but the main "
        "sections are still in the water. Another go next weekend?",
    ),
    (
        11,
        "Hi, I signed up for two Saturday restocks in July, is that OK even though it's past "
        "the 30th? Sorry, been slammed at work. Marcus",
    ),
    (
        12,
        "Went down the dock, boat come in but the fridge ain on it. Captain say it still "
        "sittin in Potter's Cay, maybe next week.",
    ),
    (
        13,
        "Shop in Masvingo only had 3mm screens, the 1.5 is coming from Harare next week. Mai "
        "Tendai will grind at the other mill until then.",
    ),
    (
        14,
        "Ordered a 60W tube from the usual supplier, tracking says 10-14 days. Sign stays up "
        "til then, sorry all.",
    ),
    (
        15,
        "Ref RA-77310: Hi, I can't open the attached PDF, could you send the form again? I "
        "don't remember any scrape either. Sami",
    ),
    (
        16,
        "Rang them, first appointment is the 12th. That's past the 42 days isn't it? Will they "
        "fine us like?",
    ),
    (
        17,
        "They're coming out Thursday fortnight, earliest they could do. Told Nan to sleep "
        "downstairs till then, she's not happy, mind.",
    ),
    (
        18,
        "Field's a bit soggy after the rain, we'll walk it Saturday and post here if Sunday's "
        "still on.",
    ),
    (
        19,
        "Nilmini: Blood centre says their bus is already given to another camp on the 22nd, "
        "asking if we can shift to the 29th. Please advise.",
    ),
]

HELD_OUT_60_CHIT_CHAT: list[str] = [
    "Mela, I need to tell you, the pastizzi this morning were still warm from the oven, heaven.",
    "Black Stars won 2-0 tonight! Please, the whole of Madina was shouting, I'm still hoarse.",
    "Pasar malam tonight, the satay uncle gave extra kuah, I'll sleep so happy later.",
    "Harambee Stars lost again, but the nyama choma after was worth the trip to Kasarani.",
    "The haka for Nana's 80th gave me chills, we should have those whānau days more often.",
    "Pod o dolphins aff the pier the day, maybe twenty o them, the bairns went daft.",
    "Sure I'll never tire of that view over Bantry Bay, had the flask and sat there an hour.",
    "Jollof at Tunde's party was on another level, I need to stop eating after 10pm abeg.",
    "Rain finally came to Chennai, filter coffee on the balcony listening to it, bliss only.",
    "Footy tipping: Swans by 40, I'm top of the office ladder and I'll be unbearable all week.",
    "First loon of the season calling across the lake tonight, eh. Sat on the dock till dark.",
    "Farmers market peaches are unreal right now, we should honestly just live on them.",
    "Junkanoo rush was sweet this year, bey, Valley Boys look too good. I ain sleep yet.",
    "Sadza and road-runner chicken at Gogo's on Sunday, I am still full, please.",
    "Log 21:40: barn owl hunting along the east hedge, quartered it twice then away over the barn.",
    "Reds won the derby three-nil, I'll be singing all the way to work tomorrow, la.",
    "Cwtch with the new puppy on the settee all afternoon, rain outside, perfect Sunday.",
    "Kottu at Galle Face after work, the clatter of the blades alone is worth it, please try.",
    "Show-and-tell night was brilliant, someone built a working pinball table out of scrap.",
    "The sunset over the Grand Harbour tonight, I just sat on the bastion and stared.",
]
