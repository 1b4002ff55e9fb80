"""The frame of a change statement: its subject, the value it leaves, the head's frame restated
(memoryapp/domain/change_frame.py), and what they do to match_change."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT, OTHER_VALUE, SAME_FRAME, same_frame
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import (
    CLOSE_MEANING,
    FRAME_MATCH_AT,
    LEFT_VALUE,
    TOO_FAR,
    match_change,
)
from memoryapp.domain.change_subject import other_subject

CAT_VET = "The cat goes to the Lindenhof vet practice."
ERRORS = "Frontend errors are reported to Sentry."
PASSWORDS = "The team's shared passwords live in 1Password."
EXPORT = "The nightly export writes to S3."
BOOKS = "The bookkeeping is done in Xero."
CI = "CI runs on Jenkins."


# --- another subject with the same left value: the near-miss traps --------------------------


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("The dog moved from Lindenhof to a vet in Wil.", CAT_VET),
        ("Backend errors moved from Sentry to Honeycomb.", ERRORS),
        ("Personal passwords moved from 1Password to the browser.", PASSWORDS),
        ("Payouts to sellers moved from Stripe to Wise.", "Card payments go through Stripe."),
        (
            "The choir moved from Ana's flat to the church hall.",
            "The book club meets at Ana's flat.",
        ),
    ],
)
def test_the_same_left_value_of_another_subject_is_not_the_heads_change(statement, head):
    veto = other_subject(statement, head, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    # Even a close cosine does not make it the head's change.
    match = match_change(statement, head, 0.95)
    assert (match.matched, match.reason) == (False, OTHER_SUBJECT)


def test_a_qualifier_of_its_own_is_another_thing_even_with_a_shared_entity():
    veto = other_subject(
        "Backend errors moved from Sentry to Honeycomb.", ERRORS, shared_entity=True
    )
    assert veto is not None and "backend" in veto.detail


def test_a_subject_not_in_the_head_is_left_to_the_cosine_when_they_share_an_entity():
    # A synonym of the head's subject: the tagged entity already says they are one thing.
    statement = "Rehearsal schedule moved to Thursdays."
    head = "Practice is in the school hall on Tuesdays."
    assert other_subject(statement, head, shared_entity=False) is not None
    assert other_subject(statement, head, shared_entity=True) is None


@pytest.mark.parametrize(
    "statement",
    [
        "The cat moved from Lindenhof to the vet on Bahnhofstrasse.",  # the head's subject
        "We moved the cat from Lindenhof to the vet in Wil.",  # a pronoun: the object changed
        "The accountant moved our cat's records from Lindenhof.",  # an agent, with an object
        "Lindenhof closed, so the cat's vet is now the animal hospital.",  # first clause only
    ],
)
def test_the_heads_own_subject_an_agent_or_a_pronoun_is_not_vetoed(statement):
    assert other_subject(statement, CAT_VET, shared_entity=False) is None


# --- a left value the head does not hold ------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("The nightly export now starts at 3am instead of 1am.", EXPORT),
        ("The public API now requires OAuth instead of API keys.", "The public API is versioned."),
        ("The bookkeeping is now done monthly instead of quarterly.", BOOKS),
        ("We switched the nightly import from FTP to SFTP.", EXPORT),
        (
            "The Berlin office manager changed from Jonas to Lea.",
            "The Berlin office is on Torstrasse.",
        ),
    ],
)
def test_leaving_a_value_the_head_does_not_hold_is_another_fact(statement, head):
    veto = other_value(statement, head)
    assert veto is not None and veto.reason == OTHER_VALUE
    assert match_change(statement, head, 0.95, shared_entity=True).reason == OTHER_VALUE


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("We switched the nightly export from S3 to GCS.", EXPORT),
        ("Moved the nightly export off S3 onto Google Cloud Storage.", EXPORT),
        ("Lena switched from cycling to taking the train.", "Lena cycles to work."),  # a stem
        ("The print deadline changed to 17:30 from Monday.", "Print copy is due at 18:00."),
        ("Copy is no longer due at 18:00; the cut-off is 19:00.", "Print copy is due at 18:00."),
        ("Slack was replaced by Microsoft Teams.", "The team chats on Slack."),
    ],
)
def test_a_value_the_head_holds_a_start_date_or_the_new_value_is_no_veto(statement, head):
    assert other_value(statement, head) is None


# --- the head's frame restated with a new value ----------------------------------------------


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("CI now runs on GitHub Actions.", CI),  # the head's verb again
        ("Bookkeeping is now done in Sage.", BOOKS),
        ("Amir is now vegan.", "Amir is vegetarian."),  # both say what it is
        ("Wednesday pickup switched to Noor's sister.", "Noor picks the kids up on Wednesdays."),
        ("We switched the cat to the vet on Bahnhofstrasse.", CAT_VET),  # the moved object
        ("Rehearsals moved to Thursdays.", "Choir rehearses on Tuesdays."),  # a stem's prefix
        # The value after the same preposition: the slot the head's value sat in.
        ("Application logs now go to Datadog.", "Application logs are shipped to Elasticsearch."),
        ("Billing queue is now on NATS.", "The billing queue runs on RabbitMQ."),
    ],
)
def test_a_restated_frame_is_the_heads_change_without_a_cosine(statement, head):
    assert same_frame(statement, head)
    match = match_change(statement, head, None)
    assert (match.matched, match.reason) == (True, SAME_FRAME)


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("Priya Raman moved to Lisbon.", "Priya Raman drinks three coffees a day."),
        ("The team moved to the fourth floor.", "The team uses Linear for tickets."),
    ],
)
def test_a_move_restates_no_head_that_holds_no_place_time_or_holder(statement, head):
    # The head has no value a move could replace: the same subject doing something else.
    assert same_frame(statement, head) is None


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("Site search now shows results as you type.", "Site search runs on Algolia."),
        ("Docker images are now built for arm64.", "Docker images are pushed to Docker Hub."),
        (
            "The marketing site's domain changed to quayside.example.",
            "The marketing site is hosted.",
        ),
        ("The Eastside gym now opens at 6am.", "Priya trains at the Eastside gym."),  # its value
        ("The accountant switched our books over to QuickBooks.", BOOKS),  # an agent
        ("Docker images are now built for arm64.", "Docker images are pushed to a registry."),
    ],
)
def test_another_fact_of_the_same_subject_or_the_heads_value_is_no_frame(statement, head):
    assert same_frame(statement, head) is None


def test_a_restated_frame_still_needs_the_lower_cosine_bar_when_there_is_one():
    from memoryapp.domain.change_match import COVER_WEIGHT, FRAME_MATCH_AT, TOO_FAR

    statement = "CI now runs on GitHub Actions."  # repeats ci and run: two thirds of the head
    bar = FRAME_MATCH_AT - COVER_WEIGHT * 2 / 3
    assert match_change(statement, CI, bar + 0.001).reason == SAME_FRAME
    assert match_change(statement, CI, bar - 0.01).reason == TOO_FAR


def test_the_left_value_rule_still_comes_first():
    assert match_change("We switched the nightly export from S3 to GCS.", EXPORT, None).reason == (
        LEFT_VALUE
    )


# --- a number or label of the subject, another slot, taking over, a left value by entity -----

MATHS = "Year 9 maths is taught by Mr Hale."
GYM = "Priya trains at the Eastside gym on Mondays."
PARCELS = "Outbound parcels are shipped with DHL."


@pytest.mark.parametrize(
    "statement",
    [
        "Year 10 maths moved from Mr Hale to Ms Osei.",  # the trap: the same left value
        "Year 10 maths is now taught by Ms Osei.",
    ],
)
def test_another_number_of_the_subjects_noun_is_another_thing(statement):
    veto = other_subject(statement, MATHS, shared_entity=True)
    assert veto is not None and veto.reason == OTHER_SUBJECT and "year 10" in veto.detail
    assert match_change(statement, MATHS, 0.95, shared_entity=True).reason == OTHER_SUBJECT


def test_the_heads_own_number_is_no_veto():
    statement = "Year 9 maths moved from Mr Hale to Ms Osei."
    assert other_subject(statement, MATHS, shared_entity=False) is None
    assert match_change(statement, MATHS, None).matched


def test_a_slot_added_beside_a_kept_value_is_another_fact():
    statement = "Priya now trains with a coach on Mondays."  # keeps "on Mondays", adds "with"
    veto = other_fact(statement, GYM)
    assert veto is not None and veto.reason == OTHER_FACT
    # Even a close cosine does not make it the head's change.
    assert match_change(statement, GYM, 0.95, shared_entity=True).reason == OTHER_FACT


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("Priya now trains at the climbing hall on Mondays.", GYM),  # the head's slot
        (
            "The public API is now versioned with an Accept header.",
            "The API is versioned in the path.",
        ),
        ("CI now runs on GitHub Actions.", CI),
    ],
)
def test_a_new_value_in_the_heads_slot_or_nothing_kept_is_no_other_fact(statement, head):
    assert other_fact(statement, head) is None


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("Ms Osei has taken over Year 9 maths.", MATHS),
        ("Royal Mail took over our shipping.", PARCELS),  # the head's verb, by its stem
        ("We now report frontend errors to Rollbar.", ERRORS),  # the head's verb after "we"
        ("Parcels go out with DPD now.", PARCELS),  # the same slot past a particle
    ],
)
def test_taking_over_or_the_heads_verb_after_we_restates_the_frame(statement, head):
    assert same_frame(statement, head)
    assert match_change(statement, head, FRAME_MATCH_AT + 0.001).reason == SAME_FRAME
    assert match_change(statement, head, None).reason == SAME_FRAME


def test_taking_over_something_the_head_does_not_hold_is_no_frame():
    assert same_frame("Mr Hale took over the chess club.", MATHS) is None


def test_a_left_value_the_head_holds_with_a_shared_entity_is_enough():
    statement = "We dropped DHL as our courier; Hermes collects now."
    assert match_change(statement, PARCELS, None, shared_entity=True).reason == LEFT_VALUE
    # Without the entity, the one shared word is not: a close meaning has to join it.
    assert match_change(statement, PARCELS, None).matched is False
    assert match_change(statement, PARCELS, 0.3).reason == TOO_FAR
    assert match_change(statement, PARCELS, FRAME_MATCH_AT).reason == LEFT_VALUE


@pytest.mark.parametrize(
    "statement",
    [
        "No more seaweed fertiliser for the tomatoes; they are fed with worm tea.",
        "The GP switched Dad's tomato feed from seaweed fertiliser to comfrey.",
    ],
)
def test_no_more_and_a_possessive_object_name_the_value_they_leave(statement):
    head = "The greenhouse tomatoes are fed with seaweed fertiliser."
    assert match_change(statement, head, None).reason == LEFT_VALUE


def test_a_dropped_value_in_favour_of_another_is_not_the_value_left():
    statement = "Sentry was dropped in favour of Datadog RUM for frontend errors."
    assert other_value(statement, ERRORS) is None
    assert match_change(statement, ERRORS, 0.7).reason in (LEFT_VALUE, CLOSE_MEANING, SAME_FRAME)
