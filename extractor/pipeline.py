"""Builds the spaCy Language: the shipped trained pipelines plus the rule components."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import spacy
from spacy.language import Language
from thinc.api import use_ops

import extractor.components  # noqa: F401  (registers the factories)
from extractor.vectors import CachedVectors

TRAINED_DIR = Path(__file__).parent / "trained"
NER_MODEL = TRAINED_DIR / "ner"
TASK_TYPE_MODEL = TRAINED_DIR / "task_type"
CONTRIBUTION_MODEL = TRAINED_DIR / "contribution_type"
TASK_RANKER_MODEL = TRAINED_DIR / "task_ranker.json"

# Rule components in the order they run, after the trained NER: each may read what the
# earlier ones wrote (the task reads the artifact; the merger reads the abbreviations, typed names, artifacts
# and the main task's mentions).
RULE_COMPONENTS: tuple[str, ...] = (
    "web_links", "numeric_claims", "abbreviations", "gazetteer", "name_mentions", "artifacts", "paper_task",
    "entity_merger", "canonical_names",
)

# spaCy's English tokenizer splits a final period after a lower-case letter, a digit or two capitals, but not
# after a single capital, so names ending a sentence ("... which we call Commonsense-T2I.", "GPT-4V.") kept
# the period inside the token and every span over them. Abbreviations ("U.S.", "Ph.D.") are exceptions.
_PERIOD_AFTER_NAME = r"(?<=[a-z0-9][A-Z])\."


def split_final_periods(nlp: Language) -> Language:
    """Make the tokenizer split "T2I." into "T2I" + "." (training converts its corpora with it too)."""
    suffixes = [*(nlp.Defaults.suffixes or []), _PERIOD_AFTER_NAME]
    nlp.tokenizer.suffix_search = spacy.util.compile_suffix_regex(suffixes).search
    return nlp


def load_trained(path: Path | str, exclude: tuple[str, ...] = ()) -> Language:
    """A shipped (or retrained) spaCy pipeline, multiplying with numpy's BLAS.

    Thinc's CPU default multiplies matrices with BLIS; numpy's BLAS (OpenBLAS, Accelerate, MKL) ran the NER's
    tok2vec twice as fast here (20.6 -> 12.5 ms per abstract on one thread, identical entities on 1,500
    abstracts). A model keeps the ops it was built with, so only this model is affected, not the caller's.
    """
    with use_ops("numpy", use_blis=False):
        nlp = split_final_periods(spacy.load(path, exclude=exclude))
    if nlp.vocab.vectors.shape[0] and nlp.vocab.vectors.mode == "floret":
        nlp.vocab.vectors = CachedVectors(nlp.vocab.vectors)  # the same vectors, each word's summed once
    return nlp


def build_pipeline(
    ner_model: Path | None = NER_MODEL,
    task_type_model: Path | None = TASK_TYPE_MODEL,
    contribution_model: Path | None = CONTRIBUTION_MODEL,
    task_ranker_model: Path | None = TASK_RANKER_MODEL,
) -> Language:
    """The full extraction pipeline. Pass None for a model to leave that pass out (without the contribution
    model the rules' contribution type stands, without the task ranker the rules' task)."""
    # The TDMSci head (TDMSci's convention, doc.spans["tdmsci"]) is not loaded: no table reads it.
    nlp = (load_trained(ner_model, exclude=("tdmsci_ner",)) if ner_model is not None and ner_model.exists()
           else split_final_periods(spacy.blank("en")))
    nlp.add_pipe("sentencizer", first=True)
    ranker = str(task_ranker_model) if task_ranker_model is not None and task_ranker_model.exists() else None
    for name in RULE_COMPONENTS:
        nlp.add_pipe(name, config={"ranker": ranker} if name == "paper_task" else {})
    if task_type_model is not None and task_type_model.exists():
        nlp.add_pipe("task_type", config={"model": str(task_type_model)})
    if contribution_model is not None and contribution_model.exists():
        nlp.add_pipe("contribution_type", config={"model": str(contribution_model)})
    return nlp


@lru_cache(maxsize=1)
def shared_pipeline() -> Language:
    """One pipeline per process: workers call this so the model loads once, not per abstract."""
    return build_pipeline()
