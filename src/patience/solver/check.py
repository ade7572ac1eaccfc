"""`patience check`: deal many seeds of each game, solve them, keep a win certificate."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from .. import project_root
from ..engine.game import Game, State
from ..fsutil import atomic_write_json, read_json
from ..errors import PatienceError
from ..rules.load import load, load_all, variant_label, with_variant
from .certificate import Certificate, replay
from .beam import DEFAULT_WIDTH, beam_solve
from .memory import DEFAULT_MIB
from .playout import playout_solve
from .search import Outcome, solve
from .suits import not_separable, prove_lost

DEFAULT_NODES = 100_000
DEFAULT_SECONDS = 5.0
PLAYOUT_SHARE = 0.5  # of the node and time budget, for playouts before the full search
QUICK_SHARE = 0.1  # of the node and time budget, for the quick search that starts the pipeline
BEAM_SHARE = 1.0  # of the node and time budget, for the beam search (when asked for) after undecided playouts


@dataclass
class CheckResult:
    id: str
    variant: str | None
    deals: int
    first_seed: int = 1
    budget: dict = field(default_factory=dict)  # per deal: positions, seconds, playout share
    won: int = 0
    lost: int = 0
    unknown: int = 0
    won_by_playout: int = 0  # of the wins, how many the playouts found
    won_by_beam: int = 0  # of the wins, how many the beam search (when asked for) found
    lost_by_suit: int = 0  # of the losses, how many were proven one suit at a time
    unknown_by_memory: int = 0  # of the undecided deals, how many the memory budget (not positions or time) ended
    won_seeds: list[int] = field(default_factory=list)
    certificates: list[str] = field(default_factory=list)
    final_state_mismatches: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return asdict(self)


def checks_dir(root: Path | None = None, write: bool = True) -> Path:
    """checks/ (the committed results) or, for a trial run (`write` false), build/check/."""
    base = root or project_root()
    return base / "checks" if write else base / "build" / "check"


def results_path(rule_id: str, variant: str | None, root: Path | None = None, write: bool = True) -> Path:
    """Where `check` records its figures for one game and variant."""
    return checks_dir(root, write) / "results" / f"{rule_id}{'~' + variant if variant else ''}.json"


def certificates_dir(root: Path | None = None, write: bool = True) -> Path:
    return checks_dir(root, write) / "certificates"


def certificate_path(rule_id: str, variant: str | None, root: Path | None = None, write: bool = True) -> Path:
    return certificates_dir(root, write) / f"{rule_id}{'~' + variant if variant else ''}.json"


def refuse_smaller(rule_id: str, variant: str | None, deals: int, max_nodes: int, max_seconds: float,
                   root: Path | None = None) -> None:
    """Raise when the committed results of this game and variant come from more deals or a larger
    budget than this run has: recording it would lose them."""
    path = results_path(rule_id, variant, root)
    old = read_json(path) if path.is_file() else None
    if not isinstance(old, dict):
        return
    budget = old.get("budget")
    budget = budget if isinstance(budget, dict) else {}
    lost = [f"{was} {what}" for what, was, now in (("deals", old.get("deals"), deals),
                                                  ("positions a deal", budget.get("nodes"), max_nodes),
                                                  ("seconds a deal", budget.get("seconds"), max_seconds))
            if isinstance(was, (int, float)) and now < was]
    if lost:
        raise PatienceError(f"{path}: the committed run is larger ({', '.join(lost)}); this run would replace it "
                            f"(pass --force to replace it)")


def refuse_committed(path: Path, text: str, write: bool, force: bool, root: Path | None = None) -> None:
    """Raise when writing `text` to `path` would change a file under checks/ without `write`
    (or replace one there without `force`)."""
    committed = checks_dir(root).resolve()
    target = Path(path).resolve()
    if not target.is_relative_to(committed):
        return
    if not write:
        raise PatienceError(f"{path}: lies in checks/, the committed results (pass --write to write there)")
    if not force and target.is_file() and target.read_text("utf-8") != text:
        raise PatienceError(f"{path}: would replace a committed certificate (pass --force to replace it)")


@dataclass
class Decision:
    """What `run_pipeline` found for one deal: the outcome, the stage that gave it ("suit",
    "search", "playout" or "beam") and the positions every stage tried visited (playouts: moves made)."""

    outcome: Outcome
    stage: str
    states: int


def run_pipeline(game: Game, state: State, seed: int, max_nodes: int, max_seconds: float,
                 playout_share: float = PLAYOUT_SHARE, max_mib: float = DEFAULT_MIB,
                 beam_share: float = 0.0, beam_width: int = DEFAULT_WIDTH) -> Decision:
    """One deal (left unchanged) through `check`'s strategies, cheapest first: a quick depth-first
    search with `QUICK_SHARE` of the budget (most deals are decided in a few positions); in games
    whose suits never touch, a proof of loss one suit at a time (the search's budget per suit; a
    winnable suit is decided in a few positions); seeded playouts with `playout_share` of the budget
    (0: none), which win many deals the search would take long over; then the depth-first search
    with the whole budget; when it leaves the deal undecided, a seeded beam search of `beam_width`
    with `beam_share` of the budget (0, the default: none). Every stage that ran before still runs
    with its whole budget, so the pipeline decides what it did without the quick stages, sooner."""
    states = 0
    separable = not_separable(game) is None
    if playout_share > 0 or separable:  # else the full search alone follows
        outcome = solve(game, state, max(1, int(max_nodes * QUICK_SHARE)), max_seconds * QUICK_SHARE, max_mib)
        states += outcome.nodes
        if outcome.result != "unknown":
            return Decision(outcome, "search", states)
    if separable:
        proof = prove_lost(game, state, max_nodes, max_seconds, max_mib)
        states += proof.nodes
        if proof.result == "lost":
            return Decision(proof, "suit", states)
    if playout_share > 0:
        tried = playout_solve(game, state, int(max_nodes * playout_share), max_seconds * playout_share, seed=seed)
        states += tried.nodes
        if tried.result == "won":
            return Decision(tried, "playout", states)
    outcome = solve(game, state, max_nodes, max_seconds, max_mib)
    states += outcome.nodes
    if outcome.result == "unknown" and beam_share > 0:
        beamed = beam_solve(game, state, int(max_nodes * beam_share), max_seconds * beam_share, seed=seed,
                            width=beam_width)
        states += beamed.nodes
        if beamed.result == "won":
            return Decision(beamed, "beam", states)
    return Decision(outcome, "search", states)


def decide(game: Game, state: State, seed: int, max_nodes: int, max_seconds: float,
           playout_share: float = PLAYOUT_SHARE, max_mib: float = DEFAULT_MIB,
           beam_share: float = 0.0, beam_width: int = DEFAULT_WIDTH) -> tuple[Outcome, str]:
    """`run_pipeline`'s outcome and the stage that decided it: "suit", "search", "playout" or "beam"."""
    found = run_pipeline(game, state, seed, max_nodes, max_seconds, playout_share, max_mib, beam_share, beam_width)
    return found.outcome, found.stage


