"""Names an analyst can count: the hygiene of the entities table's spans (read by components/entities.py).

    pairs         paired delimiters of an abstract: inline math, markdown emphasis, LaTeX groups, brackets
    hygiene       one span's bounds: no markup cut in two, no edge punctuation, no edge inside a word
    coordination  "KITTI and Cityscapes" -> one span per name
    labels        which DATASET rows name no data set ("SOTA", "LLMs", "augmented reality (AR)")
    cues          the word lists and patterns these read

Every rule reads the text and character offsets and only moves bounds, so abstract[start:end] stays the text.
"""
