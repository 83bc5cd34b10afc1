"""`extractor report`: the review page of a run, checked as markup and in a real headless Chromium.

The run is a real one: nine abstracts of the bundled sample, one hostile abstract and one broken line, through
`extractor run --report`. The browser tests use the system's Chromium and chromedriver (Debian: apt-get install
chromium chromium-driver; .ci/run installs them) through selenium, and skip, saying why, when either is missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from extractor.cli import main
from extractor.report import render_report, write_report
from extractor.report.corpus import counted, cross_tab
from extractor.report.data import (RunFolderError, build_payload, claim_value_text, group_column, input_group,
                                   load_run, sentence_bounds)
from extractor.report.html import json_for_script

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "iclr2024_sample.jsonl"
KEPT = ("iclr2024-seed-02", "iclr2024-seed-03", "iclr2024-seed-04", "iclr2024-seed-05", "iclr2024-seed-08",
        "iclr2024-seed-09", "iclr2024-seed-11", "iclr2024-seed-13", "iclr2024-seed-16")
HOSTILE_ID = "hostile-1"
HOSTILE_TITLE = '<b id="bold-title">Bold</b> </script><script>window.__pwned = "title"</script>'
HOSTILE = (
    'We present <script>window.__pwned = 1; document.title = "pwned";</script> HostileNet, which reaches 91.5% '
    'accuracy on ImageNet. "><img src=x onerror="window.__pwned = 2"> </script><!-- <svg onload="window.__pwned = 3"> '
    "Code: https://github.com/evil/hostile-net ."
)


# ---- the run ---------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("report")
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    lines = [json.dumps(r) for r in records if r["id"] in KEPT]
    lines.append(json.dumps({"id": HOSTILE_ID, "title": HOSTILE_TITLE, "abstract": HOSTILE}))
    lines.append('{"id": "broken", "abstract": <b>not json</b>')
    source = folder / "input.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = folder / "out"
    code = main(["run", str(source), "--out", str(out), "--workers", "1", "--no-progress", "--report", "-q"])
    assert code == 0
    source.unlink()  # the report must need the run folder only
    return out


@pytest.fixture(scope="module")
def tables(run_dir) -> dict[str, list[dict]]:
    return {name: pq.read_table(run_dir / f"{name}.parquet").to_pylist()
            for name in ("papers", "entities", "names", "claims", "urls", "errors")}


@pytest.fixture(scope="module")
def html(run_dir) -> str:
    return (run_dir / "report.html").read_text(encoding="utf-8")


# ---- pure parts --------------------------------------------------------------------------------------------------


def test_json_for_script_cannot_close_its_block_and_reads_back_the_same():
    data = {"a": "</script><script>alert(1)</script>", "b": "<!-- x -->", "c": "a & b > c", "d": "\u2028 é"}
    text = json_for_script(data)
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text) == data


def test_claim_value_text():
    assert claim_value_text({"value": 82.1, "comparator": "="}) == "82.1"
    assert claim_value_text({"value": 7.0, "comparator": ">"}) == "> 7"
    assert claim_value_text({"value": None, "value_low": 60.0, "value_high": 96.0}) == "60 – 96"
    assert claim_value_text({"value": 1_000_000.0}) == "1,000,000"
    assert claim_value_text({"value": 0.25, "comparator": "~"}) == "~ 0.25"
    assert claim_value_text({"value": None, "value_low": None, "value_high": None}) == ""


def test_sentence_bounds_find_the_occurrence_that_holds_the_claim():
    abstract = "We get 5 points. We get 5 points. Done."
    sentence = "We get 5 points."
    assert sentence_bounds(abstract, sentence, 24, 25) == (17, 33)
    assert sentence_bounds(abstract, sentence, 7, 8) == (0, 16)
    assert sentence_bounds(abstract, "not in it", 7, 8) == (7, 8)
    assert sentence_bounds(abstract, None, 7, 8) == (7, 8)


def test_input_group_and_group_column():
    assert input_group("/data/in/neurips.jsonl:12") == "neurips.jsonl"
    assert input_group("C:\\in\\a.csv:3") == "a.csv"
    assert input_group(None) == "(unknown)"
    papers = {"paper_id": ["a", "b", "c"], "source": ["x:1", "x:2", "x:3"], "year": [2020, 2021, 2021],
              "venue": ["iclr", "icml", "iclr"]}
    assert group_column(papers) == "venue"
    assert group_column({**papers, "venue": ["one", "one", "one"]}) == "year"
    assert group_column({"paper_id": ["a"], "source": ["x:1"]}) is None


def test_counted_and_cross_tab():
    assert counted(["b", "a", "b", None]) == [("b", 2), ("(none)", 1), ("a", 1)]
    papers = [{"field": 0, "group": 0}, {"field": 0, "group": 1}, {"field": None, "group": 2}, {"field": 1, "group": 1}]
    tab = cross_tab(papers, "field", ["ML", "CV"], ["a.jsonl", "b.jsonl", "c.jsonl"], max_groups=2)
    assert tab.groups == ["b.jsonl", "a.jsonl", "other"]
    assert tab.rows == [("ML", [1, 1, 0]), ("(none)", [0, 0, 1]), ("CV", [1, 0, 0])]
    assert cross_tab(papers, "field", ["ML"], ["only.jsonl"], max_groups=8) is None


# ---- the run folder and the page's markup --------------------------------------------------------------------------


def test_papers_table_keeps_the_abstract_every_offset_indexes(tables):
    texts = {(p["paper_id"], "abstract"): p["abstract"] for p in tables["papers"]}
    texts |= {(p["paper_id"], "title"): p["title"] for p in tables["papers"]}
    assert texts[(HOSTILE_ID, "abstract")] == HOSTILE
    for table in ("entities", "claims", "urls"):
        for row in tables[table]:
            field = row.get("field") or "abstract"  # an entity row of a task only the title names
            assert texts[(row["paper_id"], field)][row["start_char"]:row["end_char"]] == row["text"]


def test_payload_holds_every_row_of_the_run(run_dir, tables):
    payload = build_payload(load_run(run_dir))
    papers = {p["id"]: p for p in payload["papers"]}
    assert list(papers) == [p["paper_id"] for p in tables["papers"]]
    in_abstract = {"entities": [row for row in tables["entities"] if row["field"] != "title"]}
    for table, key in (("entities", "e"), ("claims", "c"), ("urls", "u")):
        assert sum(len(p[key]) for p in papers.values()) == len(in_abstract.get(table, tables[table]))
    # A name's paper count is the number of papers its filter will list.
    for canonical, label, _, count in payload["names"]:
        key = (canonical, payload["labels"][label])
        listed = {r["paper_id"] for r in tables["names"] if (r["canonical"], r["label"]) == key}
        assert listed
        assert count == len(listed)


def test_hostile_text_is_escaped_in_the_markup(html):
    for raw in ("<script>window.__pwned", "<img src=x", "<b id=\"bold-title\">", "<svg onload", "<!-- <svg",
                "<b>not json"):
        assert raw not in html
    # Our three script elements (two of them JSON data) and nothing else.
    blocks = re.findall(r"<script\b[^>]*>(.*?)</script>", html, flags=re.S)
    assert len(blocks) == 3 and len(re.findall(r"<script\b", html)) == 3
    assert all("<" not in block for block in blocks[:2])  # the JSON blocks: nothing in them can end them
    json.loads(blocks[1])
    # Outside the scripts, no element that loads anything.
    markup = re.sub(r"<script\b[^>]*>.*?</script>", "", html, flags=re.S)
    assert not re.search(r"<(link|img|iframe|object|embed|image|use)\b", markup)
    assert not re.search(r"\b(src|srcset|xlink:href)\s*=|url\(|@import", markup)
    assert "default-src 'none'" in html


def test_report_needs_only_the_run_folder_and_the_cli_writes_it_where_asked(run_dir, tmp_path):
    target = tmp_path / "review.html"
    assert main(["report", str(run_dir), "--html", str(target)]) == 0  # the input file is gone (see run_dir)
    assert target.read_text(encoding="utf-8") == render_report(run_dir)


def test_report_of_a_folder_that_is_no_run_is_a_usage_error(tmp_path, capsys):
    assert main(["report", str(tmp_path)]) == 2
    assert "papers.parquet is missing" in capsys.readouterr().err
    with pytest.raises(RunFolderError):
        write_report(tmp_path)


def test_the_corpus_view_counts_the_run(html, tables):
    assert ">Errors (1)<" in html and "broken" in html
    code_papers = {u["paper_id"] for u in tables["urls"] if u["kind"] == "code"}
    assert f"{len(code_papers):,} of {len(tables['papers']):,} papers</a>" in html


@pytest.fixture(scope="module")
def crafted_dir(tmp_path_factory) -> Path:
    """A run folder written by hand: spans that nest and cross (a claim across a metric, a data set inside a URL,
    a name inside a longer one), and a kept `venue` column. Real runs rarely cross spans; the page must still show
    each span over exactly its own characters."""
    import pyarrow.parquet as pq_write

    from extractor.io.writers import rows_to_table
    from extractor.records import TABLES

    folder = tmp_path_factory.mktemp("crafted")
    first = "Our ResNet-50 reaches 82.1% top-1 accuracy on ImageNet-1k; code: https://github.com/a/ImageNet-1k-tools ."
    second = "A survey of graph learning."

    def span(text: str, abstract: str = first, nth: int = 0) -> dict:
        start = -1
        for _ in range(nth + 1):
            start = abstract.index(text, start + 1)
        return {"text": text, "start_char": start, "end_char": start + len(text)}

    def entity(text: str, label: str, nth: int = 0, **extra) -> dict:
        return {"paper_id": "p1", **span(text, nth=nth), "label": label, "source": "ner", **extra}

    rows = {
        "papers": [
            {"paper_id": "p1", "title": "Crossing spans", "abstract": first, "source": "x.jsonl:1",
             "task_type": "Computer Vision", "task_type_score": 0.9, "contribution_type": "method",
             "artifact": "ResNet-50", "n_entities": 5, "n_claims": 1, "n_results": 0, "n_urls": 1, "venue": "cvpr"},
            {"paper_id": "p2", "title": None, "abstract": second, "source": "x.jsonl:2", "n_entities": 0,
             "n_claims": 0, "n_results": 0, "n_urls": 0, "venue": "jmlr"},
        ],
        "entities": [
            entity("ResNet-50", "METHOD", is_named=True, is_artifact=True, canonical="ResNet-50"),
            entity("ResNet", "METHOD", is_named=True, canonical="ResNet"),
            entity("top-1 accuracy", "METRIC", is_named=True, canonical="Top-1 Accuracy"),
            entity("ImageNet-1k", "DATASET", is_named=True, canonical="ImageNet-1K"),
            entity("ImageNet-1k", "DATASET", nth=1, is_named=True, canonical="ImageNet-1K"),
        ],
        "names": [
            {"paper_id": "p1", "canonical": "ImageNet-1K", "label": "DATASET", "in_kb": False, "mentions": 2,
             **span("ImageNet-1k"), "is_artifact": False},
        ],
        "claims": [{"paper_id": "p1", **span("82.1% top-1"), "value": 82.1, "unit": "%", "kind": "percentage"}],
        "urls": [{"paper_id": "p1", **span("https://github.com/a/ImageNet-1k-tools"),
                  "url": "https://github.com/a/ImageNet-1k-tools", "host": "github.com", "kind": "code"}],
    }
    for name in TABLES:
        pq_write.write_table(rows_to_table(name, rows.get(name, [])), folder / f"{name}.parquet")
    write_report(folder)
    return folder


# ---- in the browser ------------------------------------------------------------------------------------------------


def _browser_paths() -> tuple[str, str]:
    browser = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        pytest.skip("no headless browser: install Chromium and chromedriver (Debian: apt-get install chromium "
                    "chromium-driver) to run the report's browser tests")
    return browser, driver


@pytest.fixture(scope="module")
def browser():
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install '.[test]')")
    from selenium.webdriver.chrome.service import Service

    binary, driver_path = _browser_paths()
    os.environ.setdefault("SE_OFFLINE", "true")  # selenium must never fetch a driver or a browser
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1000"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    yield driver
    driver.quit()


@pytest.fixture
def page(browser, run_dir):
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get((run_dir / "report.html").resolve().as_uri())
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    return browser


def _shown_ids(driver) -> list[str]:
    return driver.execute_script(
        "return [...document.querySelectorAll('#papers article.paper')].map(a => a.dataset.id)")


def _wait_for(driver, ids: list[str]) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 10).until(lambda d: _shown_ids(d) == ids, message=f"expected {ids}, shown {_shown_ids(driver)}")


# For each paper card: its abstract as rendered, and per span kind and row index the span's text and first offset,
# read back from the highlighted pieces.
_SPANS_JS = """
const out = {};
for (const card of document.querySelectorAll('#papers article.paper')) {
  const spans = {e: {}, c: {}, u: {}};
  const abstract = card.querySelector('.abstract');
  for (const seg of abstract.querySelectorAll('.seg')) {
    for (const kind of ['e', 'c', 'u']) {
      const ids = seg.dataset[kind];
      if (!ids) continue;
      for (const i of ids.split(' ')) {
        const span = spans[kind][i] || (spans[kind][i] = {start: Number(seg.dataset.s), end: Number(seg.dataset.s), text: ''});
        if (Number(seg.dataset.s) !== span.end) span.gap = true;
        span.text += seg.textContent;
        span.end = Number(seg.dataset.s) + seg.textContent.length;
      }
    }
  }
  out[card.dataset.id] = {abstract: abstract.textContent, spans};
}
return out;
"""


def test_highlights_sit_on_the_rows_text(page, tables):
    rendered = page.execute_script(_SPANS_JS)
    papers = tables["papers"]
    assert sorted(rendered) == sorted(p["paper_id"] for p in papers)
    for paper in papers:
        card = rendered[paper["paper_id"]]
        assert card["abstract"] == paper["abstract"]  # rendering loses and adds nothing
        for table, kind in (("entities", "e"), ("claims", "c"), ("urls", "u")):
            rows = [r for r in tables[table] if r["paper_id"] == paper["paper_id"]]
            assert len(card["spans"][kind]) == len(rows), (paper["paper_id"], table)
            for i, row in enumerate(rows):
                span = card["spans"][kind][str(i)]
                assert not span.get("gap"), (table, row)
                assert (span["start"], span["end"], span["text"]) == (row["start_char"], row["end_char"], row["text"])
    assert any(tables[t] for t in ("claims", "urls"))  # the check covered more than entities


def test_overlapping_spans_each_keep_their_own_text(page, tables):
    # A piece covered by two spans (an entity inside a claim or a URL, ...) carries both.
    overlapping = page.execute_script(
        "return [...document.querySelectorAll('#papers .seg')].filter(s => "
        "['e', 'c', 'u'].filter(k => s.dataset[k]).length > 1).length")
    expected = 0
    by_paper: dict[str, list[tuple[int, int]]] = {}
    for table in ("entities", "claims", "urls"):
        for row in tables[table]:
            by_paper.setdefault(row["paper_id"], []).append((row["start_char"], row["end_char"], table))
    for spans in by_paper.values():
        expected += any(a[2] != b[2] and a[0] < b[1] and b[0] < a[1] for a in spans for b in spans)
    assert (overlapping > 0) == (expected > 0)


def test_hostile_input_is_shown_as_text_and_never_runs(page, tables):
    assert page.execute_script("return window.__pwned === undefined")
    assert page.title.startswith("extractor report")
    assert page.execute_script("return document.querySelectorAll('img, #bold-title, svg[onload]').length") == 0
    card = page.execute_script(
        f"const a = document.querySelector('article[data-id=\"{HOSTILE_ID}\"]');"
        "return {title: a.querySelector('h3').textContent, abstract: a.querySelector('.abstract').textContent}")
    assert card == {"title": HOSTILE_TITLE, "abstract": HOSTILE}
    severe = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert severe == []  # no script blocked by the page's CSP, no error in its own script


def test_filter_by_name_narrows_the_list_and_names_link_to_their_papers(page, tables):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    papers_by_name: dict[tuple[str, str], list[str]] = {}
    for row in tables["names"]:
        papers_by_name.setdefault((row["canonical"], row["label"]), []).append(row["paper_id"])
    order = [p["paper_id"] for p in tables["papers"]]
    (canonical, label), ids = max(papers_by_name.items(), key=lambda item: (len(item[1]), item[0]))
    assert 1 < len(ids) < len(order)
    expected = [pid for pid in order if pid in ids]
    typed = page.find_element(By.ID, "f-name")
    typed.send_keys(canonical, Keys.ENTER)
    _wait_for(page, [pid for pid in order if any(pid in v for (c, _), v in papers_by_name.items() if c == canonical)])
    # The name's link in a card selects exactly its papers under its label.
    page.find_element(By.ID, "f-clear").click()
    _wait_for(page, order)
    links = page.find_elements(By.CSS_SELECTOR, f'article[data-id="{expected[-1]}"] .names a')
    link = next(a for a in links if a.text == canonical and a.get_attribute("title").startswith(label))
    link.click()
    _wait_for(page, expected)
    assert f"{len(expected)} of {len(order)} papers" in page.find_element(By.ID, "status").text


def test_search_field_and_code_filters(page, tables):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    order = [p["paper_id"] for p in tables["papers"]]
    word = "chatbots"
    page.find_element(By.ID, "f-q").send_keys(word.upper())  # case does not matter
    _wait_for(page, [p["paper_id"] for p in tables["papers"]
                     if word in ((p["title"] or "") + p["abstract"] + p["paper_id"]).lower()])
    page.find_element(By.ID, "f-clear").click()
    _wait_for(page, order)

    page.find_element(By.ID, "f-code").click()
    with_code = {u["paper_id"] for u in tables["urls"] if u["kind"] == "code"}
    _wait_for(page, [pid for pid in order if pid in with_code])
    page.find_element(By.ID, "f-clear").click()

    field = next(p["task_type"] for p in tables["papers"] if p["task_type"])
    Select(page.find_element(By.ID, "f-field")).select_by_value(field)
    _wait_for(page, [p["paper_id"] for p in tables["papers"] if p["task_type"] == field])


def test_crossing_and_nested_spans_each_cover_their_own_text(browser, crafted_dir):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    browser.get((crafted_dir / "report.html").resolve().as_uri())
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    card = browser.execute_script(_SPANS_JS)["p1"]
    papers = pq.read_table(crafted_dir / "papers.parquet").to_pylist()
    assert card["abstract"] == papers[0]["abstract"]
    for table, kind in (("entities", "e"), ("claims", "c"), ("urls", "u")):
        rows = [row for row in pq.read_table(crafted_dir / f"{table}.parquet").to_pylist()
                if row.get("field") != "title"]  # a task only the title names is among the names
        for i, row in enumerate(rows):
            span = card["spans"][kind][str(i)]
            assert (span["start"], span["end"], span["text"]) == (row["start_char"], row["end_char"], row["text"])
    # The piece the claim and the metric share carries both marks; the artifact is marked as such.
    shared = browser.execute_script(
        "return [...document.querySelectorAll('article[data-id=p1] .seg')].filter(s => s.dataset.c && s.dataset.e)"
        ".map(s => [s.textContent, s.className])")
    assert ["top-1", "seg e-METRIC named claim"] in shared
    artifact = browser.find_elements(By.CSS_SELECTOR, "article[data-id=p1] .seg.art")
    assert "".join(seg.text for seg in artifact) == "ResNet-50"
    # The kept venue column breaks the corpus down and filters the papers.
    assert "Papers per venue" in (crafted_dir / "report.html").read_text(encoding="utf-8")
    Select(browser.find_element(By.ID, "f-group")).select_by_value("jmlr")
    _wait_for(browser, ["p2"])
