"""The corpus stage: clean the OCR sources (with an edit ledger) and segment them into games."""

from .cleaner import run_clean
from .corrections import load_corrections
from .figures import Figure, figures_in
from .models import CleanReport, Edit, Game, Page, Source, Variant
from .ocr import page_scans
from .segment import segment
from .sources import get_source, load_sources
from .store import (clean_text, clean_to_modern, clean_to_raw, game_text, get_game, ledger, load_games,
                    load_pages, modern_text, modern_to_clean, page_at, raw_to_clean)

__all__ = [
    "CleanReport", "Edit", "Figure", "Game", "Page", "Source", "Variant", "clean_text", "clean_to_modern",
    "clean_to_raw", "figures_in", "game_text", "get_game", "get_source", "ledger", "load_corrections", "load_games", "load_pages",
    "load_sources", "modern_text", "modern_to_clean", "page_at", "page_scans", "raw_to_clean", "run_clean", "segment",
]
