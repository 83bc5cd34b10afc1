"""Abbreviation pairing: "Meta-Distribution Energy (MDE)" -> ("MDE", "Meta-Distribution Energy").

    schwartz_hearst  the letter walk (Schwartz & Hearst 2003) and what may be a short form
    long_form        widening and trimming the walk's long form; bold letters that spell an acronym
    pairing          the bracket orders and ", or SF"; find_abbreviations(text), short_form_mentions

Abstracts copied from the web carry markdown bold and LaTeX ("**K**nowledge-**I**ntensive ... **(LLM-KICK)**"),
so matching runs on a markup-free view whose characters map back to the original offsets.
"""

from extractor.rules.abbreviations.pairing import Abbreviation, find_abbreviations, short_form_mentions
from extractor.rules.abbreviations.schwartz_hearst import is_short_form_candidate, match_long_form

__all__ = ["Abbreviation", "find_abbreviations", "is_short_form_candidate", "match_long_form", "short_form_mentions"]
