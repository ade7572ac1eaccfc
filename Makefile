# The two entry points: `make build` (venv, install, whole pipeline) and `make test`.
VENV   ?= .venv
PY      = $(VENV)/bin/python
CLI     = $(VENV)/bin/patience
STAMP   = $(VENV)/.installed

.PHONY: build test conformance venv clean-venv system-deps

venv: $(STAMP)

# The install compiles the search core (src/patience/fast/_core.pyx, Cython): a change to it reinstalls.
$(STAMP): pyproject.toml setup.py src/patience/fast/_core.pyx
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

# worksteal: an idle worker takes queued tests from a busy one, so the run does not end on one worker
# finishing the slow browser tests while the other waits (measured: the last minute of a -n 2 run).
test: $(STAMP) system-deps
	$(VENV)/bin/mypy
	$(VENV)/bin/pytest -n auto --dist worksteal
	@$(MAKE) --no-print-directory conformance

# The second executor (site/player/engine/, JavaScript, run by node) against every record of
# checks/conformance/; its last line: "conformance: A of N records agree across R rule sets".
conformance: system-deps
	node site/player/conformance.mjs

# What the tests drive, from Debian (never a downloaded build): chromium for the site's browser
# tests, node for the JavaScript executor, tmux for the terminal game.
system-deps:
	@missing=""; \
	test -x /usr/bin/chromium || missing="$$missing chromium"; \
	command -v node >/dev/null || missing="$$missing nodejs"; \
	command -v tmux >/dev/null || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; fi

clean-venv:
	rm -rf $(VENV)
