"""Builds the spaCy Language: the shipped trained pipelines plus the rule components.

    nlp = spacy.load("extractor")        # or extractor.load(), or build_pipeline(): the pipeline the tool runs
    doc = nlp(abstract)
    doc.ents                             # the final entities (the entities table), displaCy's "ent" style
    doc.spans["entities"]                # the same spans, with Span._.canonical, name_id, entity_source, ...
    doc.spans["claims"], doc.spans["urls"]   # numeric claims / web addresses labelled by kind ("span" style)
    doc._.claims, doc._.urls, doc._.task, doc._.task_type, doc._.contribution_type, doc.cats

`spacy.load("extractor")` works because the installed distribution is named "extractor" and the package has
a `load()` (spaCy imports an installed package of that name and calls it). `nlp.to_disk(path)` then
`spacy.load(path)` works too in any environment with extractor installed: the rule components come back from
their `spacy_factories` entry points, the field and contribution models from the package when their config
names none.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Optional

import spacy
from spacy.language import Language
from thinc.api import use_ops

import extractor.components  # noqa: F401  (registers the factories)
from extractor.components.batch_ner import FACTORY as BATCH_NER
from extractor.components.claim_links import LINK_RANKERS, SHIPPED_RANKERS
from extractor.components.task import SHIPPED_RANKER
from extractor.malloc import raise_mmap_threshold
from extractor.resources import REFERENCE_DIR
from extractor.tokenizer import COMMON_WORDS_FILE, TOKENIZER_NAME, LinearTokenizer
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
    "entity_merger", "canonical_names", "claim_links", "metric_names",
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


# The tokenizer the pipeline runs: spaCy's, linear in the text (extractor/tokenizer.py). Named in the config, so a
# saved pipeline loads back with it.
LINEAR_TOKENIZER = {"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME}}}


def load_trained(path: Path | str, exclude: tuple[str, ...] = ()) -> Language:
    """A shipped (or retrained) spaCy pipeline, multiplying with numpy's BLAS.

    Thinc's CPU default multiplies matrices with BLIS; numpy's BLAS (OpenBLAS, Accelerate, MKL) ran the NER's
    tok2vec twice as fast here (20.6 -> 12.5 ms per abstract on one thread, identical entities on 1,500
    abstracts). A model keeps the ops it was built with, so only this model is affected, not the caller's.
    """
    config = {**LINEAR_TOKENIZER, "components": _batch_decoding(path, exclude)}
    with use_ops("numpy", use_blis=False):
        nlp = split_final_periods(spacy.load(path, exclude=exclude, config=config))
    if nlp.vocab.vectors.shape[0] and nlp.vocab.vectors.mode == "floret":
        nlp.vocab.vectors = CachedVectors(nlp.vocab.vectors)  # the same vectors, each word's summed once
    return nlp


def _batch_decoding(path: Path | str, exclude: tuple[str, ...]) -> dict:
    """Config overrides that load each plain "ner" component of the model at `path` as a "batch_ner": the same
    weights, each batch decoded at once in numpy (extractor/components/batch_ner.py: the same entities, twice
    as fast)."""
    components = spacy.util.load_config(Path(path) / "config.cfg")["components"]
    return {name: {"factory": BATCH_NER} for name, block in components.items()
            if block.get("factory") == "ner" and name not in exclude}


def build_pipeline(
    ner_model: Path | None = NER_MODEL,
    task_type_model: Path | None = TASK_TYPE_MODEL,
    contribution_model: Path | None = CONTRIBUTION_MODEL,
    task_ranker_model: Path | None = TASK_RANKER_MODEL,
    link_rankers: Path | None = LINK_RANKERS,
) -> Language:
    """The full extraction pipeline. Pass None for a model to leave that pass out (without the contribution
    model the rules' contribution type stands, without a ranker the rules' task or claim subjects; `link_rankers` is a
    folder holding subject_ranker.json)."""
    # The TDMSci head (TDMSci's convention, doc.spans["tdmsci"]) is not loaded: no table reads it.
    nlp = (load_trained(ner_model, exclude=("tdmsci_ner",)) if ner_model is not None and ner_model.exists()
           else split_final_periods(spacy.blank("en", config=LINEAR_TOKENIZER)))
    nlp.add_pipe("sentencizer", first=True)
    configs = {"paper_task": {"ranker": _ranker_config(task_ranker_model, TASK_RANKER_MODEL, SHIPPED_RANKER)},
               "claim_links": {"rankers": _ranker_config(link_rankers, LINK_RANKERS, SHIPPED_RANKERS)}}
    for name in RULE_COMPONENTS:
        nlp.add_pipe(name, config=configs.get(name, {}))
    if task_type_model is not None and task_type_model.exists():
        nlp.add_pipe("task_type", config=_model_config(task_type_model, TASK_TYPE_MODEL))
    if contribution_model is not None and contribution_model.exists():
        nlp.add_pipe("contribution_type", config=_model_config(contribution_model, CONTRIBUTION_MODEL))
    if isinstance(nlp.tokenizer, LinearTokenizer):
        nlp.tokenizer.flush_cache()  # the gazetteer's names filled it while it was built
        nlp.tokenizer.warm(common_words())
    return nlp


def common_words(path: Path = REFERENCE_DIR / COMMON_WORDS_FILE) -> list[str]:
    """The strings abstracts write most (training/build_common_words.py), commonest first; none without the file."""
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as handle:
        next(handle, None)  # the header
        return [line.split("\t", 1)[0] for line in handle if line.strip()]


def _ranker_config(model: Path | None, shipped: Path, word: str) -> Optional[str]:
    """A ranker's config value: the word for the packaged file (no path of this machine in a saved pipeline's
    config), another file's or folder's path, or None without one."""
    if model is None or not Path(model).exists():
        return None
    return word if Path(model).resolve() == shipped.resolve() else str(model)


def _model_config(model: Path, shipped: Path) -> dict:
    """A model component's config: empty for the shipped model (the factory's default), so a saved pipeline's
    config names no path of this machine; the folder otherwise."""
    return {} if Path(model).resolve() == shipped.resolve() else {"model": str(model)}


def load(vocab=True, disable=(), enable=(), exclude=(), config=None) -> Language:
    """The full pipeline, as `spacy.load("extractor")` asks a package for it (spaCy passes these arguments).
    `exclude` leaves components out, `disable` / `enable` switch them off / keep only those on, as spacy.load
    does; config overrides are not supported (build_pipeline's arguments choose the models)."""
    if config:
        raise ValueError("extractor.load() takes no config overrides; call extractor.pipeline.build_pipeline()")
    nlp = build_pipeline()
    for name in _names(exclude):
        nlp.remove_pipe(name)
    enabled = _names(enable)
    for name in nlp.pipe_names:
        if name in _names(disable) or (enabled and name not in enabled):
            nlp.disable_pipe(name)
    return nlp


def _names(value) -> list[str]:
    return [value] if isinstance(value, str) else list(value or ())


@lru_cache(maxsize=1)
def shared_pipeline() -> Language:
    """One pipeline per process: workers call this so the model loads once, not per abstract. The process's
    allocator gets its mmap threshold set first (extractor/malloc.py: the NER's arrays stay on the heap)."""
    raise_mmap_threshold()
    return build_pipeline()
