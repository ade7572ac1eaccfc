"""The raw sources are the seeds, byte for byte."""

import hashlib
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_raw_sources_match_their_recorded_sha256():
    sources = tomllib.loads((ROOT / "corpus" / "sources.toml").read_text("utf-8"))["source"]
    assert {s["id"] for s in sources} == {"hagenaar2", "cadogan-ru", "cadogan", "klondike-nl", "cadogan-1914",
                                              "cadogan-1914-ocr"}
    for s in sources:
        data = (ROOT / "corpus" / "raw" / s["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == s["sha256"], s["id"]
