"""Cues of the task rules, kept as data: the words and patterns that say a phrase names a task.

Word lists (task head words, generic and field words, clause words, verbs, gerunds) and the regular
expressions that find a task phrase in a sentence or a title ("the problem of X", "X aims to", "... for X",
"<head> of X"). The rule functions in phrases.py, title.py, gerunds.py and candidates.py read them; nothing
here decides anything on its own.
"""

from __future__ import annotations

import re

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
    simplification disambiguation reduction separation assessment monitoring categorization normalization
    augmentation visualization rendering removal recovery animation anticipation synchronization diacritization
    colorization matting phenotyping hashing rewriting paraphrasing geolocation inflection stratification
    canonicalization quantification stylization upsampling grading
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
STOP_WORDS = frozenset(
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
LEADING_NOISE = frozenset(
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
THING_HEADS = frozenset(
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
VERBS = frozenset(
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
SENTENCE_PATTERNS: list[tuple[re.Pattern, float]] = [
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
SUBJECT = re.compile(
    r"^\s*(?P<x>(?:" + _WORD + r"\s+){0,5}?" + _WORD + r")(?P<abbr>" + _ABBR + r")?\s*,?\s+"
    r"(?:is|are|has|have|aims|involves|refers|remains|seeks|plays|poses|requires|concerns|"
    r"studies|enables|serves|provides|offers|focuses|attempts|tries|addresses)\b"
)
STATES_PROBLEM = re.compile(r"\b(?:task|problem|challenge|aims?\s+to|goal|refers\s+to|involves)\b", re.I)

# Title: "<head> of X" ("Estimation of Low-Rank Matrices"), read as "X <head>".
HEAD_OF = re.compile(r"\b(?P<head>[A-Za-z]+)\s+of\s+(?=(?P<x>.+))")
# Title: "Something for X", "X via Something", "Towards X", "Title: X"
# A lookahead, so that every preposition starts a match: "X for Y on Z" yields "Y on Z" and "Z".
TITLE_FOR = re.compile(r"\b(?:for|in|on|towards?)\s+(?=(?P<x>.+))", re.I)

# Punctuation or a spaced dash ends a phrase read from running text.
PHRASE_BREAK = re.compile(r"[,.;:!?()\[\]{}\"“”]|\s[-–—]\s")
THREE_LETTERS = re.compile(r"[A-Za-z]{3}")
# A name keeps its case: a capital after a lower-case letter ("ImageNet"), two capitals in a row
# ("BERT-based"), or a digit ("CIFAR-10"); Title Case words ("Multi-Agent") do not count.
NAME_INSIDE = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d")
# Title: "... for the Extended Weber Location Problem" names a problem outright.
NAMED_PROBLEM = re.compile(r"(?:[\w\-']+\s+){1,5}problems?\b", re.I)

# Plurals the crude plural strip gets wrong.
IRREGULAR_PLURALS = {"matrices": "matrix", "indices": "index", "vertices": "vertex", "analyses": "analysis",
                     "hypotheses": "hypothesis", "theses": "thesis", "criteria": "criterion", "phenomena": "phenomenon"}
# Nouns with an adjective's ending that end task names ("vanishing gradient", "multi-agent").
NOUNS_LIKE_ADJECTIVES = frozenset(
    "gradient agent content patient student client event intent component coefficient objective "
    "perspective incentive signal interval animal manual".split()
)
# Plurals that are results, not activities ("findings" vs "path finding"); every "-ions" plural
# ("reconstructions", "evaluations") is one too, see has_task_head.
NOT_HEADS = frozenset("findings designs analyses enhancements".split())
# Gerunds that are task names themselves, or their modifiers ("learning to rank").
NOUN_VERBS = frozenset("design support control transfer search use train".split())
NOUN_GERUNDS = frozenset("learning reasoning planning modeling modelling mining computing processing".split())
# Gerunds that modify the noun after them in task names ("reading comprehension", "missing data
# imputation", "vanishing gradients"), not verbs opening a clause.
MODIFIER_GERUNDS = frozenset(
    "reading writing speaking listening imaging vanishing exploding missing moving walking driving".split()
)

# A singular activity noun ("measurement", "design"... by its ending), outside TASK_HEADS.
ACTIVITY_NOUN = re.compile(r"[a-z]{3,}(?:tion|ment|sis|ance|ing)$")

# Field-level names: true of thousands of papers, so they lose to a more specific phrase (phrases.BROAD_TASKS
# holds their comparison keys).
BROAD_TASK_NAMES = """reinforcement learning|supervised learning|unsupervised learning|deep learning|machine learning|
    representation learning|transfer learning|deep reinforcement learning|self-supervised learning|semi-supervised learning|optimization|
    inference|prediction|classification|generation|evaluation|analysis|learning|reasoning|training|
    natural language processing|computer vision|robotics|modeling|language modeling|fine-tuning|pretraining|
    pre-training|decision-making|decision making|human evaluation|multi-task learning|text generation|
    regression|translation|retrieval|adaptation|attack|control|planning|search|sampling|estimation|ranking|
    robot learning|question answering|recommendation|alignment|generalization|understanding|reasoning""".replace("\n", "").split("|")

# A title's segments: split at punctuation and function words (re.split keeps each delimiter).
TITLE_SPLIT = re.compile(
    r"([,.;:!?()\[\]{}\"“”]|\s[-–—]\s|\b(?:for|via|with|using|through|by|from|in|on|of|to|towards?|and|under|"
    r"as|at|is|are|not|do|does|can|when|without|beyond|against|into|the|a|an|its|their)\b)",
    re.I,
)
# After these a title names its means ("... via Reinforcement Learning"), not its task.
TITLE_MEANS = frozenset("via with using through by from".split())
# A title's means run on over "and", articles and "of" ("via Superpixel-based Content Aggregation and Dynamic
# Feature Fusion") and end where it states a purpose or a new part ("... for Long-Horizon Manipulation").
MEANS_END = frozenset("for in on to towards toward under when : ; ? ! ( ) [ ] - – —".split())

# The viewpoint a title takes on its task, or what it goes beyond, is not the task: "Graph Machine
# Learning through the Lens of Bilevel Optimization", "Bridging the Sim-to-Real Gap from the Information
# Bottleneck Perspective", "Beyond Fine Tuning: A Modular Approach to Learning on Small Data",
# "Latent Causal Probing: A Formal Perspective on Probing with Causal Models".
_FEW_WORDS = r"(?:[\w\-]+\s+){0,3}"
VIEWPOINT = re.compile(
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

# Title gerunds that say how the paper looks at a task, not what it does ("Rethinking X",
# "Leveraging LLMs for X"): the task is elsewhere in the title.
META_GERUNDS = frozenset(
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
GERUND_PREPOSITIONS = frozenset("from with to about under in over on".split())
GERUND_JOINERS = frozenset("of to about under in over on".split())

# Words a title's own phrase does not start with ("On the ...", "Improving ...", "And ...").
TITLE_LEADING = LEADING_NOISE | STOP_WORDS  # both hold "on", "the", "towards"

# Fewer breaks than TITLE_SPLIT: articles, copulas and commas stay inside a segment (measured better here).
SEGMENT_BREAK = re.compile(
    r"(\s*[:?!]\s*|\s+(?:for|with|via|using|in|on|towards?|through|by|from|and|of|to)\s+)", re.I
)
