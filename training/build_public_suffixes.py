"""Rebuild data/reference/tlds.txt: the top-level domains of the Public Suffix List's ICANN section.

    python training/build_public_suffixes.py [--psl /usr/share/publicsuffix/public_suffix_list.dat]

extractor/urls.py accepts an address written without a scheme or "www." ("bit.ly/abc", "lodestar-robot.github.io")
only when its last label is a real top-level domain. Only the ICANN section's top-level labels are kept (about
1,450 names, 10 kB): the private section (github.io, ...) and second-level rules (co.uk) decide nothing here.
The default input is the copy Debian's `publicsuffix` package installs (apt-get install publicsuffix); nothing is
downloaded. The list is MPL-2.0 (docs/DATA_LICENCES.md); the output keeps its licence header.
"""

from __future__ import annotations

import argparse
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_PSL = Path("/usr/share/publicsuffix/public_suffix_list.dat")
DEFAULT_OUT = REPO / "data" / "reference" / "tlds.txt"


def icann_tlds(psl_text: str) -> list[str]:
    """The distinct top-level labels of the ICANN section, lower case, sorted (IDN labels as written)."""
    tlds: set[str] = set()
    in_icann = False
    for line in psl_text.splitlines():
        line = line.strip()
        if line.startswith("// ===BEGIN ICANN DOMAINS==="):
            in_icann = True
        elif line.startswith("// ===END ICANN DOMAINS==="):
            break
        elif in_icann and line and not line.startswith("//"):
            tlds.add(line.lstrip("!*.").rsplit(".", 1)[-1].lower())
    return sorted(tlds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--psl", type=Path, default=DEFAULT_PSL, help="a public_suffix_list.dat")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    tlds = icann_tlds(args.psl.read_text(encoding="utf-8"))
    stamp = datetime.fromtimestamp(args.psl.stat().st_mtime, timezone.utc).date().isoformat()
    header = [
        "# Top-level domains of the Public Suffix List's ICANN section (https://publicsuffix.org/list/),",
        f"# from {args.psl.name} dated {stamp}; rebuilt by training/build_public_suffixes.py.",
        "# This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0.",
        "# If a copy of the MPL was not distributed with this file, You can obtain one at https://mozilla.org/MPL/2.0/.",
    ]
    args.out.write_text("\n".join(header + tlds) + "\n", encoding="utf-8")
    print(f"{len(tlds)} top-level domains -> {args.out}")


if __name__ == "__main__":
    main()
