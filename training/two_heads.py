"""Train the shipped NER's two heads over one shared tok2vec (called by train_ner.py, stage 4).

`spacy train` updates every component on every batch from one corpus. The two heads want different corpora:
"ner" learns SciERC + TDMSci (all seven table labels), "tdmsci_ner" learns TDMSci alone (its convention of
TASK / DATASET / METRIC, see extractor/components/tdmsci_ner.py). So this loop alternates: most steps update the
tok2vec and "ner" on a batch of the joint corpus, every `tdmsci_every`-th step the tok2vec and "tdmsci_ner" on a
batch of TDMSci. Same optimizer, dropout, batch sizes (words, compounding 100 -> 600) and parameter averaging as
training/ner.cfg; seeded, so a rerun gives the same weights.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Optional

from spacy.language import Language
from spacy.pipeline.tok2vec import Tok2VecListener
from spacy.tokens import DocBin
from spacy.training import Example
from spacy.util import load_config, load_model_from_config, registry
from thinc.api import fix_random_seed, set_dropout_rate

from extractor.components.tdmsci_ner import SPANS_KEY


@dataclass
class Scores:
    joint: float  # "ner" on the joint dev corpus (SciERC dev), micro F1 of exact spans, all labels
    tdmsci: float  # "tdmsci_ner" on the TDMSci dev split, micro F1 of exact spans

    @property
    def mean(self) -> float:
        return (self.joint + self.tdmsci) / 2


def read_examples(nlp: Language, path: Path) -> list[Example]:
    return [Example(nlp.make_doc(doc.text), doc) for doc in DocBin().from_disk(path).get_docs(nlp.vocab)]


def word_batches(examples: list[Example], rng: random.Random, start: float = 100.0, stop: float = 600.0,
                 compound: float = 1.002) -> Iterator[list[Example]]:
    """Endless shuffled batches of about `size` words, the size compounding from `start` to `stop` per batch
    (spaCy's batch_by_words with compounding.v1, as training/ner.cfg)."""
    n = 0
    while True:
        rng.shuffle(examples)
        batch, words = [], 0
        for example in examples:
            batch.append(example)
            words += len(example.reference)
            if words >= min(stop, start * compound ** n):
                yield batch
                n += 1
                batch, words = [], 0


def update_head(nlp: Language, head: str, batch: list[Example], optimizer, losses: dict, dropout: float) -> None:
    """One step of the tok2vec and one head on one batch (what Tok2Vec.update does for all of its listeners,
    done for the one head that has gold in this batch)."""
    tok2vec = nlp.get_pipe("tok2vec")
    docs = [eg.predicted for eg in batch]
    set_dropout_rate(tok2vec.model, dropout)
    tokvecs, backprop_tokvecs = tok2vec.model.begin_update(docs)

    def backprop(d_tokvecs):
        d_docs = backprop_tokvecs(d_tokvecs)
        tok2vec.finish_update(optimizer)
        return d_docs

    tok2vec.listener_map[head][0].receive(Tok2VecListener.get_batch_id(docs), tokvecs, backprop)
    nlp.get_pipe(head).update(batch, drop=dropout, sgd=optimizer, losses=losses)


def exact_f1(pairs: list[tuple[set, set]]) -> float:
    tp = sum(len(gold & pred) for gold, pred in pairs)
    n_gold = sum(len(gold) for gold, _ in pairs)
    n_pred = sum(len(pred) for _, pred in pairs)
    return 2 * tp / (n_gold + n_pred) if n_gold + n_pred else 0.0


def evaluate(nlp: Language, joint_dev: list[Example], tdmsci_dev: list[Example]) -> Scores:
    def spans(spans_):
        return {(s.start, s.end, s.label_) for s in spans_}

    # Each split is run through the one head it scores.
    with nlp.select_pipes(disable=["tdmsci_ner"]):
        joint = [(spans(eg.reference.ents), spans(doc.ents))
                 for eg, doc in zip(joint_dev, nlp.pipe([eg.text for eg in joint_dev], batch_size=64))]
    with nlp.select_pipes(disable=["ner"]):
        tdmsci = [(spans(eg.reference.ents), spans(doc.spans[SPANS_KEY]))
                  for eg, doc in zip(tdmsci_dev, nlp.pipe([eg.text for eg in tdmsci_dev], batch_size=64))]
    return Scores(exact_f1(joint), exact_f1(tdmsci))


def train(config_path: Path, overrides: dict, joint_train: Path, tdmsci_train: Path, joint_dev: Path,
          tdmsci_dev: Path, output: Path, make_nlp: Callable[[Language], Language], steps: int,
          tdmsci_every: int, seed: int, eval_every: int = 500, log: Callable[[str], None] = print,
          keep_best: bool = True) -> Optional[Scores]:
    """Train both heads for `steps` steps; save model-last (and model-best, by the mean of the two dev scores,
    when `keep_best`) under `output`. `make_nlp` applies the tokenizer's rules to the new pipeline."""
    fix_random_seed(seed)
    rng = random.Random(seed)
    output.mkdir(parents=True, exist_ok=True)
    config = load_config(config_path, overrides=overrides)
    nlp = make_nlp(load_model_from_config(config, auto_fill=True))
    joint, tdmsci = read_examples(nlp, joint_train), read_examples(nlp, tdmsci_train)
    dev_joint, dev_tdmsci = read_examples(nlp, joint_dev), read_examples(nlp, tdmsci_dev)
    # Each head's labels from its own corpus: nlp.initialize would give both heads every label of the examples
    # it is given, so the TDMSci head is initialized on its own after the rest.
    with nlp.select_pipes(disable=["tdmsci_ner"]):
        nlp.initialize(lambda: joint)
    nlp._link_components()  # the head listens to the tok2vec again
    nlp.get_pipe("tdmsci_ner").initialize(lambda: tdmsci, nlp=nlp)
    optimizer = registry.resolve(nlp.config["training"])["optimizer"]
    dropout = nlp.config["training"]["dropout"]
    batches = {"ner": word_batches(joint, rng), "tdmsci_ner": word_batches(tdmsci, rng)}
    losses: dict = {}
    best: Optional[Scores] = None
    start = time.time()
    for step in range(1, steps + 1):
        head = "tdmsci_ner" if step % tdmsci_every == 0 else "ner"
        update_head(nlp, head, next(batches[head]), optimizer, losses, dropout)
        if step % eval_every == 0 or step == steps:
            with nlp.use_params(optimizer.averages):
                scores = evaluate(nlp, dev_joint, dev_tdmsci)
                if keep_best and (best is None or scores.mean > best.mean):
                    best = scores
                    nlp.to_disk(output / "model-best")
                if step == steps:
                    nlp.to_disk(output / "model-last")
            log(f"step {step}: ner {scores.joint:.3f}, tdmsci_ner {scores.tdmsci:.3f}, mean {scores.mean:.3f}; "
                f"losses {', '.join(f'{k} {v:.0f}' for k, v in losses.items())}; {time.time() - start:.0f} s")
            losses = {}
    return best
