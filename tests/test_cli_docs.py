"""Every CLI command has --help with an example, and a --json option where it reports."""

import typer.main

from patience.cli import _register, app


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
