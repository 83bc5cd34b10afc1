"""Artifact detection: introducing sentences, naming words, title prefixes, exclusions."""

import pytest
import spacy

from extractor.components.artifacts import detect_artifacts, is_distinctive_name, title_prefix_name


def names(text, title=None, known=frozenset()):
    return [(a.name, a.long) for a in detect_artifacts(text, title, known_names=known)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("From this, we compiled WildChat, a corpus of 1 million user-ChatGPT conversations.",
         [("WildChat", None)]),
        ("Therefore, we present Jumanji, a suite of diverse RL environments.", [("Jumanji", None)]),
        ("We propose a data-centric approach, Label-Guided Pseudo-Labeling (LGPL), that improves.",
         [("LGPL", "Label-Guided Pseudo-Labeling")]),
        ("In this paper, we propose a novel framework called Hyper-Evidential Neural Network (HENN) "
         "that models uncertainty.", [("HENN", "Hyper-Evidential Neural Network")]),
        ("we introduce SpaCE: The Spatial Confounding Environment, the first toolkit.",
         [("SpaCE", "The Spatial Confounding Environment")]),
        ("We release AbdomenAtlas 1.1, a dataset of 5,195 CT volumes.", [("AbdomenAtlas 1.1", None)]),
        ("Our method, dubbed FooNet, is fast.", [("FooNet", None)]),
        # "called" after a definite noun that is not the thing named
        ("We then introduce a concrete, value-based algorithm within the CRL framework called "
         "Coarse-to-fine Q-Network (CQN).", [("CQN", "Coarse-to-fine Q-Network")]),
        # the active "call it", a quoted long form
        ("We stack MFA layer by layer for the initialization of the deep architecture and call it "
         "\u201cMarginal Deep Architectures\u201d (MDA).", [("MDA", "Marginal Deep Architectures")]),
        ("We propose SPADE, short for State Space Augmented Transformer.", [("SPADE", "State Space Augmented Transformer")]),
        # after "a new theory of", "of" names the theory; after "a new type of", the genus
        ("In this paper, we propose a novel theory of Relation Attribution Explanations (RAEs), adapting Shapley values.",
         [("RAEs", "Relation Attribution Explanations")]),
        ("To this end, we propose a new type of HyperNetwork in order to employ statistical properties.", []),
        # a closing ASCII quote sets a name off; a quoted term after "we call" is the name whatever its case,
        # but not one plain word, nor a quoted long form the abbreviation pass pairs
        ('We propose "Active Neural Localizer", a fully differentiable neural network that learns to localize.',
         [("Active Neural Localizer", None)]),
        ("We call this approach ``learning to teach''. In the approach, two agents interact.",
         [("learning to teach", None)]),
        ("It converges at a geometric (traditionally called \u201clinear\u201d) rate under perfect specification.", []),
        # capitalised words ending in a model noun, set off by commas after the intro's object
        ("we propose a training objective for neural networks, Neural Graph Machines, for combining them.",
         [("Neural Graph Machines", None)]),
        # "via" inside a capitalised long form
        ("we propose SPEER: Sentence-level Planning via Embedded Entity Retrieval. Specifically, we mark spans.",
         [("SPEER", "Sentence-level Planning via Embedded Entity Retrieval")]),
        # an intro verb coordinated far from "we"
        ("In this paper, we show that regularizing negatively correlated features is an obstacle for effective "
         "decorrelation and present OrthoReg, a novel regularization technique.", [("OrthoReg", None)]),
        ("Experiments on both the nuScenes dataset and our SUP-AD dataset demonstrate the efficacy.", [("SUP-AD", None)]),
        # "describe" introduces; an abbreviation "our ... (X) method" is owned; a coined name set off by commas
        ("We describe REMEDI, a method for learning to map statements to fact encodings.", [("REMEDI", None)]),
        ("Our Normalized Actor-Critic (NAC) method can learn from demonstration data.",
         [("NAC", "Normalized Actor-Critic")]),
        ("we propose a simple yet effective architecture of normalizing flows, ConvFlow, based on convolution.",
         [("ConvFlow", None)]),
        ("we propose a novel class of models, Shape Arithmetic Expressions (SHAREs), that fuses shape functions.",
         [("SHAREs", "Shape Arithmetic Expressions")]),
        # a short form spelled unlike the known name it folds to (COCO, the data set)
        ("We propose a prompting method, Coding Concepts (CoCo), as a way to communicate.",
         [("CoCo", "Coding Concepts")]),
        # the possessive is not part of the name
        ("We describe XSTest's creation and composition.", [("XSTest", None)]),
        # lower-case names: right after "a <kind> called", or described as new right after the intro verb
        ("We introduce a technique called dynamic batching, which batches operations.", [("dynamic batching", None)]),
        ("we propose a new weight normalization technique called spectral normalization to stabilize training.",
         [("spectral normalization", None)]),
        ("We then introduce intrinsic fear, a new method that mitigates these problems.", [("intrinsic fear", None)]),
        ("To address this, we propose permutation self-consistency, a form of self-consistency over rankings.",
         [("permutation self-consistency", None)]),
        ("We present a unified framework called deep dependency networks (DDNs) that combines them.",
         [("DDNs", "deep dependency networks")]),
        # "our <kind>, NAME," owns the name; "our X (Y) framework." at a sentence end
        ("In this paper, we propose a framework for catching. Our method, LTC, achieves a 73% success rate.",
         [("LTC", None)]),
        ("We propose a balanced partnership with our Collaborative and Explainable Bayesian Optimization (CoExBO) "
         "framework.", [("CoExBO", "Collaborative and Explainable Bayesian Optimization")]),
        # a lower-case name set off after "a new <kind>"; quotes are no part of a name; "++" makes one
        ("We present a new approach, asynchronous layer-wise gradient descent that maximizes overlap.",
         [("asynchronous layer-wise gradient descent", None)]),
        ("We propose a new analysis technique – circuit probing – that uncovers circuits.", [("circuit probing", None)]),
        ("Evaluations reveal that the resulting model, dubbed ‘AceGPT’, sets the state of the art.",
         [("AceGPT", None)]),
        ("We propose a carefully tuned recipe, which we call Hydra++, that improves decoding.", [("Hydra++", None)]),
        # a participle after a comma, far from "we"
        ("We perform continued pretraining on a multilingual mixture of monolingual and parallel data, creating "
         "TowerBase, a base model.", [("TowerBase", None)]),
        # a long form spelled without parentheses in the introducing sentence
        ("We propose an Efficient Spiking Deraining Network, called ESDNet, which is fast.",
         [("ESDNet", "Efficient Spiking Deraining Network")]),
        ("We introduce ARES, an Automated RAG Evaluation System, for evaluating RAG systems.",
         [("ARES", "Automated RAG Evaluation System")]),
        ("We propose CLaP, which builds on Contextual Label Projection, for translation.",
         [("CLaP", "Contextual Label Projection")]),
        # a phrase running on past the spelled words, a name with a digit or a lower-case opening: no long form
        ("We propose TRAQ, a Trustworthy Retrieval Augmented Question Answering method.", [("TRAQ", None)]),
        ("We propose M2RL, a Multi-agent Reinforcement Learning method.", [("M2RL", None)]),
        # an abbreviation set off after the paper's own kind noun
        ("Our approach, namely Visual Whole-Body Control (VBC), is composed of two policies.",
         [("VBC", "Visual Whole-Body Control")]),
        # "refer to our method as"
        ("We refer to our method as Lookahead Pessimistic MDP (LP-MDP). It works.",
         [("LP-MDP", "Lookahead Pessimistic MDP")]),
        # two distinctive words set off together are one name
        ("We present a new dataset, which we name MS MARCO, for reading comprehension.", [("MS MARCO", None)]),
        ("We annotate a new dataset, MORAL EVENTS, consisting of 5,494 annotations.", [("MORAL EVENTS", None)]),
        # LaTeX quotes around a name
        ("To bridge this gap, we introduce ``MimicTouch'', a novel framework for learning policies.",
         [("MimicTouch", None)]),
        # a name right after "we define" / "and define"; "we formally define the task ... and present X" keeps X
        ("As an antidote, we define Linearised Additive Models (LAMs), an optimal approximation.",
         [("LAMs", "Linearised Additive Models")]),
        ("We formally define the task of T2I-ICL and present CoBSAT, the first benchmark.", [("CoBSAT", None)]),
        # a gerund after a preposition is the field's work, so an abbreviation defined after it is not the paper's
        ("We have seen progress in developing off-policy learning. This work explores the hyperparameter "
         "optimization (HPO) task. We then propose corrections. We show our proposed HPO algorithm works.", []),
    ],
)
def test_introduced_names(text, expected):
    assert names(text) == expected


