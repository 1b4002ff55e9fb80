"""The thirty-seventh held-out set of ``bench/change_phrasing.py`` (``--splits held_out_37``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 33, by a writer who had not read the rules, in five domains none of
sets 34 to 36 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_37: tuple[Topic, ...] = (
    Topic(
        "Ebenezer Presby Dansoman Singing Band rehearsal day",
        "The Singing Band at Ebenezer Presbyterian Church, Dansoman, rehearses on Thursday "
        "evenings.",
        (
            "Auntie Esi, please I can't make the funeral committee meeting on Saturday. Our "
            "Singing Band at Ebenezer Dansoman has shifted rehearsals to Saturdays from 4pm, and "
            "Choirmaster will not hear any excuse at all.",
            "Singing Band members, kindly disregard my earlier message about Thursday practice. "
            "Choirmaster has confirmed that with effect from 4th November we meet on Tuesdays, "
            "7pm prompt, in the church auditorium. Pass it on to the altos. - Bro. Asante, Sec.",
            "EBENEZER PRESBYTERIAN CHURCH, DANSOMAN - ANNOUNCEMENTS. Harvest thanksgiving comes "
            "off on 23rd November; envelopes are at the vestry. The Singing Band now rehearses on "
            "Wednesdays at 6.30pm in the Sunday school block. Men's Fellowship dues are overdue.",
            "Chale, my Thursday evenings are free now. Since the new choirmaster came, Singing "
            "Band doesn't rehearse on Thursdays again, so we can go and watch Hearts play.",
        ),
        (
            "Who told you Singing Band has moved to Saturdays? Lies. I was at Ebenezer on "
            "Thursday evening and we practised the Messiah choruses till almost nine.",
            "The Ebenezer Dansoman Singing Band no longer uses the old harmonium for rehearsals; "
            "the new keyboard from the Accra congregation came, and we still meet on Thursdays.",
        ),
        (
            (
                "The Youth Choir at Ebenezer Presbyterian Church, Dansoman now rehearses on "
                "Wednesdays at 6.30pm in the Sunday school block.",
                "Ebenezer Presby Dansoman Youth Choir rehearsal day",
            ),
            (
                "The Singing Band at Bethel Presbyterian, Teshie has shifted rehearsals to "
                "Saturdays from 4pm, and their choirmaster will not hear any excuse.",
                "Bethel Presby Teshie Singing Band rehearsal day",
            ),
        ),
    ),
    Topic(
        "Barangay Malinta health center closing time",
        "The Barangay Malinta health center in Valenzuela closes at 5pm on weekdays.",
        (
            "ANNOUNCEMENT: Starting Monday, August 4, the Barangay Malinta Health Center will be "
            "open until 8:00 PM on weekdays para sa mga working parents. Maraming salamat po!",
            "Subject: Re: BP monitoring for Lola Caring. Hi Ate Joy, Nurse Grace said the Malinta "
            "health center closes at 3pm na since they lost two midwives, so we have to bring "
            "Lola before lunch. Thanks, Mark",
            "Reason for late submission of requirement: Health center in Malinta closes 4pm now "
            "(not 5pm anymore). I arrived 4:20 and the guard told me balik na lang bukas.",
            "Sorry mga mare, mali pala yung sinabi ko kanina. The health center sa Malinta is not "
            "closing at 5 anymore, 6:30 na daw sabi ni Kagawad Bong, so may time pa after work.",
        ),
        (
            "Until 5 pa rin ba ang health center sa Malinta? I need to have my BP checked before "
            "my night shift at the call center.",
            "The Malinta health center transferred to the second floor of the new barangay hall, "
            "pero same hours pa rin, weekdays until 5pm.",
        ),
        (
            (
                "ANNOUNCEMENT: Starting Monday, August 4, the Barangay Karuhatan Health Center "
                "will be open until 8:00 PM on weekdays.",
                "Barangay Karuhatan health center closing time",
            ),
            (
                "The Barangay Malinta hall cashier closes at 3pm na since they lost two staff, so "
                "pay for your clearance before lunch.",
                "Barangay Malinta hall cashier closing time",
            ),
        ),
    ),
    Topic(
        "Gimli Curling Club drop-in ice fee",
        "A drop-in game at the Gimli Curling Club costs $15 in ice fees.",
        (
            "Gimli Curling Club board meeting, Oct 2, 2025. 3. Treasurer's report: ice plant "
            "repairs came to $41,000. Moved by B. Thorsteinson, seconded by L. Kowalchuk, that "
            "the drop-in ice fee go to $20 as of the Nov 1 draw. Carried. 4. Bonspiel: volunteers "
            "still needed for the kitchen.",
            "Gord at the bar says they're charging drop-in folks twenty-five bucks a game at "
            "Gimli now, on account of the hydro bill. Highway robbery, he says, and he's on the "
            "board.",
            "Gimli drop-in: $18, cash or e-transfer to the treasurer.",
            "THE HOG LINE - Gimli Curling Club, January. Congrats to the Einarson rink on taking "
            "the Islendingadagurinn Spiel! The lounge is closed Mondays. Drop-in curlers pay $12 "
            "a game now, thanks to the Legion's sponsorship. And please sweep up your broom hair.",
        ),
        (
            "Somebody moved at the AGM to bump the Gimli drop-in fee to twenty, but it got voted "
            "down pretty good, so you'll be handing over fifteen bucks same as last winter.",
            "Drop-ins at Gimli have to e-transfer the fifteen dollars ahead of time this season; "
            "no more cash in the coffee can by the door.",
        ),
        (
            (
                "Gimli Curling Club board: moved that the junior league fee go from $150 to $200 "
                "as of the Nov 1 draw. Carried.",
                "Gimli Curling Club junior league fee",
            ),
            (
                "Gord at the bar says they're charging drop-in folks twenty-five bucks a game at "
                "the Selkirk club now, on account of the hydro bill.",
                "Selkirk Curling Club drop-in ice fee",
            ),
        ),
    ),
    Topic(
        "Shanti Kunj CHS delivery agents rule",
        "Delivery agents are not allowed past the gate at Shanti Kunj Co-operative Housing "
        "Society in Kothrud; residents must collect parcels from the security cabin.",
        (
            "Dear Members, as per the MC meeting held on 12th Oct, Swiggy/Zomato/Amazon delivery "
            "persons will henceforth be permitted to go up to the flats after making an entry in "
            "the visitor register and showing ID at the gate. Kindly cooperate. - Hon. Secretary",
            "We have stopped paying the watchman's son ₹500 a month to carry our groceries up "
            "from the gate; since Shanti Kunj lets the delivery boys come to the door itself, "
            "what is the need?",
            "Mummy was telling that Shanti Kunj society removed that gate-only rule for delivery "
            "boys after Joshi aunty slipped on the stairs with her Amazon box. Now they come up "
            "to the flat only.",
            "Delivery instructions: Please bring the order up to flat B-304, Shanti Kunj. Society "
            "allows delivery till the door now, no need to leave it at security.",
        ),
        (
            "Some members are forwarding on the group that delivery boys can come upstairs at "
            "Shanti Kunj now. This is NOT correct. Rule stands; collect your parcels from the "
            "security cabin only. - Secretary",
            "From Monday the Shanti Kunj security cabin will hold parcels only till 10pm, after "
            "which they go back. Delivery boys are still not allowed inside, so plan accordingly.",
        ),
        (
            (
                "Dear Members, as per the MC meeting, domestic helps at Shanti Kunj CHS will "
                "henceforth be permitted to use the main lift after an entry in the register.",
                "Shanti Kunj CHS domestic helps lift rule",
            ),
            (
                "Mummy was telling that Ganga Heights society in Baner removed that gate-only "
                "rule for delivery boys; now they come up to the flat only.",
                "Ganga Heights delivery agents rule",
            ),
        ),
    ),
    Topic(
        "Kilcarrig GAA Tuesday bingo caller",
        "Mossie Walsh calls out the numbers at the Tuesday night bingo in the Kilcarrig GAA "
        "clubhouse.",
        (
            "Voicemail, Tue 18:42: Ah Nora, 'tis Bridie. I won't bother collecting you for the "
            "bingo tonight, sure Mossie's after giving up the calling and it's young Donnacha "
            "Ryan at it now, you wouldn't hear him past the first table. Talk tomorrow, bye bye "
            "bye.",
            "KILCARRIG GAA NOTES. Hard luck to the minors, beaten by Cappawhite in the county "
            "semi. The lotto jackpot is €6,400. Sincere thanks to Mossie Walsh, who called his "
            "last bingo for the club after 31 years; Siobhán Hickey takes the mic this Tuesday.",
            "Subject: Bingo roster from 1 March. Hi all, new roster attached. Main change: "
            "Pádraig Fogarty is our caller on Tuesdays going forward, with Mossie moving over to "
            "sell the books. Thanks, Aoife (Club Secretary)",
            "Mossie hasn't called a number above in the Kilcarrig clubhouse since the Christmas; "
            "the doctor told him to mind the voice.",
        ),
        (
            "Mossie's gone to Lanzarote for the fortnight, so his daughter is calling the "
            "Kilcarrig bingo the next two Tuesdays; he'll be back on the mic for the 14th.",
            "Mossie Walsh is 80 on Tuesday and the lads are getting a cake for the break at the "
            "Kilcarrig bingo; he'll be calling as usual, God bless him.",
        ),
        (
            (
                "Mossie Walsh calls the numbers at the Friday bingo in the Templederry "
                "community hall too, since last month.",
                "Templederry community hall Friday bingo caller",
            ),
            (
                "Sincere thanks to Jimmy Hayes, who ran his last lotto draw for Kilcarrig GAA "
                "after 20 years; Siobhán Hickey takes over the draw this Sunday.",
                "Kilcarrig GAA lotto draw organiser",
            ),
        ),
    ),
)
