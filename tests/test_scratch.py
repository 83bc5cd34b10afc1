"""The scratch database a run keeps its ids and name index in: on disk, and gone when closed from any thread."""

import threading
from pathlib import Path

from extractor.io.scratch import ScratchDB, from_key, to_key


def test_keys_round_trip_any_text():
    for text in ("ImageNet", "Fréchet", "\ud800 lone surrogate"):
        assert from_key(to_key(text)) == text


def test_a_database_made_on_one_thread_closes_on_another_and_leaves_nothing():
    made = {}
    thread = threading.Thread(target=lambda: made.update(db=ScratchDB("CREATE TABLE t (k BLOB)")))
    thread.start()
    thread.join()
    db = made["db"]
    db.execute("INSERT INTO t VALUES (?)", (to_key("x"),))
    folder = Path(db._folder.name)
    assert folder.exists()
    errors = []

    def close():
        try:
            db.close()
        except Exception as error:  # the garbage collector's finalizer may run on any thread
            errors.append(error)

    closer = threading.Thread(target=close)
    closer.start()
    closer.join()
    assert errors == [] and not folder.exists()
