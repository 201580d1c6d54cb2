# Two commands a fresh machine needs: `make run` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: venv pwa pwa-dev run test lint format bench clean

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

venv: $(VENV)/.installed

# The PWA's browser libraries, exactly as pinned in pwa/package-lock.json (served, not bundled);
# the tests also need the dev dependencies (axe-core).
pwa/node_modules/.runtime: pwa/package.json pwa/package-lock.json
	cd pwa && npm ci --omit=dev --no-audit --no-fund --ignore-scripts
	touch $@

pwa/node_modules/.dev: pwa/package.json pwa/package-lock.json
	cd pwa && npm ci --no-audit --no-fund --ignore-scripts
	touch pwa/node_modules/.runtime $@

pwa: pwa/node_modules/.runtime
pwa-dev: pwa/node_modules/.dev

run: venv pwa
	$(VENV)/bin/flask --app api db-upgrade
	PORT=$(PORT) $(VENV)/bin/gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: venv
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

test: venv pwa-dev lint
	node --test tests/js/*.test.mjs
	$(PY) -m pytest -q

bench: venv pwa-dev
	$(PY) -m bench

clean:
	rm -rf $(VENV) instance .pytest_cache pwa/node_modules
