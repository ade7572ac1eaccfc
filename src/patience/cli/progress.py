"""Progress of long commands on stderr: click's bar on a terminal; elsewhere (a log file, a CI job,
a study left running with nohup) a line every `every` seconds, when the label changes, and at the
end, so the work is seen going on without a bar's carriage returns."""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import Any, Callable

import typer

EVERY = 30.0  # seconds between two lines when stderr is not a terminal


class Progress:
    """`with Progress(n, "label") as bar: ... bar.update(1)`; `show` adds text after the count
    (rate, time left); `label` may change as the work moves on."""

    def __init__(self, length: int, label: str, show: Callable[[], str] | None = None, every: float = EVERY) -> None:
        self.length, self.label, self.show, self.every = length, label, show, every
        self.done = 0
        self._bar: Any = None
        self._last = 0.0
        self._shown: tuple[str, int] = ("", -1)  # the label and count of the last line printed

    def __enter__(self) -> Progress:
        if sys.stderr.isatty():
            show = self.show
            self._bar = typer.progressbar(length=self.length, label=self.label, file=sys.stderr, show_eta=show is None,
                                          item_show_func=(lambda _: show()) if show else None)
            self._bar.__enter__()
        self._last = time.monotonic()
        return self

    def update(self, n: int = 1) -> None:
        self.done += n
        if self._bar is not None:
            self._bar.label = self.label
            self._bar.update(n)
        elif self.label != self._shown[0] or time.monotonic() - self._last >= self.every:
            self._line()

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.__exit__(kind, exc, tb)
        elif kind is None and self._shown != (self.label, self.done):
            self._line()

    def _line(self) -> None:
        self._last, self._shown = time.monotonic(), (self.label, self.done)
        share = f" ({self.done / self.length:.0%})" if self.length else ""
        extra = f", {self.show()}" if self.show else ""
        typer.echo(f"{self.label.strip()}: {self.done} of {self.length}{share}{extra}", err=True)
