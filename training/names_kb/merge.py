"""Merging spellings into entries: folds, alias and acronym links (union-find over keys), canonical names, ids."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Callable

import regex

from extractor.names.canonical import KIND_WORDS
from extractor.names.kb import EDITION, TYPES
from extractor.rules.abbreviations.schwartz_hearst import match_long_form
from extractor.names.normalize import initials_key, is_plural_acronym, name_key, short_year_key, singular_key
from training.names_kb.forms import detail_bases, plural_base, slug
from training.names_kb.sources import Collector, Spelling



class Groups:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        root = key
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[key] != root:
            self.parent[key], key = root, self.parent[key]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def is_name_key(spellings: dict[str, dict[str, Spelling]], key: str) -> bool:
    return any(s.name_sources and not s.derived for s in spellings.get(key, {}).values())


def base_exists(label: str, spellings: dict[str, dict[str, Spelling]], base: str) -> bool:
    """A metric base may differ in case ("Test mAP" -> "MAP"); a dataset base must be spelled as some source spells
    it, so that "Help, Anna!" does not fold into "HELP"."""
    if label != "DATASET":
        return is_name_key(spellings, name_key(base))
    spelling = spellings.get(name_key(base), {}).get(base)
    return bool(spelling and spelling.name_sources and not spelling.derived)


def lists_names(label: str, spellings: dict[str, dict[str, Spelling]], name: str, base: str) -> bool:
    """"MIMIC-CXR, MIMIC-IV", "NAS-Bench-201, CIFAR-100": the rest after the base is a dataset too, so the string
    names two datasets, not one with a detail."""
    rest = name[len(base):].strip(" ,:-")
    return label == "DATASET" and name.startswith(base) and is_name_key(spellings, name_key(rest))


def is_plural(spellings: dict[str, Spelling]) -> bool:
    """"CNNs", "Transformers": every spelling ends in a lower-case "s" after a letter; "PNAS" is no plural."""
    return all(regex.search(r"\p{L}s$", n) and not n.isupper() for n in spellings)


_NAMED_SCORE = regex.compile(r"\S*\p{L}Score")


def fold_details(label: str, spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join detailed forms to their base name ("COCO test-dev" -> COCO) and plurals to their singular ("CNNs",
    "accuracies", "BLEU scores", "WordNets")."""
    for key in sorted(spellings):
        # A metric named for a model with "Score" joined to it is its own metric, not a detailed form of a leaderboard
        # column of that model's name: "BERTScore" (and "BERT Score", the same key) is not "BERT".
        named_score = label == "METRIC" and any(_NAMED_SCORE.fullmatch(n) for n in spellings[key])
        for name, spelling in sorted(spellings[key].items()):
            todo, seen = detail_bases(name, label), set()
            while todo:
                base = todo.pop(0)
                base_key = name_key(base)
                if not base_key or base_key in seen or base_key == key or (named_score and base_key + "score" == key):
                    continue
                seen.add(base_key)
                if base_exists(label, spellings, base) and not lists_names(label, spellings, name, base):
                    groups.union(key, base_key)
                    spelling.derived = True
                    stats[f"{label} detail folds"] += 1
                    break
                todo.extend(detail_bases(base, label))
        singular = plural_base(key)
        # A metric's singular may itself be a detail of its base ("BLEU scores" -> "BLEU score" -> BLEU).
        known = singular and (is_name_key(spellings, singular) or (label == "METRIC" and singular in spellings))
        if known and is_plural(spellings[key]) and (label != "DATASET" or _spelt_as_singular(spellings, key, singular)):
            groups.union(key, singular)
            for spelling in spellings[key].values():
                # A data set is as often named in the plural ("Conceptual Captions", "Oxford 102 Flowers"): both
                # spellings stay names, and the sources decide which is canonical.
                spelling.derived = spelling.derived or label != "DATASET"
            stats[f"{label} plural folds"] += 1


def _spelt_as_singular(spellings: dict[str, dict[str, Spelling]], key: str, singular: str) -> bool:
    """A data set's plural spelling is its singular's with an "s" ("WordNets", "LSUN Bedrooms"), case and all:
    "cars" is not the data set "CAR", nor "seeds" "SEED"."""
    singulars = {name.replace("-", " ") for name in spellings.get(singular, {})}
    return any(name[:-1].replace("-", " ") in singulars for name in spellings[key])


