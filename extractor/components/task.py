"""The paper's main task and what kind of contribution it offers ("paper_task" factory).

    doc._.task               str | None   a short phrase from the abstract ("object detection")
    doc._.contribution_type  records.ContributionType | None

Both are chosen by small pure functions over the original text, so they work in a pipeline
with only a tokenizer and are testable without spaCy:

    task_candidates(text, title, ner_tasks)  -> scored phrases
    choose_task(text, title, ner_tasks)      -> the best phrase or None
    classify_contribution(text, title, artifact) -> a ContributionType

When a NER is in the pipeline its TASK entities add candidates (each distinct phrase once,
and only task-like ones with full weight: the NER also tags "evaluation" or "combinatorial");
when another component set doc._.artifact (artifacts.py), the words around that name decide
what was introduced.

Task candidates come from problem-statement patterns, the title (its head-final phrases that
the abstract repeats, not the part after "via/with/using", which names the means; the verb
phrase a title opens with, "Generating X" read as "X generation"), phrases the
text calls "... tasks/problems", and head-word phrases; with none strong enough, the title's
own noun phrase. With a task ranker file configured (the shipped pipeline's), a learned ranker
(extractor/task_ranker.py) chooses among the best candidates and the rules' pick. Ranking favours task-like phrases: a
task head word or a name in extractor/data/reference/tasks.tsv (SciERC/TDMSci Task spans,
built by training/build_task_gazetteer.py); field names ("reinforcement learning") and one-word
heads inside a longer candidate lose. Junk is filtered: digit-led phrases, verb/gerund-led
phrases are trimmed, lone gerunds dropped, and a weak best candidate gives None.

Contribution type: explicit cues (survey, position, a titled/introduced dataset, benchmark,
toolkit) first, then counted cues for theory (prove, bounds, regret, minimax, theorem...),
analysis (we find/measure/investigate, a question or "Rethinking" title), toolkit and position
against method cues (we propose a method/measure, our approach, outperforms).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Optional

from spacy.language import Language
from spacy.tokens import Doc, Span

from extractor.doc_extensions import document_text, optional_extension
from extractor.records import ContributionType

if TYPE_CHECKING:
    from extractor.task_ranker import TaskRanker

SPAN_KEY = "paper_task"  # the main task's mentions, which the entity merger adds as TASK rows

# ---------------------------------------------------------------------------------------
# Task phrases
# ---------------------------------------------------------------------------------------

# Last words that make a phrase name a task rather than a thing ("object detection",
# "vehicle routing", "theorem proving"). Matched after a crude plural strip.
TASK_HEADS = frozenset(
    """
    detection segmentation classification recognition generation translation summarization
    retrieval compression estimation prediction forecasting tracking parsing answering reasoning
    planning navigation manipulation grasping localization captioning reconstruction synthesis
    completion matching clustering alignment learning optimization inference proving search
    control extraction labeling labelling tagging recommendation editing understanding adaptation
    generalization scheduling allocation verification diagnosis denoising super-resolution
    inpainting registration modeling modelling routing finding linking resolution scoring
    distillation pruning quantization approximation regression grounding avoidance teleoperation
    simulation discovery mining coloring explanation attribution attack defense elicitation counting
    sampling ranking selection fusion mapping exploration transfer enhancement imputation annotation
    correction repair identification auditing design testing checking coordination negotiation
    decoding analysis evaluation tuning fine-tuning pretraining pre-training unlearning editing
    answering comprehension entailment induction acquisition transcription spotting interpolation
    prompting locomotion driving forecasting anonymization watermarking jailbreaking moderation
    solving decomposition steganography calibration poisoning grounding micromanagement
    coding acceleration division mitigation debiasing filtering restoration deblurring dehazing deraining
    detoxification summarisation tokenization interpretation
    """.split()
)

# Phrases that name a field or nothing at all; never a paper's main task.
GENERIC_WORDS = frozenset(
    """
    this that these those the a an such various many several different new existing our its their
    downstream challenging important real-world practical fundamental complex general specific
    problem problems task tasks issue issues challenge challenges setting settings scenario scenarios
    learning machine deep artificial intelligence ai model models method methods approach approaches
    system systems data performance application applications field area research work paper
    natural language processing nlp computer vision cv robotics lot other them it all gap
    advances findings concerns around recent
    """.split()
)

# Words that end a task phrase read from running text: a clause or a prepositional
# attachment ("X via Y", "X in the context of Y") starts here.
_STOP_WORDS = frozenset(
    """
    which that where when while whereas who whose by using with via through based in on under
    from to into as than is are was were be been being has have had can could may might will would
    should must do does did we our it its they their this these those such and or but so if
    because since although though given without across between among over within during after before
    at for of toward towards against per i.e. e.g. etc how what why whether which the a an
    around beyond along inside outside throughout amid despite your you my us
    """.split()
)

# Verbs/gerunds that open a phrase but are not part of the task name ("improving kernel
# approximation" -> "kernel approximation").
_LEADING_NOISE = frozenset(
    """
    the a an improving enhancing solving addressing tackling performing achieving enabling
    bridging providing efficient effective accurate robust better fast scalable novel new
    improved comprehensive high low simple generalized further empirical detailed theoretical
    thorough proper basic any his her including recent several some extensive preliminary
    intriguing impressive significant key main pivotal conventional thoughtful applicable
    so-called one two three four five six seven eight nine ten numerous various many diverse very
    most both entire all each every whole such other certain existing current
    advancing
    """.split()
)

# Last words that make a phrase a thing (a model, a corpus), not a task.
_THING_HEADS = frozenset(
    """
    model network llm lm method approach framework system data corpus dataset paper architecture
    human people user agent technique algorithm tool module layer machine function
    representation embedding feature parameter loss sample result state camera encoder decoder
    library toolkit platform benchmark suite classifier detector sensor solver planner controller policy
    robot
    """.split()
)

# Common verbs that precede a task phrase in running text ("leverages graph contrastive
# learning"); a head phrase never extends left over them.
_VERBS = frozenset(
    """
    leverage use employ exploit propose present introduce improve enable achieve perform require
    show demonstrate study address tackle consider investigate explore apply combine integrate
    facilitate support boost enhance advance benefit learn train make provide yield outperform
    include reduce treat increase decrease allow lead give obtain capture remain become mitigate
    assess analyze analyse evaluate generate develop acquire construct build create design quantify
    solve handle
    """.split()
)

_WORD = r"[A-Za-z0-9][\w\-/']*"
_ABBR = r"\s*\((?:[A-Z][\w\-]*s?)\)"  # "(MAPF)", "(QA)", "(KGC)"

# (pattern, weight): group "x" is where the task phrase starts.
_SENTENCE_PATTERNS: list[tuple[re.Pattern, float]] = [
    # "we study/address the problem of X", "the task of X"
    (re.compile(r"\b(?:problem|task|challenge)s?\s+of\s+(?P<x>.+)", re.I), 3.0),
    # "we study/address/tackle X", "this paper studies X" — the object right after a research verb
    (
        re.compile(
            r"\b(?:we|(?:this|our|the\s+present)\s+(?:paper|work|study|article))\s+"
            r"(?:stud(?:y|ies)|address(?:es)?|tackles?|considers?|investigates?|focus(?:es)?\s+on|explores?|"
            r"revisits?|examines?)\s+(?P<x>.+)",
            re.I,
        ),
        1.5,
    ),
    # "... framework/method/approach for X"
    (
        re.compile(
            r"\b(?:framework|method|approach|algorithm|model|architecture|technique|pipeline|system|"
            r"benchmark|dataset|strategy|policy|paradigm)s?\s+(?:for|to\s+(?:solve|improve|address|tackle))\s+"
            r"(?P<x>.+)",
            re.I,
        ),
        2.0,
    ),
    # "in/for X tasks"
    (re.compile(r"\b(?:in|for|on)\s+(?P<x>(?:" + _WORD + r"\s+){0,4}" + _WORD + r")\s+tasks?\b"), 1.5),
]

# "Knowledge graph completion (KGC) aims to ...", "Reading comprehension is a challenging task"
_SUBJECT = re.compile(
    r"^\s*(?P<x>(?:" + _WORD + r"\s+){0,5}?" + _WORD + r")(?P<abbr>" + _ABBR + r")?\s*,?\s+"
    r"(?:is|are|has|have|aims|involves|refers|remains|seeks|plays|poses|requires|concerns|"
    r"studies|enables|serves|provides|offers|focuses|attempts|tries|addresses)\b"
)
_STATES_PROBLEM = re.compile(r"\b(?:task|problem|challenge|aims?\s+to|goal|refers\s+to|involves)\b", re.I)

# "pursuit-evasion tasks": up to four words before "task(s)"/"problem(s)". Found from each "task"/"problem" backwards:
# the same matches as one left-to-right pattern, which tried a start at every word and took a third of the
# component's time.
_TASK_WORD = re.compile(r"(?<=\s)(?:tasks?|problems?)\b")
_WORDS_BEFORE = re.compile(r"(?:[\w\-]+\s+){0,3}[\w\-]+\s+$")


def named_task_words(text: str) -> list[str]:
    """The words (up to four) right before each "task(s)"/"problem(s)" of the text, not reaching back over an
    earlier one's match."""
    found = []
    last_end = 0
    for match in _TASK_WORD.finditer(text):
        before = _WORDS_BEFORE.search(text, max(last_end, match.start() - 200), match.start())
        if before:
            found.append(before.group(0).rstrip())
            last_end = match.end()
    return found

