"""The install ships every module and data file: pyproject.toml lists the packages by hand (data/ is mapped into
the package), so a new package left off the list would be missing after `pip install .`."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_every_package_with_modules_is_listed_in_pyproject():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(folder.relative_to(REPO).parts)
        for folder in (REPO / "extractor").rglob("*")
        if folder.is_dir() and "__pycache__" not in folder.parts and any(folder.glob("*.py"))
    } | {"extractor"}
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"
    assert config["package-dir"]["extractor.data"] == "data"


def test_the_package_finds_the_bundled_sample_and_reference_lists():
    from extractor.resources import REFERENCE_DIR, SAMPLE_INPUT

    assert SAMPLE_INPUT.is_file() and SAMPLE_INPUT.read_text(encoding="utf-8").count("\n") == 19
    assert {"datasets.tsv", "methods.tsv", "metrics.tsv", "tasks.tsv"} <= {p.name for p in REFERENCE_DIR.iterdir()}


def test_the_allocator_setting_takes_where_glibc_is_the_allocator():
    import platform
    import sys

    from extractor.malloc import raise_mmap_threshold

    expected = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"
    assert raise_mmap_threshold() is expected
