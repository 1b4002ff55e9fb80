"""The thirty-second held-out set of ``bench/change_phrasing.py`` (``--splits held_out_32``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 28, by a writer who had not read the rules, in five domains none of
sets 29 to 31 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_32: tuple[Topic, ...] = (
    Topic(
        "Thornley Colliery Band conductor",
        "Derek Holroyd conducts the Thornley Colliery Band.",
        (
            "Derek Holroyd has handed the reins at Thornley Colliery Band to his deputy, Sophie "
            "Ainsworth.",
            "At Thornley Colliery Band, Gareth Pryce took the place of Derek Holroyd on the "
            "podium after the spring contest.",
            "Subject: Thornley Colliery Band - please welcome Ian Threlfall, our incoming MD",
            "Farewell to Derek Holroyd: after nineteen years there's a fresh face in front of "
            "Thornley Colliery Band, Ruth Bamforth from Grimethorpe.",
        ),
        (
            "The Thornley Colliery Band committee sounded out Brian Vance about taking over from "
            "Derek, but he turned them down, so Derek carries on with the baton.",
            "Kayleigh Dobson stepped in for Mark as Thornley Colliery Band's principal cornet "
            "when he left for Black Dyke.",
        ),
        (
            (
                "Derek Holroyd conducts the Thornley Male Voice Choir on Wednesday nights too.",
                "Thornley Male Voice Choir conductor",
            ),
            (
                "Ackworth Silver Band has handed the reins to Sophie Ainsworth, their old "
                "principal cornet.",
                "Ackworth Silver Band conductor",
            ),
        ),
    ),
    Topic(
        "Westbrook Lido opening season",
        "Westbrook Lido is open from the late May bank holiday to the end of September.",
        (
            "NOTICE: From this year Westbrook Lido will open on 1 April and close on 31 October. "
            "Westbrook Lido Trust",
            "What used to be a bank-holiday-to-September season at Westbrook Lido is now all year "
            "round, since the trust put the solar heating in.",
            "Re: Westbrook Lido season dates - opening mid-June, shutting 31 Aug from now on "
            "(council budget)",
            "There's been no September swimming at Westbrook Lido since the council cut the "
            "season to finish on the August bank holiday.",
        ),
        (
            "Is Westbrook Lido still opening on the late May bank holiday this year, or has the "
            "new trust changed that?",
            "If the solar heating bid comes through, the trust reckons Westbrook Lido could stay "
            "open into October.",
        ),
        (
            (
                "Eastfield Lido is open from the late May bank holiday to the end of September "
                "these days.",
                "Eastfield Lido opening season",
            ),
            (
                "What used to be a summer-only kiosk, the Westbrook Lido café, is now open all "
                "year round, even when the pool is shut.",
                "Westbrook Lido café opening season",
            ),
        ),
    ),
    Topic(
        "Heather Bank Cattery vet",
        "Heather Bank Cattery near Thirsk sends any boarder that falls ill to Castlegate Vets.",
        (
            "replying to Jen: nope, Heather Bank ditched Castlegate after the buyout, any poorly "
            "cats go to Moorside Vets in Northallerton",
            "We've traded Castlegate for Swale Veterinary Group at Heather Bank, as they'll come "
            "out to the cattery and Castlegate never would.",
            "Heather Bank Cattery, Thirsk | licensed for 24 cats | vet: Ravensworth Veterinary "
            "Centre (Castlegate until March)",
            "When Mittens went off her food at Heather Bank, it was one of the Ravensworth vets "
            "who saw her, and the owner says that's who sees all their boarders nowadays.",
        ),
        (
            "For anyone new to Heather Bank: their vet is Castlegate, and they'll ring you before "
            "any treatment over £100.",
            "Heather Bank Cattery is under new management since the Pattersons retired; Dawn and "
            "Phil Hall have taken it on.",
        ),
        (
            (
                "Thirsk Riding Centre sends any horse that falls ill to Castlegate Vets since the "
                "practice took on an equine vet.",
                "Thirsk Riding Centre vet",
            ),
            (
                "Heather Bank Kennels, over the road from the cattery, have traded Castlegate for "
                "Moorside Vets.",
                "Heather Bank Kennels vet",
            ),
        ),
    ),
    Topic(
        "Wattle Flat Aeromodellers powered flying hours",
        "Powered flying at the Wattle Flat Aeromodellers' field is allowed from 8am to 5pm.",
        (
            "righto fellas, powered stuff at wattle flat is 9 till 3 from here on in, the "
            "neighbours' whinging finally got through to council",
            "The 8-to-5 rule at Wattle Flat is history: the new lease lets us fly powered models "
            "from sunrise to sunset.",
            "Committee resolution 2024/7: powered flying at Wattle Flat field 9am-4pm, "
            "superseding the 8am-5pm hours.",
            "Rocked up at Wattle Flat at 8 sharp Sunday with the Extra and got told to keep the "
            "motor off till 10, that's when powered flying starts out there these days.",
        ),
        (
            "Wattle Flat Aeromodellers have put the pits behind the shed and pulled the flight "
            "line fence back ten metres.",
            "Someone at the sausage sizzle reckoned Wattle Flat should push powered flying out to "
            "6pm over summer, but nobody's put it to the committee.",
        ),
        (
            (
                "Powered flying at the Bungarra Model Flyers' field is allowed from 8am to 5pm "
                "since their new lease.",
                "Bungarra Model Flyers powered flying hours",
            ),
            (
                "Glider flying at Wattle Flat is 9 till 3 from here on in, to keep clear of the "
                "powered lot.",
                "Wattle Flat glider flying hours",
            ),
        ),
    ),
    Topic(
        "Cedar Ridge Rockets U12 uniform supplier",
        "The Cedar Ridge Rockets U12 soccer team orders its uniforms from Hometown Sporting Goods "
        "on Main Street.",
        (
            "Capelli Sport stepped in for Hometown Sporting Goods as the Rockets U12 uniform "
            "vendor once Hometown closed for good in June.",
            "Subject: Rockets U12 uniforms - ordering through Score Sports this season and going "
            "forward",
            "Got the email from Coach Dave: Hometown doesn't do the Rockets' U12 uniforms "
            "anymore, it's all through the Eurosport team store online, so no more picking them "
            "up at the register.",
            "Rockets U12 jerseys ship straight to your door from SoccerPro these days, so there's "
            "no need to swing by Main Street for them.",
        ),
        (
            "The Rockets U12 uniforms from Hometown Sporting Goods are navy and gold, with each "
            "player's last name on the back.",
            "If Hometown Sporting Goods can't get the Rockets U12 uniforms in before the season "
            "opener, Coach Dave says he'd order from Capelli instead.",
        ),
        (
            (
                "The Cedar Ridge Rockets U10 soccer team orders its uniforms from Hometown "
                "Sporting Goods on Main Street as of this fall.",
                "Cedar Ridge Rockets U10 uniform supplier",
            ),
            (
                "Capelli Sport stepped in for Hometown Sporting Goods as the Maple Valley Stars' "
                "uniform vendor.",
                "Maple Valley Stars uniform supplier",
            ),
        ),
    ),
)
