"""What a change statement says before its subject, read past so that the subject is its
first noun phrase (:func:`memoryapp.domain.change_frame.subject_of`): a greeting or an aside
("Hi all, as agreed at Thursday's meeting, ...", "My aunt says ...", "Moved by ..., that"),
the time the change starts ("From now on", "As of 1 March,", "With effect from Tuesday 2
September"), and a note's heading with no verb of its own ("PCC minutes, item 7, Magazine:").

Each pattern is anchored at the start and has no nested repetition, so reading past the lead is
linear in the text.
"""

from __future__ import annotations

import re

from .words import is_participle, word_set, words_of

COPULAS = word_set("is are was were be been being becomes became become")
_AUXILIARIES = COPULAS | word_set("has have had will would")


# When a change starts, said before its subject: "From now on the car goes to Kwik Autos",
# "Since the refit, the hall ...", "As of 1 March, every crown ...".
_LEADING_TIME = re.compile(
    # A weekday and its date first: "Starting Monday, August 4, the health center will ...".
    r"^(?:(?:starting|from|as of) [a-z]+day, (?:[a-z]+ [0-9]{1,2}(?:st|nd|rd|th)?|[0-9]{1,2}"
    r"(?:st|nd|rd|th)? [a-z]+),"
    # A month, a day and a year: "From April 1, 2026, the designated bag is abolished".
    r"|(?:starting|from|as of|effective) [a-z]+ [0-9]{1,2}(?:st|nd|rd|th)?, [0-9]{4},"
    r"|(?:since|after|following|from|as of|starting|effective|with effect from|beginning"
    r"|when|once)"
    r" (?:[a-z0-9'-]+ ){0,4}[a-z0-9'-]+,"
    r"|from now on|from here on|going forward|these days|nowadays|ever since"
    # A date with no comma after it, its year perhaps: "with effect from Tuesday 2 September all
    # fixtures ...", "from 1 September 2025 the fare ...".
    r"|(?:with effect from|effective|from|as of) (?:[a-z]+day )?(?:the )?[0-9]{1,2}(?:st|nd|rd|th)?"
    r" (?:of )?(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)(?: [0-9]{4})?"
    r"|(?:since|as of) (?:this |next |last )?[a-z0-9]+"
    r"|from (?:(?:this|next) [a-z]+|today|tomorrow|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday))[,\s]+"
)


