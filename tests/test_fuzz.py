"""Fuzzing (Hypothesis): mutated rule files, mutated corpus files and random command lines end in a
valid result or a one-line error — never a traceback, never a hang. About 220 cases a run, under a minute.

Each property runs in-process on a temporary copy of the data; a case that raises anything but a
PatienceError (or, for the command line, exits with a traceback or a message longer than one line) fails.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import shutil
import sys

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from helpers import REPO, with_value
from patience.corpus.cleaner import clean_source
from patience.corpus.sources import load_sources
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.load import load_ruleset
from patience.rules.validate import validate_file
from patience.solver.search import solve


def fuzz(examples: int) -> settings:
    """`examples` cases, no deadline (a case may deal and search), no example database."""
    return settings(max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


RULE_FILES = ["hagenaar2-25", "hagenaar2-09"]
DEEP = "@deep@"  # a value the text replaces with nesting deeper than json.dumps can write
DOCS = {r: json.loads((REPO / "rules_json" / f"{r}.json").read_text("utf-8")) for r in RULE_FILES}


def _paths(node, prefix=()):
    yield prefix
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in items:
        yield from _paths(v, (*prefix, k))


PATHS = {r: [p for p in _paths(d) if p and p[0] not in ("evidence", "invented", "summary", "titles")] for r, d in DOCS.items()}
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 10_001), st.floats(allow_nan=True), st.text(max_size=4),
                 st.sampled_from(["2", "s", "t", "x", "own:t", "all", "-1"]), st.lists(st.integers(-2, 20), max_size=20),
                 st.lists(st.sampled_from(["s", "t", "f", "w", "d", "x"]), max_size=3))


@st.composite
def mutated_rules(draw):
    rule_id = draw(st.sampled_from(RULE_FILES))
    doc = copy.deepcopy(DOCS[rule_id])
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS[rule_id]))
        parent = doc
        try:
            for key in path[:-1]:
                parent = parent[key]
            last = path[-1]
            action = draw(st.sampled_from(["replace", "delete", "add", "nest", "deep"]))
            if action == "replace":
                parent[last] = draw(JUNK)
            elif action == "delete":
                del parent[last]
            elif action == "add" and isinstance(parent, dict):
                parent[draw(st.sampled_from(["x", "to", "limit", "count", "owner", "ends_turn"]))] = draw(JUNK)
            elif action == "nest":
                value: object = parent[last]
                for _ in range(draw(st.integers(1, 60))):
                    value = {"not": value} if draw(st.booleans()) else [value]
                parent[last] = value
            elif action == "deep":
                parent[last] = DEEP
        except (KeyError, IndexError, TypeError):
            pass  # an earlier mutation removed the path
    depth = draw(st.sampled_from([100, 2000, 100_000]))
    text = json.dumps(doc).replace(json.dumps(DEEP), "[" * depth + "]" * depth)
    if draw(st.booleans()):
        text = text.replace('"zones": [', '"zones": [], "zones": [', 1)  # a duplicate key
    return rule_id, text


@fuzz(80)
@given(case=mutated_rules())
@example(case=("hagenaar2-09", json.dumps(with_value(DOCS["hagenaar2-09"], ("moves", 2, "deal", 0, "counts"), []))))  # found by the fuzzer: no counts for 16 piles
def test_a_mutated_rule_file_is_valid_and_plays_or_fails_in_one_line(tmp_path, case):
    rule_id, text = case
    path = tmp_path / f"{rule_id}.json"
    path.write_text(text, "utf-8")
    report = validate_file(path)
    for error in report.errors:
        assert "\n" not in error and error.startswith(str(path)), error
    if report.ok:  # a valid result: the executor deals and searches it without crashing
        game = Game(load_ruleset(path))
        solve(game, game.deal(1), max_nodes=300, max_seconds=2)


CORPUS_SOURCES = ["klondike-nl", "cadogan-ru", "cadogan"]


@pytest.fixture(scope="module")
def corpus_copy(tmp_path_factory):
    root = tmp_path_factory.mktemp("corpus")
    shutil.copytree(REPO / "corpus", root / "corpus")
    return root


@st.composite
def corpus_damage(draw):
    source = draw(st.sampled_from(CORPUS_SOURCES))
    target = draw(st.sampled_from(["raw", "corrections", "manifest", "rules"]))
    return source, target, draw(st.sampled_from(["truncate", "flip", "drop-line", "insert", "empty"])), \
        draw(st.integers(0, 10**6)), draw(st.text(alphabet=st.characters(codec="utf-8"), max_size=12))


def _damaged(data: bytes, how: str, at: int, junk: str) -> bytes:
    lines = data.splitlines(keepends=True)
    if how == "truncate":
        return data[: at % (len(data) + 1)]
    if how == "flip" and data:
        i = at % len(data)
        return data[:i] + bytes([data[i] ^ 0x5A]) + data[i + 1:]
    if how == "drop-line" and lines:
        del lines[at % len(lines)]
        return b"".join(lines)
    if how == "insert":
        lines.insert(at % (len(lines) + 1), junk.encode("utf-8") + b"\n")
        return b"".join(lines)
    return b""


def _rows(data: bytes) -> int:
    """Correction rows of a corrections file (not comments, blank lines or the header)."""
    lines = data.decode("utf-8", "replace").splitlines()
    return sum(1 for line in lines if "\t" in line and not line.startswith(("#", "before\t")))


@fuzz(60)
@given(case=corpus_damage())
def test_a_damaged_corpus_file_cleans_or_fails_in_one_line(corpus_copy, case):
    """...and a changed raw file or a lost correction is never cleaned as if nothing happened."""
    source_id, target, how, at, junk = case
    base = corpus_copy / "corpus"
    path = {"raw": base / "raw" / f"{source_id}.txt", "corrections": base / "corrections" / f"{source_id}.tsv",
            "manifest": base / "sources.toml", "rules": base / "rules" / "en.toml"}[target]
    original = path.read_bytes()
    damaged = _damaged(original, how, at, junk)
    must_fail = damaged != original and target == "raw" or target == "corrections" and _rows(damaged) < _rows(original)
    path.write_bytes(damaged)
    try:
        [source] = [s for s in load_sources(corpus_copy) if s.id == source_id] or [None]
        if source is not None:
            clean_source(source, corpus_copy)
        assert not must_fail, f"{path.name} {how}: cleaned without an error"
    except PatienceError as exc:
        assert "\n" not in str(exc), str(exc)
    finally:
        path.write_bytes(original)


GAMES = ["hagenaar2-09", "klondike-nl", "hagenaar2-9", "nope", ""]
VALUES = ["-5", "0", "1", "2", "-1", "nan", "inf", "-inf", "1e400", "abc", "", "3.5", "draw-3", "x+y"]
OPTIONS = ["--seed", "--nodes", "--seconds", "--memory", "--deals", "--nth", "--variant", "--format", "--out", "--save",
           "--strategy", "--steps", "--json", "--write", "--force", "--address", "--bogus"]
COMMANDS = [["solve"], ["deal"], ["validate"], ["facts"], ["evidence"], ["replay"], ["export"], ["check"], ["moves"],
            ["trace"], ["corpus", "show"], ["site", "serve"], ["bogus"], []]
SAFE = {"solve": ["--nodes", "300", "--seconds", "1"], "check": ["--nodes", "300", "--seconds", "1", "--deals", "1", "--no-variants"],
        "trace": ["--steps", "3"], "validate": [], "moves": []}  # each command's capped budget


@st.composite
def command_lines(draw):
    command = draw(st.sampled_from(COMMANDS))
    args = [*command, *draw(st.lists(st.sampled_from(GAMES + ["De", "checks/certificates/hagenaar2-09.json"]), max_size=2))]
    for _ in range(draw(st.integers(0, 3))):
        args += [draw(st.sampled_from(OPTIONS)), draw(st.sampled_from(VALUES + ["README.md", "/proc/x.json"]))]
    return args


def _run(args: list[str]) -> tuple[int, str]:
    """`patience ARGS` in-process: (exit code, stderr)."""
    from patience.cli import main

    err, out = io.StringIO(), io.StringIO()
    old = sys.argv
    sys.argv = ["patience", *args]
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            main()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    finally:
        sys.argv = old
    return code, err.getvalue()


@fuzz(80)
@given(args=command_lines())
def test_a_random_command_line_succeeds_or_fails_in_one_line(data_root, monkeypatch, args):
    monkeypatch.chdir(data_root)  # relative output paths (README.md, checks/…) land in the copy
    name = args[0] if args else ""
    if name in SAFE:  # one game (not every one), capped budgets before the generated arguments (which may override them)
        args = [name, "hagenaar2-09", *SAFE[name], *(a for a in args[1:] if a not in ("--write", "--force"))]
    if args[:2] == ["site", "serve"] and "--address" not in args:
        args += ["--address", "bogus"]  # a good address would serve until interrupted
    code, err = _run(args)
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip() and not line.startswith(("solving", "recorded in"))]
    if code != 0:
        # one error line; or nothing on stderr: a verdict on stdout (validate: exit 1) or a group's help (exit 2)
        assert (len(lines) == 1 and lines[0].startswith("patience: error: ")) or (not lines and code in (1, 2)), err
