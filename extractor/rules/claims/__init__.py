"""Numeric claims: every number in an abstract that quantifies something, as records.Claim.

One pass per abstract (find.find_claims): 1. a cleaned view of the text that maps back to the original
offsets (view); 2. digit and word numbers on the view, neighbours joined into ranges (candidates);
3. numbers whose context makes them a name, version, identifier, enumeration marker, year, reference or
formula part are dropped (filters); 4. the context gives comparator, unit or metric, what is counted,
kind and relative change (context), and coordinated values share one reading (find). Cues are data in cues.
"""
