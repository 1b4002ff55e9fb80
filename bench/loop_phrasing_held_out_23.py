"""Twenty-third held-out set for bench/loop_phrasing.py (--split held_out_23).

Written before the change it measures, by a writer who has not read the rules, using new
domains and new wording. HELD_OUT_23_PAIRS holds (form, opener, closer) triples: an opener
naming open work and a later line finishing it (one "cancel" pair is called off instead).
HELD_OUT_23_NOT_CLOSING holds (pair index, line) near-misses that must not close that opener.
HELD_OUT_23_CHIT_CHAT holds everyday lines shaped like work notes that are not tasks at all.
"""

from __future__ import annotations

# Never used to choose a rule or a setting: looked at once, after the change.
HELD_OUT_23_PAIRS: list[tuple[str, str, str]] = [
    (
        "handover note: fault",
        "Handover from the late shift: kart 9 pulls hard left whenever you brake.",
        "Number nine's been through the workshop and runs dead straight; back with the fleet.",
    ),
    (
        "before + event, imperative",
        "Before Friday's tea-time rush, drain the left-hand fryer at the Codfather and refill it.",
        "Fresh dripping's in the left pan at the Codfather; the old stuff's gone for recycling.",
    ),
    (
        "said I'd + verb, repaying a favour",
        "Said I'd do Raj's Sunday paper round on the 14th, to pay him back for covering mine.",
        "Up at half five on the fourteenth and had every one of Raj's houses done before eight.",
    ),
    (
        "customer dropped off X to be + participle",
        "Mrs Threlfall dropped off her wingback to be re-covered in the sage velvet she picked.",
        "Threlfall chair's finished, buttoned and wrapped in polythene, ready for her to collect.",
    ),
    (
        "Job sheet N:",
        "Job sheet 118: frame the Pickering cross-stitch in oak with a double ivory mount.",
        "Pickering cross-stitch is framed up in oak and ready for him to collect.",
    ),
    (
        "told customer on the phone it would be",
        "Told Mrs Adebayo on the phone her pearls would be restrung in time for the wedding.",
        "New silk knotted between every bead on Mrs Adebayo's necklace; she collects Thursday.",
    ),
    (
        "text from customer: can you",
        "Text from Kieran: can you put a new screen on his Pixel before he goes back to uni?",
        "Kieran's phone is back with him, new screen fitted and the touch works to the edges.",
    ),
    (
        "family has asked us to get X + participle",
        "The Whitakers have asked us to get the orders of service printed with their mum's photo.",
        "Mrs Whitaker's funeral booklets are back from the printers, photo and all.",
    ),
    (
        "cancel",
        "For Sale board to go up at 9 Linden Avenue once the Marshes sign the agency agreement.",
        "The Marshes have decided to stay put and taken Linden Avenue off the market; no board.",
    ),
    (
        "Greenkeeper's note: X needs + verb-ing before",
        "Greenkeeper's note: the hole on the 7th is worn ragged, needs moving before the medal.",
        "Fresh cup cut on seven, front left, flag in and the old one plugged and rolled.",
    ),
    (
        "place: tenant says X has + participle",
        "Hut 23, West Promenade: the tenant says the hasp has rusted through and it won't lock.",
        "Number 23 on West Prom is secure again; stainless fastening screwed to the door today.",
    ),
    (
        "someone has reported a fault",
        "Walker's reported a snapped step on the stile at the foot of the Coppice Lane path.",
        "Coppice Lane crossing is safe to climb again, new oak tread bolted on this afternoon.",
    ),
    (
        "place: X has come off",
        "Heron Hide at Sedge Fen: the end viewing flap has come off its hinges.",
        "Every window in the Heron Hide opens and shuts properly again, Barry sorted it Tuesday.",
    ),
    (
        "it's X's turn to",
        "It's Dilys's turn to upload September's rainfall readings to the Met Office site.",
        "Dilys has put September's rainfall figures up; they're showing on the WOW map now.",
    ),
    (
        "offer accepted: taking X up on offer to",
        "Taking Geoff up on his offer to help put the new dipole up on the clubhouse roof.",
        "Geoff and I strung the aerial across the hut on Saturday; the readings are lovely.",
    ),
    (
        "checklist: X have to be at Y by time",
        "Election checklist: booths and ballot box for Ward 3 must be at the Scout hut by 6am.",
        "Ward three's kit is set out in the Scout hut and the presiding officer's signed for it.",
    ),
    (
        "noun phrase fault; blocked until replaced",
        "Cracked plank on the agility see-saw; can't run the contact class till it's replaced.",
        "Teeter's been rebuilt with fresh timber and a grippy coat, safe for the collies again.",
    ),
    (
        "Safety walk-round: item",
        "Safety walk-round: torn netting on the top level of the under-fives frame.",
        "Upstairs in the little ones' bit the mesh has been patched; no gaps anywhere now.",
    ),
    (
        "question: could somebody nip out",
        "Could somebody nip out to our cache by Wellow packhorse bridge? The logbook's sodden.",
        "Fresh notebook in a zip bag in the Wellow tin, and I've brought the wet one home to dry.",
    ),
    (
        "email from customer: can't",
        "Email from unit 41: roller door jams halfway and Mr Ogunleye can't get his things out.",
        "Greased the runners on forty-one; the door goes right up to the top now.",
    ),
]

