"""benchmarks/data/manifest.json says what the files hold (benchmarks/sets.py reads it)."""

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks import sets as benchmark_sets  # noqa: E402


def test_every_file_is_listed_once_and_every_listed_file_exists():
    listed = [benchmark_sets.DATA / s["path"] for s in benchmark_sets.sets()]
    assert len(listed) == len(set(listed))
    assert sorted(listed) == sorted(benchmark_sets.DATA.rglob("*.jsonl"))
    assert [s["id"] + ".jsonl" for s in benchmark_sets.sets()] == [s["path"] for s in benchmark_sets.sets()]


def test_sizes_and_fields_are_the_files():
    for entry in benchmark_sets.sets():
        rows = benchmark_sets.read(entry["id"])
        assert entry["size"] == len(rows) == len({r["id"] for r in rows}), entry["id"]
        assert entry["fields"] == sorted({key for row in rows for key in row} - {"id"}), entry["id"]


@pytest.mark.skipif(not benchmark_sets.SOURCES["paperlists"].exists(), reason="../shared/data is absent")
def test_venue_counts_are_the_papers_venues():
    venue = {}
    with benchmark_sets.SOURCES["paperlists"].open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            venue[record["id"]] = record["venue"]
    for entry in benchmark_sets.sets(source="paperlists"):
        assert entry["venues"] == dict(Counter(venue[r["id"]] for r in benchmark_sets.read(entry["id"]))), entry["id"]


def test_held_out_sets_are_blind_never_tuned_on_and_never_trained_on():
    held_out = benchmark_sets.sets(folder="heldout")
    assert held_out and all(s["blind"] and not s["tuned_on"] and not s["trained_on"] for s in held_out)
    for concern in ("artifacts", "names", "task", "contribution", "claims"):
        assert "heldout/paperlists" in [s["id"] for s in benchmark_sets.never_tuned_on(concern)]


def test_queries():
    assert benchmark_sets.id_of("artifacts_dev7.jsonl") == "papers/paperlists-07"
    assert benchmark_sets.id_of(benchmark_sets.path("tasks/paperlists-03")) == "tasks/paperlists-03"
    assert benchmark_sets.ids(measures="claims") == ["claims/paperlists", "claims/iclr2024-seed", "heldout/paperlists",
                                                     "dev/anthology", "heldout/anthology", "dev/claims-venues",
                                                     "heldout/claims-venues", "dev/small-venues",
                                                     "heldout/small-venues", "dev/fresh-venues",
                                                     "heldout/fresh-venues", "dev/older-venues",
                                                     "heldout/older-venues", "dev/other-years",
                                                     "heldout/other-years", "dev/mixed-years",
                                                     "heldout/mixed-years", "dev/more-venues",
                                                     "heldout/more-venues", "dev/further-venues",
                                                     "heldout/further-venues", "dev/unused-years",
                                                     "heldout/unused-years"]
    assert {s["id"] for s in benchmark_sets.trained_on("contribution_type")} == set(
        benchmark_sets.ids(folder="papers", source="paperlists") + benchmark_sets.ids(folder="tasks"))
    with pytest.raises(KeyError):
        benchmark_sets.get("papers/nowhere")


def test_subjects_agree_when_both_are_the_papers_own():
    from benchmarks.claim_roles import subjects_agree

    own = {"ExtPose"}
    assert subjects_agree("We", "ExtPose", own) and subjects_agree("this approach", "our method", own)
    assert subjects_agree("ExtPose", "our model", own)
    assert not subjects_agree("We", "ChatGPT", own)  # another method
    assert not subjects_agree("We", None, own) and not subjects_agree("the baseline", "ExtPose", own)


def test_a_pair_the_abstract_defines_is_one_gold_name():
    # Sets annotated after the shared guideline list both spellings; the names table has one row for the pair.
    from benchmarks import names as names_bench

    gold = {"methods": ["Dynamical Movement Primitives", "DMP", "Recursive Least Square"]}
    abstract = "It uses Dynamical Movement Primitives (DMP) and Recursive Least Square for skills."
    want, aliases = names_bench.gold_names(gold, abstract)
    methods = {key for label, key in want if label == "METHOD"}
    assert methods == {"dynamicalmovementprimitives", "recursiveleastsquare"}
    assert aliases[("METHOD", "dmp")] == "dynamicalmovementprimitives"
    # Without the definition in the abstract the two stay two names.
    want, _ = names_bench.gold_names(gold, "It uses DMP and Recursive Least Square.")
    assert len({key for label, key in want if label == "METHOD"}) == 3


def test_a_performance_run_without_the_memory_run_keeps_its_last_figures(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("performance_report", REPO / "benchmarks" / "report.py")
    report = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(report)

    previous = tmp_path / "PERFORMANCE.md"
    previous.write_text("# Performance\n\nold figures\n\n## Memory against distinct words\n\n| process | RSS MB |\n"
                        "| whole tree, peak | 954 |\n", encoding="utf-8")
    kept = report.kept_memory_section(previous)
    assert kept[0] == report.MEMORY_HEADING and report.CARRIED_OVER in kept and "| whole tree, peak | 954 |" in kept
    previous.write_text("\n".join(kept), encoding="utf-8")
    assert report.kept_memory_section(previous).count(report.CARRIED_OVER) == 1  # marked once, however often kept
    assert report.kept_memory_section(tmp_path / "absent.md") == []
