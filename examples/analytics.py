"""Pandas analytics over the output tables of `extractor run`.

    extractor run --out out && python examples/analytics.py out
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd


def load_tables(out: Path) -> dict[str, pd.DataFrame]:
    return {name: pd.read_parquet(out / f"{name}.parquet") for name in ("papers", "entities", "claims", "urls", "errors")}


def main(out: Path) -> None:
    t = load_tables(out)
    papers, claims, urls, entities = t["papers"], t["claims"], t["urls"], t["entities"]
    print(f"{len(papers)} papers, {len(t['errors'])} failed records\n")

    per_paper = claims.groupby("paper_id").size().reindex(papers["paper_id"], fill_value=0)
    print("numeric claims per paper:", per_paper.describe()[["mean", "50%", "max"]].round(2).to_dict())
    if claims["kind"].notna().any():
        print("\nclaims by kind:\n" + claims["kind"].value_counts().to_string())

    with_code = urls.loc[urls["kind"] == "code", "paper_id"].unique()
    print(f"\npapers with a code link: {len(with_code)} of {len(papers)} ({len(with_code) / max(len(papers), 1):.0%})")
    print("links by host:\n" + urls["host"].value_counts().head(10).to_string())

    if len(entities):
        print("\nmost mentioned datasets:\n" + entities.loc[entities["label"] == "DATASET", "text"].value_counts().head(10).to_string())
    if papers["contribution_type"].notna().any():
        print("\npapers by contribution type:\n" + papers["contribution_type"].value_counts().to_string())
    if papers["task_type"].notna().any():
        print("\npapers by field:\n" + papers["task_type"].value_counts().to_string())


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "out"))
