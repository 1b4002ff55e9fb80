"""The word lists the clause analysis consults: leaders, conjunctions, persons, verbs."""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that may open a clause before the part that matters ("and", "so", "please" ...).
_LEADERS = _words("and but so then also oh ok okay hey now just please kindly plus or finally")
_CONJUNCTIONS = _words(
    "and but so yet or because since although though while whereas when if as that which "
    "until unless once after before where"
)
_ADDRESSEE = re.compile(
    r"\b(?:you|your|yours|yourself|yourselves)\b"
    r"|\b(?:the|my|our) (?:assistant|agent|bot|ai|model)\b",
    re.IGNORECASE,
)
_FIRST_PLURAL = re.compile(r"\b(?:we|us|our|ours|ourselves|let's)\b", re.IGNORECASE)
# Speakers whose words are instructions rather than third-party reports.
_NOT_THIRD_PARTY = _words(
    "i me my we us our you your user users owner assistant agent bot ai model system "
    "i'm i've i'd i'll we're we've we'd you're you've you'd"
)
_PRONOUNS_SINGULAR = _words("he she")
_POSSESSIVES = _words("my his her their our")
_PERSON_NOUNS = _words(
    "mother mom mum mommy mummy father dad daddy parent parents wife husband partner spouse "
    "boyfriend girlfriend fiance fiancee son sons daughter daughters kid kids child children baby "
    "sister sisters brother brothers sibling siblings grandma grandmother grandpa grandfather "
    "grandparents granny aunt uncle cousin cousins niece nephew friend friends roommate "
    "flatmate boss manager colleague colleagues coworker coworkers co-worker teammate teammates "
    "neighbour neighbor neighbours neighbors landlord landlady dentist doctor therapist teacher "
    "coach lawyer accountant mentor trainer nanny babysitter dog dogs cat cats puppy kitten pet "
    "in-laws mother-in-law father-in-law"
)
_PLURAL_PERSON_NOUNS = _words(
    "parents sons daughters kids children sisters brothers siblings grandparents cousins "
    "friends colleagues coworkers teammates neighbours neighbors dogs cats in-laws"
)
_PERSON_ADJECTIVES = _words(
    "old older younger little big best new late eldest oldest youngest elder ex step dear"
)
# Auxiliaries between a subject and "always"/"never" that make the clause a statement.
_STATEMENT_AUX = _words(
    "is was are were has had have does did do will would can could 's 'd 're 've 'll "
    "isn't wasn't aren't weren't hasn't hadn't haven't doesn't didn't don't won't wouldn't "
    "can't couldn't used"
)
_PAST_AUX = _words("was were had did wasn't weren't hadn't didn't")
_MIDDLE_ADVERBS = _words(
    "almost nearly practically virtually basically pretty much also still just generally "
    "usually not really literally honestly probably definitely certainly apparently simply to "
    "quite"
)
_POST_ADVERBS = _words("just really still also only actually basically quietly secretly even ever")
_IRREGULAR_PAST = _words(
    "went took ate drank got made came said told wore drove rode flew wrote sat left kept "
    "brought bought paid gave knew thought felt forgot ran swam slept spent found lost met saw "
    "heard held stood understood won sang began broke chose spoke stole threw grew drew fell "
    "fought caught taught sought sold sent built lent meant became forgave hid bit shook woke "
    "froze rose hung dealt led fed fled slid struck swore tore wept wound was were had did "
    "stopped"
)
_PARTICIPLES = _words(
    "been done seen gone eaten taken given written driven flown known spoken broken chosen "
    "forgotten gotten ridden worn shown grown drawn thrown fallen stolen swum sung begun drunk "
    "hidden frozen woken"
)
_PERFECT_AUX = _words("have has 've 's")
_NOT_PAST = _words(
    "need feed speed seed heed bleed breed proceed succeed exceed embed shred shed wed bed sled red"
)
_NOUN_THEN_FINITE = _IRREGULAR_PAST | _words("is was are were has had will 's")
_REPORT_VERBS = _words(
    "said says told tells wrote writes mentioned mentions explained explains claimed claims "
    "stated states noted notes reported reports thinks thought believes believed insisted "
    "insists warned warns complained complains admitted admits added adds replied replies "
    "answered answers announced announces declared declares argued argues joked jokes "
    "confirmed confirms recalled recalls read reads texted emailed tweeted posted shouted "
    "yelled whispered muttered quipped exclaimed remarked remarks boasted boasts swore swears "
    "promised promises reminded reminds laughed displayed displays showed shows"
)
_OBJECT_TAKING = _words("told tells warned warns promised promises reminded reminds texted emailed")
_OBJECTS = _words("me us him her them everyone everybody people")
# Base forms that, opening a clause, read as an order to the assistant. Words that are also
# common first names (Mark, Bill, Sue, Will, Grant, Rob, Pat, Drew, Chase) are left out.
_IMPERATIVE_VERBS = _words(
    "remember forget ignore disregard avoid refrain prefer ensure reply respond answer use "
    "treat assume pretend act address be stop start keep stay include exclude mention tell ask "
    "say speak talk write format summarize summarise translate greet sign cc bcc copy forward "
    "send email text message call phone book reserve schedule cancel remind notify alert warn "
    "check verify confirm double-check review run execute deploy push commit test build "
    "install update upgrade delete remove add put place set save store log record list show "
    "display print output return give share post publish open close turn switch enable disable "
    "default begin end finish skip wait try consider follow obey comply prioritize prioritise "
    "focus limit restrict leave let make take bring get go come pick choose select order buy "
    "pay refer cite link attach escalate report flag tag label file archive note draft plan "
    "contact ping wake water feed respect honor honour mind lock unlock backup rotate reset "
    "hide"
)
_VERB_FOLLOWERS = _words(
    "the a an my your our their his her its this that these those all every each any some no "
    "me us him them it you everyone everything everybody to up out off on in down back over "
    "away yourself only always never not so more less both either neither one two please "
    "sure certain"
)
_NAME_STOPWORDS = (
    _words(
        "the a an this that these those it its there here they them he she we you i me my your "
        "our their his her who what which when where why how each every all any some no none "
        "one someone somebody everyone everybody anyone anybody nobody nothing everything "
        "something people users customers clients agents assistants bots today tomorrow "
        "yesterday tonight monday tuesday wednesday thursday friday saturday sunday weekends "
        "mornings evenings production prod staging main master dev ci deploys deploy deployment "
        "deployments release releases build builds test tests code backups backup lunch dinner "
        "breakfast meetings meeting standup standups it's that's there's also then so but and "
        "or if because after before while since once usually sometimes often rarely nearly "
        "almost dear hi hello thanks please yes no ok okay rule rules policy"
    )
    | _IMPERATIVE_VERBS
)
_REPORT_FRAME_BREAKERS = _words("to please always never don't do must") | _IMPERATIVE_VERBS
