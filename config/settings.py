"""Settings for the memory service: one file, driven by environment variables.

With no ``DATABASE_URL`` / ``REDIS_URL`` the embedded servers of ``config.embedded`` are used
(``make run`` and the test set-up start them). Every variable is listed in docs/configuration.md.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlparse

from config import embedded, serving
from config.env import env_bool, env_float, env_int, env_list

BASE_DIR = Path(__file__).resolve().parent.parent


# Per-session planner settings for a latency-bound service on a few cores: JIT compilation
# and parallel workers cost more than the short queries they would speed up, and the working
# set is cached, so random reads are not four times a sequential one. A URL's own
# ``?options=`` wins.
#
# The HNSW search is configured here too: its beam, and pgvector's iterative index scans (a
# query filtered to one project keeps scanning until it has its k rows). Behind a pooler that
# drops startup options, set the same with ALTER ROLE ... SET (docs/deploy.md).
MEMORY_HNSW_EF_SEARCH = env_int("MEMORY_HNSW_EF_SEARCH", 100)
DB_SESSION_OPTIONS = os.environ.get(
    "MEMORY_DB_SESSION_OPTIONS",
    "-c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1 "
    f"-c hnsw.ef_search={MEMORY_HNSW_EF_SEARCH} -c hnsw.iterative_scan=strict_order",
)
# The statements every API read runs are prepared once per connection (memoryapp/db/prepared.py);
# off for a transaction-mode pooler that cannot keep prepared statements.
MEMORY_DB_PREPARE = env_bool("MEMORY_DB_PREPARE", True)


# One bounded pool per process (Django's psycopg pool). A web process needs a connection per
# request thread and per retrieval side thread (config/serving.py); a request that still finds
# none free waits MEMORY_DB_POOL_TIMEOUT seconds, then answers 503 unavailable.
MEMORY_DB_POOL_MAX = env_int("MEMORY_DB_POOL_MAX", serving.web_pool_max())
MEMORY_DB_POOL_TIMEOUT = env_float("MEMORY_DB_POOL_TIMEOUT", 3.0)
# The most connections web, worker and beat open together (health reports it).
MEMORY_CONNECTION_BUDGET = serving.connection_budget()
DB_POOL = {
    "min_size": min(2, MEMORY_DB_POOL_MAX),
    "max_size": MEMORY_DB_POOL_MAX,
    "timeout": MEMORY_DB_POOL_TIMEOUT,
    # Idle connections beyond min_size are closed after this long.
    "max_idle": 300.0,
    # A connection lost with the server (a restart, a failover) is replaced by attempts spaced
    # 1, 2, 4, 8 ... s apart: psycopg_pool's default keeps doubling for 300 s, so after an
    # outage of T s the next attempt could be T s away while the server was long back
    # (tests/config/test_faults.py). Giving an attempt up after 5 s keeps the spacing at 2 s at
    # most; a request that finds the pool short starts a new attempt at once.
    "reconnect_timeout": 5.0,
    "name": "memory",
}


def database_from_url(url: str, *, pool: dict[str, object] = DB_POOL) -> dict[str, object]:
    """``postgresql://user:pass@host:port/name?host=/socket/dir`` -> Django's DATABASES entry
    (with ``pool`` as its connection pool's options)."""
    parsed = urlparse(url)
    if parsed.scheme not in {"postgres", "postgresql", "pgsql"}:
        raise ValueError(f"DATABASE_URL must be a postgresql:// URL, not {parsed.scheme}://")
    query = {key: values[-1] for key, values in parse_qs(parsed.query).items()}
    host = query.pop("host", None) or unquote(parsed.hostname or "")
    port = query.pop("port", None) or (str(parsed.port) if parsed.port else "")
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": unquote(parsed.path.lstrip("/")) or "postgres",
        "USER": unquote(parsed.username or ""),
        "PASSWORD": unquote(parsed.password or ""),
        "HOST": host,
        "PORT": port,
        # Connections come from the process's pool (below) and go back to it after each
        # request; the pool checks a connection before lending it (CONN_HEALTH_CHECKS).
        "CONN_MAX_AGE": 0,
        "CONN_HEALTH_CHECKS": True,
        # Django's own cursors bind on the client and never prepare; this lets the cursors of
        # memoryapp/db/prepared.py prepare (None turns that off, see MEMORY_DB_PREPARE).
        "OPTIONS": {
            "options": DB_SESSION_OPTIONS,
            "prepare_threshold": 5 if MEMORY_DB_PREPARE else None,
            "pool": pool,
            **query,
        },
        "TEST": {"NAME": os.environ.get("MEMORY_TEST_DATABASE_NAME") or None},
    }


