"""Every error of the command line is one line, `patience: error: …`, exit 2: usage errors, bad output paths,
unknown ids (with the nearest id suggested), bad --nth; Ctrl-C exits 130 without a traceback."""

import signal
import subprocess
import sys
import time

import pytest

from helpers import REPO, run_cli


@pytest.mark.parametrize("args, message", [
    (["bogus"], "No such command 'bogus'."),
    (["solve"], "Missing argument 'game'."),
    (["solve", "hagenaar2-09", "--seed", "x"], "Invalid value for '--seed' / '-s': Input should be a valid integer, "
                                              "unable to parse string as an integer"),
    (["export", "--out", "README.md"], "README.md: not a folder (the bundle is written into a folder)"),
    (["solve", "hagenaar2-09", "--save", "/proc/x.json"], "/proc/x.json: cannot write (No such file or directory)"),
    (["evidence", "hagenaar2-25", "De", "--nth", "0"], "--nth 0: occurrences count from 1"),
    (["evidence", "hagenaar2-25", "De", "--nth=-3"], "--nth -3: occurrences count from 1"),
])
def test_an_error_is_one_line_with_exit_2(args, message):
    out = run_cli(*args)
    assert (out.returncode, out.stderr) == (2, f"patience: error: {message}\n")


def test_an_unknown_id_suggests_the_nearest_instead_of_listing_all():
    out = run_cli("solve", "hagenaar2-9")
    assert out.returncode == 2 and out.stderr.endswith("(did you mean hagenaar2-09?)\n") and len(out.stderr) < 200


def test_version_prints_the_package_version():
    from patience import __version__

    out = run_cli("--version")
    assert (out.returncode, out.stdout) == (0, f"patience {__version__}\n")


@pytest.mark.parametrize("delay", [0.3, 1.5])
def test_ctrl_c_exits_130_in_one_line_while_importing_or_solving(delay):
    proc = subprocess.Popen([sys.executable, "-c", "from patience.entry import main; main()", "check", "klondike-nl",
                             "--deals", "3"], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # a background job ignores it
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "Traceback" not in err and err.splitlines()[-1] == "patience: interrupted"