def test_a_title_leading_with_a_known_name_is_that_names_paper():
    text = "We propose DuoRC, a novel dataset for Reading Comprehension. DuoRC contains 186,089 pairs."
    title = "DuoRC: Towards Complex Language Understanding with Paraphrased Reading Comprehension"
    assert names(text, title, known=frozenset({"duorc"}))[0][0] == "DuoRC"
    assert names(text, None, known=frozenset({"duorc"})) == []


@pytest.mark.parametrize(
    "text",
    [
        "We propose a method to improve CLIP on ImageNet.",  # arguments, not artifacts
        "We introduce the label transfer problem in object detection.",  # unnamed
        "Chatbots such as GPT-4 and ChatGPT serve millions of users.",  # no introduction
        "We present results of LLM-based agents on ALFRED.",  # descriptor + preposition
        "The method was previously proposed FooNet by others.",  # prior work
        "We release our benchmark and scripts at https://aka.ms/NoFunEval.",  # an address
        "We re-formulate 16 existing methods and analyze four representative methods: Transformer-XL, RMT.",
        "we propose a method evaluated on two types of models, Recurrent Neural Networks and Convolutional Neural "
        "Networks, showing",
        "We compare our method with the Memorizing Transformer, RMT, and Longformer.",
        "We introduce new model search algorithms, such as random search, Monte Carlo tree search (MCTS), and more.",
        "We propose a method for products such as eBooks, audio-books, Mobile Apps, Video and Music.",
        "We also provide analyses for the proposed latent space modeling method including t-SNE visualization.",
        # lower-case words that are not named as a new thing: a named thing of another noun, parts in a list,
        # one kind noun, "named entities", a known short form joined to a plain word
        "We propose a method that leverages correlates of the causal effect called surrogates, within the framework.",
        "In this method, we carefully design a fusion module, an active selection module, a supervised module.",
        "We propose new approaches to model concepts and named entities jointly, and a dataset.",
        "We propose a more balanced human-AI partnership.",
        # after "a new <kind>," only words set off as a name: not a clause, an adjective, "i.e.", a phrase running on
        "We propose a new method, applying nonparametric statistical learning to detect anomalies.",
        "We introduce a novel fine-tuning method, cognizant of data structures, to bolster performance.",
        "We propose a new framework, reinforcement learning with comparative feedback, and a policy.",
        "In this paper, we propose a novel approach, i.e., a better one.",
    ],
)
def test_no_artifact(text):
    assert names(text) == []


