"""Stage 3 of training/train_ner.py: the gold corpora as spaCy DocBins, aligned to the shipped tokenizer.

SciERC and TDMSci gold spans are placed on the tokens of the raw text; where a corpus tags only some labels
(TDMSci: TASK / DATASET / METRIC), what a SciERC-only model finds of the other labels becomes "missing" (no loss)
instead of "outside". See docs/TRAINING.md, step 3.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Sequence

from spacy.tokens import Doc, DocBin

from training.corpora import (
    GoldDoc,
    read_scierc,
    read_scirex_dataset_sentences,
    read_scirex_sentences,
    read_tdmsci,
    replace_mentions,
    scierc_path,
    scirex_folder,
    split_tdmsci,
    tdmsci_path,
)

SEED = 0  # the data: TDMSci held-out split, sampled sentences
# TDMSci sentences are short and batches are counted in words: twice over they weigh enough beside SciERC's
# abstracts (with encoder window 2: TDMSci held-out +4-7 points, SciERC within seed noise; docs/TRAINING.md).
TDMSCI_COPIES = 2


def log(msg: str) -> None:
    print(f"[train_ner {time.strftime('%H:%M:%S')}] {msg}", flush=True)


def to_doc(nlp, gold: GoldDoc) -> tuple[Doc, int]:
    """Tokenize the raw text with the shipped tokenizer and align the gold char spans;
    returns the doc and the number of spans that could not be placed."""
    doc = nlp.make_doc(gold.text)
    ents, lost = [], 0
    for start, end, label in gold.spans:
        span = doc.char_span(start, end, label=label, alignment_mode="expand")
        if span is None or any(span.start < e.end and e.start < span.end for e in ents):
            lost += 1
            continue
        ents.append(span)
    missing = []
    inside = {i for e in ents for i in range(e.start, e.end)}
    if gold.unsure is not None:
        # TDMSci tags TASK/DATASET/METRIC only: a method or a term there is tagged O, which
        # would teach the model to miss SciERC's METHOD/OTHER/GENERIC. Where a SciERC-only
        # model finds such an entity, the O is replaced by "missing" (no loss either way).
        for start, end in gold.unsure:
            span = doc.char_span(start, end, alignment_mode="expand")
            if span is not None:
                missing += [doc[i:i + 1] for i in range(span.start, span.end) if i not in inside]
    elif gold.partial:
        # Without that model: trust O only on function words, punctuation and numbers.
        missing = [doc[i:i + 1] for i, t in enumerate(doc)
                   if i not in inside and not (t.is_stop or t.is_punct or t.like_num or t.is_space)]
    doc.set_ents(ents, missing=missing, default="outside")
    return doc, lost


def write_docbin(nlp, golds: list[GoldDoc], path: Path) -> None:
    db = DocBin(store_user_data=False)
    lost = total = 0
    for gold in golds:
        doc, n_lost = to_doc(nlp, gold)
        db.add(doc)
        lost += n_lost
        total += len(gold.spans)
    path.parent.mkdir(parents=True, exist_ok=True)
    db.to_disk(path)
    log(f"{path.name}: {len(golds)} docs, {total} spans, {lost} not alignable to tokens")


UNSURE_LABELS = frozenset({"METHOD", "OTHER", "GENERIC", "MATERIAL"})
# SciREX tags methods and materials too: only SciERC's own two labels are missing there.
SCIREX_UNSURE_LABELS = frozenset({"OTHER", "GENERIC"})


def mark_unsure(silver_nlp, golds: list[GoldDoc], labels: frozenset[str] = UNSURE_LABELS) -> None:
    """Set GoldDoc.unsure on partially annotated docs from a SciERC-only model's entities of
    the labels the corpus does not annotate (gold spans win where they overlap)."""
    partial = [g for g in golds if g.partial]
    for gold, doc in zip(partial, silver_nlp.pipe([g.text for g in partial], batch_size=64)):
        gold.unsure = [(e.start_char, e.end_char) for e in doc.ents if e.label_ in labels
                       and all(e.end_char <= s or e.start_char >= end for s, end, _ in gold.spans)]


def convert_scierc(data: Path, nlp, corpus: Path) -> None:
    write_docbin(nlp, read_scierc(scierc_path(data, "train")), corpus / "scierc_train.spacy")
    write_docbin(nlp, read_scierc(scierc_path(data, "dev")), corpus / "scierc_dev.spacy")


def convert(data: Path, nlp, corpus: Path, silver_nlp=None, scirex_sentences: int = 0, tdmsci_copies: int = TDMSCI_COPIES,
            scirex_all: int = 0, train_on_dev: bool = False, augment: int = 0, weak: Sequence[GoldDoc] = ()) -> None:
    scierc_train = read_scierc(scierc_path(data, "train"))
    scierc_dev = read_scierc(scierc_path(data, "dev"))
    tdm_train, tdm_held = split_tdmsci(read_tdmsci(tdmsci_path(data)), seed=SEED)
    scirex, scirex_full = [], []
    if scirex_sentences and scirex_folder(data).is_dir():
        scirex = read_scirex_dataset_sentences(scirex_folder(data), limit=scirex_sentences, seed=SEED)
    if scirex_all and scirex_folder(data).is_dir():
        scirex_full = read_scirex_sentences(scirex_folder(data), limit=scirex_all, seed=SEED)
    if silver_nlp is not None:
        mark_unsure(silver_nlp, tdm_train + tdm_held + scirex)
        mark_unsure(silver_nlp, scirex_full, SCIREX_UNSURE_LABELS)
        n = sum(len(g.unsure or []) for g in tdm_train + tdm_held + scirex + scirex_full)
        log(f"{n} spans of labels a partial corpus does not tag set to missing")
    if train_on_dev:
        scierc_train, tdm_train = scierc_train + scierc_dev, tdm_train + tdm_held
    augmented = replace_mentions(scierc_train, augment, seed=SEED) if augment else []
    write_docbin(nlp, scierc_train + augmented + tdm_train * tdmsci_copies + scirex + scirex_full + list(weak),
                 corpus / "train.spacy")
    write_docbin(nlp, scierc_dev + tdm_held, corpus / "dev.spacy")  # the "ner" head's model-best (--hold-out)
    # The TDMSci head's corpus: TDMSci alone, every untagged token a true O (its convention, nothing missing).
    write_docbin(nlp, [replace(g, unsure=None, partial=False) for g in tdm_train], corpus / "tdmsci_train.spacy")
    write_docbin(nlp, [replace(g, unsure=None, partial=False) for g in tdm_held], corpus / "tdmsci_dev.spacy")