def celery_broker_from_redis_url(url: str) -> str:
    # redis-py spells a socket "unix://", kombu spells it "redis+socket://".
    if url.startswith("unix://"):
        return "redis+socket://" + url.removeprefix("unix://")
    return url


DEBUG = env_bool("DEBUG", False)
# `make run` keeps a generated key in .data/secret_key; production must set SECRET_KEY, and the
# web server refuses to start without one unless DEBUG is on (config.serving.check_secret_key).
SECRET_KEY_FROM_ENVIRONMENT = bool(os.environ.get("SECRET_KEY"))
SECRET_KEY = os.environ.get("SECRET_KEY") or "insecure-development-key-set-SECRET_KEY"
ALLOWED_HOSTS = [
    h.strip()
    for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")
    if h.strip()
]
CSRF_TRUSTED_ORIGINS = [
    o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()
]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "ninja",
    "memoryapp",
    "review",
]

MIDDLEWARE = [
    # First, so every response carries its request id and every request is counted and logged.
    "memoryapp.observability.requests.request_context",
    "django.middleware.security.SecurityMiddleware",
    "memoryapp.middleware.body_limit",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "memoryapp.middleware.DatabaseUnavailable",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = os.environ.get("DATABASE_URL") or embedded.embedded_database_url()
DATABASES = {"default": database_from_url(DATABASE_URL)}
# Streaming replicas of the primary: the read legs of /search and /context and the owner's list
# pages read there (memoryapp/db/replicas.py); writes never do. A replica that is down or lags more
# than MEMORY_REPLICA_MAX_LAG_SECONDS is skipped and the primary serves.
DATABASE_REPLICA_URLS = env_list("DATABASE_REPLICA_URLS")
for _number, _url in enumerate(DATABASE_REPLICA_URLS, start=1):
    # A replica that went away must not hold a request for the primary's full wait.
    DATABASES[f"replica{_number}"] = {
        **database_from_url(_url, pool={**DB_POOL, "timeout": 1.0}),
        "TEST": {"MIRROR": "default"},
    }
DATABASE_ROUTERS = ["memoryapp.db.replicas.ReadReplicaRouter"]
MEMORY_REPLICA_MAX_LAG_SECONDS = env_float("MEMORY_REPLICA_MAX_LAG_SECONDS", 5.0)
MEMORY_REPLICA_CHECK_SECONDS = env_float("MEMORY_REPLICA_CHECK_SECONDS", 1.0)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL") or embedded.embedded_redis_url()

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "/login/"
LOGIN_REDIRECT_URL = "/"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
# Only production sets STATIC_ROOT (and runs collectstatic); locally files come from finders.
STATIC_ROOT = os.environ.get("STATIC_ROOT") or None
STATICFILES_DIRS = [BASE_DIR / "static"]
# Serve straight from the app folders, so `make run` needs no collectstatic step.
WHITENOISE_USE_FINDERS = True

# Readable lines by default, one JSON object per line with LOG_FORMAT=json; both carry the
# request id (memoryapp/observability/logs.py). MEMORY_ACCESS_LOG=0 silences the line per request.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "text").strip().lower()
MEMORY_ACCESS_LOG = env_bool("MEMORY_ACCESS_LOG", True)
if LOG_FORMAT not in {"text", "json"}:
    raise ValueError(f"LOG_FORMAT must be text or json, not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "memoryapp.observability.logs.RequestIdFilter"}},
    "formatters": {
        "text": {
            "()": "memoryapp.observability.logs.TextFormatter",
            "format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s",
        },
        "json": {"()": "memoryapp.observability.logs.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request_id"],
            "formatter": LOG_FORMAT,
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {} if MEMORY_ACCESS_LOG else {"memory.request": {"level": "WARNING"}},
}
# Who may read GET /metrics besides an owner token: a scraper holding this secret.
MEMORY_METRICS_TOKEN = os.environ.get("MEMORY_METRICS_TOKEN", "")

# Celery: the broker is Redis; tasks carry ids and are idempotent (see memoryapp/tasks.py).
CELERY_BROKER_URL = celery_broker_from_redis_url(REDIS_URL)
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Tasks are published inside agents' requests (a captured turn queues its extraction after
# commit), so a dead or hung broker must cost a request a few seconds at most. kombu's Redis
# transport waits forever by default (no socket timeouts) and Celery retries a publish three
# times: a broker that accepted connections but never answered hung POST /events for good.
# Now a refused connection fails in about 0.2 s and a silent broker in at most two attempts of
# 2 s each. Nothing is lost when a publish fails: the run stays queued and the extraction
# sweeper sends it again. socket_timeout stays above the worker's 1 s BRPOP timeout.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": 3600,
    "socket_connect_timeout": 1,
    "socket_timeout": 2,
}
# One retry on a fresh connection (a pooled connection may be stale after a Redis restart).
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
}
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULE = {
    "extraction-sweep": {
        "task": "memory.extraction_sweep",
        "schedule": float(env_int("MEMORY_EXTRACTION_SWEEP_SECONDS", 120)),
    },
    "archive-stale": {
        "task": "memory.archive_stale",
        "schedule": float(env_int("MEMORY_ARCHIVE_SWEEP_SECONDS", 6 * 3600)),
    },
    "embed-backlog": {
        "task": "memory.embed_backlog",
        "schedule": float(env_int("MEMORY_EMBED_SWEEP_SECONDS", 300)),
    },
    "prune-traces": {
        "task": "memory.prune_traces",
        "schedule": float(env_int("MEMORY_TRACE_SWEEP_SECONDS", 6 * 3600)),
    },
    "expire-idle-working-memories": {
        "task": "memory.expire_idle_working_memories",
        "schedule": float(env_int("MEMORY_WORKING_SWEEP_SECONDS", 300)),
    },
}

