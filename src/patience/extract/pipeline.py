"""spaCy pipelines for extraction, built offline from blank `nl`, `ru`, `en` pipelines.

Components, registered with spaCy's registry by name (defaults as config):
- `patience_sentences`: sentence starts at line breaks and after . ! ? before a non-lower-case word;
- `lemmatizer` (lookup tables from spacy-lookups-data) for Dutch and English;
  `patience_ru_morph` for Russian: pymorphy3 on the modern-orthography shadow, mapped back;
- `patience_lexicon`: the class (NUM, MULT, ORD, RANK, DECK, ROLE, DIR) and value of each token,
  from `extract/<lang>.toml`, by lower-case form or lemma;
- `patience_rules`: the language file's Matcher patterns, scoped to sentences, and the foundation
  base groups ("the eight aces and the eight twos ... these are the foundations").
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import spacy
from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token

from ..errors import PatienceError
from .lang import LangData, load_lang

RANK_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
PACK_SIZES = {32: "piquet", 52: "whist"}

# The Matcher needs str or int extension values: "" means "none".
for _name in ("cls", "val", "modern"):
    if not Token.has_extension(_name):
        Token.set_extension(_name, default="")
if not Token.has_extension("num"):
    Token.set_extension("num", default=0)  # the value of a NUM token, for comparisons in patterns
for _name in ("candidates", "shadow"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)


# ----------------------------------------------------------------------------- sentences


@Language.component("patience_sentences")
def patience_sentences(doc: Doc) -> Doc:
    for i, tok in enumerate(doc):
        if i == 0:
            tok.is_sent_start = True
            continue
        prev = doc[i - 1]
        if "\n" in prev.text or "\n" in prev.whitespace_:
            start = True
        elif prev.text in (".", "!", "?") and not tok.is_lower and not tok.is_punct:
            start = True
        elif prev.is_space:
            start = bool(doc[i - 1].is_sent_start)
        else:
            start = False
        tok.is_sent_start = start
    return doc


# ----------------------------------------------------------------------------- Russian morphology


@lru_cache(maxsize=1)
def _morph():
    try:
        import pymorphy3
    except ImportError:  # pragma: no cover - a dependency of the package
        raise PatienceError("pymorphy3 is not installed (pip install pymorphy3 pymorphy3-dicts-ru)") from None
    return pymorphy3.MorphAnalyzer(lang="ru")


@lru_cache(maxsize=20000)
def _ru_lemma(modern: str) -> str:
    return _morph().parse(modern)[0].normal_form


class RuMorph:
    """Lemmas from pymorphy3, computed on the modern spelling of each token."""

    def __init__(self, letters: dict[str, str], drop_final: list[str]):
        self.letters = letters
        self.drop_final = drop_final

    def modernise(self, word: str) -> str:
        out = "".join(self.letters.get(ch, ch) for ch in word)
        while out and out[-1] in self.drop_final:
            out = out[:-1]
        return out

    def __call__(self, doc: Doc) -> Doc:
        shadow = doc._.shadow  # (modern text, clean index -> modern index), set by the caller
        for tok in doc:
            if not tok.is_alpha:
                continue
            if shadow is not None:
                text, index = shadow
                modern = text[index[tok.idx] : index[tok.idx + len(tok.text)]]
            else:
                modern = self.modernise(tok.text)
            tok._.modern = modern
            tok.lemma_ = _ru_lemma(modern.lower()) if modern else tok.lower_
        return doc


@Language.factory(
    "patience_ru_morph",
    default_config={"letters": {"ѣ": "е", "Ѣ": "Е", "і": "и", "І": "И", "ѳ": "ф", "Ѳ": "Ф", "ѵ": "и", "Ѵ": "И"},
                    "drop_final": ["ъ", "Ъ"]},
)
def make_ru_morph(nlp: Language, name: str, letters: dict[str, str], drop_final: list[str]) -> RuMorph:
    return RuMorph(letters, drop_final)


# ----------------------------------------------------------------------------- lexicon


class Lexicon:
    def __init__(self, data: LangData):
        self.data = data

    def __call__(self, doc: Doc) -> Doc:
        for tok in doc:
            if tok.is_space or tok.is_punct and tok.text not in ("-één",):
                continue
            if tok.like_num and tok.text.isdigit():
                tok._.cls, tok._.val, tok._.num = "NUM", int(tok.text), int(tok.text)
                continue
            hit = self.data.classify(tok.lower_, tok.lemma_.lower() if tok.lemma_ else tok.lower_)
            if hit:
                tok._.cls, tok._.val = hit
                if hit[0] == "NUM":
                    tok._.num = int(hit[1])
        return doc


@Language.factory("patience_lexicon", default_config={"language": "nl", "root": None})
def make_lexicon(nlp: Language, name: str, language: str, root: str | None) -> Lexicon:
    return Lexicon(load_lang(language, Path(root) if root else None))


# ----------------------------------------------------------------------------- rules


def _values(span: Span, key: str) -> list[Any]:
    return [t._.val for t in span if t._.cls == key]


def resolve(spec: Any, span: Span) -> Any:
    """A pattern value: a literal, or a reference to the matched tokens (None if missing)."""
    if not (isinstance(spec, str) and spec.startswith("$")):
        return spec
    nums, ranks = _values(span, "NUM"), _values(span, "RANK")
    ref = spec[1:]
    try:
        if ref == "NUM":
            return nums[0]
        if ref == "NUM2":
            return nums[1]
        if ref == "NUM*NUM2":
            return nums[0] * nums[1]
        if ref == "NUM,NUM2":
            return [nums[0], nums[1]]
        if ref == "NUM*NUM2,1":
            return [nums[0] * nums[1], 1]
        if ref == "PACK_OF_NUM":
            return PACK_SIZES.get(nums[0])
        if ref == "PACK_OF_NUM2":
            return PACK_SIZES.get(nums[1])
        if ref == "RANK":
            return ranks[0]
        if ref == "RANK2":
            return ranks[1]
        if ref == "RANGE_DIR":
            a, b = RANK_ORDER.index(ranks[0]), RANK_ORDER.index(ranks[1])
            return "up" if b > a else "down" if b < a else None
        if ref == "DIRS":
            return list(dict.fromkeys(_values(span, "DIR"))) or None
        if ref in ("MULT", "DECK", "DIR"):
            return _values(span, ref)[0]
    except IndexError:
        return None
    return None


def _foundation_word(tok: Token) -> bool:
    return tok._.cls == "ROLE" and str(tok._.val).startswith("foundation")


class Rules:
    """The language's Matcher patterns plus the foundation-bases rule; fills doc._.candidates."""

    def __init__(self, nlp: Language, data: LangData, group_confidence: float):
        self.data = data
        self.group_confidence = group_confidence
        self.group_id = f"{data.language}.foundation.n-rank-bases"
        self.matcher = Matcher(nlp.vocab, validate=True)
        self.patterns = {p.id: p for p in data.pattern}
        for p in data.pattern:
            try:
                self.matcher.add(p.id, [p.pattern])
            except Exception as exc:  # spaCy's pattern validation
                first = str(exc).strip().splitlines()
                raise PatienceError(f"extract/{data.language}.toml: pattern {p.id}: {first[-1] if first else exc}") from None

    def _elsewhere(self, sent: Span) -> bool:
        """A sentence about building elsewhere ("Bij het vormen van mariages …")."""
        words = set(self.data.groups.not_foundation)
        return any(t.lower_ in words or t.lemma_.lower() in words for t in sent)

    def _in_scope(self, scope: str, window: int, sent: Span, start: int, end: int) -> bool:
        if scope == "any":
            return True
        if self._elsewhere(sent):
            return False
        words = [t.i for t in sent if _foundation_word(t)]
        if scope == "foundation-sentence":
            return bool(words)
        return any(start - window <= i < end + window for i in words)

    def __call__(self, doc: Doc) -> Doc:
        found: dict[tuple[str, int], list[tuple[int, int]]] = {}
        for match_id, start, end in self.matcher(doc):
            pid = doc.vocab.strings[match_id]
            sent = doc[start].sent
            if doc[end - 1].sent.start != sent.start:
                continue
            pattern = self.patterns[pid]
            if not self._in_scope(pattern.scope, pattern.window, sent, start, end):
                continue
            found.setdefault((pid, sent.start), []).append((start, end))
        best: list[tuple[str, int, int]] = []
        for (pid, _), spans in found.items():  # the shortest matches that do not overlap
            kept: list[tuple[int, int]] = []
            for start, end in sorted(spans, key=lambda se: (se[1] - se[0], se[0])):
                if all(end <= a or start >= b for a, b in kept):
                    kept.append((start, end))
            best += [(pid, a, b) for a, b in kept]
        out = []
        for pid, start, end in sorted(best, key=lambda m: (m[1], m[2])):
            span = doc[start:end]
            pattern = self.patterns[pid]
            for field, spec in pattern.values.items():
                value = resolve(spec, span)
                if value is None:
                    continue
                if field == "foundation.base" and not isinstance(value, list):
                    value = [value]
                out.append(self._candidate(field, value, span.sent, span, pid, pattern.confidence))
        out += self._foundation_groups(doc)
        doc._.candidates = out
        return doc

    def _foundation_groups(self, doc: Doc) -> list[dict[str, Any]]:
        """Bases and their number: "de vier azen als grondkaarten", "the eight aces and the eight twos"."""
        out = []
        sents = list(doc.sents)
        for k, sent in enumerate(sents):
            if not any(_foundation_word(t) for t in sent) or self._elsewhere(sent):
                continue
            pairs = _rank_pairs(sent, self.data.groups.not_after)
            evidence = sent
            if not pairs and k > 0:
                ranks = {t._.val for t in sent if t._.cls == "RANK"}
                pairs = [p for p in _rank_pairs(sents[k - 1], self.data.groups.not_after) if p[1] in ranks]
                evidence = doc[sents[k - 1].start : sent.end]
            if not pairs:
                continue
            bases = list(dict.fromkeys(rank for _, rank, _ in pairs))
            match = doc[min(i for _, _, i in pairs) - 1 : max(i for _, _, i in pairs) + 1]
            if len(pairs) > 1 and any(t.lower_ in self.data.groups.either for t in match):
                # "de acht zessen, de acht boeren of de acht azen": one of them, chosen by the deal
                bases, pairs = ["varies"], pairs[:1]
            out.append(self._candidate("foundation.base", bases, evidence, match, self.group_id, self.group_confidence))
            out.append(self._candidate("foundation.count", sum(n for n, _, _ in pairs), evidence, match,
                                       self.group_id, self.group_confidence))
        return out

    @staticmethod
    def _candidate(field: str, value: Any, sent: Span, match: Span, pid: str, confidence: float) -> dict[str, Any]:
        text = sent.text
        lead = len(text) - len(text.lstrip())
        return {
            "field": field, "value": value, "start": sent.start_char + lead,
            "end": sent.start_char + len(text.rstrip()), "match": [match.start_char, match.end_char],
            "pattern": pid, "confidence": confidence,
        }


