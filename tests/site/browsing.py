"""Browsing the built site in tests: Debian's chromium and its flags, a quiet local server,
and a page that records every console error, page error and failed request."""

from __future__ import annotations

import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urljoin

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # the browser left the page
            super().handle_error(request, client_address)


class Watched:
    """A browser page that records console errors, page errors and failed requests."""

    def __init__(self, page, base_url):
        self.page, self.base_url, self.errors = page, base_url, []
        page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.on("requestfailed", self._failed)
        page.on("response", lambda r: r.status >= 400 and self.errors.append(f"HTTP {r.status}: {r.url}"))

    def _failed(self, request):
        if request.failure != "net::ERR_ABORTED":  # aborted: the test moved on to another page
            self.errors.append(f"request failed: {request.url} ({request.failure})")

    def open(self, path: str):
        self.page.goto(urljoin(self.base_url, path))
        return self.page
