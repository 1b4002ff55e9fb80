"""The twenty-sixth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_26``), in
the format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_26: tuple[Topic, ...] = (
    Topic(
        "Bellshill Men's Shed chair",
        "Duncan McAllister is chair of the Bellshill Men's Shed.",
        (
            "Duncan stood down at the AGM, and Bellshill Men's Shed voted Emeka Obi in as chair.",
            "It's Rajinder Gill who chairs the Men's Shed in Bellshill since Duncan's hip op.",
            "The Bellshill Shed has a new chair; Lukasz Zielinski took over from Duncan in June.",
            "duncans not chair of the shed anymore, they voted in pavel novak last night",
        ),
        (
            "Duncan's still chair of the Bellshill Shed; he's just changed meetings to Mondays.",
            "The Bellshill Men's Shed has moved into the old bowling club pavilion on Main St.",
        ),
        (
            (
                "Emeka Obi was elected chair of the Motherwell Men's Shed at their AGM.",
                "Motherwell Men's Shed chair",
            ),
            (
                "Duncan McAllister leads the woodturning group at the Bellshill Men's Shed.",
                "Bellshill Men's Shed woodturning lead",
            ),
        ),
    ),
    Topic(
        "salsa class time",
        "Our salsa class is on Tuesday nights at 8 at the Corn Exchange in Bedford.",
        (
            "Salsa's gone over to Wednesday evenings at half seven.",
            "The Corn Exchange wants Tuesdays for the panto, so salsa's Mondays at 8 from now on.",
            "Carmen Ruiz has pushed our salsa class back to 9 so people can get there after work.",
            "salsa is thursdays from next week, same time same place, tell mei and yusuf",
        ),
        (
            "Salsa's still Tuesdays at 8; Carmen's just moved us up to the intermediate routines.",
            "Our salsa class at the Corn Exchange has gone up to £9 a session since September.",
        ),
        (
            (
                "The Luton salsa class has moved to Wednesday nights at 8.",
                "Luton salsa class time",
            ),
            (
                "Our bachata class is on Thursday nights at 8 at the Corn Exchange in Bedford.",
                "bachata class time",
            ),
        ),
    ),
    Topic(
        "chimney sweep fee",
        "Our chimney sweep, Gethin Morgan, charges £70 to sweep the wood burner.",
        (
            "Gethin's sweep is £80 this year.",
            "gethin wants 85 for the log burner next time, says his insurance has gone mental",
            "Paid Gethin £75 cash on Friday; he said that's his wood burner price going forward.",
            "Gethin Morgan's put the wood burner sweep up to £90, certificate included.",
        ),
        (
            "Gethin still charges £70 for the wood burner, but he can't come till October.",
            "Gethin Morgan has moved us from a yearly sweep to twice a year, as we burn so much.",
        ),
        (
            (
                "The Pughs' chimney sweep, Aled, has started charging £80 for their open fire.",
                "Pughs' chimney sweep fee",
            ),
            (
                "Gethin Morgan charges £70 to fit a bird guard on the chimney pot.",
                "chimney bird guard price",
            ),
        ),
    ),
    Topic(
        "Diwali mithai",
        "Our Diwali mithai comes from Moti Mahal Sweets on Belgrave Road.",
        (
            "Moti Mahal changed hands, so we get the Diwali mithai from Sharma's in Rushey Mead.",
            "Diwali sweets are from Chandni's on Melton Road these days; Mum prefers their barfi.",
            "Priya Kapoor makes all our Diwali mithai at home rather than us buying Moti Mahal's.",
            "diwali mithai is from the costco by us now, dad gave up queueing on belgrave rd",
        ),
        (
            "The mithai's still from Moti Mahal; we've switched to sugar-free boxes for Nanaji.",
            "Moti Mahal on Belgrave Road has moved Diwali collections to the back entrance.",
        ),
        (
            (
                "Our Raksha Bandhan sweets come from Sharma's in Rushey Mead now.",
                "Raksha Bandhan sweets",
            ),
            (
                "Masi Kamla's Diwali mithai comes from Chandni's since she moved to Oadby.",
                "Masi Kamla's Diwali mithai",
            ),
        ),
    ),
    Topic(
        "Nan's bingo hall",
        "Nan plays her bingo at the Lower Road Social Club in Rotherhithe.",
        (
            "Nan's taken her bingo over to the Buzz on the Old Kent Road.",
            "Nan does her bingo at St Joseph's parish hall these days; it's cheaper there.",
            "The Lower Road lot got too rowdy for Nan, so she plays at Mecca in Surrey Quays.",
            "nan goes to the legion for bingo now aunty joy drives her there and back",
        ),
        (
            "Nan's still at the Social Club for bingo; she's just gone over to Friday sessions.",
            "Nan's bingo books at the Lower Road Social Club have gone up to £12 a night.",
        ),
        (
            (
                "Auntie Joy has played bingo at the Buzz on the Old Kent Road since she moved.",
                "Auntie Joy's bingo hall",
            ),
            (
                "Nan plays dominoes at the Lower Road Social Club in Rotherhithe on Sundays.",
                "Nan's dominoes club",
            ),
        ),
    ),
)
