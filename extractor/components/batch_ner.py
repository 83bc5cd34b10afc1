"""Greedy decoding of spaCy's transition-based NER in numpy, all Docs of a batch stepped together.

Why: spaCy's compiled decoding loop (Parser.greedy_parse) takes the interpreter lock at each transition of each
Doc (a Cython exception check in the state accessors), so it cost more than the neural network it decodes: 5.4 of
the NER's 8.4 s per 1,000 abstracts here, and it stalls whenever another thread holds the lock. The loop is small
for the BILUO system: at step k every unfinished Doc reads its token k, so the step is a few array operations over
the batch, and the network's part (tok2vec, the precomputed hidden layer) is spaCy's own. The batches are spaCy's
(its pipe decodes nlp.pipe's batch in quarters sorted by length): decoding nlp.pipe's whole batch at once was no
faster and held 180 MB more per process.

The decisions are spaCy's (spacy/pipeline/_parser_internals/ner.pyx, spacy/ml/parser_model.pyx):
- features: the next token, the first token of the open entity, the token before the next one when an entity is
  open; the hidden layer is the sum of their precomputed rows plus the bias, maxed over the pieces, then the
  output layer;
- valid moves, for Docs without preset entities: Begin needs no open entity, a next token in the same sentence and
  a non-space token; In an open entity of the same label and a next token in the same sentence; Last an open
  entity of the same label; Unit no open entity and a non-space token; Out no open entity; the best valid move
  wins, the first on a tie.
A Doc that carries entities already (preset ones constrain the moves) is decoded by spaCy's own loop.
"""

from __future__ import annotations

from typing import Callable, Optional

import numpy
from spacy.attrs import ENT_IOB, IS_SPACE, SENT_START
from spacy.language import Language
from spacy.pipeline import EntityRecognizer
from spacy.pipeline.ner import DEFAULT_NER_MODEL
from spacy.tokens import Doc, Span
from thinc.api import Model

FACTORY = "batch_ner"

# Move kinds as named by the transition system ("B-TASK", "U-", "O").
BEGIN, IN, LAST, UNIT, OUT = "B", "I", "L", "U", "O"


class BatchEntityRecognizer(EntityRecognizer):
    """spaCy's EntityRecognizer with its greedy loop run in numpy over each batch (module docstring)."""

    def predict(self, docs):
        docs = [docs] if isinstance(docs, Doc) else list(docs)
        if self.cfg["beam_width"] != 1 or any(_has_entities(doc) for doc in docs):
            return super().predict(docs)
        return decode(self, docs)

    def set_annotations(self, docs, states_or_beams) -> None:
        if not isinstance(states_or_beams, DecodedEntities):
            return super().set_annotations(docs, states_or_beams)
        labels = states_or_beams.labels
        for doc, entities in zip(docs, states_or_beams.entities):
            doc.set_ents([Span(doc, start, end, label=labels[label - 1]) for start, end, label in entities],
                         default="outside")


class DecodedEntities:
    """predict's output for set_annotations: each Doc's (start, end, label number) entities, in order, and the
    label names."""

    def __init__(self, entities: list[list[tuple[int, int, int]]], labels: list[str]):
        self.entities = entities
        self.labels = labels


def _has_entities(doc: Doc) -> bool:
    return bool(len(doc)) and bool(doc.to_array(ENT_IOB).any())


def decode(ner: EntityRecognizer, docs: list[Doc]) -> DecodedEntities:
    moves = _moves(ner)
    entities: list[list[tuple[int, int, int]]] = [[] for _ in docs]
    if not any(len(doc) for doc in docs):
        return DecodedEntities(entities, moves.labels)
    tok2vec, lower, upper = ner.model.layers
    rows = lower.predict(tok2vec.predict(docs))  # (tokens + 1, features, hidden, pieces); row 0 is the padding
    lengths = numpy.array([len(doc) for doc in docs])
    offsets = numpy.concatenate(([0], numpy.cumsum(lengths)[:-1]))
    flags = numpy.concatenate([doc.to_array([IS_SPACE, SENT_START]) for doc in docs if len(doc)]).astype("int64")
    space, sentence_start = flags[:, 0] == 1, flags[:, 1] == 1
    state = _States(len(docs))
    unseen = numpy.array(sorted(ner.model.attrs.get("unseen_classes") or ()), dtype="int64")
    bias, weights, out_bias = lower.get_param("b"), upper.get_param("W"), upper.get_param("b")
    for step in range(int(lengths.max())):
        live = numpy.flatnonzero(lengths > step)
        token = offsets[live] + step  # index into the batch's tokens
        is_open = state.open_label[live] >= 0
        first = numpy.where(is_open, offsets[live] + state.open_start[live] + 1, 0)
        before = numpy.where(is_open, token, 0)  # the token before the next one: (token - 1) + 1 for the padding
        hidden = rows[token + 1, 0] + rows[first, 1] + rows[before, 2] + bias
        scores = hidden.max(axis=-1) @ weights.T + out_bias
        if unseen.size:
            scores[:, unseen] = scores.min()
        has_next = lengths[live] > step + 1
        next_starts = has_next & sentence_start[numpy.minimum(token + 1, len(sentence_start) - 1)]
        valid = moves.valid(is_open, state.open_label[live], has_next, next_starts, space[token])
        best = numpy.where(valid, scores, -numpy.inf).argmax(axis=1)
        state.apply(live, step, moves.kind[best], moves.label[best], entities)
    return DecodedEntities(entities, moves.labels)