def test_terminology_defined_before_intro_is_not_an_artifact():
    text = ("Large Language Models (LLMs) are costly to evaluate. We introduce LLMs, a joke, and "
            "we introduce BarBench, a benchmark.")
    assert [n for n, _ in names(text)] == ["BarBench"]


def test_known_names_are_excluded():
    assert names("We introduce MNIST, a dataset.", known=frozenset({"mnist"})) == []


def test_two_artifacts_coordinated():
    text = "We present MUSTARD and MUSTARDSAUCE, a framework and a dataset."
    assert [n for n, _ in names(text)] == ["MUSTARD", "MUSTARDSAUCE"]


def test_title_prefix():
    assert title_prefix_name("1DFormer: A Transformer Architecture for 1D Signals") == "1DFormer"
    assert title_prefix_name("Jumanji: a Diverse Suite of Scalable RL Environments in JAX") == "Jumanji"
    assert title_prefix_name("Dynamic Sparse Training: Find Efficient Sparse Networks") is None
    assert title_prefix_name("A Survey: Things") is None
    assert title_prefix_name(None) is None
    text = "Our model, built on attention, beats 1DFormer-free baselines. 1DFormer is fast."
    assert names(text, title="1DFormer: A Transformer for Signals")[0][0] == "1DFormer"


