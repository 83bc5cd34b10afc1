"""Build data/reference/tasks.tsv: task names people annotate as tasks.

Sources (read from ../shared/data, never copied whole): SciERC "Task" spans and TDMSci TASK
tags. Both are noisy for our purpose (SciERC marks "this problem" or "it" as a Task), so a
phrase is kept only when it can name a paper's main task on its own:

  * 1 to 5 words, lower-cased, crude plural strip (the same key the task component uses);
  * not made of generic words only, not led by a digit, a pronoun or a determiner;
  * annotated at least twice, or once with a task head word ("... detection", "... parsing").

Columns: phrase, count. The task component adds a bonus to candidates found in the list
(the abstract itself still has to contain the phrase).

Usage: python training/build_task_gazetteer.py [--data ../shared/data] [--out data/reference]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "data" / "reference"

_BAD_FIRST = {
    "this", "that", "these", "those", "it", "its", "their", "our", "the", "a", "an", "such", "which",
    "each", "all", "any", "both", "other", "several", "many", "various", "same", "new", "proposed",
}


def scierc_tasks(path: Path) -> list[str]:
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            doc = json.loads(line)
            tokens = [t for sent in doc["sentences"] for t in sent]
            for sent_ents in doc["ner"]:
                for start, end, label in sent_ents:
                    if label == "Task":
                        out.append(" ".join(tokens[start : end + 1]))
    return out


def tdmsci_tasks(path: Path) -> list[str]:
    out, current = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            tag = parts[-1] if len(parts) >= 3 else "O"
            if tag == "B-TASK" or (tag == "I-TASK" and not current):
                if current:
                    out.append(" ".join(current))
                current = [parts[0]]
            elif tag == "I-TASK":
                current.append(parts[0])
            else:
                if current:
                    out.append(" ".join(current))
                current = []
    if current:
        out.append(" ".join(current))
    return out


def build(data_dir: Path) -> Counter:
    sys.path.insert(0, str(REPO))
    from extractor.rules.task.phrases import has_task_head, is_generic, normalize_phrase

    raw: list[str] = []
    for name in ("train.json", "dev.json"):
        if (data_dir / "scierc" / name).exists():
            raw += scierc_tasks(data_dir / "scierc" / name)
    for path in sorted((data_dir / "tdmsci").glob("*.conll")):
        raw += tdmsci_tasks(path)
    counts: Counter = Counter()
    for phrase in raw:
        phrase = phrase.replace(" - ", "-").replace(" / ", "/").strip()
        words = phrase.split()
        if not 1 <= len(words) <= 5 or words[0].lower() in _BAD_FIRST or words[0][0].isdigit():
            continue
        if is_generic(phrase) or any(not any(c.isalpha() for c in w) for w in words):
            continue
        counts[normalize_phrase(phrase)] += 1
    return Counter({
        key: n for key, n in counts.items()
        if key and (n >= 2 or has_task_head(key)) and len(key) > 3
    })


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    counts = build(args.data)
    args.out.mkdir(parents=True, exist_ok=True)
    with open(args.out / "tasks.tsv", "w", encoding="utf-8") as f:
        f.write("phrase\tcount\n")
        for key, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            f.write(f"{key}\t{n}\n")
    print(f"{len(counts)} task phrases -> {args.out / 'tasks.tsv'}")


if __name__ == "__main__":
    main()
