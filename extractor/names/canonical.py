"""Which entity mentions are names, and their canonical spelling and id.

A mention of a dataset, method, metric or task gets the knowledge base's canonical name and id when the base knows
it under that label (by its own spelling, or by the other half of an abbreviation pair the abstract defines:
"Fréchet Inception Distance (FID)" finds FID through either form). A mention the base does not know is still a name
when it is written as one (is_named) or is the paper's artifact, or, for metrics (rarely written as names), when
it is more than a generic word; a task, when its head word names a task ("... detection", "... answering"); it keeps its own spelling as canonical (the short form for an
abbreviation pair) and no id. Descriptions ("deep neural networks"), generic words ("method", "accuracy" is known,
"performance" is not) and the other labels are not names: canonical and id stay None.

Within a run, names the base does not know are joined under their comparison key and take the run's most common
spelling (names/index.py), so "ImageNet-1K" and "ImageNet-1k" meet anyway.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Optional, Sequence, get_args

import regex

from extractor.names.abbreviation_pairs import abbreviation_pairs
from extractor.names.kb import NameKB
from extractor.names.mention import NAME_LABELS, NOT_A_NAME, Canonical, Mention
from extractor.names.normalize import looks_coined, name_key, spelling
from extractor.names.preferences import LABELS as PREFERENCE_LABELS, preferred_label
from extractor.names.senses import no_metric_by_usage, rarely_a_metric
from extractor.records import TaskType
from extractor.rules.names.cues import (
    CONTEST_WORDS, DATA_SET_HEAD, DATA_SOURCE_PLATFORMS, LANGUAGE_NAMES, LANGUAGE_PAIR, NO_NAME_ACRONYMS,
)
from extractor.rules.names.labels import label_instead_of_dataset
from extractor.rules.task.phrases import has_task_head, is_generic, task_name

UNTYPED_SOURCES = frozenset({"ner", "gazetteer"})  # passes that read a name without its kind written beside it
# Research fields and umbrella disciplines: what a paper's field column says (records.TaskType), not a task it
# works on ("deep learning", "computer vision"), so not TASK names. One-word fields ("robotics") are bare words.
FIELDS = frozenset(name_key(field) for field in (
    *get_args(TaskType), "deep learning", "artificial intelligence", "artificial general intelligence",
    "data science", "signal processing", "ML", "DL", "AI", "NLP", "CV", "AGI"))

def canonical_names(mentions: Sequence[Mention], kb: NameKB) -> list[Optional[Canonical]]:
    """The canonical name of each mention of one abstract, or None where the mention is not a name."""
    pairs = abbreviation_pairs(mentions, kb)
    return [_canonical(mention, kb, pairs) for mention in mentions]


def _canonical(mention: Mention, kb: NameKB, pairs: dict[tuple[str, str], Canonical]) -> Optional[Canonical]:
    written = spelling(mention.text)
    if not written or not any(ch.isalpha() for ch in written) or mention.label == "GENERIC":
        return None
    if mention.label not in NAME_LABELS:  # OTHER, MATERIAL: a name only when the base knows it ("ImageNet")
        return _known_under_another_label(mention, written, kb) or _known_technique(mention, written, kb)
    if mention.label == "TASK" and _field_or_dimension(written, mention.long_form):
        return None
    if written.removesuffix("s") in NO_NAME_ACRONYMS:
        return None
    paired = pairs.get((mention.label, name_key(written))) if pairs else None
    if paired is NOT_A_NAME or (paired is not None and paired.name.removesuffix("s") in NO_NAME_ACRONYMS):
        return None  # "state-of-the-art (SOTA)": neither form is a name
    if paired is not None:  # a defined abbreviation is a name: both forms count as one
        return _preferred(paired, mention, kb)
    return _preferred(_resolved(mention, written, kb), mention, kb)


def _preferred(canonical: Optional[Canonical], mention: Mention, kb: NameKB) -> Optional[Canonical]:
    """A name read as a method or a task takes the label annotators prefer for it ("knowledge distillation" read as
    a task is a method; names/preferences.py), with the base's entry of that label when there is one."""
    if canonical is None or canonical is NOT_A_NAME or mention.is_artifact:
        return canonical
    label = canonical.label or mention.label
    if label not in PREFERENCE_LABELS:
        return canonical
    preferred = preferred_label(name_key(canonical.name), name_key(mention.text))
    if preferred is None or preferred == label:
        return canonical
    entry = kb.lookup(canonical.name, preferred)
    return Canonical(entry.name, entry.id, preferred) if entry else Canonical(canonical.name, None, preferred)


