"""The pairs of ``bench/change_phrasing.py``: heads, the changes of each said many ways, and
near-misses that must not be staged as a head's change.

Each topic is a head (with the entity a writer would tag), four statements that change what it
says (worded differently: "switched from", "no longer", "now", "replaced", "moved off", ...),
two near-misses on the same entity that change another fact of it, and two that use the head's
words about another thing (each with an entity of its own).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Topic:
    entity: str
    head: str
    changes: tuple[str, ...]
    same_entity: tuple[str, ...]
    # (statement, its own entity)
    same_words: tuple[tuple[str, str], ...]


TOPICS: tuple[Topic, ...] = (
    Topic(
        "nightly export",
        "The nightly export writes to S3.",
        (
            "We switched the nightly export from S3 to GCS.",
            "The nightly export now writes to GCS.",
            "The nightly export no longer goes to S3; it lands in GCS.",
            "Moved the nightly export off S3 onto Google Cloud Storage.",
        ),
        (
            "The nightly export now starts at 3am instead of 1am.",
            "We switched the nightly export's owner from Dana to Priya.",
        ),
        (
            ("We switched the weekly import from FTP to SFTP.", "weekly import"),
            ("The audit logs no longer go to S3; they go to Loki.", "audit logs"),
        ),
    ),
    Topic(
        "billing queue",
        "The billing queue runs on RabbitMQ.",
        (
            "We moved the billing queue from RabbitMQ to NATS.",
            "Billing queue is now on NATS.",
            "RabbitMQ was replaced by NATS for the billing queue.",
            "The billing queue stopped using RabbitMQ last week; NATS took over.",
        ),
        (
            "The billing queue's retry limit went from 3 to 5.",
            "We renamed the billing queue's dead-letter topic to billing.failed.",
        ),
        (
            ("The search indexer moved from RabbitMQ to Kafka.", "search indexer"),
            ("The notification queue now runs on SQS.", "notification queue"),
        ),
    ),
    Topic(
        "ci pipeline",
        "CI runs on Jenkins.",
        (
            "We moved CI off Jenkins onto GitHub Actions.",
            "CI now runs on GitHub Actions.",
            "Jenkins was retired in favour of GitHub Actions for CI.",
            "Switched our CI from Jenkins to Buildkite.",
        ),
        (
            "CI now also runs the integration tests on every push.",
            "The CI pipeline's timeout changed from 30 to 45 minutes.",
        ),
        (
            ("The nightly backups moved off Jenkins to cron.", "nightly backups"),
            ("Release notes are now written in Notion instead of Confluence.", "release notes"),
        ),
    ),
    Topic(
        "standup",
        "The team standup is at 9:30 every weekday.",
        (
            "The standup moved from 9:30 to 10:00.",
            "Standup is now at 10 every weekday.",
            "We no longer hold the standup at 9:30; it's at 10:15.",
            "The team standup shifted to 11:00 starting Monday.",
        ),
        (
            "The standup moved from Zoom to Google Meet.",
            "Marta now runs the team standup instead of Ole.",
        ),
        (
            ("The design review moved from Tuesday to Thursday.", "design review"),
            ("The retro is now every other Friday at 9:30.", "retro"),
        ),
    ),
    Topic(
        "support email",
        "Customers reach support at help@quayside.example.",
        (
            "Support moved from help@quayside.example to support@quayside.example.",
            "The support address is now support@quayside.example.",
            "help@quayside.example no longer reaches support; use care@quayside.example.",
            "We replaced help@quayside.example with a contact form for support.",
        ),
        (
            "Support hours changed from 9-5 to 8-8.",
            "Support now answers within 4 hours instead of 24.",
        ),
        (
            ("Invoices now come from billing@quayside.example.", "invoices"),
            ("Press enquiries moved from press@ to media@quayside.example.", "press enquiries"),
        ),
    ),
    Topic(
        "primary database",
        "The primary database is PostgreSQL 14.",
        (
            "We upgraded the primary database from PostgreSQL 14 to 16.",
            "The primary database now runs PostgreSQL 16.",
            "The primary database is no longer on PostgreSQL 14; it was upgraded to 17.",
            "Migrated the primary database off Postgres 14 onto Postgres 16.",
        ),
        (
            "The primary database moved from the Frankfurt region to Dublin.",
            "Backups of the primary database now run every hour instead of daily.",
        ),
        (
            ("The analytics warehouse moved from Redshift to BigQuery.", "analytics warehouse"),
            ("The staging database was upgraded from MySQL 5.7 to 8.", "staging database"),
        ),
    ),
    Topic(
        "editor",
        "Ines writes code in Vim.",
        (
            "Ines switched from Vim to Helix.",
            "Ines now codes in VS Code.",
            "Ines no longer uses Vim; she moved to Zed.",
            "Ines replaced Vim with Neovim last month.",
        ),
        (
            "Ines moved from the platform team to the data team.",
            "Ines now works from Lisbon instead of Porto.",
        ),
        (
            ("Tom switched his shell from bash to fish.", "shell"),
            ("The docs site moved from Jekyll to Hugo.", "docs site"),
        ),
    ),
    Topic(
        "deploy window",
        "Production deploys happen on Tuesdays and Thursdays.",
        (
            "Production deploys moved from Tuesdays and Thursdays to every weekday.",
            "We now deploy to production any day except Friday.",
            "Production deploys are no longer limited to Tuesdays and Thursdays.",
            "Deploy days changed to Mondays and Wednesdays.",
        ),
        (
            "Production deploys now need two approvals instead of one.",
            "Deploys switched from Capistrano to Argo CD.",
        ),
        (
            ("The newsletter moved from Tuesdays to Thursdays.", "newsletter"),
            ("Office cleaning is now on Thursdays.", "office cleaning"),
        ),
    ),
    Topic(
        "payment provider",
        "Card payments go through Stripe.",
        (
            "We switched card payments from Stripe to Adyen.",
            "Card payments now go through Adyen.",
            "Stripe was replaced by Mollie for card payments.",
            "Card payments no longer use Stripe; Braintree handles them.",
        ),
        (
            "Card payment fees changed from 2.9% to 2.5%.",
            "Card payments now require 3-D Secure for every order.",
        ),
        (
            ("Payouts to sellers moved from Stripe Connect to Wise.", "payouts"),
            ("Subscriptions now go through Paddle.", "subscriptions"),
        ),
    ),
    Topic(
        "newsletter",
        "The newsletter is sent with Mailchimp.",
        (
            "We moved the newsletter from Mailchimp to Buttondown.",
            "The newsletter now goes out through Substack.",
            "Mailchimp was dropped for the newsletter in favour of Brevo.",
            "The newsletter stopped using Mailchimp; it's on ConvertKit.",
        ),
        (
            "The newsletter now goes out on Thursdays instead of Mondays.",
            "The newsletter switched from a weekly to a monthly issue.",
        ),
        (
            ("Transactional emails moved from Mailchimp to Postmark.", "transactional emails"),
            ("The event invitations are now sent with Luma.", "event invitations"),
        ),
    ),
    Topic(
        "office",
        "The Berlin office is on Torstrasse.",
        (
            "The Berlin office moved from Torstrasse to Kreuzberg.",
            "Our Berlin office is now at Oranienstrasse 12.",
            "We left Torstrasse; the Berlin office is in Friedrichshain now.",
            "The Berlin office relocated to Mitte last month.",
        ),
        (
            "The Berlin office now opens at 8 instead of 9.",
            "The Berlin office manager changed from Jonas to Lea.",
        ),
        (
            ("The Munich office moved from Sendling to Schwabing.", "munich office"),
            ("The Torstrasse cafe now opens on Sundays.", "cafe"),
        ),
    ),
    Topic(
        "on-call rotation",
        "On-call rotates weekly across the platform team.",
        (
            "On-call moved from weekly to daily rotation.",
            "The on-call rotation is now fortnightly.",
            "On-call no longer rotates weekly; it follows the sun across three regions.",
            "We switched on-call from a weekly rotation to a split day/night rota.",
        ),
        (
            "On-call paging moved from PagerDuty to Opsgenie.",
            "On-call now gets a day off after a night page.",
        ),
        (
            ("Code review duty moved from weekly to per-sprint.", "code review duty"),
            ("The platform team's planning is now fortnightly.", "planning"),
        ),
    ),
    Topic(
        "diet",
        "Amir is vegetarian.",
        (
            "Amir went from vegetarian to vegan this spring.",
            "Amir is now vegan.",
            "Amir is no longer vegetarian; he eats fish again.",
            "Amir stopped being vegetarian after the trip.",
        ),
        (
            "Amir moved from Leeds to York.",
            "Amir now works night shifts.",
        ),
        (
            ("The canteen is now fully vegetarian.", "canteen"),
            ("Sara went from vegan to vegetarian.", "sara"),
        ),
    ),
    Topic(
        "api versioning",
        "The public API is versioned in the URL path (/v1/).",
        (
            "We moved API versioning from the URL path to a header.",
            "The public API is now versioned with an Accept header.",
            "API versions are no longer in the URL path; clients send a version header.",
            "We replaced path versioning of the public API with date-based versions.",
        ),
        (
            "The public API rate limit went from 600 to 1200 requests a minute.",
            "The public API now requires OAuth instead of API keys.",
        ),
        (
            ("The internal admin API moved from REST to gRPC.", "admin api"),
            ("The docs URL path moved from /v1/docs to /reference.", "docs"),
        ),
    ),
    Topic(
        "hosting",
        "The marketing site is hosted on Netlify.",
        (
            "The marketing site moved from Netlify to Vercel.",
            "We now host the marketing site on Cloudflare Pages.",
            "Netlify no longer hosts the marketing site; it's on GitHub Pages.",
            "Migrated the marketing site off Netlify to S3 and CloudFront.",
        ),
        (
            "The marketing site switched from Gatsby to Astro.",
            "The marketing site's domain changed to quayside.example.",
        ),
        (
            ("The status page moved from Netlify to Statuspage.", "status page"),
            ("The blog is now hosted on Ghost.", "blog"),
        ),
    ),
    Topic(
        "invoice terms",
        "Invoices are due within 30 days.",
        (
            "Invoice terms changed from 30 to 14 days.",
            "Invoices are now due within 45 days.",
            "Invoices are no longer due in 30 days; the new terms are 60 days.",
            "We moved invoice payment terms to net 15.",
        ),
        (
            "Invoices are now sent as PDF instead of paper.",
            "Invoices switched from Xero to QuickBooks.",
        ),
        (
            ("Expense claims are now reimbursed within 30 days.", "expense claims"),
            ("The return window went from 30 to 60 days.", "returns"),
        ),
    ),
    Topic(
        "model",
        "The summariser uses gpt-4o-mini.",
        (
            "We switched the summariser from gpt-4o-mini to Claude Haiku.",
            "The summariser now uses Llama 3.1 8B.",
            "gpt-4o-mini was replaced by Mistral Small in the summariser.",
            "The summariser no longer calls gpt-4o-mini; it runs Qwen locally.",
        ),
        (
            "The summariser's context went from 8k to 32k tokens.",
            "The summariser now runs every hour instead of nightly.",
        ),
        (
            ("The classifier moved from gpt-4o-mini to a fine-tuned BERT.", "classifier"),
            ("The translation step now uses DeepL.", "translation"),
        ),
    ),
    Topic(
        "school run",
        "Noor picks the kids up from school on Wednesdays.",
        (
            "School pickup on Wednesdays moved from Noor to Karim.",
            "Karim now picks the kids up from school on Wednesdays.",
            "Noor no longer does the Wednesday school pickup; Grandma does.",
            "Wednesday pickup switched to Noor's sister.",
        ),
        (
            "The kids' school changed its finish time from 3:15 to 3:30.",
            "Noor now works from home on Fridays.",
        ),
        (
            ("Swimming lessons moved from Wednesdays to Saturdays.", "swimming"),
            ("Noor now picks up the groceries on Mondays.", "groceries"),
        ),
    ),
    Topic(
        "logging",
        "Application logs are shipped to Elasticsearch.",
        (
            "We moved application logs from Elasticsearch to Loki.",
            "Application logs now go to Datadog.",
            "Application logs are no longer shipped to Elasticsearch; OpenSearch took over.",
            "Replaced Elasticsearch with ClickHouse for application logs.",
        ),
        (
            "Application log retention went from 7 to 30 days.",
            "Application logs are now structured JSON instead of plain text.",
        ),
        (
            ("Product search moved from Elasticsearch to Typesense.", "product search"),
            ("Metrics are now shipped to Prometheus.", "metrics"),
        ),
    ),
    Topic(
        "style guide",
        "Headings in the docs use title case.",
        (
            "Docs headings switched from title case to sentence case.",
            "Headings in the docs now use sentence case.",
            "We no longer use title case for docs headings.",
            "Title case for headings was dropped in favour of sentence case.",
        ),
        (
            "The docs moved from British to American spelling.",
            "Code samples in the docs now use tabs instead of spaces.",
        ),
        (
            ("Button labels switched from title case to sentence case.", "button labels"),
            ("Slide titles now use title case.", "slides"),
        ),
    ),
)
