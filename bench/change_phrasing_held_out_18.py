"""The eighteenth held-out set of ``bench/change_phrasing.py`` (``--splits held_out_18``), in the
format of :class:`bench.change_phrasing_pairs.Topic`.

Written before the next change round, by a writer who had not read the rules, in five domains no
earlier set used; never used to choose anything.
"""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

HELD_OUT_18: tuple[Topic, ...] = (
    Topic(
        "GAA club jersey sponsor",
        "The St Brigid's GAA senior hurlers' jerseys are sponsored by Donnelly's Centra.",
        (
            "Kehoe Motors is on the front of the Brigid's senior hurling shirts now.",
            "Donnelly's no longer backs the senior hurling kit; Flanagan's Bar has taken over.",
            "From the 2026 championship, the Brigid's senior geansaí will carry Dunne Hardware.",
            "Donnelly's sold up in the spring, so Quinn's Pharmacy stepped in on the hurling kit.",
        ),
        (
            "Donnelly's Centra still sponsors the St Brigid's hurlers' jerseys, and the nets now.",
            "The St Brigid's GAA senior hurlers' jerseys are made by O'Neills now, not Azzurri.",
        ),
        (
            (
                "The St Brigid's camogie team's jerseys are sponsored by Kehoe Motors now.",
                "St Brigid's camogie jersey sponsor",
            ),
            (
                "The Naomh Pádraig senior hurlers' jerseys are sponsored by Donnelly's Centra.",
                "Naomh Pádraig GAA jersey sponsor",
            ),
        ),
    ),
    Topic(
        "curling club icemaker",
        "Dave Marchand makes the ice at the Kenora Curling Club.",
        (
            "Kenora CC's ice tech is Shannon Beaulieu these days.",
            "Dave Marchand no longer does the sheets at Kenora; Rob Lachance has taken over.",
            "From the fall bonspiel, Kyle Fehr will be pebbling and scraping the Kenora sheets.",
            "Dave retired to Kelowna after thirty winters, so Jen Olafson preps the club's ice.",
        ),
        (
            "Dave Marchand still makes the Kenora Curling Club's ice, and floods it Sundays now.",
            "The Kenora Curling Club's ice goes in mid-October now, not in early November.",
        ),
        (
            (
                "Shannon Beaulieu makes the ice at the Dryden Curling Club.",
                "Dryden Curling Club icemaker",
            ),
            (
                "Dave Marchand's son Cole runs the bar at the Kenora Curling Club.",
                "Kenora Curling Club bar manager",
            ),
        ),
    ),
    Topic(
        "horses' farrier",
        "Our two horses, Tui and Kōwhai, are shod by the farrier Hemi Walker.",
        (
            "Tui and Kōwhai's feet are done by Aroha Tane now.",
            "Hemi no longer shoes our two; a Cambridge farrier, Sam Doherty, has taken over.",
            "From the next six-week round, the horses' trims and shoes will be Liam Ngata's job.",
            "Hemi's back gave out over winter, so Jo Whitfield from Te Awamutu does our pair.",
        ),
        (
            "Hemi Walker still shoes Tui and Kōwhai, but every five weeks now instead of six.",
            "Our two horses, Tui and Kōwhai, are wormed by the vet at Waikato Equine now.",
        ),
        (
            (
                "Our neighbour's horse, Kākā, is shod by the farrier Aroha Tane.",
                "neighbour's horse Kākā farrier",
            ),
            (
                "Hemi Walker's daughter Mere trims the goats' hooves on our block.",
                "goats' hoof trimming",
            ),
        ),
    ),
    Topic(
        "polling place",
        "Our precinct votes in the gym at Maple Grove Elementary School.",
        (
            "We cast our ballots at the Grange hall on Route 9 now.",
            "We no longer vote at Maple Grove; the Lutheran church basement has taken over.",
            "From the November general, we'll be voting at the Oak Street firehouse.",
            "The school board didn't want voters in during classes, so we vote at the VFW post.",
        ),
        (
            "Our precinct still votes in the Maple Grove Elementary gym, but polls open at 6 a.m.",
            "Our precinct's election judge at Maple Grove Elementary School is Mrs Kowalski now.",
        ),
        (
            (
                "The Hillcrest precinct votes in the gym at Maple Grove Elementary School now.",
                "Hillcrest precinct polling place",
            ),
            (
                "Our precinct's early voting happens at the county clerk's office.",
                "early voting location",
            ),
        ),
    ),
    Topic(
        "coffee van pitch",
        "The Bean Machine coffee van trades at Manly Wharf on weekday mornings.",
        (
            "Bean Machine's Monday-to-Friday spot is the Shelly Beach car park now.",
            "The Bean Machine no longer parks at the wharf; North Steyne has taken over.",
            "From 1 March, the Bean Machine will pour its weekday flat whites at Freshwater.",
            "Council stopped food-truck permits at the wharf, so the van sits by Manly Dam now.",
        ),
        (
            "The Bean Machine van still trades at Manly Wharf on weekday mornings, card only now.",
            "The Bean Machine coffee van's beans come from Single O now, not Campos.",
        ),
        (
            (
                "The Gelato Bus trades at Manly Wharf on weekday afternoons now.",
                "Gelato Bus pitch",
            ),
            (
                "The Bean Machine's second van trades at Bondi Junction on weekday mornings.",
                "Bean Machine second van pitch",
            ),
        ),
    ),
)
