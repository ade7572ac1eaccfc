"""spaCy pipelines for extraction, built offline from blank `nl`, `ru`, `en` pipelines.

Components, registered with spaCy's registry by name (defaults as config):
- `patience_sentences`: sentence starts at line breaks and after . ! ? before a non-lower-case word;
- `lemmatizer` (lookup tables from spacy-lookups-data) for Dutch and English;
  `patience_ru_morph` for Russian: pymorphy3 on the modern-orthography shadow, mapped back;
- `patience_lexicon`: the class (NUM, MULT, ORD, RANK, DECK, ROLE, DIR) and value of each token,
  from `extract/<lang>.toml`, by lower-case form or lemma; CARD (its rank) for a card named by suit and
  rank ("hartenheer");
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
for _name in ("cls", "val", "modern", "base"):
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
            elif tok.is_alpha and (card := self.data.suit_card(tok.lower_)):
                tok._.cls, tok._.val = "CARD", card  # "hartenheer", "ruitentwee": one card, named by suit and rank
            elif tok.is_alpha:
                base = self.data.rank_pile(tok.lower_)
                if base:  # "heerenpakjes", "azenpakjes": the foundation piles founded on that rank
                    tok._.cls, tok._.val, tok._.base = "ROLE", "foundation", base
        return doc


@Language.factory("patience_lexicon", default_config={"language": "nl", "root": None})
def make_lexicon(nlp: Language, name: str, language: str, root: str | None) -> Lexicon:
    return Lexicon(load_lang(language, Path(root) if root else None))


# ----------------------------------------------------------------------------- rules


#: Tokens between the cards of a list ("de volgende kaarten: hartenheer, schoppenaas, …, en klaverenboer").
LIST_JOINERS = {",", ":", ";", "en", "and", "и"}


def _listed_ranks(span: Span) -> list[str]:
    """The ranks of the cards listed right after a match."""
    out = []
    for tok in span.doc[span.end : span.sent.end]:
        if tok._.cls in ("RANK", "CARD"):
            out.append(str(tok._.val))
        elif tok.lower_ not in LIST_JOINERS:
            break
    return out


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
        if ref == "NUMMAX":
            return max(nums)
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
        if ref == "NUM-1":
            return nums[0] - 1
        if ref == "NUM+1":
            return nums[0] + 1
        if ref == "MULT-1":
            return _values(span, "MULT")[0] - 1
        if ref == "ORDMAX":
            return max(_values(span, "ORD"))
        if ref == "ORDMAX-1":
            return max(_values(span, "ORD")) - 1
        if ref == "RANKS":
            return list(dict.fromkeys(ranks)) or None
        if ref == "BASE":
            return next(t._.base for t in span if t._.base)
        if ref == "RANK":
            return ranks[0]
        if ref == "RANK2":
            return ranks[1]
        if ref == "LIST_RANKS":
            return list(dict.fromkeys(_listed_ranks(span))) or None
        if ref == "LIST_COUNT":
            return len(_listed_ranks(span)) or None
        if ref == "RANKS*4":  # "Men neemt de negens en tienen uit het spel": four of each rank per pack
            return 4 * len(dict.fromkeys(ranks)) or None
        if ref == "RANK_RANGE":  # "двойка, тройка, четверка и др. до короля включительно": every rank between
            a, b = RANK_ORDER.index(ranks[0]), RANK_ORDER.index(ranks[-1])
            step = 1 if b >= a else -1
            return list(RANK_ORDER[a : b + step : step]) if b + step >= 0 else list(RANK_ORDER[a::step])
        if ref == "RANGE_DIR":
            a, b = RANK_ORDER.index(ranks[0]), RANK_ORDER.index(ranks[1])
            return "up" if b > a else "down" if b < a else None
        if ref == "DIRS":
            return list(dict.fromkeys(_values(span, "DIR"))) or None
        if ref in ("MULT", "DECK", "DIR"):
            return _values(span, ref)[0]
    except (IndexError, StopIteration, ValueError):
        return None
    return None


def _foundation_word(tok: Token) -> bool:
    return tok._.cls == "ROLE" and str(tok._.val).startswith("foundation")


#: Rank orders a listed building order is read in (whist; piquet, with no two to six).
ORDERS = (RANK_ORDER, ("A", "7", "8", "9", "10", "J", "Q", "K"))
STEPS = {1: "up", -1: "down", 2: "up-by-2", -2: "down-by-2"}


def sequence_direction(ranks: list[str]) -> str | None:
    """The direction of a listed building order ("drie, vijf, zeven, negen, boer": up-by-2), turning
    from king to ace, in the whist or the piquet order; None when the steps differ."""
    for order in ORDERS:
        if not all(r in order for r in ranks):
            continue
        n = len(order)
        steps = {(order.index(b) - order.index(a)) % n for a, b in zip(ranks, ranks[1:])}
        if len(steps) == 1:
            step = steps.pop()
            step = step - n if step > n // 2 else step
            if step in STEPS:
                return STEPS[step]
    return None


class Rules:
    """The language's Matcher patterns plus the foundation-bases and building-order rules; fills
    doc._.candidates.

    Foundation scopes are decided twice: first by the foundation words alone, then, once bases are
    known, also by the base ranks ("Op de zessen … in opklimmende volgorde") and by a sentence-initial
    anaphor after a foundation sentence ("Men legt de vier heeren op tafel uit. Daarop moeten …")."""

    def __init__(self, nlp: Language, data: LangData, group_confidence: float, sequence_confidence: float):
        self.data = data
        self.group_confidence = group_confidence
        self.sequence_confidence = sequence_confidence
        self.group_id = f"{data.language}.foundation.n-rank-bases"
        self.sequence_id = f"{data.language}.foundation.listed-order"
        self.matcher = Matcher(nlp.vocab, validate=True)
        self.patterns = {p.id: p for p in data.pattern}
        self.elsewhere_words = set(data.groups.not_foundation)
        for p in data.pattern:
            try:
                self.matcher.add(p.id, [p.pattern])
            except Exception as exc:  # spaCy's pattern validation
                first = str(exc).strip().splitlines()
                raise PatienceError(f"extract/{data.language}.toml: pattern {p.id}: {first[-1] if first else exc}") from None

    def _elsewhere(self, sent: Span) -> bool:
        """A sentence about building elsewhere ("Bij het vormen van mariages …")."""
        words = self.elsewhere_words
        return any(t.lower_ in words or t.lemma_.lower() in words for t in sent)

    def _anchors(self, doc: Doc, bases: frozenset[str]) -> tuple[dict[int, list[int]], set[int]]:
        """Per sentence start: the token indices that tie the sentence to the foundations (foundation
        words; base ranks; an anaphor opening a sentence after one with such a word; the end of a
        sentence the next one names the foundations: "Withdraw … all the sevens and all the sixes …
        These are the foundations."). Also the sentence starts named by a foundation word."""
        out: dict[int, list[int]] = {}
        named: set[int] = set()
        anaphora = set(self.data.groups.anaphora)
        sents = list(doc.sents)
        opens = [next((t for t in sent if t.is_alpha), None) for sent in sents]
        for k, sent in enumerate(sents):
            words = [t.i for t in sent if _foundation_word(t) or (bases and t._.cls == "RANK" and t._.val in bases)]
            if any(_foundation_word(t) for t in sent):
                named.add(sent.start)
            first = opens[k]
            if k > 0 and out[sents[k - 1].start] and first is not None and first.lower_ in anaphora:
                words.insert(0, first.i)
            out[sent.start] = words
        for k, sent in enumerate(sents[:-1]):
            nxt, nxt_first = sents[k + 1], opens[k + 1]
            if nxt_first is not None and nxt_first.lower_ in anaphora and nxt.start in named:
                if sent.start not in named:
                    out[sent.start] = out[sent.start] + [sent.end - 1]
                named.add(sent.start)
        return out, named

    def _in_scope(self, scope: str, window: int, sent: Span, start: int, end: int, words: list[int]) -> bool:
        if scope == "any":
            return True
        if self._elsewhere(sent):
            return False
        if scope == "foundation-sentence":
            return bool(words)
        return any(start - window <= i < end + window for i in words)

    def __call__(self, doc: Doc) -> Doc:
        matches = [(doc.vocab.strings[m], a, b) for m, a, b in self.matcher(doc)]
        out = self._candidates(doc, matches, frozenset())
        bases = frozenset(b for c in out if c["field"] == "foundation.base" for b in c["value"]
                          if b not in ("any", "varies"))
        if bases:
            out = self._candidates(doc, matches, bases)
        doc._.candidates = out
        return doc

    def _candidates(self, doc: Doc, matches: list[tuple[str, int, int]], bases: frozenset[str]) -> list[dict[str, Any]]:
        anchors, named = self._anchors(doc, bases)
        found: dict[tuple[str, int], list[tuple[int, int]]] = {}
        for pid, start, end in matches:
            sent = doc[start].sent
            if doc[end - 1].sent.start != sent.start:
                continue
            pattern = self.patterns[pid]
            if not self._in_scope(pattern.scope, pattern.window, sent, start, end, anchors[sent.start]):
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
                if spec == "$RANKS*4":
                    out[-1]["per_pack"] = True  # multiplied by the number of packs when the draft is made
        out += self._foundation_groups(doc, anchors, named, bases)
        out += self._sequences(doc, anchors)
        return out

    def _foundation_groups(self, doc: Doc, anchors: dict[int, list[int]], named: set[int],
                           bases: frozenset[str]) -> list[dict[str, Any]]:
        """Bases and their number: "de vier azen als grondkaarten", "the eight aces and the eight twos";
        once bases are known, also "de vier heeren" in a sentence tied to the foundations by a base rank."""
        out = []
        sents = list(doc.sents)
        not_after = self.data.groups.not_after
        for k, sent in enumerate(sents):
            if not anchors[sent.start] or self._elsewhere(sent):
                continue
            pairs = _rank_pairs(sent, not_after)
            evidence = sent
            if sent.start not in named:
                pairs = [p for p in pairs if p[1] in bases]  # tied by a base rank: only that rank counts
            elif not pairs and k > 0:
                ranks = {t._.val for t in sent if t._.cls == "RANK"}
                pairs = [p for p in _rank_pairs(sents[k - 1], not_after) if p[1] in ranks]
                evidence = doc[sents[k - 1].start : sent.end]
            if not pairs:
                continue
            found = list(dict.fromkeys(rank for _, rank, _ in pairs))
            match = doc[min(i for _, _, i in pairs) - 1 : max(i for _, _, i in pairs) + 1]
            if len(pairs) > 1 and any(t.lower_ in self.data.groups.either for t in match):
                # "de acht zessen, de acht boeren of de acht azen": one of them, chosen by the deal; after
                # "b.v." they are examples of any rank
                example = any(t.lower_ in self.data.groups.example for t in evidence)
                found, pairs = ["any" if example else "varies"], pairs[:1]
            out.append(self._candidate("foundation.base", found, evidence, match, self.group_id, self.group_confidence))
            out.append(self._candidate("foundation.count", sum(n for n, _, _ in pairs), evidence, match,
                                       self.group_id, self.group_confidence))
        return out

    def _sequences(self, doc: Doc, anchors: dict[int, list[int]]) -> list[dict[str, Any]]:
        """A building order listed card by card near a foundation ("De volgorde in de azenpakjes is
        daarbij: drie, vijf, zeven, negen, boer, heer": up-by-2)."""
        joiners = set(self.data.groups.joiners)
        least = self.data.groups.sequence_min
        out = []
        for sent in doc.sents:
            words = anchors[sent.start]
            if not words or self._elsewhere(sent):
                continue
            i = sent.start
            while i < sent.end:
                run = [i] if _card(doc[i]) else []
                j = i
                while run and j + 2 < sent.end and doc[j + 1].lower_ in joiners and _card(doc[j + 2]):
                    j += 2
                    run.append(j)
                laid = run and run[0] > sent.start and doc[run[0] - 1].lower_ in self.data.groups.sequence_not_after
                if len(run) >= least and not laid and any(run[0] - 15 <= w <= run[-1] + 15 for w in words):
                    direction = sequence_direction([_card(doc[k]) for k in run])
                    if direction:
                        match = doc[run[0] : run[-1] + 1]
                        out.append(self._candidate("foundation.direction", direction, sent, match, self.sequence_id,
                                                   self.sequence_confidence))
                i = j + 1
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


def _card(tok: Token) -> str:
    """The rank a token names in a listed order: a rank word, a card (hartenheer), or a number word or
    figure from two to ten."""
    if tok._.cls in ("RANK", "CARD"):
        return str(tok._.val)
    if tok._.cls == "NUM" and 2 <= tok._.num <= 10:
        return str(tok._.num)
    return ""


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


@Language.factory("patience_rules", default_config={"language": "nl", "root": None, "group_confidence": 0.8,
                                                   "sequence_confidence": 0.8})
def make_rules(nlp: Language, name: str, language: str, root: str | None, group_confidence: float,
               sequence_confidence: float) -> Rules:
    return Rules(nlp, load_lang(language, Path(root) if root else None), group_confidence, sequence_confidence)


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