def test_distinctive_names():
    assert all(map(is_distinctive_name, ["LLM-KICK", "WildChat", "1DFormer", "LMSYS-Chat-1M", "X-Eval", "Q-Prop"]))
    assert not any(map(is_distinctive_name, ["Knowledge-Intensive", "LLM-based", "Transformer", "2023", "X-ray"]))


def test_component_sets_doc_and_spans():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("abbreviations")
    nlp.add_pipe("artifacts")
    text = ("We introduce **K**nowledge-**I**ntensive **C**ompressed LLM Benchmar**K** **(LLM-KICK)**, "
            "a collection of tasks. LLM-KICK unveils many merits.")
    doc = nlp(text)
    assert doc._.artifact == "LLM-KICK"
    spans = doc.spans["artifacts"]
    assert [s.text for s in spans].count("LLM-KICK") == 2
    assert all(s._.is_artifact for s in spans)
    assert any(s._.long_form == "Knowledge-Intensive Compressed LLM BenchmarK" for s in spans)
    for span in spans:
        assert text[span.start_char : span.end_char] == span.text


def test_component_uses_title():
    nlp = spacy.blank("en")
    nlp.add_pipe("artifacts")
    doc = nlp.make_doc("Signals are hard. The Zorblax encoder handles them well.")
    doc._.title = "Zorblax: Encoding Signals"
    doc = nlp(doc)
    assert doc._.artifact == "Zorblax"


def test_known_thing_called_is_not_new():
    text = ("We propose a novel framework called Hyper-Evidential Neural Network (HENN) that models "
            "uncertainty in the context of the belief theory called Subjective Logic (SL).")
    assert [n for n, _ in names(text)] == ["HENN"]


def test_propose_to_use_is_not_an_introduction():
    text = "We propose to combine two paradigms: Neural Object Descriptors (NODs) and planners."
    assert names(text) == []


def test_newly_introduced_and_novel_without_intro_verb():
    assert names("PTN wins on the newly introduced SIM2MNIST dataset.")[0][0] == "SIM2MNIST"
    assert names("We then train a novel Proprioceptive Contact-Aware Policy (PCAP) with RL.") == [
        ("PCAP", "Proprioceptive Contact-Aware Policy")
    ]


def test_the_proposed_name_up_to_its_kind_noun():
    text = ("This paper tackles concept-based explanation. The proposed Cut the Black Box (CB2) approach "
            "disentangles the latent representation of a trained neural net.")
    assert names(text) == [("CB2", "Cut the Black Box")]
    # what the sentence goes on to use after "approach" is not the paper's
    text = ("The proposed tele-teaching approach utilizes periodical Dynamical Movement Primitives (DMP) "
            "for generalization.")
    assert names(text) == []


def test_well_known_abbreviation_is_not_an_artifact():
    assert names("We propose training reinforcement learning (RL) policies that are robust.") == []


def test_numbers_with_units_are_not_names():
    assert names("We construct a large-scale dataset comprising 1.7M derivation steps.") == []


def test_title_introducing_name():
    assert names("We present a novel automatic metric.", title="Unlocking X: Introducing PDD, an Automatic Metric")[0][0] == "PDD"


def test_title_prefix_gives_the_long_form_when_the_subtitle_spells_the_name():
    from extractor.components.artifacts import title_name_and_long_form as split

    assert split("Surgical Robot Transformer (SRT)", "Surgical Robot Transformer (SRT): Imitation Learning") == (
        "SRT", "Surgical Robot Transformer"
    )
    assert split("WRPN", "WRPN: Wide Reduced-Precision Networks") == ("WRPN", "Wide Reduced-Precision Networks")
    assert split("AESim", "AESim: A Data-Driven Aircraft Engine Simulator") == ("AESim", "Aircraft Engine Simulator")
    # a subtitle that describes the thing, not spells it
    assert split("3DBench", "3DBench: A Scalable 3D Benchmark and Instruction-Tuning Dataset") == ("3DBench", None)
    assert split("CLIN", "CLIN: A Continually Learning Language Agent for Rapid Adaptation") == ("CLIN", None)
    assert split("Jumanji", "Jumanji: a Diverse Suite of Environments") == ("Jumanji", None)
    # the whole opening across a preposition, not a later phrase's tail
    assert split("CATS", "CATS: Context-Aware Thresholding for Sparsity in Large Language Models") == (
        "CATS", "Context-Aware Thresholding for Sparsity"
    )
    assert split("GeniL", "GeniL: A Multilingual Dataset on Generalizing Language") == ("GeniL", None)
    found = detect_artifacts("We train it on four datasets.", title="WRPN: Wide Reduced-Precision Networks")
    assert [(a.name, a.long) for a in found] == [("WRPN", "Wide Reduced-Precision Networks")]