# Title: "<head> of X" ("Estimation of Low-Rank Matrices"), read as "X <head>".
_HEAD_OF = re.compile(r"\b(?P<head>[A-Za-z]+)\s+of\s+(?=(?P<x>.+))")
# Title: "Something for X", "X via Something", "Towards X", "Title: X"
# A lookahead, so that every preposition starts a match: "X for Y on Z" yields "Y on Z" and "Z".
_TITLE_FOR = re.compile(r"\b(?:for|in|on|towards?)\s+(?=(?P<x>.+))", re.I)


# Patterns used by the helpers below, compiled once.
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\"'“])|\n\s*\n")
_PHRASE_BREAK = re.compile(r"[,.;:!?()\[\]{}\"“”]|\s[-–—]\s")
_THREE_LETTERS = re.compile(r"[A-Za-z]{3}")
_WORDS = re.compile(r"[\w\-]+")
_KEY_WORDS = re.compile(r"[^\W_]+")
# A plural acronym names models ("CNNs", "LLMs", "GNNs"), never a task.
_MODEL_ACRONYMS = re.compile(r"^(?:[A-Z]{2,}s|llms|lms)$")
# A name keeps its case: a capital after a lower-case letter ("ImageNet"), two capitals in a row
# ("BERT-based"), or a digit ("CIFAR-10"); Title Case words ("Multi-Agent") do not count.
_NAME_INSIDE = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d")
_NAMED_PROBLEM = re.compile(r"(?:[\w\-']+\s+){1,5}problems?\b", re.I)
_PLAIN_WORD = re.compile(r"^[A-Za-z][\w\-/']*$")
_APPOSITION = re.compile(r"\s*(?:\([^)]*\)\s*)?(?:,|:|is|,?\s*which\s+is)\s*(?:an?|the)?\s*(?P<rest>.*)", re.S)
_TITLE_SURVEY = re.compile(r"\bsurvey\b|\ba\s+review\b|\boverview\b")
# "Position: ..." or "a position paper", not "Position Bias" or "Position Encoding".
_TITLE_POSITION = re.compile(r"^\s*position\b|\bposition\s+paper\b")
_TITLE_BENCHMARK = re.compile(r"\bbenchmark(?:ing)?\b")
_TITLE_DATASET = re.compile(r"\b(?:dataset|corpus)\b")
_TITLE_TOOLKIT = re.compile(r"\b(?:library|toolkit|toolbox|platform)\b")


@dataclass(frozen=True)
class TaskCandidate:
    phrase: str
    score: float
    source: str
    sources: frozenset[str] = frozenset()  # of a merged candidate: the sources that proposed it


def split_sentences(text: str) -> list[str]:
    """Sentence split on end punctuation followed by a capital or end of text (no spaCy
    needed, so the pure functions work on raw strings)."""
    parts = _SENTENCE_BREAK.split(text)
    return [p.strip() for p in parts if p and p.strip()]


_IRREGULAR_PLURALS = {"matrices": "matrix", "indices": "index", "vertices": "vertex", "analyses": "analysis",
                      "hypotheses": "hypothesis", "theses": "thesis", "criteria": "criterion", "phenomena": "phenomenon"}


@lru_cache(maxsize=16384)  # called for every word of every candidate phrase; the vocabulary repeats
def _singular(word: str) -> str:
    w = word.lower()
    if w in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[w]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def clean_phrase(raw: str, max_words: int = 6) -> Optional[str]:
    """Cut a phrase read from running text down to the task name: stop at punctuation or
    a clause word, drop leading articles/gerunds and a trailing "problem"/"task"."""
    raw = _PHRASE_BREAK.split(raw, maxsplit=1)[0]
    words: list[str] = []
    for word in raw.split():
        if word.lower() in _STOP_WORDS and words:
            break
        if word.lower() in _STOP_WORDS:
            continue
        words.append(word)
    while words and (
        words[0].lower() in _LEADING_NOISE
        or words[0].lower().endswith("ly")
        or _is_leading_verb(words[0], len(words))
    ):
        words.pop(0)
    while words and _singular(words[-1]) in {"problem", "task", "setting", "scenario", "challenge", "issue"}:
        if len(words) == 2 and _singular(words[-1]) == "problem" and not is_task_like(words[0]):
            break  # "inverse problems", "assignment problem": the problem's name needs the word
        words.pop()
    if not words or len(words) > max_words:
        return None
    low = words[0].lower()
    if len(words) == 1 and low.endswith("ing") and low not in _NOUN_GERUNDS and low not in TASK_HEADS:
        return None  # a lone verb form ("minimizing") names no task
    if len(words) == 1 and low in _VERBS and low not in _NOUN_VERBS:
        return None  # nor does a lone verb ("solve")
    phrase = " ".join(words)
    if is_generic(phrase) or not _THREE_LETTERS.search(phrase):
        return None
    # "38 evaluation", "d-assumed testing", "(i)": a number or a word fragment, not a name.
    if _BAD_START.match(phrase):
        return None
    if _singular(words[-1]) in _THING_HEADS or _MODEL_ACRONYMS.match(words[-1]):
        return None
    if len(words) > 1 and words[-1].lower().endswith("ing") and _is_plural_thing(words[-2]):
        # "Rotation-Based Models Solving (the X problem)": a verb after things, unlike the
        # singular modifier of "network pruning" or "paper cutting"
        return None
    # "classifi- cation": a word broken across a line of the PDF the text was copied from.
    if any(word.endswith("-") for word in words):
        return None
    if _ends_in_adjective(words[-1]) or _is_participle(words[-1]):
        return None  # "so-called compositional", "nine different", "self-supervised": a modifier without its noun
    return phrase


def _is_participle(word: str) -> bool:
    """"proposed", "self-supervised", "labeled": not "speed", "seed", "embed"."""
    low = word.lower()
    return len(low) > 5 and low.endswith("ed") and not low.endswith("eed")


def _is_plural_thing(word: str) -> bool:
    return word.lower() != _singular(word) and _singular(word) in _THING_HEADS


