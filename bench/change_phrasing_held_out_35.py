"""The thirty-fifth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_35``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before change round 31, by a writer who had not read the rules, in five domains none of
sets 32 to 34 used; not yet run, and never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_35: tuple[Topic, ...] = (
    Topic(
        "Motuhine Island ferry car fare",
        "Taking a car over on the Motuhine Island ferry costs $45 each way.",
        (
            "Yeah nah, we're leaving the ute at Tamure Heads this summer and walking on, eh. "
            "Sixty-five bucks each way to take a car over to Motuhine, the ferry mob have lost "
            "the plot.",
            "Mum still reckons it's forty-five dollars to get the car across to Motuhine. Bless "
            "her. It was, back when the old Kōtare was on the run; the new boat charges $58.",
            "By the time you read this, the car fare on the Motuhine ferry will have gone up to "
            "$52 each way, so budget for it if you're bringing the boat trailer over for Labour "
            "Weekend.",
            "Vehicle fares on the Motuhine Island ferry were reduced on 1 July 2025 (cars $38 one "
            "way, $70 return) under the regional council's new ferry subsidy.",
        ),
        (
            "The ferry company floated putting the Motuhine car fare up to $60 at the AGM, but "
            "the islanders kicked up such a stink it was shelved, so it's still forty-five bucks.",
            "The Motuhine ferry has gone booking-only for cars over Christmas, so you can't just "
            "rock up at Tamure Heads and queue.",
        ),
        (
            (
                "Taking a car over on the Waitoa Island ferry costs $45 each way since the "
                "council took the service over.",
                "Waitoa Island ferry car fare",
            ),
            (
                "Mum still reckons a foot passenger ticket on the Motuhine ferry is fifteen "
                "dollars. It was, back when the old Kōtare was on the run; the new boat charges "
                "$22.",
                "Motuhine Island ferry foot passenger fare",
            ),
        ),
    ),
    Topic(
        "Ballywalter Community Choir accompanist",
        "Ruth McCready accompanies the Ballywalter Community Choir on the piano.",
        (
            "Bout ye Sheila, did ye hear Ruth's packed in the piano at choir? It's a wee lad from "
            "the grammar, Conor Magill, that plays for us of a Tuesday, so it is. Dead on, so he "
            "is.",
            "Ballywalter Community Choir, Spring Notes. Our carol service raised £1,240 for the "
            "Donaghadee lifeboat, thank you all. Ruth McCready has passed the piano stool to "
            "Anne Dorrian after twelve years, and we'll mark Ruth's service with a supper in "
            "June. The tea rota is on the noticeboard and new tenors are always welcome.",
            "Ballywalter Community Choir 🎶: 📊 POLL CLOSED - Who should play for us from "
            "September? Anne Dorrian 14 · Backing tracks 3 · Gerry from First Presbyterian 2. "
            "Anne it is, then! Thank you Ruth for twelve lovely years 💐",
            "yep, it's Gerry Kane on the piano at Ballywalter choir now, Ruth's arthritis got too "
            "bad for her",
        ),
        (
            "Is it still Ruth McCready plays for the Ballywalter choir? Our Linda's thinking of "
            "joining and she knows Ruth from the bowls.",
            "Ruth plays a digital piano for the Ballywalter Community Choir these days, since the "
            "church hall's old upright was sold to pay for the roof.",
        ),
        (
            (
                "Ruth McCready accompanies the Donaghadee Male Voice Choir on the piano as well "
                "since last autumn.",
                "Donaghadee Male Voice Choir accompanist",
            ),
            (
                "Bout ye Sheila, did ye hear Maurice packed in conducting at choir? It's a wee "
                "woman from Newtownards, Hazel Boyd, that conducts the Ballywalter lot of a "
                "Tuesday, so it is.",
                "Ballywalter Community Choir conductor",
            ),
        ),
    ),
    Topic(
        "Hollins Lane recycling centre opening days",
        "Hollins Lane recycling centre is open seven days a week.",
        (
            "HOLLINS LANE HWRC - shift handover, lates to earlies, Sun 6th. Skip 4 (green waste) "
            "swapped 14:20. Gate code unchanged. REMINDER: from this week we're shut Weds and "
            "Thurs, so turn vans away at the barrier and send them to Moor End. Oil bank nearly "
            "full, Kev's rung Veolia.",
            "Hollins Lane & District Community Noticeboard 📢 PSA for anyone doing a run to "
            "Hollins Lane tip this weekend: it's only open Friday to Monday these days (council "
            "cuts apparently), so don't turn up on a Tuesday with a boot full of hedge cuttings "
            "like I did 🙄 Please share!",
            "Used to be you could nip up to Hollins Lane any day of the week with the garden "
            "waste; it's Thursday to Sunday only, and there's a queue back onto the ring road by "
            "ten.",
            "HOLLINS LANE HOUSEHOLD WASTE RECYCLING CENTRE | OPEN FRI-MON 8AM-4PM | CLOSED "
            "TUE-THU | NO TRADE WASTE",
        ),
        (
            "Hollins Lane tip's open every day including bank holidays, so you can take the "
            "Christmas tree up on Boxing Day if you like.",
            "From October Hollins Lane recycling centre shuts at half three instead of six, but "
            "it's still open every day of the week.",
        ),
        (
            (
                "Moor End recycling centre is open seven days a week again since the new "
                "contractor took over.",
                "Moor End recycling centre opening days",
            ),
            (
                "HOLLINS LANE LIBRARY - shift handover, lates to earlies. REMINDER: from this "
                "week we're shut Weds and Thurs, so point people to the Moor End branch.",
                "Hollins Lane library opening days",
            ),
        ),
    ),
    Topic(
        "Tampines Greenridge CC Tuesday yoga teacher",
        "The Tuesday night yoga class at Tampines Greenridge Community Club is taught by Ms Priya "
        "Nair.",
        (
            "Eh the Tuesday night yoga at Greenridge CC change teacher liao, is one Mr Jason Teo "
            "leh, very garang one, my back still pain until today.",
            "Greenridge CC - Hatha Yoga (Tue, 7.30pm, MPH): Please note that the class will be "
            "conducted by Ms Joanne Lim w.e.f. 3 June. Course fees remain unchanged. Kindly "
            "register via onePA.",
            "Aiyo, I signed up for Greenridge Tuesday yoga because of Priya, then two weeks in "
            "they give us some uncle who talks non-stop through savasana. Sian half.",
            "Last time Priya teach the Tuesday class at Greenridge, very gentle one, all "
            "stretching; with Jason every week is plank, plank, plank, then still want to do "
            "burpees.",
        ),
        (
            "If Priya goes on maternity leave, Greenridge CC will need someone to cover Tuesday "
            "yoga, but she says she can teach until August.",
            "Greenridge CC Tuesday yoga shifting to the level 3 dance studio from next week "
            "because MPH got aircon works; Priya still teaching, bring your own mat.",
        ),
        (
            (
                "The Thursday morning yoga class at Tampines Greenridge Community Club is taught "
                "by Ms Priya Nair too, since the new term started.",
                "Tampines Greenridge CC Thursday yoga teacher",
            ),
            (
                "Eh the Tuesday night zumba at Greenridge CC change teacher liao, is one Mr "
                "Jason Teo leh, very garang one.",
                "Tampines Greenridge CC Tuesday zumba teacher",
            ),
        ),
    ),
    Topic(
        "Surulere Rangers FC physio",
        "Tunde Bakare is the physio at Surulere Rangers FC.",
        (
            "Management of Surulere Rangers FC wishes to inform the general public that Mr Tunde "
            "Bakare has been disengaged as club physiotherapist with effect from 1st March, "
            "2025. Dr Chiamaka Obi has since assumed duty.",
            "Tunde is not the one treating our boys again o, na Chiamaka from LUTH the club "
            "brought, and that woman no dey joke with ice bath at all.",
            "Did you people watch Saturday match? When Femi went down it was Chiamaka that ran on "
            "with the bag, not Tunde. Tunde has crossed over to Kwara United since January.",
            "Surulere Rangers FC backroom staff, 2025/26 season: Head coach - Segun Adeyemi; "
            "Goalkeeper coach - Ifeanyi Okafor; Physiotherapist - Dr Chiamaka Obi; Kit manager "
            "- Baba Sule.",
        ),
        (
            "The chairman wanted to bring in a physio from the Lagos State Sports Commission in "
            "place of Tunde, but the players kicked against it, so Tunde remains with Surulere "
            "Rangers.",
            "Tunde Bakare, the Surulere Rangers physio, also runs a small clinic in Ojuelegba on "
            "Saturdays after training.",
        ),
        (
            (
                "Tunde Bakare is the physio at Ikeja Youth FC as well, since the start of the "
                "season.",
                "Ikeja Youth FC physio",
            ),
            (
                "Management of Surulere Rangers FC wishes to inform the general public that Mr "
                "Kunle Ade has been disengaged as team manager with effect from 1st March, 2025. "
                "Alhaji Musa Garba has since assumed duty.",
                "Surulere Rangers FC team manager",
            ),
        ),
    ),
)