@pytest.mark.parametrize("title, long_form", [
    # letters at word starts, more than the initials: a hyphen part or one word may give none
    ("EMONA: Event-level Moral Opinions in News Articles", "Event-level Moral Opinions in News Articles"),
    ("TISE: A Tripartite In-context Selection Method for Event Argument Extraction",
     "Tripartite In-context Selection Method"),
    ("MBC: Multi-Brain Collaborative Control for Quadruped Robots", "Multi-Brain Collaborative Control"),
    ("MILES: Making Imitation Learning Easy with Self-Supervision",
     "Making Imitation Learning Easy with Self-Supervision"),
    # the means after "with" / "via", spelled whole
    ("KOROL: Learning Visualizable Object Feature with Koopman Operator Rollout for Manipulation",
     "Koopman Operator Rollout"),
    ("GraSAME: Injecting Token-Level Structural Information to Pretrained Language Models via Graph-guided "
     "Self-Attention Mechanism", "Graph-guided Self-Attention Mechanism"),
    # not spelled: letters inside words, two words left over, digits, a purpose after "for"
    ("CLIN: A Continually Learning Language Agent for Rapid Adaptation", None),
    ("ACORN: Aspect-wise Commonsense Reasoning Explanation Evaluation", None),
    ("LMD3: Language Model Data Density Dependence", None),
    ("GenDP: 3D Semantic Fields for Category-Level Generalizable Diffusion Policy", None),
])
def test_title_long_form_spelled_by_word_starts(title, long_form):
    from extractor.components.artifacts import title_name_and_long_form as split

    name = title.split(":")[0]
    assert split(name, title) == (name, long_form)


def test_the_abstracts_long_form_wins_over_the_titles():
    found = detect_artifacts("We propose a Hierarchical Robot Transformer, called HiRT, for control.",
                             title="HiRT: Enhancing Robotic Control with Hierarchical Robot Transformers")
    assert [(a.name, a.long) for a in found] == [("HiRT", "Hierarchical Robot Transformer")]


def test_title_name_defined_early_in_the_abstract_and_a_name_without_its_comma():
    text = ("We explore our language-based navigation (LangNav) approach on the R2R benchmark. "
            "LangNav works well.")
    assert ("LangNav", "language-based navigation") in names(text, title="LangNav: Language as a Representation")
    # without the title, an abbreviation defined before any "we propose" is prior work, unless it is "our" kind of thing
    assert names(text.replace("our language", "the language")) == []
    assert names(text) == [("LangNav", "language-based navigation")]
    assert names("We introduce Lynx a multi-modal LLM developed through controlled experiments.")[0][0] == "Lynx"
    assert names("We propose Bayesian optimization for tuning.") == []


def test_a_descriptive_title_prefix_is_no_name():
    abstract = ("The singular value decomposition (SVD) is a crucial tool. Existing robust SVD algorithms are slow. "
                "This study introduces an efficient algorithm for robust SVD approximation.")
    assert names(abstract, "Robust SVD Made Easy: A fast and reliable algorithm") == []
    assert names("We study temporal differencing in deep RL.", "TD or not TD: Analyzing the Role of TD") == []
    assert names("We analyse latent representations of LLMs.", "Unveiling LLMs: The Evolution of Representations") == []
    # coined names stay, whether or not the abstract repeats them
    assert names("We propose a simple debiasing of automatic evaluators.",
                 "Length-Controlled AlpacaEval: A Simple Debiasing") == [("Length-Controlled AlpacaEval", None)]
    assert names("We present a sharp analysis.", "AsGrad: A Sharp Unified Analysis") == [("AsGrad", None)]


