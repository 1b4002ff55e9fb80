"""What becomes of a proposal once the store has been asked about it: status, reasons (in the
order they arose), standing, and whether it is answered, applied or stored."""

from __future__ import annotations

from memoryapp.domain.changes import (
    DESCRIBES_A_CHANGE,
    NO_CHANGE,
    SAME_SUBJECT_CONFLICT,
    ChangeDecision,
    Head,
)
from memoryapp.domain.policy import (
    AGENT_SUPERSESSION,
    AUTO_PROMOTED,
    EXPLICIT,
    RELAYED_CHANGE,
    TYPE_REQUIRES_REVIEW,
    PromotionDecision,
    Reason,
)
from memoryapp.domain.promotion import ProposalFacts, Target, decide_proposal, unless_said_again
from memoryapp.domain.repeats import LIKE_REJECTED
from memoryapp.domain.similarity import (
    EXACT_DUPLICATE,
    NEAR_DUPLICATE,
    POSSIBLE_CONFLICT,
    SimilarityDecision,
)
from memoryapp.domain.types import Actor, MemoryStatus, MemoryType, Standing

ACTIVE, PENDING = MemoryStatus.ACTIVE, MemoryStatus.PENDING
AUTO = PromotionDecision(ACTIVE, (Reason(AUTO_PROMOTED),), False)
WAITS = PromotionDecision(PENDING, (Reason(TYPE_REQUIRES_REVIEW, "facts"),), False)
OWN = PromotionDecision(ACTIVE, (Reason(EXPLICIT),), False)
HEAD = Head("h1", "The deploy host is alpha.", MemoryType.SEMANTIC)
TRUSTED_HEAD = Target("h1", Standing.TRUSTED)
LIKE = Reason(LIKE_REJECTED, "r9")


def facts(policy: PromotionDecision = AUTO, actor: Actor = Actor.AGENT, **kw) -> ProposalFacts:
    kw.setdefault("relayed_by_agent", False)
    kw.setdefault("source_standing", Standing.TRUSTED)
    return ProposalFacts(policy=policy, actor=actor, **kw)


def codes(promotion) -> list[str]:
    return [r.code for r in promotion.decision.reasons]


def test_with_nothing_found_the_policy_decides() -> None:
    got = decide_proposal(facts())
    assert got.decision == AUTO
    assert (got.standing, got.duplicate_of, got.applies_now) == (Standing.TRUSTED, None, False)
    assert (got.near_duplicate_of, got.possible_conflict_of) == (None, None)


def test_an_agents_change_of_a_head_waits_once_and_inherits_its_doubt() -> None:
    got = decide_proposal(facts(target=Target("h1", Standing.UNTRUSTED), named_target=True))
    assert got.decision.status is PENDING
    assert codes(got) == [AUTO_PROMOTED, AGENT_SUPERSESSION]
    # A change of an untrusted head is untrusted, whoever wrote the change.
    assert got.standing is Standing.UNTRUSTED
    assert not got.applies_now


def test_an_owners_own_change_applies_at_once_and_a_relayed_one_waits() -> None:
    own = decide_proposal(facts(OWN, Actor.OWNER, target=TRUSTED_HEAD, named_target=True))
    assert (own.decision.status, own.applies_now, codes(own)) == (ACTIVE, True, [EXPLICIT])
    relayed = decide_proposal(
        facts(OWN, Actor.USER, relayed_by_agent=True, target=TRUSTED_HEAD, named_target=True)
    )
    assert relayed.decision.status is PENDING and not relayed.applies_now
    assert codes(relayed) == [EXPLICIT, RELAYED_CHANGE]


def test_a_change_found_by_its_words_waits_even_for_the_owner() -> None:
    change = ChangeDecision(HEAD, False, None, (Reason(DESCRIBES_A_CHANGE, "moved to"),))
    similar = SimilarityDecision(None, None, "h2", (Reason(POSSIBLE_CONFLICT, "cosine 0.850"),))
    got = decide_proposal(
        facts(OWN, Actor.OWNER, target=TRUSTED_HEAD, change=change, similar=similar)
    )
    assert got.decision.status is PENDING and not got.applies_now
    # The card shows what it would replace, not a cosine-only conflict.
    assert codes(got) == [EXPLICIT, DESCRIBES_A_CHANGE]
    assert got.possible_conflict_of is None
    by_subject = decide_proposal(
        facts(OWN, Actor.OWNER, target=TRUSTED_HEAD, change=ChangeDecision(HEAD, True, None, ()))
    )
    assert by_subject.decision.status is ACTIVE and by_subject.applies_now


def test_a_conflict_on_the_subject_waits_for_an_agent_and_names_the_head() -> None:
    change = ChangeDecision(None, False, HEAD, (Reason(SAME_SUBJECT_CONFLICT),))
    got = decide_proposal(facts(change=change))
    assert got.decision.status is PENDING
    assert codes(got) == [AUTO_PROMOTED, SAME_SUBJECT_CONFLICT, AGENT_SUPERSESSION]
    assert got.possible_conflict_of == "h1"


def test_a_named_near_duplicate_is_said_before_the_neighbours() -> None:
    similar = SimilarityDecision(None, "h3", None, (Reason(NEAR_DUPLICATE, "cosine 0.960"),))
    got = decide_proposal(facts(WAITS, near_duplicate_of="h7", similar=similar))
    assert got.decision.reasons[1:] == (
        Reason(NEAR_DUPLICATE, "close to h7"),
        Reason(NEAR_DUPLICATE, "cosine 0.960"),
    )
    assert got.near_duplicate_of == "h7"
    assert decide_proposal(facts(similar=similar)).near_duplicate_of == "h3"


def test_said_again_is_answered_with_the_head_unless_it_changes_that_head() -> None:
    similar = SimilarityDecision("h1", None, None, (Reason(EXACT_DUPLICATE, "cosine 0.995"),))
    assert decide_proposal(facts(similar=similar)).duplicate_of == "h1"
    change = decide_proposal(facts(target=TRUSTED_HEAD, named_target=True, similar=similar))
    assert (change.duplicate_of, change.near_duplicate_of) == (None, None)
    other = decide_proposal(
        facts(target=Target("h5", Standing.TRUSTED), named_target=True, similar=similar)
    )
    assert (other.duplicate_of, other.near_duplicate_of) == (None, "h1")


def test_resembling_a_rejection_holds_an_agent_but_not_a_human() -> None:
    agent = decide_proposal(facts(like_rejected=LIKE))
    assert (agent.decision.status, codes(agent)) == (PENDING, [AUTO_PROMOTED, LIKE_REJECTED])
    user = decide_proposal(facts(OWN, Actor.USER, like_rejected=LIKE))
    assert (user.decision.status, codes(user)) == (ACTIVE, [EXPLICIT, LIKE_REJECTED])


def test_the_credential_flag_and_source_standing_carry_through() -> None:
    flagged = PromotionDecision(PENDING, (Reason(TYPE_REQUIRES_REVIEW),), True)
    got = decide_proposal(facts(flagged, source_standing=Standing.UNTRUSTED))
    assert got.decision.credential and got.standing is Standing.UNTRUSTED


def test_a_change_of_the_head_it_says_again_is_no_change() -> None:
    replaces = ChangeDecision(HEAD, True, None, (Reason(DESCRIBES_A_CHANGE),))
    again = SimilarityDecision("h1", None, None, ())
    assert unless_said_again(replaces, again) is NO_CHANGE
    assert unless_said_again(replaces, SimilarityDecision("h2", None, None, ())) is replaces
    assert unless_said_again(replaces, None) is replaces
