"""The forty-second held-out set of ``bench/change_phrasing.py`` (``--splits held_out_42``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 38, by a writer who had not read the rules, in five domains none of
sets 39 to 41 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_42: tuple[Topic, ...] = (
    Topic(
        "Queensway General Hospital 4 North visiting hours",
        "Visiting hours on 4 North, the cardiac ward at Queensway General Hospital in Thunder "
        "Bay, are 2 p.m. to 8 p.m.",
        (
            "Three stars. The nurses on 4 North at Queensway General were angels with my dad, but "
            "the new 11-to-7 visiting window means I can only see him on my lunch break. Parking "
            "is still highway robbery.",
            "PSA for anyone with family on 4 North at Queensway: they scrapped the 2-to-8 "
            "visiting hours, it's open visiting round the clock now. Nurse said it was a trial "
            "but it's been months, so I think it's here to stay.",
            "Updated January 6, 2026. 4 North (Cardiology) welcomes visitors daily from 10 a.m. "
            "to 8 p.m. One designated care partner per patient may stay outside these hours.",
            "Sat with Grandpa on 4 North at Queensway tonight. Sign at the desk says visitors 10 "
            "a.m. to 6 p.m., quiet time after, and security walked us out at five past six on "
            "the dot.",
        ),
        (
            "During the flu outbreak, 4 North at Queensway General is limiting each patient to "
            "two visitors at a time until further notice. Visiting hours stay 2 p.m. to 8 p.m.",
            "My aunt swears 4 North at Queensway is going to open visiting. I phoned the unit "
            "clerk: no plans at all, it's 2 to 8 like always, and kids under 12 need an adult.",
        ),
        (
            (
                "Updated January 6, 2026. 5 West (Orthopaedics) welcomes visitors daily from 10 "
                "a.m. to 8 p.m.",
                "Queensway General Hospital 5 West visiting hours",
            ),
            (
                "PSA for anyone with family on 4 North at Queensway: they scrapped the $25 daily "
                "parking cap, it's a flat $18 now.",
                "Queensway General Hospital daily parking rate",
            ),
        ),
    ),
    Topic(
        "Observatory Chess Club meeting night",
        "The Observatory Chess Club in Cape Town meets on Thursday evenings in the back room of "
        "the Station pub on Lower Main Road.",
        (
            "Obs Chess Club news: from 3 April we're Tuesday people! The Station wants the back "
            "room for its quiz, so bring your clocks on Tuesdays from 18:30. Same room, same "
            "terrible filter coffee.",
            "Eish bru, can't play you on Tuesday, that's club night at the Station now. Thursdays "
            "have been dead since the quiz okes took over. Wednesday at mine?",
            "No more Thursday chess at the Station in Obs. The pub handed our evening to the "
            "quiz crowd and the club has had to find itself another night.",
            "I've had to drop my Monday Afrikaans class, because since March the Observatory "
            "Chess Club sits down at the Station on Mondays and I'm not missing the league "
            "rounds.",
        ),
        (
            "At the Obs Chess Club AGM there was a motion to move club night from Thursday to "
            "Sunday afternoons for the juniors. It was defeated 14 to 9, so we're still at the "
            "Station on Thursdays.",
            "Obs Chess Club subs go up to R350 a year from July. Thursday nights at the Station "
            "carry on as usual; the treasurer will be at the door with the card machine.",
        ),
        (
            (
                "Woodstock Go Club news: from 3 April we're Tuesday people! The Station wants the "
                "back room for its quiz, so bring your stones on Tuesdays from 18:30.",
                "Woodstock Go Club meeting night",
            ),
            (
                "No more Thursday quiz at the Station in Obs. The pub has handed that evening to "
                "karaoke.",
                "Station pub quiz night",
            ),
        ),
    ),
    Topic(
        "Sea Breeze Co-operative Housing Society monthly maintenance charge",
        "The monthly maintenance charge at Sea Breeze Co-operative Housing Society in Bandra West "
        "is Rs. 4,500 per flat.",
        (
            "NOTICE TO ALL MEMBERS. As per the resolution passed in the Special General Body "
            "Meeting held on 12.01.2026, maintenance charges stand revised to Rs. 5,200/- per "
            "flat per month w.e.f. 1st February 2026. - Hon. Secretary, Sea Breeze CHS Ltd.",
            "Arre Sharmaji, just paid 5,200 maintenance at Sea Breeze, that lift repair has made "
            "all of us poorer. Those 4,500 days are finished, yaar.",
            "Correction to my earlier message on the Sea Breeze residents' group: I wrote that "
            "maintenance is still Rs. 4,500. Kindly ignore, the Committee has increased it to "
            "Rs. 5,000 from this quarter. Regret the confusion. - Flat B-702",
            "2BHK for rent, Sea Breeze CHS, Bandra West, sea-facing, 5th floor. Rent Rs. 85,000; "
            "society maintenance Rs. 6,100 per month extra, payable by tenant. Brokers excuse.",
        ),
        (
            "Sea Breeze CHS: a one-time special levy of Rs. 25,000 per flat for the terrace "
            "waterproofing is due by 31st March. Monthly maintenance remains Rs. 4,500.",
            "Some members are spreading on the group that maintenance is going to be doubled. "
            "The Managing Committee clarifies no such proposal exists; charges continue at Rs. "
            "4,500 per month. - Chairman, Sea Breeze CHS",
        ),
        (
            (
                "NOTICE TO ALL MEMBERS. As per the resolution passed in the SGM held on "
                "12.01.2026, maintenance charges stand revised to Rs. 5,200/- per flat per month "
                "w.e.f. 1st February 2026. - Hon. Secretary, Sea Pearl CHS Ltd., Khar West.",
                "Sea Pearl Co-operative Housing Society monthly maintenance charge",
            ),
            (
                "As per the resolution passed in the SGM held on 12.01.2026, Sea Breeze CHS "
                "charges for a second car parking slot stand revised to Rs. 1,500/- per month.",
                "Sea Breeze Co-operative Housing Society second car parking charge",
            ),
        ),
    ),
    Topic(
        "Weetwood ward polling district WW3 polling station",
        "Voters in polling district WW3 of Weetwood ward, Leeds, vote at St Chad's Parish Centre "
        "on Otley Road.",
        (
            "Notice of polling station change (Weetwood ward). Following the review of polling "
            "districts and places, electors in polling district WW3 will vote at Weetwood "
            "Primary School, Weetwood Lane, from the May 2026 local elections onwards.",
            "St Chad's Parish News. After more than thirty years the Parish Centre will not be "
            "a polling station any more, as the council has sent WW3 voters elsewhere, so the "
            "Thursday coffee morning can carry on as normal on election days!",
            "Jean next door reckons the council's taken the polling booths out of St Chad's "
            "because of the step at the front, so we're all traipsing up to the cricket "
            "pavilion on Thursday. Typical.",
            "Poll card came for our house in WW3 this morning. Polling station: Lawnswood "
            "Methodist Church Hall, Otley Road, LS16. Polls open 7am to 10pm, and don't forget "
            "your photo ID.",
        ),
        (
            "Is St Chad's on Otley Road still the polling station for WW3? Just moved into "
            "Weetwood and my poll card hasn't turned up yet.",
            "During the polling district review it was proposed to move WW3 from St Chad's "
            "Parish Centre to Weetwood Primary School. After objections about parking the "
            "proposal was not adopted, and St Chad's remains the polling station.",
        ),
        (
            (
                "Notice of polling station change (Adel and Wharfedale ward). Electors in "
                "polling district AW2 will vote at Holt Park Active from the May 2026 local "
                "elections onwards.",
                "Adel and Wharfedale ward polling district AW2 polling station",
            ),
            (
                "St Chad's Parish News. After more than thirty years the Parish Centre will not "
                "host the Saturday toddler group any more; it meets in the Weetwood Primary "
                "School hall from next month.",
                "St Chad's Saturday toddler group venue",
            ),
        ),
    ),
    Topic(
        "Troop 214 Scoutmaster",
        "Carl Hendricks is the Scoutmaster of Scouts BSA Troop 214, chartered by Westminster "
        "Presbyterian Church in Dayton, Ohio.",
        (
            "Our son's in 214 at Westminster Pres. Honestly it's a better troop since Carl handed "
            "the reins to Denise Okafor: more campouts, fewer PowerPoints lol. Carl still hangs "
            "around as a merit badge counselor.",
            "Westminster Presbyterian Weekly Bulletin. Please join us in thanking Carl Hendricks "
            "for eleven years as Scoutmaster of Troop 214, and in welcoming Mr. Luis Ortega, who "
            "takes up the role this month. Cake in the narthex after the 11 a.m. service.",
            "Order of Ceremony, Eagle Court of Honor for Ethan Cho, Troop 214. Opening and "
            "welcome: Scoutmaster Priya Raman. Presentation of colors: the Patrol Leaders' "
            "Council. Eagle charge: Mr. Cho's grandfather.",
            "fyi Carl stepped down as SM of 214 at the Jan 9 committee meeting, Mike Brennan is "
            "acting Scoutmaster until charter renewal in March. pls tell Josh's mom",
        ),
        (
            "Carl is having knee surgery, so for the April campout at Camp Birch Creek assistant "
            "Scoutmaster Tom Reyes will be the adult in charge. Carl is back leading Troop 214 "
            "for the May court of honor.",
            "Troop 214 contacts for 2026: Scoutmaster - Carl Hendricks (unchanged); Committee "
            "Chair - now Angela Webb, replacing Ron Dietz; Treasurer - Sam Lutz.",
        ),
        (
            (
                "Westminster Presbyterian Weekly Bulletin. Please join us in thanking Janet Moore "
                "for nine years as Cubmaster of Pack 214, and in welcoming Mr. Luis Ortega, who "
                "takes up the role this month.",
                "Cub Scout Pack 214 Cubmaster",
            ),
            (
                "fyi Carl stepped down as treasurer of the Westminster men's breakfast at the Jan "
                "9 meeting, Mike Brennan is covering until the spring.",
                "Westminster Presbyterian men's breakfast treasurer",
            ),
        ),
    ),
)