def apply_links(label: str, collector: Collector, groups: Groups, stats: Counter) -> None:
    """Join alias links, except an alias linked from two different entries (ambiguous: its spellings are dropped
    unless they are names themselves)."""
    spellings = collector.spellings[label]
    links = [(name, alias) for kind, name, alias, _ in collector.links if kind == label and name in spellings
             and alias in spellings]
    linked_from: dict[str, set[str]] = defaultdict(set)
    for name, alias in links:
        linked_from[alias].add(groups.find(name))
    ambiguous = {alias for alias, roots in linked_from.items() if len(roots) > 1}
    for name, alias in links:
        if alias not in ambiguous:
            groups.union(name, alias)
    for alias in sorted(ambiguous):
        if not any(s.name_sources for s in spellings[alias].values()):
            collector.drop_key(label, alias, "ambiguous_alias")
    stats[f"{label} ambiguous aliases"] += len(ambiguous)


def _inflection_key(name: str) -> str:
    """A long form's words in the singular (normalize.singular_key) and without a past participle's "d": "Mean
    Squared Error" and "mean square errors" meet."""
    words = (singular_key(word) or word for word in regex.split(r"[\s\-]+", name.casefold()))
    return " ".join(word[:-1] if word.endswith("ed") else word for word in words)


def _join_inflections(partners: dict[str, set[str]], groups: Groups, sources: dict[str, set[str]], stats: Counter,
                      label: str) -> set[str]:
    """The roots of the long forms one acronym's initials spell (root -> the inflection keys of its long forms),
    those that differ only by an inflection joined ("Mean Squared Error" / "mean square error" for MSE): one
    partner, not two."""
    if len(partners) < 2 or not set.intersection(*partners.values()):
        return set(partners)
    first, *rest = sorted(partners)
    for root in rest:
        sources[first] |= sources[root]
        groups.union(first, root)
        stats[f"{label} inflection links"] += 1
    sources[groups.find(first)] = sources[first]
    return {groups.find(first)}


_ACRONYM = regex.compile(r"(?=(?:\p{L}*\p{Lu}){2})\p{L}{3,6}")  # "FID", "MRR", "IoU", "mAP"; not "PQ", "F1"


