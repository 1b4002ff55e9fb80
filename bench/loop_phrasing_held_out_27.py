"""Twenty-seventh held-out set for bench/loop_phrasing.py (--split held_out_27).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_27_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_27_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_27_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_27_PAIRS: list[tuple[str, str, str]] = [
    (
        "lock log: numbered lock, its fault and the knock-on",
        "Lock 14, Wenlow flight: top ground paddle won't wind down past halfway, boats queuing.",
        "Fitters put a new pawl and rack on 14's upper gear; it drops shut and the queue's gone.",
    ),
    (
        "passive: storm damage to be made good before the harvest",
        "Wirework in Pell's third hop garden was blown down; has to be restrung before picking.",
        "New top wires strained across Pell's number three garden; the bines are climbing again.",
    ),
    (
        "question asking a colleague to go out and do it",
        "Can you run out to longline 6 and lift the mussel droppers dragging on the seabed?",
        "Put extra floats on line 6 this morning; every rope's hanging clear of the bottom now.",
    ),
    (
        "Snag: named item, its fault, tradesman needed",
        "Snag: 2011 sherry butt in warehouse 2, bay C, is weeping at the croze; cooper needed.",
        "Dougie drove the hoops home on the 2011 butt in bay C; not a drop on the floor since.",
    ),
    (
        "named person to do a job before a time",
        "Jaz to shift the red-and-yellow flags at Trevanna south up the beach before high tide.",
        "Trevanna south's bathing zone now sits above the tideline, moved by half one.",
    ),
    (
        "rider's machine fault, has to be right for a meeting",
        "Kristian's spare bike misfires at the top end; has to be sorted for Friday's meeting.",
        "New plug cap and carb jet on Kristian's second machine; four clean laps at practice.",
    ),
    (
        "deadline: sign-off for a group before a league",
        "Track accreditation for the six Tuesday juniors has to be signed off by the 30th.",
        "All six of Tuesday's youngsters passed their banking test and are cleared to race.",
    ),
    (
        "inspector's condition: out of use until a part is changed",
        "Cliff lift top car stays shut till its water tank valve is replaced, per the inspector.",
        "New ballast valve in the upper car; inspector's signed us off and both cars are running.",
    ),
    (
        "noun phrase then need, no subject: repair before a dated event",
        "Two surdos with split heads, need new skins on before the Pride parade on the 28th.",
        "Both big drums re-skinned and tuned; they sounded enormous at Thursday's rehearsal.",
    ),
    (
        "booking taken: show to perform at a party on a date",
        "Booked for the Brannigan twins' sixth at St Jude's hall on the 22nd, balloons and all.",
        "Brannigan party went a treat: dove behaved, every child left with a balloon poodle.",
    ),
    (
        "stage manager's list: fault and what to do by when",
        "SM list: Act 3 surtitles for Figaro drift out of sync with the pit, re-cue by Saturday.",
        "Figaro dress last night; the English text kept pace with the singers all through Act 3.",
    ),
    (
        "third party wants a redo, with the reason",
        "Publisher wants pickups on chapters 9 and 14 of The Salt Road; Niamh misread two names.",
        "Niamh re-voiced the two fluffed names in The Salt Road and the fixed files are uploaded.",
    ),
    (
        "customer's order as a noun phrase, customer chasing",
        "Mr Szabo's six rolls of Tri-X from Iceland: dev and contact sheets, he keeps ringing.",
        "Mr Szabo's Iceland negatives are sleeved with their proof prints, ready at the counter.",
    ),
    (
        "handover: aircraft fault that keeps it out of service",
        "Handover: stretcher lock on G-HEMS won't latch, so she's off line till engineering look.",
        "Engineers fitted a new locking pin to the litter mount; G-HEMS is back in service.",
    ),
    (
        "passive: still to be set up for a group of learners",
        "Laptops for B wing's Open University students still to be loaded with the course packs.",
        "Every OU learner on B wing has had a working machine with his modules on since Tuesday.",
    ),
    (
        "fault ticket: equipment and symptom",
        "Fault 2231: carousel 4 in arrivals keeps tripping out under heavy bags.",
        "New motor overload on reclaim belt 4; the Faro flight's cases went round without a stop.",
    ),
    (
        "promise told to customers, before they collect",
        "Told Pepper's owners we'd bath and de-matt her before they collect her on Sunday.",
        "Pepper's had a good soak and a comb-out; coat's knot-free and she smells of coconut.",
    ),
    (
        "animal due to be moved before a date",
        "Sow 44 is due to go into the farrowing house before she pigs on Thursday.",
        "Walked old 44 down to the maternity pens; she's nesting in crate 5 already.",
    ),
    (
        "ought to: record a feature before it is destroyed",
        "Ought to get the Roman oven in trench 2 drawn and photographed before the backfill.",
        "Trench 2's oven is planned at 1:20 and shot from every side, so the digger can go in.",
    ),
    (
        "cancel",
        "The Pardoe family asked for Friday's service in the East Chapel to be streamed online.",
        "Pardoes have decided against the webcast; all the relatives can travel after all.",
    ),
]

HELD_OUT_27_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Canal & River Trust say a fitter will look at lock 14's top paddle first thing Monday."),
    (1, "Half the anchor poles in Pell's third garden are upright again; no wire on them yet."),
    (2, "Got out as far as longline 6 but the swell was too big to work; trying again tomorrow."),
    (3, "Cooper's quoted £85 to fix the 2011 sherry butt in bay C; he can come after the 12th."),
    (4, "Jaz has pulled up the Trevanna south flags but the quad's bogged in the soft sand."),
    (5, "Kristian's number one bike has a fresh engine from the tuner; the spare still coughs."),
    (6, "Four of the Tuesday juniors passed tonight; Reuben and Maisie must redo their session."),
    (7, "The replacement tank valve for the cliff lift's top car is on a van from Bristol today."),
    (8, "Stripped the old head off one surdo and cleaned the rim; the new skins come Wednesday."),
    (9, "Bought a fresh bag of modelling balloons for the Brannigan twins' party on the 22nd."),
    (10, "Re-cued the first half of Act 3's surtitles; the finale still lags a line behind."),
    (11, "Niamh's booked into booth 2 on Thursday morning to record The Salt Road pickups."),
    (12, "Developed two of Mr Szabo's rolls tonight; ran out of chemistry before the other four."),
    (13, "Engineering have looked at G-HEMS's stretcher lock and ordered the part from Italy."),
    (14, "Security have cleared the B wing laptops; the OU packs go on them next week."),
    (15, "Carousel 4 tripped again with the Faro bags; we diverted them to carousel 3."),
    (16, "Tried to comb Pepper out this afternoon but she wouldn't settle; going again Saturday."),
    (17, "Crate 5 in the farrowing house is washed out and bedded, ready for sow 44."),
    (18, "Photographed the oven in trench 2 this morning; the drawing's a job for tomorrow."),
    (19, "Asked Mrs Pardoe whether her cousins in Perth still want Friday's service streamed."),
]

HELD_OUT_27_CHIT_CHAT: list[str] = [
    "Note: the boat moored at the top of the Wenlow flight has been painted in rainbow stripes.",
    "Must say, the drying kilns smell glorious this week, like warm bread and grapefruit.",
    "Fact of the day from Ewan: a single mussel filters about twenty litres of seawater daily.",
    "I'll grab a flat white from the van on the quay before the boat goes out.",
    "Tasting note: the new cask strength is all toffee and bonfire smoke, in my humble opinion.",
    "Tower news: Kezia proposed to her girlfriend at sunset on Sunday and the whole crew cheered.",
    "Speedway last night was electric; the lad at reserve won heat 13 from the back.",
    "Should be a scorcher for Saturday's omnium, 28 degrees they reckon.",
    "Monday 4th: a lady from Stoke said the cliff lift was the highlight of her whole holiday.",
    "Joke from the bateria: how do you know a drummer's at the door? The knocking speeds up.",
    "I must admit, balloon poodles are a lot harder than they look on YouTube.",
    "Opera night thought: Rosina's aria had half the stalls in tears, me included.",
    "Niamh reckons narrating a thriller at 7am is the best hangover cure she knows.",
    "Darkroom musing: the smell of fixer takes me straight back to art college.",
    "Crew room news: Dr Hussain has a new baby girl, Amira, seven pounds two.",
    "Need a bigger mug, frankly; this one's empty before I've even sat down.",
    "Ruby the kennel cat has claimed the reception chair again and nobody dares shift her.",
    "The piglets in pen 9 have learnt to bang the water nipple like a doorbell, daft things.",
    "Dig diary, day 12: one Victorian clay pipe and a very indignant toad.",
    "Someone in arrivals had a suitcase shaped like a tortoise today; made my whole shift.",
]