def test_dashes_set_a_name_off():
    assert names("We propose FooNet\u2014a fast network\u2014for retrieval.") == [("FooNet", None)]
    assert all("\u2014" not in name for name, _ in names("we propose a new method\u2014coreset MCMC\u2014that simulates a chain."))


def test_title_name_the_abstract_abbreviates():
    text = ("We evaluate the resulting approach, Perceive with Confidence (PwC), with experiments in simulation. "
            "PwC improves safety.")
    title = "Perceive With Confidence: Statistical Safety Assurances for Navigation"
    assert names(text, title)[0] == ("PwC", "Perceive with Confidence")
    # a class of things, or a survey's topic, is no name
    assert names("Physics-Informed Neural Networks (PINNs) solve PDEs.", "Physics-Informed Neural Networks: Wide Nets") == []
    assert names("Automated Essay Scoring (AES) is hard.", "Automated Essay Scoring: Recent Successes and Future Directions") == []


def test_a_plain_title_prefix_the_abstract_introduces_is_a_name():
    text = ("Anomaly detection in time series is hard. We present the Sub-Adjacent Transformer, which attends to the "
            "sub-adjacent neighborhood of each point.")
    assert names(text, title="Sub-Adjacent Transformer: Improving Time Series Anomaly Detection")[0][0] == \
        "Sub-Adjacent Transformer"
    # a topic that opens a title, or a prefix the abstract uses as a modifier of another noun, is no name
    assert names("We study machine unlearning for large models.", title="Machine Unlearning: A Survey of Methods") == []
    assert names("We present a new deep multi-task representation learning framework.",
                 title="Deep Multi-task Representation Learning: A Tensor Factorisation Approach") == []


@pytest.mark.parametrize("title, expected", [
    ("Hierarchical Multiscale Recurrent Neural Networks", "Hierarchical Multiscale Recurrent Neural Networks"),
    ("Mixed Precision Training", "Mixed Precision Training"),
    ("HyperNetworks", "HyperNetworks"),
    ("Revisiting Denoising Auto-Encoders", None),  # an opening verb form
    ("Density estimation using Real NVP", None),  # lower-case words, a function word
    ("Semi-Supervised Classification with Graph Convolutional Networks", None),
    ("Machine Unlearning: A Survey", None),
    ("Neural Scaling Laws", None),  # no model-like head noun
])
def test_whole_title_name(title, expected):
    from extractor.components.artifacts import whole_title_name

    assert whole_title_name(title) == expected


@pytest.mark.parametrize("title, expected", [
    ("Progressive Attention Networks for Visual Attribute Prediction", "Progressive Attention Networks"),
    ("The Kanerva Machine: A Generative Distributed Memory", "Kanerva Machine"),
    ("Policy Learning for Localized Interventions from Observational Data", None),  # a field, not an architecture
    ("Deep Convolutional Neural Networks for Image Classification", None),  # only the field's generic modifiers
    ("Beyond Finite Layer Neural Networks: Bridging Deep Architectures", None),
    ("Prototypical Networks", None),  # no purpose or subtitle: whole_title_name's case
])
def test_title_lead_name(title, expected):
    from extractor.components.artifacts import title_lead_name

    assert title_lead_name(title) == expected


def test_capitals_set_inside_words_spell_a_long_form():
    text = ("We propose a new framework, AGREE, Adaptation for GRounding EnhancEment, that improves the grounding "
            "from a holistic perspective.")
    assert names(text) == [("AGREE", "Adaptation for GRounding EnhancEment")]
    # an acronym's capitals mark nothing: "SLMs and LLMs" does not spell SLM/LLM
    from extractor.components.artifacts import spells_by_capitals
    assert not spells_by_capitals("SLM/LLM", "SLMs and LLMs")


def test_a_title_prefix_that_spells_the_abstracts_short_name_is_its_long_form():
    text = "In this study, we introduce CT-LLM, a 2B large language model that prioritizes the Chinese language."
    assert names(text, title="Chinese Tiny LLM: Pretraining a Chinese-Centered Large Language Model") == [
        ("CT-LLM", "Chinese Tiny LLM")]
    # one word is the name itself, not a long form
    assert names("We introduce Ten, a model.", title="TenGAN: Pure Transformer Encoders Make a GAN") != [("Ten", "TenGAN")]