_ADJECTIVE_END = re.compile(r"(?:ive|ous|ical|able|ible|ful|less|[^v]al|ent)$")
# Nouns with an adjective's ending that end task names ("vanishing gradient", "multi-agent").
_NOUNS_LIKE_ADJECTIVES = frozenset(
    "gradient agent content patient student client event intent component coefficient objective "
    "perspective incentive signal interval animal manual".split()
)


def _ends_in_adjective(word: str) -> bool:
    """An adjective by its suffix, read without a tagger; nouns with those endings that name
    tasks ("retrieval", "management", "treatment") are kept."""
    low = word.lower()
    return (
        bool(_ADJECTIVE_END.search(low))
        and low not in TASK_HEADS
        and low not in _NOUNS_LIKE_ADJECTIVES
        and not low.endswith("ment")
    )


# Plurals that are results, not activities ("findings" vs "path finding"); every "-ions" plural
# ("reconstructions", "evaluations") is one too, see has_task_head.
_NOT_HEADS = frozenset("findings designs analyses enhancements".split())
# A number, a lone letter with a hyphen ("d-assumed") or a non-letter opens no task name;
# a dimension does ("3D object detection", "6D pose estimation").
_BAD_START = re.compile(r"^(?:(?!\d+D\b)\d|[A-Za-z]-[a-z]|[^A-Za-z\d])")
# Gerunds that are task names themselves, or their modifiers ("learning to rank").
_NOUN_VERBS = frozenset("design support control transfer search use train".split())
_NOUN_GERUNDS = frozenset("learning reasoning planning modeling modelling mining computing processing".split())
# Gerunds that modify the noun after them in task names ("reading comprehension", "missing data
# imputation", "vanishing gradients"), not verbs opening a clause.
_MODIFIER_GERUNDS = frozenset(
    "reading writing speaking listening imaging vanishing exploding missing moving walking driving".split()
)


def _is_leading_verb(word: str, n_words: int) -> bool:
    """A verb or gerund opening a longer phrase ("developing content moderation",
    "treat predictions", "includes tariff generation"): the task name starts after it."""
    low = word.lower()
    if n_words < 2 or not low.isalpha():
        return False
    if low in _NOUN_VERBS or low in _MODIFIER_GERUNDS:
        return False
    if _singular(low) in _VERBS or (low.endswith("es") and low[:-1] in _VERBS) or low[:-2] in _VERBS:
        return True
    return low.endswith("ing") and low not in _NOUN_GERUNDS and low not in TASK_HEADS


def is_generic(phrase: str) -> bool:
    """True for phrases made only of generic words ("this problem", "machine learning")."""
    words = [w.lower() for w in _WORDS.findall(phrase)]
    return not words or all(w in GENERIC_WORDS or _singular(w) in GENERIC_WORDS for w in words)


@lru_cache(maxsize=16384)
def has_task_head(phrase: str) -> bool:
    # "Multi-Contact Loco-Manipulation", "Arm-Hand Grasping": a hyphenated word's head is its last part
    last = phrase.split()[-1].lower().rsplit("-", 1)[-1]
    if last in _NOT_HEADS or last.endswith("ions"):
        return False
    return _singular(last) in TASK_HEADS or last in TASK_HEADS


_ACTIVITY_NOUN = re.compile(r"[a-z]{3,}(?:tion|ment|sis|ance|ing)$")


def names_an_activity(phrase: str) -> bool:
    """Ends in a singular activity noun outside TASK_HEADS: "Dialogue Quality Measurement",
    "Curriculum Design". Read after "for" in a title, where the paper states its purpose."""
    last = phrase.split()[-1].lower()
    return len(phrase.split()) > 1 and bool(_ACTIVITY_NOUN.search(last))


def _lower_if_common(phrase: str) -> str:
    """Lower-case a phrase unless a word looks like a name/acronym ("MAPF", "ImageNet")."""
    return " ".join(w if _NAME_INSIDE.search(w) or w.isupper() else w.lower() for w in phrase.split())


@lru_cache(maxsize=4096)  # the abstract itself is normalized by several candidate passes
def normalize_phrase(phrase: str) -> str:
    """The comparison key of a phrase: lower-cased words, crude plural strip; a hyphen
    separates words ("next-token prediction" is "next token prediction")."""
    return " ".join(_singular(w) for w in _KEY_WORDS.findall(phrase.lower()))


_normalize = normalize_phrase

TASK_LIST = Path(__file__).resolve().parents[1] / "data" / "reference" / "tasks.tsv"


@lru_cache(maxsize=1)
def known_tasks(path: Path = TASK_LIST) -> frozenset[str]:
    """Normalized task names annotated in SciERC/TDMSci (training/build_task_gazetteer.py);
    empty when the list is not installed."""
    if not path.exists():
        return frozenset()
    with open(path, encoding="utf-8") as f:
        next(f, None)
        return frozenset(normalize_phrase(line.split("\t", 1)[0]) for line in f if line.strip())


def is_task_like(phrase: str) -> bool:
    """Ends in a task head word, or is a task name people annotate as one."""
    return has_task_head(phrase) or normalize_phrase(phrase) in known_tasks()


# Field-level names: true of thousands of papers, so they lose to a more specific phrase.
BROAD_TASKS = frozenset(
    normalize_phrase(p)
    for p in """reinforcement learning|supervised learning|unsupervised learning|deep learning|machine learning|
    representation learning|transfer learning|deep reinforcement learning|self-supervised learning|semi-supervised learning|optimization|
    inference|prediction|classification|generation|evaluation|analysis|learning|reasoning|training|
    natural language processing|computer vision|robotics|modeling|language modeling|fine-tuning|pretraining|
    pre-training|decision-making|decision making|human evaluation|multi-task learning|text generation|
    regression|translation|retrieval|adaptation|attack|control|planning|search|sampling|estimation|ranking|
    robot learning|question answering|recommendation|alignment|generalization|understanding|reasoning""".replace(
        "\n", ""
    ).split("|")
)

_TITLE_SPLIT = re.compile(
    r"([,.;:!?()\[\]{}\"“”]|\s[-–—]\s|\b(?:for|via|with|using|through|by|from|in|on|of|to|towards?|and|under|"
    r"as|at|is|are|not|do|does|can|when|without|beyond|against|into|the|a|an|its|their)\b)",
    re.I,
)
_NAME_LIKE = re.compile(r"[a-z][A-Z]|^[A-Z]{2,}")
_DIGIT = re.compile(r"\d")
# After these a title names its means ("... via Reinforcement Learning"), not its task.
_TITLE_MEANS = frozenset("via with using through by from".split())


# A title's means run on over "and", articles and "of" ("via Superpixel-based Content Aggregation and Dynamic
# Feature Fusion") and end where it states a purpose or a new part ("... for Long-Horizon Manipulation").
_MEANS_END = frozenset("for in on to towards toward under when : ; ? ! ( ) [ ] - – —".split())


def means_segments(parts: list[str]) -> list[bool]:
    """For the segments of a title split by _TITLE_SPLIT (parts[0], parts[2], ...), whether each is
    part of the means the title names ("via X and Y")."""
    flags, means = [], False
    for index in range(0, len(parts), 2):
        if index:
            delimiter = parts[index - 1].lower().strip()
            if delimiter in _TITLE_MEANS:
                means = True
            elif delimiter in _MEANS_END:
                means = False
        flags.append(means)
    return flags


def _title_without_means(title: str) -> str:
    parts = _TITLE_SPLIT.split(title)
    return " | ".join(parts[i] for i, means in zip(range(0, len(parts), 2), means_segments(parts)) if not means)


