# The two entry points: `make build` (venv, install, whole pipeline) and `make test`.
VENV   ?= .venv
PY      = $(VENV)/bin/python
CLI     = $(VENV)/bin/patience
STAMP   = $(VENV)/.installed

.PHONY: build test venv clean-venv

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

build: $(STAMP)
	$(CLI) corpus clean
	$(CLI) corpus games > /dev/null
	$(CLI) extract > /dev/null

test: $(STAMP)
	$(VENV)/bin/pytest

clean-venv:
	rm -rf $(VENV)
