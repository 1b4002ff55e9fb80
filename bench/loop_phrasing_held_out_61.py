"""Sixty-first held-out set for bench/loop_phrasing.py (--split held_out_61).

Written before round 58 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_61_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_61_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_61_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_61_PAIRS: list[tuple[str, str, str]] = [
    (
        "Texan text to a welder buddy: offset smoker's firebox door hinge snapped before a "
        "brisket cook-off",
        "Hey Dwayne, y'all won't believe it, the hinge on my firebox door done snapped clean "
        "off while I was loadin' post oak last night. Cook-off in Lockhart is Saturday and I "
        "can't hold heat with the door propped on a brick. Reckon you could weld it Thursday?",
        "Dwayne, you're a dang artist. She swings tight as a drum now, held 250 all night "
        "long. Brought home third in brisket, next round of Shiner's on me.",
    ),
    (
        "Manx English text from a TT course marshals' sector chief: radio and tabard to hand "
        "back to the Grandstand office",
        "Alright boy, the race office are on at me, your radio and orange tabard from the "
        "Senior still haven't come back. They want them at the Grandstand by Friday for the "
        "audit or they'll bill the sector. Traa dy liooar, but don't forget, like.",
        "Dropped the both of them in on me way to Douglas this mornin. Girl on the desk ticked "
        "me off her list, so we're square with them now.",
    ),
    (
        "Sierra Leonean Krio text from a Freetown shopkeeper: a bag of rice taken on credit "
        "still to be paid",
        "Aunty Fatmata, ow di bodi? Di bag of rice yu tek on credit last month, Le 650 stil de "
        "pan di book. Ah get fo pay di wholesaler Friday. Abeg try pay me before den.",
        "Mi sista tenki! Yu pikin bring di moni dis morning, all of am complete. Ah don cross "
        "yu name comot na di book.",
    ),
    (
        "Zambian English email with a subject line to a university registry: transcript "
        "needed before a scholarship closing date",
        "Subject: Request for academic transcript - Computer No. 2016142853. Dear Sir/Madam, I "
        "kindly request my full transcript for the BSc Agriculture. The Chevening application "
        "closes on 7th November and mine is pending at your office since September. Regards, "
        "Mwila Banda, Kitwe",
        "Subject: RE: Request for academic transcript. Dear Mr Banda, your certified record of "
        "results was signed by the Registrar and e-mailed to you today; the hard copy is at "
        "Window 3. Academic Office",
    ),
    (
        "Hong Kong English WhatsApp between sisters: a domestic helper's renewal contract to "
        "sign and lodge with Immigration before her visa runs out",
        "Ka Yan, Marites' visa expires end of next month, the new ID407 contract still need "
        "both of us to sign and then submit to Immigration at Wan Chai. Agency say latest 4 "
        "weeks before. You free Saturday morning? Don't forget again ah.",
        "Handed in at Immigration Tower this morning, took number 312 but only waited 40 "
        "mins. Officer stamped the receipt, Marites very happy. 😊",
    ),
    (
        "Sri Lankan English text from a son to his father: three-wheeler revenue licence to "
        "renew after the emission test before it lapses",
        "Thaththi, the revenue licence for the three-wheeler is expiring on the 15th. First "
        "you have to take the emission test at the Laugfs place in Kiribathgoda, then go to the "
        "Divisional Secretariat with the insurance. Don't wait till the last day, no?",
        "Putha, all done. Smoke test passed, and today I went to the DS office and got the new "
        "disc, already pasted on the windscreen. Valid till next year.",
    ),
    (
        "Northern Irish church hall committee text: heating oil to order before a harvest supper",
        "Wee heads up, Sammy checked the tank behind the hall and there's hardly a drop left. "
        "Harvest supper's Friday week and we can't have the pensioners sat foundered. Can "
        "somebody get Doherty's to send a lorry out? 500 litres should do us.",
        "Doherty's man was out the day, 500 litres in, and I had the boiler on an hour to "
        "check. Hall's lovely and warm, so it is.",
    ),
    (
        "Papua New Guinean English message from a Highlands coffee cooperative: cherry pulper "
        "broken at the start of the flush",
        "Brother Kila, the hand pulper at the Kainantu co-op is bagarap, the drum is cracked "
        "and cherry is going through whole. The flush is starting and the mamas are bringing "
        "bilums of red cherry every day. Please bring a new drum from Goroka on the PMV.",
        "Kila, tenkyu tru! The part you sent is in and the machine is spinning good now, clean "
        "parchment coming out. We finished all the mamas' cherry by Saturday.",
    ),
    (
        "Newfoundland English Facebook message to a neighbour: promise to cut and pile a cord "
        "of birch for an elderly woman before the snow",
        "Hey b'y, I told Aunt Bride down the cove I'd get her a cord of birch cut, split and "
        "piled by her shed before the snow comes. She's on her own since Uncle Gus passed. You "
        "got the truck Saturday, yes?",
        "Well that's Aunt Bride fixed for the winter. Me and Wayne had the whole lot stacked "
        "under her bridge by dark, she had the stove going and a feed of toutons for us after.",
    ),
    (
        "Appalachian English prayer-chain text: a named man asked to fetch the fire hall's "
        "folding tables for a dinner on the grounds",
        "Brother Earl, would you carry your truck down to the fire hall Saturday evening and "
        "fetch them folding tables for Homecoming? Chief said get the key off Loretta. We're "
        "fixin' to feed near a hundred after preaching Sunday.",
        "Earl had all twelve of them set up under the oaks before Sunday school, and Loretta's "
        "got her key back. Lord, there was more banana pudding than room to put it.",
    ),
    (
        "Belizean Kriol voice-note transcript to a brother: a new passport to collect from the "
        "Belize City office for someone stuck on the caye",
        "Yo bredda, da me dis. Mi passport ready now da di Immigration office pan Mahogany "
        "Street, dehn text mi. Ah deh pan di caye all week, yu kuda go pick it up fi mi before "
        "Friday? Ah sen di authorisation letta an mi ID copy pan WhatsApp.",
        "Bredda ah gat it. Dehn mek mi sign two time but di new blue book deh safe inna mi bag "
        "now. See yu Saturday.",
    ),
    (
        "Brummie WhatsApp from a balti house manager: tandoor cracked, naans spoiling before a "
        "big booking",
        "Orroight Naz, the tandoor's gone and cracked right down the side, bits of clay coming "
        "off on the naans. Saturday we've got the Villa lot booked in for forty. Can yer cousin "
        "in Sparkbrook reline it before then or we'm stuffed, bab.",
        "Naz, yer cousin's a diamond. New pot's in, fired it up last night and the breads are "
        "coming out bostin. Forty Villa fans fed and not one moan.",
    ),
    (
        "Glaswegian tenement close group chat: council bulk uplift to book for a couch dumped "
        "in the back court",
        "Somebody's dumped a manky auld couch in the back court right next tae the bins, an the "
        "weans are bouncin on it. Needs the cooncil tae come an lift it. Moira, ye're good wi "
        "the phone, could ye get it on the bulk uplift list?",
        "Moira's a star. Cooncil van came first thing, two boys took it an a broken telly fae "
        "the midden tae. Back court's clear.",
    ),
    (
        "Shetland dialect message from a granny: a Fair Isle gansey promised for a grandson's "
        "birthday",
        "Peerie Magnus, dinna du fret, Granny's promised dee a Fair Isle gansey wi da reindeer "
        "an da peerie stars for dy birthday. Da first sleeve is on da needles. I'll hae it wi "
        "dee afore da 9th.",
        "Granny, it fits me! Mam says it's da bonniest thing in da hale isle an I've no taen "
        "it aff since da post came. Tanks!",
    ),
    (
        "Cameroonian English handover note from an outgoing women's GIC secretary: annual "
        "report and accounts to deposit at the divisional delegation",
        "Handover to the new Secretary, Mbankolo Women's GIC: our annual activity report and "
        "accounts are not yet deposited at the Divisional Delegation of Agriculture. Deadline "
        "is 31 March, after that the group loses its registration. Please see to it first.",
        "Madam President, I took the file to the Delegation on 24 March and they received it. "
        "I have the stamped discharge in my bag for the next meeting. Mrs Ngo Bassa",
    ),
    (
        "text-speak uni group chat with names and times: a named member's slides owed before "
        "a group presentation",
        "[23:14] Jess: @Kofi omg where r ur slides?? we present at 10 tmrw and ur methods "
        "section is literally blank. pls add them to the deck tonight or we r actually "
        "doomed 😭",
        "[01:52] Kofi: sorry sorry!! my 4 r in now, did the charts as well. go sleep x",
    ),
    (
        "Cajun English voice-note transcript to a neighbour: crawfish pond well pump quit with "
        "the water dropping",
        "Ay Beau, c'est Remy. Mais the well pump on the back crawfish pond done quit on me, "
        "yeah. Water's down near a foot and them crawfish gonna burrow up. Can you come look "
        "at it tomorrow, cher? I'll have coffee on.",
        "Beau, you da man. She's been runnin' like a champ since you put that new capacitor "
        "in, pond's back up to the mark and I ran traps this mornin', two sacks. Merci, cher.",
    ),
    (
        "mountain bike trail association minutes: a washed-out boardwalk on a forest trail "
        "before an enduro",
        "Item 4: Trail reports. The boardwalk over the bog on the Black Adder descent washed "
        "out in last week's storm, two sections gone. Enduro round 3 uses that stage on the "
        "12th. Dig crew to rebuild before then, timber budget £400 approved.",
        "Item 2: Matters arising. Dig crew spent two Sundays on Black Adder; the bog crossing "
        "has new larch decking with chicken wire. Stage 4 ran clean at the enduro, no marshal "
        "needed at the wet bit.",
    ),
    (
        "fire station watch log with times: aerial ladder platform's six-monthly thorough "
        "examination due",
        "Watch log 07:45. Reminder: ALP 41's six-monthly thorough examination by the "
        "insurer's engineer is due by the 30th or the appliance comes off the run. Fleet to "
        "book a date, job no. FW-2291.",
        "Watch log 15:10. Insurer's engineer finished on ALP 41 this afternoon, all "
        "extensions and the cage load test passed. Certificate on the bay noticeboard, next "
        "due in March.",
    ),
    (
        "cancel",
        "Dear members, GM Okonkwo will give a simultaneous display against 30 boards on Friday "
        "8th at 7pm in the church hall. £5 per board, bring your own set. Reply to reserve a "
        "board. Hon. Sec.",
        "Dear members, sadly the grandmaster has gone down with flu and his agent has no date "
        "free before the summer, so Friday's simul is off. Board fees will be refunded. Hon. "
        "Sec.",
    ),
]

HELD_OUT_61_NOT_CLOSING: list[tuple[int, str]] = [
    (
        0,
        "Dwayne says he's fixin' to come by Friday evenin' but he's outta welding rod. Might "
        "have to borrow Earl's pit.",
    ),
    (
        1,
        "Found the tabard in the van but the radio's gone walkabout, must be at me sister's in "
        "Ramsey. Will look Thursday.",
    ),
    (
        2,
        "Aunty Fatmata send Le 300 wit di okada man, she se di res go cam after di osusu pay out.",
    ),
    (
        3,
        "Subject: RE: Transcript. Dear Mr Banda, kindly first clear the K150 processing fee at "
        "the Bursary and bring the receipt. Academic Office",
    ),
    (
        4,
        "Signed my part already, left it on the dining table for you. Still need your "
        "signature before we queue at Wan Chai.",
    ),
    (
        5,
        "Putha, I did the emission test today, passed. But the DS office said the system is "
        "down, come back Monday.",
    ),
    (
        6,
        "Phoned Doherty's, girl says they're flat out and the earliest run to our road is the "
        "Monday after the supper.",
    ),
    (
        7,
        "Goroka shop says the drum is out of stock, they will order from Lae. For now the "
        "mamas are selling red cherry to the buyer at a low price.",
    ),
    (
        8,
        "Got the birch cut in the woods Saturday but the truck tire went flat on the path, the "
        "junks are still piled in by the pond.",
    ),
    (
        9,
        "Earl's back is give out again, he can't be lifting nothing. Somebody else will have "
        "to go get them tables.",
    ),
    (
        10,
        "Bredda, dehn seh dehn kyaan gi it to nobody but yu, even wid di letta. Yu wa haffi "
        "come in yuself.",
    ),
    (
        11,
        "Cousin's been round, says it needs a whole new pot from Southall, ten days minimum. "
        "Doing rotis on the tawa till then.",
    ),
    (
        12,
        "Phoned the cooncil, the wumman says it's £35 an next slot's the 19th. Am no payin for "
        "somebody else's couch, who dumped it?",
    ),
    (
        13,
        "Da body is dune, but I ran oot o da blue yarn for da stars. Waiting on a hank fae "
        "Jamieson's, so hit micht be a week late.",
    ),
    (
        14,
        "The report is typed but the Treasurer has not signed the accounts. I will deposit "
        "both once she returns from Bamenda. Mrs Ngo Bassa",
    ),
    (15, "[00:30] Kofi: on it i swear, 2 done, still doing the stats one. dont kill me"),
    (
        16,
        "Beau come by, say the motor's burnt up, gotta order one out of Lafayette. Got a trash "
        "pump runnin' off the tractor meantime.",
    ),
    (
        17,
        "Item 3: Larch delivered to the car park; only one of the two boardwalk sections "
        "rebuilt so far. Second dig day TBC.",
    ),
    (
        18,
        "Watch log 09:00. Insurer's engineer cancelled this morning's visit to ALP 41, "
        "rebooking for next week. Certificate runs out on the 30th.",
    ),
    (
        19,
        "The GM's train is delayed, he may be an hour late on Friday. Please still come at 7 "
        "and we'll run blitz until he arrives.",
    ),
]

HELD_OUT_61_CHIT_CHAT: list[str] = [
    "Y'all, the bluebonnets along 71 are out, I'll be pullin' over for pictures every mile.",
    "Mad Sunday up the Mountain, bikes screamin' past Creg-ny-Baa, best day of the year, boy.",
    "Di rain we fall today sef! Ah jus sidom na di veranda de drink ginger beer.",
    "Chipolopolo won 2-1 tonight, I need to rest my voice, the whole of Kitwe was singing.",
    "Dim sum with Mama at Maxim's on Sunday, must order the custard buns, she always says.",
    "Sri Lanka won the T20 by four wickets! Aney, I'll be watching the highlights all night.",
    "Walked up Slieve Donard the day, the sea below was like glass, so it was.",
    "Goroka Show was something else, the mudmen walked right past us, we should go every year.",
    "Iceberg off Twillingate this morning, b'y, big as the church. Stood there gawking an hour.",
    "Fog's settin' down in the holler this evenin', prettiest thing, I could watch it for hours.",
    "Fry jacks an beans fi breakfast, bredda, I need a nap now fi true.",
    "Blues won at St Andrew's, bab, I'll be singin' Keep Right On all week.",
    "Sun's oot in Glesga, hauf the city's in Kelvingrove wi their taps aff. Pure mad.",
    "Simmer dim da nicht, still light at midnight, we sat on da banks watchin da tirricks.",
    "The ndolé at my sister's party was too sweet, please, I must learn her recipe one day.",
    "omg sunset from the library roof rn is unreal, must go up there more often lol",
    "Zydeco at the dance hall Saturday, danced till my feet quit on me, cher.",
    "Rode the red route at dawn, mist in the trees and a roe deer bounding ahead for fifty yards.",
    "Watch log 03:10: fox trotted right through the appliance bay and out the back gate. Quiet.",
    "Brilliant game at club night, Derek sacrificed his queen on move 19 and still mated in six.",
]