def _after_name_prefix(title: str) -> Optional[str]:
    """The title after a short name and colon ("IMAGINATION POLICY: Using ..."), or None when it
    has no such prefix (a task-like part before the colon is no name)."""
    name, colon, rest = title.partition(":")
    if colon and len(name.split()) <= 3 and not is_task_like(name.strip()):
        return rest
    return None


# The viewpoint a title takes on its task, or what it goes beyond, is not the task: "Graph Machine
# Learning through the Lens of Bilevel Optimization", "Bridging the Sim-to-Real Gap from the Information
# Bottleneck Perspective", "Beyond Fine Tuning: A Modular Approach to Learning on Small Data",
# "Latent Causal Probing: A Formal Perspective on Probing with Causal Models".
_FEW_WORDS = r"(?:[\w\-]+\s+){0,3}"
_VIEWPOINT = re.compile(
    r"\s*\b(?:through|via|under) the lens(?:es)? of [^:;,?]*"
    r"|\s*\bfrom the perspective of [^:;,?]*"
    rf"|\s*\bfrom (?:a|an|the) {_FEW_WORDS}perspectives?\b"
    rf"|\b(?:a|an|the) {_FEW_WORDS}perspective (?:on|of)\s+"
    rf"|[:?]\s*(?:a|an|the) {_FEW_WORDS}perspective\s*$"
    # "...: A Comprehensive Evaluation", "...: An Empirical Study": the genre, not the task
    rf"|[:?]\s*(?:a|an|the) {_FEW_WORDS}(?:evaluation|study|analysis|investigation|assessment|survey|review|"
    r"overview|case study|comparison)\s*$"
    r"|^\s*beyond [^:]*:\s*",
    re.I,
)


def without_viewpoint(title: str) -> str:
    """The title without the viewpoint it takes, the thing it goes beyond or a subtitle that names
    only its genre (_VIEWPOINT)."""
    stripped = _VIEWPOINT.sub(" ", title).strip()
    return stripped or title


def title_ngram_candidates(title: str, text: str) -> list[TaskCandidate]:
    """The longest head-final part of each title segment that the abstract repeats
    ("Towards Universal Training-Free Coverless Image Steganography" -> "Coverless Image
    Steganography"): titles name the task, and the abstract confirms it is a phrase."""
    out: list[TaskCandidate] = []
    lowered_text = " " + normalize_phrase(text) + " "
    title = _after_name_prefix(title) or title
    parts = _TITLE_SPLIT.split(title)
    # re.split with a group alternates segment, delimiter, segment, ...
    for index, after_means in zip(range(0, len(parts), 2), means_segments(parts)):
        segment = parts[index]
        words = segment.split()
        # A one-word camel-case segment ("DiffStega") is the artifact's name.
        if not words or (len(words) == 1 and _NAME_LIKE.search(words[0])):
            continue
        for start in range(len(words)):
            phrase = clean_phrase(" ".join(words[start:]))
            if not phrase or phrase.lower() != " ".join(words[start:]).lower():
                continue
            n = len(phrase.split())
            if n == 1 and not is_task_like(phrase):
                break  # "Role", "Lens", "Filters": a lone title word names no task
            if f" {normalize_phrase(phrase)} " in lowered_text:
                score = (1.5 if is_task_like(phrase) else 0.5) + (0.5 if n > 1 else 0.0)
                if after_means:
                    score -= 1.5
                out.append(TaskCandidate(phrase, score, "title-ngram"))
                break
    return out


def title_candidates(title: str) -> list[TaskCandidate]:
    """Phrases a title names as its task: the part after "for/in/towards", or after a colon."""
    out: list[TaskCandidate] = []
    # "Automated Essay Scoring: Recent Successes" names the task before the colon,
    # "DEMO: A Statistical Perspective for Image-Text Matching" after it.
    for part in title.split(":"):
        found = False
        for match in _TITLE_FOR.finditer(part):
            phrase = clean_phrase(match.group("x"))
            # "... for the Extended Weber Location Problem" names a problem outright.
            named_problem = _NAMED_PROBLEM.match(match.group("x"))
            if phrase and (has_task_head(phrase) or named_problem or names_an_activity(phrase)):
                out.append(TaskCandidate(phrase, 2.5, "title-for"))
                found = True
        # "Unbiased Estimation of Proper Calibration Errors" -> "proper calibration error estimation".
        for match in _HEAD_OF.finditer(part):
            if _singular(match.group("head")) in TASK_HEADS and (phrase := clean_phrase(match.group("x"), max_words=4)):
                words = phrase.split()
                out.append(TaskCandidate(" ".join(words[:-1] + [_singular(words[-1]), match.group("head").lower()]), 2.0, "title-of"))
        # A title part that itself is a task name ("Knowledge Graph Completion"); with a
        # "for" in it, the words before "for" name the method, not the task.
        phrase = clean_phrase(part)
        if not found and phrase and has_task_head(phrase):
            out.append(TaskCandidate(phrase, 1.5, "title"))
    return out


# Title gerunds that say how the paper looks at a task, not what it does ("Rethinking X",
# "Leveraging LLMs for X"): the task is elsewhere in the title.
_META_GERUNDS = frozenset(
    """
    rethinking revisiting understanding exploring investigating analyzing analysing using leveraging
    harnessing exploiting unlocking unleashing integrating confronting making helping herding combining
    incorporating handling demystifying scaling going bringing putting taking overcoming
    studying unveiling
    """.split()
)
# Words that open a title gerund's object or join its parts ("Learning From Noisy Data",
# "Discovering Order in Unordered Datasets"); "with/via/using" name the means instead and
# "for" the purpose, which title_candidates reads.
_GERUND_PREPOSITIONS = frozenset("from with to about under in over on".split())
_GERUND_JOINERS = frozenset("of to about under in over on".split())
GERUND_TITLE_SCORE = 4.0
GERUND_INNER_SCORE = 3.0
GERUND_PURPOSE_SCORE = 1.5


def _nominal(gerund: str, text: str) -> Optional[str]:
    """The noun of a title gerund ("generating" -> "generation", "measuring" -> "measurement"),
    accepted when it is a task head or the abstract uses it; None otherwise."""
    low = gerund.lower()
    if low in TASK_HEADS:
        return low  # "learning", "planning", "pruning": the gerund is the noun
    stem = low[:-3]
    lowered = text.lower()
    for noun in (stem + "ion", stem + "ation", stem + "ement", stem + "y"):
        if noun in TASK_HEADS or re.search(rf"\b{noun}\b", lowered):
            return noun
    return None


def _gerund_object(words: list[str]) -> list[str]:
    """The words a title gerund governs, up to punctuation, the means or the purpose:
    "the HJI PDE Solution", "Order in Unordered Datasets", "Calls to Large Language Models"."""
    obj: list[str] = []
    for word in words:
        bare = word.strip(",;()\"“”")
        low = bare.lower()
        if low in {"the", "a", "an"}:
            continue  # "Approximating the HJI PDE Solution", "Learning to Solve the X Task"
        if obj and low in _GERUND_JOINERS:
            obj.append(low)
            continue
        if low in {"and", "or"}:
            # "Learning Compact and Efficient Networks": one word is a modifier cut short;
            # "Learning Locomotion Affordances and Simulators": the first conjunct stands
            return obj if len(obj) > 1 else []
        if not bare or low in _STOP_WORDS:
            break
        obj.append(bare)
        if bare != word:
            if len(obj) == 1 and word.endswith(","):
                return []  # "Generating Open-Domain, Open-Platform Diagrams": a list cut short
            break  # punctuation ends the phrase
    # Too long to be a name: keep the part before the last joiner ("the Representation of
    # Subjective Global Opinions | in Language Models").
    while len(obj) > 6 and any(word in _GERUND_JOINERS for word in obj[1:]):
        obj = obj[: max(i for i, word in enumerate(obj) if i and word in _GERUND_JOINERS)]
    while obj and (obj[-1].lower() in _STOP_WORDS or _singular(obj[-1]) in {"task", "problem"}):
        obj.pop()
    return obj


