"""The `patience site` commands: help with an example, one-line errors."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from patience.cli import _register, app

_register()


@pytest.mark.parametrize("args", [["site"], ["site", "build"], ["site", "serve"]])
def test_site_help_ends_with_an_example(args):
    result = CliRunner().invoke(app, [*args, "--help"], terminal_width=200)
    assert result.exit_code == 0
    text = result.output.split("╭")[0].strip()
    assert text.splitlines()[-1].strip().startswith(f"$ patience {' '.join(args)}")
