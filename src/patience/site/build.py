"""Building the site: generate the Markdown, then `mkdocs build --strict`; or preview it."""

from __future__ import annotations

import importlib
import importlib.util
import ipaddress
import os
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType

from .. import project_root
from ..errors import PatienceError
from .corpusview import read_books, read_games
from .edition import SITE_HOME
from .encoding import load_encodings
from .generate import Progress, write_docs
from .bookfigures import share_figures
from .versions import attach_versions



@dataclass(frozen=True)
class BuildReport:
    games: int
    pages: int
    encoded: int
    docs: str
    site: str
    seconds_generate: float
    seconds_mkdocs: float

    @property
    def seconds(self) -> float:
        return round(self.seconds_generate + self.seconds_mkdocs, 2)

    def to_dict(self) -> dict:
        return {**asdict(self), "seconds": self.seconds}


def _corpus() -> ModuleType:
    try:
        return importlib.import_module("patience.corpus")
    except ModuleNotFoundError as exc:
        raise PatienceError(f"the site needs the corpus stage: {exc}") from None


def generate_docs(root: Path | None = None, docs: Path | None = None, *,
                  corpus: ModuleType | None = None, progress: Progress | None = None) -> tuple[int, int, int]:
    """Write the site's Markdown (and the export bundle) from the corpus and rules;
    return (games, pages, encoded)."""
    root = Path(root) if root else project_root()
    docs = Path(docs) if docs else SITE_HOME / "docs"
    encodings = load_encodings(root)
    books = read_books(root)
    games = share_figures(attach_versions(read_games(corpus or _corpus(), root, encodings), books, root))
    if progress:
        progress("corpus", 1, 1)
    pages = write_docs(books, games, docs, root, progress)
    return len(games), pages, sum(1 for g in games if g.encoding)


def _mkdocs_env(docs: Path, site: Path) -> dict[str, str]:
    return {**os.environ, "PATIENCE_SITE_DOCS": str(docs.resolve()),
            "PATIENCE_SITE_BUILD": str(site.resolve()), "NO_MKDOCS_2_WARNING": "1", "NO_COLOR": "1"}


def build_site(root: Path | None = None, docs: Path | None = None, site: Path | None = None, *,
               corpus: ModuleType | None = None, progress: Progress | None = None) -> BuildReport:
    """Generate the pages into `docs`, then `mkdocs build --strict` into `site` (site/build/)."""
    for module in ("mkdocs", "material", "mkdocs_static_i18n"):
        if importlib.util.find_spec(module) is None:
            raise PatienceError(f"{module} is not installed: the site needs pip install 'patience[site]'")
    if not (SITE_HOME / "mkdocs.yml").is_file():
        raise PatienceError(f"{SITE_HOME / 'mkdocs.yml'}: the site is built from a checkout of the repository")
    docs = Path(docs) if docs else SITE_HOME / "docs"
    site = Path(site) if site else SITE_HOME / "build"
    started = time.perf_counter()
    games, pages, encoded = generate_docs(root, docs, corpus=corpus, progress=progress)
    generated = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean",
         "--config-file", str(SITE_HOME / "mkdocs.yml")],
        env=_mkdocs_env(docs, site), capture_output=True, text=True)
    if result.returncode != 0:
        problems = [line for line in result.stderr.splitlines() if "WARNING" in line or "ERROR" in line]
        raise PatienceError("mkdocs build --strict failed: " + ("; ".join(problems[:5]) or result.stderr.strip()[-500:]))
    if progress:
        progress("mkdocs", 1, 1)
    return BuildReport(games, pages, encoded, str(docs), str(site),
                       round(generated - started, 2), round(time.perf_counter() - generated, 2))


def serve_site(root: Path | None = None, address: str = "127.0.0.1:8000", *,
               progress: Progress | None = None) -> None:
    """Generate the pages, then preview them with `mkdocs serve` until interrupted.
    `address` is IP:PORT (mkdocs' form)."""
    _check_address(address)
    docs = SITE_HOME / "docs"
    generate_docs(root, docs, progress=progress)
    done = subprocess.run([sys.executable, "-m", "mkdocs", "serve", "--dev-addr", address,
                           "--config-file", str(SITE_HOME / "mkdocs.yml")],
                          env=_mkdocs_env(docs, SITE_HOME / "build"), check=False)
    if done.returncode != 0:
        raise PatienceError(f"mkdocs serve on {address} stopped with exit code {done.returncode}")


def _check_address(address: str) -> None:
    host, _, port = address.rpartition(":")
    try:
        if host != "localhost":
            ipaddress.ip_address(host.strip("[]"))
        ok = 0 < int(port) < 65536
    except ValueError:
        ok = False
    if not ok:
        raise PatienceError(f"--address {address!r}: not IP:PORT (e.g. 127.0.0.1:8000)")