def title_gerund_candidates(title: str, text: str) -> list[TaskCandidate]:
    """A title that opens with what the paper does names its task in that verb phrase:
    "Generating Mental Health Transcripts with SAPE" -> "mental health transcript generation"
    (the verb's noun, when it has one), "Approximating the HJI PDE Solution" and "Learning From
    Noisy Singly-labeled Data" as written. Annotators take these phrases as the task far more
    often than the phrases the abstract repeats."""
    out: list[TaskCandidate] = []
    for part in title.split(":"):
        words = part.split()
        while words and words[0].lower() in {"towards", "toward", "on"}:
            words = words[1:]
        # The title's first word, or one right after "for/of/to" ("Contrast Sets for Evaluating
        # Language-Guided Robot Policies", "A Modular Approach to Learning on Small Data").
        starts = [0] + [i for i in range(1, len(words) - 1) if words[i - 1].lower() in {"for", "of", "to"}]
        for start in starts:
            if candidate := _gerund_phrase(words[start:], text):
                score = GERUND_TITLE_SCORE if start == 0 else GERUND_INNER_SCORE
                out.append(TaskCandidate(candidate, score, "title-gerund"))
    return out


def _gerund_phrase(words: list[str], text: str) -> Optional[str]:
    """The task a title's verb phrase names, or None when `words` does not open with one."""
    if len(words) < 2 or not words[0].lower().endswith("ing") or not words[0].isalpha():
        return None
    gerund, rest = words[0], words[1:]
    if gerund.lower() in _META_GERUNDS or gerund.lower() in _LEADING_NOISE:
        return None
    if rest[0].lower() in _GERUND_PREPOSITIONS:  # "Learning to Optimize", "Learning From X"
        obj = _gerund_object(rest[1:])
        phrase = " ".join([gerund, rest[0], *obj]) if obj else ""
    else:
        obj = _gerund_object(rest)
        plain = not any(word in _GERUND_JOINERS for word in obj)
        if not obj or len(obj) > 6 or _ends_in_adjective(obj[-1]):
            return None
        if plain and has_task_head(" ".join(obj)):
            phrase = " ".join(obj)  # "Prompting Few-shot Question Generation": the object is the task
        elif plain and len(obj) <= 4 and (noun := _nominal(gerund, text)):
            head = obj[-1] if _NAME_INSIDE.search(obj[-1]) or obj[-1].isupper() else _singular(obj[-1])
            phrase = " ".join([*obj[:-1], head, noun])
        elif len(obj) == 1 and _singular(obj[0]) in _THING_HEADS:
            return None  # "Sorting Networks", "Training Data": the gerund modifies a noun
        else:
            phrase = " ".join([gerund, *obj])
    return _lower_if_common(phrase) if phrase and not is_generic(phrase) else None


# Words a title's own phrase does not start with ("On the ...", "Improving ...", "And ...").
_TITLE_LEADING = _LEADING_NOISE | _STOP_WORDS  # both hold "on", "the", "towards"
_TITLE_END = re.compile(r"[?!;,(\[]|\s[-–—]\s")


def title_phrase(title: str, max_words: int = 8) -> Optional[str]:
    """The title's own noun phrase, for an abstract that states no task in a form the rules
    read: "On Limitations of the Transformer Architecture" -> "limitations of the Transformer
    architecture". Read after a short name and colon; the means ("using/with ...") are cut."""
    part = _after_name_prefix(title) or title.partition(":")[0]
    words: list[str] = []
    for word in _TITLE_END.split(part, maxsplit=1)[0].split():
        if word.lower() in _TITLE_MEANS or word.lower() == "using":
            break
        if not words and word.lower() in _TITLE_LEADING:
            continue
        words.append(word)
    while words and words[-1].lower() in _STOP_WORDS:
        words.pop()
    phrase = " ".join(words)
    if not words or len(words) > max_words or is_generic(phrase) or not _THREE_LETTERS.search(phrase):
        return None
    if len(words) == 1 and not _ACTIVITY_NOUN.search(phrase.lower()):
        return None  # "Is This the End?": one word that names no activity
    return _lower_if_common(phrase)


def head_phrases(text: str, max_modifiers: int = 3) -> list[str]:
    """Every phrase of up to `max_modifiers` content words ending in a task head
    ("graph-level clustering", "text-to-diagram generation"), read without a tagger:
    the phrase extends left until a stop word, verb, adverb or punctuation."""
    out = []
    for chunk in _PHRASE_BREAK.split(text):
        words = chunk.split()
        for i, word in enumerate(words):
            if not has_task_head(word):
                continue
            start = i
            while start > 0 and i - start < max_modifiers:
                prev = words[start - 1]
                low = prev.lower()
                if (
                    low in _STOP_WORDS
                    or low in _LEADING_NOISE
                    or _singular(low) in _VERBS
                    or low.endswith("ly")
                    or not _PLAIN_WORD.match(prev)
                ):
                    break
                start -= 1
            if start < i:  # a bare head ("learning") is too broad to be a task name
                phrase = clean_phrase(" ".join(words[start : i + 1]))
                if phrase:
                    out.append(phrase)
    return out


def sentence_candidates(sentence: str, position: int) -> list[TaskCandidate]:
    """Task phrases one sentence states; earlier sentences state the problem more often."""
    out: list[TaskCandidate] = []
    early = 0.5 if position < 2 else 0.0
    subject = _SUBJECT.match(sentence)
    if subject:
        phrase = clean_phrase(subject.group("x"))
        if phrase and (has_task_head(phrase) or subject.group("abbr")) and (
            _STATES_PROBLEM.search(sentence) or subject.group("abbr") or position == 0
        ):
            out.append(TaskCandidate(phrase, 2.0 + early + (0.5 if has_task_head(phrase) else 0), "subject"))
    for pattern, weight in _SENTENCE_PATTERNS:
        for match in pattern.finditer(sentence):
            phrase = clean_phrase(match.group("x"))
            if phrase:
                bonus = 1.0 if has_task_head(phrase) else -1.5
                out.append(TaskCandidate(phrase, weight + bonus + early, "pattern"))
    return out


