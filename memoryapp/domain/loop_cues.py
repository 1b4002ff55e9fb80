"""The fixed words of the loop readings (memoryapp.domain.loop_language and loop_closing): the
cue words, a cheap test before each reading, so a sentence with none of a shape's words is
skipped unread (every word a pattern of that shape needs is here; a test checks that no
reading changes with the gate), and the phrases that finish or cancel work.
"""

from __future__ import annotations

import re

from .words import WEEKDAY, word_set

# A cheap test before the readings: each opener and closer pattern needs one of these words
# (as a run of letters and digits, which every word a pattern's \b bounds is), or a word in
# -ing (work under way) or, for a loop's own verb, in -ed or irregular. A sentence with none
# is skipped unread; most of a large project's sentences are.
CUE_TOKENS = re.compile(r"[a-z0-9]+")
INTENTION_CUES = word_set(
    "will shall going plan plans planning intend intends promised agreed committed offered",
    "volunteered need needs must ll let lets remember forget todo follow action next gotta",
    "should aim aims hope hopes hoping aiming set due got ve remind reminder ought like",
    "supposed meant expected required obliged obligated bound tasked plan goal idea",
    "intention objective task job outstanding pending open remaining yet time priority urgent",
    "tasks would d mustn could can you u able told meaning gonna me anyone anybody said chance",
    "please kindly pls plz abeg",
    "someone somebody might asked",
)
DELEGATED_CUES = word_set("asked arranged told tasked instructed")
LISTED_CUES = word_set(
    "list agenda backlog roadmap plate pending assigned needs need wants want requires falls",
    "fall",
)
# "has to", "have to", "to-do", "are to", "is to be": these words cue an intention only with
# "to".
INTENTION_WITH_TO = word_set("has have do are is")
OWED_OR_BEGUN_CUES = word_set(
    "promise promised pledged owe owes waiting awaiting chasing started starting began begun",
    "cracking cracked making made way",
    "awaits await beginning kicked kicking kick launched initiated commenced embarked set got",
    "progress underway under half partially ongoing midway halfway hook works pipeline middle",
    "busy partway part sign from back-ordered backordered back order ordered all hangs depends",
    "stuck",
)
# A reassurance before a promise: "rest easy", "don't fret", "no bother", "leave it with me".
REASSURED_CUES = word_set(
    "rest fret worry panic bother trouble problem worries leave consider word assured heart",
    "swear",
)
# Work jotted down (memoryapp.domain.loop_notes), a set for each reading: a duty, a thing
# that runs out, a need, a reminder of a thing, work one is behind on, work left open, a task
# given, work that is there to do, a thing wanted done.
DUTY_CUES = word_set("down job task responsibility department lookout on turn")
RUNS_OUT_CUES = word_set("out expires expire lapses lapse")
NEED_CUES = word_set("need crying due overdue want")
NEEDED_CUES = word_set("needed wanted")
REMINDER_CUES = word_set("forget remind ping nudge text buzz")
BEHIND_CUES = word_set("behind")
LEFT_OPEN_CUES = word_set(
    "with open outstanding unresolved unfinished undone unpaid unanswered unsigned"
)
TASK_CUES = word_set("task job responsibility duty")
THERE_CUES = word_set("there")
WANTED_CUES = word_set(
    "want wants wanted need needs like expects expected grateful obliged thankful request",
    "requesting ask asking",
)
# States that are damage to the thing itself, work to put right even said once and without a
# date ("the hasp has rusted through"); an outage ("the power is out") is not.
DAMAGE_STATES = word_set(
    "broken jammed stuck leaking cracked blocked faulty snapped buckled loose torn blown ripped",
    "seized dripping wobbly split rusted bent frayed chipped dented warped corroded smashed",
    "sticking clogged choked bunged",
)
# A thing that has broken again, or before a date ("the scoreboard rollers are jammed again"):
# damage, or an outage or wear.
BROKEN_STATES = DAMAGE_STATES | word_set("dead out down flat flickering worn")
# Cue words of a fault said by its verb or its adjective: "the roller door jams halfway",
# "it won't lock", "the flap has come off its hinges", "torn netting on the top level".
FAULT_CUES = (
    BROKEN_STATES
    | word_set(
        "jams won hinges reported cuts cutting longer keeps doesn don fails been come stopped",
        "takes eats swallows",
        "quit died packed gave conked went silent offline since splintered shattered caved sheared",
        "burst air trips jams sticks stalls leaks drips sparks smokes beeps squeals rattles",
        "crashes freezes dies stops isn aren rip tear crack hole gash dent puncture split leak",
        "cracked snapped buckled sheared sinking slipping sagging dropping wobbling rattling",
        "squeaking grinding tripping juddering smoking sparking continuity signal readings",
        "output pressure flow display picture tone response wont slumped collapsed fallen",
        "losing stuck frozen sitting holding jamming misfeeding stalling misfiring stopping",
        "slips overheats boiling blocking clogging rejecting refusing misreading sounding ringing",
        "tripped seized gives giving gets getting shows showing power heat water charge sticking",
        "leaking overheating lifted warped bowed popped level lost reading detecting",
        "itself own throwing flashing displaying sucking aborting not arcing playing playin",
        "playin' buzzing humming running ate swallowed took kept releasing dispensing locking",
        "dying failing crashing kaput fix carked cactus sounding tagged being after",
        "spat spit spits wobbly ghost did didn failed letting have has haven hasn",
        "done ripped torn pulled blown failure breakdown fault",
    )
    | DAMAGE_STATES
)
# Work not done yet ("nobody has ...", "hasn't ... yet", "still isn't ...", "is overdue").
PENDING_CUES = word_set(
    "nobody no yet still overdue round around deadline heard anyone anybody someone somebody",
    "date",
    "there",
)
SCHEDULED_CUES = word_set(
    "scheduled slated pencilled penciled booked planned lined due set must let coming"
)
CLOSER_CUES = word_set(
    "finished completed complete done shipped landed merged released delivered resolved",
    "closed wrapped went live now gone sent received got came arrived published presented",
    "handed turned submitted signed approved fixed repaired installed replaced paid settled",
    "filed posted mailed returned launched rolled deployed sorted taken took dealt ticked",
    "checked crossed place running accomplished passed cleared collected picked dropped",
    "moved migrated switched upgraded ported runs handled answered replied responded shared",
    "emailed uploaded printed repainted painted renewed confirmed refunded reimbursed gave",
    "brought lent showed called phoned rang spoke talked informed notified told fitted",
    "wired built happened lives live sits up heard sailed swapped carried copied took dropped",
    "all finally safely issued ran did again action service running edited back has have",
    "refreshed marked tested treated checked mended came went again new money glued taped",
    "stitched spliced patched welded soldered resealed relit restrung rehung remade rewired",
    "reglazed pencilled emptied cleaned regulated tuned laced bedded flushed bolted screwed",
    "mounted inked boxed bagged online full spot recalibrated regassed reflashed refitted",
    "reseated recaned repointed resurfaced reupholstered regrouted relaid retuned wrapped",
    "covered lined padded hung fresh home normal realigned reimaged reinstalled resprayed",
    "resoled rebored pegged nailed clipped dug flowing pumping firing heating charging",
    "refilled coats coat safe last final cut clear sealed did lot spins runs turns opens shuts",
    "closes locks drains flushes pulls stops made filled worked month week year weeks months",
    "fresh changed left peep squeak murmur drip flicker beep been square squared attended",
    "reopened re already liao up ok okay fine certified overhauled serviced sewn sewed",
    "rebuilt redone yesterday resumed restored reflected landed land account acknowledge",
    "acknowledged acknowledges balance amount money payment refund deposit caught name",
    "position don here thanks thank open",
    # cancellations
    "cancelled canceled abandoned scrapped shelved won not no decided put pulled off aff",
    "withdrawn withdrew forget bothering need needed scrapping shelving ditching dropping",
    "backed binning struck ready re-made",
    "cancelling canceling abandoning ditched has have ve got back dropped ran",
)


