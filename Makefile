# labsite: `make demo` sets up and serves a demo lab; `make test` runs every test.
# GNU make. Nothing here asks a question on the terminal.

PYTHON ?= python3.11
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
export HOST PORT

# Demo logins (a local demo only: change them for anything public).
DEMO_ADMIN ?= admin
DEMO_ADMIN_PASSWORD ?= labsite-admin-demo
DEMO_MEMBER_PASSWORD ?= labsite-member-demo
DEMO_PI_PASSWORD ?= labsite-pi-demo

# The demo speaks plain HTTP on localhost; photos are served by Django.
DEMO_ENV := DJANGO_SECURE_SSL_REDIRECT=0 DJANGO_SECURE_COOKIES=0 DJANGO_HSTS_SECONDS=0 LABSITE_SERVE_MEDIA=1

# Extra pytest arguments, e.g. PYTEST_ARGS="-x -k member"; -rs prints why a test was skipped.
PYTEST_ARGS ?= -rs

# PostgreSQL for the second test run: LABSITE_TEST_DATABASE_URL, else a postgres
# DATABASE_URL, else a cluster that .ci/postgres can start (root, Debian).
TEST_PG_URL ?= $(or $(LABSITE_TEST_DATABASE_URL),$(filter postgres%,$(DATABASE_URL)))

.PHONY: help install install-test demo test lint eval test-sqlite test-postgres bench clean distclean

help:
	@echo "make demo    set up a demo lab and serve it on http://$(HOST):$(PORT)/ (PORT=... to change)"
	@echo "make test    ruff, import-linter, then every test on SQLite and on PostgreSQL when one is reachable"
	@echo "make bench   page speed (bench/pages.py) and import speed (bench/import.py)"
	@echo "make clean   remove caches and collected static files; distclean also .venv, db.sqlite3, media/"

# Two stamps: the site's own packages for the demo, the test toolchain only for test/lint/eval/bench.
install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e .
	@touch $@

install-test: $(VENV)/.installed-test

$(VENV)/.installed-test: $(VENV)/.installed pyproject.toml
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@

demo: install
	$(DEMO_ENV) $(PY) manage.py migrate --noinput
	$(DEMO_ENV) $(PY) manage.py generate_lab --people 14 --publications 80 --seed 7 --if-empty
	@if [ ! -d samples ]; then \
		echo "Note: no samples/ folder; no documents imported."; \
	elif ! $(PY) manage.py help import_profiles >/dev/null 2>&1; then \
		echo "Note: samples/ was NOT imported: this version has no import_profiles command yet."; \
	else \
		$(DEMO_ENV) $(PY) manage.py import_profiles samples/* \
		|| echo "WARNING: import_profiles failed on samples/ (see above); the demo goes on without them."; \
	fi
	@# Portraits, group photo, news, projects, Join us, selected papers, the PI's login (only what is missing).
	$(DEMO_ENV) $(PY) manage.py demo_content
	@# The demo passwords go only to the accounts the demo made ("Demo accounts"): real logins keep theirs.
	@$(DEMO_ENV) $(PY) manage.py demo_logins --admin '$(DEMO_ADMIN)' --admin-password '$(DEMO_ADMIN_PASSWORD)' \
		--pi-password '$(DEMO_PI_PASSWORD)' --member-password '$(DEMO_MEMBER_PASSWORD)' > $(VENV)/.demo-logins
	$(DEMO_ENV) $(PY) manage.py collectstatic --noinput --verbosity 0
	@echo
	@echo "labsite demo on http://$(HOST):$(PORT)/"
	@echo "  research      http://$(HOST):$(PORT)/research/"
	@echo "  people        http://$(HOST):$(PORT)/people/"
	@echo "  publications  http://$(HOST):$(PORT)/publications/"
	@echo "  news          http://$(HOST):$(PORT)/news/"
	@echo "  search        http://$(HOST):$(PORT)/search/?q=serving"
	@echo "  admin         http://$(HOST):$(PORT)/admin/"
	@echo "  your own lab  $(PY) manage.py setup_lab --help (removes the demo, names the lab, invites members)"
	@cat $(VENV)/.demo-logins
	@echo "  import worker:     manage.py db_worker (imports the documents uploaded in the admin)"
	@echo "Stop with Ctrl-C."
	@echo
	@# The import worker runs beside the web server and stops with it.
	$(DEMO_ENV) $(PY) manage.py db_worker --no-reload --interval 1 & worker=$$!; \
	trap 'kill $$worker 2>/dev/null; wait $$worker 2>/dev/null' EXIT INT TERM; \
	$(DEMO_ENV) WEB_CONCURRENCY=$${WEB_CONCURRENCY:-2} $(VENV)/bin/gunicorn -c gunicorn.conf.py labsite.wsgi

test: install-test lint test-sqlite test-postgres

# Style and architecture: ruff (format and lint) and import-linter's contracts in pyproject.toml.
lint: install-test
	@echo "== ruff format --check, ruff check, lint-imports"
	$(VENV)/bin/ruff format --check --quiet .
	$(VENV)/bin/ruff check --quiet .
	$(VENV)/bin/lint-imports --no-logo --no-cache

test-sqlite: install-test
	@echo "== tests on SQLite"
	@[ -n "$$LABSITE_TEST_REDIS_URL" ] || echo "== Redis tests SKIPPED: no Redis given; set LABSITE_TEST_REDIS_URL=redis://127.0.0.1:6379/15 (.ci/run starts Debian's redis-server)"
	@[ -n "$$LABSITE_TEST_S3_ENDPOINT" ] || echo "== S3 tests SKIPPED: no S3 server given; set LABSITE_TEST_S3_ENDPOINT=http://127.0.0.1:5000 (.ci/run starts moto's S3 server)"
	env -u DATABASE_URL $(PY) -m pytest $(PYTEST_ARGS)

test-postgres: install-test
	@url='$(TEST_PG_URL)'; \
	if [ -z "$$url" ] && [ "$$(id -u)" = 0 ] && command -v pg_lsclusters >/dev/null; then \
		url=$$(.ci/postgres) || url=; \
	fi; \
	if [ -z "$$url" ]; then \
		echo "== PostgreSQL run SKIPPED: set LABSITE_TEST_DATABASE_URL=postgres://... (or run as root with Debian's postgresql installed)"; \
	else \
		echo "== tests on PostgreSQL ($$url)"; \
		DATABASE_URL="$$url" DATABASE_CONN_MAX_AGE=0 $(PY) -m pytest $(PYTEST_ARGS); \
	fi

eval: install-test
	@echo "== importer scored on the fictional eval, the seeds and the real corpus sets, each in its own empty site"
	bench/eval/score.sh

bench: install
	$(PY) bench/pages.py
	@if [ -f bench/import.py ]; then $(PY) bench/import.py; fi

clean:
	rm -rf staticfiles .pytest_cache .import_linter_cache test-results build *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) db.sqlite3 media