def task_candidates(
    text: str, title: Optional[str] = None, ner_tasks: Iterable[str] = (), datasets: Iterable[str] = ()
) -> list[TaskCandidate]:
    """All candidate task phrases with merged scores, best first. A phrase gains when it
    recurs in the abstract (the main task is named more than once) or appears in the title.
    A phrase that names a data set ("ImageNet classification") is where a method is
    evaluated, not the problem the paper sets itself, and loses."""
    raw: list[TaskCandidate] = []
    title = without_viewpoint(title) if title else title
    from_title = title_candidates(title) if title else []
    raw += from_title
    for i, sentence in enumerate(split_sentences(text)):
        raw += sentence_candidates(sentence, i)
    if title:
        # The title's own phrase ("Description-Based Text Similarity") as a weak candidate: it wins
        # only where the abstract's phrases are no stronger (dev sets: +0.8 points, no set lower).
        if phrase := title_phrase(title):
            raw.append(TaskCandidate(phrase, 0.5, "title-phrase"))
        raw += title_ngram_candidates(title, text)
        # "Reconstructing Missing Variables for Multivariate Time Series Forecasting": a title that
        # states its purpose ("for X") names the task there, and the opening verb phrase the means
        # (dev sets 1-7: the "for" phrase agreed with the annotator in 13 of 13 such titles, the
        # verb phrase in 5).
        purpose = any(c.source == "title-for" for c in from_title)
        raw += [TaskCandidate(c.phrase, GERUND_PURPOSE_SCORE, c.source) if purpose else c
                for c in title_gerund_candidates(title, text)]
    # The NER marks many mentions, generic ones included ("evaluation", "inference"): each
    # distinct phrase counts once (recurrence is scored below), task-like ones more.
    seen_ner: set[str] = set()
    for ent in ner_tasks:
        phrase = clean_phrase(ent)
        if phrase and normalize_phrase(phrase) not in seen_ner:
            seen_ner.add(normalize_phrase(phrase))
            if is_task_like(phrase):
                raw.append(TaskCandidate(phrase, 1.0, "ner"))
            elif len(phrase.split()) > 1 and not _DIGIT.search(phrase):
                # a name with a digit ("IWSLT-2016") or one non-task word is a mislabel
                raw.append(TaskCandidate(phrase, 0.3, "ner"))
    # Head phrases count once per phrase here; their recurrence is scored below.
    # In a fixed order, the abstract's first: the spelling kept for a phrase is the first seen ("next-token
    # prediction" in the abstract over the title's "Next Token Prediction"); a set's order changed between runs.
    text_heads = sorted(set(head_phrases(text)))
    for phrase in text_heads + sorted(set(head_phrases(title or "")) - set(text_heads)):
        raw.append(TaskCandidate(phrase, 0.5, "head"))

    # "pursuit-evasion tasks", "vehicle routing problems": the text itself calls X a task.
    named = set()
    for before_task in named_task_words(text):
        # Only the words right before "tasks" ("... focusing on combinatorial problems" ->
        # "combinatorial"): cut after the last clause word.
        words = before_task.split()
        cut = max((i + 1 for i, w in enumerate(words) if w.lower() in _STOP_WORDS or _singular(w.lower()) in _VERBS), default=0)
        phrase = clean_phrase(" ".join(words[cut:]))
        if phrase:
            named.add(normalize_phrase(phrase))
            raw.append(TaskCandidate(phrase, 0.5, "named"))

    scores: dict[str, float] = defaultdict(float)
    sources: dict[str, set[str]] = defaultdict(set)
    surface: dict[str, str] = {}
    title_only: set[str] = set()
    for cand in raw:
        key = _normalize(cand.phrase)
        scores[key] += cand.score
        sources[key].add(cand.source)
        # Keep the surface form as written in the abstract over the title's Title Case.
        from_title = cand.source.startswith("title")
        if key not in surface or (not from_title and key in title_only):
            surface[key] = cand.phrase
            title_only.discard(key)
            if from_title:
                title_only.add(key)
    lowered_text = _normalize(text)
    dataset_keys = {_normalize(name) for name in datasets} - {""}
    # The title's means ("... with Offline Reinforcement Learning") earn no title bonus.
    lowered_title = _normalize(_title_without_means(title or ""))
    # A title that states its purpose ("... for Long-Horizon Manipulation") names its task there: the rest is means.
    if purposes := [c.phrase for c in raw if c.source == "title-for"]:
        lowered_title = _normalize(" | ".join(purposes))
    last_words_of_longer = {key.rsplit(" ", 1)[1] for key in scores if " " in key}
    ranked = []
    for key, score in scores.items():
        mentions = lowered_text.count(key)
        score += 0.5 * min(mentions, 4)
        if key and key in lowered_title:
            score += 1.0
        if len(key.split()) == 1 and not key.isupper():
            score -= 0.5  # one-word phrases ("recommendation") are often too broad
        if key in BROAD_TASKS:
            score -= 1.5
        if len(key.split()) == 1 and key in last_words_of_longer:
            score -= 1.0  # "modeling" beside "chemical modeling": the longer phrase says more
        if key in known_tasks():
            score += 0.5
        if not is_task_like(surface[key]) and key not in named:
            score -= 0.5
        if len(key.split()) > 5:
            score -= 1.0
        if any(f" {name} " in f" {key} " for name in dataset_keys):
            score -= 1.5
        ranked.append(TaskCandidate(_lower_if_common(surface[key]), round(score, 3), "merged", frozenset(sources[key])))
    # Ties go to a phrase the title also names (dev sets 1-8 and two artifact sets: +0.9 points, no
    # set lower), then to the shorter phrase, then alphabetically: the same answer on every run
    # (candidates pass through sets, whose order changes with PYTHONHASHSEED).
    segments = title_segments(title) if title else []
    ranked.sort(key=lambda c: (-c.score, not any(shares_words(c.phrase, s) for s in segments), len(c.phrase), c.phrase))
    return ranked


# Fewer breaks than _TITLE_SPLIT: articles, copulas and commas stay inside a segment (measured better here).
_SEGMENT_BREAK = re.compile(
    r"(\s*[:?!]\s*|\s+(?:for|with|via|using|in|on|towards?|through|by|from|and|of|to)\s+)", re.I
)


def title_segments(title: str, purpose_only: bool = False) -> list[str]:
    """The title's word runs between punctuation and function words ("Towards Unsupervised
    Classification with Deep Generative Models" -> "Unsupervised Classification", "Deep
    Generative Models"), its viewpoint left out; with `purpose_only`, its means too (only
    "Unsupervised Classification")."""
    segments = []
    parts = _SEGMENT_BREAK.split(without_viewpoint(title))
    if purpose_only:
        parts = [part for part, means in zip(parts[::2], means_segments(parts)) if not means]
    else:
        parts = parts[::2]
    for part in parts:
        words = part.split()
        while words and words[0].lower() in _TITLE_LEADING:
            words = words[1:]
        if words:
            segments.append(" ".join(words))
    return segments


def shares_words(phrase: str, other: str) -> bool:
    """Whether two phrases overlap by a Dice coefficient of at least 0.5 over their normalized words
    ("olympiad programming" and "Can Language Models Solve Olympiad Programming": 2 * 2 / 8)."""
    a, b = normalize_phrase(phrase).split(), normalize_phrase(other).split()
    common = sum((Counter(a) & Counter(b)).values())
    return bool(common) and 4 * common >= len(a) + len(b)


MIN_TASK_SCORE = 0.5
ONE_WORD_MARGIN = 0.5
TITLE_MARGIN = 2.0


def choose_task(
    text: str, title: Optional[str] = None, ner_tasks: Iterable[str] = (), datasets: Iterable[str] = (),
    ranked: Optional[list[TaskCandidate]] = None,
) -> Optional[str]:
    """The main task phrase; when the abstract states none the rules can read, the title's own
    phrase (title_phrase); None only when there is neither. `ranked`: task_candidates' answer, when the
    caller has it already."""
    if ranked is None:
        ranked = task_candidates(text, title, ner_tasks, datasets)
    # A best phrase this weak ("combinatorial", a stray NER span) is noise, not a task.
    if not ranked or ranked[0].score < MIN_TASK_SCORE:
        return title_phrase(without_viewpoint(title)) if title else None
    best = ranked[0]
    if len(best.phrase.split()) == 1:
        # One word ("modeling", "translation") is often the field around the task: a
        # longer phrase nearly as strong names it better (dev sets: one-word picks agreed
        # with the annotators 62% of the time, two-word 71%).
        close = [c for c in ranked[1:] if c.score >= best.score - ONE_WORD_MARGIN and len(c.phrase.split()) > 1]
        if close:
            best = close[0]
    segments = title_segments(title, purpose_only=True) if title else []
    if segments and not any(shares_words(best.phrase, s) for s in segments):
        # Readers name a paper's task in the title's words: a task-like phrase the title's purpose shares, if
        # nearly as strong, is the better answer (17 annotated sets: mean agreement 0.733 -> 0.744, 22 papers
        # fixed and 9 broken; the held-out set 0.643 -> 0.619, one paper).
        floor = max(best.score - TITLE_MARGIN, MIN_TASK_SCORE)
        titled = next((c for c in ranked if c.score >= floor and is_task_like(c.phrase)
                       and any(shares_words(c.phrase, s) for s in segments)), None)
        if titled:
            return titled.phrase
    return best.phrase


