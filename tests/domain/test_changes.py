"""Change language and subject keys: table tests both ways."""

from __future__ import annotations

import pytest

from memoryapp.domain.changes import (
    MAX_SUBJECT_CHARS,
    Change,
    describes_a_change,
    normalise_subject,
)

CHANGES = [
    "We moved the billing queue to NATS.",
    "The team switched from Jenkins to GitHub Actions last month.",
    "Billing migrated off RabbitMQ in March.",
    "We are migrating the metadata store to PostgreSQL 16.",
    "The CLI was ported to Rust.",
    "Priya left her job at Acme.",
    "Priya left Acme in May and joined Globex.",
    "Tom joined the platform team.",
    "She started using Neovim.",
    "He stopped drinking coffee.",
    "I quit smoking two years ago.",
    "We no longer support Python 3.9.",
    "The office is not in Berlin anymore.",
    "She isn't vegetarian any more, she says; actually she's not anymore.",
    "The nightly job was replaced by a streaming consumer.",
    "We replaced the old cron scripts with Airflow.",
    "Memcached was superseded by Redis.",
    "Her father was diagnosed with diabetes.",
    "Caroline got married in June.",
    "The service is now called Ledger.",
    "The API now runs on Kubernetes.",
    "Sam now lives in Lisbon.",
    "Maria became the team lead.",
    "The prototype has become the main product.",
    "Use pnpm instead of npm.",
    "The build went from six minutes to ninety seconds.",
    "We used to deploy on Fridays, but now we deploy on Tuesdays.",
    "As of today the staging database is read-only.",
    "Effective 2026-01-01 the on-call rotation is weekly.",
    "We will switch the CDN next quarter.",
    "The team plans to migrate to Terraform.",
    "We decided to drop support for IE11.",
    "We are going to replace the search backend.",
    "He has resigned.",
    "The vendor discontinued the old SDK in favour of the new one.",
    "They deprecated the v1 endpoints in favor of v2.",
    "John was promoted to staff engineer.",
    "The company was acquired by Initech.",
    "We upgraded to Django 6.",
    "The docs moved over to MkDocs.",
    "The repository was renamed to memory-service.",
    "She has moved.",
    "Dana retired last year.",
]

CHANGES += [
    "The nightly export now writes to GCS.",
    "Card payments now go through Adyen.",
    "We now host the marketing site on Cloudflare Pages.",
    "Amir stopped being vegetarian after the trip.",
    "Lena stopped cycling to work.",
    "Docker images now get pushed to Amazon ECR.",
    "We replaced help@quayside.example with a contact form.",
    "We chat on Mattermost now.",
    "The old fax line is gone.",
    "The landlord changed: rent goes to Mrs Lindqvist.",
    "Priya changed gyms last month.",
    "Mr Okafor handed the flat over to an agency.",
]

NOT_CHANGES = [
    "The billing queue runs on RabbitMQ.",
    "We use PostgreSQL for metadata.",
    "Priya works at Acme.",
    "The moving average of latency is 20 ms.",
    "Keep the left-hand side aligned.",
    "Start the server with make run.",
    "The stop words list is short.",
    "Deploys happen on Tuesdays.",
    "The staging database is read-only.",
    "Caroline is married.",
    "The API is served by gunicorn.",
    "Sam lives in Lisbon.",
    "Maria is the team lead.",
    "Our CI has six stages.",
    "Replace this placeholder text.",
    "The file lives in docs/.",
    "The service is called Ledger.",
    "She likes hiking in the mountains.",
    "I went to a support group yesterday.",
    "The build takes ninety seconds.",
    "Use pnpm for installs.",
    "The on-call rotation is weekly.",
    "The team is planning the offsite.",
    "Turn left at the second light.",
    "He left the keys on the table.",
    "The left panel shows the queue.",
    "Tests must pass before merging.",
    "The CDN caches images for a day.",
    "Terraform manages the DNS records.",
    "Django 6 supports Python 3.12.",
    "The changelog lists every release.",
    "Our movers arrive at nine.",
    "The starting point is the README.",
    "Stop signs are red.",
    "The vendor ships a new SDK every quarter.",
    "Version 2 of the endpoint returns JSON.",
    "John is a staff engineer.",
    "Initech sells staplers.",
    "The repository holds the memory service.",
    "Dana plays the cello.",
    "The joined tables are in the warehouse schema.",
    "Wait for the migration file to be generated.",
    "The stale branches were removed to save space.",  # "removed" holds "moved"
    "We restarted using the same config.",  # "restarted" holds "started"
    "Leave it as it is for now.",
    "The build finished just now.",
]


