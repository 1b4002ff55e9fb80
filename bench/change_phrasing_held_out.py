"""The held-out pairs of ``bench/change_phrasing.py``: topics written after the rule they
measure (the format: :class:`bench.change_phrasing_pairs.Topic`)."""

from __future__ import annotations

from bench.change_phrasing_pairs import Topic

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

# Written before the structural rule of issue 31 (the changed thing's subject, the head's value
# slot, key-noun stems) was built, in domains no earlier set used; never used to choose anything.
HELD_OUT_4: tuple[Topic, ...] = (
    Topic(
        "parcel carrier",
        "Outbound parcels are shipped with DHL.",
        (
            "We switched outbound parcels from DHL to UPS.",
            "Parcels go out with DPD now.",
            "We dropped DHL as our courier; Hermes collects now.",
            "Royal Mail took over our shipping.",
        ),
        (
            "Outbound parcel pickup moved from 4pm to 2pm.",
            "Outbound parcels now get a tracking text instead of an email.",
        ),
        (
            ("Returns moved from DHL to a drop-off shop in town.", "returns"),
            ("Pallets are now shipped with a freight forwarder.", "pallet freight"),
        ),
    ),
    Topic(
        "dad's medication",
        "Dad's blood pressure medication is amlodipine.",
        (
            "The GP switched Dad's blood pressure medication from amlodipine to losartan.",
            "Dad is on ramipril now.",
            "Dad no longer takes amlodipine; he takes candesartan.",
            "Dad's blood pressure pills were changed to lisinopril.",
        ),
        (
            "Dad's blood pressure medication moved from the morning to the evening.",
            "Dad's amlodipine dose went from 5 mg to 10 mg.",
        ),
        (
            ("Mum moved from amlodipine to nifedipine.", "mum's medication"),
            ("Dad's cholesterol medication changed to atorvastatin.", "dad's cholesterol"),
        ),
    ),
    Topic(
        "greenhouse tomatoes",
        "The greenhouse tomatoes are fed with seaweed fertiliser.",
        (
            "We switched the greenhouse tomatoes from seaweed to comfrey feed.",
            "The tomatoes get nettle tea now instead of seaweed.",
            "No more seaweed fertiliser for the tomatoes; they are fed with worm tea.",
            "The toms are on chicken manure pellets now.",
        ),
        (
            "The greenhouse tomatoes are now watered every morning instead of every evening.",
            "We changed the tomato variety from Moneymaker to Gardener's Delight.",
        ),
        (
            ("The roses moved from seaweed fertiliser to bone meal.", "roses"),
            ("The greenhouse now has an automatic window opener.", "greenhouse"),
        ),
    ),
    Topic(
        "year 9 maths",
        "Year 9 maths is taught by Mr Hale.",
        (
            "Year 9 maths moved from Mr Hale to Ms Osei.",
            "Ms Osei has taken over Year 9 maths.",
            "Mr Hale no longer teaches the Year 9 class; Mrs Dunn does now.",
            "Maths for Year 9 is now Mr Brandt's.",
        ),
        (
            "Year 9 maths moved from room 12 to the science block.",
            "Year 9 maths homework is now set on Fridays instead of Mondays.",
        ),
        (
            ("Year 10 maths moved from Mr Hale to Ms Osei.", "year 10 maths"),
            ("Mr Hale now runs the chess club.", "chess club"),
        ),
    ),
    Topic(
        "delivery van",
        "The delivery van is serviced at Kessler Garage.",
        (
            "We moved the delivery van's servicing from Kessler Garage to the Ford dealer.",
            "Kessler no longer services the van; Autohaus Meier does.",
            "The van now goes to QuickFit for its service.",
            "Maintenance switched to the workshop next to the depot.",
        ),
        (
            "The delivery van's service interval changed from 12 to 18 months.",
            "The delivery van switched from diesel to electric.",
        ),
        (
            ("The company car moved from Kessler Garage to a mobile mechanic.", "company car"),
            ("Kessler Garage now opens on Saturdays.", "kessler garage"),
        ),
    ),
)
