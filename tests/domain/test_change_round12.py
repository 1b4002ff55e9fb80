"""The twelfth change round (memoryapp/domain/change_subject.py, change_frame.py,
change_fact.py), studied on held-out set 16, in my own words: a "from" said first dates the
change; what a verb of leasing or renting gets comes from its new value; a negation's halves
sit between a subject and its verb; the head's thing qualified otherwise is another thing; a
new person in the head's role is its new value; repeating a long head without its verb and
adding more is another fact."""

from __future__ import annotations

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_left import is_origin
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject

KILN = "The Potter's Yard studio fires its raku kiln on Saturday afternoons."
SKIPPER = "Ffion Hughes is the skipper of the Abersoch sailing club's safety boat."
VAN = "The food bank's delivery van is leased from Severn Van Hire."
NURSERY = "The Ashgrove Allotment Society keeps its plant nursery at the old Glebe Farm barn."


def test_a_from_said_first_dates_the_change():
    text = "from the autumn show, the society's nursery will be at the scout hut."
    assert is_origin(text, 0)


def test_what_a_verb_of_leasing_gets_comes_from_its_new_value():
    text = "the food bank leases its van from cardiff vans now."
    assert is_origin(text, text.index("from"))
    # A rent that went up is no verb of getting: that "from" is still the value left.
    text = "rent went up from 900 to 950."
    assert not is_origin(text, text.index("from"))


def test_a_negations_halves_sit_between_the_subject_and_its_verb():
    found = subject_of("The studio doesn't fire the raku kiln on Saturdays any more.")
    assert found is not None and found.said == "studio"


def test_the_heads_thing_qualified_otherwise_is_another_thing():
    statement = "The Potter's Yard studio fires its salt kiln on Sunday mornings now."
    veto = other_subject(statement, KILN, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    # The head's own thing, its qualifier repeated, is no other thing.
    same = "The Potter's Yard studio fires its raku kiln on Sunday mornings now."
    assert other_subject(same, KILN, shared_entity=False) is None


def test_a_new_person_in_the_heads_role_is_its_new_value():
    statement = "From March, Owain Lloyd will be skipper of the club's rescue RIB."
    assert other_subject(statement, SKIPPER, shared_entity=False) is None
    # Another role, or the same role of another rank, is another thing.
    other = "Owain Lloyd is the treasurer of the Abersoch sailing club."
    assert other_subject(other, SKIPPER, shared_entity=False) is not None
    head = "Kwame is the fire warden for the second floor."
    assert other_subject(
        "Lucy is the fire warden for the third floor now.", head, shared_entity=False
    )


def test_a_long_head_repeated_without_its_verb_and_added_to_is_another_fact():
    statement = (
        "The Ashgrove Allotment Society's plant nursery at the old Glebe Farm barn has a new"
        " polytunnel now."
    )
    veto = other_fact(statement, NURSERY)
    assert veto is not None and veto.reason == OTHER_FACT


def test_a_lease_repeated_with_more_is_another_fact():
    statement = "The food bank's delivery van is leased from Severn Van Hire, on a 3-year deal now."
    assert other_fact(statement, VAN) is not None
    assert not match_change(statement, VAN, None).matched
