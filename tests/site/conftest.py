"""Fixtures: a data root with the real sources.toml, the fake corpus API, and the real site
built once per run, served on localhost and opened in Debian's chromium (playwright)."""

from __future__ import annotations

import dataclasses
import fcntl
import functools
import json
import os
import shutil
import threading
from pathlib import Path

import pytest

import fakecorpus
from browsing import CHROMIUM, CHROMIUM_ARGS, QuietHandler, Server, Watched
from patience.site import build_site
from patience.site.build import BuildReport

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A project root with the real `corpus/sources.toml` and schema, and an empty `rules_json/`."""
    (tmp_path / "corpus").mkdir()
    shutil.copy(REPO / "corpus" / "sources.toml", tmp_path / "corpus" / "sources.toml")
    shutil.copytree(REPO / "schema", tmp_path / "schema")
    (tmp_path / "rules_json").mkdir()
    return tmp_path


@pytest.fixture
def corpus():
    return fakecorpus


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """The whole site, built once per run from the real corpus and rule sets: under pytest-xdist by
    the first worker to ask, in the run's shared temp folder, while the others wait on its lock and
    then read its report."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the workers' temp folders share this parent
    out, report = shared / "site", shared / "site-report.json"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if report.is_file():
            return BuildReport(**json.loads(report.read_text()))
        shutil.rmtree(out, ignore_errors=True)  # a build that failed halfway in another worker
        done = build_site(REPO, out / "docs", out / "build")
        report.write_text(json.dumps(dataclasses.asdict(done)))
        return done


@pytest.fixture(scope="session")
def base_url(built):
    handler = functools.partial(QuietHandler, directory=built.site)
    server = Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            tmp_path_factory.mktemp("chromium-profile"), executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS, headless=True, viewport={"width": 1280, "height": 900})
        yield context
        context.close()


@pytest.fixture(scope="session")
def shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("screenshots")
    print(f"\nscreenshots: {folder}")
    return folder


@pytest.fixture
def watched(browser, base_url):
    page = browser.new_page()
    yield Watched(page, base_url)
    page.close()
