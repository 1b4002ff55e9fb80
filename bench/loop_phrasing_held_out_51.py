"""Fifty-first held-out set for bench/loop_phrasing.py (--split held_out_51).

Written before round 48 and not yet run, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_51_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_51_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_51_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_51_PAIRS: list[tuple[str, str, str]] = [
    (
        "cricket groundsman's so-long-as promise: square rolled for a derby, roller willing",
        "So long as the old roller starts, I'll have the square rolled for Saturday's derby.",
        "Three passes with the heavy roller Thursday; the derby strip's flat as a snooker table.",
    ),
    (
        "vet practice log with a bracketed time first: X-ray processor showing an error code",
        "[07:55] X-ray processor showing E-14 again; can't develop the spaniel's hip films.",
        "Service engineer swapped the processor's drive rollers; hip films came out crisp by ten.",
    ),
    (
        "church warden's any-idea-when question: an organ note ciphering before Easter",
        "Any idea when the organ's ciphering low C will be sorted? Easter Day's a fortnight off.",
        "Organ builder fitted a new pallet spring Tuesday; low C only sounds when played now.",
    ),
    (
        "tattoo studio, a fault passed on second-hand: autoclave aborting mid-cycle",
        "Jas tells me the autoclave's been aborting mid-cycle since Sunday; we're on disposables.",
        "New door seal in the steriliser; three full cycles passed and the spore test's clear.",
    ),
    (
        "amateur observatory, reminder left for oneself: club telescope collimated for open night",
        "Memo to me: collimate the club's 12-inch Dob before open night on the 8th, it's soft.",
        "Primary and secondary sit dead centre on the laser now; Saturn's rings were razor sharp.",
    ),
    (
        "foodbank rota with a named volunteer, task last: the van's cargo bay jet-washed",
        "Rota w/c 10 March, Thurs (Ifan): after the drop-offs, jet-wash the foodbank van's bay.",
        "Did my Thursday slot: hosed out, scrubbed and dried, keys back on the office hook.",
    ),
    (
        "Scots dinnae-fash promise from a bowls club member: green's sprinklers fixed for a match",
        "Dinnae fash, ah'll hae the green's sprinklers fixed afore the Fife pairs, nae bother",
        "Three new heids on the sprinkler line; the hale green's gettin' a guid soak every nicht.",
    ),
    (
        "wedding florist's twist-my-arm promise: a couple's arch redone in peonies",
        "Oh twist my arm, I'll redo the Ahmeds' wedding arch in blush peonies instead of roses.",
        "Hollybank's arch was blush peonies top to toe; the bride's mum took 40 photos.",
    ),
    (
        "bike co-op volunteers-please-note notice: truing stand clamp sheared, no wheel builds",
        "VOLUNTEERS PLEASE NOTE: the truing stand clamp has sheared, no wheel builds till mended.",
        "Rob brazed the clamp back on; built two wheels on the stand last night, both true",
    ),
    (
        "cancel",
        "Little Cheddon Scarecrow Trail, Sat-Sun 10-4: maps 50p at the shop, vote for your fave!",
        "Scarecrow trail's called off, folks: the gales flattened half of them. Maps refunded.",
    ),
    (
        "crazy golf owner's getting-stuck-into note: windmill repainted, holes shut meanwhile",
        "Getting stuck into the crazy golf windmill repaint today; holes 7-9 shut till it's dry.",
        "Windmill's red and white again and the sails turn; holes 7 to 9 are open, paint's hard.",
    ),
    (
        "text speak with istg: skatepark halfpipe sheet loose, council to be told",
        "istg that halfpipe sheet at the skatepark's loose again, some1 will eat it, tell council",
        "council lads screwed it all down n sanded the lip, rides sick now",
    ),
    (
        "Hinglish report to a school office: minibus AC not working, children arriving sweaty",
        "Sir, school minibus AC is not working from Monday only, kids are reaching fully sweaty.",
        "Sir, mechanic did gas filling in the bus AC, today children came nice and cool-cool.",
    ),
    (
        "dairy farm over-to-you handover for the next milking: a split liner on one cluster",
        "Over to you for the 4am milking: cluster 6 liner's split and sucking air, use 1 to 5.",
        "Fitted a new liner on number 6; milked all morning, no air noise, no kicked-off units.",
    ),
    (
        "Irish grand-so promise: lifeguard hut defib battery swapped before a bank holiday",
        "Grand so, I'll get a new battery into the hut's defib before the bank holiday crowds.",
        "Done and dusted: it's blinking green on its self-test, pads in date, logbook signed.",
    ),
    (
        "formal should-be-obliged letter: museum store's dehumidifier replaced by a show",
        "I should be obliged if the textile store's dehumidifier were replaced by the quilt show.",
        "A new unit's running in the textile store; humidity has held at 48% since Tuesday.",
    ),
    (
        "chatty run-on pub quiz line, task buried: two teams' buzzers not lighting",
        "Had a pint with Mel after, got talking, turns out teams 4 and 5's buzzers need rewiring",
        "Rewired the buzzer box; all eight teams' lights came on at Thursday's quiz, no rows.",
    ),
    (
        "parish council minutes, AOB item with an officer named: bus shelter pane smashed",
        "AOB (2): pane smashed in the Mill Lane bus shelter; Clerk to report it to Highways.",
        "Mill Lane shelter reglazed Thursday with toughened glass; Clerk's thanked Highways.",
    ),
    (
        "diary-date notice: jazz night at a harbour function room with a named trio",
        "Diary date: Harbour Lights Jazz, Fri 11 Oct, Anchor Rooms, Trio Nova, £8 on the door.",
        "Trio Nova packed the Anchor Rooms on Friday; three encores and the bar ran out of ice.",
    ),
    (
        "voice-to-text with if-you're-passing: a parcel returned at the post office",
        "if you're passing the post office can you send Zara's parcel back return label's on it",
        "Sent it off, proof of postage is on the fridge under the pineapple magnet.",
    ),
]

HELD_OUT_51_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Rolled the nets and the outfield Thursday; roller died before I got onto the square."),
    (1, "Rebooted the processor and cleaned its rollers; the first film through came out grey."),
    (2, "Organ builder's diagnosed a broken pallet spring; he's back after Easter to fit one."),
    (3, "Jas ran the autoclave empty twice today: first cycle passed, second aborted at 110C."),
    (4, "Cleaned the Dob's eyepieces and the finder; the collimating I'll do Friday after tea."),
    (5, "Emptied the van and swept it out on Thursday; ran out of time for the jet-wash."),
    (6, "Dug up the sprinkler line on the green; twa heids are cracked, new yins on order."),
    (7, "Blush peonies arrived from the wholesaler; arch is still roses, I'll strip it Friday."),
    (8, "Tried epoxying the truing stand clamp; it snapped again the moment I tightened it."),
    (9, "Scarecrow update: 31 entries registered, maps printed, judges booked for Sunday at 2."),
    (10, "Undercoat's on the windmill; rain came before the red, so holes 7-9 stay shut today."),
    (11, "told the council on the app, they said 'logged' n nothing else, sheet still flapping"),
    (12, "Sir, mechanic checked minibus, AC compressor part is coming Friday, till then no AC."),
    (13, "Taped the liner on 6 to get through milking; still hissing, new liners due Weds."),
    (14, "Bought the defib battery online; it's in the post, hut's still showing a red light."),
    (15, "Curator has approved a new dehumidifier; an installation date is yet to be confirmed."),
    (16, "Rewired team 4's buzzer in the break; team 5's still dead, used a spoon on a glass."),
    (17, "Clerk has reported the Mill Lane shelter; Highways promise a glazier within 28 days."),
    (18, "Jazz night update: 60 tickets gone, Trio Nova confirmed, Anchor's bar restocked."),
    (19, "got to the post office but the queue was out the door, will go first thing tmrw"),
]

HELD_OUT_51_CHIT_CHAT: list[str] = [
    "Cricket tea verdict: Margaret's coronation chicken sandwiches could end wars.",
    "Vet waiting room: a parrot kept calling 'next please' in the head nurse's exact voice.",
    "Someday I fancy a go on the organ myself, pedals and all, if they'd ever let me near it.",
    "I'll be darned if another client asks for a tiny infinity sign on their wrist this week.",
    "Observatory quip: the Moon's the only member who turns up to every open night, bar cloud.",
    "Foodbank news: a lad of seven brought in his whole piggy bank in two-pence pieces.",
    "We'll have to agree to differ on bowls; Hamish says it's no a sport, it's a religion.",
    "Florist life: a groom once asked for a buttonhole made of Lego. We made it. Stunning.",
    "Let's just say the co-op's tea mugs have seen better decades, and better washers-up.",
    "Scarecrow lore: a scarecrow of the vicar on a space hopper won three years running.",
    "Went round the crazy golf in 31 this afternoon with a hole in one on the pirate ship.",
    "skatepark lore: a nan in a helmet dropped in on the mini ramp n everyone lost it",
    "Sir, today canteen samosas were very tasty, all staff were asking for second one only.",
    "If I had a farm I'd name every cow after a Bond girl and milk them to Shirley Bassey.",
    "Lifeguard hut tally by noon: fourteen sandcastles and one sand mermaid in sunglasses.",
    "Museum joke: our curator says she isn't old, she's just very well conserved.",
    "I'll eat my hat if team 4 don't win the picture round again; they always do.",
    "Parish council tangent: twenty minutes on whether the church clock is fast or we're slow.",
    "If I could play sax like Trio Nova's lad I'd pack in work and live on a narrowboat.",
    "Let's face it, the post office queue is where the whole town's gossip really happens.",
]
