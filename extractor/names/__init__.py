"""Canonical names: one spelling and one id per dataset, method, metric and task, so counts across papers mean something.

normalize.py  the key under which spellings of one name meet ("MS-COCO", "MSCOCO", "ms coco" -> "mscoco")
kb.py         the knowledge base shipped in data/reference/names.jsonl (built by training/build_names_kb.py)
canonical.py  which mentions are names, and their canonical spelling and id
senses.py     how the unlabelled corpus spells acronyms out (data/reference/acronym_senses.tsv)
metric_use.py which metric phrases the paper uses as metrics (the others are no names)
neighbours.py names typed by the names beside them: data a model trains on, names listed with known ones
scores.py     the entities table's calibrated score
index.py      the names table of a paper, the run's spellings and the corpus name index
"""
