"""Rebuild the shipped entity recognizer (extractor/trained/ner) from ../shared/data.

    python training/train_ner.py                  # convert, vectors, pretrain, train, ship
    python training/train_ner.py --no-pretrain    # skip `spacy pretrain` (faster)
    python training/train_ner.py --data /path/to/shared/data --steps 3000

Steps, each writing under training/corpus/ (gitignored) and skipping nothing silently:
  1. convert  SciERC train + TDMSci (85%, fixed seed) -> train.spacy;
              SciERC dev + TDMSci held-out 15% -> dev.spacy; raw text, shipped tokenizer
  2. vectors  floret (training-time only) on the 4,128 ML abstracts + SciREX full texts +
              the training texts -> small hashed static vectors shipped inside the model
  3. pretrain `spacy pretrain` of the ner's inner tok2vec on the same unlabelled text
  4. train    `spacy train training/ner.cfg` with fixed seeds
  5. ship     copy model-best to extractor/trained/ner
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import spacy
from spacy.tokens import Doc, DocBin

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

from training.corpora import (  # noqa: E402
    DEFAULT_DATA,
    GoldDoc,
    abstracts_path,
    read_abstracts,
    read_scierc,
    read_scirex,
    read_tdmsci,
    scierc_path,
    scirex_folder,
    split_tdmsci,
    tdmsci_path,
)

CORPUS = HERE / "corpus"
OUTPUT = HERE / "output"
SHIPPED = REPO / "extractor" / "trained" / "ner"
CONFIG = HERE / "ner.cfg"
SEED = 0


def log(msg: str) -> None:
    print(f"[train_ner {time.strftime('%H:%M:%S')}] {msg}", flush=True)


# ---- 1. convert ----------------------------------------------------------------------------


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
    for start, end in gold.missing:
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is not None and not any(span.start < e.end and e.start < span.end for e in ents):
            missing.append(span)
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


def convert(data: Path, nlp) -> None:
    scierc_train = read_scierc(scierc_path(data, "train"))
    scierc_dev = read_scierc(scierc_path(data, "dev"))
    tdm_train, tdm_held = split_tdmsci(read_tdmsci(tdmsci_path(data)), seed=SEED)
    write_docbin(nlp, scierc_train + tdm_train, CORPUS / "train.spacy")
    write_docbin(nlp, scierc_dev + tdm_held, CORPUS / "dev.spacy")


# ---- 2. unlabelled text, vectors -----------------------------------------------------------


def unlabelled_texts(data: Path) -> list[str]:
    texts = list(read_abstracts(abstracts_path(data)))
    if scirex_folder(data).is_dir():
        texts += [doc.text for doc in read_scirex(scirex_folder(data))]
    return texts


def write_pretrain_texts(data: Path) -> Path:
    path = CORPUS / "unlabelled.jsonl"
    texts = unlabelled_texts(data)
    with open(path, "w", encoding="utf8") as f:
        for text in texts:
            f.write(json.dumps({"text": text}) + "\n")
    log(f"{path.name}: {len(texts)} texts, {sum(len(t.split()) for t in texts):,} words")
    return path


def train_vectors(data: Path, nlp, dim: int, rows: int) -> Path:
    """Small floret (hashed subword) vectors trained here; floret is a training-time tool
    only: spaCy reads the result natively, so the shipped model does not need it."""
    import floret

    texts = unlabelled_texts(data)
    texts += [g.text for g in read_scierc(scierc_path(data, "train"))]
    tdm_train, _ = split_tdmsci(read_tdmsci(tdmsci_path(data)), seed=SEED)
    texts += [g.text for g in tdm_train]
    tokenized = CORPUS / "vectors_text.txt"
    with open(tokenized, "w", encoding="utf8") as f:
        for doc in nlp.tokenizer.pipe(texts, batch_size=256):
            f.write(" ".join(t.text for t in doc if not t.is_space) + "\n")
    log(f"floret on {len(texts)} texts, dim {dim}, {rows} hash rows")
    model = floret.train_unsupervised(
        str(tokenized), model="cbow", mode="floret", dim=dim, bucket=rows, hashCount=2,
        minn=3, maxn=5, minCount=3, epoch=5, thread=1, verbose=0,  # one thread: deterministic
    )
    raw = CORPUS / "vectors.floret"
    model.save_vectors(str(raw))
    out = CORPUS / "vectors"
    run([sys.executable, "-m", "spacy", "init", "vectors", "en", raw, out, "--mode", "floret"])
    return out


# ---- driver --------------------------------------------------------------------------------


def run(cmd: list[str]) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True)


def ship(model_dir: Path) -> None:
    if SHIPPED.exists():
        shutil.rmtree(SHIPPED)
    shutil.copytree(model_dir, SHIPPED)
    size = sum(p.stat().st_size for p in SHIPPED.rglob("*") if p.is_file())
    log(f"shipped {model_dir} -> {SHIPPED} ({size / 1e6:.1f} MB)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--steps", type=int, default=None, help="override training.max_steps")
    parser.add_argument("--no-vectors", action="store_true", help="no static vectors")
    parser.add_argument("--vector-dim", type=int, default=64)
    parser.add_argument("--vector-rows", type=int, default=10000)
    parser.add_argument("--no-pretrain", action="store_true", help="skip spacy pretrain")
    parser.add_argument("--pretrain-epochs", type=int, default=3)
    parser.add_argument("--no-ship", action="store_true", help="train but leave extractor/trained/ner alone")
    args = parser.parse_args(argv)
    random.seed(SEED)
    t0 = time.time()

    nlp = spacy.blank("en")
    convert(args.data, nlp)

    overrides = ["--paths.train", CORPUS / "train.spacy", "--paths.dev", CORPUS / "dev.spacy",
                 "--system.seed", SEED]
    if not args.no_vectors:
        vectors = train_vectors(args.data, nlp, args.vector_dim, args.vector_rows)
        overrides += ["--paths.vectors", vectors,
                      "--components.ner.model.tok2vec.embed.include_static_vectors", "true"]
    if not args.no_pretrain:
        raw = write_pretrain_texts(args.data)
        pre_out = CORPUS / "pretrain"
        if pre_out.exists():
            shutil.rmtree(pre_out)
        run([sys.executable, "-m", "spacy", "pretrain", CONFIG, pre_out, *overrides,
             "--paths.raw_text", raw, "--pretraining.max_epochs", args.pretrain_epochs])
        overrides += ["--paths.init_tok2vec", pre_out / "model-last.bin"]
    if args.steps:
        overrides += ["--training.max_steps", args.steps]
    run([sys.executable, "-m", "spacy", "train", CONFIG, "--output", OUTPUT, *overrides])
    if not args.no_ship:
        ship(OUTPUT / "model-best")
    log(f"done in {(time.time() - t0) / 60:.1f} min")


if __name__ == "__main__":
    main()
