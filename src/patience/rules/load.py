"""Loading rule sets from rules_json/, with variants applied as JSON patches."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import project_root
from ..errors import PatienceError, nearest
from ..fsutil import read_json
from .model import RuleSet


def rules_dir(root: Path | None = None) -> Path:
    return (root or project_root()) / "rules_json"


def ruleset_path(rule_id: str, root: Path | None = None) -> Path:
    return rules_dir(root) / f"{rule_id}.json"


def pointer(loc: tuple[Any, ...]) -> str:
    return "/" + "/".join(str(x) for x in loc) if loc else "/"


def validate_data(data: Any, where: str) -> RuleSet:
    """A RuleSet from parsed JSON, or a one-line PatienceError naming `where` and the field."""
    try:
        return RuleSet.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(x for x in err["loc"] if not (isinstance(x, str) and x in _UNION_TAGS))
        more = f" (+{exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        msg = err["msg"].removeprefix("Value error, ")
        field = "" if not loc and msg.startswith("/") else f"{pointer(loc)}: "  # a whole-set check names its own field
        raise PatienceError(f"{where}: {field}{msg}{more}") from None


_UNION_TAGS = {"withdraw", "deal", "sort", "tuck", "lift", "move", "draw", "redeal", "remove", "cover", "between", "cycle", "swap",
               "fetch", "flip", "strip", "collect", "pass", "lanes", "open-side", "row-end", "latest-row"}


MAX_DEPTH = 32  # the committed rule sets nest at most 8 levels


def too_deep(data: Any, limit: int = MAX_DEPTH) -> str | None:
    """The pointer of the first value nested deeper than `limit` levels, or None."""
    todo: list[tuple[Any, str, int]] = [(data, "", 0)]
    while todo:
        node, ptr, depth = todo.pop()
        if depth > limit:
            return ptr
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        todo += [(v, f"{ptr}/{k}", depth + 1) for k, v in items]
    return None


def load_ruleset(path: Path) -> RuleSet:
    """Read and validate one rules_json file; its file name must be its id."""
    data = read_json(path)
    deep = too_deep(data)
    if deep is not None:
        raise PatienceError(f"{path}: {deep[:60]}…: nested deeper than {MAX_DEPTH} levels")
    rules = validate_data(data, str(path))
    if rules.id != Path(path).stem:
        raise PatienceError(f"{path}: /id: '{rules.id}' does not match the file name")
    return rules


def load_all(root: Path | None = None) -> dict[str, RuleSet]:
    """Every rule set in rules_json/, by id (sorted)."""
    return {p.stem: load_ruleset(p) for p in sorted(rules_dir(root).glob("*.json"))}


def load(rule_id: str, root: Path | None = None) -> RuleSet:
    path = ruleset_path(rule_id, root)
    if not path.is_file():
        known = (p.stem for p in rules_dir(root).glob("*.json"))
        raise PatienceError(f"unknown game {rule_id!r}: no {path} ({nearest(rule_id, known)})")
    return load_ruleset(path)


def _walk(doc: Any, path: str, where: str) -> tuple[Any, str]:
    parts = [p.replace("~1", "/").replace("~0", "~") for p in path.lstrip("/").split("/")]
    node = doc
    for part in parts[:-1]:
        try:
            node = node[int(part)] if isinstance(node, list) else node[part]
        except (KeyError, IndexError, ValueError):
            raise PatienceError(f"{where}: patch path {path!r} does not exist") from None
    return node, parts[-1]


def apply_patch(doc: dict[str, Any], ops: list[dict[str, Any]], where: str) -> dict[str, Any]:
    """RFC 6902 add / remove / replace on a copy of `doc`."""
    doc = copy.deepcopy(doc)
    for op in ops:
        kind, path = op.get("op"), op.get("path")
        if kind not in ("add", "remove", "replace") or not isinstance(path, str):
            raise PatienceError(f"{where}: bad patch operation {op!r}")
        parent, last = _walk(doc, path, where)
        if isinstance(parent, list):
            idx = len(parent) if last == "-" else int(last)
            if kind == "add":
                parent.insert(idx, op["value"])
            elif kind == "remove":
                del parent[idx]
            else:
                parent[idx] = op["value"]
        else:
            if kind != "add" and last not in parent:
                raise PatienceError(f"{where}: patch path {path!r} does not exist")
            if kind == "remove":
                del parent[last]
            else:
                parent[last] = op["value"]
    return doc


def with_variant(rules: RuleSet, variant: str | list[str] | None) -> RuleSet:
    """The rule set with the variant(s) applied, in order (None or []: the base rules; 'a+b': a, then b)."""
    names = variant.split("+") if isinstance(variant, str) else list(variant or [])
    if not names:
        return rules
    doc = rules.model_dump(mode="json", by_alias=True)
    for name in names:
        found = next((v for v in rules.variants if v.id == name), None)
        if found is None:
            known = ", ".join(v.id for v in rules.variants) or "none"
            raise PatienceError(f"{rules.id}: unknown variant {name!r} (variants: {known})")
        doc = apply_patch(doc, [op.model_dump(mode="json") for op in found.patch], f"{rules.id} variant {name}")
    label = "+".join(names)
    return validate_data(doc, f"{rules.id} variant {label}")


def variant_label(variant: str | list[str] | None) -> str | None:
    """The file-name form of a variant combination: 'draw-3+no-shuffle' (None for the base rules)."""
    names = variant.split("+") if isinstance(variant, str) else list(variant or [])
    return "+".join(names) or None
