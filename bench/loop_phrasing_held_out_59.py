"""Fifty-ninth held-out set for bench/loop_phrasing.py (--split held_out_59).

Written before round 56 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_59_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_59_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_59_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_59_PAIRS: list[tuple[str, str, str]] = [
    (
        "Nigerian English university department memo: exam scripts marked, scores uploaded "
        "before Senate",
        "MEMO from the HOD, Dept of Microbiology. All lecturers are reminded that first semester "
        "scripts must be marked and the scores uploaded on the portal latest Friday 14th. Senate "
        "sits on Tuesday and no result will be considered after. Please treat as urgent.",
        "HOD to all staff: Thank you colleagues, every course in the department is now showing "
        "on the portal, so our sheets went before Senate on Tuesday complete. God bless you all.",
    ),
    (
        "South African stokvel WhatsApp with eish: two members' contributions owed before the "
        "December payout",
        "Ladies, stokvel update: Thandi and Nomsa still owe November's R500 each. Payout is 15 "
        "December, please make the EFT before Friday, we can't share out short again like last "
        "year.",
        "Eish finally, both amounts reflected in the account this morning! Everybody is square "
        "for November, so the 15th will be the full share-out.",
    ),
    (
        "Filipino English barangay chat request to a kagawad: covered court basketball ring bent "
        "before the summer liga",
        "Good pm po Kagawad Reyes, the ring at the covered court is bent na, the tambays were "
        "hanging on it again last night. Liga opens Saturday po, can you ask the welder to fix "
        "or change it before then? Salamat po.",
        "Kagawad, thank you po! Mang Ben put up a brand new hoop yesterday, very matibay. "
        "Opening game was Saturday and the boys were dunking na without worry.",
    ),
    (
        "Australian surf club post, we-told-council promise: IRB motor won't start before the "
        "first patrol",
        "G'day crew, the IRB motor's carked it again, won't turn over no matter how many pulls. "
        "We told council we'd have the boat on the water for first patrol on the 28th, so can "
        "someone with a towbar get it down to Macca's workshop this week?",
        "Macca sorted the rubber duck, new coil and plugs, fired up first pull. She was out the "
        "back all Sunday arvo on patrol, no dramas.",
    ),
    (
        "Indian English Ganeshotsav mandal chat: the idol to be collected from the workshop in "
        "Pen and the balance paid",
        "Mandal members, our Bappa's murti is ready at the karkhana in Pen. Someone has to go "
        "with the tempo on Thursday and bring it to the pandal, the balance 18,000 also to be "
        "paid there itself. Kindly confirm who all are coming.",
        "Ganpati Bappa Morya! Sachin and boys brought Him home safely at 2am, sculptor's payment "
        "settled in full. Now He is sitting beautifully on the stage.",
    ),
    (
        "Scots ceilidh band text to the box player: accordion bellows leaking before a Burns "
        "supper gig",
        "Eck, yer box is wheezin like an auld dug, the bellows are leakin at the corner. We've "
        "the Burns supper at the Crown on the 25th an A'm no playin the Gay Gordons tae that. "
        "Get it tae the man in Dunfermline, eh?",
        "Squeezebox is back fae Dunfermline wi new gussets, airtight. Eck played a blinder at "
        "the Crown on Saturday, no a wheeze oot o' it the hale nicht.",
    ),
    (
        "Singaporean English condo resident's email to the managing agent with a subject line: "
        "side gate card reader dead",
        "Subject: Side gate card reader not working (Blk 7). Dear MA, the access card reader at "
        "the side gate near the bus stop is dead since Monday. Residents all must walk round to "
        "the guardhouse, very inconvenient esp. for the elderly. Pls rectify asap. Mrs Tan "
        "#07-12",
        "Subject: RE: Side gate (Blk 7). Dear Mrs Tan, our contractor replaced the faulty unit "
        "this morning and residents can tap in at the side entrance again. Thank you for your "
        "patience. Regards, Managing Agent",
    ),
    (
        "Kenyan English dairy cooperative minutes: bulk milk cooler at a collection centre not "
        "chilling",
        "MIN 4/03/24: The chairman reported that the bulk cooler at Kiganjo collection centre is "
        "not chilling below 10 degrees and the evening milk was rejected by the processor twice "
        "this week. Manager to get the technician from Nyeri urgently.",
        "MIN 2/04/24 (matters arising): Manager confirmed the technician recharged the gas and "
        "changed the compressor relay. The Kiganjo tank now holds at 4 degrees and no rejections "
        "have been received since.",
    ),
    (
        "Irish GAA juvenile coaches' group chat: new jerseys to collect from the printers before "
        "a blitz",
        "Lads the new U12 jerseys are ready at the printers in Ennis, they close at 5 on Friday. "
        "Someone needs to pick them up before Saturday's blitz or we're togging out in the old "
        "ones with the holes in them. Who's going in?",
        "Got them, the box is in my boot. Numbers are grand and the crests are only gorgeous, "
        "I'll hand them out at the blitz in the morning.",
    ),
    (
        "Guyanese Creole message from a rice farmer: mill huller rubbers worn before reaping",
        "Bossman, de huller rubbers at de mill done wear out, de paddy coming out half-husk an "
        "broke up. We start reap next week Monday, yuh gotta get new rubbers from Georgetown "
        "before dat.",
        "New set reach from town Friday an we put dem in Saturday. Rice coming out clean-clean "
        "now, whole grain, an we mill 200 bag since Monday.",
    ),
    (
        "home insurance claims email with a subject line: police crime reference needed for a "
        "stolen e-bike",
        "Subject: Claim HC-558102 - stolen e-bike. Dear Mr Okafor, to progress your claim we "
        "need the police crime reference number for the theft of your bicycle from the communal "
        "bike store. Please report it and send us the number within 14 days. Claims Team",
        "Subject: RE: Claim HC-558102. Hi, I reported it online to the Met on Sunday and they "
        "gave me 2401-88371 as the reference. Photo of the purchase receipt attached too. "
        "Regards, Chidi Okafor",
    ),
    (
        "cancel",
        "NOTICE: Glenbuchat Highland Games, Saturday 17 August, field opens 10am. Heavy events, "
        "piping, Highland dancing and the hill race. £8 at the gate, bairns free.",
        "Wi the Met Office amber warnin for gales on Saturday the committee has nae choice: this "
        "year's Games are aff. Sorry folks. Gate money refunds at the shop.",
    ),
    (
        "primary school PTA minutes with item numbers: bouncy castle to book for the summer fair",
        "PTA minutes 5 May, item 6: Summer Fair 29 June. Inflatables still not booked; Jo to "
        "ring Bounce-a-Lot before half term as they get snapped up. Budget £180 agreed.",
        "PTA minutes 9 June, item 2: Jo confirmed Bounce-a-Lot are bringing the castle and the "
        "obstacle course on the 29th, deposit paid, they'll set up from 11.",
    ),
    (
        "marina harbourmaster's log with dates and times: cleat torn out of the visitor pontoon",
        "HM log 14/07 18:30. Cleat at berth V6 on the visitor pontoon ripped out in the "
        "afternoon gusts, yacht Moonraker now on springs to V5. V6 not to be allocated till a "
        "new one is through-bolted. Yard informed.",
        "HM log 16/07 09:00. Yard lads fitted a new cleat at V6 with a backing plate, load "
        "tested with the workboat. Berth back in the allocation, Moonraker moved back in.",
    ),
    (
        "short-film production chat with names and times: street filming permit from the council",
        "[10:12] Priya (prod): Heads up, we still don't have the permit for Thursday's street "
        "scene on Fore Street. Dan, can you chase the council film office today pls? No permit, "
        "no shoot, they'll just move us on.",
        "[16:47] Dan: Film office emailed it over, signed and stamped, we're cleared for Fore "
        "Street 7am-2pm Thursday. Printed copy's in the location folder.",
    ),
    (
        "Hong Kong English building management notice: rooftop water pump failed, top floors dry",
        "NOTICE: Due to failure of the fresh water pump at rooftop, there is no water supply to "
        "18/F and above. Contractor has been called. Residents are advised to collect water from "
        "the tap at G/F lobby. Sorry for any inconvenience caused. Management Office",
        "NOTICE: Fresh water supply to all floors has resumed at 4:30pm today after the "
        "contractor's replacement works. Water may be slightly cloudy at first, please run the "
        "tap for a few minutes. Management Office",
    ),
    (
        "Pakistani English family WhatsApp: caterer and shamiana to book for a cousin's mehndi",
        "Assalam o alaikum everyone, Ayesha's mehndi is 12th Dec and nobody has booked the "
        "caterer or the shamiana yet!! Faisal bhai you said you know someone in DHA, please call "
        "them today itself, December dates go fast.",
        "Done hai, Faisal bhai's friend confirmed for the 12th, biryani, karahi and the big tent "
        "with fairy lights. Advance also paid, inshallah all set.",
    ),
    (
        "PhD student's email to a supervisor, subject line: extension form to sign by Friday",
        "Subject: Extension form - signature needed by Friday. Hi Prof. Lindqvist, sorry to nag, "
        "the graduate school needs your signature on my 3-month extension form by this Friday or "
        "my registration lapses. It's in your pigeonhole. Thanks, Aroha",
        "Subject: Re: Extension form. Aroha, did it this morning and walked it over to the grad "
        "school office myself, so the confirmation should come through shortly. Good luck with "
        "chapter 4. Best, Karin",
    ),
    (
        "former tenants' email to a letting agent: deposit still not returned weeks after moving "
        "out",
        "Hi Kirsty, it's been five weeks since we handed back the keys to Flat 2, 18 Mill Lane "
        "and we still havent recieved the £1,150 deposit. The check-out report said no "
        "deductions. Could you release it this week please? Ta, Sam & Lou",
        "Kirsty! Just seen it land in the joint account, the full eleven-fifty. Thanks for "
        "sorting it, and sorry for all the emails. S",
    ),
    (
        "Fijian English village church message: the lali drum split before a circuit service",
        "Bula vinaka youth, the big lali outside the church has split down the side, it sounds "
        "like a tin now. Talatala wants a good one for the circuit service Sunday. Jone, can you "
        "and the boys carve a new one from the vesi log behind the hall?",
        "Vinaka vakalevu Jone and the boys! The new drum rang out on Sunday morning, you could "
        "hear it all the way to the seawall, whole village came.",
    ),
]

HELD_OUT_59_NOT_CLOSING: list[tuple[int, str]] = [
    (
        0,
        "Dr Adeyemi's MCB 312 scripts are still with the external examiner, scores not yet on "
        "the portal.",
    ),
    (1, "Nomsa paid R250 now, says the rest after month-end. Thandi not answering, ladies."),
    (
        2,
        "Kagawad said po he will ask Mang Ben after the fiesta pa, liga may start sa old court "
        "muna.",
    ),
    (3, "Got the IRB down to Macca's, he reckons it's the coil but parts are three weeks out."),
    (
        4,
        "Tempo booked for Thursday 6am, driver is Raju. Still need two more boys to go to Pen, "
        "who is free?",
    ),
    (5, "Took the box tae Dunfermline, he cannae look at it till February. Borrowin Jimmy's."),
    (
        6,
        "Subject: RE: Side gate. Dear Mrs Tan, work order raised, pending vendor site visit. "
        "Regards, MA",
    ),
    (
        7,
        "MIN 3/04/24: Technician came but needs a compressor from Nairobi; Kiganjo farmers to "
        "deliver evening milk to Karatina meanwhile.",
    ),
    (
        8,
        "Printers rang, two of the U12 ones are missing the crest, redoing them Monday. Rest "
        "ready tommorow.",
    ),
    (9, "Shop in Georgetown seh dey ain got de size, dem gon order from Trinidad. Two week."),
    (
        10,
        "Subject: RE: Claim HC-558102. Police website keeps timing out, I'll try the station "
        "Monday. Chidi",
    ),
    (
        11,
        "Weather's lookin wild for Saturday; committee meetin the nicht tae decide on the Games.",
    ),
    (
        12,
        "Jo's had a quote from Bounce-a-Lot, £210 for the day; committee to say if we go over "
        "budget.",
    ),
    (
        13,
        "HM log 15/07 10:15. Yard have a cleat but no backing plate; V6 still closed, visitor "
        "turned away.",
    ),
    (
        14,
        "[15:30] Dan: Film office say the app is 'with highways for comment', no promises before "
        "Thursday.",
    ),
    (
        15,
        "NOTICE: Supply restored to 18/F-25/F. Floors 26/F and above remain without water. "
        "Management Office",
    ),
    (
        16,
        "Faisal bhai called, they're asking 2 lakh for 300 people. Ammi says too much, ask one "
        "more place.",
    ),
    (
        17,
        "Subject: Re: Extension form. At a conference till Monday, will sign when I'm back. Ask "
        "them for grace? K",
    ),
    (
        18,
        "Hi Sam, landlord's approved it and it's gone to accounts, please allow 5-10 working "
        "days. Kirsty",
    ),
    (
        19,
        "Jone started hollowing the vesi log yesterday, says two weeks more. Sunday we ring the "
        "bell.",
    ),
]

HELD_OUT_59_CHIT_CHAT: list[str] = [
    "Senate meeting ran so long we missed lunch; the suya man at the faculty gate saved my life.",
    "Stokvel braai was lekker, Gogo danced to Brenda Fassie until the neighbours joined in.",
    "Grabe ang init today, I'll just stay inside with halo-halo and watch the PBA finals.",
    "Flat as a tack out the back this arvo, water's crystal, I'll be on the board till dark.",
    "The modaks my aai made this year were too good, I ate eleven, no regrets only.",
    "Whit a nicht at the ceilidh, Strip the Willow had me birlin for an hour efter.",
    "Today so humid, I need to shower three times already lah, cannot tahan.",
    "Rains have come well this season, the napier grass is tall and the cows are happy.",
    "Clare won the All-Ireland, I'll be hoarse till Christmas, what a day, what a day.",
    "Cricket at Providence Sunday, West Indies mash up de Aussies, whole stand dancing.",
    "We should totally go to Brighton for a weekend when it's sunny, just for chips on the pier.",
    "Hogmanay at ma sister's, we sang Auld Lang Syne that loud the dug hid under the table.",
    "Sports day: Red house won the tug of war again and the Year 6s were unbearable after.",
    "Sunset over the marina tonight was unreal, half the moorings were out on deck with a glass.",
    "Need to say, the catering on today's shoot was the best I've had on any set. That lasagne.",
    "Typhoon signal 8 today, whole family at home playing mahjong and eating instant noodles.",
    "Eid Mubarak everyone! Nani's sheer khurma was the best yet, I had three bowls.",
    "Wrote nothing today, just sat in the botanic garden with a flat white watching the ducks.",
    "New flat gets the morning sun in the kitchen, I could honestly live at that table.",
    "Lovo after church Sunday, the whole family ate till they slept under the mango tree.",
]
