"""The fortieth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_40``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 36, by a writer who had not read the rules, in five domains none of
sets 37 to 39 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_40: tuple[Topic, ...] = (
    Topic(
        "Kgotso Savings Club stokvel monthly contribution",
        "Each member of the Kgotso Savings Club stokvel in Orlando East pays R500 a month.",
        (
            "[Voice note, 0:52] Hello ladies, it's MaDlamini. Okay so, just to confirm what we "
            "agreed at Sis Thandi's house on Sunday: from March it's R750 each for Kgotso, neh, "
            "not five hundred. The Makro trolley for December costs too much now. Okay, bye bye.",
            "Receipt no. 0412 - Kgotso Savings Club, Orlando East. Received from N. Mokoena the "
            "sum of R650.00, being monthly contribution for April 2025. Signed: P. Sithole, "
            "Treasurer.",
            "Ja, nee. The Kgotso ladies decided at the one meeting I missed that we're all "
            "millionaires now, so it's a thousand rand a month from July. Must I sell a kidney "
            "to pay for the Christmas meat?",
            "I had to leave the Kgotso stokvel in Orlando East, sadly. Five hundred a month I "
            "could manage with my piece jobs, but R700 every month end is just too much for me "
            "with two kids at school.",
        ),
        (
            "At Sunday's Kgotso Savings Club meeting Sis Thandi proposed going up to R800 a "
            "month, but only four hands went up, so we stay on R500 like before.",
            "The Kgotso Savings Club has moved its money from the Capitec account to a Nedbank "
            "group savings account. Still R500 each, paid by the first of the month.",
        ),
        (
            (
                "[Voice note] Hello ladies, just to confirm: from March it's R750 each for the "
                "Masakhane stokvel in Meadowlands, not five hundred.",
                "Masakhane stokvel monthly contribution",
            ),
            (
                "Receipt no. 0413 - Kgotso Savings Club, Orlando East. Received from N. Mokoena "
                "the sum of R650.00, being once-off joining fee.",
                "Kgotso Savings Club joining fee",
            ),
        ),
    ),
    Topic(
        "Lochinver mobile library stop day",
        "The Highland mobile library van stops outside Lochinver village hall on Wednesday "
        "afternoons.",
        (
            "High Life Highland has announced revised mobile library routes across Sutherland "
            "following delivery of its new vehicle. From Monday 6 October, Lochinver (village "
            "hall) will be served on Friday afternoons between 1.30pm and 3.30pm.",
            "Dear Parents and Carers, classes will continue to visit the mobile library when it "
            "comes to Lochinver. Please note it now calls on Tuesday afternoons, so library "
            "books should come to school in bookbags every Tuesday. Mrs MacLeod, Head Teacher",
            "No more Wednesdays for the library van at Lochinver hall, so they tell me. Jessie "
            "in the shop has a copy of the new timetable pinned up by the till.",
            "I've had to shift my lunch club to the Friday. The library van parks up at "
            "Lochinver hall on Thursday afternoons and I'm not missing the new Ann Cleeves for "
            "a bowl of Cullen skink.",
        ),
        (
            "The mobile library won't reach Lochinver this Wednesday as the van is in Inverness "
            "for its MOT. It'll be back outside the village hall the Wednesday after as usual.",
            "Good news: the library van at Lochinver village hall will now stay until 4.30pm on "
            "a Wednesday instead of packing up at 3.30pm.",
        ),
        (
            (
                "From Monday 6 October, Scourie (outside the shop) will be served by the mobile "
                "library on Friday afternoons between 1.30pm and 3.30pm.",
                "Scourie mobile library stop day",
            ),
            (
                "Dear Parents and Carers, please note the school dental van now calls at "
                "Lochinver Primary on Tuesday afternoons.",
                "Lochinver Primary dental van visit day",
            ),
        ),
    ),
    Topic(
        "Tumaini Women's Chama treasurer",
        "Mama Wanjiru Kamau is the treasurer of the Tumaini Women's Chama in Kayole.",
        (
            "Tumaini Women's Chama: at today's meeting we thanked Mama Wanjiru for nine years of "
            "keeping our money safe, and the cash box, the ledger and the M-Pesa PIN were handed "
            "to Mama Esther Mutua. Mungu awabariki wote.",
            "Did you hear? Mama Wanjiru has given up the Tumaini chama books, it's Mama Njeri "
            "holding the money now. They are saying she has gone upcountry to take care of the "
            "grandchildren.",
            "Ladies, Tumaini contributions for this month: send to Lucy Wairimu, our treasurer, "
            "and she will confirm by SMS before evening. Asanteni sana 🙏",
            "Since Wanjiru left the treasurer post at Tumaini, the new one, Lucy Wairimu, wants "
            "a receipt for even the sodas at meetings. Wanjiru used to just write it in the "
            "exercise book and finish.",
        ),
        (
            "Is Mama Wanjiru still the one keeping Tumaini chama money? I want to send my "
            "January contribution but I've been in Mombasa since October and I'm not sure.",
            "Tumaini Women's Chama now meets on Saturday afternoons instead of Sunday after "
            "church. Mama Wanjiru will still be collecting contributions at the door.",
        ),
        (
            (
                "Did you hear? Mama Atieno has given up the Umoja youth group books, it's Mama "
                "Njeri holding their money now.",
                "Umoja youth group treasurer",
            ),
            (
                "Tumaini Women's Chama: at today's meeting we thanked Mama Atieno for nine years "
                "as chairlady, and the chair was handed to Mama Esther Mutua.",
                "Tumaini Women's Chama chairlady",
            ),
        ),
    ),
    Topic(
        "Mangawhai Heads beach dog rule",
        "Dogs are allowed off-leash on Mangawhai Heads beach north of the surf club all year "
        "round.",
        (
            "Kaipara District Council has adopted its new Dog Control Bylaw. From 1 December, "
            "dogs must be kept on a leash at all times on Mangawhai Heads beach north of the "
            "surf club, to protect nesting tūturiwhatu (NZ dotterel).",
            "Heads up Mangawhai whānau 🐕 got a $300 infringement notice this morning for "
            "letting Bella run north of the surf club. Turns out that whole stretch is on-lead "
            "only these days. Ranger was friendly enough but still, gutted.",
            "MANGAWHAI HEADS BEACH - NORTH OF SURF CLUB. Dogs prohibited 9am-7pm, 1 Dec to "
            "28 Feb. Dogs on leash at all other times. Kaipara District Council.",
            "Remember when you could let the dogs go flat out along the sand past the Mangawhai "
            "surf club any month of the year? Those days are gone, mate. Leash on past the "
            "flags, full stop, and the rangers are keen as.",
        ),
        (
            "For the Mangawhai Beach Classic this Saturday, dogs need to be on a lead north of "
            "the surf club from 7am to 4pm. Normal off-leash rules are back on Sunday.",
            "Reminder from Kaipara District Council: Mangawhai Heads beach north of the surf "
            "club remains an off-leash area all year, but please pick up after your dog.",
        ),
        (
            (
                "Kaipara District Council: from 1 December, dogs must be kept on a leash at all "
                "times on Baylys Beach north of the surf club.",
                "Baylys Beach dog rule",
            ),
            (
                "Heads up Mangawhai whānau, got a $300 infringement notice for driving on the "
                "sand north of the surf club. Turns out that stretch is no vehicles these days.",
                "Mangawhai Heads beach vehicle rule",
            ),
        ),
    ),
    Topic(
        "Belmont Sunrisers Steel Orchestra panyard location",
        "The Belmont Sunrisers Steel Orchestra practise in their panyard on Norfolk Street, "
        "Belmont.",
        (
            "Allyuh, doh go Norfolk Street tonight eh, Sunrisers pack up and gone. Is by the old "
            "bus depot on Jerningham Avenue they practising for Panorama now, the landlord sell "
            "out the Norfolk Street lot.",
            "Belmont's Sunrisers Steel Orchestra will rehearse for this year's Panorama in a new "
            "home, the grounds of Belmont Boys' R.C. School, offered by the parish after the "
            "band lost its lease on Norfolk Street.",
            "INVOICE #2025-017. To: Sunrisers Steel Orchestra. Rental of yard at 14 Pelham "
            "Street, Belmont (band's rehearsal home since leaving Norfolk St), January-March: "
            "TT$9,000.00. Electricity billed separately.",
            "Pick me up by the Hilton side of the Savannah Thursday, not Belmont. Sunrisers "
            "does rehearse in a tent on the Savannah these days, and parking there is ten "
            "times easier than Norfolk Street.",
        ),
        (
            "People saying Sunrisers leaving Norfolk Street. The captain say on the radio this "
            "morning that is pure mauvais langue, the band staying right there in the Belmont "
            "yard.",
            "Sunrisers change their arranger this year, Kelvin Joseph out and Marcia Romain "
            "in, but practice still in the panyard on Norfolk Street, eight o'clock every "
            "night.",
        ),
        (
            (
                "Allyuh, doh go Norfolk Street tonight, the Belmont Fish Fry pack up and gone. "
                "Is by the old bus depot on Jerningham Avenue they selling now.",
                "Belmont Fish Fry location",
            ),
            (
                "Laventille Sunbeams Steel Orchestra will rehearse for this year's Panorama "
                "in a new home, the grounds of Belmont Boys' R.C. School.",
                "Laventille Sunbeams Steel Orchestra panyard location",
            ),
        ),
    ),
)
