"""Canonical names: one spelling and one id per dataset, method, metric and task, so counts across papers mean something.

normalize.py  the key under which spellings of one name meet ("MS-COCO", "MSCOCO", "ms coco" -> "mscoco")
kb.py         the knowledge base shipped in data/reference/names.jsonl (built by training/build_names_kb.py)
"""
