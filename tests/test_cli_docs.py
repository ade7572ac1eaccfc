"""Every CLI command has --help with an example, and a --json option where it reports."""

import re
import shlex

import pytest
import typer.main
from typer.testing import CliRunner

from patience.cli import _register, app
from patience import project_root
from patience.rules.load import ruleset_path


def _commands():
    _register()
    root = typer.main.get_command(app)

    def walk(cmd, path):
        if hasattr(cmd, "commands"):
            for name, sub in cmd.commands.items():
                yield from walk(sub, path + [name])
        else:
            yield path, cmd

    return list(walk(root, []))


def test_every_command_documents_an_example():
    missing = [" ".join(p) for p, cmd in _commands() if "$ patience" not in (cmd.help or "")]
    assert not missing, f"commands without an example in their help: {missing}"


def test_every_command_has_help_text():
    empty = [" ".join(p) for p, cmd in _commands() if not (cmd.help or "").strip()]
    assert not empty


# The examples of the commands that only read the data and finish in seconds: each must run.
RUNNABLE = ["solve", "replay", "deal", "moves", "trace", "facts", "validate", "evidence", "match", "compiled"]


def _example(name: str) -> list[str]:
    [cmd] = [cmd for p, cmd in _commands() if p == [name]]
    line = next(x.strip() for x in (cmd.help or "").splitlines() if x.strip().startswith("$ patience "))
    return shlex.split(line)[2:]


@pytest.mark.parametrize("name", RUNNABLE)
def test_the_example_in_the_help_runs(name, monkeypatch):
    monkeypatch.chdir(project_root())  # examples name files relative to the repository
    args = _example(name)
    missing = [a for a in args if re.fullmatch(r"(hagenaar2|cadogan|klondike)-[a-z0-9-]+", a) and not ruleset_path(a).is_file()]
    if missing:
        pytest.skip(f"no rules_json/{missing[0]}.json (not migrated yet)")
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, f"$ patience {' '.join(args)}: {result.exception or result.output}"