# The memory engine.
MEMORY_OWNER_USERNAME = os.environ.get("MEMORY_OWNER_USERNAME") or "owner"
# A working memory whose session saw nothing new for this long is expired by the sweeper.
MEMORY_WORKING_IDLE_SECONDS = env_int("MEMORY_WORKING_IDLE_SECONDS", 24 * 3600)
MEMORY_EMBEDDINGS = os.environ.get("MEMORY_EMBEDDINGS", "local")
MEMORY_EMBEDDINGS_MODEL = os.environ.get("MEMORY_EMBEDDINGS_MODEL") or "all-MiniLM-L6-v2"
MEMORY_EMBEDDINGS_DIMENSIONS = env_int("MEMORY_EMBEDDINGS_DIMENSIONS", 384)
MEMORY_EMBEDDINGS_URL = os.environ.get("MEMORY_EMBEDDINGS_URL", "")
# Retrieval: candidates per leg, context defaults.
MEMORY_RETRIEVAL_CANDIDATES = env_int("MEMORY_RETRIEVAL_CANDIDATES", 50)
# Below this many memories in scope the dense leg searches exactly instead of through HNSW.
MEMORY_DENSE_EXACT_BELOW = env_int("MEMORY_DENSE_EXACT_BELOW", 3000)
# Outside a transaction the dense leg (query embedding, then its SQL) runs on a second
# connection while the lexical and entity legs run on the request's.
MEMORY_RETRIEVAL_PARALLEL = env_bool("MEMORY_RETRIEVAL_PARALLEL", True)
# Side threads per process for that (and for the query embedding); each may hold a connection.
MEMORY_RETRIEVAL_THREADS = serving.retrieval_threads()
MEMORY_RETRIEVAL_LEXICAL_CANDIDATES = env_int(
    "MEMORY_RETRIEVAL_LEXICAL_CANDIDATES", 2 * MEMORY_RETRIEVAL_CANDIDATES
)
# Fusion weight of each leg's scaled score (the entity leg's also scales with how specific its
# match is); see memoryapp/domain/fusion.py.
MEMORY_RETRIEVAL_WEIGHT_LEXICAL = float(os.environ.get("MEMORY_RETRIEVAL_WEIGHT_LEXICAL") or 1.0)
MEMORY_RETRIEVAL_WEIGHT_DENSE = float(os.environ.get("MEMORY_RETRIEVAL_WEIGHT_DENSE") or 1.0)
MEMORY_RETRIEVAL_WEIGHT_ENTITY = float(os.environ.get("MEMORY_RETRIEVAL_WEIGHT_ENTITY") or 1.0)
# Share of its session neighbours' scores a candidate gains (0: neighbours are not read), and
# whether dates and "when" in a query boost the candidates that fit (memoryapp/domain/time_cues.py).
MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD = env_float("MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD", 0.25)
# A memory up to this many characters (a turn of a conversation, a few sentences) gives and
# takes the whole spread; a longer one turn_chars / length of it (0: no limit; see
# docs/retrieval.md).
MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS = env_int("MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS", 500)
MEMORY_RETRIEVAL_TIME_CUES = env_bool("MEMORY_RETRIEVAL_TIME_CUES", True)
MEMORY_LEXICAL_BM25_K1 = float(os.environ.get("MEMORY_LEXICAL_BM25_K1") or 1.2)
MEMORY_LEXICAL_BM25_B = float(os.environ.get("MEMORY_LEXICAL_BM25_B") or 0.5)
# The lexical leg counts term statistics exactly below this many memories in scope; above it
# the rarest terms select about MEMORY_LEXICAL_SELECT_ROWS rows and the rest only score.
MEMORY_LEXICAL_EXACT_BELOW = env_int("MEMORY_LEXICAL_EXACT_BELOW", 5000)
MEMORY_LEXICAL_SELECT_ROWS = env_int("MEMORY_LEXICAL_SELECT_ROWS", 500)
MEMORY_CONTEXT_BUDGET_TOKENS = env_int("MEMORY_CONTEXT_BUDGET_TOKENS", 1500)
MEMORY_CONTEXT_MAX_ITEMS = env_int("MEMORY_CONTEXT_MAX_ITEMS", 20)
# Ingesting documents (docs/ingestion.md): a file is read up to this many bytes, a folder of
# more files than this is refused before anything is written.
MEMORY_INGEST_MAX_FILE_BYTES = env_int("MEMORY_INGEST_MAX_FILE_BYTES", 262_144)
MEMORY_INGEST_MAX_FILES = env_int("MEMORY_INGEST_MAX_FILES", 5000)
# A project's frame (docs/frames.md) may shape /context; off: every frame is only recorded.
MEMORY_FRAMES = env_bool("MEMORY_FRAMES", True)
# Where the owner opens this service (e.g. https://memory.example.org) when the address an
# agent calls is not it (a proxy, a tunnel); empty: the calling request's own scheme and host.
# Only /context's ``review.url`` uses it.
MEMORY_PUBLIC_URL = os.environ.get("MEMORY_PUBLIC_URL", "").rstrip("/")
MEMORY_EMBEDDINGS_API_KEY = os.environ.get("MEMORY_EMBEDDINGS_API_KEY", "")
MEMORY_EMBEDDINGS_TIMEOUT = float(os.environ.get("MEMORY_EMBEDDINGS_TIMEOUT") or 10)
# The openai provider tells the server whether it embeds a query or a stored text
# ("input_type": "query" / "document"), for asymmetric models; OpenAI itself rejects the field.
MEMORY_EMBEDDINGS_INPUT_TYPE = env_bool("MEMORY_EMBEDDINGS_INPUT_TYPE", False)
# Local MiniLM: embed search queries with the int8-quantized model (stored texts stay fp32).
MEMORY_EMBEDDINGS_QUERY_INT8 = env_bool("MEMORY_EMBEDDINGS_QUERY_INT8", True)
# The extraction model (OpenAI-compatible chat completions); unset = extraction runs dark.
MEMORY_LLM_URL = os.environ.get("MEMORY_LLM_URL", "")
MEMORY_LLM_MODEL = os.environ.get("MEMORY_LLM_MODEL", "")
MEMORY_LLM_API_KEY = os.environ.get("MEMORY_LLM_API_KEY", "")
MEMORY_LLM_TIMEOUT = float(os.environ.get("MEMORY_LLM_TIMEOUT") or 60)
# The evaluation's optional reader (manage.py evaluate --reader openai): an OpenAI-compatible
# chat model configured like extraction's; each unset one falls back to its MEMORY_LLM_* value.
MEMORY_READER_URL = os.environ.get("MEMORY_READER_URL", "")
MEMORY_READER_MODEL = os.environ.get("MEMORY_READER_MODEL", "")
MEMORY_READER_API_KEY = os.environ.get("MEMORY_READER_API_KEY", "")
MEMORY_READER_TIMEOUT = os.environ.get("MEMORY_READER_TIMEOUT", "")
# A claimed extraction run whose worker vanished is taken again after this long.
MEMORY_EXTRACTION_LEASE_SECONDS = env_int("MEMORY_EXTRACTION_LEASE_SECONDS", 600)
# Queued or retrying runs older than this are re-sent by the sweeper (a lost broker message).
MEMORY_EXTRACTION_STALE_SECONDS = env_int("MEMORY_EXTRACTION_STALE_SECONDS", 900)
# ContextTraces older than this are deleted by the beat job memory.prune_traces (0: keep all).
MEMORY_TRACE_RETENTION_DAYS = env_int("MEMORY_TRACE_RETENTION_DAYS", 90)
# At most this many characters of a turn's transcript reach the model (the events keep it all).
MEMORY_EXTRACTION_MAX_TURN_CHARS = env_int("MEMORY_EXTRACTION_MAX_TURN_CHARS", 12000)
# Tools whose results are trusted like the speakers' words; every other tool's output (a web
# page, a file, a document, a command) makes what is extracted from its turn untrusted.
MEMORY_TRUSTED_TOOLS = frozenset(env_list("MEMORY_TRUSTED_TOOLS"))