def spelled_out(task: Optional[str], pairs) -> Optional[str]:
    """The long form of a task the abstract abbreviates ("T2I-ICL" -> "Text-to-Image In-Context Learning"):
    the column is read by people who have not read the abstract."""
    long_by_short = {pair.short: pair.long for pair in pairs}
    return long_by_short.get(task, task) if task else task


def task_mentions(doc: Doc, task: Optional[str], text: Optional[str] = None) -> list[Span]:
    """Where the abstract (`text`, doc.text when not given) writes the main task (whole words, any case), as TASK
    spans for the entities table."""
    if not task:
        return []
    pattern = re.compile(r"(?<!\w)" + re.escape(task) + r"(?!\w)", re.IGNORECASE)
    spans = (doc.char_span(m.start(), m.end(), label="TASK") for m in pattern.finditer(text or document_text(doc)))
    return [span for span in spans if span is not None]


# ---------------------------------------------------------------------------------------
# Contribution type
# ---------------------------------------------------------------------------------------

# Nouns that say what kind of thing was introduced, mapped to the contribution type.
_KIND_NOUNS: list[tuple[str, ContributionType]] = [
    (r"benchmarks?|evaluation (?:suite|framework|dataset|set|protocol)|test ?bed|leaderboard", "benchmark"),
    (r"datasets?|data ?sets?|corpus|corpora|treebank|collection of", "dataset"),
    (r"(?:software )?librar(?:y|ies)|toolkits?|toolbox|(?:python )?package|platform|"
     r"suite of [\w\s-]{0,30}environments|simulators?|open-source (?:framework|tool|software)", "toolkit"),
    (r"methods?|approach(?:es)?|frameworks?|algorithms?|models?|architectures?|techniques?|"
     r"strateg(?:y|ies)|mechanisms?|networks?|pipelines?|schemes?|loss|paradigm|modules?|"
     r"procedures?|estimators?|polic(?:y|ies)|systems?|attacks?|defen[cs]es?|agents?", "method"),
]
_KIND = re.compile(r"\b(?:" + "|".join(f"(?P<k{i}>{p})" for i, (p, _) in enumerate(_KIND_NOUNS)) + r")\b", re.I)

_INTRO = re.compile(
    r"\b(?:we|this\s+(?:paper|work|study)|in\s+this\s+(?:paper|work|demo)[^.]*?,\s*we)\s+"
    r"(?:also\s+|first\s+|further\s+)?"
    r"(?:introduce|present|propose|develop|release|build|construct|create|curate|collect|design|"
    r"offer|contribute|describe|open-source)[sd]?\b",
    re.I,
)

_SURVEY = re.compile(
    r"\b(?:this|our|the\s+present)\s+(?:survey|review)\b|\bsurvey\s+paper\b|\bwe\s+(?:survey|review)\b|"
    r"\b(?:comprehensive|systematic|extensive)\s+(?:survey|review|overview)\b|\bliterature\s+review\b",
    re.I,
)
_POSITION = re.compile(
    r"\bposition\s+paper\b|\b(?:this|our)\s+(?:paper|work|position)\s+argues\b|\bwe\s+(?:call\s+for|advocate)\b",
    re.I,
)
_THEORY = re.compile(
    r"\bwe\s+(?:also\s+|then\s+|further\s+|first\s+)?(?:rigorously\s+|formally\s+)?(?:prove|derive|establish|characterize)\b|\bproving\b|\bproofs?\b|"
    r"\btheorems?\b|\blemmas?\b|\b(?:regret|lower|upper|error|generalization|risk|complexity)\s+bounds?\b|"
    r"\bsample\s+complexity\b|\bconvergence\s+rates?\b|\bminimax\b|\bprovabl[ey]\b|\bnp-hard|\bnp-complete|"
    r"\bcomputational\s+complexity\b|\btheoretical(?:ly)?\b|\bnon-asymptotic\b|"
    r"\bconvergence\s+guarantees?\b|\baxiom|\bclosed-form\b|\bnecessary\s+and\s+sufficient\b|"
    r"\bregret\b|\bpolynomial[- ]time\b|\bdecidab|\bformal(?:ly)?\s+(?:equivalence|analysis|characteri)",
    re.I,
)
# Titles that name a theoretical result: "Complexity of Single Loop Algorithms", "Fair Chore Allocation:
# Existence and Computation", "A 4-Approximation Algorithm", "The Loss Surface of Residual Networks".
_THEORY_TITLE = re.compile(
    r"\b(?:complexity|existence|hardness|impossibility|expressivity|expressive\s+power)\b|"
    r"\bapproximation\s+(?:algorithms?|ratio)|\b\d+(?:\.\d+)?-approximation\b|\bloss\s+(?:surface|landscape)\b",
    re.I,
)
# Evidence of an empirical method paper: what counts against "theory".
_EMPIRICAL = re.compile(
    r"\bexperiments?\b|\boutperforms?\b|\bstate-of-the-art\b|\bempirical(?:ly)?\b|\bbenchmarks?\b",
    re.I,
)
_ANALYSIS = re.compile(
    r"\bwe\s+(?:study|investigate|analy[sz]e|examine|probe|explore|evaluate|find|observe|show\s+that|ask|measure|"
    r"delve|challenge|question|reveal|quantify|compare)\b|"
    r"\b(?:this|our|the\s+present)\s+(?:study|work|paper)\s+(?:explores|investigates|examines|studies|analy[sz]es)\b|"
    r"\b(?:empirical|systematic|comprehensive|large-scale|extensive|thorough)\s+(?:study|analysis|evaluation|comparison|investigation)\b|"
    r"\bour\s+(?:empirical\s+)?(?:findings|analysis|results|investigations?|experiments)\s+(?:also\s+)?(?:reveal|show|suggest|indicate|highlight)|"
    r"\bwe\s+find\s+that\b|\bcase\s+study\b|\bfurther\s+investigation\b|\bsurprising(?:ly)?\b",
    re.I,
)
# A title that asks or re-examines ("Do Multilingual LMs Think Better in English?",
# "Rethinking ...", "The Unreasonable Effectiveness of ...") announces an analysis.
_ANALYSIS_TITLE = re.compile(
    r"\?|^\s*(?:rethinking|revisiting|understanding|on\s+the|towards\s+understanding|investigating|exploring|"
    r"analy[sz]ing|studying|how|why|what|when|does|do|is|are|can)\b|\bunreasonable\s+effectiveness\b|\b(?:empirical\s+)?study\b|\b(?:systematic|empirical)\s+(?:comparison|evaluation|analysis)\b|"
    r"\binsights?\b|\blessons\b|\bchallenges,|"
    r"^\s*(?:re-?evaluating|re-?examining|unveiling|evaluating|assessing|quantifying)\b|"
    r"\b(?:impact|effects?|role|importance)\s+of\b|\bcomprehensive\s+evaluation\b",
    re.I,
)
_METHOD_CUES = re.compile(
    r"\b(?:our|the\s+proposed|the\s+presented)\s+(?:\w+\s+)?(?:method|approach|framework|algorithm|model|"
    r"architecture|technique|strategy|system|solution)\b|\boutperforms?\b|\bnovel\b|\bstate-of-the-art\s+performance\b",
    re.I,
)
_OWNED_DATA = re.compile(r"\bour\s+(?:new\s+|proposed\s+)?(benchmarks?|datasets?|corpus|corpora)\b", re.I)
_MEASURING_TITLE = re.compile(r"^\s*(?:\w+:\s*)?(?:measuring|evaluating|benchmarking|assessing|probing|testing)\b", re.I)
_PROPOSES_METHOD = re.compile(
    r"\bwe\s+(?:propose|introduce|present|develop|design)\s+(?:a|an|the|several|two|three)?\s*(?:\w+\s+){0,4}?"
    r"(?:method|approach|framework|algorithm|model|architecture|technique|strateg(?:y|ies)|mechanism|network|"
    r"solution|scheme|loss|objective|pipeline|paradigm|system|regularizers?|estimator|policy|measure|metric|"
    r"criterion|score|procedure|module|layer|mechanism)\b",
    re.I,
)
_TOOLKIT_CUES = re.compile(
    r"\bfunctionalit(?:y|ies)\b|(?<![-\w])platforms?\b(?!-)|\b(?:open-source|python)\s+(?:library|toolkit|package|software|implementation)\b|"
    r"\bentry\s+barrier\b|\bfacilitate\s+the\s+development\b|\buser\s+interface\b|\bapis?\b|\bextensible\b|\bmodular\b",
    re.I,
)
_POSITION_CUES = re.compile(
    r"\bI\s+(?:argue|highlight|discuss|outline|believe|advocate|propose)\b|\bchallenges\s+and\s+(?:prospects|opportunities)\b|"
    r"\bresearch\s+agenda\b|\bwe\s+argue\s+that\s+the\s+(?:field|community)\b",
)


