"""Progress: a bar with total and ETA on a terminal, a periodic line elsewhere."""

import io

from extractor.progress import Progress, format_duration, progress_line


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_format_duration():
    assert format_duration(8.5 * 60) == "8m 30s"
    assert format_duration(59.6) == "1m 00s"
    assert format_duration(4) == "4s"
    assert format_duration(3725) == "1h 02m"


def test_progress_line_has_records_rate_errors_and_eta():
    assert progress_line(1500, 12000, 3, 60.0) == \
        "extractor: 1,500 / 12,000 records (12%), 25.0 records/s, 3 errors, ETA 7m 00s"
    assert progress_line(40, None, 1, 2.0) == "extractor: 40 records, 20.0 records/s, 1 error"
    # A resumed run: the rate counts only what this invocation did.
    assert "10.0 records/s" in progress_line(1100, 2000, 0, 10.0, done_before=1000)


def test_not_a_terminal_logs_a_line_every_interval():
    stream, clock = io.StringIO(), Clock()
    progress = Progress(100, stream=stream, interval=30, clock=clock, terminal=False)
    clock.now = 10
    progress.update(10)
    assert stream.getvalue() == ""  # before the interval: silent
    clock.now = 31
    progress.update(20, errors=2)
    clock.now = 40
    progress.update(10)
    clock.now = 62
    progress.update(10)
    progress.close()
    lines = stream.getvalue().splitlines()
    assert lines == [
        "extractor: 30 / 100 records (30%), 1.0 records/s, 2 errors, ETA 1m 12s",
        "extractor: 50 / 100 records (50%), 0.8 records/s, 2 errors, ETA 1m 02s",
    ]


def test_terminal_bar_has_total_and_starts_at_the_resumed_count():
    stream = io.StringIO()
    progress = Progress(200, initial=50, stream=stream, terminal=True)
    assert progress.bar.total == 200 and progress.bar.n == 50
    progress.update(64)
    assert progress.bar.n == 114 and progress.done == 114
    meter = str(progress.bar)  # what it shows once its start-up delay is over: count of total, percentage, ETA
    assert "114/200" in meter and "57%" in meter and "<" in meter
    progress.close()


def test_disabled_progress_prints_nothing():
    stream, clock = io.StringIO(), Clock()
    progress = Progress(10, enabled=False, stream=stream, interval=0, clock=clock, terminal=False)
    progress.update(10)
    progress.close()
    assert stream.getvalue() == "" and progress.bar is None
