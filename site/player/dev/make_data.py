"""Dev-only: write stand-in data files (the site build makes the real ones) into OUT/assets/player/data.

    PYTHONPATH=src /work/main/.venv/bin/python site/player/dev/make_data.py /tmp/pp
"""
import json
import sys
from pathlib import Path

from patience.rules.load import load
from patience.site.diagram import CARD_H, CARD_W, GAP, LABEL_H, MAX_W, ZONE_GAP, _positions

ROOT = Path(__file__).resolve().parents[3]


def layout(rules):
    zones, x, y, line_h = [], 0.0, 0.0, 0.0
    for z in rules.zones:
        pos = _positions(z)
        width = max(max(p[0] for p in pos) + CARD_W + 4, 7.5 * (len(z.id) + 14))
        height = LABEL_H + max(p[1] for p in pos) + CARD_H + 4
        if x > 0 and x + width > MAX_W:
            x, y, line_h = 0.0, y + line_h + ZONE_GAP, 0.0
        names = [f"{z.id}{i + 1}" if z.count > 1 else z.id for i in range(z.count)]
        zones.append({"id": z.id, "role": z.role, "name": {"en": z.name.en if z.name else z.role,
                                                            "nl": z.name.nl if z.name else z.role},
                      "x": x + 10, "y": y + 10, "fanned": bool(z.fanned or (z.role == "tableau" and not z.grid)),
                      "piles": [{"name": n, "x": px, "y": LABEL_H + py + 4} for n, (px, py) in zip(names, pos)]})
        x, line_h = x + width + ZONE_GAP, max(line_h, height)
    return {"width": MAX_W + 20, "height": y + line_h + 20, "card": {"w": CARD_W, "h": CARD_H, "gap": GAP},
            "zones": zones}


def main(out):
    data = Path(out) / "assets/player/data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "schema.json").write_text((ROOT / "schema/patience-rules.schema.json").read_text())
    for rid in sorted(f.stem for f in (ROOT / "rules_json").glob("*.json") if f.stem != "README"):
        raw = json.loads((ROOT / f"rules_json/{rid}.json").read_text())
        certs = []
        for f in sorted((ROOT / "checks/certificates").glob(f"{rid}*.json")):
            c = json.loads(f.read_text())
            if c["rules"] != rid:
                continue
            certs.append({"variant": c["variant"], "seed": c["seed"], "moves": c["moves"]})
        on_page = {m["id"]: {"anchor": f"rule-moves-{i + 1}", "evidence": [f"ev-{i + 1}"]}
                   for i, m in enumerate(raw["moves"])}
        players = raw.get("players", {}).get("count", 1) if isinstance(raw.get("players"), dict) else 1
        doc = {"id": rid, "players": players, "title": {"en": raw["titles"]["en"], "nl": raw["titles"]["nl"]},
               "rules": raw, "variants": [{"id": v["id"], "label": v["label"]} for v in raw.get("variants", [])],
               "layout": layout(load(rid)), "certificates": certs, "rules_on_page": on_page}
        (data / f"{rid}.json").write_text(json.dumps(doc, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