# --- the phrases of a completion and of a cancellation ---------------------------------------

FINISHED = re.compile(
    r"\b(finished|completed|complete|done|shipped|landed|merged|released|delivered|resolved"
    r"|closed out|wrapped up|went (?:live|out|home|off|to|over|up|through|round|around)"
    r"|is live|are live"
    r"|now live|live now|gone out"
    r"|sent|received|got back|came back|came in|arrived|published|presented|handed (?:over|in"
    r"|off|back)|handed|turned in|submitted|signed|approved|fixed|repaired|installed|replaced"
    r"|paid|settled|filed|posted|mailed|returned|launched|rolled out|deployed|sorted|taken care"
    r" of|took care of|dealt with|ticked off|checked off|crossed off|is in place|are in place"
    r"|up and running|accomplished|passed|cleared|signed off|collected|picked up"
    r"|dropped off|moved (?:\w+ ){0,4}(?:to|onto)|migrated (?:\w+ ){0,4}(?:to|onto)"
    r"|switched (?:\w+ ){0,4}(?:to|onto)|upgraded|ported|is now(?! to\b)|now runs|went through"
    r"|came through|handled|answered|replied|responded|shared|emailed|uploaded|printed"
    r"|repainted|painted|renewed|confirmed|refunded|reimbursed|gave|brought|lent|passed on"
    r"|turned up|showed up|closed|called|phoned|rang|spoke to|talked to|informed|notified"
    # (not hearsay: "new ones after the 22nd, I'm told")
    r"|(?<!\bi'm )(?<!\bwe're )(?<!\bi am )told|moved into|fitted|wired|built|happened|took place"
    r"|went ahead"
    r"|now (?:lives?|sits?) (?:in|on|at)"
    # Put up where it serves ("now up on the website"), not where one ends up.
    r"|(?:(?:is|are|'s) )?(?:now |all )?up(?<!ending up)(?<!ended up)(?<!ends up)(?<!end up)"
    r" (?:on|at|in"
    r"|along|around|round|throughout)|refreshed|marked|tested|treated|checked"
    r"|heard (?:back )?from|sailed through|swapped(?! for\b)|carried out|copied"
    r"|took (?:[a-z'-]+ ){0,4}away|dropped (?:it |them )?(?:round|in|over|out)"
    r"|took (?:it|them|her|him) home|hung (?:it|them) back"
    r"|(?:is|are|'s|'re) (?:now|all|finally|safely) in(?=[.!,;]|$)|issued"
    # In its place, or a new part in, said as a note: "ramp in position at St Aidan's from
    # 06:45", "new relay in the control box."; done, in Nigerian Pidgin: "light don return".
    r"|in position\b(?! to\b)"
    r"|(?:^|[.;:] )new (?:[a-z'-]+ ){0,2}(?:in|on) (?:the|its|their)(?: [a-z0-9'-]+){1,3}"
    r"(?=[.;,!]|$)"
    r"|\bdon (?:return|come back|finish|fix|repair|arrive|land|settle)\b"
    # Or a bare verb with when it was done: "Plumber change the whole drinker line yesterday".
    r"|^(?:(?!(?:will|to|must|should|go|please|abeg|make|no|not)\b)[a-z'-]+ ){1,2}"
    r"(?:change|fix|repair|mend|replace|carry|bring|pay)"
    r" (?:the|all|am|dem|it) (?:[a-z0-9'-]+ ){0,8}?(?:yesterday|last night)\b(?!')"
    r"|ran (?:clean|cleanly|fine|smoothly|successfully|ok)|did (?:the|its|their|our|a|them|it)"
    r"|working again|back in action|back in service|running (?:clear|fine|smoothly|again)|edited"
    r"|went (?:on|in)|took (?:[a-z'-]+ ){0,4}back|now (?:has|have)"
    r"|(?:is|are) (?:now )?back (?:in|on) (?:its|their)|mended|came out|went back"
    r"|(?:properly|perfectly|smoothly) again|good as new"
    r"|(?:had|got|received) (?:her|his|their|our|my|its|the) money back"
    # The work's result had: "has new glass in", "has fresh furrows cut", "back in, ready".
    r"|(?:has|have|'s got|'ve got) (?:a |an )?(?:new|fresh)|back in(?=[.!,;]|$)"
    r"|dropped (?:[a-z'-]+ ){0,4}(?:at|off)|dropped (?:[a-z'-]+ ){1,4}into|ran (?:the|a|an|our|its)"
    # Back where it serves, or ready: "back on the timetable", "all set for Newport".
    r"|back (?:on|in) (?:the )?(?:timetable|road|rota|water|track|use|stock|business)"
    r"|back (?:on|to) (?:a )?normal|(?:is|are|'s|'re) (?:back )?home from"
    r"|all (?:set|ready)(?= for\b|[.!,;]|$)|swapped (?:[a-z'-]+ ){0,3}for (?:[a-z]+ )?new\b"
    # Mended by hand: "glued and taped it", "spliced it", "relit the pilot".
    r"|glued(?! to\b)|taped up|(?:stitched|sewn|sewed) (?:in|up|on)|spliced|patched|welded|soldered"
    r"|resealed|relit"
    r"|restrung|rehung|re-?made|rewired|reglazed|pencilled into|emptied into"
    # The craft's own finishing: "cleaned and regulated", "laced and tuned to C sharp",
    # "bedded in lime mortar", "flushed out", "inked, dried and boxed".
    r"|cleaned|regulated|tuned(?! in\b)|laced(?! with\b)|bedded in|flushed (?:out|through)"
    r"|inked|boxed(?! in\b)|bagged up|recalibrated|regassed|reflashed|refitted|reseated"
    r"|recaned|repointed|resurfaced|reupholstered|regrouted|relaid|retuned|realigned|reimaged"
    r"|reinstalled|resprayed|resoled|rebored|refilled|overhauled|serviced|rebuilt|redone"
    # The one sent for has come: "the locksmith's been to K gate", "technician came this
    # morning".
    r"|(?:'s|has|have) been (?:round|over|and gone"
    r"|to (?:the |our )?(?:[a-z0-9'-]+ ){0,2}[a-z0-9'-]+(?=[,.;]| and\b))"
    r"|came (?:round|over|by|today|yesterday|this morning|this afternoon|last night)"
    # The work's own stuff put on: "two coats of antifoul on the Wayfarer".
    r"|(?:two|three|four|a|one|fresh|new|another) coats? of [a-z-]+ on"
    # A new one put in place: "chipped out the old hack and froze a new one in".
    r"|(?:[a-z]+ed|froze|put|got|set|laid|cut|built) (?:a |an )?new one (?:in|on)"
    # Fixed in place by hand: "new rails bolted on", "pegged flat", "wings dug back in".
    r"|(?:bolted|screwed|nailed|pegged|clipped) (?:back )?(?:on|in|down|together|flat)|dug back in"
    r"|(?:wrapped|covered|lined|padded) (?:in|with) (?:fresh|new)"
    # A new part put in place: "bolted a new changing table", "put a new level control on".
    r"|(?:put|bolted|screwed|fitted|hung|mounted|slotted|popped|stitched|sewed|sewn|cut)"
    r" (?:in |on |up )?(?:a |an |the )?(?:brand )?new"
    # Back at work: "readings back online", "at full steam", "spot on".
    # A supply back, a thing back from its mender with new parts, money come in: "supply has
    # resumed", "is back fae Dunfermline wi new gussets", "amounts reflected in the account".
    r"|(?:has|have|had|was|were|is|are) (?:now |been )?(?:resumed|restored)\b"
    r"|(?:is|are|'s) back (?:from|fae|frae) [a-z'-]+ (?:with|wi) (?:a )?new\b"
    r"|(?:reflected|landed|land|showing|arrived|gone through|went through|cleared) in (?:the|my"
    r"|our|your|the joint|their) (?:[a-z]+ )?(?:account|bank)\b"
    # Paid and acknowledged: "we acknowledge receipt of KES 14,500", "his account now reads
    # nil", "the amount came along with salary today"; signed: "put my name to it"; owed no
    # more: "you're all caught up".
    # (the match starts at the verb: a determiner before a noun would read it as a modifier)
    r"|acknowledge(?:d|s)? receipt\b|(?:(?<=balance )|(?<=account ))(?:now )?(?:reads|is|shows)"
    r" (?:nil|zero|0)\b|(?:(?<=amount )|(?<=money )|(?<=payment )|(?<=refund )|(?<=deposit ))"
    r"(?:came|has come|arrived|was credited|has been credited|got credited)\b"
    r"|put (?:my|his|her|our|their) names? to it\b|all caught up\b|^done[,.!]"
    r"|back (?:online|on ?line|on air|up and running|to normal)|at full (?:steam|pressure|power"
    r"|speed|strength)|spot on"
    # What was lent, returned: "dropped the pressure washer back last night".
    r"|dropped (?:[a-z'-]+ ){1,4}?back"
    # Doing again what it is for: "water's flowing again".
    r"|(?:flowing|pumping|firing|heating|charging|printing|scanning|spinning|turning) again"
    # Fit for use again: "the climbing frame is safe again with new ropes".
    r"|(?:safe|usable|watertight|level|secure|solid|sound) again"
    # Back with its owner: "Yesenia's charango is back with her".
    r"|(?:is|are|'s|'re) back with (?:her|him|them|its owner|their owner)"
    # The last piece in: "Hassan set the last zellige Sat".
    r"|(?:set|laid|fitted|put|hung|fixed|glued|placed|got) the (?:last|final)"
    # Thanked for the work, seen here, open again: "Thanks Dale for the welding", "Hanson's
    # truck was here at 10", "the headgate is fully open now".
    r"|thanks? (?:to )?[a-z]+ (?:[a-z]+ )?for (?:the|all the) (?!spring|string|thing|king|ring"
    r"|wing|morning|evening|ceiling|building|wedding|meeting|pudding)[a-z]+ing\b"
    r"|(?:was|were) here (?:at|this|on|yesterday|today|earlier)\b"
    r"|(?<!stuck )(?<!jammed )(?:fully|wide) open (?:now|again)\b"
    r"|(?<!stuck )(?<!jammed )(?<!wide )\bopen again\b"
    # Put back with new parts: "put the drum seat on with new bolts".
    r"|(?:put|fixed|bolted|screwed|fitted|hung|mounted) (?:[a-z'-]+ ){0,4}(?:on|in|up|back)"
    r" with (?:new|fresh)"
    # Collected, clear, sealed, done all over: "came for her lovespoon", "the attic's clear:".
    r"|came (?:in )?for (?:her|his|their) [a-z]+|(?:is|are|'s) clear(?= of\b|[:;,.]|$)"
    r"|sealed (?:it|them|the)|did (?:front|back|both|all|every)"
    # Given back, or quiet since: "Jeff left the cables on my seat", "not a peep out of it since".
    r"|left (?:the|my|our|his|her) (?:[a-z'-]+ ){0,2}(?:on|at|by) (?:my|our) (?:seat|desk|doorstep"
    r"|step|porch|drive|bench|table|mat)"
    r"|not a (?:peep|squeak|murmur|drip|flicker|beep) (?:out of (?:it|them) )?since"
    # New parts in, parts changed: "put fresh batteries in", "changed the membrane and filters".
    r"|(?:put|popped|fitted) (?:fresh|new) [a-z]+ (?:in|on)\b"
    r"|changed (?:the|both|all|its|a) (?:[a-z'-]+ ){0,2}(?:filters?|membrane|batter(?:y|ies)"
    r"|bulbs?|fuse|belt|oil|tyres?|tires?|pads?|seals?|washer|cartridge)"
    # Topped up, filled, worked loose, taken home: "put a month on Ella's bus pass", "filled
    # and rolled the hole", "worked Gerry's shoulder loose", "took the thali home".
    r"|put (?:a|another|two|three|six) (?:week|month|year|weeks|months|years) on"
    r"|filled (?:in|the|it|them)\b|filled and [a-z]+ed|worked (?:[a-z'-]+ ){1,3}(?:loose|free)"
    r"|took (?:the |her |his |their )(?:[a-z'-]+ ){0,2}home"
    # Finished on the maker's tool: "Eilidh's herringbone is off the loom".
    r"|(?:is|are|'s|'re|came|come) off (?:the|my|our|his|her) (?:loom|kiln|easel|needles|lathe)"
    # Working as it should: "spins smooth", "the gate shuts true".
    r"|(?:spins|runs|turns|opens|shuts|closes|locks|drains|flushes|pulls|stops) (?:smooth"
    r"|smoothly|freely|true|properly|sweetly|dead)\b(?! on\b)"
    # All of it done: "chipped the lot Tues", "All stitched, ...".
    r"|[a-z]+ed the lot|^all (?:stitched|sewn|mended|fixed|sorted|done|patched|finished)"
    # A booked visit that came: "grinder van came Tuesday", "Nurse has been, ...", "Fitter's
    # been and gone".
    r"|(?:came|attended) (?:on )?(?:" + WEEKDAY + r"|yesterday|this morning|today"
    r"|last night)"
    r"|(?:has|'s|have|'ve) been and gone"
    r"|(?:nurse|visitor|carer|engineer|fitter|plumber|electrician|technician|inspector|surveyor|sweep"
    r"|tuner|vet|doctor|midwife|man|lady|van) (?:has|'s) been(?=\s*[,;.!]|$)"
    # Open again, or done already (Singlish "come already", "can go up down liao").
    r"|(?:re-?opened|back open|(?<!stuck )(?<!wide )(?<!half )open again)(?= |[:;,.!]|$)"
    r"|(?:come|done|fixed|finish|settled|repaired|change|changed) already|liao"
    # Up or right again: "Yellow's back up: 14 fresh problems", "printer is okay na",
    # "winch certified to 2t".
    r"|(?:is|are|'s|'re) back up(?= |[:;,.!]|$)|(?:is|are|'s|'re) (?:ok|okay|fine) (?:now|na|again)"
    r"|certified (?:to|as|safe|fit|for)"
    # A debt settled: "We're square."
    r"|(?:we're|we are|all) square|squared up)\b"
)
CANCELLED = re.compile(
    r"\b(cancel(?:l)?ed|called off|abandoned|scrapped|shelved|dropped the plan|gave up on"
    r"|won't|will not|not going to|no longer plan(?:ning)?|decided against|put on hold"
    r"|pulled the plug|off the table|not happening|no longer needed|withdrawn|withdrew"
    r"|(?:pulled|backed) out(?= of\b|[;,.]|$)"
    # None this time: "Sorry all, no pancake race this year".
    r"|^(?:[a-z' ]{0,20}: )?(?:sorry[a-z ]{0,10}, )?no (?:[a-z'-]+ ){1,4}(?:this (?:year|time"
    r"|week|season|term)|" + WEEKDAY + r")\b"
    r"|(?:is|are|'s) off(?! (?:line|sick|duty|air|the|its|their|his|her|our|my|level|balance"
    r"|centre|center)\b)|not bothering"
    # (in Scots too: "this year's Games are aff")
    r"|(?:is|are|'s) aff\b"
    r"|no longer bothering"
    r"|no need (?:to|for)|not needed after all"
    # "Not ordering the magnet lock after all" ("not working." says no such thing).
    r"|not [a-z]+ing (?=the |a |an |our |my |any ))"
    # "Forget tiling the loo; we're selling": a sentence that begins by dropping the work.
    r"|^(forget) (?:about )?(?=the |[a-z]+ing\b)"
    # "Scrapping the straw-bale maze this year": a sentence that begins by dropping the work.
    r"|^(scrapping|shelving|ditching|dropping|cancelling|canceling|abandoning|binning)"
    r" (?=the |our |a )"
    r"|ditched"
    # "so no keyboard from Bristol after all"
    r"|no (?:[a-z'-]+ ){0,5}?after all"
    # "so I've struck it off the order book"
    r"|struck (?:it |them |that |the [a-z]+ )?off"
)
SAYS_NO = frozenset(
    {
        "won't",
        "will not",
        "not going to",
        "no longer plan",
        "no longer planning",
        "decided against",
        "not happening",
        "no longer needed",
        "off the table",
        "pulled the plug",
        "gave up on",
        "put on hold",
        "dropped the plan",
    }
)
