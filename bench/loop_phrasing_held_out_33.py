"""Thirty-third held-out set for bench/loop_phrasing.py (--split held_out_33).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_33_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_33_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_33_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_33_PAIRS: list[tuple[str, str, str]] = [
    (
        "chat message in passing to a club mate: fault on a scoring reel before a competition",
        "Quick one, Ines: piste 2's reel won't wind back in, cable's trailing. Look before Sat?",
        "Ines swapped the spring cassette; it snaps back tidy now and the épée pools ran clean.",
    ),
    (
        "orchestra librarian's passive task before a first rehearsal",
        "Bowings for the Sibelius 2 string parts are to be marked in before Thursday's rehearsal.",
        "Leader's up- and down-bows pencilled into every desk's copy of the symphony; on stands.",
    ),
    (
        "net controller's log with callsign and abbreviations: repeater off air",
        "Net log 14/2: GB3WH repeater off air since the gale, no TX on 145.725; net to simplex.",
        "Dai went up the Whitehill mast and remade the feeder joint; check-ins loud and clear.",
    ),
    (
        "stamp club record: approval booklet out with a member, awaited back",
        "Approvals: booklet 7 (GB Victorian line-engraved) still out with Mr Pereira since 3 Jan.",
        "Mr Pereira handed back the penny reds book with £14 in an envelope for the two he kept.",
    ),
    (
        "diary style: home treatment supplies awaited and running low",
        "Wed: dialysis fluid delivery didn't come again; 3 nights' bags left in the spare room.",
        "Supplier's driver turned up at 8 and stacked a month of boxes by the wardrobe. Phew.",
    ),
    (
        "passive: specimen loan to be returned to another institution by a date",
        "The Carex loan (42 sheets) is to be packed and returned to RBGE before the end of April.",
        "Edinburgh's sedges went back by courier, all forty-two sheets signed for at Inverleith.",
    ),
    (
        "no-verb label: damaged mat with the risk and the next class",
        "Dojo: tatami by the door, split seam, toes catching. Kids' class Thurs.",
        "Sensei glued and taped it, then moved it into the corner; nobody stubbed a toe Thursday.",
    ),
    (
        "American promise to a client: research report before a holiday",
        "Told Mrs Delgado I'd have her genealogy report on the Asturias side by Thanksgiving.",
        "Mailed Mrs Delgado the bound ancestry binder with the Spanish parish records; she cried.",
    ),
    (
        "facility calendar: scheduled top-up of a lab magnet, no verb",
        "NMR suite: 600 MHz magnet helium fill, Tue 09:00; no users on the 600 that morning.",
        "BOC dewar emptied into the cryostat by 11, level reads 78%; bookings reopen at 2.",
    ),
    (
        "repair tracker ticket with number and status: dead voices in an instrument",
        "#218 Juno-106 (Kemi): voices 3 and 5 silent, classic chip failure. Status: open.",
        "#218 closed. Fitted two replacement 80017A modules; Kemi's Roland sings on every key.",
    ),
    (
        "third party wants a job done on a rental between tenants",
        "Letting agent wants the locks at 9 Pemberton Rd changed before the new tenants move Fri.",
        "Fitted new euro cylinders front and back at number 9; three sets handed to Harland Lets.",
    ),
    (
        "signalling control log with abbreviations: crossing barrier fault",
        "Control log 0412: AHB at Mill Lane, up-side barrier stops half down; handsignaller in.",
        "S&T found a seized hydraulic ram and replaced it; handsignaller stood down at 07:50.",
    ),
    (
        "tree surgery job sheet that waits on a council consent",
        "Job 61: crown reduce the TPO oak at 3 Fernlea once the council okays it; client keen.",
        "Took two metres off the big tree's canopy at Fernlea today; chipped it all, swept drive.",
    ),
    (
        "shift note at a leisure venue: torn safety netting, area coned off",
        "Shift note: rip in the end netting on trampoline bed 4, coned off for the installer.",
        "Installer came at 3 and stitched in a fresh section; cones gone, 5pm session was full.",
    ),
    (
        "American bar-arcade issue tracker: weak part on a machine",
        "Issue 37 (barcade): Addams Family left flipper is weak, can't make the ramp. Open.",
        "New coil sleeve and plunger on the Addams machine's left bat; folks make the shot again.",
    ),
    (
        "cancel",
        "Must order two sets of duplicate boards before the county teams night on the 9th.",
        "Committee says we'll borrow from the county association, so no purchase after all.",
    ),
    (
        "chat message to the pit crew: timing kit dead since lunch",
        "Lads, the timing loop at pit exit isn't reading transponders, no lap times since lunch??",
        "Sparky found the feed cable nicked by the kerb grinder and spliced it; 3pm heat logged.",
    ),
    (
        "campsite warden's note: electrical hook-up keeps tripping",
        "Warden: EHU bollard on pitch 14 trips every time the Dutch couple's kettle goes on.",
        "Electrician swapped the RCD in the post at fourteen; Dutch van runs kettle and heater.",
    ),
    (
        "passive requirement before a tournament at a lawn sports club",
        "Hoops on lawns 1 and 2 have to be reset to tournament width before the Easter open.",
        "Greg went round with gauge and mallet Friday evening; balls only just squeeze through.",
    ),
    (
        "community WhatsApp question: ablution hot water out before Friday prayers",
        "Brothers, no hot water in the wudu area since Fajr, can someone ring a plumber today?",
        "Engineer relit the pilot, new thermocouple; taps ran warm for Jumu'ah, alhamdulillah.",
    ),
]

HELD_OUT_33_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Ines had the reel off piste 2 last night; it's the spring, she's ordered one in."),
    (1, "Leader's done the firsts' bowings in the Sibelius; seconds, violas and cellos blank."),
    (2, "GB3WH still dead; Dai can't get up the mast till the wind drops below 30 mph."),
    (3, "Rang Mr Pereira about approvals booklet 7; he's still got it, will bring it Tuesday."),
    (4, "Dialysis supplier says the driver's van broke down; they'll re-run the drop Friday."),
    (5, "Carex sheets counted and re-foldered; still need a crate and the RBGE form signed."),
    (6, "Ordered a replacement tatami panel online; the split one's still by the door."),
    (7, "Found Mrs Delgado's great-grandfather in the 1910 census; report's half written."),
    (8, "Helium fill on the 600 moved from Tuesday to Thursday; BOC are short of dewars."),
    (9, "#218 update: Kemi approved the quote for two voice chips; parts coming from the US."),
    (10, "Harland Lets emailed again about Pemberton Rd; told them we're booked for Thursday."),
    (11, "Mill Lane AHB: S&T on site, fault not found yet; handsignaller still posted."),
    (12, "Council officer visits the Fernlea oak on the 20th; no decision on the TPO yet."),
    (13, "Installer rang: replacement netting for bed 4 ships Monday, cones stay up till then."),
    (14, "Fixed the gumball machine on Twilight Zone; the Addams left flipper's still weak."),
    (15, "Found a firm doing duplicate boards at £6 each; treasurer wants three quotes."),
    (16, "Kart 12's transponder had a flat battery, swapped it; pit exit loop still dead."),
    (17, "Moved the Dutch couple from 14 to pitch 22 while we wait for the electrician."),
    (18, "Bought a new hoop gauge for the club; Greg says he'll reset lawns 1 and 2 Friday."),
    (19, "Plumber can't come till Saturday, so cold water in the wudu area for Jumu'ah, sorry."),
]

HELD_OUT_33_CHIT_CHAT: list[str] = [
    "Started a sourdough starter on Sunday; it's called Doughvid and already smells of feet.",
    "I'll be honest, the new bus timetable is an improvement, which pains me to say.",
    "08:15: fog so thick on the ring road you couldn't see the big Tesco sign.",
    "Post-it on the photocopier: 'I am not broken, just misunderstood.' Someone's been busy.",
    "Thurs: went to the pub quiz as a spectator and still knew more than our team.",
    "The colour of the sky over the estuary at six tonight, honestly unreal.",
    "Overheard on the tram: 'I don't do Mondays, I just attend them.'",
    "Started Middlemarch for the third time; made it past page 40, which is a personal best.",
    "Re: Dad's new phone: he's discovered voice notes and there is no going back.",
    "Kids have decided the cat is a 'he' despite the vet's very firm view otherwise.",
    "7am, coffee in the garden, and a woodpecker drumming somewhere behind the sheds.",
    "Apparently my neighbor's kid sold forty boxes of Girl Scout cookies in one afternoon.",
    "Tried the new Korean place on the high street; the kimchi pancake was worth the queue.",
    "Lunch: cheese and pickle, same as every Tuesday since 2011, no regrets.",
    "FYI sunset's at 4:02 today, which feels frankly personal.",
    "My color-coded spice rack has survived a whole week, a household record.",
    "Gran's back from her cruise and now says 'port' and 'starboard' about her bungalow.",
    "Q for nobody in particular: why do the pens always vanish from the bank counter?",
    "Should've brought a brolly; got soaked between the car and the front door.",
    "Note from the dog walker: Bramble chased one leaf for twenty minutes and looked proud.",
]
