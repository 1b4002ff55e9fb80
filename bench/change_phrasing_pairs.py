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

# Written after the rule's constants were chosen on TOPICS, and never used to choose them: the
# bench reports them apart, as the rule's figures on words it was not fitted to.
HELD_OUT: tuple[Topic, ...] = (
    Topic(
        "container registry",
        "Docker images are pushed to Docker Hub.",
        (
            "We moved our Docker images from Docker Hub to GitHub Container Registry.",
            "Docker images now get pushed to Amazon ECR.",
            "Images are no longer pushed to Docker Hub; they go to Harbor.",
            "Docker Hub was replaced by Quay for our images.",
        ),
        (
            "Docker images are now built for arm64 as well as amd64.",
            "The image tags switched from dates to git SHAs.",
        ),
        (
            ("Helm charts moved from Docker Hub to an OCI bucket.", "helm charts"),
            ("Python packages are now pushed to a private index.", "python packages"),
        ),
    ),
    Topic(
        "book club",
        "The book club meets at Ana's flat on the first Thursday.",
        (
            "The book club moved from Ana's flat to the library café.",
            "Book club now meets at the library on the first Thursday.",
            "We no longer meet at Ana's for book club; it's at Joe's.",
            "Book club switched to the last Thursday of the month.",
        ),
        (
            "The book club is now reading only novels in translation.",
            "Book club dues went from 5 to 8 euros.",
        ),
        (
            ("The choir moved from Ana's flat to the church hall.", "choir"),
            ("The running group now meets on the first Thursday.", "running group"),
        ),
    ),
    Topic(
        "feature flags",
        "Feature flags are managed in LaunchDarkly.",
        (
            "We switched feature flags from LaunchDarkly to Unleash.",
            "Feature flags are now managed in Flagsmith.",
            "LaunchDarkly is no longer used for feature flags; we use GrowthBook.",
            "Feature flags moved off LaunchDarkly into our own config service.",
        ),
        (
            "Feature flags now expire after 90 days instead of living forever.",
            "Feature flag reviews moved from Fridays to Mondays.",
        ),
        (
            ("Experiments moved from LaunchDarkly to Optimizely.", "experiments"),
            ("Secrets are now managed in Vault.", "secrets"),
        ),
    ),
    Topic(
        "commute",
        "Lena cycles to work.",
        (
            "Lena switched from cycling to taking the train to work.",
            "Lena now drives to work.",
            "Lena no longer cycles to work since the move; she takes the bus.",
            "Lena stopped cycling to work and walks instead.",
        ),
        (
            "Lena moved from the sales team to marketing.",
            "Lena now works four days a week instead of five.",
        ),
        (
            ("Omar switched from cycling to running.", "omar"),
            ("The office bike shed is now locked at night.", "bike shed"),
        ),
    ),
    Topic(
        "error tracking",
        "Frontend errors are reported to Sentry.",
        (
            "Frontend errors moved from Sentry to Bugsnag.",
            "We now report frontend errors to Rollbar.",
            "Sentry was dropped in favour of Datadog RUM for frontend errors.",
            "Frontend errors are no longer sent to Sentry; Highlight collects them.",
        ),
        (
            "Frontend errors now page the on-call engineer instead of emailing.",
            "The frontend error sample rate went from 10% to 100%.",
        ),
        (
            ("Backend errors moved from Sentry to Honeycomb.", "backend errors"),
            ("Frontend performance is now reported to SpeedCurve.", "frontend performance"),
        ),
    ),
)

# Written after two change shapes ("stopped <doing>", "now get <done>") were added on seeing
# HELD_OUT's misses; never used to choose anything.
HELD_OUT_2: tuple[Topic, ...] = (
    Topic(
        "team chat",
        "The team chats on Slack.",
        (
            "The team moved from Slack to Microsoft Teams.",
            "We chat on Mattermost now.",
            "Slack is gone; the team talks on Discord.",
            "Our team chat switched over to Zulip this week.",
        ),
        (
            "The team now posts standup notes in a Slack thread instead of a call.",
            "The team's Slack workspace was renamed to quayside-hq.",
        ),
        (
            ("Customer support moved from Slack Connect to email.", "customer support"),
            ("The family group chat is now on Signal.", "family chat"),
        ),
    ),
    Topic(
        "gym",
        "Priya trains at the Eastside gym on Mondays.",
        (
            "Priya changed gyms: she trains at the climbing hall now.",
            "Priya no longer goes to the Eastside gym; she trains at home.",
            "Priya moved her Monday sessions to the Northgate gym.",
            "Priya has switched from the Eastside gym to swimming at the lido.",
        ),
        (
            "Priya now trains with a coach on Mondays.",
            "Priya's Monday session went from 45 minutes to an hour.",
        ),
        (
            ("The Eastside gym now opens at 6am.", "eastside gym"),
            ("Tom moved his Monday training to Wednesdays.", "tom"),
        ),
    ),
    Topic(
        "build tool",
        "The frontend is bundled with Webpack.",
        (
            "We migrated the frontend bundling from Webpack to Vite.",
            "The frontend is now bundled with esbuild.",
            "Webpack got replaced by Rspack for the frontend build.",
            "The frontend stopped using Webpack; Parcel bundles it now.",
        ),
        (
            "The frontend bundle size went from 900 kB to 450 kB.",
            "The frontend now targets ES2020 instead of ES5.",
        ),
        (
            ("The docs site moved from Webpack to Eleventy.", "docs site"),
            ("The backend is now built with Bazel.", "backend"),
        ),
    ),
    Topic(
        "landlord contact",
        "Rent questions go to the landlord, Mr Okafor.",
        (
            "Rent questions now go to the letting agency instead of Mr Okafor.",
            "Mr Okafor handed the flat over to Brightlet; rent questions go to them.",
            "Rent questions are no longer for Mr Okafor; his daughter manages the flat.",
            "The landlord changed: rent questions go to Mrs Lindqvist.",
        ),
        (
            "Rent went up from 950 to 1,020 a month.",
            "Mr Okafor now wants rent paid by standing order instead of cash.",
        ),
        (
            ("Repair requests now go to Mr Okafor's handyman.", "repairs"),
            ("Parking questions moved to the residents' association.", "parking"),
        ),
    ),
    Topic(
        "search engine",
        "Site search runs on Algolia.",
        (
            "Site search moved off Algolia onto Meilisearch.",
            "We replaced Algolia with Typesense for site search.",
            "Site search now runs on Postgres full-text search.",
            "Algolia no longer powers site search; Elasticsearch does.",
        ),
        (
            "Site search now shows results as you type.",
            "Site search's index went from nightly to hourly rebuilds.",
        ),
        (
            ("Help-centre search moved from Algolia to Zendesk Guide.", "help centre"),
            ("Internal wiki search now runs on Glean.", "wiki"),
        ),
    ),
)

