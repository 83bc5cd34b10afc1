"""Shared fixtures. Tests that need ../shared/data skip cleanly when it is absent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
PAPERLISTS = SHARED_DATA / "paperlists" / "ml_abstracts_2017_2024.jsonl"
SAMPLE = REPO / "data" / "iclr2024_sample.jsonl"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.skip("../shared/data is not present")
    return SHARED_DATA


@pytest.fixture(scope="session")
def paperlists(shared_data) -> list[dict]:
    with open(PAPERLISTS, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


@pytest.fixture(scope="session")
def sample_records() -> list[dict]:
    with open(SAMPLE, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


@pytest.fixture(scope="session")
def rule_nlp():
    """A blank English pipeline with the shipped tokenizer's splits ("7B." -> "7B" ".") and sentence bounds: the
    text the rule passes read, without the trained models."""
    import spacy

    from extractor.pipeline import split_final_periods

    nlp = split_final_periods(spacy.blank("en"))
    nlp.add_pipe("sentencizer")
    return nlp


@pytest.fixture(scope="session")
def extractor():
    from extractor.api import Extractor

    return Extractor()


def interrupt_after_chunks(monkeypatch, options, chunks: int) -> None:
    """Run `options` until `chunks` chunks are journaled, then stop it as Ctrl-C would: a run to --resume."""
    from extractor import batch

    journal, journaled = batch._journal, []

    def killed(parts, index, n_records):
        if len(journaled) == chunks:
            raise KeyboardInterrupt
        journaled.append(index)
        journal(parts, index, n_records)

    monkeypatch.setattr(batch, "_journal", killed)
    with pytest.raises(KeyboardInterrupt):
        batch.run(options)
    monkeypatch.setattr(batch, "_journal", journal)


def shipped_ner_version() -> str:
    """The version the shipped NER model's meta states: what manifests and Parquet metadata must report."""
    import json

    from extractor.pipeline import NER_MODEL

    return json.loads((NER_MODEL / "meta.json").read_text(encoding="utf-8"))["version"]
