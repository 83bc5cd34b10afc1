"""The TDMSci-convention entity head: a second transition-based NER beside the "ner", with its own encoder.

Why a second head: SciERC and TDMSci disagree on what a TASK, a DATASET or a METRIC is (TDMSci, sentences from
NLP papers' experiments, tags the named data sets and the tasks and metrics results are reported on; SciERC,
abstracts, tags every task-like phrase). One flat NER trained on both corpora learns a blend that fits neither:
TDMSci held-out micro F1 0.57 against 0.62 for a model trained on TDMSci alone (docs/TRAINING.md). This head is
that model: trained on TDMSci alone (training/train_ner.py), its own tok2vec inside it. An encoder shared with
the "ner" head was tried (the thirteenth session) and cost the "ner" head about three points on SciERC.

What it writes: doc.spans["tdmsci"], its TASK / DATASET / METRIC spans, TDMSci's convention. doc.ents stay the
"ner" head's: lending them this head's data sets was tried and moved nothing beyond noise on the project's
annotated ML abstracts (docs/TRAINING.md). The extraction pipeline (extractor/pipeline.py) does not load this head,
since no table reads it; `spacy.load` of the shipped model runs it, and benchmarks/entities.py scores TDMSci on it.
"""

from __future__ import annotations

from typing import Callable, Optional

from spacy.language import Language
from spacy.pipeline.ner import DEFAULT_NER_MODEL, EntityRecognizer
from spacy.attrs import ENT_IOB, ENT_TYPE
from spacy.tokens import Doc
from thinc.api import Model

SPANS_KEY = "tdmsci"


class TDMSciRecognizer(EntityRecognizer):
    """An EntityRecognizer that predicts as if the Doc had no entities yet and writes its spans to
    doc.spans[spans_key], leaving doc.ents as they were."""

    def __init__(self, vocab, model, name: str = "tdmsci_ner", *, spans_key: str = SPANS_KEY, **kwargs):
        super().__init__(vocab, model, name=name, **kwargs)
        self.cfg["spans_key"] = spans_key

    def predict(self, docs):
        # A transition-based NER treats entities already on the Doc as fixed; this head reads the text alone.
        docs = [docs] if isinstance(docs, Doc) else list(docs)
        saved = [_without_entities(doc) for doc in docs]
        try:
            return super().predict(docs)
        finally:
            for doc, entities in zip(docs, saved):
                doc.from_array([ENT_IOB, ENT_TYPE], entities)

    def set_annotations(self, docs, states_or_beams) -> None:
        saved = [_without_entities(doc) for doc in docs]
        super().set_annotations(docs, states_or_beams)  # writes doc.ents: moved to the span group, then restored
        for doc, entities in zip(docs, saved):
            doc.spans[self.cfg["spans_key"]] = list(doc.ents)
            doc.from_array([ENT_IOB, ENT_TYPE], entities)


def _without_entities(doc: Doc):
    """Clear the Doc's entities (to "missing", as on a fresh Doc) and return what was there."""
    entities = doc.to_array([ENT_IOB, ENT_TYPE])
    doc.set_ents([], default="missing")
    return entities


@Language.factory(
    "tdmsci_ner",
    assigns=["doc.spans"],
    default_config={
        "model": DEFAULT_NER_MODEL,
        "moves": None,
        "update_with_oracle_cut_size": 100,
        "incorrect_spans_key": None,
        "spans_key": SPANS_KEY,
        "scorer": {"@scorers": "spacy.ner_scorer.v1"},
    },
    default_score_weights={},  # trained as a plain "ner" by `spacy train`, joined at ship time
)
def make_tdmsci_ner(nlp: Language, name: str, model: Model, moves, update_with_oracle_cut_size: int,
                    incorrect_spans_key: Optional[str], spans_key: str,
                    scorer: Optional[Callable]) -> TDMSciRecognizer:
    return TDMSciRecognizer(nlp.vocab, model, name=name, moves=moves, spans_key=spans_key,
                            update_with_oracle_cut_size=update_with_oracle_cut_size,
                            incorrect_spans_key=incorrect_spans_key, scorer=scorer)
