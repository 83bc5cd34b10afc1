"""Cues of the contribution-type rules, kept as data: the phrases that say what kind of paper it is.

What an introduced thing is called (KIND_NOUNS: "a benchmark", "a corpus", "a library", "a method"), the
sentences that introduce it, and the counted cues of a survey, a position paper, theory ("we prove", "regret
bound"), analysis ("we find that", a question title), a toolkit or a method. classify.py reads them.
"""

from __future__ import annotations

import re

from extractor.records import ContributionType

# Nouns that say what kind of thing was introduced, mapped to the contribution type.
KIND_NOUNS: list[tuple[str, ContributionType]] = [
    (r"benchmarks?|evaluation (?:suite|framework|dataset|set|protocol)|test ?bed|leaderboard", "benchmark"),
    (r"datasets?|data ?sets?|corpus|corpora|treebank|collection of", "dataset"),
    (r"(?:software )?librar(?:y|ies)|toolkits?|toolbox|(?:python )?package|platform|"
     r"suite of [\w\s-]{0,30}environments|simulators?|open-source (?:framework|tool|software)", "toolkit"),
    (r"methods?|approach(?:es)?|frameworks?|algorithms?|models?|architectures?|techniques?|"
     r"strateg(?:y|ies)|mechanisms?|networks?|pipelines?|schemes?|loss|paradigm|modules?|"
     r"procedures?|estimators?|polic(?:y|ies)|systems?|attacks?|defen[cs]es?|agents?", "method"),
]
KIND = re.compile(r"\b(?:" + "|".join(f"(?P<k{i}>{p})" for i, (p, _) in enumerate(KIND_NOUNS)) + r")\b", re.I)

INTRO = re.compile(
    r"\b(?:we|this\s+(?:paper|work|study)|in\s+this\s+(?:paper|work|demo)[^.]*?,\s*we)\s+"
    r"(?:also\s+|first\s+|further\s+)?"
    r"(?:introduce|present|propose|develop|release|build|construct|create|curate|collect|design|"
    r"offer|contribute|describe|open-source)[sd]?\b",
    re.I,
)

SURVEY = re.compile(
    r"\b(?:this|our|the\s+present)\s+(?:survey|review)\b|\bsurvey\s+paper\b|\bwe\s+(?:survey|review)\b|"
    r"\b(?:comprehensive|systematic|extensive)\s+(?:survey|review|overview)\b|\bliterature\s+review\b",
    re.I,
)
POSITION = re.compile(
    r"\bposition\s+paper\b|\b(?:this|our)\s+(?:paper|work|position)\s+argues\b|\bwe\s+(?:call\s+for|advocate)\b",
    re.I,
)
THEORY = re.compile(
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
THEORY_TITLE = re.compile(
    r"\b(?:complexity|existence|hardness|impossibility|expressivity|expressive\s+power)\b|"
    r"\bapproximation\s+(?:algorithms?|ratio)|\b\d+(?:\.\d+)?-approximation\b|\bloss\s+(?:surface|landscape)\b",
    re.I,
)
# Evidence of an empirical method paper: what counts against "theory".
EMPIRICAL = re.compile(
    r"\bexperiments?\b|\boutperforms?\b|\bstate-of-the-art\b|\bempirical(?:ly)?\b|\bbenchmarks?\b",
    re.I,
)
ANALYSIS = re.compile(
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
ANALYSIS_TITLE = re.compile(
    r"\?|^\s*(?:rethinking|revisiting|understanding|on\s+the|towards\s+understanding|investigating|exploring|"
    r"analy[sz]ing|studying|how|why|what|when|does|do|is|are|can)\b|\bunreasonable\s+effectiveness\b|\b(?:empirical\s+)?study\b|\b(?:systematic|empirical)\s+(?:comparison|evaluation|analysis)\b|"
    r"\binsights?\b|\blessons\b|\bchallenges,|"
    r"^\s*(?:re-?evaluating|re-?examining|unveiling|evaluating|assessing|quantifying)\b|"
    r"\b(?:impact|effects?|role|importance)\s+of\b|\bcomprehensive\s+evaluation\b",
    re.I,
)
METHOD_CUES = re.compile(
    r"\b(?:our|the\s+proposed|the\s+presented)\s+(?:\w+\s+)?(?:method|approach|framework|algorithm|model|"
    r"architecture|technique|strategy|system|solution)\b|\boutperforms?\b|\bnovel\b|\bstate-of-the-art\s+performance\b",
    re.I,
)
OWNED_DATA = re.compile(r"\bour\s+(?:new\s+|proposed\s+)?(benchmarks?|datasets?|corpus|corpora)\b", re.I)
MEASURING_TITLE = re.compile(r"^\s*(?:\w+:\s*)?(?:measuring|evaluating|benchmarking|assessing|probing|testing)\b", re.I)
PROPOSES_METHOD = re.compile(
    r"\bwe\s+(?:propose|introduce|present|develop|design)\s+(?:a|an|the|several|two|three)?\s*(?:\w+\s+){0,4}?"
    r"(?:method|approach|framework|algorithm|model|architecture|technique|strateg(?:y|ies)|mechanism|network|"
    r"solution|scheme|loss|objective|pipeline|paradigm|system|regularizers?|estimator|policy|measure|metric|"
    r"criterion|score|procedure|module|layer|mechanism)\b",
    re.I,
)
TOOLKIT_CUES = re.compile(
    r"\bfunctionalit(?:y|ies)\b|(?<![-\w])platforms?\b(?!-)|\b(?:open-source|python)\s+(?:library|toolkit|package|software|implementation)\b|"
    r"\bentry\s+barrier\b|\bfacilitate\s+the\s+development\b|\buser\s+interface\b|\bapis?\b|\bextensible\b|\bmodular\b",
    re.I,
)
POSITION_CUES = re.compile(
    r"\bI\s+(?:argue|highlight|discuss|outline|believe|advocate|propose)\b|\bchallenges\s+and\s+(?:prospects|opportunities)\b|"
    r"\bresearch\s+agenda\b|\bwe\s+argue\s+that\s+the\s+(?:field|community)\b",
)

# What a paper calls its named artifact: an apposition or copula right after the name.
APPOSITION = re.compile(r"\s*(?:\([^)]*\)\s*)?(?:,|:|is|,?\s*which\s+is)\s*(?:an?|the)?\s*(?P<rest>.*)", re.S)
# Titles that name the kind of paper.
TITLE_SURVEY = re.compile(r"\bsurvey\b|\ba\s+review\b|\boverview\b")
# "Position: ..." or "a position paper", not "Position Bias" or "Position Encoding".
TITLE_POSITION = re.compile(r"^\s*position\b|\bposition\s+paper\b")
TITLE_BENCHMARK = re.compile(r"\bbenchmark(?:ing)?\b")
TITLE_DATASET = re.compile(r"\b(?:dataset|corpus)\b")
TITLE_TOOLKIT = re.compile(r"\b(?:library|toolkit|toolbox|platform)\b")
