# Two commands a fresh machine needs: `make run` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: venv run test lint format bench clean

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

venv: $(VENV)/.installed

run: venv
	$(VENV)/bin/flask --app api db-upgrade
	PORT=$(PORT) $(VENV)/bin/gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

format: venv
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

test: venv lint
	$(PY) -m pytest -q

bench: venv
	$(PY) -m bench

clean:
	rm -rf $(VENV) instance .pytest_cache .mypy_cache
