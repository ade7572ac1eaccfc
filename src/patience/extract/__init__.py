"""Machine extraction: propose a game's rule set, with evidence, from its clean text."""

from .extract import draft_rules, drafts_dir, extract_all, extract_game
from .lang import LangData, load_lang, parse_lang
from .pipeline import build, pipeline

__all__ = ["LangData", "build", "draft_rules", "drafts_dir", "extract_all", "extract_game", "load_lang",
           "parse_lang", "pipeline"]