@lru_cache(maxsize=65536)
def _resolved(mention: Mention, written: str, kb: NameKB) -> Optional[Canonical]:
    """The canonical name of a mention outside the abstract's abbreviation pairs: it depends on the mention alone,
    and names recur across abstracts, so it is cached."""
    if mention.label == "TASK" and _bare_word(written) and not mention.is_artifact:
        return None
    entry = kb.lookup(written, mention.label)
    if mention.label == "DATASET" and LANGUAGE_PAIR.fullmatch(entry.name if entry is not None else written):
        return None  # "English-German (parallel)": the corpora's annotations file language pairs as data sets
    edition = kb.edition(written, "DATASET") if mention.label == "DATASET" and not mention.is_artifact else None
    if edition is not None and edition[2] is not None:
        entry = edition[2]  # "VOC 2012" is PASCAL VOC 2012, filed under the family's other spelling
    if entry is None and mention.label == "TASK" and not mention.is_artifact:
        entry = _known_task_within(written, kb)
    if entry is None and mention.label in KIND_WORDS and not mention.is_artifact:
        entry = _known_before_kind(written, mention.label, kb)
        if entry is None and mention.label == "METRIC" and written.lower().endswith((" measures", " metrics")):
            return None  # "similarity measures", "evaluation metrics": a kind of metric, as "LLMs" is of model
    if entry is None and mention.label in ("METHOD", "DATASET", "METRIC") and not mention.is_artifact:
        entry = _coined_name_before_words(written, kb, mention.label)  # "GNN predictions", "COCO images"
    if mention.label in ("DATASET", "METRIC") and mention.source in UNTYPED_SOURCES and entry is not None:
        method = kb.lookup(written, "METHOD")
        if method is not None and "pwc_methods" in method.sources and (
                mention.label == "DATASET" or len(entry.sources) < 2 or rarely_a_metric(written)):
            # Papers with Code's curated method list outweighs a data set of the same name ("MobileNetV2", "SGD",
            # "OPT"), unless the abstract types it as data ("the X dataset": a context row, not an untyped one),
            # and a metric one leaderboard alone lists ("BERT" as a score column) or that the corpus seldom
            # spells out as one ("CLIP": 180 definitions, none a metric; "CLIPScore" is the metric's name).
            return Canonical(method.name, method.id, "METHOD")
        if mention.label == "DATASET" and _weak_data_set(entry, written):
            return None
        if mention.label == "METRIC" and no_metric_by_usage(written, len(entry.sources)):
            return None  # a leaderboard's column "VLM", "SR": the corpus spells these out as other things
    # The paper's own artifact is new: a known name of another case ("SpaCE" against the data set "SPACE") is
    # another thing; only the very spelling of a known name is that name.
    if entry is not None and (not mention.is_artifact or written in (entry.name, *entry.aliases)):
        return Canonical(entry.name, entry.id)
    other = _known_under_another_label(mention, written, kb)
    if other is not None:
        return other
    suite = _known_data_set_tasks(written, kb) if mention.label == "TASK" and not mention.is_artifact else None
    if suite is not None:
        return Canonical(suite.name, suite.id, "DATASET")
    contest = _named_contest(written) if mention.label in ("TASK", "DATASET") and not mention.is_artifact else None
    if contest is not None:
        return Canonical(contest, None, "DATASET")
    if mention.label == "TASK" and mention.source == "context":
        task = task_name(written) or written  # a member of a list of tasks: "tasks such as video abstraction"
        return Canonical(task, None) if not is_generic(task.lower()) and (" " in task or has_task_head(task)) else None
    if mention.label == "TASK":
        # A task the base does not know is a name when its head says it is a task ("event schema induction"): the
        # NER marks many other phrases TASK ("large-scale unsupervised data"), capitalised ones too. On
        # dev/anthology task names F1 0.344 -> 0.397 (precision 0.288 -> 0.447), 0.345 -> 0.397 / 0.374 on two
        # paperlists sets.
        task = _task_named(written)
        return Canonical(task, None) if task else None
    if edition is not None and not label_instead_of_dataset(written):
        # An edition the base does not know is spelled with its family's canonical name, so that "MS COCO 2017"
        # and "COCO-2017" meet: "COCO 2017".
        return Canonical(f"{edition[0].name} {edition[1]}", None)
    if mention.label == "DATASET" and not mention.is_artifact and _undistinguished_data_set(written, mention):
        return None
    if mention.label == "DATASET" and mention.is_named and not mention.is_artifact:
        # Named without the word that says it is data, as the base names data sets: "the FVC2002 database" and
        # "FVC2002" are one name.
        return Canonical(_named_before_kind(written, "DATASET") or written, None)
    if mention.is_named or mention.is_artifact:
        return Canonical(written, None)
    if mention.label == "METRIC" and not _generic(written):
        return Canonical(written, None)
    return None


