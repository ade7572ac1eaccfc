"""The rule language, version 2: the model (`model`), its executor (`game`, `kinds`) and search (`search`, `playout`).

Its meaning is stated in schema/LANGUAGE.md.
"""