# Written after the change language was widened on seeing HELD_OUT_2's misses ("is gone",
# "changed <things>", a closing "now", "handed over to"); never used to choose anything.
HELD_OUT_3: tuple[Topic, ...] = (
    Topic(
        "vet",
        "The cat goes to the Lindenhof vet practice.",
        (
            "We switched the cat to the vet on Bahnhofstrasse.",
            "The cat sees Dr Amrein at the new clinic now.",
            "The cat no longer goes to Lindenhof; we use the mobile vet.",
            "Lindenhof closed, so the cat's vet is now the animal hospital.",
        ),
        (
            "The cat now gets her vaccinations every three years instead of yearly.",
            "The cat's diet changed from dry food to wet food.",
        ),
        (
            ("The dog moved from Lindenhof to a vet in Wil.", "dog"),
            ("Lindenhof practice now opens on Saturdays.", "lindenhof"),
        ),
    ),
    Topic(
        "password manager",
        "The team's shared passwords live in 1Password.",
        (
            "Shared passwords moved from 1Password to Bitwarden.",
            "The team now keeps shared passwords in Keeper.",
            "We dropped 1Password; shared passwords are in Vaultwarden now.",
            "1Password was replaced by Dashlane for the team's passwords.",
        ),
        (
            "Shared passwords now rotate every 90 days.",
            "Access to shared passwords now needs a hardware key instead of SMS.",
        ),
        (
            ("Personal passwords moved from 1Password to the browser.", "personal passwords"),
            ("API tokens now live in AWS Secrets Manager.", "api tokens"),
        ),
    ),
    Topic(
        "newsroom deadline",
        "Copy for the print edition is due at 18:00.",
        (
            "The print copy deadline moved from 18:00 to 17:00.",
            "Print edition copy is now due at 16:30.",
            "Copy for print is no longer due at 18:00; the cut-off is 19:00.",
            "The print deadline changed to 17:30 from Monday.",
        ),
        (
            "The print edition now runs 32 pages instead of 40.",
            "Print copy now goes through two sub-editors instead of one.",
        ),
        (
            ("Web copy deadlines moved from 18:00 to rolling publication.", "web copy"),
            ("The podcast script is now due at 18:00.", "podcast"),
        ),
    ),
    Topic(
        "accounting",
        "The bookkeeping is done in Xero.",
        (
            "We moved the bookkeeping from Xero to FreeAgent.",
            "Bookkeeping is now done in Sage.",
            "The accountant switched our books over to QuickBooks.",
            "Xero is gone; the bookkeeping lives in Exact Online.",
        ),
        (
            "The bookkeeping is now done monthly instead of quarterly.",
            "Bookkeeping moved from Ines to an outside accountant.",
        ),
        (
            ("Payroll moved from Xero to Deel.", "payroll"),
            ("Expense receipts are now done in Pleo.", "expenses"),
        ),
    ),
    Topic(
        "choir rehearsal",
        "Choir rehearses in the school hall on Tuesday evenings.",
        (
            "Choir rehearsals moved from the school hall to St Mary's church.",
            "Choir now rehearses on Wednesday evenings.",
            "We no longer rehearse in the school hall; it's the community centre.",
            "Rehearsal night changed to Thursdays.",
        ),
        (
            "Choir now has a new conductor, Ms Berg.",
            "Choir subscriptions went from 60 to 75 a term.",
        ),
        (
            ("The chess club moved from the school hall to the library.", "chess club"),
            ("Band practice is now on Tuesday evenings.", "band"),
        ),
    ),
)
