"""Where the package finds the files it reads: the project's data/ folder and the shipped models.

data/ (the bundled sample input and the reference lists) sits at the top of the repository, where people look
for it; pyproject.toml installs it as the package's `extractor/data`. So an installed package reads its own copy
and a source checkout (an editable install, or the tests run from the repository) reads the repository's.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent

DATA_DIR = _PACKAGE / "data" if (_PACKAGE / "data").is_dir() else _PACKAGE.parent / "data"
REFERENCE_DIR = DATA_DIR / "reference"
SAMPLE_INPUT = DATA_DIR / "iclr2024_sample.jsonl"

TRAINED_DIR = _PACKAGE / "trained"
