"""The statements ``bench/longmsg_corpus.py`` plants in its long messages, with their questions.

Per topic, facts (a statement, a question worded with the statement's words, a question worded
without them, the values its ``{v}`` slot draws from); then stated preferences and two-message
facts. The prose around them comes from ``bench/longmsg_vocab.py``.
"""

from __future__ import annotations

# A planted fact: (statement, question with its words, question without them, values).
FACTS: dict[str, list[tuple[str, str, str, list[str]]]] = {
    "databases": [
        (
            "For the record, the {svc} database keeps its write-ahead log for {n} hours before "
            "it is archived.",
            "How many hours does the {svc} database keep its write-ahead log?",
            "How long are {svc}'s transaction journals retained before they move off?",
            [],
        ),
        (
            "We settled on a pool of {n} server connections per pgbouncer instance for {svc}.",
            "How many server connections does each pgbouncer instance get for {svc}?",
            "What is the size of the proxy's backend slots for {svc}?",
            [],
        ),
        (
            "The {svc} replica lives in the {v} region and is promoted by Patroni on failure.",
            "In which region does the {svc} replica live?",
            "Where geographically is the standby copy of {svc} kept?",
            ["Frankfurt", "Oregon", "Singapore", "Sao Paulo", "Dublin", "Sydney"],
        ),
        (
            "The slow query on {svc} turned out to be a missing index on the {v} column.",
            "Which missing index column caused the slow query on {svc}?",
            "What field lacked a lookup structure in {svc}, making reads crawl?",
            ["customer_id", "created_at", "tenant_uuid", "order_ref", "email_hash"],
        ),
    ],
    "networking": [
        (
            "The idle timeout on the {svc} load balancer is now {n} seconds, up from the default.",
            "What is the idle timeout on the {svc} load balancer?",
            "After how long does the traffic distributor in front of {svc} drop quiet sockets?",
            [],
        ),
        (
            "All of {svc}'s internal traffic goes through {v} as the sidecar proxy.",
            "Which sidecar proxy carries {svc}'s internal traffic?",
            "What sits next to each {svc} container relaying calls between pods?",
            ["Envoy", "Linkerd", "Cilium", "HAProxy"],
        ),
        (
            "The MTU on the {svc} VPN tunnel had to be lowered to {n} bytes to stop fragmentation.",
            "What MTU did the {svc} VPN tunnel need?",
            "To what packet size limit was the encrypted link for {svc} reduced?",
            [],
        ),
        (
            "DNS for {svc} is served by {v} with a cache of thirty seconds.",
            "Which DNS server resolves names for {svc}?",
            "What answers hostname lookups for {svc}?",
            ["CoreDNS", "Unbound", "dnsmasq", "Route 53"],
        ),
    ],
    "frontend": [
        (
            "The {svc} dashboard bundle must stay under {n} kilobytes gzipped; CI fails above it.",
            "What is the gzipped bundle limit for the {svc} dashboard?",
            "How big may the compressed script payload of {svc}'s web UI grow before the build "
            "breaks?",
            [],
        ),
        (
            "We moved {svc}'s state management from Redux to {v} last sprint.",
            "Which library replaced Redux for {svc}'s state management?",
            "What does {svc} now keep its client-side store in?",
            ["Zustand", "MobX", "Jotai", "Recoil", "XState"],
        ),
        (
            "The {svc} login form debounces validation by {n} milliseconds.",
            "How many milliseconds does the {svc} login form debounce validation?",
            "What delay do we wait before checking what someone typed on {svc}'s sign-in page?",
            [],
        ),
        (
            "End-to-end tests for {svc} run on {v} in three parallel shards.",
            "Which tool runs the end-to-end tests for {svc}?",
            "What browser automation drives {svc}'s full-journey checks?",
            ["Playwright", "Cypress", "WebdriverIO", "Puppeteer"],
        ),
    ],
    "ml": [
        (
            "The {svc} ranking model is retrained every {n} days on a rolling window.",
            "How often is the {svc} ranking model retrained?",
            "At what cadence do we refresh the recommender behind {svc}?",
            [],
        ),
        (
            "For {svc} the classifier's decision threshold was set to 0.{n} after calibration.",
            "What decision threshold does the {svc} classifier use?",
            "Above which probability does {svc}'s predictor flag an item?",
            [],
        ),
        (
            "The {svc} embeddings are served from {v} behind the inference gateway.",
            "Which server hosts the {svc} embeddings?",
            "Where do the vector representations for {svc} get computed at request time?",
            ["Triton", "TorchServe", "ONNX Runtime", "BentoML", "Ray Serve"],
        ),
        (
            "Training for {svc} uses a batch size of {n} with gradient accumulation.",
            "What batch size does {svc} training use?",
            "How many examples go into each optimisation step when fitting {svc}?",
            [],
        ),
    ],
    "devops": [
        (
            "The {svc} deployment keeps {n} replicas at minimum, even at night.",
            "What is the minimum replica count for the {svc} deployment?",
            "How many copies of {svc} stay up during the quietest hours?",
            [],
        ),
        (
            "{svc} release artifacts are pushed to {v} and signed with cosign.",
            "Where are {svc} release artifacts pushed?",
            "Which registry stores the built images we ship for {svc}?",
            ["Harbor", "Artifactory", "GitHub Packages", "ECR", "Quay"],
        ),
        (
            "Log retention for {svc} is {n} days in the hot tier, then cold storage.",
            "How many days of {svc} logs are kept in the hot tier?",
            "For how long can we search recent output from {svc} quickly before it is archived?",
            [],
        ),
        (
            "The {svc} pipeline's integration stage takes about {n} minutes on a warm cache.",
            "How long does the integration stage of the {svc} pipeline take?",
            "What is the duration of {svc}'s CI step that exercises components together?",
            [],
        ),
    ],
    "security": [
        (
            "Secrets for {svc} are rotated every {n} days by a scheduled job in Vault.",
            "How often are the secrets for {svc} rotated?",
            "At what interval do {svc}'s credentials get replaced automatically?",
            [],
        ),
        (
            "Access to {svc} production requires {v} in addition to SSO.",
            "What does access to {svc} production require in addition to SSO?",
            "Beyond the company login, what second factor gates {svc}'s live systems?",
            ["a hardware key", "a TOTP code", "a push approval", "a client certificate"],
        ),
        (
            "{svc} sessions expire after {n} minutes of inactivity.",
            "After how many minutes of inactivity do {svc} sessions expire?",
            "When does an idle user of {svc} get logged out?",
            [],
        ),
        (
            "The {svc} images are scanned by {v} on every merge to main.",
            "Which scanner checks the {svc} images on merge?",
            "What tool looks for known vulnerabilities in {svc}'s containers?",
            ["Trivy", "Grype", "Snyk", "Clair"],
        ),
    ],
}

