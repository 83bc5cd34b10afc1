"""Are two runs' tables the same? Prints, per table, the row counts and the rows that differ.

    python benchmarks/compare_runs.py OUT_A OUT_B

Used to show that a change which must not alter behaviour (a refactor, a move) leaves every table
identical: run the tool before and after on the same input, then compare the two output folders.
Columns are compared by value (NaN equals NaN); `papers.source` is ignored when the two runs read
the input from different paths. Exits 1 when any table differs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pandas as pd

TABLES = ("papers", "entities", "names", "claims", "urls", "errors", "name_index")
# Columns that name where the input file was, not what was extracted from it.
LOCATION_COLUMNS = {"papers": ["source"], "errors": ["source"]}


def read_table(folder: Path, table: str) -> pd.DataFrame | None:
    path = folder / f"{table}.parquet"
    return pd.read_parquet(path) if path.exists() else None


def differing_rows(a: pd.DataFrame, b: pd.DataFrame) -> int:
    """Rows of a and b that differ, position by position, plus the rows one has and the other lacks."""
    common = min(len(a), len(b))
    left = a.iloc[:common].reset_index(drop=True)
    right = b.iloc[:common].reset_index(drop=True)
    same = (left == right) | (left.isna() & right.isna())
    return int((~same.all(axis=1)).sum()) + abs(len(a) - len(b))


def compare_table(a: pd.DataFrame | None, b: pd.DataFrame | None, ignore: list[str]) -> tuple[str, int]:
    if a is None or b is None:
        return ("missing in " + ("A" if a is None else "B"), 1) if (a is None) != (b is None) else ("absent", 0)
    if list(a.columns) != list(b.columns):
        return (f"columns differ: {sorted(set(a.columns) ^ set(b.columns))}", 1)
    keep = [column for column in a.columns if column not in ignore]
    n = differing_rows(a[keep], b[keep])
    return (f"{len(a)} / {len(b)} rows, {n} differ", n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--keep-source", action="store_true", help="also compare the source columns")
    args = parser.parse_args(argv)
    total = 0
    for table in TABLES:
        ignore = [] if args.keep_source else LOCATION_COLUMNS.get(table, [])
        verdict, n = compare_table(read_table(args.a, table), read_table(args.b, table), ignore)
        total += n
        print(f"{table:<9} {verdict}")
    print("identical" if total == 0 else f"DIFFERENT: {total} rows")
    return 0 if total == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
