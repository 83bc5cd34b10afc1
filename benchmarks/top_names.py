"""The most frequent names of a run, per label: what an analyst sees first in name_index.

    extractor run corpus.jsonl --out OUT && python benchmarks/top_names.py OUT [--top 50]

Prints, per label, the top names by papers with their mean score (name_index.mean_score), their id (or "-" when the
knowledge base does not know them) and the spellings seen, so a reader can check that each is a name of that kind
and that no name is split over two spellings. `--min-score S` ranks only names whose mean score is S or more.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

LABELS = ("DATASET", "METHOD", "METRIC", "TASK")


def top_names(index: pd.DataFrame, label: str, n: int, min_score: float = 0.0) -> pd.DataFrame:
    rows = index[(index["label"] == label) & ((min_score <= 0) | (index["mean_score"].fillna(0.0) >= min_score))]
    return rows.sort_values(["papers", "mentions"], ascending=False, kind="stable").head(n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="a finished run's output folder")
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--labels", nargs="+", default=list(LABELS))
    parser.add_argument("--min-score", type=float, default=0.0, help="only names of this mean score or more")
    args = parser.parse_args()
    index = pd.read_parquet(args.out / "name_index.parquet")
    papers = len(pd.read_parquet(args.out / "papers.parquet", columns=["paper_id"]))
    for label in args.labels:
        print(f"\n{label}: top {args.top} of {int((index['label'] == label).sum())} names, by papers (of {papers})")
        for rank, row in enumerate(top_names(index, label, args.top, args.min_score).itertuples(), start=1):
            spellings = row.spellings if len(row.spellings) < 70 else row.spellings[:67] + "..."
            score = f"{row.mean_score:.2f}" if pd.notna(row.mean_score) else "  - "
            print(f"{rank:3d}. {row.canonical:<32.32} {row.papers:5d} {score} "
                  f"{row.name_id if isinstance(row.name_id, str) else '-':<34.34} {spellings}")


if __name__ == "__main__":
    main()
