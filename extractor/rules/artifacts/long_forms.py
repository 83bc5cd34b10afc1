"""Long forms written without brackets: the capitals of a name spelled by a phrase beside it ("an Efficient Spiking
Deraining Network, called ESDNet", "ARES, an Automated RAG Evaluation System") or by the title's prefix ("Chinese
Tiny LLM: ..." for CT-LLM), and the abbreviation pair whose long form is a given name. `completed_long_form` fills
in the long form of a short name that has none.
"""

from __future__ import annotations

import regex

from extractor.rules.abbreviations import Abbreviation, is_short_form_candidate, match_long_form
from extractor.rules.artifacts.cues import ARTIFACT_NOUNS, FUNCTION_WORDS
from extractor.rules.artifacts.names import ArtifactName
from extractor.rules.text import capitals, initials, sentence_end, sentence_start, spelled_by_word_starts

# Capitalised words, joined by the function words a long form may hold ("Synthesis of Topic Outlines").
_RUN_JOINERS = {"of", "for", "and", "in", "on", "with", "to", "the", "via", "through", "from", "by"}
_CAPITALIZED_RUN = regex.compile(
    r"\p{Lu}[\p{L}'-]*(?:\s+(?:(?:" + "|".join(sorted(_RUN_JOINERS)) + r")\s+)?\p{Lu}[\p{L}'-]*)+"
)
_ACRONYM = regex.compile(r"[\p{Lu}\d]+s?")


def pair_spelling_out(name: str, pairs: list[Abbreviation]) -> Abbreviation | None:
    """The abbreviation whose long form is `name`, case and spacing aside ("Perceive with Confidence (PwC)")."""
    key = " ".join(name.split()).lower()
    return next((pair for pair in pairs if " ".join(pair.long.split()).lower() == key), None)


def spells_title_name(name: str, long_form: str) -> bool:
    """The capitals are the initials ("WRPN: Wide Reduced-Precision Networks") or, looser, the letters are word
    starts ("GraSAME: ... via Graph-guided Self-Attention Mechanism", "EMONA: Event-level Moral Opinions in News
    Articles"). The looser test changed 58 of the 4,128 abstracts; on the annotated sets 12 long forms more were
    right and 4 were ones the annotators did not list ("TarGEN: Targeted Data Generation ...")."""
    return capitals(name) == initials(long_form, FUNCTION_WORDS) or spelled_by_word_starts(
        name, long_form, FUNCTION_WORDS)


def title_prefix_spelling(name: str, prefix: str | None) -> str | None:
    """The title's prefix when it spells out a short name the abstract introduces without its long form ("Chinese
    Tiny LLM: Pretraining a Chinese-Centered ..." and "we introduce CT-LLM"; "Bring Your Own KG: ..." and BYOKG)."""
    if prefix is None:
        return None
    spelled = len(prefix.split()) > 1 and match_long_form(name, prefix) == prefix  # words, not "TenGAN" for "Ten"
    return prefix if spelled and spells_title_name(name, prefix) else None


def spells_by_capitals(name: str, phrase: str) -> bool:
    """The phrase's capitalised words begin with the name's capitals ("Automated RAG Evaluation System": ARES), or
    capitals set inside its words spell them ("Adaptation for GRounding EnhancEment": AGREE)."""
    if initials(phrase, capitalized_only=True) == capitals(name):
        return True
    if capitals(phrase) != capitals(name):
        return False
    # "GRounding" is marked; an acronym ("RAG", "SLMs") is not.
    return any(sum(ch.isupper() for ch in word) > 1 and not _ACRONYM.fullmatch(word) for word in phrase.split())


def spelled_long_form(name: str, sentence: str) -> str | None:
    """A capitalised phrase that spells `name` without parentheses: "we propose an Efficient Spiking Deraining
    Network, called ESDNet", "ARES, an Automated RAG Evaluation System". Every capital of the name begins a
    capitalised word (or hyphen part) of the phrase, and the name's lower-case letters continue those words
    ("CLaP": "Contextual Label Projection"); names with digits or a lower-case opening ("zkUCB", "M2RL") spell
    only part of themselves and get none. The phrase ends where its words do, or before a kind noun ("Directed
    Hypergraph Momentum Convolution Framework"), not inside a phrase ("Trustworthy Retrieval Augmented Question
    Answering" does not spell TRAQ)."""
    if any(ch.isdigit() for ch in name) or not name[0].isupper() or len(capitals(name)) < 3:
        return None
    for run in _CAPITALIZED_RUN.finditer(sentence):
        words = run.group(0).split()
        for i in range(len(words)):
            for j in range(len(words), i + 1, -1):
                phrase = " ".join(words[i:j])
                if words[j - 1].lower() in _RUN_JOINERS or name in phrase:
                    continue
                if j < len(words) and words[j].lower() not in _RUN_JOINERS and not ARTIFACT_NOUNS.match(words[j]):
                    continue
                if spells_by_capitals(name, phrase) and match_long_form(name, phrase) == phrase:
                    return phrase
    return None


def completed_long_form(artifact: ArtifactName, clean: str, title_prefix: str | None) -> str | None:
    """The artifact's long form, filled in for a short name that has none, or only one the title gives: a long form
    the abstract writes wins over the title's ("HiRT: ... with Hierarchical Robot Transformers" and "...
    Hierarchical Robot Transformer, called HiRT"): its mentions have offsets."""
    title_only = artifact.long is not None and artifact.evidence == "title" and artifact.long not in " ".join(
        clean.split())
    if not ((artifact.long is None or title_only) and is_short_form_candidate(artifact.name)):
        return artifact.long
    # Only the sentence that introduces the name: a title's phrase that happens to spell it ("GenDP: ...
    # Category-Level Generalizable Diffusion Policy") is not a long form the annotators take (two of the
    # dev sets' papers, both counted wrong).
    first = artifact.position if artifact.position >= 0 else None
    sentence = clean[sentence_start(clean, first) : sentence_end(clean, first)] if first is not None else ""
    return spelled_long_form(artifact.name, sentence) or artifact.long or title_prefix_spelling(
        artifact.name, title_prefix)
