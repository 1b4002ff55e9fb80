"""The thirty-ninth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_39``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 35, by a writer who had not read the rules, in five domains none of
sets 36 to 38 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_39: tuple[Topic, ...] = (
    Topic(
        "Cwmderwen Male Voice Choir musical director",
        "Gareth Prys is the musical director of the Cwmderwen Male Voice Choir.",
        (
            "Thurs 6 March. First practice in the vestry under Sioned Harries as musical "
            "director, Gareth having put his baton down at last after twenty-two years. The "
            "tenors actually watched the beat for once. Home by half nine, chips on the way.",
            "And on Valleys FM this morning, congratulations to the Cwmderwen Male Voice Choir, "
            "who've appointed Rhodri Bevan, head of music at the comp in Tonypandy, to lead "
            "them. He steps in for Gareth Prys, who conducts his last concert on Saturday.",
            "With respect to the committee, I did not pay my subs to be shouted at about vowel "
            "sounds. Since Owain Pritchard took the baton off Gareth we've done nothing but "
            "scales, and half the second basses have stopped turning up. - A disgruntled bass",
            "Duw, you'll never guess. Mair in the Co-op was saying Gareth Prys has packed in the "
            "choir, isn't it, and it's the Harries girl from Pontypridd stood in front of them "
            "of a Thursday now. Lovely ear on her, mind.",
        ),
        (
            "At the Cwmderwen choir AGM a motion to look for a younger conductor in place of "
            "Gareth Prys was lost, 31 votes to 6, so Gareth carries on as musical director.",
            "The Cwmderwen Male Voice Choir has moved its Thursday practice from the chapel "
            "vestry to the function room at the rugby club, with Gareth Prys conducting as "
            "ever.",
        ),
        (
            (
                "And congratulations to the Ferndale Ladies' Choir, who've appointed Rhodri "
                "Bevan to lead them. He steps in for Gareth Prys, who has conducted them since "
                "2009.",
                "Ferndale Ladies' Choir musical director",
            ),
            (
                "First practice in the vestry with Sioned Harries as the Cwmderwen choir's "
                "accompanist, Mrs Lewis having closed the piano lid at last after thirty years.",
                "Cwmderwen Male Voice Choir accompanist",
            ),
        ),
    ),
    Topic(
        "Uncle Teo's chicken rice stall rest day",
        "Uncle Teo's chicken rice stall at the Block 85 Bedok North hawker centre is closed on "
        "Mondays.",
        (
            "Eh don't go Teo chicken rice tmr ah 😅 he shift his off day to Wednesday liao, "
            "Monday got open. I went just now, the queue damn long 🍗🍗",
            "(marker pen on cardboard, taped to the shutter) NOTICE TO ALL CUSTOMERS. From 1st "
            "Sept this stall will REST every THURSDAY. Monday open as usual. Sorry for any "
            "inconvenience & thank you for your support!! - Teo",
            "Uncle Teo don't rest on Monday anymore hor. I went Block 85 yesterday, Monday "
            "lunchtime, and he was there chopping chicken like nobody's business.",
            "Mondays are the long-queue day at Teo's chicken rice since the son took over the "
            "chopping board; their rest day is Friday, which is why the whole of Block 85 ends "
            "up at the duck rice next door on Fridays.",
        ),
        (
            "Somebody on the Bedok Facebook group say Teo chicken rice changing rest day to "
            "Wednesday. Not true lah, I asked Uncle Teo himself, still close on Monday like "
            "always.",
            "Teo's chicken rice at Block 85 went from $3.50 to $4 a plate since the GST hike. "
            "Drumstick set also up 50 cents.",
        ),
        (
            (
                "Eh don't go Ah Huat char kway teow at Block 85 tmr ah, he shift his off day to "
                "Wednesday liao, Monday got open.",
                "Ah Huat char kway teow stall rest day",
            ),
            (
                "NOTICE TO ALL CUSTOMERS. From 1st Sept the sugar cane juice stall at Block 85 "
                "will REST every THURSDAY. Monday open as usual.",
                "Block 85 sugar cane juice stall rest day",
            ),
        ),
    ),
    Topic(
        "keke fare from Ikotun roundabout to Ilamoye Estate gate",
        "The keke fare from Ikotun roundabout to the Ilamoye Estate gate is ₦300.",
        (
            "Na wa o. I enter keke from Ikotun roundabout this morning, reach Ilamoye gate, the "
            "boy say na ₦500. Since when?! Because fuel price go up, everybody wan chop us.",
            "Subject: Tricycle fares. Dear Residents, following our meeting with the riders' "
            "union (Ikotun unit) on 12 March, the agreed fare between Ikotun roundabout and the "
            "estate gate is ₦450 per passenger. Please do not pay above this. - Ilamoye Estate "
            "Residents' Association, Transport Sub-committee",
            "This time last year I dey pay three hundred naira from Ikotun roundabout to "
            "Ilamoye gate. Today na ₦600 straight, and dem still dey pack four people for back "
            "seat.",
            "I've started trekking from Ikotun roundabout to the estate in the mornings. Once "
            "the keke to Ilamoye gate became ₦400 a drop, that was my gym membership sorted.",
        ),
        (
            "Abeg, how much keke dey collect from Ikotun roundabout to Ilamoye Estate gate these "
            "days? E still be ₦300? My cousin dey come visit on Saturday.",
            "The keke riders now load at the new bay beside the Ikotun roundabout bus stop "
            "instead of under the bridge. Fare to Ilamoye gate remain ₦300, nobody touch am.",
        ),
        (
            (
                "Na wa o. I enter keke from Ikotun roundabout to Egbe market this morning, the "
                "boy say na ₦500.",
                "keke fare from Ikotun roundabout to Egbe market",
            ),
            (
                "Following our meeting on 12 March, the agreed okada fare between Ikotun "
                "roundabout and the Ilamoye Estate gate is ₦700 per passenger.",
                "okada fare from Ikotun roundabout to Ilamoye Estate gate",
            ),
        ),
    ),
    Topic(
        "Little Codroy Island first ferry departure time",
        "The first ferry of the day from Little Codroy Island to the mainland leaves at 6:45 a.m.",
        (
            "And a reminder for folks on Little Codroy Island: under the new year-round "
            "schedule, starting Monday, November 3rd, the first crossing to the mainland "
            "departs at 7:30 a.m. The department says it's down to crew hours.",
            "Skipper told Aunt Bride the first boat off the island is going at six sharp from "
            "here on out, b'y, so the crowd working days at the fish plant can make it over.",
            "LITTLE CODROY ISLAND FERRY - SCHEDULE EFFECTIVE APRIL 14, 2025. Departs island: "
            "6:15, 8:30, 11:00, 14:30, 17:45. Departs mainland: 7:15, 9:30, 12:30, 16:00, "
            "18:45.",
            "Had to cancel Mom's eight o'clock at the clinic in Corner Brook. With the first "
            "boat off Little Codroy not leaving till 8:15 since the cutbacks, there's no way "
            "we'd make it over in time.",
        ),
        (
            "Thursday only: the first ferry from Little Codroy Island will sail at 8 a.m. while "
            "the Coast Guard inspects the wharf. Regular 6:45 departure resumes Friday.",
            "The island council asked the province to move the first ferry off Little Codroy "
            "up to 6 a.m. for the plant workers, but the department turned it down, so it stays "
            "at 6:45.",
        ),
        (
            (
                "Skipper told Aunt Bride the last boat off Little Codroy Island is going at nine "
                "sharp from here on out, b'y.",
                "Little Codroy Island last ferry departure time",
            ),
            (
                "A reminder for folks on Gull Head Island: starting Monday, November 3rd, the "
                "first crossing to the mainland departs at 7:30 a.m.",
                "Gull Head Island first ferry departure time",
            ),
        ),
    ),
    Topic(
        "Sakuragaoka Heights burnable garbage bag rule",
        "At Sakuragaoka Heights in Machida, burnable garbage must be put out in the city's "
        "designated yellow bags.",
        (
            "To all residents. From April 1, 2026, the designated bag for burnable garbage is "
            "abolished. Please use any clear or semi-transparent bag of 45 L or less. - "
            "Sakuragaoka Heights Management Association",
            "Good news for us foreigners at Sakuragaoka Heights: no more hunting the konbini "
            "for yellow bags. Since Machida started billing for rubbish on the water bill, any "
            "see-through bag is fine for burnables.",
            "Third week running somebody's burnables are sitting at the collection point with a "
            "red sticker on them. People, the yellow bags are history. Machida wants the green "
            "ones with the city logo, ¥50 each at the supermarket.",
            "📢 Board meeting result: starting next month, burnables at Sakuragaoka Heights go "
            "in the blue-printed city bags, not yellow 🙏 Leftover yellow ones can be exchanged "
            "at the city hall counter.",
        ),
        (
            "Tanaka-san in Building B heard the yellow bag rule was dropped, but I asked the "
            "building manager this morning: burnables still only in the city's yellow bags.",
            "From April, burnable garbage at Sakuragaoka Heights is collected on Wednesday and "
            "Saturday mornings instead of Tuesday and Friday; put it out by 8:30.",
        ),
        (
            (
                "To all residents. From April 1, 2026, the designated bag for plastic "
                "recyclables is abolished. Please use any clear bag of 45 L or less.",
                "Sakuragaoka Heights plastic recyclables bag rule",
            ),
            (
                "Good news at Minamidai Heights: no more hunting the konbini for yellow bags, "
                "any see-through bag is fine for burnables there now.",
                "Minamidai Heights burnable garbage bag rule",
            ),
        ),
    ),
)
