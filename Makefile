# The two entry points: `make build` (venv, install, whole pipeline) and `make test`.
VENV   ?= .venv
PY      = $(VENV)/bin/python
CLI     = $(VENV)/bin/patience
STAMP   = $(VENV)/.installed

.PHONY: build test venv clean-venv browser-deps

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

build: $(STAMP)
	$(CLI) corpus clean
	$(CLI) corpus games > /dev/null
	$(CLI) schema --check
	$(CLI) validate
	$(CLI) extract > /dev/null
	$(CLI) diff --out checks/diff.json > /dev/null
	$(CLI) games-table --write
	$(CLI) site build

test: $(STAMP) browser-deps
	$(VENV)/bin/pytest

# The site's browser tests drive Debian's chromium (never a downloaded browser build).
browser-deps:
	test -x /usr/bin/chromium || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

clean-venv:
	rm -rf $(VENV)