def _known_technique(mention: Mention, written: str, kb: NameKB) -> Optional[Canonical]:
    """A plain phrase of two words or more the NER read as a scientific term that the base knows, as written, as
    a method: "focal loss", "triplet loss", "discrete cosine transform", "gradient descent" (SciERC, which the NER
    learnt from, files such techniques as other terms; the annotators list them as methods). A one-word term is
    as often a component as a method ("pruning", "weight-decay"), or a coined name spelt like it ("NODE" against
    "node")."""
    if mention.label != "OTHER" or len(written.split()) < 2 or looks_coined(written):
        return None
    entry = kb.lookup(written, "METHOD")
    return Canonical(entry.name, entry.id, "METHOD") if entry is not None else None


def _known_data_set_tasks(written: str, kb: NameKB):
    """The known data set whose tasks a phrase read as a task names ("the bAbI tasks", "GLUE tasks"): the
    benchmark is the data set; None when the base knows the words before "tasks" as a task too."""
    words = written.split()
    if len(words) < 2 or words[-1].lower() not in ("task", "tasks") or kb.lookup(" ".join(words[:-1]), "TASK"):
        return None
    return kb.lookup(" ".join(words[:-1]), "DATASET")


def _named_contest(written: str) -> Optional[str]:
    """The name of a shared task or a challenge a phrase names, from its first capitalised word ("results of the
    WMT20 Metrics Shared Task": "WMT20 Metrics"; "the ICDAR2019 competition"; "IWSLT 2023 ... Low-resource
    track"), when what comes before the contest word holds a coined name or a number. A named shared task or
    challenge is a data set (docs/ANNOTATION.md), and the NER reads many as tasks. A shared task is named without
    "shared task", as the context rule names "the WAT24 shared task" WAT24; "Hope Speech Detection shared task",
    with no coined word, stays a task."""
    words = written.split()
    while words and not (words[0][0].isupper() or words[0][0].isdigit()):
        words.pop(0)
    if len(words) < 2 or words[-1].lower() not in CONTEST_WORDS or words[-1].endswith("s"):
        return None  # "the SIGMORPHON shared tasks": a series of them
    shared_task = words[-2].lower() == "shared" and words[-1].lower() == "task"
    if words[-1].lower() == "task" and not shared_task:
        return None  # "the NER task": a task
    before = words[:-2] if shared_task else words[:-1]
    if not any(looks_coined(word) or any(c.isdigit() for c in word) for word in before):
        return None
    name = before if shared_task else words
    return " ".join(name)


def _task_named(written: str) -> Optional[str]:
    """The task a phrase names, without a trailing "task" or "problem" ("graph partitioning problem" and "graph
    partitioning" are one task), when its head says it is a task; None for generic words and studies."""
    task = task_name(written)
    return task if task and has_task_head(task) and not _generic(task) and not _STUDY.fullmatch(task) else None


