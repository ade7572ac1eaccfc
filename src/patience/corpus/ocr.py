"""`patience corpus ocr`: OCR a source's page scans with Debian's tesseract into a new raw source.

The scans are `corpus/scans/<source>/`: `pNNN.png` are body pages with printed number NNN, `fNNN.png`
front matter (other files are ignored). The output is one raw text in the corpus's paged format: each
page starts with a marker line (the printed number from the file name, `fNNN` for front matter) and
pages are separated by four empty lines; a body page that has no scan is its marker alone. Runs of
empty lines inside a page become one, so that only page breaks are runs of three or more.
Beside it, `<id>.ocr.json` records the engine, its version, the language data and every page.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import PatienceError
from ..fsutil import atomic_write, json_text, read_text
from .sources import corpus_dir, get_source, load_sources

PAGE_BREAK = "\n\n\n\n\n"  # the end of a page's last line and four empty lines
LAYOUT = '{ blank_lines = 3, number_pattern = "[0-9]{1,3}|f[0-9]{3}", front_matter = FRONT, back_matter = 0 }'
NO_CORRECTIONS = ("# {}: uncorrected OCR, measured against its ground truth (bench/ocr_cer.py): keep this file\n"
                  "# without corrections, so that only the automatic rules clean it.\nbefore\tafter\tcontext\treason\treason_nl\n")
_SCAN = re.compile(r"(?P<kind>[pf])(?P<num>[0-9]{3})\.png")


@dataclass(frozen=True)
class Scan:
    path: Path
    marker: str  # "31" for a body page, "f001" for front matter
    page: int | None


@dataclass(frozen=True)
class Engine:
    """The OCR engine and its language data, as recorded in the output's metadata."""

    command: str
    version: str
    language: str
    language_data: str
    language_data_sha256: str
    language_package: str


def scans_dir(source_id: str, root: Path | None = None) -> Path:
    return corpus_dir(root) / "scans" / source_id


def page_scans(source_id: str, root: Path | None = None) -> dict[int, str]:
    """The scan of each printed page of a source (a path from the project root): its own
    `corpus/scans/<source>/`, or those of the paged witness it takes its pages from (`pages_from`,
    followed to the first source with scans)."""
    seen: set[str] = set()
    source: str | None = source_id
    while source and source not in seen:
        seen.add(source)
        folder = scans_dir(source, root)
        if folder.is_dir():
            top = corpus_dir(root).parent
            return {s.page: s.path.relative_to(top).as_posix() for s in list_scans(folder) if s.page is not None}
        source = get_source(source, root).pages_from
    return {}


def list_scans(folder: Path) -> list[Scan]:
    """Front matter first, then body pages, each in page order."""
    if not folder.is_dir():
        raise PatienceError(f"{folder}: no scans folder")
    scans = []
    for path in sorted(folder.iterdir()):
        m = _SCAN.fullmatch(path.name)
        if m:
            body = m.group("kind") == "p"
            scans.append(Scan(path, str(int(m.group("num"))) if body else path.stem, int(m.group("num")) if body else None))
    if not any(s.page is not None for s in scans):
        raise PatienceError(f"{folder}: no page scans (pNNN.png)")
    return sorted(scans, key=lambda s: (s.page is not None, s.page or 0, s.marker))


def find_engine(language: str = "eng") -> Engine:
    """Debian's tesseract and its language data, or a one-line error saying how to install them."""
    exe = shutil.which("tesseract")
    if exe is None:
        raise PatienceError("tesseract is not installed (apt-get install -y tesseract-ocr tesseract-ocr-eng)")
    version = _run([exe, "--version"]).splitlines()[0].strip()
    listing = _run([exe, "--list-langs"])
    m = re.search(r'"(?P<dir>[^"]+)"', listing)
    if m is None or language not in listing.split():
        raise PatienceError(f"tesseract has no language data '{language}' (apt-get install -y tesseract-ocr-{language})")
    data = Path(m.group("dir")) / f"{language}.traineddata"
    package = f"tesseract-ocr-{language}"
    dpkg = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True)
    return Engine(command=exe, version=version, language=language, language_data=str(data),
                  language_data_sha256=hashlib.sha256(data.read_bytes()).hexdigest(),
                  language_package=f"{package} {dpkg.stdout.strip()}" if dpkg.returncode == 0 else "unknown")


