"""The review page in a real browser: the README's screenshot, and the page's size and speed on a run.

    python benchmarks/report_page.py screenshot            # runs the bundled sample, saves docs/report.png
    python benchmarks/report_page.py timing OUT_DIR        # writes OUT_DIR/report.html, prints size and timings

Both drive the system's headless Chromium through selenium (Debian: apt-get install chromium chromium-driver),
as tests/test_report.py does; nothing is downloaded. `timing` prints the HTML size, the first contentful paint, the
moment the first page of papers is on screen (the page's own performance mark) and how long a search over every
paper takes to show, each the median of --repeats loads.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCREENSHOT = REPO / "docs" / "report.png"


def open_browser(width: int = 1280, height: int = 900):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        sys.exit("needs Chromium and chromedriver (Debian: apt-get install chromium chromium-driver)")
    os.environ.setdefault("SE_OFFLINE", "true")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--window-size={width},{height}",
                 "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(driver), options=options)


def load(driver, page: Path) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(page.resolve().as_uri())
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def screenshot(target: Path) -> None:
    """The sample's page scrolled to its papers, with a claim's row shown beside the first paper with claims."""
    from extractor.cli import main
    from extractor.report import write_report

    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "out"
        main(["run", "--out", str(out), "--workers", "1", "--no-progress", "-q"])
        page = write_report(out)
        driver = open_browser(1200, 820)
        try:
            load(driver, page)
            # Two papers that show every kind of mark: an artifact, names, claims and a code link.
            driver.execute_script("location.hash = '#q=WildChat'; document.getElementById('review').scrollIntoView()")
            time.sleep(0.5)
            driver.execute_script("document.getElementById('review').scrollIntoView()")
            driver.save_screenshot(str(target))
        finally:
            driver.quit()
    print(f"{target}: {target.stat().st_size / 1024:.0f} KB")


_SEARCH_JS = """
const done = arguments[arguments.length - 1];
const started = performance.now();
window.addEventListener('hashchange', () => setTimeout(() => done([performance.now() - started,
  document.getElementById('status').textContent]), 0), {once: true});
document.getElementById('f-q').value = arguments[0];
document.getElementById('filters').dispatchEvent(new Event('submit', {cancelable: true}));
"""


def timing(out_dir: Path, repeats: int, word: str) -> None:
    from extractor.report import write_report

    started = time.perf_counter()
    page = write_report(out_dir)
    built = time.perf_counter() - started
    fcp, rendered, search = [], [], []
    driver = open_browser()
    try:
        driver.set_script_timeout(60)
        for _ in range(repeats):
            load(driver, page)
            paints = driver.execute_script(
                "return performance.getEntriesByName('first-contentful-paint').map(e => e.startTime)")
            fcp.append(paints[0] if paints else float("nan"))
            rendered.append(driver.execute_script(
                "return performance.getEntriesByName('papers-rendered')[0].startTime"))
            cards = driver.execute_script("return document.querySelectorAll('#papers article').length")
            seconds, status = driver.execute_async_script(_SEARCH_JS, word)
            search.append(seconds)
    finally:
        driver.quit()
    print(f"{page}: {page.stat().st_size / 1e6:.1f} MB, built in {built:.1f} s")
    print(f"first contentful paint {statistics.median(fcp):.0f} ms; first page of papers ({cards} cards) on screen "
          f"at {statistics.median(rendered):.0f} ms; search {word!r} over every paper shown in "
          f"{statistics.median(search):.0f} ms ({status}); median of {repeats} loads")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    shot = commands.add_parser("screenshot")
    shot.add_argument("--out", type=Path, default=SCREENSHOT)
    timed = commands.add_parser("timing")
    timed.add_argument("out_dir", type=Path)
    timed.add_argument("--repeats", type=int, default=3)
    timed.add_argument("--word", default="graph")
    args = parser.parse_args()
    if args.command == "screenshot":
        screenshot(args.out)
    else:
        timing(args.out_dir, args.repeats, args.word)


if __name__ == "__main__":
    main()
