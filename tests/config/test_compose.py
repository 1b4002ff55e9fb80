"""compose.yaml against the code, without Docker and without a database.

The file is read with ``yaml.safe_load`` and its ``${...}`` references are resolved the way
``docker compose`` resolves them. Then: the services exist; web, worker and beat run exactly the
command lines ``config/serving.py`` builds (which ``make run`` runs too); the worker gets
``worker_env()``; every variable the file names is one the code reads (or, for the postgres and
redis services, one their image reads); the app services get the database, the broker and a
secret key that has no default; PostgreSQL is 17 or newer; migrate runs before the rest; and
docs/deploy.md shows the same command lines.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
import yaml

from config import serving

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "compose.yaml"
DEPLOY_DOC = ROOT / "docs" / "deploy.md"

EXPECTED_SERVICES = {"postgres", "redis", "migrate", "web", "worker", "beat"}
APP_SERVICES = ("migrate", "web", "worker", "beat")
APP_IMAGE = "memory-service:latest"
BEAT_SCHEDULE = Path("/data/celerybeat-schedule")
# Variables the images themselves read, allowed only in those images' own services.
IMAGE_VARIABLES: dict[str, set[str]] = {
    "postgres": {"POSTGRES_PASSWORD", "POSTGRES_DB", "POSTGRES_USER"},
    "redis": set(),
}
# Variables that hold a secret: compose must refuse to start without them (`${NAME:?...}`).
SECRETS = ("SECRET_KEY", "POSTGRES_PASSWORD")
# The sizes config/serving.py reads; unset here so that compose's defaults meet the code's.
SIZES = (
    "MEMORY_WEB_WORKERS",
    "MEMORY_WEB_THREADS",
    "MEMORY_RETRIEVAL_THREADS",
    "MEMORY_WORKER_CONCURRENCY",
)

_READS = re.compile(
    r"""(?:\bos\.environ\.get\(|\bos\.environ\[|\benv_(?:int|bool|float|list|days|rate)\()"""
    r"""\s*["']([A-Z][A-Z0-9_]*)["']"""
)
_REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}")
# A variable left in the file as a comment (`# DATABASE_REPLICA_URLS: ...`) is named there too.
_COMMENTED_VARIABLE = re.compile(r"^\s*#\s*([A-Z][A-Z0-9]*_[A-Z0-9_]+)\s*:", re.MULTILINE)


def variables_the_code_reads() -> set[str]:
    """Every environment variable read by name in config/*.py and memoryapp/**/*.py."""
    files = [*sorted((ROOT / "config").glob("*.py")), *sorted((ROOT / "memoryapp").rglob("*.py"))]
    return {name for path in files for name in _READS.findall(path.read_text())}


def interpolate(text: str, environ: Mapping[str, str]) -> str:
    """``text`` with ``${NAME}``, ``${NAME:-default}``, ``${NAME-default}``, ``${NAME:?error}``,
    ``${NAME?error}`` and ``$$`` resolved from ``environ`` as compose does; a required variable
    that is missing becomes ``<NAME>`` (compose would stop with the error instead)."""

    def resolve(match: re.Match[str]) -> str:
        name, operator, argument = match.group(1), match.group(2), match.group(3)
        value = environ.get(name)
        missing = not value if operator in (":-", ":?") else value is None
        if operator and missing:
            return argument if operator.endswith("-") else f"<{name}>"
        return value or ""

    return _REFERENCE.sub(resolve, text.replace("$$", "\0")).replace("\0", "$")


def resolved(node: Any, environ: Mapping[str, str]) -> Any:
    if isinstance(node, str):
        return interpolate(node, environ)
    if isinstance(node, list):
        return [resolved(item, environ) for item in node]
    if isinstance(node, dict):
        return {key: resolved(value, environ) for key, value in node.items()}
    return node


def raw_compose() -> dict[str, Any]:
    document = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(document, dict), "compose.yaml is not a YAML mapping"
    assert isinstance(document.get("services"), dict), "compose.yaml has no services mapping"
    return document


def services(environ: Mapping[str, str] | None = None) -> dict[str, dict[str, Any]]:
    """The services with every reference resolved from ``environ`` (compose's defaults when
    it is empty)."""
    found: dict[str, dict[str, Any]] = resolved(raw_compose()["services"], environ or {})
    return found


def environment(service: Mapping[str, Any]) -> dict[str, str]:
    """A service's environment as a mapping, whether written as a mapping or as a list."""
    env = service.get("environment") or {}
    if isinstance(env, list):
        return dict(item.partition("=")[::2] for item in env)
    return {str(key): "" if value is None else str(value) for key, value in env.items()}


def in_a_container(command: list[str]) -> list[str]:
    """A command line built here, as the image runs it: ``python`` instead of this interpreter."""
    return ["python" if part == sys.executable else part for part in command]


@pytest.fixture(autouse=True)
def default_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in SIZES:
        monkeypatch.delenv(name, raising=False)


def test_every_service_is_there() -> None:
    missing = EXPECTED_SERVICES - set(raw_compose()["services"])
    assert not missing, f"compose.yaml lacks the services {sorted(missing)}"


def test_the_app_services_run_the_service_image_and_build_nothing() -> None:
    for name in APP_SERVICES:
        service = services()[name]
        assert service.get("image") == APP_IMAGE, (
            f"{name} runs image {service.get('image')!r}, not {APP_IMAGE!r}"
        )
        assert "build" not in service, (
            f"{name} has a build section, but the repository has no Dockerfile (docs/deploy.md "
            "gives it; the image is built with docker build)"
        )


def test_web_worker_and_beat_run_the_command_lines_config_serving_builds() -> None:
    found = services()
    expected = {
        "web": in_a_container(serving.web_command(host="0.0.0.0", port=8000)),
        "worker": in_a_container(serving.worker_command()),
        "beat": in_a_container(serving.beat_command(BEAT_SCHEDULE)),
    }
    for name, command in expected.items():
        assert found[name].get("command") == command, (
            f"{name}'s command in compose.yaml is {found[name].get('command')!r}, but "
            f"config/serving.py builds {command!r}"
        )


def test_the_worker_command_follows_memory_worker_concurrency(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MEMORY_WORKER_CONCURRENCY", "5")
    command = services({"MEMORY_WORKER_CONCURRENCY": "5"})["worker"].get("command")
    assert command == in_a_container(serving.worker_command()), (
        f"with MEMORY_WORKER_CONCURRENCY=5 the worker runs {command!r}, not "
        f"{in_a_container(serving.worker_command())!r}"
    )


def test_compose_defaults_the_sizes_as_config_serving_does() -> None:
    code = {
        "MEMORY_WEB_WORKERS": str(serving.web_workers()),
        "MEMORY_WEB_THREADS": str(serving.web_threads()),
        "MEMORY_WORKER_CONCURRENCY": str(serving.worker_concurrency()),
    }
    compared: set[str] = set()
    for name in APP_SERVICES:
        env = environment(services()[name])
        for variable, default in code.items():
            if variable in env:
                compared.add(variable)
                assert env[variable] == default, (
                    f"{name} defaults {variable} to {env[variable]!r}; config/serving.py "
                    f"defaults it to {default}"
                )
    assert compared == set(code), f"no app service sets {sorted(set(code) - compared)}"


def test_the_worker_gets_worker_env() -> None:
    env = environment(services()["worker"])
    assert serving.worker_env(), "worker_env() sets nothing to compare"
    for variable, value in serving.worker_env().items():
        assert env.get(variable) == value, (
            f"the worker's {variable} is {env.get(variable)!r}; config.serving.worker_env() "
            f"sets {value!r}"
        )


def test_every_variable_compose_names_is_one_the_code_reads() -> None:
    read = variables_the_code_reads()
    assert {"DATABASE_URL", "SECRET_KEY", "MEMORY_WEB_WORKERS"} <= read, (
        f"the scan of the sources found too little to judge by: {sorted(read)}"
    )
    for name, service in raw_compose()["services"].items():
        allowed = read | IMAGE_VARIABLES.get(name, set())
        unknown = set(environment(service)) - allowed
        assert not unknown, (
            f"{name} sets {sorted(unknown)}, which no code reads (config/, memoryapp/)"
            + (
                f" and which is not among its image's variables allowed here "
                f"({sorted(IMAGE_VARIABLES[name])})"
                if name in IMAGE_VARIABLES
                else ""
            )
        )
    text = COMPOSE.read_text()
    everything_allowed = read.union(*IMAGE_VARIABLES.values())
    referenced = {match.group(1) for match in _REFERENCE.finditer(text)}
    unknown = referenced - everything_allowed
    assert not unknown, f"compose.yaml refers to ${{{sorted(unknown)}}}, which nothing reads"
    commented = set(_COMMENTED_VARIABLE.findall(text))
    unknown = commented - read
    assert not unknown, f"compose.yaml suggests {sorted(unknown)} in a comment; no code reads it"


def test_the_app_services_get_the_database_the_broker_and_a_secret_key() -> None:
    found = services()
    for name in APP_SERVICES:
        env = environment(found[name])
        for variable in ("DATABASE_URL", "REDIS_URL", "SECRET_KEY"):
            assert env.get(variable), f"{name} does not set {variable}"
        database = urlparse(env["DATABASE_URL"])
        assert database.scheme in {"postgres", "postgresql"}, (
            f"{name}'s DATABASE_URL is not a postgresql:// URL: {env['DATABASE_URL']!r}"
        )
        assert database.hostname == "postgres", (
            f"{name}'s DATABASE_URL goes to {database.hostname!r}, not the postgres service"
        )
        broker = urlparse(env["REDIS_URL"])
        assert (broker.scheme, broker.hostname) == ("redis", "redis"), (
            f"{name}'s REDIS_URL is {env['REDIS_URL']!r}, not redis://redis:..."
        )


def test_no_secret_has_a_default_in_the_file() -> None:
    text = COMPOSE.read_text()
    referenced: set[str] = set()
    for match in _REFERENCE.finditer(text):
        if match.group(1) in SECRETS:
            referenced.add(match.group(1))
            assert match.group(2) in {":?", "?"}, (
                f"{match.group(0)} gives {match.group(1)} a default or lets it be empty: "
                f"write ${{{match.group(1)}:?...}} so compose refuses to start without it"
            )
    assert referenced == set(SECRETS), f"compose.yaml never refers to {set(SECRETS) - referenced}"
    postgres = environment(raw_compose()["services"]["postgres"])
    assert postgres.get("POSTGRES_PASSWORD", "").startswith("${POSTGRES_PASSWORD:?"), (
        "the postgres service must take POSTGRES_PASSWORD from the environment, required"
    )
    for name in APP_SERVICES:
        secret = environment(raw_compose()["services"][name]).get("SECRET_KEY", "")
        assert secret.startswith("${SECRET_KEY:?"), (
            f"{name}'s SECRET_KEY is {secret!r}; it must be ${{SECRET_KEY:?...}} (required)"
        )


def test_postgres_is_17_or_newer_with_pgvector_and_keeps_its_data() -> None:
    postgres = services()["postgres"]
    image = str(postgres.get("image", ""))
    repository, _, tag = image.partition(":")
    assert repository == "pgvector/pgvector", f"postgres runs {image!r}, not a pgvector image"
    major = re.search(r"pg(\d+)", tag)
    assert major, f"the postgres image tag {tag!r} does not say its PostgreSQL major version"
    assert int(major.group(1)) >= 17, f"postgres is PostgreSQL {major.group(1)}; 17+ is needed"
    test = postgres.get("healthcheck", {}).get("test", [])
    assert "pg_isready" in test, f"postgres's healthcheck is {test!r}, not pg_isready"
    volumes = [str(v) for v in postgres.get("volumes", [])]
    # From 18 on the image keeps its data under /var/lib/postgresql/<major>/docker.
    target = "/var/lib/postgresql" if int(major.group(1)) >= 18 else "/var/lib/postgresql/data"
    named = set(raw_compose().get("volumes") or {})
    assert any(v.split(":")[1:2] == [target] and v.split(":")[0] in named for v in volumes), (
        f"postgres keeps no named volume at {target}: {volumes!r}"
    )


def test_migrate_runs_once_before_web_worker_and_beat() -> None:
    found = services()
    migrate = found["migrate"]
    assert migrate.get("command") == ["python", "manage.py", "migrate", "--noinput"], (
        f"migrate runs {migrate.get('command')!r}"
    )
    assert str(migrate.get("restart", "no")) == "no", "migrate is one-shot: restart must be no"
    condition = (migrate.get("depends_on") or {}).get("postgres", {}).get("condition")
    assert condition == "service_healthy", (
        f"migrate waits for postgres with {condition!r}, not service_healthy"
    )
    for name in ("web", "worker", "beat"):
        depends = found[name].get("depends_on") or {}
        condition = depends.get("migrate", {}).get("condition")
        assert condition == "service_completed_successfully", (
            f"{name} waits for migrate with {condition!r}, not service_completed_successfully"
        )


def test_beat_keeps_its_schedule_on_a_volume() -> None:
    beat = services()["beat"]
    named = set(raw_compose().get("volumes") or {})
    mounts = {str(v).split(":")[1]: str(v).split(":")[0] for v in beat.get("volumes", [])}
    folder = str(BEAT_SCHEDULE.parent)
    assert mounts.get(folder) in named, (
        f"beat writes {BEAT_SCHEDULE} but {folder} is not a named volume: {mounts!r}"
    )


def test_the_deploy_guide_shows_the_same_command_lines() -> None:
    guide = DEPLOY_DOC.read_text()
    for name in ("migrate", "web", "worker", "beat"):
        line = " ".join(services()[name]["command"])
        assert line in guide, f"docs/deploy.md does not show {name}'s command line: {line}"