def ocr_page(engine: Engine, image: Path) -> str:
    """One page's text as the engine reads it, with runs of empty lines made one and no trailing spaces."""
    text = _run([engine.command, str(image), "stdout", "-l", engine.language])
    lines = [line.rstrip() for line in text.replace("\f", "").split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")


def paged_text(scans: list[Scan], texts: dict[str, str]) -> str:
    """The raw source: every page from the first to the last printed number, a missing scan as its marker alone."""
    numbers = [s.page for s in scans if s.page is not None]
    by_marker = {s.marker: s for s in scans}
    markers = [s.marker for s in scans if s.page is None] + [str(n) for n in range(min(numbers), max(numbers) + 1)]
    pages = [f"{m}\n\n{texts[m]}" if m in by_marker and texts.get(m) else m for m in markers]
    return PAGE_BREAK.join(pages) + "\n"


def run_ocr(source_id: str, root: Path | None = None, force: bool = False, pages: list[int] | None = None,
            progress: Callable[[str], None] | None = None) -> dict:
    """OCR the scans of `source_id` into the source `<source_id>-ocr` (raw text, metadata, sources.toml entry).
    Existing output is an error unless `force`; `pages` limits the run to those printed pages (the others
    stay empty), which is for trials: such output records the pages it holds."""
    get_source(source_id, root)  # an unknown source fails before any work
    out_id = f"{source_id}-ocr"
    raw, meta = corpus_dir(root) / "raw" / f"{out_id}.txt", corpus_dir(root) / "raw" / f"{out_id}.ocr.json"
    if not force:
        for path in (raw, meta):
            if path.exists():
                raise PatienceError(f"{path}: exists (committed OCR output); pass --force to overwrite it")
    scans = list_scans(scans_dir(source_id, root))
    engine = find_engine()
    chosen = [s for s in scans if pages is None or s.page in pages]
    texts = {}
    for scan in chosen:
        texts[scan.marker] = ocr_page(engine, scan.path)
        if progress:
            progress(scan.marker)
    text = paged_text(scans, texts)
    body = [s.page for s in scans if s.page is not None]
    missing = [n for n in range(min(body), max(body) + 1) if n not in body]
    record = {
        "source": out_id, "scans": f"corpus/scans/{source_id}/", "of": source_id,
        "engine": {"name": "tesseract", "version": engine.version, "command": "tesseract IMAGE stdout -l "
                   f"{engine.language}", "language": engine.language, "language_data": engine.language_data,
                   "language_data_sha256": engine.language_data_sha256, "language_package": engine.language_package},
        "format": "pages separated by four empty lines; each page starts with a marker line (its printed number "
                  "from the scan's file name, fNNN for front matter); runs of empty lines within a page made one",
        "pages": [{"marker": s.marker, "scan": s.path.name, "chars": len(texts.get(s.marker, ""))} for s in chosen],
        "pages_without_scan": missing,
        "complete": pages is None,
    }
    written = {f"corpus/raw/{raw.name}": atomic_write(raw, text), f"corpus/raw/{meta.name}": atomic_write(meta, json_text(record))}
    front = sum(s.page is None for s in scans)
    corrections = corpus_dir(root) / "corrections" / f"{out_id}.tsv"
    if not corrections.exists():
        written[f"corpus/corrections/{corrections.name}"] = atomic_write(corrections, NO_CORRECTIONS.format(out_id))
    manifest = _register(source_id, out_id, raw.name, hashlib.sha256(text.encode("utf-8")).hexdigest(), front, root)
    return {"source": out_id, "pages": len(chosen), "pages_without_scan": missing, "chars": len(text),
            "engine": record["engine"], "files": {**written, "corpus/sources.toml": manifest}}


def _register(of: str, out_id: str, file: str, digest: str, front: int, root: Path | None) -> bool:
    """Add the OCR source at the end of sources.toml (modelled on the source it reads), or record its new sha256."""
    path = corpus_dir(root) / "sources.toml"
    text = read_text(path)
    known = {s.id: s for s in load_sources(root)}
    if out_id in known:
        return atomic_write(path, text.replace(f'sha256 = "{known[out_id].sha256}"', f'sha256 = "{digest}"', 1))
    base = known[of]
    entry = "\n".join([
        "", "[[source]]", f'id = "{out_id}"', f'seed = "corpus/scans/{of}/"', f'file = "{file}"', f'sha256 = "{digest}"',
        f"title = {_toml(base.title)}", f"author = {_toml(base.author)}",
        f"edition.en = {_toml('our OCR of the page scans of ' + of + ' (patience corpus ocr; engine in ' + out_id + '.ocr.json)')}",
        f"edition.nl = {_toml('onze OCR van de scans van ' + of + ' (patience corpus ocr; de engine staat in ' + out_id + '.ocr.json)')}",
        f"year = {_toml(base.year)}", f"publisher = {_toml(base.publisher)}", f'language = "{base.language}"',
        f"orthography.en = {_toml(base.orthography.en)}", f"orthography.nl = {_toml(base.orthography.nl)}",
        'kind = "book"', "prints_page_numbers = true",
        f"notes.en = {_toml('Uncorrected OCR: no curated corrections; the automatic rules only. The ground truth is ' + of + '.')}",
        f"notes.nl = {_toml('Ongecorrigeerde OCR: geen handmatige correcties, alleen de automatische regels. De referentietekst is ' + of + '.')}",
        'paragraph_break = "\\n\\n"', 'segmenter = "none"  # a witness of the pages, not of games', "starts_mid_game = false",
        "ends_mid_game = false", f"pages = {LAYOUT.replace('FRONT', str(front))}", "",
    ])
    return atomic_write(path, text.rstrip("\n") + "\n" + entry)


def _toml(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _run(argv: list[str]) -> str:
    out = subprocess.run(argv, capture_output=True, text=True)
    if out.returncode != 0:
        last = out.stderr.strip().splitlines()[-1:]
        raise PatienceError(f"{argv[0]} failed on {argv[1]}: {last[0] if last else f'exit {out.returncode}'}")
    return out.stdout
