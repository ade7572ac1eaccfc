"""The `patience` console entry point: Ctrl-C while the command is still being imported exits 130
without a traceback, as it does later (`patience.cli.main`)."""

import sys


def main() -> None:
    try:
        from .cli import main as run
    except KeyboardInterrupt:
        sys.stderr.write("patience: interrupted\n")
        sys.exit(130)
    run()
