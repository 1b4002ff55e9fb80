"""Twenty-fifth held-out set for bench/loop_phrasing.py (--split held_out_25).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_25_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_25_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_25_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_25_PAIRS: list[tuple[str, str, str]] = [
    (
        "voicemail from a customer reporting a fault",
        "Voicemail from Mrs Pryce, 4 Tan-y-Bryn: her stairlift stops halfway up and just beeps.",
        "Cleaned and reseated the charging contacts at Tan-y-Bryn; rides to the landing fine now.",
    ),
    (
        "customer's order for collection on a day",
        "Order for Mr Achterberg: four dressed crabs and two pounds of langoustines, Saturday.",
        "Achterberg's been in for his crabs and langoustines; paid for and packed on ice.",
    ),
    (
        "fault noticed on rounds, naming who suffers",
        "Cattery rounds: heat lamp in pen 7 has gone, and old Mitzi the Siamese is shivering.",
        "Fitted a new bulb over number seven; Mitzi's sprawled under it like she's in Benidorm.",
    ),
    (
        "AGM action: name to do X before event",
        "AGM action: Roy to fix the crate doors on the race transporter before Hinckley.",
        "Roy's rehung every hatch on the pigeon lorry; it's fit to take the birds to Hinckley.",
    ),
    (
        "loss reported; replacements to be made up",
        "Lost a string of twelve pots off Sennen Cove in the blow; need to make up replacements.",
        "A dozen new creels built, meshed and roped on the quay at Sennen, ready to shoot Monday.",
    ),
    (
        "promised customers X ready for day",
        "Promised the Morgan twins Easter eggs with their names piped on, ready for Good Friday.",
        "Ffion's and Cai's chocolate, names iced on in white, went home with their nan Thursday.",
    ),
    (
        "shift log: machine keeps misbehaving",
        "Shift log: the pinsetter on lane 6 keeps dropping the rack on the pins mid-frame.",
        "Mechanic swapped the sweep sensor on lane 6's pinsetter; ran all league night clean.",
    ),
    (
        "could somebody compile X for event",
        "Could somebody compile a songbook for the uke club's carol night at the Feathers?",
        "Thirty spiral-bound festive chord sheets printed and handed round at the Feathers.",
    ),
    (
        "need to book X for event on date",
        "Need to book a judge for the vegetable classes at the Ashwell Show on 16 August.",
        "Mr Pargeter has agreed to adjudicate the veg at Ashwell; his acceptance is in the file.",
    ),
    (
        "warning: do not hire out, with the fault",
        "Don't hire out punt 14, she's taking on water through a sprung seam by the stern.",
        "Fourteen's been re-caulked and sat on the Cam all afternoon without shipping a drop.",
    ),
    (
        "still waiting on a supplier for a delivery",
        "Still waiting on Bodega Direct for six cases of Rioja for the Lindqvist wedding.",
        "Seventy-two bottles of the Spanish red are in for the Lindqvists' do, not one cracked.",
    ),
    (
        "X is due its annual test before event",
        "The trapeze rig in the big top is due its annual load test before the summer show.",
        "Inspector's load-tested the trapeze at 300kg and signed it off; certificate's up.",
    ),
    (
        "we've promised an organisation N items by date",
        "We've promised the baby unit at Wansbeck forty knitted hats by the end of November.",
        "Handed the last tiny woolly bonnets to the ward sister at Wansbeck, forty exactly.",
    ),
    (
        "cancel",
        "Bunting still needs stringing across Acacia Road before Sunday's street party.",
        "Residents have voted to call off Sunday's do on Acacia Road; the forecast is biblical.",
    ),
    (
        "emailed request: can we provide X on date",
        "Email from Little Missenden fete: can we provide two first aiders on Saturday 6 July?",
        "Two of us covered Little Missenden fete: one wasp sting and one grazed knee all day.",
    ),
    (
        "rota: someone's job this week",
        "Jo's job this week: sweep the flues on the stoves in all five bell tents.",
        "Jo's brushed out every chimney pipe on the glamping field; the burners draw a treat.",
    ),
    (
        "owe someone a favour, so X is on me",
        "I owe Trevor for fixing my servos, so rebuilding his Spitfire's undercarriage is on me.",
        "Trevor's warbird has new legs, soldered and trued, and it landed sweetly on Sunday.",
    ),
    (
        "handover note: fault with its effect",
        "Handover: vacuum pump in the parlour is surging and the clusters keep kicking off.",
        "New regulator on the parlour pump; steady at 44 kPa right through afternoon milking.",
    ),
    (
        "reminder: X is empty and weather is coming",
        "Reminder: the grit bin at the top of Steep Hill is empty and there's frost forecast.",
        "Council lorry's topped up the salt box on Steep Hill; you can barely shut the lid now.",
    ),
    (
        "pending: item to be fitted before date",
        "Pending: Mrs Rahman's human-hair wig, to be fitted before her chemo starts on the 3rd.",
        "Mrs Rahman came in, tried on her new hairpiece and went home delighted with it.",
    ),
]

HELD_OUT_25_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Serviced the stairlift at 9 Tan-y-Bryn for her neighbour while I was on the street."),
    (0, "Rang Mrs Pryce back: can't get out to Tan-y-Bryn to look at the lift till Thursday."),
    (1, "Mr Achterberg rang to change his crabs to three and asked if we'd have any lobster."),
    (2, "Ordered a spare bulb for pen 7's heat lamp; the wholesaler says Wednesday."),
    (3, "Roy's measured up the crate doors on the transporter and ordered mesh and hinges."),
    (4, "Built four of the replacement pots for Sennen last night; eight still to go."),
    (5, "The Morgans' nan rang to check the twins' eggs will still be ready by Good Friday."),
    (6, "Tried resetting the lane 6 pinsetter from the back panel; it dropped the rack again."),
    (7, "Still collecting carol requests for the uke songbook; send yours to Bev by Friday."),
    (8, "Wrote to Mrs Hale asking if she'd judge the Ashwell veg; she's away all August."),
    (9, "Punt 14's been dragged up on the bank to dry out so we can get at that seam."),
    (10, "Bodega Direct say the Lindqvist Rioja has cleared customs at Felixstowe."),
    (11, "Booked the rigging inspector to load test the big top trapeze next Tuesday."),
    (12, "Twenty-six hats for Wansbeck so far; Margaret's got another six on her needles."),
    (13, "Found the bunting in Pat's loft; it's in a bin bag by her front door for Sunday."),
    (14, "Still one first aider short for Little Missenden fete on the 6th; anyone free?"),
    (15, "Jo's done the flues on two of the bell tents; the rest will have to wait for Friday."),
    (16, "The new undercarriage legs for Trevor's Spitfire are in the post, due this week."),
    (17, "Dealer's engineer can't get out to look at the parlour pump until Monday morning."),
    (18, "Filled the grit bin at the bottom of Steep Hill; the one at the top's still empty."),
]

HELD_OUT_25_CHIT_CHAT: list[str] = [
    "Note from the weekend: saw a kingfisher on the canal by the lock, first one in years.",
    "Family news: our Jack's started walking and is into every cupboard in the kitchen.",
    "Might treat myself to a bacon roll from the van by the station on the way in.",
    "Heads up: the clocks go back on Sunday, so that's an extra hour in bed.",
    "Update: the sourdough starter my sister gave me is bubbling away on the windowsill.",
    "Status: drowning in conkers, the kids brought home half the park in their pockets.",
    "Weather watch: drizzle all morning, then glorious sunshine the minute I got indoors.",
    "Honestly chuffed, the tomatoes on the balcony have finally started turning red.",
    "Thinking of having a go at the crossword with a cup of tea before bed tonight.",
    "Grandad's ninety on Saturday and still insists on doing his own ironing.",
    "Funny thing: the cat next door has taken to sleeping in our recycling box.",
    "Mood today: could happily sleep for a week, and it's only Tuesday.",
    "Observation: the lady in the corner shop has had her hair done purple; it suits her.",
    "Plan for tonight: feet up, fish finger sandwich and whatever's on the telly.",
    "Our Sophie's back from Malaga with a tan and about forty fridge magnets.",
    "Saw the Red Arrows go over the estuary at lunch; everyone stopped to stare.",
    "Fancy trying that new Thai place on the high street one of these Fridays.",
    "Quick question: is it me, or has it been dark by half four all week?",
    "Team news: Graham's finally retiring at Christmas after thirty-one years.",
    "The robin's back on the fence post, supervising whatever I do in the garden.",
]
