"""Reliability of the `patience` command (issue 17): for each defect class, how many tries end in a clean
result (a one-line error where one is due, or the right result), a traceback, a hang, or a wrong acceptance
(exit 0 where an error is due, or committed data changed). Runs on a temporary copy of the data.

    .venv/bin/python bench/reliability.py [--quick]   # --quick: skip the 60-second solver runs

Prints a markdown table, then the peak resident memory of the solver runs, and writes both to
bench/results/reliability.md (not with --quick).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
from rules.test_consistency import CASES  # noqa: E402  (the semantic mutations the tests check one by one)

QUICK = ["--nodes", "2000", "--seconds", "1", "--no-playouts"]
HANG = 150  # seconds
RESULTS = REPO / "bench" / "results" / "reliability.md"


@dataclass
class Try:
    kind: str  # the defect class
    args: list[str]
    expect: str = "error"  # "error": a one-line error; "ok": exit 0; "invalid": validate flags the file (exit 1)
    setup: Callable[[Path], None] | None = None
    keep: tuple[str, ...] = ("checks",)  # folders that must not change
    words: str = ""  # must appear in the output
    interrupt: float | None = None  # send Ctrl-C after this many seconds
    timed: bool = False  # measure peak memory
    peak_mib: float | None = field(default=None, init=False)
    said: str = field(default="", init=False)  # the first line of its output (timed tries)


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()} if folder.is_dir() else {}


def rule_doc(rule_id: str) -> dict:
    return json.loads((REPO / "rules_json" / f"{rule_id}.json").read_text("utf-8"))


def write_rule(rule_id: str, doc: dict | str) -> Callable[[Path], None]:
    def setup(root: Path) -> None:
        (root / "rules_json" / f"{rule_id}.json").write_text(doc if isinstance(doc, str) else json.dumps(doc), "utf-8")
    return setup


def mutated(rule_id: str, path: tuple, value) -> dict:
    doc = copy.deepcopy(rule_doc(rule_id))
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


def edit(rel: str, change: Callable[[bytes], bytes | None]) -> Callable[[Path], None]:
    def setup(root: Path) -> None:
        path = root / rel
        new = change(path.read_bytes())
        path.unlink() if new is None else path.write_bytes(new)
    return setup


def other(rule_id: str) -> str:
    """A second, sound rule set to validate with a broken one: it must still be checked."""
    return "hagenaar2-09" if rule_id != "hagenaar2-09" else "hagenaar2-25"


def deep_json(root: Path) -> None:
    (root / "rules_json" / "zz.json").write_text("[" * 100_000 + "]" * 100_000, "utf-8")


def tries(quick: bool) -> list[Try]:
    out: list[Try] = []
    # 1. committed results
    out += [Try("committed results", ["check", "klondike-nl", "--deals", "5", *QUICK], "ok"),
            Try("committed results", ["check", "hagenaar2-09", "klondike-nl", "--deals", "5", "--seconds", "1"], "ok"),
            Try("committed results", ["check", "klondike-nl", "--deals", "2", "--write", "--no-variants", *QUICK], words="--force"),
            Try("committed results", ["check", "klondike-nl", "--deals", "50", "--nodes", "100", "--write", "--no-variants"], words="--force"),
            Try("committed results", ["solve", "hagenaar2-09", "--seed", "5", "--save", "checks/certificates/hagenaar2-09.json"], words="--write"),
            Try("committed results", ["solve", "hagenaar2-09", "--seed", "5", "--save", "checks/certificates/hagenaar2-09.json", "--write"], words="--force")]
    out += [Try("committed results", ["check", "klondike-nl", *bad]) for bad in
            (["--deals", "-5"], ["--deals", "0"], ["--seconds", "0"], ["--seconds", "-1"], ["--nodes", "-5"], ["--seconds", "nan"])]
    # 2. strict, isolated loading
    for rule_id, path, value in [("hagenaar2-25", ("players",), True), ("hagenaar2-25", ("deck", "packs"), "2"),
                                 ("hagenaar2-25", ("players",), {"count": True}), ("hagenaar2-09", ("zones", 0, "count"), "16")]:
        out.append(Try("strict loading", ["validate", rule_id, other(rule_id)], "invalid", write_rule(rule_id, mutated(rule_id, path, value)),
                       words=rule_id))
    dup = (REPO / "rules_json" / "hagenaar2-25.json").read_text("utf-8").replace('"id": "hagenaar2-25",', '"id": "hagenaar2-25", "id": "x",', 1)
    out.append(Try("strict loading", ["validate", "hagenaar2-25", "hagenaar2-09"], "invalid", write_rule("hagenaar2-25", dup), words="appears twice"))
    out.append(Try("strict loading", ["validate", "zz", "hagenaar2-09"], "invalid", deep_json, words="nested too deeply"))
    when: object = {"empty": ["s"]}
    for _ in range(300):
        when = {"not": when}
    out.append(Try("strict loading", ["validate", "hagenaar2-25", "hagenaar2-09"], "invalid",
                   write_rule("hagenaar2-25", mutated("hagenaar2-25", ("moves", 5, "when"), when)),
                   words="nested deeper"))
    out.append(Try("strict loading", ["site", "build"], "error", deep_json, words="zz.json"))
    # 3. semantic checks (validate compiles, deals and checks meaning)
    for rule_id, path, value, fld, words in CASES:
        out.append(Try("semantic checks", ["validate", rule_id], "invalid", write_rule(rule_id, mutated(rule_id, path, value)), words=fld))
    out.append(Try("semantic checks", ["solve", "hagenaar2-09", "--seed", "1"], "error",
                   write_rule("hagenaar2-09", mutated("hagenaar2-09", ("zones", 0, "grid", "columns"), 10000)), words="columns"))
    out.append(Try("semantic checks", ["solve", "hagenaar2-25", "--seed", "1"], "error",
                   write_rule("hagenaar2-25", mutated("hagenaar2-25", ("setup", 0, "counts"), [-1, 2, 1, 1, 1, 1, 1])), words="counts"))
    # 4. corpus integrity
    keep = ("corpus",)
    out += [Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/raw/hagenaar2.txt", lambda b: b.replace(b"talon", b"ta1on", 1)), keep=keep, words="raw file changed"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/raw/hagenaar2.txt", lambda b: b[:5000]), keep=keep, words="raw file changed"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/raw/cadogan.txt", lambda b: b[:-1]), keep=keep, words="raw file changed"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/corrections/hagenaar2.tsv", lambda b: None), keep=keep, words="file not found"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/corrections/hagenaar2.tsv", lambda b: b"".join(b.splitlines(True)[:-3])), keep=keep, words="last clean applied"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/corrections/hagenaar2.tsv", lambda b: b"".join(b.splitlines(True)[:4])), keep=keep, words="last clean applied"),
            Try("corpus integrity", ["corpus", "clean"], setup=edit("corpus/corrections/hagenaar2.tsv", _overlap), keep=keep, words="overlaps the correction on line"),
            Try("corpus integrity", ["corpus", "clean", "--accept-raw-change"], "ok", setup=edit("corpus/raw/klondike-nl.txt", lambda b: b + "Einde.\n".encode()), keep=())]
    # 5. solver limits
    out += [Try("solver limits", ["solve", "hagenaar2-31", *bad]) for bad in
            (["--seconds", "0"], ["--seconds", "-1"], ["--nodes", "-5"], ["--seconds", "nan"], ["--memory", "0"], ["--memory", "-1"])]
    out.append(Try("solver limits", ["solve", "hagenaar2-31", "--seed", "3", "--nodes", "1000000000", "--seconds", "120", "--memory", "300"],
                   "ok", words="memory budget ended", timed=True))
    # 6. one-line errors
    out.append(Try("one-line errors", ["export", "--out", "README.md"], setup=lambda root: shutil.copy(REPO / "README.md", root),
                   words="not a folder"))
    out += [Try("one-line errors", args, words=w) for args, w in [
        (["solve", "hagenaar2-09", "--save", "/proc/x.json"], "cannot write"),
        (["bogus"], "No such command"), (["solve"], "Missing argument"), (["solve", "hagenaar2-9"], "did you mean hagenaar2-09?"),
        (["deal", "hagenar2-09"], "did you mean hagenaar2-09?"), (["corpus", "show", "hagenaar2-9"], "did you mean hagenaar2-09?"),
        (["site", "serve", "--address", "bogus"], "--address"), (["evidence", "hagenaar2-25", "De", "--nth", "0"], "--nth 0"),
        (["evidence", "hagenaar2-25", "De", "--nth=-3"], "--nth -3"), (["deal", "klondike-nl", "-v", "draw-9"], "unknown variant"),
        (["solve", "hagenaar2-09", "--seed", "x"], "--seed"), (["replay", "README.md"], "README.md")]]
    out.append(Try("one-line errors", ["--version"], "ok", words="patience "))
    out += [Try("one-line errors", ["check", "klondike-nl", "--deals", "3", "--seconds", "2"], "interrupted", interrupt=t)
            for t in (0.1, 0.3, 0.6, 1.0, 2.0, 4.0)]
    if not quick:  # the command (the default position budget ends it first), and without that budget
        out += [Try("solver limits", ["solve", "hagenaar2-31", "--seed", "3", "--seconds", "60", *more], "ok", timed=True)
                for more in ([], ["--nodes", "1000000000"])]
    return out


def _overlap(data: bytes) -> bytes:
    text = data.decode("utf-8")
    row = next(line for line in text.splitlines() if line.startswith("l „ „ vrouw"))
    return (text + f"vrouw\tvrouwe\t{row.split(chr(9))[2]}\tsame words again\n").encode("utf-8")


def run(t: Try, root: Path) -> str:
    """One try on a fresh copy: 'clean', 'traceback', 'hang' or 'wrong'."""
    for part in ("corpus", "rules_json", "checks", "schema"):
        if (root / part).exists():
            shutil.rmtree(root / part)
        shutil.copytree(REPO / part, root / part, ignore=shutil.ignore_patterns("conformance"))
    if t.setup:
        t.setup(root)
    before = {k: tree(root / k) for k in t.keep}
    env = {**os.environ, "PATIENCE_ROOT": str(root), "PYTHONPATH": str(REPO / "src")}
    prefix = ["/usr/bin/time", "-f", "peak_kib=%M"] if t.timed else []
    cmd = [*prefix, sys.executable, "-c", "from patience.entry import main; main()", *t.args]
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        if t.interrupt is not None:
            time.sleep(t.interrupt)
            proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=HANG)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return "hang"
    if t.timed:
        found = re.search(r"peak_kib=(\d+)", stderr)
        t.peak_mib = int(found.group(1)) / 1024 if found else None
        t.said = stdout.strip().split("\n")[0]
        stderr = re.sub(r"peak_kib=\d+\n?", "", stderr)
        budget = float(t.args[t.args.index("--memory") + 1]) if "--memory" in t.args else 1024
        if t.peak_mib is None or t.peak_mib > budget:
            return "wrong"  # over its memory budget
    if "Traceback" in stderr or "Traceback" in stdout:
        return "traceback"
    if any(tree(root / k) != v for k, v in before.items()):
        return "wrong"
    lines = [x for x in stderr.splitlines() if x.strip() and not x.startswith(("solving", "recorded in"))]
    text = stdout + stderr
    if t.expect == "ok":
        return "clean" if proc.returncode == 0 and t.words in text else "wrong"
    if t.expect == "interrupted":
        return "clean" if proc.returncode == 130 and lines == ["patience: interrupted"] else "wrong"
    if t.expect == "invalid":
        bad = [x for x in stdout.splitlines() if x.startswith("    ")]
        others_checked = len(t.args) < 3 or f"1 of {len(t.args) - 1} rule sets valid" in stdout
        return "clean" if proc.returncode == 1 and others_checked and any(t.words in x for x in bad) else "wrong"
    one_line = len(lines) == 1 and lines[0].startswith("patience: error: ")
    return "clean" if proc.returncode == 2 and one_line and t.words in lines[0] else "wrong"


def fuzz() -> Counter:
    """The fuzz test's cases: all clean when it passes (each case is a valid result or a one-line error)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--hypothesis-show-statistics",
                          str(REPO / "tests" / "test_fuzz.py")], cwd=REPO, capture_output=True, text=True, timeout=600)
    passing = sum(int(n) for n in re.findall(r"(\d+) passing", out.stdout))
    failing = sum(int(n) for n in re.findall(r"(\d+) failing", out.stdout))
    return Counter(tries=passing + failing, clean=passing if out.returncode == 0 else 0,
                   traceback=failing or (0 if out.returncode == 0 else 1))


def main(quick: bool) -> None:
    table: dict[str, Counter] = {}
    timed: list[Try] = []
    with tempfile.TemporaryDirectory() as tmp:
        for t in tries(quick):
            verdict = run(t, Path(tmp))
            row = table.setdefault(t.kind, Counter())
            row["tries"] += 1
            row[verdict] += 1
            if verdict != "clean":
                print(f"  {verdict}: {' '.join(t.args)}", file=sys.stderr)
            if t.timed:
                timed.append(t)
    table["fuzz (Hypothesis)"] = fuzz()
    lines = ["| defect class | tries | clean (one-line error, or the right result) | tracebacks | hangs | wrongly accepted |", "|---|---:|---:|---:|---:|---:|"]
    lines += [f"| {kind} | {row['tries']} | {row['clean']} | {row['traceback']} | {row['hang']} | {row['wrong']} |"
              for kind, row in table.items()]
    lines += ["", *(f"- peak RSS {t.peak_mib or 0:.0f} MiB: `patience {' '.join(t.args)}` → {t.said}" for t in timed)]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if not quick:
        RESULTS.write_text("# Reliability (bench/reliability.py)\n\n" + text, "utf-8")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="Skip the 60-second solver run.")
    main(ap.parse_args().quick)
