"""Artifact detection: the named thing the paper itself introduces ("WildChat", "LLM-KICK", "1DFormer").

    cues           trigger phrases, naming words, kind nouns, word lists, WELL_KNOWN_NAMES, scores (data)
    names          what counts as a name: word shapes, versions, Title-Case runs, lower-case coined names
    naming         "called / dubbed / named / termed X", quoted names after them
    introductions  "we introduce / propose X", "a novel X", appositives ("we present Jumanji, a suite")
    owned          "our X dataset", "Our method, X,", "X – a novel dataset"
    title          title prefix ("X: A ..."), "Introducing X", whole-title and title-lead names
    long_forms     long forms without brackets: capitals a phrase or the title prefix spells out
    detect         detect_artifacts: all of them combined, labels, mention offsets
"""

from extractor.rules.artifacts.detect import detect_artifacts, mention_offsets
from extractor.rules.artifacts.names import ArtifactName

__all__ = ["ArtifactName", "detect_artifacts", "mention_offsets"]