def introduced_kind(sentence: str) -> Optional[ContributionType]:
    """The kind of the first thing a sentence says the paper introduces, if it says so."""
    intro = _INTRO.search(sentence)
    if not intro:
        return None
    return _first_kind(sentence[intro.end():])


def _first_kind(text: str) -> Optional[ContributionType]:
    match = _KIND.search(text)
    if not match:
        return None
    index = int(next(k for k, v in match.groupdict().items() if v)[1:])
    return _KIND_NOUNS[index][1]


def artifact_kind(text: str, artifact: str) -> Optional[ContributionType]:
    """What the paper calls its named artifact: "WildChat, a corpus of ..." -> dataset."""
    start = text.find(artifact)
    if start < 0:
        return None
    # A long form in parentheses may come first ("FLASK (Fine-grained Language Model Evaluation
    # based on Alignment Skill Sets), a fine-grained evaluation protocol"): read past it.
    after = text[start + len(artifact): start + len(artifact) + 200]
    # Only an apposition or copula right after the name describes it.
    match = _APPOSITION.match(after)
    return _first_kind(match.group("rest")[:80]) if match else None


def title_kind(title: str) -> Optional[ContributionType]:
    lowered = title.lower()
    if _TITLE_SURVEY.search(lowered):
        return "survey"
    if _TITLE_POSITION.search(lowered):
        return "position"
    if _TITLE_BENCHMARK.search(lowered):
        return "benchmark"
    if _TITLE_DATASET.search(lowered):
        return "dataset"
    if _TITLE_TOOLKIT.search(lowered):
        return "toolkit"
    return None


def classify_contribution(
    text: str, title: Optional[str] = None, artifact: Optional[str] = None
) -> ContributionType:
    """What the paper mainly offers. Strong explicit cues first (a survey says so; a
    dataset paper calls its artifact a dataset), then theory vs analysis vs method from
    counted cues. "method" is the default: most papers propose one."""
    if _SURVEY.search(text) or (title and title_kind(title) == "survey"):
        return "survey"
    if _POSITION.search(text) or (title and title_kind(title) == "position"):
        return "position"
    if title and (kind := title_kind(title)):
        return kind
    if artifact and (kind := artifact_kind(text, artifact)):
        return kind
    for sentence in split_sentences(text):
        kind = introduced_kind(sentence)
        if kind:
            if kind != "method":
                return kind
            break
    if kind := owned_data_kind(text, title or ""):
        return kind
    return _cue_contribution(text, title or "")


def owned_data_kind(text: str, title: str) -> Optional[ContributionType]:
    """A paper that keeps saying "our dataset" / "our benchmark" and proposes no method offers
    the data ("We present a new challenge ... Our dataset features 12,383 questions"): a
    benchmark when it calls it one or its title measures something, else a dataset."""
    owned = _OWNED_DATA.findall(text)
    if len(owned) < 2 or _PROPOSES_METHOD.search(text):
        return None
    if any(word.lower().startswith("benchmark") for word in owned) or _MEASURING_TITLE.match(title):
        return "benchmark"
    return "dataset"


def _cue_contribution(text: str, title: str) -> ContributionType:
    """Theory / analysis / toolkit / position against method, from counted cues; a cue in
    the title counts double (titles state the kind of paper more plainly than abstracts)."""
    theory = len(_THEORY.findall(text)) + 2 * len(_THEORY.findall(title)) + 2 * len(_THEORY_TITLE.findall(title))
    empirical = len(_EMPIRICAL.findall(text))
    title_asks = any(_ANALYSIS_TITLE.search(part) for part in title.split(":"))
    analysis = len(_ANALYSIS.findall(text)) + (2 if title_asks else 0)
    proposes = bool(_PROPOSES_METHOD.search(text))
    method = 2 * proposes + len(_METHOD_CUES.findall(text))
    if _POSITION_CUES.search(text) and not proposes:
        return "position"
    if len(_TOOLKIT_CUES.findall(text)) >= 2 and not proposes:
        return "toolkit"
    if theory >= 2 and theory > empirical + (1 if proposes else 0):
        return "theory"
    if analysis >= 3 and analysis > method:
        return "analysis"
    return "method"


# ---------------------------------------------------------------------------------------
# spaCy component
# ---------------------------------------------------------------------------------------

for _name in ("task", "contribution_type"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)


def task_inputs(doc: Doc) -> tuple[str, Optional[str], list[str], list[str]]:
    """What the task rules read from a Doc: its text, title, the NER's task mentions, and the data set names the
    NER and the gazetteer found."""
    ner_tasks: list[str] = []
    datasets = [span.text for span in doc.spans.get("gazetteer", []) if span.label_ == "DATASET"]
    for ent in doc.ents:
        if ent.label_ == "TASK":
            ner_tasks.append(ent.text)
        elif ent.label_ == "DATASET":
            datasets.append(ent.text)
    return document_text(doc), optional_extension(doc, "title"), ner_tasks, datasets


class PaperTask:
    """Sets doc._.task (the rules' choice, or the learned ranker's among the rules' candidates when one is given),
    its mentions, and the rules' doc._.contribution_type."""

    def __init__(self, ranker: Optional["TaskRanker"] = None):
        self.ranker = ranker

    def __call__(self, doc: Doc) -> Doc:
        artifact = optional_extension(doc, "artifact")
        if isinstance(artifact, (list, tuple)):
            artifact = artifact[0] if artifact else None
        pairs = optional_extension(doc, "abbreviations") or []
        text, title, ner_tasks, datasets = task_inputs(doc)
        ranked = task_candidates(text, title, ner_tasks, datasets)
        task = choose_task(text, title, ner_tasks, datasets, ranked)
        if self.ranker is not None:
            task = self.ranker.choose(ranked, task, text, title, ner_tasks)
        doc._.task = spelled_out(task, pairs)
        doc.spans[SPAN_KEY] = task_mentions(doc, doc._.task, text)
        doc._.contribution_type = classify_contribution(text, title, artifact if isinstance(artifact, str) else None)
        return doc


@Language.factory("paper_task", default_config={"ranker": None})
def make_paper_task(nlp: Language, name: str, ranker: Optional[str]) -> PaperTask:
    """`ranker`: a task ranker file (extractor/trained/task_ranker.json); None keeps the rules' choice."""
    from extractor.task_ranker import TaskRanker  # it reads this module's candidate functions

    return PaperTask(TaskRanker.load(ranker) if ranker else None)