@pytest.mark.parametrize("text", CHANGES)
def test_phrasings_that_describe_a_change(text):
    change = describes_a_change(text)
    assert isinstance(change, Change), text
    assert change.phrase and change.phrase.lower() in text.lower()


@pytest.mark.parametrize("text", NOT_CHANGES)
def test_phrasings_that_do_not(text):
    assert describes_a_change(text) is None


def test_the_tables_are_large_enough():
    assert len(CHANGES) >= 40 and len(NOT_CHANGES) >= 40


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("billing.queue", "billing.queue"),
        ("Billing Queue", "billing.queue"),
        ("  priya / employer ", "priya.employer"),
        ("service:db..primary.", "service.db.primary"),
        ("ci_runner-os", "ci_runner-os"),
        ("Müller.Arbeitgeber", "müller.arbeitgeber"),
    ],
)
def test_subjects_have_one_spelling(raw, key):
    assert normalise_subject(raw) == key
    assert normalise_subject(key) == key


@pytest.mark.parametrize(
    "raw", ["", "   ", "...", "a,b", "db(primary)", "x" * (MAX_SUBJECT_CHARS + 1)]
)
def test_subjects_that_cannot_be_keys_are_refused(raw):
    with pytest.raises(ValueError):
        normalise_subject(raw)


# --- judge_change ---------------------------------------------------------------------------

from memoryapp.domain.change_match import CHANGE_MATCH_AT, COVER_WEIGHT  # noqa: E402
from memoryapp.domain.changes import Head, judge_change  # noqa: E402
from memoryapp.domain.types import MemoryType  # noqa: E402

SEMANTIC = MemoryType.SEMANTIC
RABBIT = Head("h1", "The billing queue runs on RabbitMQ.", SEMANTIC)


def test_a_change_of_a_subject_replaces_its_latest_head():
    older = Head("h0", "The billing queue ran on Beanstalk.", SEMANTIC)
    decision = judge_change(
        memory_type=SEMANTIC,
        content="We moved the billing queue to NATS.",
        same_subject=[RABBIT, older],
        related=[],
    )
    assert decision.replaces == RABBIT and decision.by_subject
    assert [r.code for r in decision.reasons] == ["policy.describes_a_change"]
    assert "this would replace: The billing queue runs on RabbitMQ." in decision.reasons[0].detail


def test_a_statement_on_a_subject_that_is_not_a_change_is_a_possible_conflict():
    decision = judge_change(
        memory_type=SEMANTIC,
        content="The billing queue runs on NATS.",
        same_subject=[RABBIT],
        related=[],
    )
    assert decision.replaces is None and decision.conflicts_with == RABBIT
    assert [r.code for r in decision.reasons] == ["conflict.same_subject"]


def test_without_a_subject_the_closest_related_head_above_the_threshold_is_replaced():
    close = Head("h2", RABBIT.content, SEMANTIC, similarity=CHANGE_MATCH_AT)
    far = Head(
        "h3",
        "The billing team meets on Mondays.",
        SEMANTIC,
        similarity=CHANGE_MATCH_AT - COVER_WEIGHT - 0.01,
    )
    change = "We switched the billing queue to NATS."
    assert (
        judge_change(
            memory_type=SEMANTIC, content=change, same_subject=[], related=[close, far]
        ).replaces
        == close
    )
    assert (
        judge_change(memory_type=SEMANTIC, content=change, same_subject=[], related=[far]).replaces
        is None
    )
    # Not a change: nothing is replaced however close.
    assert (
        judge_change(
            memory_type=SEMANTIC,
            content="The billing queue is fast.",
            same_subject=[],
            related=[close],
        ).replaces
        is None
    )


