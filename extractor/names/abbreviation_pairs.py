"""The abbreviation pairs an abstract defines ("Fréchet Inception Distance (FID)"): both forms are one name, the
knowledge base's entry of the long form, else of the short form, else the short form's spelling; and a pair that
names nothing of its label ("state-of-the-art (SOTA)" read as a metric) is no name in either form."""

from __future__ import annotations

from typing import Optional, Sequence

import regex

from extractor.names.kb import NameKB
from extractor.names.mention import NAME_LABELS, NOT_A_NAME, Canonical, Mention
from extractor.names.normalize import initials_key, name_key, singular_name_key, spelling
from extractor.names.senses import is_metric_sense
from extractor.rules.text import whole_word_spans


def abbreviation_pairs(mentions: Sequence[Mention], kb: NameKB) -> dict[tuple[str, str], Canonical]:
    """(label, comparison key) of each form of the abstract's abbreviation pairs -> the pair's one canonical name:
    the knowledge base's entry of the long form, else of the short form ("Universal Dependencies (UD)" is one data
    set whichever form a sentence uses), else the short form's spelling."""
    pairs: dict[tuple[str, str], Canonical] = {}
    for mention in mentions:
        if mention.long_form and mention.label in NAME_LABELS:
            short = spelling(mention.text)
            entry = kb.lookup(mention.long_form, mention.label)
            elsewhere = None if entry else _long_form_elsewhere(mention, kb)
            if entry is None and elsewhere is None:
                entry = kb.lookup(short, mention.label)
                if entry is not None and _expanded_otherwise(entry, short, mention.long_form):
                    entry = None  # "Expectation-Maximization (EM)" is not the metric EM, "Exact Match"
            if entry is not None and mention.is_artifact and short not in (entry.name, *entry.aliases):
                entry = None  # the paper's own new name is not a known name of another spelling
            canonical = Canonical(entry.name, entry.id) if entry else elsewhere or Canonical(short, None)
            if mention.label == "METRIC" and elsewhere is None and not mention.is_artifact \
                    and not is_metric_sense(mention.long_form, kb) \
                    and not (entry is not None and len(entry.sources) >= 2
                             and initials_key(mention.long_form) == name_key(short)):
                # (a metric two lists know, its acronym spelled out letter by letter, is that metric: "area under
                # curve (AUC)", "Mean Reciprocal Rank (MRR)"; not one list's "ADE" for "adverse drug effect (ADE)")
                # "autoregressive (AR)", "Expectation Maximization (EM)", "state-of-the-art (SOTA)" read as metrics:
                # a long form with no measure in it spells out no metric, whatever a leaderboard calls AR.
                canonical = NOT_A_NAME
            pairs[(mention.label, name_key(short))] = canonical
            pairs[(mention.label, name_key(mention.long_form))] = canonical
    return pairs


def _expanded_otherwise(entry, short: str, long_form: str) -> bool:
    """Whether the base spells the abbreviation out, and not as this abstract does: the metric EM is "Exact Match",
    so an abstract's "Expectation-Maximization (EM)" means another thing; MAP is "mean average precision", not
    "maximum a posteriori". Where no name of the entry spells the letters, its names in words still tell: "AE" is
    an "AutoEncoder", so "adversarial examples (AE)" is another thing, as "Thompson sampling (TS)" is not the base's
    "TS", a "Spatio-temporal stability analysis" (15 such pairs in a 12,000-abstract run, ARC or BLEU in none). An
    entry the base gives no name in words for cannot be told apart, and stays."""
    letters = name_key(short)
    names = (entry.name, *entry.aliases)
    expansions = {singular_name_key(alias) for alias in names if initials_key(alias) == letters}
    if expansions:
        return singular_name_key(long_form) not in expansions  # "Graph Neural Network(s)" is one
    in_words = [alias for alias in names if _in_words(alias, short)]
    return bool(in_words) and not any(_same_words(alias, long_form) for alias in in_words)


def _in_words(alias: str, short: str) -> bool:
    """A name written in words, not the abbreviation with a detail ("BLEU (medium)", "Test MRR", "ARC (Challenge)")."""
    return (regex.search(r"\p{Ll}{3}", alias) is not None and len(alias) > len(short) + 2
            and not whole_word_spans(alias, short))


def _same_words(first: str, second: str) -> bool:
    """The two name one thing by their words: the same key ("AutoEncoder", "auto-encoder"), or a word in common."""
    return singular_name_key(first) == singular_name_key(second) or bool(_word_stems(first) & _word_stems(second))


def _word_stems(text: str) -> set[str]:
    """The first five letters of each word of three letters or more: "networks" and "network" share "netwo"."""
    return {word[:5] for word in regex.findall(r"\p{L}{3,}", text.casefold())}


def _long_form_elsewhere(mention: Mention, kb: NameKB) -> Optional[Canonical]:
    """An abbreviation whose long form the base knows, strongly, as exactly one other kind only: "Contrastive
    Language-Image Pre-training (CLIP)" read as a metric is the method. The long form is the abstract's own
    definition, so it outweighs the short form's reading."""
    if mention.is_artifact:
        return None
    entries = [entry for entry in kb.lookup_any(mention.long_form) if entry.type in NAME_LABELS]
    if len(entries) != 1 or entries[0].type == mention.label or not _strong(entries[0]):
        return None
    return Canonical(entries[0].name, entries[0].id, entries[0].type)


def _strong(entry) -> bool:
    """An entry good enough to overrule the abstract's reading: a method of Papers with Code's curated list, a data
    set or metric two lists hold. Not a task: the leaderboards' task headings hold model families ("Large Language
    Model", "Graph Neural Network") that abstracts use as methods."""
    if entry.type == "METHOD":
        return "pwc_methods" in entry.sources
    return entry.type in ("DATASET", "METRIC") and len(entry.sources) >= 2
