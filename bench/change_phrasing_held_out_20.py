"""The twentieth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_20``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_20: tuple[Topic, ...] = (
    Topic(
        "Cub pack Akela",
        "Brenda Sorensen is Akela of the 3rd Nanaimo Cub Scout pack.",
        (
            "Gord Tremblay runs the Cubs at 3rd Nanaimo now.",
            "Brenda no longer leads the 3rd Nanaimo pack; Dev Sandhu has taken over.",
            "From fall camp, Marie-Claude Roy will be Akela for the 3rd Nanaimo Cubs.",
            "Brenda got transferred to Prince George, so Tanya Kowalchuk is the Cubs' Akela now.",
        ),
        (
            "Brenda Sorensen is still Akela at 3rd Nanaimo, and runs the Kub Kar rally too.",
            "The 3rd Nanaimo Cub Scout pack meets on Tuesday nights at Departure Bay Hall now.",
        ),
        (
            (
                "Gord Tremblay is Akela of the 1st Lantzville Cub Scout pack now.",
                "1st Lantzville Cub pack Akela",
            ),
            (
                "Brenda Sorensen's husband Lars is Akela of the 7th Nanaimo Cub Scout pack.",
                "7th Nanaimo Cub pack Akela",
            ),
        ),
    ),
    Topic(
        "blood donor sessions venue",
        "The Welsh Blood Service holds its Llandrindod Wells donor sessions at the Pavilion.",
        (
            "Giving blood in Llandod means going to the rugby club now.",
            "The Pavilion no longer hosts Llandrindod's donors; the Metropole has taken over.",
            "From the June session, the blood service's Llandrindod venue will be the Drill Hall.",
            "The Pavilion doubled its hire fee, so the WBS collects in Llandod at the Grand now.",
        ),
        (
            "Llandrindod donor sessions are still at the Pavilion, and you can book online now.",
            "The Llandrindod Wells donor sessions run every twelve weeks now, not sixteen.",
        ),
        (
            (
                "The Welsh Blood Service holds its Builth donor sessions at the rugby club now.",
                "Builth Wells blood donor sessions venue",
            ),
            (
                "Powys health board holds its Llandrindod Wells flu jab clinics at the Pavilion.",
                "Llandrindod Wells flu jab clinic venue",
            ),
        ),
    ),
    Topic(
        "pub house beer",
        "The Royal Hotel in Bega pours Carlton Draught as its house beer.",
        (
            "Ask for a schooner at the Bega Royal and you'll get Great Northern now.",
            "Carlton Draught is no longer the Royal's standard pour; XXXX Gold has taken over.",
            "From the footy finals, the Bega Royal will be pouring Tooheys New as its main drop.",
            "The Lion rep threw in a cool room, so the Royal put Hahn SuperDry on its main tap.",
        ),
        (
            "The Royal in Bega still has Carlton Draught as house beer, plus a Stone & Wood tap.",
            "The Royal Hotel in Bega has new publicans, Shane and Trish Kelly.",
        ),
        (
            (
                "The Commercial Hotel in Bega pours Great Northern as its house beer now.",
                "Commercial Hotel Bega house beer",
            ),
            (
                "The bowlo opposite the Royal in Bega pours Carlton Draught as its house beer.",
                "Bega bowling club house beer",
            ),
        ),
    ),
    Topic(
        "Mia's allowance",
        "Our daughter Mia gets $5 a week in allowance.",
        (
            "Mia's pocket money is eight bucks a week now.",
            "Mia no longer gets a five-dollar allowance; a $7 one has taken over.",
            "From her tenth birthday, Mia's weekly allowance will be $6.",
            "Since she took on walking the dog, we bumped Mia up to ten dollars a week.",
        ),
        (
            "Mia still gets $5 a week in allowance, but a dollar goes in her savings jar now.",
            "Our daughter Mia gets her allowance on Fridays now instead of Sundays.",
        ),
        (
            (
                "Mia's cousin Ava in Columbus gets $8 a week in allowance now.",
                "Ava's allowance",
            ),
            (
                "Mia's little brother Owen gets $5 a week in allowance.",
                "Owen's allowance",
            ),
        ),
    ),
    Topic(
        "Jake's electrical apprenticeship",
        "Jake is doing his electrician's apprenticeship with Brennan Electrical in Cork.",
        (
            "Jake's serving his time with Voltex Electrical now.",
            "Brennan's no longer employ Jake; Hegarty Electrical has taken over his training.",
            "From Phase 4, Jake's employer for the apprenticeship will be Keane Electrical.",
            "Brennan's lost the hospital job and let the lads go, so Jake's with Murphy Electric.",
        ),
        (
            "Jake's still apprenticed to Brennan Electrical, and starts his Phase 2 block soon.",
            "Jake's apprentice wage at Brennan Electrical in Cork went up to €14 an hour.",
        ),
        (
            (
                "Jake's mate Cian is doing his electrician's apprenticeship with Voltex now.",
                "Cian's electrical apprenticeship",
            ),
            (
                "Jake's sister Aoife is serving her time as a plumber with Brennan Mechanical.",
                "Aoife's plumbing apprenticeship",
            ),
        ),
    ),
)