# A greeting or an aside before the subject: "Hi all, as agreed at Thursday's meeting, ...".
_LEADING_ASIDE = re.compile(
    r"^(?:(?:hi|hello|hey|dear|morning|evening|bout ye|howya|hiya)(?: [a-z]+){1,3},\s*|fyi:?\s+"
    # A reply's first word: "nope, Heather Bank ditched ...", "righto fellas, ...".
    r"|(?:nope|yep|yes|no|yeah|nah|ok|okay|right|righto|well|oh|anyway|aye|mind)(?: [a-z]+)?,\s*"
    # A word of feeling, news told as a question, a notice's "please note", the old days, a
    # thank-you: "Eh the Tuesday yoga change teacher liao", "did ye hear Ruth's packed in",
    # "Please note that the class will be ...", "Used to be you could ...", "Thank you Ruth".
    # (with whom it is said to, perhaps: "Aiyo malli, the factory cut ...")
    r"|(?:eh|aiyo|aiyah|wah|oi|jislaaik|eish|haibo|chale|lol|lmao|omg|haha)"
    r"(?: [a-z]+,\s*|\b,?\s*)"
    r"|(?:did|have) (?:you|ye|ya|u)(?: [a-z]+)? (?:hear|heard)\s+"
    # News to pass on: "Tell your babbo the cooperativa camion only comes up twice a week now".
    r"|(?:tell|let) (?:your|ur|the|my) [a-z]+(?: [a-z]+)? (?:know )?(?:that )?(?=the |our |their )"
    r"|tell (?:your|ur|the|my) [a-z]+(?: [a-z]+)?,\s*"
    # Those addressed, a warning, a correction, a report, a vote: "Ladies, ...", "Wasee, be
    # warned, ...", "a quick correction to the itinerary I sent on Monday: ...", "My aunt says
    # ...", "members resolved that ...", "Motion by Trustee Alvarez, seconded by ..., to ...".
    # (or one person, by a word for a brother, sister or elder: "Mas, the dalang ...")
    r"|(?:ladies|gents|guys|folks|all|everyone|team|wasee|fam|people)(?:,\s*|\s+(?=be warned))"
    r"|(?:mas|mbak|kak|pak|bu|bhai|bhaiya|didi|kuya|ate|sis|bro|uncle|auntie|aunty),\s*"
    # A word of address with no comma, in a text: "mate the monk chat isn't ... anymore".
    r"|(?:mate|bro|bru|boss|parce|lads|guys|folks)\s+(?=the |our |my )"
    # Who decided, then what: "the board agreed to move the weekly cattle sale from ...".
    r"|(?:the |our )?(?:[a-z]+ ){0,2}(?:agreed|decided|voted|resolved) to (?=[a-z]+ (?:the|our|its"
    r"|their) )"
    # Whose word it is, or whom it is for: "According to my landlady, ...", "Mummy Shamim,
    # for your information they have shifted ...".
    r"|according to [^,;]{1,40},\s*"
    # A cause: "Following increases in bread and sausage costs from our supplier, the board
    # ...", "In line with the revision of public bath charges by the Metropolitan Government,".
    r"|(?:following|due to|owing to|because of|in line with|as a result of) [^,;.]{1,80},\s*"
    r"|(?:[a-z]+ ){0,2}[a-z]+, (?:for your information|for your info)\s+"
    r"|(?:be warned|heads up|just so you know)(?: [a-z0-9]+){0,3},\s*|so (?!far\b)|(?:i )?reckon\s+"
    r"|turns out(?: that)?\s+"
    r"|(?:[a-z]+ )?(?:are|is) (?:advised|informed|reminded|notified) that\s+"
    r"|(?:a )?(?:quick |small )?correction\b[^:;.]{0,80}:\s*"
    r"|(?:my |our |the )?(?:[a-z.-]+ ){1,6}(?:says|said|reckons|tells me|told me|was telling"
    r"|was saying|seh|sey)(?: that)?\s+"
    # Or with who they are: "My neighbour Marcel, who has raced pigeons since before the Expo,
    # says ...".
    r"|(?:my |our |the )?(?:[a-z.-]+ ){0,3}[a-z.-]+, who [^,;]{1,80}, (?:says|said|reckons"
    r"|tells me|told me)(?: that)?\s+"
    # (or without the commas: "My cousin who unloads at the Vila wharf says ...")
    r"|(?:my|our) [a-z.-]+ who (?:[a-z.'-]+ ){1,8}(?:says|said|reckons|tells me|told me)"
    r"(?: that)?\s+"
    # News announced: "Great news, the Santa Luzia comes up every month now".
    r"|(?:great|good|bad|sad|big) news[,:!]+\s*"
    # Or a body that tells the public: "The Uganda Wildlife Authority informs the public that".
    r"|(?:the |our )?(?:[a-z.-]+ ){0,5}(?:informs|notifies|announces|advises|reminds)"
    r"(?: [a-z]+){0,3} that\s+"
    # Or told someone: "Skipper told Aunt Bride the last boat ...".
    r"|(?:[a-z.]+ ){1,2}told (?:[a-z.]+ ){1,2}(?:that )?(?=the |our |my )"
    # A clause of when before its change: "Once the keke to Ilamoye gate became ₦400 ...".
    r"|(?:once|when) (?=the |our |my )"
    r"|(?:[a-z]+ ){0,2}(?:resolved|agreed|decided|voted) that\s+"
    r"|motion(?: by [^,;]{1,40})?(?:, seconded by [^,;]{1,40})?,? to [a-z]+\s+"
    r"|moved(?: by [^,;]{1,40})?(?:, seconded by [^,;]{1,40})?,? that\s+"
    r"|(?:please )?note(?: that)?:?\s+|used to be\s+|thank(?:s| you)\s+(?=[a-z]+ for\b)"
    r"|as (?:agreed|discussed|decided|mentioned|promised) [^,.;]{0,50},\s*"
    # A notice's authority, a word of stance: "As per the resolution passed in the Special
    # General Body Meeting held on 12.01.2026, maintenance charges ...", "Honestly it's ...".
    r"|as per [^,;]{1,80},\s*"
    # A retraction before the change: "Kindly ignore, the Committee has increased it ...".
    r"|(?:kindly |please )?(?:ignore|disregard)(?: (?:that|this|it|my (?:earlier |last "
    r"|previous )?(?:message|post|note|email)))?,\s*"
    r"|(?:honestly|frankly|seriously|basically|apparently|actually|sadly|thankfully|luckily"
    r"|unfortunately)\b,?\s*"
    # A cleft after a label: "Thursday evenings: that's when the Bowmen have their shoot".
    r"|(?:that|this)(?: is)? (?:when|where) )+"
)


# A label before a colon: "PCC minutes, item 7, Magazine: copy date moved to ...".
# (a time's dot is no sentence end: "Hatha Yoga (Tue, 7.30pm, MPH): Please note ...").
_LABEL = re.compile(r"^((?:[^:.;!?]|\.(?=\d)){1,60}):\s+")


def _past_a_label(lowered: str) -> str:
    """The text after a leading label with no verb of its own (a note's heading), or all."""
    label = _LABEL.match(lowered)
    if label is None or not lowered[label.end() :][:1].isalpha():
        return lowered  # "St Brigid's parking: €2/hr ...": the label is what the value is of
    words = words_of(label.group(1))
    if any(w in _AUXILIARIES or is_participle(w) for w in words):
        return lowered  # "The deadline has moved: ..." says something itself
    return lowered[label.end() :]


def past_the_lead(lowered: str) -> str:
    """``lowered`` (a statement in lower case) past its leading asides, label and time."""
    lowered = _past_a_label(_LEADING_ASIDE.sub("", lowered))
    # (an aside may follow the time too: "following the break-ins, members resolved that ...")
    return _LEADING_ASIDE.sub("", _LEADING_TIME.sub("", _LEADING_ASIDE.sub("", lowered)))