# A stated preference (the user's): (statement, question with its words, question without).
PREFERENCES: list[tuple[str, str, str, list[str]]] = [
    (
        "Personally I prefer {v} over the alternatives for writing migrations; it keeps the "
        "history readable.",
        "Which tool do I prefer for writing migrations?",
        "What do I like to use when evolving the schema?",
        ["Alembic", "Flyway", "Liquibase", "sqitch"],
    ),
    (
        "I would rather we use {v} for dashboards; I find the others clumsy.",
        "What do I prefer for dashboards?",
        "Which charting product did I say I like for monitoring views?",
        ["Grafana", "Kibana", "Datadog", "Superset"],
    ),
    (
        "Please keep answers in {v} when you show code, that is what our team reads best.",
        "Which language should code in answers be in?",
        "In what programming language do I want examples?",
        ["Go", "Rust", "TypeScript", "Python", "Kotlin"],
    ),
    (
        "I really dislike YAML-heavy setups, so I favour {v} for configuration.",
        "What do I favour for configuration?",
        "Which format did I pick for settings files instead of YAML?",
        ["TOML", "Jsonnet", "CUE", "HCL"],
    ),
    (
        "My preference is to review infrastructure changes through {v} rather than by hand.",
        "How do I prefer to review infrastructure changes?",
        "What did I say we should use to look over cloud resource edits?",
        ["Atlantis", "Terraform Cloud", "Spacelift", "env0"],
    ),
    (
        "I like {v} as the editor for the whole team, please assume it in instructions.",
        "Which editor do I like for the team?",
        "What code-writing program should instructions assume?",
        ["Neovim", "VS Code", "Emacs", "Zed", "Helix"],
    ),
    (
        "For incident notes I prefer {v} over long prose, it is quicker to scan.",
        "What do I prefer for incident notes?",
        "How should outage write-ups be shaped, by my choice?",
        ["bullet timelines", "a fixed template", "tables", "short checklists"],
    ),
    (
        "I'd much rather run local services with {v} than with ad-hoc scripts.",
        "What would I rather run local services with?",
        "Which tool did I choose to start things on my laptop?",
        ["docker compose", "Tilt", "devcontainers", "Nix shells"],
    ),
]

# Two facts in two messages, one question over both: (first, second, with words, without).
PAIRS: list[tuple[str, str, str, str, list[str]]] = [
    (
        "{svc} order events now go through {v} instead of the old queue.",
        "The {v} topic for {svc} keeps messages for {n} hours.",
        "Which broker carries {svc} order events, and how long does its topic keep messages?",
        "What relays {svc}'s purchase notifications between services, and for how long are "
        "they held?",
        ["Pub/Sub", "Kafka", "RabbitMQ", "NATS", "Kinesis"],
    ),
    (
        "We migrated {svc}'s cache from Memcached to {v}.",
        "{svc}'s {v} cache evicts with an LRU policy at {n} megabytes.",
        "Which cache replaced Memcached for {svc}, and at what size does it evict?",
        "What in-memory store does {svc} use now, and how much can it hold before dropping "
        "entries?",
        ["Redis", "Valkey", "Dragonfly", "KeyDB"],
    ),
    (
        "The {svc} search index was rebuilt on {v}.",
        "Reindexing {svc} on {v} takes about {n} minutes for the full catalogue.",
        "What engine is the {svc} search index on, and how long does a full reindex take?",
        "What powers {svc}'s lookup over the catalogue, and how long is a complete rebuild?",
        ["OpenSearch", "Elasticsearch", "Meilisearch", "Typesense", "Vespa"],
    ),
    (
        "{svc} background jobs moved to {v}.",
        "{svc}'s {v} workers run with a concurrency of {n}.",
        "What runs {svc} background jobs, and with what concurrency?",
        "Which system processes {svc}'s asynchronous work, and how many tasks at once?",
        ["Celery", "Sidekiq", "Temporal", "RQ", "Dramatiq"],
    ),
]