def _rank_pairs(sent: Span, not_after: list[str]) -> list[tuple[int, str, int]]:
    """(number, rank, token index) for "NUM RANK" with a number above one ("vier azen", "eight twos"),
    unless a word of `not_after` stands up to three tokens before ("tot en met de vier heeren")."""
    pairs = []
    for tok in sent:
        if tok._.cls == "RANK" and tok.i > sent.start:
            prev = tok.doc[tok.i - 1]
            before = {t.lower_ for t in tok.doc[max(sent.start, tok.i - 5) : tok.i - 1]}
            if prev._.cls == "NUM" and isinstance(prev._.val, int) and prev._.val > 1 and not before & set(not_after):
                pairs.append((prev._.val, tok._.val, tok.i))
    return pairs


@Language.factory("patience_rules", default_config={"language": "nl", "root": None, "group_confidence": 0.8})
def make_rules(nlp: Language, name: str, language: str, root: str | None, group_confidence: float) -> Rules:
    return Rules(nlp, load_lang(language, Path(root) if root else None), group_confidence)


# ----------------------------------------------------------------------------- building


def build(language: str, root: Path | None = None) -> Language:
    """A fresh pipeline for one language; no model is downloaded."""
    load_lang(language, root)  # a malformed data file fails here, with its name
    nlp = spacy.blank(language)
    nlp.add_pipe("patience_sentences")
    if language == "ru":
        nlp.add_pipe("patience_ru_morph")
    else:
        nlp.add_pipe("lemmatizer", config={"mode": "lookup", "overwrite": True})
    config = {"language": language, "root": str(root) if root else None}
    nlp.add_pipe("patience_lexicon", config=config)
    nlp.add_pipe("patience_rules", config=config)
    try:
        nlp.initialize()
    except (ValueError, OSError) as exc:
        raise PatienceError(f"cannot build the {language} pipeline: {exc} (is spacy-lookups-data installed?)") from None
    return nlp


_CACHE: dict[tuple[str, str], Language] = {}


def pipeline(language: str, root: Path | None = None) -> Language:
    """The cached pipeline for a language, keyed by its data file's content (rebuilt when it changes)."""
    import hashlib

    from .lang import lang_path

    path = lang_path(language, root)
    digest = hashlib.sha1(path.read_bytes()).hexdigest() if path.is_file() else ""
    key = (language, digest)
    if key not in _CACHE:
        _CACHE[key] = build(language, root)
    return _CACHE[key]