def link_acronyms(label: str, spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join an acronym entry to the one long-form entry it spells by initials ("FID" / "Frechet Inception Distance",
    "MRR" / "Mean Reciprocal Rank") when two sources or more stand behind the pair and neither side has another
    partner ("DTM" already names Drum Transcription in Music, not also Dynamic Topic Modeling)."""
    acronym_roots: dict[str, set[str]] = defaultdict(set)
    long_roots: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    sources: dict[str, set[str]] = defaultdict(set)
    for key, names in spellings.items():
        root = groups.find(key)
        for name, spelling in names.items():
            sources[root] |= spelling.sources
            if _ACRONYM.fullmatch(name):
                acronym_roots[key].add(root)
            elif initials_key(name) and spelling.name_sources and not spelling.derived:
                long_roots[initials_key(name)][root].add(_inflection_key(name))
    for acronym, roots in sorted(acronym_roots.items()):
        partners = _join_inflections(long_roots.get(acronym, {}), groups, sources, stats, label)
        if len(partners) == 1 and len(roots) == 1 and not partners & roots:
            root, partner = next(iter(roots)), next(iter(partners))
            if len(sources[root] | sources[partner]) >= 2:
                groups.union(root, partner)
                stats[f"{label} acronym links"] += 1


def link_editions(spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join the spellings of one edition of a data set: a family and a year, whichever spelling of the family is
    written ("VOC2012" / "PASCAL VOC 2012", "MS-COCO-2014" / "COCO 2014"). Editions stay apart from their family and
    from each other: "CoNLL-2003" and "CoNLL-2012" are different data sets."""
    editions: dict[tuple[str, str], set[str]] = defaultdict(set)
    for key, names in spellings.items():
        for name in names:
            match = EDITION.fullmatch(name)
            family = name_key(match["family"]) if match else ""
            if family in spellings and groups.find(family) != groups.find(key):
                editions[(groups.find(family), match["year"])].add(key)
    for keys in editions.values():
        first, *rest = sorted(keys)
        for key in rest:
            if groups.find(key) != groups.find(first):
                groups.union(first, key)
                stats["DATASET edition links"] += 1


def link_year_forms(spellings: dict[str, dict[str, Spelling]], groups: Groups, stats: Counter) -> None:
    """Join a data set written with its year in four digits and in two ("ACE2005" / "ACE05", "THUMOS 2014" /
    "THUMOS14", "ILSVRC-2012" / "ILSVRC-12"): the sources file many such pairs as two data sets."""
    for key in sorted(spellings):
        short = short_year_key(key)
        if short and short in spellings and groups.find(short) != groups.find(key):
            groups.union(key, short)
            stats["DATASET year-form links"] += 1


# The corpus's usage is clear: an acronym defined this often, one long form in this share of its definitions.
CORPUS_MIN_DEFINITIONS = 10
CORPUS_MIN_SHARE = 0.6
CORPUS_MIN_DEFINITIONS_BOTH_KNOWN = 5  # "PTB" (9 definitions, 6 "Penn Treebank"), both spellings entries


def _expansion_keys(spellings: dict[str, dict[str, Spelling]], groups: Groups, root: str, acronym: str) -> set[str]:
    """Keys in root's group whose initials spell the acronym: the long forms the sources already gave it."""
    return {key for key in spellings if groups.find(key) == root
            for name in spellings[key] if initials_key(name) == acronym}


_METHOD_KINDS = sorted(KIND_WORDS["METHOD"])  # the lookup's words of kind: "EM-algorithm", "CNN backbone"


def link_corpus_acronyms(label: str, spellings: dict[str, dict[str, Spelling]], groups: Groups,
                         long_forms: dict[str, tuple[int, str, int]], stats: Counter,
                         head_label: Callable[[str], str | None] = lambda _: None) -> None:
    """Join an acronym's entry to its long form's ("RNN" / "Recurrent Neural Network", "GAN" / "Generative
    Adversarial Networks") when the unlabelled corpus mostly spells it out so, and the sources gave the acronym no
    other long form. Methods and data sets share acronyms more than metrics and tasks do: the corpus's usage, not
    the initials alone, decides. Where the base holds one side only, the other joins it as an alias ("GP" for
    Gaussian Process, "Markov random field" for MRF) when the long form's head word says it is of this kind
    (`head_label`: "process" a method, "error" a metric, "learning" a task); so do both sides of metrics and tasks."""
    for short, (definitions, long_form, n_long) in sorted(long_forms.items()):
        if n_long < CORPUS_MIN_SHARE * definitions or definitions < CORPUS_MIN_DEFINITIONS_BOTH_KNOWN:
            continue
        # A plural acronym is its singular's ("GTs" is "GT", not the entry "GTS"); an entry filed in the plural
        # only ("GNNs") stands for it.
        singular = name_key(short[:-1]) if is_plural_acronym(short) else name_key(short)
        filed_plural = any(map(is_plural_acronym, spellings.get(singular + "s", ())))
        acronym = singular + "s" if singular not in spellings and filed_plural else singular
        if acronym not in spellings and label == "METHOD":
            # filed with its kind only: "EM-algorithm" is the Expectation-Maximization of "EM"
            acronym = next((acronym + kind for kind in _METHOD_KINDS if acronym + kind in spellings), acronym)
        key = name_key(long_form)
        candidates = [k for k in (key, plural_base(key), key + "s") if k and k in spellings]
        # The initials spell the acronym, or its capitals: "ViT" / "Vision Transformer"; not "GTS" / "Graph Transformer".
        # Or its letters in order, each word opened by one (Schwartz-Hearst): "PTB" / "Penn Treebank".
        walked = match_long_form(short, long_form) == long_form
        spelled = walked or initials_key(long_form) in (
            acronym, singular, name_key("".join(ch for ch in short if ch.isupper())))
        if definitions < CORPUS_MIN_DEFINITIONS and not (walked and acronym in spellings and candidates):
            continue  # few definitions join only two entries the sources hold, every letter spelt ("A2C" is no
            # "actor-critic")
        of_this_kind = head_label(long_form) == label
        if not spelled or not (acronym in spellings or candidates) or (
                label in ("METRIC", "TASK") and not of_this_kind):
            continue
        if acronym not in spellings or not candidates:
            singular_sense = long_forms.get(short[:-1]) if is_plural_acronym(short) else None
            if singular_sense and _inflection_key(singular_sense[1]) != _inflection_key(long_form):
                continue  # "GTs" are Graph Transformers, but "GT" is ground truth: neither spelling is safe
            if acronym in spellings and label == "METHOD" and long_form.islower():
                # "deep neural networks", "language models": a kind of model described, which annotators do not
                # list, though its acronym is a name (on the development sets METHOD precision fell with them)
                continue
            if of_this_kind:
                _add_corpus_partner(spellings, groups, short if acronym not in spellings else long_form,
                                    acronym if acronym in spellings else candidates[0])
                stats[f"{label} corpus partners"] += 1
            continue
        root, partner = groups.find(acronym), groups.find(candidates[0])
        others = {k for k in _expansion_keys(spellings, groups, root, acronym) - {candidates[0]}
                  if _inflection_keys(spellings[k]) != _inflection_keys(spellings[candidates[0]])}
        if root == partner or others:
            continue
        groups.union(root, partner)
        stats[f"{label} corpus acronym links"] += 1


def _inflection_keys(names: dict[str, Spelling]) -> set[str]:
    return {_inflection_key(name) for name in names}


def _add_corpus_partner(spellings: dict[str, dict[str, Spelling]], groups: Groups, name: str, partner: str) -> None:
    """`name` (and an acronym's singular: "GPs", "GP") as an alias of the entry of key `partner`, from the corpus."""
    names = [name, name[:-1]] if is_plural_acronym(name) else [name]
    for alias in names:
        key = name_key(alias)
        if key in spellings and groups.find(key) != groups.find(partner):
            continue  # another entry's spelling ("GTS" for "GTs"): not joined on the corpus's word alone
        spellings[key].setdefault(alias, Spelling(sources={"corpora"}, derived=True))
        groups.union(groups.find(partner), groups.find(key))


def canonical_spelling(spellings: dict[str, Spelling]) -> str:
    """A curated spelling before one only mining found ("COCO 2014" before the mined "COCO2014"); then most sources
    as a name; then the AxCell canonical; then the shortest; then not all lower case; then sorted."""
    eligible = {n: s for n, s in spellings.items() if s.name_sources and not s.derived} or \
               {n: s for n, s in spellings.items() if s.name_sources} or spellings
    return min(eligible, key=lambda n: (not eligible[n].curated, -len(eligible[n].name_sources),
                                        not eligible[n].axcell_canonical, len(n), n.islower(), n))


def distinct_aliases(name: str, spellings: dict[str, Spelling]) -> list[str]:
    """Other spellings, one per case-insensitive form (the most used, capitalised one), sorted."""
    chosen: dict[str, str] = {}
    ranked = sorted(spellings, key=lambda n: (-len(spellings[n].name_sources), -len(spellings[n].sources),
                                               n.islower(), n))
    for alias in ranked:
        folded = alias.casefold()
        if folded != name.casefold() and folded not in chosen:
            chosen[folded] = alias
    return sorted(chosen.values())


def build_entries(collector: Collector, stats: Counter,
                  long_forms: dict[str, tuple[int, str, int]] | None = None,
                  head_label: Callable[[str], str | None] = lambda _: None,
                  previous: list[dict] | None = None) -> list[dict]:
    entries = []
    for label in TYPES:
        spellings = collector.spellings[label]
        groups = Groups()
        for key in spellings:
            groups.find(key)
        fold_details(label, spellings, groups, stats)
        apply_links(label, collector, groups, stats)
        if label in ("METRIC", "TASK"):
            link_acronyms(label, spellings, groups, stats)
        link_corpus_acronyms(label, spellings, groups, long_forms or {}, stats, head_label)
        if label == "DATASET":
            link_editions(spellings, groups, stats)
            link_year_forms(spellings, groups, stats)
        members: dict[str, dict[str, Spelling]] = defaultdict(dict)
        for key, names in spellings.items():
            members[groups.find(key)].update(names)
        for group in members.values():
            if not any(s.name_sources for s in group.values()):
                continue  # aliases whose names were filtered out
            name = canonical_spelling(group)
            sources = sorted(set().union(*(s.sources for s in group.values())))
            entries.append({"type": label, "name": name, "aliases": distinct_aliases(name, group),
                            "sources": sources})
            if len(group) > 1:
                stats[f"{label} merged entries"] += 1
    return assign_ids(entries, previous)


def carried_ids(entries: list[dict], previous: list[dict]) -> dict[int, str]:
    """Ids an earlier build gave, by entry index: an entry keeps the id of the earlier entry of its type whose
    canonical name is one of its spellings, when that is the only such earlier entry and no other entry claims it.
    A rebuild that only changes an entry's display name ("COCO 2014" -> "COCO2014") keeps its id, so names tables
    of earlier runs still join; a merge or split of entries gives new ids."""
    if not previous:
        return {}
    earlier: dict[tuple[str, str], set[str]] = defaultdict(set)
    for entry in previous:
        earlier[(entry["type"], name_key(entry["name"]))].add(entry["id"])
    wanted = {}
    for i, entry in enumerate(entries):
        ids = set().union(*(earlier.get((entry["type"], name_key(s)), set()) for s in [entry["name"], *entry["aliases"]]))
        if len(ids) == 1:
            wanted[i] = next(iter(ids))
    claims = Counter(wanted.values())
    return {i: id_ for i, id_ in wanted.items() if claims[id_] == 1}


def assign_ids(entries: list[dict], previous: list[dict] | None = None) -> list[dict]:
    """type/slug(name), or the id an earlier build gave the entry (carried_ids). Entries whose slugs clash
    (different keys: "C" / "C++", "Parameters" / "# Parameters") are ordered plain spelling first, then by key; the
    first keeps the slug, the others get the next free -2, -3, ..."""
    kept = carried_ids(entries, previous or [])
    out = [{"id": id_, **entries[i]} for i, id_ in sorted(kept.items())]
    by_slug: dict[str, list[dict]] = defaultdict(list)
    for i, entry in enumerate(entries):
        if i not in kept:
            by_slug[f"{entry['type'].lower()}/{slug(entry['name'])}"].append(entry)
    kept_ids = set(kept.values())
    taken = set(by_slug) | kept_ids
    for base, clashing in sorted(by_slug.items()):
        clashing.sort(key=lambda e: (regex.search(r"[^\w\s\-.']", e["name"]) is not None, name_key(e["name"]),
                                     e["name"]))
        suffixed = clashing  # the slug is an earlier build's id: every new entry takes a suffix
        if base not in kept_ids:
            out.append({"id": base, **clashing[0]})
            suffixed = clashing[1:]
        for entry in suffixed:
            n = 2
            while f"{base}-{n}" in taken:
                n += 1
            taken.add(f"{base}-{n}")
            out.append({"id": f"{base}-{n}", **entry})
    return sorted(out, key=lambda e: e["id"])


def drop_cross_type_noise(collector: Collector) -> None:
    """Leaderboard columns and task headings that are dataset names. A metric is dropped when only sota-extractor
    has it and it is a dataset ("RACE", "Books", "SemEval 2007" as columns), or only leaderboards have it and a
    dataset is spelled exactly so, unless it is an acronym ("FEVER"-like columns go, "CaseHOLD" goes, "MUC", "MMD",
    "FAD" stay: both). A task is dropped when only sota-extractor has it and it is a dataset ("Penn Treebank"), or
    its exact spelling is a dataset's and it is shaped like a name ("GSM8K", "HellaSwag", "SST-2" as PwC tasks)."""
    datasets = collector.spellings["DATASET"]
    leaderboards = {"pwc", "sota_extractor"}
    for label in ("METRIC", "TASK"):
        for key in sorted(set(collector.spellings[label]) & set(datasets)):
            spellings = collector.spellings[label][key]
            sources = set().union(*(s.sources for s in spellings.values()))
            same_spelling = set(spellings) & set(datasets[key])
            if label == "METRIC":
                noise = sources <= {"sota_extractor"} or (
                    sources <= leaderboards and any(not n.isupper() for n in same_spelling))
            else:
                noise = sources <= {"sota_extractor"} or (
                    sources <= leaderboards | {"mlsea"} and any(regex.search(r"\d|\p{Ll}\p{Lu}", n)
                                                               for n in same_spelling))
            if noise:
                collector.drop_key(label, key, f"{label.lower()}_is_dataset")


_KIND_OF = regex.compile(r"(?i)(?P<task>.+?)[\s-]+(?:algorithms?|methods?|models?|approach(?:es)?|techniques?)")


def drop_kinds_of_task(collector: Collector, fields: frozenset[str]) -> None:
    """MLSea's algorithm labels that say a kind of task's method, not a method: "Clustering Algorithm", "Machine
    Learning Algorithm", "Regression Algorithm" (a task or a field the base knows, then a word of kind)."""
    tasks = set(collector.spellings["TASK"]) | fields
    for key, spellings in sorted(collector.spellings["METHOD"].items()):
        sources = set().union(*(s.sources for s in spellings.values()))
        kinds = [_KIND_OF.fullmatch(name) for name in spellings]
        if sources <= {"mlsea"} and all(kind and name_key(kind["task"]) in tasks for kind in kinds):
            collector.drop_key("METHOD", key, "method_is_kind_of_task")
