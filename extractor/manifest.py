"""The run manifest (out/manifest.json): enough to trust and reproduce a run.

When and how it was run (timestamps, the command line), what it read (each input's path as given, size and
SHA-256), what it ran (the tool, its libraries and every shipped model, each with a version and a digest of its
files, so a model retrained without a version bump still shows), and what it did (resumed or not, records done in
this invocation and in all, rows per table).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import shlex
from functools import lru_cache
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence

HASH_BLOCK = 1 << 20  # stream files in 1 MiB blocks: inputs can be larger than memory


def utc_timestamp(moment: Optional[datetime] = None) -> str:
    """ISO 8601 in UTC, to the second: '2024-05-01T12:00:00Z'."""
    moment = moment or datetime.now(timezone.utc)
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(HASH_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def tree_sha256(path: Path) -> str:
    """One digest of a file, or of a folder's files (their relative paths and contents, in sorted order)."""
    if path.is_file():
        return file_sha256(path)
    digest = hashlib.sha256()
    for file in sorted(p for p in path.rglob("*") if p.is_file()):
        digest.update(file.relative_to(path).as_posix().encode("utf-8") + b"\0")
        digest.update(file_sha256(file).encode("ascii"))
    return digest.hexdigest()


def input_entries(paths: Iterable[str]) -> list[dict[str, Any]]:
    """Each input as given on the command line, with its size and SHA-256 (null for stdin, which cannot be
    read twice)."""
    entries = []
    for path in paths:
        if path == "-":
            entries.append({"path": "-", "bytes": None, "sha256": None})
        else:
            entries.append({"path": path, "bytes": os.path.getsize(path), "sha256": file_sha256(Path(path))})
    return entries


def model_entry(path: Path) -> dict[str, Any]:
    """A shipped model: the name and version its meta records, and a digest of its files."""
    meta_file = path / "meta.json" if path.is_dir() else path
    meta: dict[str, Any] = {}
    if meta_file.exists():
        try:
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
        except ValueError:
            meta = {}
    return {"name": meta.get("name", path.stem), "version": meta.get("version"),
            "sha256": tree_sha256(path) if path.exists() else None}


def shipped_models() -> dict[str, Path]:
    """Every model and list the pipeline loads: the trained models and the reference data beside them."""
    from extractor.pipeline import CONTRIBUTION_MODEL, NER_MODEL, TASK_RANKER_MODEL, TASK_TYPE_MODEL
    from extractor.resources import REFERENCE_DIR

    return {"ner": NER_MODEL, "task_type": TASK_TYPE_MODEL, "contribution_type": CONTRIBUTION_MODEL,
            "task_ranker": TASK_RANKER_MODEL, "reference_data": REFERENCE_DIR}


def software_versions() -> dict[str, str]:
    import pyarrow
    import pydantic
    import spacy

    from extractor import __version__

    return {"extractor": __version__, "python": platform.python_version(), "spacy": spacy.__version__,
            "pyarrow": pyarrow.__version__, "pydantic": pydantic.__version__}


@lru_cache(maxsize=1)
def shipped_model_entries() -> dict[str, dict[str, Any]]:
    """The models' entries, once per process (the digests read some 20 MB)."""
    return {name: model_entry(path) for name, path in shipped_models().items()}


def versions_metadata() -> dict[str, Any]:
    """The tool's and models' versions, for the Parquet files' key/value metadata."""
    models = shipped_model_entries()
    return {"version": software_versions()["extractor"],
            "models": {name: {"version": entry["version"], "sha256": entry["sha256"]} for name, entry in models.items()}}


def build_manifest(*, argv: Sequence[str], started: datetime, finished: datetime, inputs: Sequence[str],
                   counts: dict[str, int], records_total: int, records_this_run: int, resumed: bool,
                   chunks_resumed: int, seconds: float, options: dict[str, Any],
                   models: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """The manifest as a dict. `records_this_run` counts what this invocation extracted; `records_total` what the
    output holds (more when a resumed run's earlier invocations did part of it)."""
    return {
        "created": utc_timestamp(finished),
        "started": utc_timestamp(started),
        "command": list(argv),
        "command_line": shlex.join(argv),
        "inputs": input_entries(inputs),
        "resumed": resumed,
        "chunks_resumed": chunks_resumed,
        "records_in": records_total,
        "records_this_run": records_this_run,
        "elapsed_seconds": round(seconds, 3),
        "counts": counts,
        "versions": software_versions(),
        "models": models if models is not None else shipped_model_entries(),
        "options": options,
    }
