"""Names an analyst can count: the hygiene of the entities table's spans (read by components/entities.py).

    pairs         paired delimiters of an abstract: inline math, markdown emphasis, LaTeX groups, brackets
    hygiene       one span's bounds: no markup cut in two, no edge punctuation, no edge inside a word
    coordination  "KITTI and Cityscapes" -> one span per name
    labels        which DATASET rows name no data set ("SOTA", "LLMs", "augmented reality (AR)")
    readings      metric and task names the words around a span give ("post-hoc calibration methods" -> the task,
                  "the EM Per Token (EPT) metric", "a 19.8% draw rate", "classification accuracy" read whole)
    name_words    the words a name is made of, on a Doc's tokens: kind nouns, word edges, coined and capitalised
                  words, a name with its version, a list of names (read by components/name_mentions.py and
                  names/neighbours.py)
    cues          the word lists and patterns these read

Every rule reads the text and character offsets (readings: token indices of the Doc) and only moves bounds or sets
labels, so abstract[start:end] stays the text.
"""
