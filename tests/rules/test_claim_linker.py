"""The learned claim linker: pair features of a real sentence, the shipped weights, and the link_claims hook."""

import pytest

from extractor.rules.claims.find import find_claims
from extractor.rules.claims.linker import ClaimLinker, LinkScorer, default_linker, pair_features, tokenize
from extractor.rules.claims.links import Mention, link_claims

# dev/anthology (SPARTA, Zero-shot Conversational Question Generation), its last sentence.
SENTENCE = ("Specifically, SPARTA has achieved 14.81 BLEU-4 (88.2% absolute improvement compared to T5) in CoQA "
            "with knowledge transferred from SQuAD.")


def mention(text, phrase, label, after=0):
    start = text.index(phrase, after)
    return Mention(start, start + len(phrase), label, phrase)


def token_span(tokens, text, phrase):
    start = text.index(phrase)
    return tokens.span(start, start + len(phrase))


def test_pair_features_of_a_real_sentence():
    tokens = tokenize(SENTENCE, 0, len(SENTENCE))
    assert tokens.words[:6] == ("specifically", ",", "sparta", "has", "achieved", "14.81")
    number = token_span(tokens, SENTENCE, "14.81")
    coqa, squad = token_span(tokens, SENTENCE, "CoQA"), token_span(tokens, SENTENCE, "SQuAD")
    features = set(pair_features(tokens, number, coqa, "DATASET", [coqa, squad]))
    # right of the number, 9-15 tokens away, after "in", a number ("88.2") and "compared ... to" between
    assert {"side=R", "R|d=9-15", "prev=in", "R|btw=number", "R|btw=compared", "nearer=0",
            "DATASET|prev=in", "DATASET|bias", "bias"} <= features
    far = set(pair_features(tokens, number, squad, "DATASET", [coqa, squad]))
    assert {"prev=from", "nearer=1", "R|btw=with", "DATASET|nearer=1"} <= far
    sparta = token_span(tokens, SENTENCE, "SPARTA")
    left = set(pair_features(tokens, number, sparta, "METHOD", [sparta]))
    assert {"side=L", "L|d=2", "L|btw=achieved", "prev=,", "METHOD|side=L"} <= left


def test_the_shipped_model_ranks_the_dataset_the_number_is_on_first():
    linker = default_linker()
    assert linker.weights and set(linker.thresholds) == {"metric", "dataset", "subject"}
    mentions = [mention(SENTENCE, name, label) for name, label in
                (("SPARTA", "METHOD"), ("BLEU-4", "METRIC"), ("T5", "METHOD"), ("CoQA", "DATASET"),
                 ("SQuAD", "DATASET"))]
    number = (SENTENCE.index("14.81"), SENTENCE.index("14.81") + 5)
    ranked = linker.rank(SENTENCE, (0, len(SENTENCE)), number, mentions, "DATASET")
    assert [m.canonical for _, m in ranked] == ["CoQA", "SQuAD"]
    assert ranked[0][0] > 0.5 > ranked[1][0]
    text = "Trained on MS MARCO, our model reaches 84.1% accuracy on SQuAD."
    ranked = linker.rank(text, (0, len(text)), (text.index("84.1%"), text.index("84.1%") + 5),
                         [mention(text, "MS MARCO", "DATASET"), mention(text, "SQuAD", "DATASET")], "DATASET")
    assert ranked[0][1].canonical == "SQuAD"
    methods = linker.rank(SENTENCE, (0, len(SENTENCE)), number, mentions, "METHOD")
    assert methods[0][1].canonical == "SPARTA"  # the subject, not the baseline after "compared to"


TEXT = "FooNet reaches 37.5 mAP on COCO, pretrained on ImageNet. It uses 8 GPUs."
SENTENCES = [(0, 56), (57, len(TEXT))]


def test_link_claims_hook_modes():
    mentions = [mention(TEXT, "FooNet", "METHOD"), mention(TEXT, "COCO", "DATASET"),
                mention(TEXT, "ImageNet", "DATASET")]
    claims = find_claims(TEXT, SENTENCES)
    rules, _ = link_claims(TEXT, claims, mentions, SENTENCES)
    for mode in ("fallback", "rerank", "replace", "model"):
        linked, _ = link_claims(TEXT, claims, mentions, SENTENCES, scorer=LinkScorer(mode=mode))
        result = next(c for c in linked if c.text.startswith("37.5"))
        assert result.dataset == "COCO"
        if mode != "model":  # the model alone puts few subjects above its threshold (SciREX's are rare)
            assert result.subject == "FooNet"
        assert [c.role for c in linked] == [c.role for c in rules]
    # "model" answers only from the weights: a threshold no pair reaches leaves every role empty
    unreachable = LinkScorer(mode="model", thresholds=dict.fromkeys(("metric", "dataset", "subject"), 1.1))
    linked, _ = link_claims(TEXT, claims, mentions, SENTENCES, scorer=unreachable)
    result = next(c for c in linked if c.text.startswith("37.5"))
    assert (result.dataset, result.subject, result.metric) == (None, None, None)
    with pytest.raises(ValueError):
        LinkScorer(mode="sometimes")


def test_the_weights_name_their_source_and_licence():
    import json

    from extractor.rules.claims.linker import MODEL_PATH

    meta = json.loads(MODEL_PATH.read_text(encoding="utf-8"))["meta"]
    assert [(s["name"], s["license"]) for s in meta["sources"]] == [("SciREX (Jain et al. 2020)", "Apache-2.0")]


def test_a_linker_without_weights_is_indifferent():
    linker = ClaimLinker({}, {})
    assert linker.probability(["bias", "side=R"]) == 0.5
