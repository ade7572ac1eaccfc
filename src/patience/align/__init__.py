"""Alignment of the corpus: the same game across books and languages."""

from .suggest import suggest
from .table import Alignment, load_alignment

__all__ = ["Alignment", "load_alignment", "suggest"]