HELD_OUT_23_NOT_CLOSING: list[tuple[int, str]] = [
    (0, "Bled the brakes on kart 9 but it still pulls left, so it's staying in the pits."),
    (0, "Kart 4 had the same lean to the left; new track rod end and it's fine now."),
    (1, "Two tubs of beef dripping picked up from the cash and carry for the fryer change."),
    (2, "Raj texted to check I'm still alright for his paper round on the 14th."),
    (3, "Stripped the old cover off Mrs Threlfall's wingback; the frame needs regluing first."),
    (4, "Cut the double mount for job 118, but the oak moulding hasn't come in yet."),
    (5, "Mrs Adebayo's pearls have gone to our restringer in Hatton Garden, back next week."),
    (6, "Fitted a new screen on Kieran's sister's iPhone while she waited."),
    (6, "The replacement display for Kieran's Pixel arrived cracked, so that's another week."),
    (7, "Emailed the draft order of service to the Whitakers so they can check the hymns."),
    (8, "The board for 9 Linden Avenue is printed and in the back of the van."),
    (9, "Moved the pin on the 12th this morning ready for the seniors' stableford."),
    (10, "Hut 19 on the West Promenade had its hasp replaced; 23 is next on the list."),
    (11, "Looked at the Coppice Lane stile; the post's rotten too, so it needs more than a step."),
    (12, "Found the missing flap from the Heron Hide in the reeds and put it in the work shed."),
    (14, "Put a dipole up on my own chimney at the weekend; the clubhouse one is still to do."),
    (16, "Someone's left a note on the see-saw saying it'll be mended after the county show."),
    (17, "Taped off the torn netting upstairs on the under-fives frame until the kit comes."),
    (18, "Three cachers have logged that the book at Wellow bridge is wet through."),
    (19, "Mr Ogunleye's door at unit 41 stuck again this morning; we heaved it up between us."),
]

HELD_OUT_23_CHIT_CHAT: list[str] = [
    "Swapped my usual cheese and pickle for egg mayo today, living dangerously.",
    "The jackdaws on the chimney pots are having a right old row this morning.",
    "Fog was that thick on the bypass I didn't see the roundabout till I was on it.",
    "My daughter's teaching me to crochet; so far I've made one very wonky coaster.",
    "Might pop into the garden centre café for a scone on Sunday, just because.",
    "Whoever left the tin of Quality Street in the back room, you're a legend.",
    "Has anyone else's hay fever gone haywire this week?",
    "I'll nip to the cashpoint on my way back from lunch.",
    "Didn't expect to enjoy the brass band in the park, but I was tapping along.",
    "Hands still smell of woodsmoke from the bonfire at Sue's last night.",
    "Our Alfie lost his first tooth at breakfast and is haggling with the tooth fairy.",
    "Still chuckling at Brian's impression of the area manager.",
    "Thinking about getting a fringe cut in; someone please talk me out of it.",
    "Frost on the windscreen this morning, had to scrape it with my library card.",
    "Next door's cat is asleep in their window box, flattening all the pansies.",
    "Back's a bit stiff after all that digging at the weekend, nothing serious.",
    "Grandad's ninetieth was brilliant, he was up dancing to every single song.",
    "Might wander along the seafront at lunch for a bit of sea air.",
    "Sorry I've been quiet today, just got a lot on my mind.",
    "Reckon the new lollipop lady outside the primary is the cheeriest woman alive.",
]
