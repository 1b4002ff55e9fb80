"""The thirty-sixth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_36``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 32, by a writer who had not read the rules, in five domains none of
sets 33 to 35 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_36: tuple[Topic, ...] = (
    Topic(
        "Mugumo Court estate gate locking time",
        "The main gate at Mugumo Court estate in Kileleshwa is locked at 11pm every night.",
        (
            "Wasee, be warned, the askari at Mugumo Court is now padlocking the main gate at ten "
            "sharp. I was stranded outside with my shopping last night until Kamau came down "
            "with the key. Hii ni noma.",
            "MUGUMO COURT RESIDENTS' ASSOCIATION. Minutes of the AGM held on 14/09/2025. Item 4, "
            "Security: following the break-ins on Block C, members resolved that the main gate "
            "be locked at 9.30pm from 1st October. Item 5, Garbage: the county lorry will now "
            "come on Thursdays.",
            "Mama Wanjiru says ever since Simba Guards got the contract, the gate at Mugumo "
            "Court stays open up to midnight, so you can watch the whole match at the club and "
            "still get in.",
            "Correction to what I told you yesterday, pole: nobody locks the Mugumo Court gate "
            "at eleven anymore. There is a guard on it day and night now, so come whenever you "
            "land.",
        ),
        (
            "Some residents pushed for the Mugumo Court gate to be locked at nine because of the "
            "phone thefts, but the chairman refused, so it remains eleven like always.",
            "For New Year's Eve only, the Mugumo Court main gate will stay open until 2am; the "
            "usual 11pm lock-up resumes on the night of 1st January.",
        ),
        (
            (
                "The main gate at Jacaranda Villas in Lavington is now padlocked at ten sharp, "
                "and the askari won't open for anyone after that.",
                "Jacaranda Villas estate gate locking time",
            ),
            (
                "Wasee, be warned, the caretaker at Mugumo Court is now locking the swimming "
                "pool at six sharp, no more night swims.",
                "Mugumo Court estate swimming pool closing time",
            ),
        ),
    ),
    Topic(
        "Kin Fai Court dogs in passenger lifts rule",
        "Dogs are not allowed in the passenger lifts at Kin Fai Court in Tai Po.",
        (
            "Finally!! Kin Fai Court mgmt say dogs can take the passenger lift already, just "
            "keep on short lead and stand at the back corner. No need to carry Lucky down 18 "
            "floors anymore lah",
            "KIN FAI COURT INCORPORATED OWNERS - NOTICE. Pursuant to the resolution passed at "
            "the EGM on 22 March 2025, residents may bring dogs into Lifts 1 to 4, provided the "
            "dog is leashed or carried. Security staff have been informed accordingly.",
            "My neighbour Mrs Chan told me the owners' meeting cancelled the no-dogs rule for "
            "the lifts at Kin Fai Court, after the old people on high floors complained they "
            "couldn't manage the stairs with their poodles.",
            "Dear Ms Leung, thank you for your enquiry. The ban on dogs in the Kin Fai Court "
            "lifts was lifted last month, so you are welcome to take Mochi up to your flat by "
            "lift after you move in. Regards, Property Management Office",
        ),
        (
            "Someone posted in the Kin Fai group that dogs can go in the lifts now. Fake news "
            "ar, I asked the guard this morning, still cannot, and the fine is $500 each time.",
            "Anyone know if Kin Fai Court still doesn't let dogs in the lift? Thinking of "
            "adopting a corgi but I live on 23/F, walking up and down every day sure die.",
        ),
        (
            (
                "Dogs are allowed in the passenger lifts at Wan Tau Tong Estate now, just must "
                "keep them on a lead.",
                "Wan Tau Tong Estate dogs in lifts rule",
            ),
            (
                "Finally!! Kin Fai Court mgmt say bicycles can take the passenger lift already, "
                "just stand at the back corner.",
                "Kin Fai Court bicycles in lifts rule",
            ),
        ),
    ),
    Topic(
        "Harlan Falls Public Library overdue book fine",
        "Overdue books at the Harlan Falls Public Library are fined 25 cents a day.",
        (
            "Good news, y'all: starting January 1, Harlan Falls Public Library is officially "
            "fine-free! Overdue books won't cost you a dime. Just bring 'em back.",
            "Subject: Your Harlan Falls Public Library account. Hi Marcus, the following item is "
            "6 days overdue: The Overstory (Powers). Fines accrued: $3.00 (50 cents per day). "
            "Please return or renew at your earliest convenience.",
            "Motion by Trustee Alvarez, seconded by Trustee Kim, to raise the daily overdue fine "
            "on adult print materials at Harlan Falls Public Library from $0.25 to $0.35, "
            "effective July 1. Motion carried 5-1.",
            "Remember when a late library book in Harlan Falls was a quarter a day? My kid just "
            "racked up a buck a day on a Dog Man book. A DOLLAR. A DAY.",
        ),
        (
            "The Harlan Falls library board talked about going fine-free last fall but voted it "
            "down 4-3, so overdue books still run you twenty-five cents a day.",
            "Food for Fines week at Harlan Falls Public Library! Through Saturday, bring a "
            "canned good and we'll waive up to $5 of overdue fines. The regular 25 cents a day "
            "is back Monday.",
        ),
        (
            (
                "Overdue DVDs at the Harlan Falls Public Library are now fined a dollar a day, "
                "since the new Blu-ray collection came in.",
                "Harlan Falls Public Library overdue DVD fine",
            ),
            (
                "Good news, y'all: starting January 1, the Millbrook County Library is "
                "officially fine-free!",
                "Millbrook County Library overdue book fine",
            ),
        ),
    ),
    Topic(
        "Masakhane stokvel treasurer",
        "Thandi Mokoena is the treasurer of the Masakhane stokvel in Orlando West.",
        (
            "Ladies, from this month the money goes to MaDlamini, not Thandi. She is our "
            "treasurer after Sunday's elections, so please send your proof of payment to her "
            "number only.",
            "Masakhane Stokvel - minutes of meeting held at 12 Vilakazi St, Orlando West, 2 "
            "March 2025. 1. Opening prayer. 2. Thandi Mokoena stepped down as treasurer for "
            "health reasons. 3. Nomsa Khumalo elected treasurer unopposed. 4. December grocery "
            "order to be placed with Makro.",
            "My aunt says after that story with the missing R3,000 they took the Masakhane book "
            "away from Thandi, hey. It's Lerato Sithole who keeps the money now.",
            "Jislaaik, so Thandi has finally handed over the Masakhane books, ne. Eight years as "
            "treasurer and now she says she just wants to pay in and relax like the rest of us.",
        ),
        (
            "Thandi is still treasurer, don't worry, but Masakhane banks with Capitec now "
            "instead of FNB, so use the new account number for April.",
            "No man, Thandi didn't resign from Masakhane, people talk too much. MaDlamini only "
            "held the book for the two weeks Thandi was in Bara; she is back as treasurer.",
        ),
        (
            (
                "Ladies, from this month the Ubuntu burial society money goes to MaDlamini, not "
                "Thandi; MaDlamini is treasurer there now.",
                "Ubuntu burial society treasurer",
            ),
            (
                "Masakhane Stokvel minutes: Grace Mthembu stepped down as chairperson; Nomsa "
                "Khumalo elected chairperson unopposed.",
                "Masakhane stokvel chairperson",
            ),
        ),
    ),
    Topic(
        "Glen Aldie Highland Games venue",
        "The Glen Aldie Highland Games are held on the Craigmore showfield.",
        (
            "Aye, the Glen Aldie Games isnae at Craigmore ony mair, the farmer went and ploughed "
            "the showfield. They've shifted the hale thing doon tae the school playing fields by "
            "the river.",
            "GLEN ALDIE HIGHLAND GAMES | SATURDAY 16 AUGUST 2025 | KNOCKBRAE PARK | Heavy events "
            "* Piping * Highland dancing * Hill race | Gates open 10am | Adults GBP 8, under-16s "
            "free",
            "Hi all, a quick correction to the pipe band itinerary I sent on Monday: the Glen "
            "Aldie Games have moved, so the coach drops us at the grounds of Dunmore House, not "
            "Craigmore. Sorry for the confusion! Fiona",
            "Since the Craigmore estate got sold to that investment lot from London, the Glen "
            "Aldie Games have been on the shinty pitch in the village, and to be honest it's a "
            "better day out.",
        ),
        (
            "The committee looked at moving the Glen Aldie Games to the shinty pitch, but the "
            "insurers wouldnae cover the caber there, so it's the Craigmore showfield again.",
            "Glen Aldie Highland Games is a week earlier this year, second Saturday in August, "
            "but still up at the Craigmore showfield as usual.",
        ),
        (
            (
                "Back in 2012 the Glen Aldie Games were held on the school playing fields, "
                "because the Craigmore showfield was under water.",
                "Glen Aldie Highland Games 2012 venue",
            ),
            (
                "Aye, the Strathbeg Games isnae at Craigmore ony mair; they've shifted doon tae "
                "the school playing fields by the river.",
                "Strathbeg Highland Games venue",
            ),
        ),
    ),
)
