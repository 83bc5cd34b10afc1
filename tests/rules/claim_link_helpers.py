"""Helpers of the claim-link tests (test_claim_links.py, test_claim_dataset_links.py): mentions and sentence bounds
written by the phrases they hold."""

from extractor.rules.claims.links import Mention


def mention(text, phrase, label, canonical=None, name_id=None, is_artifact=False, after=0):
    start = text.index(phrase, after)
    return Mention(start, start + len(phrase), label, canonical, name_id, is_artifact)


def sentences_at(text, *openers):
    """Sentence bounds of `text`, a sentence starting at each opener's first occurrence."""
    starts = [0] + [text.index(opener) for opener in openers]
    return list(zip(starts, [s - 1 for s in starts[1:]] + [len(text)]))