def _known_under_another_label(mention: Mention, written: str, kb: NameKB) -> Optional[Canonical]:
    """A distinctively written name the base knows as exactly one other kind ("MOTA" read as a data set is the
    metric MOTA, "AI2-THOR" read as a metric is the data set): the base's kind wins. Plain words are left alone:
    "attention" is a method and a task name in the base, and the NER's reading of the sentence is better there."""
    typed = mention.source == "context" and mention.label in ("METRIC", "DATASET")
    if mention.is_artifact or mention.long_form or typed or not looks_coined(written):
        # The paper's own name, an abbreviation the abstract defines, or a metric or data set typed by the noun
        # beside it ("the COMET metric"): the abstract's reading holds. Not a method typed by a list after
        # "methods", which may hold a score: "transformer-based methods (AUROC of 0.797)".
        return None
    entries = [entry for entry in kb.lookup_any(written) if entry.type != mention.label and entry.type in NAME_LABELS]
    curated = [entry for entry in entries if "pwc_methods" in entry.sources]
    if mention.label == "DATASET" and len(curated) == 1:
        entries = curated  # "NeRF" is a method and a task in the base; as a would-be data set, it is the method
    if len(entries) != 1 or kb.lookup(written, mention.label) is not None:
        return None
    if entries[0].type == "DATASET" and _no_data_set(entries[0], written):
        return None  # "CPUs", "SOTA", "LM", "YouTube": no data set
    if entries[0].type == "TASK" and _field_or_dimension(written, None):
        return None  # "3D" read as OTHER: the base files it as a task, no paper works on it
    if entries[0].type == "METRIC" and no_metric_by_usage(written, len(entries[0].sources)):
        return None  # "ML-based", "AR": one leaderboard's column, which the corpus spells out as other things
    return Canonical(entries[0].name, entries[0].id, entries[0].type)


def _undistinguished_data_set(written: str, mention: Mention) -> bool:
    """A data set name the base does not know that nothing marks as one: a plain capitalised word ("English",
    "Greek") the words around it do not call a data set ("the Weizmann dataset", "datasets such as Foods and
    Insurance" do: 15 of 17 such names in 3,000 unlabelled abstracts were data sets), a description ending in a
    common noun ("RGB images", "MRI scans"), or, read untyped and not followed by a singular data set noun, three
    letters or fewer ("MRI"; not "the CVL dataset")."""
    words = written.split()
    if len(words) == 1 and not looks_coined(written) and (
            not (mention.typed or mention.source == "context") or written in LANGUAGE_NAMES):
        return True
    if len(words) > 1 and words[-1].islower() and not DATA_SET_HEAD.fullmatch(words[-1]):
        return True
    return mention.source in UNTYPED_SOURCES and len(written) <= 3 and not mention.typed  # "the CVL dataset" is one


def _weak_data_set(entry, written: str) -> bool:
    """A data set of two letters ("MR": in abstracts far more often magnetic resonance or miss rate than the Movie
    Review data set), or of three that one list alone knows ("LM", "CAD"): read untyped in an abstract, it is an
    abbreviation of something else. Typed ("the MR dataset") or defined ("Natural Questions (NQ)"), it stays."""
    return len(written) <= 2 or (len(written) <= 3 and len(entry.sources) < 2)


# Last words that say what kind of thing a name is, after it: "NSS score", "BLEU metric", "Transformer
# architecture", "CNN backbones", "EM algorithm", "FVC2002 database".
KIND_WORDS = {
    "DATASET": frozenset("dataset datasets database databases corpus corpora benchmark benchmarks".split()),
    "METRIC": frozenset("score scores metric metrics measure measures value values point points".split()),
    "METHOD": frozenset("architecture architectures model models framework frameworks algorithm algorithms method "
                        "methods network networks backbone backbones variant variants baseline baselines".split()),
}


def _known_before_kind(written: str, label: str, kb: NameKB):
    """The known name of `label` a phrase names before a word of its kind ("BLEU metric" is BLEU, "Transformer
    architecture" the Transformer); None when the rest is no name the base knows. (Reading "faster inference
    speed" as "inference speed" too, by dropping leading words, lost more than it found on the development sets:
    "task success rate" is not "success rate".)"""
    named = _named_before_kind(written, label)
    return kb.lookup(named, label) if named else None


def _named_before_kind(written: str, label: str) -> Optional[str]:
    """The words of a phrase before a last word of its kind ("FVC2002" of "FVC2002 database"); None when no kind
    word ends it or nothing is left before it."""
    words = written.removesuffix("'s").split()
    if len(words) < 2 or words[-1].lower() not in KIND_WORDS[label]:
        return None
    return " ".join(words[:-1]).removesuffix("'s")


# Words that praise or size a task rather than name it: "fast information retrieval", "revolutionized image
# generation", "non-trivial entity tracking" are the tasks the base knows as "information retrieval", ... Not
# "robust", "joint", "multilingual", "unsupervised": those make another task ("joint entity and relation
# extraction").
_TASK_PRAISE = frozenset(
    "efficient effective accurate fast faster scalable novel new improved better simple large-scale small-scale "
    "complex challenging real-world practical state-of-the-art non-trivial revolutionized generalizable reliable "
    "precise flexible successful high-quality comprehensive".split())


