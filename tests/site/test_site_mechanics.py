"""Every registered special mechanic is described in words, in every site language, from
the phrase files (`[mechanic.<name>]`), with its parameters filled in."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patience.engine import registry
from patience.rules.load import load_all
from patience.site.mechanics import Describer, described, full_params, placeholder_names, placeholders
from patience.site.phrases import LANGUAGES, phrases
from patience.site.rulestext import Writer, rule_parts

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)
USES = [(rule_id, i, m.name) for rule_id, rules in sorted(RULES.items()) for i, m in enumerate(rules.mechanics)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_registered_mechanic_is_described_in_every_language(lang):
    ph = phrases(lang)
    missing = [name for name in registry.names() if described(ph, name) is None]
    assert not missing, (f"site phrases {lang}.toml: no [mechanic.<name>] table with a title and a text for "
                         f"{', '.join(missing)} (see patience/site/mechanics.py)")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", registry.names())
def test_a_mechanic_description_names_only_its_own_parameters(lang, name):
    table = described(phrases(lang), name)
    if table is None:
        pytest.skip("reported by the test above")
    fields = set(registry.params_model(name).model_fields)
    known = placeholder_names(name)
    for key, phrase in table.items():
        unknown = placeholders(phrase) - known
        assert not unknown, f"{lang}.toml [mechanic.{name}] {key}: unknown placeholder(s) {sorted(unknown)}"
        param = key.rsplit("_", 1)[0] if key not in ("title", "text") else None
        assert param is None or any(key.startswith(f + "_") for f in fields), \
            f"{lang}.toml [mechanic.{name}] {key}: no parameter of that name"
    assert not placeholders(table["title"])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("rule_id", "index", "name"), USES)
def test_each_rule_sets_mechanic_reads_as_a_sentence_with_its_values(lang, rule_id, index, name):
    rules = RULES[rule_id]
    html = {r.pointer: r.html for _, items in rule_parts(rules, phrases(lang)) for r in items}[f"/mechanics/{index}"]
    prose = html.split('<span class="mechanic-params">')[0]
    assert described(phrases(lang), name)["title"] in prose
    assert not re.search(r"\{\w+\}", prose), prose
    assert "“" + name + "”." not in prose  # not the fallback
    params = rules.mechanics[index].params
    for value in params.values():  # every number the rule set gives is in the sentence
        if isinstance(value, int) and not isinstance(value, bool) and value > 1:
            assert str(value) in prose, (value, prose)


def test_defaults_are_filled_in_and_a_wrapper_gets_the_value():
    ph = phrases("en")
    params = full_params("pairs", {"zone": "t", "columns": 4, "sum": 14, "discard": "d"})
    assert params["refill"] == "choose" and params["stuck"] == "none"
    w = Writer(RULES["hagenaar2-09"], ph)
    title, text = Describer(ph, set(w.zones), w.zone, w.card, w.rank, w.join).describe(
        "tuck", {"zone": "t", "labels": ["A", "K"], "start": 2})
    assert title == "tucking under"
    assert "pile 3" in text and "A and K" in text and "rank" in text


def test_an_undescribed_mechanic_falls_back_to_its_name_and_parameters():
    w = Writer(RULES["hagenaar2-09"], phrases("nl"))
    out = w.mechanic_rule("no-such-mechanic", {"sum": 9})
    assert out.startswith("“no-such-mechanic”.") and "<code>sum</code> = 9" in out
