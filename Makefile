# Two commands a fresh machine needs: `make run` and `make test` (`make check` while you work).
VENV := .venv
PY := $(VENV)/bin/python
NODE_BIN := tools/node_modules/.bin
PORT ?= 8000
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: venv pwa pwa-dev bundle run check test coverage coverage-check lint format vocabulary confusables bench lock dist clean

# `make run` installs what running needs: the pinned, hashed runtime dependencies (the same file
# the image installs); the code runs from here, as in the image. `make test` adds the project
# itself (editable) with the test and deploy-check tools.
$(VENV)/.runtime: requirements.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q -r requirements.txt
	touch $@

$(VENV)/.installed: $(VENV)/.runtime pyproject.toml
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

# Build and check tools that are never served (TypeScript, openapi-typescript): tools/package.json.
tools/node_modules/.installed: tools/package.json tools/package-lock.json
	cd tools && npm ci --no-audit --no-fund --ignore-scripts
	touch $@

pwa: pwa/node_modules/.runtime
pwa-dev: pwa/node_modules/.dev tools/node_modules/.installed

# pwa/bundle/: what the browser runs, made from pwa/app by esbuild (tools/bundle.mjs; pinned in
# tools/package.json) and committed, so `make run` and the image need no build step; `make lint`
# fails when it is not what the sources give. Run after changing anything in pwa/app or pwa/engine.
bundle: tools/node_modules/.installed pwa/node_modules/.runtime
	node tools/bundle.mjs

run: $(VENV)/.runtime pwa
	$(VENV)/bin/flask --app api db-upgrade
	PORT=$(PORT) $(VENV)/bin/gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'

# Python: ruff (lint and format), mypy --strict (shared_rules and api: pyproject.toml). JavaScript: tsc checks the JSDoc
# types (tsconfig.json: pwa/engine, strict, every parameter typed; tsconfig.app.json: pwa/app, strict), Biome
# lints and formats (biome.jsonc). The tools are pinned in tools/package-lock.json (pwa-dev installs them).
lint: venv pwa-dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(NODE_BIN)/tsc -p tsconfig.json
	$(NODE_BIN)/tsc -p tsconfig.app.json
	$(NODE_BIN)/biome lint pwa tests/js
	$(NODE_BIN)/biome format pwa tests/js
	node tools/bundle.mjs --check

# pwa/engine/vocabulary_data.js: the JS twin's copy of shared_rules/vocabulary.json (a test checks it)
vocabulary: venv
	$(PY) -m shared_rules.vocabulary_js

# the UTS #39 prototypes both engines read, from ICU (the dev dependency icukit-pyicu)
confusables: venv
	$(PY) -m shared_rules.confusables_gen

format: venv pwa-dev
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .
	$(NODE_BIN)/biome format --write pwa tests/js

# The tests in tiers (README "Tests"). tests/conftest.py marks every test by its folder and by what
# it reaches (tests/support/tiers.py): browser, deploy, live (a real gunicorn), postgres, slow.
# `make check`, the inner loop: lint, the JS tests and every test that is none of these, with a
# tenth of the hypothesis examples. `make test`, what CI runs: every tier, every example.
# pytest-xdist runs the files on JOBS workers, a file on one worker (module fixtures such as each
# e2e file's Chromium and server start once); `make check PYTEST_ARGS=--lf` reruns what failed.
CHECK_TIERS := not (browser or deploy or live or postgres or slow or load)
JOBS ?= auto
TEST_JOBS ?= 3
PYTEST_ARGS ?=

check: venv pwa-dev
	$(MAKE) --no-print-directory lint
	node --test --test-reporter=dot tests/js/*.test.mjs
	$(PY) -m pytest -q -n $(JOBS) --dist loadfile -m '$(CHECK_TIERS)' --hypothesis-profile=fast $(PYTEST_ARGS)

# `slow` runs apart, in one process: every xdist worker would collect schemathesis (minutes) again;
# `load` too: its tests measure other clients' latency against idle, which parallel neighbours skew.
test: venv pwa-dev
	$(MAKE) --no-print-directory -j2 --output-sync lint dist
	node --test --test-reporter=dot tests/js/*.test.mjs
	$(PY) -m pytest -q -n $(TEST_JOBS) --dist loadfile -m 'not (slow or load)' $(PYTEST_ARGS)
	$(PY) -m pytest -q -m 'slow or load' $(PYTEST_ARGS)

# Statement and branch coverage of shared_rules and api (pyproject.toml [tool.coverage]), the
# processes the tests start included: `make coverage` over every tier, `make coverage-check` over
# make check's. The report's last line is the total.
COVERAGE = $(VENV)/bin/coverage erase && $(VENV)/bin/coverage run -m pytest -q -n $(TEST_JOBS) \
	--dist loadfile $(1) $(PYTEST_ARGS); $(VENV)/bin/coverage combine -q && $(VENV)/bin/coverage report | tail -1

coverage: venv pwa-dev dist
	$(call COVERAGE,)

coverage-check: venv pwa-dev
	$(call COVERAGE,-m '$(CHECK_TIERS)' --hypothesis-profile=fast)

bench: venv pwa-dev
	$(PY) -m bench

# The engine as packages (packaging/build.py): the wheel tarock-rules and the npm tarball
# tarock-engine in dist/, with the wheels of the engine's dependencies in dist/wheelhouse (so the
# wheel installs offline: tests/dist/test_packages.py). Publishing is the maintainers' step.
dist: venv tools/node_modules/.installed
	$(PY) packaging/build.py --out dist --wheelhouse

# Re-pin requirements.txt (runtime dependencies with hashes) after a change in pyproject.toml.
lock: venv
	$(VENV)/bin/pip-compile -q --generate-hashes --strip-extras --allow-unsafe --no-header \
		--no-emit-index-url --no-emit-find-links -o requirements.txt pyproject.toml

clean:
	rm -rf $(VENV) instance .pytest_cache .mypy_cache .coverage .coverage.* pwa/node_modules tools/node_modules dist