def _known_task_within(written: str, kb: NameKB):
    """The known task a task phrase names after words of praise or size ("fast information retrieval") or before
    words about it ("machine translation quality"); None when no known task is left."""
    words = written.split()
    praised = words
    while len(praised) > 2 and (praised[0].lower() in _TASK_PRAISE or praised[0].lower().endswith("ly")):
        praised = praised[1:]
        entry = kb.lookup(" ".join(praised), "TASK")
        if entry is not None:
            return entry
    # "machine translation quality", "object detection performance": a known task of two words or more, then
    # plain words about it (TASK F1 dev/fresh-venues 0.405 -> 0.410, papers/paperlists-06 0.473 -> 0.477)
    for cut in range(len(words) - 1, 1, -1):
        if all(w.isalpha() and w.islower() for w in words[cut:]):
            entry = kb.lookup(" ".join(words[:cut]), "TASK")
            if entry is not None:
                return None if name_key(entry.name) in FIELDS else entry  # "computer vision applications"
    return None


def _field_or_dimension(written: str, long_form: Optional[str]) -> bool:
    """A research field ("NLP", "natural language processing (NLP)", "machine learning"), either form of its
    abbreviation pair, or a task "name" with no word of three letters ("3D", "3-d"): no task a paper works on."""
    return name_key(written) in FIELDS or (long_form is not None and name_key(long_form) in FIELDS) or not (
        _LONG_WORD.search(written))


_LONG_WORD = regex.compile(r"\p{L}{3}")
# How a paper studies, not what it studies: "theoretical analysis", "extensive empirical evaluation".
_STUDY = regex.compile(
    r"(?i)(?:(?:theoretical|empirical|experimental|extensive|comprehensive|systematic|qualitative|quantitative|"
    r"thorough|detailed|rigorous|careful|further|in-depth|ablation|statistical)\s+)+"
    r"(?:analys[ie]s|stud(?:y|ies)|evaluations?|investigations?|comparisons?|experiments?)")


def _bare_word(phrase: str) -> bool:
    """One lower-case word ("prediction", "classification", "translation"): a task said in passing or cut from a
    longer phrase ("selective classification"), counted in far more papers than the annotators list it (on the four
    development sets 7 of 55 such rows were listed names); the gazetteer skips one-word tasks for the same reason.
    An abbreviation's long form and a hyphenated word ("decision-making") are not bare."""
    return phrase.isalpha() and phrase.islower()


def _generic(phrase: str) -> bool:
    """A phrase too general to count as a task or metric name: one lower-case word ("performance", "learning"), or
    what the task rules call generic ("this problem")."""
    return (" " not in phrase and phrase.islower()) or is_generic(phrase.lower())


def _coined_name_before_words(written: str, kb: NameKB, label: str):
    """A known method, data set or metric written as a coined name, then plain lower-case words ("GNN
    predictions", "BERT embeddings", "CNN features", "COCO images", "BLEU gains"): the known name, which the words
    only use. METHOD F1 on dev/anthology 0.521 -> 0.549, papers/paperlists-06 0.407 -> 0.428; DATASET F1
    dev/small-venues 0.644 -> 0.659, papers/paperlists-01 0.667 -> 0.727; no development set went down."""
    words = written.split()
    for cut in range(len(words) - 1, 0, -1):
        head, rest = " ".join(words[:cut]), words[cut:]
        if all(w.isalpha() and w.islower() for w in rest) and looks_coined(head) and not CONTEST_WORDS & set(rest):
            entry = kb.lookup(head, label)
            if entry is not None and not (label == "DATASET" and _no_data_set(entry, head)) and not (
                    label == "METRIC" and no_metric_by_usage(head, len(entry.sources))):
                return entry
    return None


def _no_data_set(entry, written: str) -> bool:
    """A known data set's name that, read untyped, names no data set: a platform ("YouTube videos"), a field or
    kind ("SOTA"), or two letters ("3D shapes")."""
    return bool(label_instead_of_dataset(written)) or written in DATA_SOURCE_PLATFORMS or _weak_data_set(entry, written)