def check_game(
    rule_id: str,
    variant: str | None,
    deals: int,
    first_seed: int = 1,
    max_nodes: int = DEFAULT_NODES,
    max_seconds: float = DEFAULT_SECONDS,
    root: Path | None = None,
    progress: Callable[[int], None] | None = None,
    playouts: bool = True,
    playout_share: float = PLAYOUT_SHARE,
    write: bool = False,
    max_mib: float = DEFAULT_MIB,
    beam_share: float = 0.0,
    beam_width: int = DEFAULT_WIDTH,
) -> CheckResult:
    """Decide seeds first_seed … first_seed+deals-1 (`decide`; playouts only when
    `playouts`, the beam search only when `beam_share` is above 0) and record the figures under `checks_dir(root, write)`. Save the first win's certificate,
    unless a certificate for a lower seed is already there and still replays to a win
    under these rules (it is kept, and named in the result); a stale one, or one of an arranged
    deal (a random deal's win says more), is replaced."""
    rules = with_variant(load(rule_id, root), variant)
    game = Game(rules)
    share = playout_share if playouts else 0
    result = CheckResult(rule_id, variant, deals, first_seed, {"nodes": max_nodes, "seconds": max_seconds,
                                                              "playout_share": share, "memory_mib": max_mib})
    if beam_share > 0:
        result.budget |= {"beam_share": beam_share, "beam_width": beam_width}
    for seed in range(first_seed, first_seed + deals):
        state = game.deal(seed)
        outcome, how = decide(game, state, seed, max_nodes, max_seconds, share, max_mib, beam_share, beam_width)
        result.lost_by_suit += how == "suit"
        result.unknown_by_memory += outcome.limit == "memory"
        result.won_by_playout += how == "playout"
        result.won_by_beam += how == "beam"
        setattr(result, outcome.result, getattr(result, outcome.result) + 1)
        if outcome.result == "won":
            result.won_seeds.append(seed)
            end = state.copy()
            for move in outcome.moves:
                game.apply(end, move)
            result.final_state_mismatches += [f"seed {seed}: {m}" for m in game.final_state_mismatches(end)]
            if not result.certificates:
                path = certificate_path(rule_id, variant, root, write)
                kept = _certificate_seed(path, game, rule_id, variant)
                if kept is None or seed <= kept:
                    Certificate(rule_id, variant, seed, [game.move_text(m) for m in outcome.moves]).save(path)
                result.certificates.append(str(path.relative_to(root or project_root())))
        if progress:
            progress(1)
    atomic_write_json(results_path(rule_id, variant, root, write), result.as_dict())
    return result


def _certificate_seed(path: Path, game: Game, rule_id: str, variant: str | None) -> int | None:
    """The seed of the certificate already at `path`, or None when there is none or it is
    unreadable, for another rule set or variant, of an arranged deal, or stale (its moves no
    longer win this game)."""
    if not path.is_file():
        return None
    try:
        cert = Certificate.load(path)
        if cert.rules != rule_id or variant_label(cert.variant) != variant_label(variant) or cert.order is not None:
            return None
        replay(game, cert)
    except PatienceError:
        return None
    return cert.seed


def targets(ids: list[str] | None, variants: bool, root: Path | None = None) -> list[tuple[str, str | None]]:
    """(rule id, variant) pairs to check: the named games (or all), with their variants if asked."""
    rulesets = {i: load(i, root) for i in ids} if ids else load_all(root)
    out: list[tuple[str, str | None]] = []
    for rid, rules in rulesets.items():
        out.append((rid, None))
        if variants:
            out += [(rid, v.id) for v in rules.variants]
    return out
