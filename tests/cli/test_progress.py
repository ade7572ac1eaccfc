"""Long commands show their progress on stderr also when it is not a terminal (a log file)."""

from patience.cli.progress import Progress


def test_off_a_terminal_a_line_for_each_label_every_interval_and_at_the_end(capsys, monkeypatch):
    clock = iter(range(0, 1000, 10))  # each reading of the clock is 10 s after the last
    monkeypatch.setattr("patience.cli.progress.time.monotonic", lambda: next(clock))
    with Progress(6, "study", show=lambda: "2.0 deals/s", every=25) as bar:
        for _ in range(5):
            bar.update(1)
        bar.label = "klondike-nl~draw-3"
        bar.update(1)
    lines = capsys.readouterr().err.splitlines()
    assert lines == ["study: 1 of 6 (17%), 2.0 deals/s", "study: 4 of 6 (67%), 2.0 deals/s",
                     "klondike-nl~draw-3: 6 of 6 (100%), 2.0 deals/s"]


def test_an_interrupted_command_prints_no_last_line(capsys, monkeypatch):
    monkeypatch.setattr("patience.cli.progress.time.monotonic", lambda: 0.0)
    try:
        with Progress(3, "diff") as bar:
            bar.update(1)
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert capsys.readouterr().err.splitlines() == ["diff: 1 of 3 (33%)"]  # the first, not a last
