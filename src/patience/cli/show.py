"""`patience show`: one game in the terminal, as its site page has it."""

from __future__ import annotations

import textwrap

import typer

from .. import corpus, project_root
from ..rules.facts import facts
from ..rules.load import load
from ..site.encoding import winrate_text
from ..site.figures import load_winrates
from ..site.phrases import phrases
from ..terminal import rules_in_words
from . import app, emit


def game_sheet(rule_id: str) -> dict:
    """The facts, win rate, pages, rules in words and book text of one rule set's game."""
    rules = load(rule_id)
    game = corpus.get_game(rules.games[0])
    rate = load_winrates(project_root()).get((rule_id, None))
    return {
        "id": rule_id, "title": rules.titles.original, "title_en": rules.titles.en, "source": game.source,
        "number": game.number, "pages": list(game.pages) if game.pages else None, "summary": rules.summary.en,
        "facts": facts(rules), "winrate": winrate_text(rate, phrases("en")) if rules.players.count == 1 else "two players: see `patience match`",
        "rules": rules_in_words(rules), "text": corpus.game_text(game.id),
    }


def _render(d: dict) -> str:
    f = d["facts"]
    pages = "no printed pages" if not d["pages"] else f"p. {d['pages'][0]}" + (
        f"–{d['pages'][1]}" if d["pages"][1] != d["pages"][0] else "")
    head = f"{d['title']}" + (f" ({d['title_en']})" if d["title_en"] and d["title_en"] != d["title"] else "")
    lines = [head, "=" * len(head), textwrap.fill(d["summary"], 78), "",
             f"source    {d['source']}, No. {d['number'] if d['number'] is not None else '—'}, {pages}",
             f"players   {f['players']} · {f['packs']} × {f['pack']} pack ({f['cards']} cards) · re-deals: {f['redeals']}",
             f"win rate  {d['winrate']}", "", "Rules", "-----", d["rules"], "", "Book text", "---------",
             d["text"].strip()]
    return "\n".join(lines)


@app.command()
def show(
    game: str = typer.Argument(..., help="Rule-set id."),
    as_json: bool = typer.Option(False, "--json", help="Print {id, title, source, number, pages, summary, facts, "
                                 "winrate, rules, text}."),
) -> None:
    """One game in the terminal: facts, win rate, pages, the rules in words (the site's prose)
    and the book's text.

    Example:

        $ patience show hagenaar2-09
    """
    emit(game_sheet(game), as_json, _render)
