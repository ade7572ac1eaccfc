"""The `patience site` commands: help with an example, one-line errors."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from helpers import run_cli
from patience.cli import _register, app

_register()


@pytest.mark.parametrize("args", [["site"], ["site", "build"], ["site", "serve"]])
def test_site_help_ends_with_an_example(args):
    result = CliRunner().invoke(app, [*args, "--help"], terminal_width=200)
    assert result.exit_code == 0
    text = result.output.split("╭")[0].strip()
    assert text.splitlines()[-1].strip().startswith(f"$ patience {' '.join(args)}")


def test_site_build_names_a_broken_rule_file_in_one_line_before_writing_anything(data_root):
    bad = data_root / "rules_json" / "zz.json"
    bad.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    out = run_cli("site", "build", root=data_root)
    assert out.returncode == 2 and out.stderr == f"patience: error: {bad}: nested too deeply to read\n"


def test_site_serve_refuses_a_bad_address_in_one_line():
    out = run_cli("site", "serve", "--address", "bogus")
    assert out.returncode == 2 and out.stderr == "patience: error: --address 'bogus': not IP:PORT (e.g. 127.0.0.1:8000)\n"
