"""A word-vector table that remembers the vectors it has built.

The shipped NER reads floret vectors: every token's vector is the sum of the rows its character n-grams hash
to, and spaCy recomputes that sum for every token of every document (3.5 of the NER's 21.7 ms per abstract,
2026-12-03). Words repeat across abstracts, so the vectors are kept per word: the same numbers, computed once.
"""

from __future__ import annotations

import numpy as np
from spacy.vectors import BaseVectors


class CachedVectors(BaseVectors):
    """Wraps a spaCy `Vectors` table; `get_batch` (what `StaticVectors` calls) serves repeated keys from a
    table of up to `capacity` rows (64 floats each: 100,000 rows are 25.6 MB), cleared when full so memory
    stays flat on any corpus. Everything else is the wrapped table's."""

    def __init__(self, vectors, capacity: int = 100_000):
        super().__init__(strings=vectors.strings)
        self.vectors = vectors
        self.capacity = capacity
        self.rows: dict[int, int] = {}
        self.table = np.zeros((capacity, vectors.shape[1]), dtype="float32")

    def get_batch(self, keys):
        keys = np.asarray(keys, dtype="uint64")
        unique, inverse = np.unique(keys, return_inverse=True)
        if len(unique) > self.capacity:  # more words than the table holds: compute them directly
            return self.vectors.get_batch(keys)
        unique_keys = unique.tolist()
        missing = [key for key in unique_keys if key not in self.rows]
        if len(self.rows) + len(missing) > self.capacity:
            self.rows.clear()
            missing = unique_keys
        if missing:
            start = len(self.rows)
            self.table[start : start + len(missing)] = self.vectors.get_batch(np.asarray(missing, dtype="uint64"))
            self.rows.update(zip(missing, range(start, start + len(missing))))
        rows = np.fromiter((self.rows[key] for key in unique_keys), dtype=np.int64, count=len(unique_keys))
        return self.table[rows[inverse.ravel()]]

    # The rest is the wrapped table's: the members BaseVectors declares, and any other (StaticVectors reads attr,
    # nlp.meta n_keys and name, the pipeline mode).
    def __getattr__(self, name):
        if name == "vectors":  # not set yet (during unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.vectors, name)

    def __getitem__(self, key):
        return self.vectors[key]

    def __len__(self) -> int:
        return len(self.vectors)

    def __contains__(self, key) -> bool:
        return key in self.vectors

    def add(self, key, *, vector=None) -> int:
        return -1  # the wrapped floret table has a fixed number of rows

    @property
    def shape(self):
        return self.vectors.shape

    @property
    def size(self) -> int:
        return self.vectors.size

    @property
    def is_full(self) -> bool:
        return self.vectors.is_full

    def to_ops(self, ops) -> None:
        self.vectors.to_ops(ops)

    def to_bytes(self, **kwargs):
        return self.vectors.to_bytes(**kwargs)

    def from_bytes(self, data, **kwargs):
        self.vectors.from_bytes(data, **kwargs)
        self.rows.clear()
        return self

    def to_disk(self, path, **kwargs) -> None:
        self.vectors.to_disk(path, **kwargs)

    def from_disk(self, path, **kwargs):
        self.vectors.from_disk(path, **kwargs)
        self.rows.clear()
        return self