def env_days(name: str, default: int) -> dict[str, int]:
    """``"180"`` (``{"*": 180}``), or ``"180,episodic=365"`` / ``"semantic=90"`` (a type named
    is archived after its own days; ``*`` is the default for the others)."""
    raw = os.environ.get(name) or str(default)
    days = {"*": default}
    for part in raw.split(","):
        key, _, value = part.rpartition("=")
        days[key.strip() or "*"] = int(value)
    return days


# Active memories neither retrieved nor confirmed for this many days are archived: "*" for the
# types whose rule says they go stale (semantic, procedural); a type that does not expire
# (episodic) only when named (memoryapp.domain.types.archive_after_days).
MEMORY_ARCHIVE_AFTER_DAYS = env_days("MEMORY_ARCHIVE_AFTER_DAYS", 180)


def env_rate(name: str, default: str) -> tuple[int, int]:
    """``"600/60"`` -> (600 requests, per 60 seconds); ``0`` turns the limit off."""
    raw = os.environ.get(name) or default
    count, _, seconds = raw.partition("/")
    return int(count), int(seconds or 60)


# The agent API.
MEMORY_API_RATE_LIMIT = env_rate("MEMORY_API_RATE_LIMIT", "600/60")
# GET /metrics, per credential (the metrics secret, each owner token): a scraper every 15 s
# uses 4 of these a minute.
MEMORY_METRICS_RATE_LIMIT = env_rate("MEMORY_METRICS_RATE_LIMIT", "60/60")
MEMORY_API_MAX_BODY_BYTES = env_int("MEMORY_API_MAX_BODY_BYTES", 1_000_000)
MEMORY_API_MAX_IMPORT_BYTES = env_int("MEMORY_API_MAX_IMPORT_BYTES", 20_000_000)
MEMORY_API_MAX_EVENTS = env_int("MEMORY_API_MAX_EVENTS", 200)
MEMORY_API_MAX_IMPORT_LINES = env_int("MEMORY_API_MAX_IMPORT_LINES", 10_000)
# The sign-in page: this many failed passwords per account, and per client address, within
# the window (seconds, from the first failure) lock that account or address out until it ends.
MEMORY_LOGIN_FAILURES = env_rate("MEMORY_LOGIN_FAILURES", "10/900")
# The owner's pages and everything anonymous (the login form): a form is a few kilobytes.
MEMORY_PAGE_MAX_BODY_BYTES = env_int("MEMORY_PAGE_MAX_BODY_BYTES", 262_144)
# Django refuses to read bodies above this; the API's own limits are checked first.
DATA_UPLOAD_MAX_MEMORY_SIZE = MEMORY_API_MAX_IMPORT_BYTES
