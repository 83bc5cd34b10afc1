"""Which DATASET rows name no data set: an acronym for a field, a kind of model or a quality ("SOTA", "NLP",
"LLM"; the data-driven list in cues.py), an acronym in the plural ("LLMs", "POSGs"), a conference or a date
("CVPR 2018", "September 2019"), and the short form of a lower-case long form ("augmented reality (AR)",
"knowledge graph (KG)"): a data set's long form is a name ("Stanford Question Answering Dataset", "Open Movie
Database"). Read for the DATASET label only.
"""

from __future__ import annotations

import regex

from extractor.rules.names.cues import (
    CALLED_DATA_SET, DATA_SET_HEAD, DATA_SOURCE_PLATFORMS, LANGUAGE_PAIR, NOT_DATASET_ACRONYMS, PLURAL_ACRONYM,
    VENUE_OR_DATE,
)

# A plain word of a long form: lower case or capitalised letters, hyphenated parts too ("Magnetic", "Multi-Task").
_PLAIN_WORD = regex.compile(r"\p{Lu}?\p{Ll}+(?:-\p{L}\p{Ll}*)*")


def label_instead_of_dataset(text: str) -> str | None:
    """The label a DATASET span with this text takes instead ("SOTA" -> OTHER, "LLMs" -> METHOD); None when the
    text may name a data set."""
    if text in NOT_DATASET_ACRONYMS:
        return NOT_DATASET_ACRONYMS[text]
    if PLURAL_ACRONYM.fullmatch(text):
        return NOT_DATASET_ACRONYMS.get(text[:-1], "OTHER")
    if VENUE_OR_DATE.fullmatch(text) or LANGUAGE_PAIR.fullmatch(text):
        return "OTHER"  # "CVPR 2018", "September 2019", "English-German"
    return None


def names_a_platform(text: str, following: str) -> bool:
    """A platform data is collected from ("videos from YouTube"), unless the words after it call it a data set
    ("the Reddit dataset": `following` is the text right after the name)."""
    return text in DATA_SOURCE_PLATFORMS and not CALLED_DATA_SET.match(following)


def is_plain_phrase(long_form: str) -> bool:
    """A long form of plain words with no data-set head ("Magnetic Resonance", "Large-scale Scene Understanding"),
    not written as a data set's name ("Penn Treebank", "COCO-Stuff 164K")."""
    words = long_form.split()
    return all(_PLAIN_WORD.fullmatch(word) for word in words) and not any(
        DATA_SET_HEAD.fullmatch(word) for word in words)


def is_common_noun_phrase(long_form: str) -> bool:
    """A long form in lower case ("augmented reality", "floating-point operations") names a kind of thing."""
    return any(ch.isalpha() for ch in long_form) and not any(ch.isupper() for ch in long_form)


def pair_may_name_a_data_set(short: str | None, long_form: str, head_label: str | None, typed: bool = False) -> bool:
    """Whether an abbreviation pair may be a data set: not when its long form's head word says another kind
    (`head_label`: "Reinforcement Learning from Human Feedback" is a METHOD), nor when its short form names no
    data set ("AR", "LLMs"), nor when its long form is a lower-case phrase not headed by a data-set noun
    ("augmented reality"; "a private call center dataset" is one) unless a data set's kind noun follows the
    definition (`typed`: "the vehicle detection in aerial imagery (VEDAI) dataset")."""
    if head_label is not None:
        return head_label == "DATASET"
    if short and label_instead_of_dataset(short):
        return False
    return typed or not is_common_noun_phrase(long_form)