def test_a_whole_title_name_only_when_the_abstract_introduces_nothing_else():
    text = ("We propose a novel multiscale approach, called the hierarchical multiscale recurrent neural network, "
            "that captures the latent structure.")
    title = "Hierarchical Multiscale Recurrent Neural Networks"
    # the abstract's own spelling, singular and lower case, is the name
    assert names(text, title) == [("hierarchical multiscale recurrent neural network", None)]
    assert names("We propose HM-RNN, a new recurrent network.", title) == [("HM-RNN", None)]


def test_an_abbreviation_the_title_defines_names_the_papers_own_thing():
    text = "We propose a novel regularizer to improve the training of GANs. It encourages a high joint entropy."
    title = "Improving GAN Training via Binarized Representation Entropy (BRE) Regularization"
    assert names(text, title=title) == [("BRE", "Binarized Representation Entropy")]
    # the abstract's plural-less spelling is not listed twice; a parenthesis glued to a word is no abbreviation
    assert [n for n, _ in names("We propose the ISRLU, a unit.", title="Inverse Square Root Linear Units (ISRLUs)")] == ["ISRLU"]
    assert names(text, title="Measuring and Controlling Instruction (In)Stability in Language Model Dialogs") == []


def test_a_second_intro_verb_after_and_opens_a_second_object():
    text = ("We curate an epidemic event ontology comprising seven disease-agnostic event types and construct a "
            "Twitter dataset SPEED with human-annotated events.")
    assert [n for n, _ in names(text)] == ["SPEED"]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "Named Entity Recognition" does not name anything
        ("In this paper, we introduce a compact Named Entity Recognition model trained to identify any entity.", []),
        ("We apply Q-learning updates. We refer to the new technique as ‘PGQL’, for policy gradient and Q-learning.",
         ["PGQL"]),
        # "based" before a kind noun is part of an adjective, not a preposition that ends the object
        ("We further present a tensor decomposition based framework KBTD to directly approximate the tensor.",
         ["KBTD"]),
        ("Furthermore, we introduce “Cuisineworld”, a new gaming scenario and its related benchmark.",
         ["Cuisineworld"]),
    ],
)
def test_naming_words_quotes_and_adjectival_based(text, expected):
    assert [n for n, _ in names(text)] == expected


def test_a_term_named_in_a_sentence_without_the_paper_in_it_is_the_fields():
    field_term = ("The challenge in constructing social agents is to enable adaptation to novel agents, and is called "
                  "zero-shot coordination (ZSC). We study the behavioural predictability of collaborators.")
    assert names(field_term) == []
    own = ("These properties offer insight into designing a simple but effective regularization, called "
           "Self-Residual-Calibration (SRC). The proposed SRC calculates the residual.")
    assert [n for n, _ in names(own)] == ["SRC"]


def test_a_name_set_off_before_a_new_kind_of_thing_is_the_papers():
    text = ("Our agent achieves success rates up to 28.3% higher in ALFWorld, and 33% in TextCraft – a novel "
            "compositional dataset that we introduce.")
    assert [n for n, _ in names(text)] == ["TextCraft"]
    # a capitalised function word or a word ending in punctuation before the name is no part of it
    assert names("We evaluate it on ALFWorld. In TextCraft, a new compositional benchmark, it wins.") == [
        ("TextCraft", None)]
    # the end of a longer name is not a name of its own
    assert names("We present IMAGINATION POLICY, a novel multi-task key-frame policy network.") == [
        ("IMAGINATION POLICY", None)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Our model termed as Variational Recurrent Adversarial Deep Domain Adaptation (VRADA) is built atop a VRNN.",
         [("VRADA", "Variational Recurrent Adversarial Deep Domain Adaptation")]),
        ("We show how sparsity and a proposed Neural Low-rank adapter Search (NLS) algorithm improve efficiency.",
         [("NLS", "Neural Low-rank adapter Search")]),
    ],
)
def test_termed_as_and_a_proposed(text, expected):
    assert names(text) == expected