class _Moves:
    """The transition system's moves as arrays: kind (B, I, L, U, O) and label number (0 for none; `labels[n - 1]`
    is label n's name)."""

    def __init__(self, names: list[str]):
        kinds, labels = zip(*((name.split("-", 1) + [""])[:2] for name in names))
        self.labels = sorted({label for label in labels if label})
        self.kind = numpy.array(kinds)
        self.label = numpy.array([self.labels.index(label) + 1 if label else 0 for label in labels])

    def valid(self, is_open, open_label, has_next, next_starts, space) -> numpy.ndarray:
        """(states, moves): which moves each state may take (module docstring)."""
        kind, label = self.kind[None, :], self.label[None, :]
        is_open, open_label = is_open[:, None], open_label[:, None]
        has_next, next_starts, space = has_next[:, None], next_starts[:, None], space[:, None]
        labelled, same_label = label != 0, label == open_label
        return (
            ((kind == BEGIN) & labelled & ~is_open & has_next & ~next_starts & ~space)
            | ((kind == IN) & labelled & is_open & same_label & has_next & ~next_starts)
            | ((kind == LAST) & labelled & is_open & same_label)
            | ((kind == UNIT) & labelled & ~is_open & ~space)
            | ((kind == OUT) & ~is_open)
        )


def _moves(ner: EntityRecognizer) -> _Moves:
    return _Moves([ner.moves.get_class_name(i) for i in range(ner.moves.n_moves)])


class _States:
    """Per Doc: the open entity's first token (relative to the Doc) and label, -1 when none is open."""

    def __init__(self, size: int):
        self.open_start = numpy.full(size, -1, dtype="int64")
        self.open_label = numpy.full(size, -1, dtype="int64")

    def apply(self, live, step: int, kind, label, entities: list) -> None:
        begins, closes, units = kind == BEGIN, kind == LAST, kind == UNIT
        for doc, start, end, entity_label in _closed(live, step, closes, units, self.open_start, label):
            entities[doc].append((start, end, entity_label))  # the label's number
        self.open_start[live[begins]] = step
        self.open_label[live[begins]] = label[begins]
        self.open_start[live[closes]] = -1
        self.open_label[live[closes]] = -1


def _closed(live, step: int, closes, units, open_start, label):
    """(doc, start, end, label) of the entities this step ends: a Last ends the open one, a Unit is one token."""
    for i in numpy.flatnonzero(closes | units):
        doc = int(live[i])
        start = step if units[i] else int(open_start[doc])
        yield doc, start, step + 1, int(label[i])


@Language.factory(
    FACTORY,
    assigns=["doc.ents", "token.ent_iob", "token.ent_type"],
    default_config={
        "model": DEFAULT_NER_MODEL,
        "moves": None,
        "update_with_oracle_cut_size": 100,
        "incorrect_spans_key": None,
        "scorer": {"@scorers": "spacy.ner_scorer.v1"},
    },
    default_score_weights={"ents_f": 1.0, "ents_p": 0.0, "ents_r": 0.0, "ents_per_type": None},
)
def make_batch_ner(nlp: Language, name: str, model: Model, moves, update_with_oracle_cut_size: int,
                   incorrect_spans_key: Optional[str], scorer: Optional[Callable]) -> BatchEntityRecognizer:
    """spaCy's "ner" factory, building a BatchEntityRecognizer: a shipped model's "ner" loads as one when its
    factory is overridden to this one (extractor.pipeline.load_trained)."""
    return BatchEntityRecognizer(nlp.vocab, model, name=name, moves=moves,
                                 update_with_oracle_cut_size=update_with_oracle_cut_size,
                                 incorrect_spans_key=incorrect_spans_key, scorer=scorer)
