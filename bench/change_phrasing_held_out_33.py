"""The thirty-third held-out set of ``bench/change_phrasing.py`` (``--splits held_out_33``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 29, by a writer who had not read the rules, in five domains none of
sets 30 to 32 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_33: tuple[Topic, ...] = (
    Topic(
        "St Brigid's Hospital visitors' car park charge",
        "Parking in the visitors' car park at St Brigid's Hospital, Mullingar, costs €2 an hour.",
        (
            "Visiting Mammy in St Brigid's is costing me a fortune, the car park's gone dearer, "
            "€3.50 an hour if you don't mind, and sure where else would you leave the car.",
            "Charges for the visitors' car park at St Brigid's Hospital have been abolished by "
            "the HSE, so families can park for free while visiting.",
            "🚗 St Brigid's visitors' parking: €2/hr ❌ €3/hr ✅ from Monday. Sorry lads, not "
            "our call 🙈",
            "Brought Dad up for his bloods this morning, waited an age at the desk, the coffee "
            "machine was broken again, and then I went to pay the parking on the way out at St "
            "Brigid's and it's €2.80 an hour they're looking for now.",
        ),
        (
            "The board at St Brigid's was going to put visitor parking up to €3 an hour, but "
            "after the Westmeath Examiner ran the story they dropped the idea altogether.",
            "The barrier in the St Brigid's visitors' car park takes cards as well as coins "
            "since the new machines went in.",
        ),
        (
            (
                "Parking in the staff car park at St Brigid's Hospital costs €2 an hour since "
                "the new contract, and the nurses are raging.",
                "St Brigid's Hospital staff car park charge",
            ),
            (
                "The car park at Tullamore Regional Hospital has gone dearer, €3.50 an hour if "
                "you don't mind.",
                "Tullamore Regional Hospital car park charge",
            ),
        ),
    ),
    Topic(
        "Rowan Court care home hairdresser",
        "Maureen Bright comes in on Thursday mornings to do the residents' hair at Rowan Court "
        "care home.",
        (
            "Mummy was telling it is one Sandra who is doing their hair at Rowan Court now only, "
            "and she is very gentle with the rollers.",
            "Dear all at Rowan Court, a note to say thank you for looking after Dad so well "
            "over Christmas. He was thrilled with the trim Kerry gave him, she's clearly a "
            "natural with the gents. Best wishes, Pauline Ashworth",
            "Maureen won't be doing the residents' hair at Rowan Court after the end of March; "
            "she's retiring to Filey to be near her daughter.",
            "---------- Forwarded message ---------- From: Rowan Court Reception. Residents' "
            "hairdressing will be provided by Tracey Lund (Mobile Hair by Tracey) from 6 May. "
            "Please add bookings to the sheet in reception.",
        ),
        (
            "Just to remind families: Maureen does the residents' hair at Rowan Court on "
            "Thursday mornings, and a wash and set is £12, payable at reception.",
            "Does anyone know if Maureen's still the one doing hair at Rowan Court, or did she "
            "pack it in after her hip?",
        ),
        (
            (
                "Maureen Bright comes in on Tuesday mornings to do the residents' hair at "
                "Elmfield House as well these days.",
                "Elmfield House hairdresser",
            ),
            (
                "It's a lass called Sandra who does the residents' feet at Rowan Court now.",
                "Rowan Court chiropodist",
            ),
        ),
    ),
    Topic(
        "St Michael's, Coxwold bell-ringing practice night",
        "The bell-ringers at St Michael's, Coxwold practise on Wednesday evenings.",
        (
            "Fri 12th. Over to Coxwold for the first practice on the new night; felt odd ringing "
            "on a Friday after all those years of Wednesdays. Plain hunt on five, no trips.",
            "From next week we'll be practising on Thursdays at St Michael's, since the choir "
            "wants the church on a Wednesday for the Christmas concert rehearsals and beyond.",
            "🔔🔔 Coxwold ringers!! Practice is MONDAYS now 👍 same time 7.30, pub after as "
            "usual 🍺",
            "Please note that practice night at St Michael's, Coxwold has been changed to "
            "Tuesday with immediate effect. Tower Captain",
        ),
        (
            "If we lose any more ringers, the tower captain reckons St Michael's might have to "
            "give up the Wednesday practice altogether.",
            "Practice at St Michael's, Coxwold still starts at 7.30 on a Wednesday, but we "
            "finish at nine these days rather than half past.",
        ),
        (
            (
                "The bell-ringers at Holy Trinity, Husthwaite practise on Wednesday evenings "
                "since they lost their Monday slot.",
                "Holy Trinity, Husthwaite bell-ringing practice night",
            ),
            (
                "From next week we'll be holding choir practice at St Michael's, Coxwold on "
                "Thursdays.",
                "St Michael's, Coxwold choir practice night",
            ),
        ),
    ),
    Topic(
        "1st Kilbarchan Scouts summer camp site",
        "The 1st Kilbarchan Scouts go to Auchengillan for their summer camp every July.",
        (
            "Nae mair Auchengillan for the 1st Kilbarchan, the leaders have got us booked intae "
            "Fordell Firs for the summer camp.",
            "Kit list for July's in your inbox, parents: midge spray, wellies, two torches, no "
            "phones after lights out, and mind it's Lochgoilhead we're heading to for camp, "
            "not the usual place.",
            "The 1st Kilbarchan summer camp has been relocated to Meggernie for this year and "
            "the foreseeable, owing to the new pitch fees.",
            "I'm sorry but dragging eleven-year-olds all the way up to Lochearnhead for the "
            "1st Kilbarchan summer camp is ridiculous when Auchengillan was forty minutes away. "
            "Whose idea was this?",
        ),
        (
            "There was talk of taking the 1st Kilbarchan to Kandersteg for summer camp, but the "
            "fundraising fell short, so it's Auchengillan again.",
            "The 1st Kilbarchan's summer camp at Auchengillan has been cut from a week to five "
            "nights because there aren't enough leaders.",
        ),
        (
            (
                "The 1st Kilbarchan Cubs go to Auchengillan for their summer camp every July "
                "now, instead of the sleepover in the church hall.",
                "1st Kilbarchan Cubs summer camp site",
            ),
            (
                "Nae mair Auchengillan for the 2nd Johnstone Scouts, they're awa tae Fordell "
                "Firs this summer.",
                "2nd Johnstone Scouts summer camp site",
            ),
        ),
    ),
    Topic(
        "Rosebank office cleaning contractor",
        "The cleaning at our Rosebank office in Johannesburg is done by Sparkle Office Care.",
        (
            "Just a heads-up: Sparkle won't be doing the cleaning at the Rosebank office after "
            "end March, facilities didn't renew their contract.",
            "Ag shame, the Sparkle ladies said their goodbyes on Friday; the Rosebank office "
            "gets cleaned by a Bidvest Prestige team from Monday, hey.",
            "Since the contract went to Tsebo, the kitchen at Rosebank's been a state and nobody "
            "empties the bins, I'm just saying.",
            "Facilities update: the Rosebank office cleaning contract has been awarded to "
            "CleanCo Gauteng following the tender; Sparkle Office Care will complete their "
            "final shift on 28 February.",
        ),
        (
            "Is it still Sparkle who cleans the Rosebank office? My desk drawer's been left "
            "open twice this week.",
            "Sparkle have moved the Rosebank office clean from evenings to early mornings, so "
            "don't get a fright if you see them at 6am.",
        ),
        (
            (
                "The cleaning at our Sandton office is done by Sparkle Office Care since the "
                "lease renewal.",
                "Sandton office cleaning contractor",
            ),
            (
                "Sparkle won't be doing the windows at the Rosebank office after end March; the "
                "landlord's bringing in a rope-access crew.",
                "Rosebank office window cleaning",
            ),
        ),
    ),
)