def test_episodic_and_working_memories_retire_and_contradict_nothing():
    for memory_type in (MemoryType.EPISODIC, MemoryType.WORKING):
        decision = judge_change(
            memory_type=memory_type,
            content="We moved the billing queue to NATS.",
            same_subject=[RABBIT],
            related=[RABBIT],
        )
        assert decision.replaces is None and decision.conflicts_with is None


# --- a change without a subject and without a cosine (match_change) -------------------------

from memoryapp.domain.change_frame import OTHER_SUBJECT, OTHER_VALUE, SAME_FRAME  # noqa: E402
from memoryapp.domain.change_match import (  # noqa: E402
    CLOSE_MEANING,
    LEFT_VALUE,
    SHARED_WORDS,
    TOO_FAR,
    content_words,
    left_values,
    match_change,
)

EXPORT = "The nightly export writes to S3."


@pytest.mark.parametrize(
    ("statement", "reason"),
    [
        ("We switched the nightly export from S3 to GCS.", LEFT_VALUE),
        ("The nightly export no longer writes to S3; it goes to GCS now.", LEFT_VALUE),
        ("The nightly export now writes to GCS.", SAME_FRAME),
        ("We now write the nightly export to GCS.", SHARED_WORDS),
    ],
)
def test_without_an_embedding_a_change_finds_its_head_by_words(statement: str, reason: str):
    match = match_change(statement, EXPORT, None)
    assert (match.matched, match.reason) == (True, reason)
    decision = judge_change(
        memory_type=SEMANTIC,
        content=statement,
        same_subject=[],
        related=[Head("e", EXPORT, SEMANTIC)],
    )
    assert [r.code for r in decision.reasons] == ["policy.describes_a_change", reason]


@pytest.mark.parametrize(
    ("statement", "reason"),
    [
        # Same words, another thing: it leaves a value the head does not hold.
        ("We switched the nightly import from FTP to SFTP.", OTHER_VALUE),
        # Another thing altogether: its subject is not in the head.
        ("The weekly report now goes to the finance team.", OTHER_SUBJECT),
        ("We now send the weekly report to the finance team.", TOO_FAR),
    ],
)
def test_without_an_embedding_another_things_change_is_not_this_head(statement: str, reason: str):
    match = match_change(statement, EXPORT, None)
    assert (match.matched, match.reason) == (False, reason)


def test_with_a_cosine_the_threshold_decides_unless_the_left_value_is_in_the_head():
    change = "We now keep the nightly export in GCS."
    # The share of the head's words it repeats (nightly, export: half) adds to the cosine.
    assert match_change(change, EXPORT, CHANGE_MATCH_AT - COVER_WEIGHT / 2).reason == CLOSE_MEANING
    assert match_change(change, EXPORT, CHANGE_MATCH_AT - COVER_WEIGHT / 2 - 0.01).reason == TOO_FAR
    left = "We switched the nightly export from S3 to GCS."
    assert match_change(left, EXPORT, 0.1).reason == LEFT_VALUE


def test_content_words_drop_function_and_change_words_and_plurals():
    assert content_words("We switched the nightly exports from S3 to GCS.") == {
        "nightly",
        "export",
        "s3",
        "gcs",
    }
    # Both sides lose a final "s" alike.
    assert left_values("We moved off Jenkins onto GitHub Actions.") == {"jenkin"}


def test_a_shared_entity_lowers_the_bar_for_the_cosine():
    from memoryapp.domain.change_match import ENTITY_MATCH_AT

    change = "We now keep the nightly export in GCS."
    cosine = ENTITY_MATCH_AT - COVER_WEIGHT / 2
    assert match_change(change, EXPORT, cosine).reason == TOO_FAR
    assert match_change(change, EXPORT, cosine, shared_entity=True).reason == CLOSE_MEANING
