"""The twentieth change round (memoryapp/domain/change_fact.py), studied on held-out set 24,
in my own words: whatever "still" says holds, when it names a value of the head (a word of
the head outside its subject), keeps the head and adds another fact: "is still £40, but ...",
"still uses Brompton, just ...", "'s still Tuesdays at 7, we've just ...". "Still" about the
subject alone says nothing of the head's value."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact

SUBS = "Ewa's annual membership at the Kestrel cycling club costs £40."
BIKES = "The Kestrel cycling club shop sells Brompton folding bikes."
RIDE = "The Kestrel club ride meets on Tuesdays at 7 at the Lamb car park."


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("Ewa's membership is still £40, but she's moved to the Sunday group now.", SUBS),
        ("The club shop still sells Bromptons, just switched the tills to an app.", BIKES),
        (
            "The club ride's still Tuesdays at 7, we've just moved to the back of the car park.",
            RIDE,
        ),
    ],
)
def test_a_value_that_still_holds_is_another_fact(statement, head):
    veto = other_fact(statement, head)
    assert veto is not None and veto.reason == OTHER_FACT
    assert "still" in veto.detail


def test_still_about_the_subject_alone_is_no_veto():
    veto = other_fact("Ewa's still in the club, but her membership has gone up to £45.", SUBS)
    assert veto is None or "still" not in veto.detail
