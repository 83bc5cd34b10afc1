"""contribution_type: what kind of contribution a paper makes, learned on top of the rules.

The paper_task component (task.py) sets doc._.contribution_type from hand-written cues ("we release a dataset", "we
prove", "we analyze": extractor/rules/contribution/). This component rereads that answer together with the title and
abstract and lets a linear model trained on the project's annotated sets (training/train_contribution.py) decide:
the rules alone agreed with the annotators on 0.827 of 1,455 papers (sets they were tuned on), the model on 0.859
with each set left out of its training in turn. The model is the field classifier's kind (FieldModel: tf-idf words
and word pairs, one-vs-rest linear SVM); the rules' answer enters as a repeated feature word, so the model keeps it
unless the text's words argue otherwise (the words alone: 0.803).

    doc._.contribution_type        the model's answer, or None when its confidence is below `abstain_below`
    doc._.contribution_type_score  that confidence (softmax with a temperature fitted out-of-fold), kept on abstention

Without a `model` the factory loads the shipped one; without `abstain_below`, the model's calibrated threshold
(meta.json, training/calibrate_abstention.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, get_args

from spacy.language import Language
from spacy.tokens import Doc

from extractor.doc_extensions import document_text, optional_extension
from extractor.records import ContributionType

from .task_type import FieldModel, best_or_abstain, classifier_text, load_model_folder

CONTRIBUTION_TYPES: tuple[str, ...] = get_args(ContributionType)
SHIPPED_MODEL = Path(__file__).resolve().parents[1] / "trained" / "contribution_type"

# "contribution_type" is also the rules' (task.py) extension: whichever module loads first registers it.
for _name in ("contribution_type", "contribution_type_score"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)
# How often the rules' answer is written into the model's text: its weight against the words (1 + log n after
# damping). Chosen with each annotated set left out in turn: 1 -> 0.812, 3 -> 0.842, 6 -> 0.857, 10 -> 0.860.
RULE_REPEATS = 6


def contribution_text(title: Optional[str], abstract: str, rule_answer: Optional[str]) -> str:
    """What the contribution model reads: the field classifier's text, then the rules' answer as a feature word."""
    rule_words = " ".join([f"rule{rule_answer}"] * RULE_REPEATS) if rule_answer else ""
    return f"{classifier_text(title, abstract)}\n{rule_words}"


class ContributionClassifier:
    """Replaces the rules' doc._.contribution_type with the trained model's answer (None when it abstains)."""

    def __init__(self, model: FieldModel, abstain_below: Optional[float] = None):
        self.model = model
        self.threshold = model.abstain_below if abstain_below is None else abstain_below

    def __call__(self, doc: Doc) -> Doc:
        rule_answer = doc._.contribution_type  # None in a pipeline without paper_task
        text = contribution_text(optional_extension(doc, "title"), document_text(doc), rule_answer)
        confidences = self.model.confidences(text)
        doc._.contribution_type, doc._.contribution_type_score = best_or_abstain(confidences, self.threshold)
        return doc


@Language.factory("contribution_type", default_config={"model": None, "abstain_below": None})
def make_contribution_type(nlp: Language, name: str, model: Optional[str],
                           abstain_below: Optional[float]) -> ContributionClassifier:
    return ContributionClassifier(load_model_folder(model, "contribution_type", SHIPPED_MODEL), abstain_below)
