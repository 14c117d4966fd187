"""Person-name utilities shared by the parsers and the database service.

Names are kept as printed; these helpers only compare them. A printed author
("Z. Ye", "ZHONG, Yinmin", "Hanyu Zhao (赵汉宇)") is matched to the names a
lab member is known by, at two strengths: full (2) and initials-only (1),
so the caller can prefer full matches and report ambiguous initials.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from . import lazy_re
from .author_lists import has_et_al, split_authors  # noqa: F401  (found here by the modules that read names)
from .name_forms import capitalised, caps_are_initials, is_suffix, without_suffix_words
from .pinyin_families import is_pinyin_family_name

# What a marker printed after (or before) an author's name means when no legend says.
DEFAULT_LEGEND = {
    "*": "equal",
    "†": "equal",
    "‡": "equal",
    "§": "equal",
    "#": "equal",
    "✉": "corresponding",
    "✝": "corresponding",
}

_SUP_RE = lazy_re.compile(r"<sup>(.*?)</sup>", re.I | re.S)
_TAG_RE = lazy_re.compile(r"</?[a-zA-Z][^<>]*>")
_MARKER_RE = lazy_re.compile(r"\\?[*†‡§#✉✝]|\^")
_NOTE_RE = lazy_re.compile(
    r"\((?:advisor|adviser|supervisor|mentor|student|intern|corresponding(?: author)?|"
    r"equal contributions?|contributed equally|(?:co-?|joint[ -])first(?:[ -]authors?)?|presenter|speaker)\)",
    re.I,
)
_EQUAL_NOTE_RE = lazy_re.compile(
    r"\((?:equal contributions?|contributed equally|(?:co-?|joint[ -])first\b[^()]*)\)", re.I
)
_CORRESPONDING_NOTE_RE = lazy_re.compile(r"\(corresponding(?: author)?\)", re.I)
_PAREN_RE = lazy_re.compile(r"\s*[(（]([^()（）]*)[)）]\s*")
_SPACE_RE = lazy_re.compile(r"\s+")
_NON_WORD_RE = lazy_re.compile(r"[^\w\s]")
# Letters, spaces, dots, commas, apostrophes and hyphens only: no markup, marker, note or digit to strip.
_PLAIN_NAME_RE = lazy_re.compile(r"(?:[^\W\d_]|[ .,'’-])*")
_INITIAL_AT_END_RE = lazy_re.compile(r"\b(?:\w|[JS]r|Jnr|Snr)\.$")  # an initial's stop, or "Jr."'s
_LOOSE_EMPHASIS_RE = lazy_re.compile(r"(?<!\w)[_`]|[_`](?!\w)")
_TRAILING_DIGITS_RE = lazy_re.compile(r"\d+$")


def strip_markers(raw: str, legend: dict[str, str] | None = None) -> tuple[str, bool, bool]:
    """Remove markup and contribution markers from one printed author.

    Returns (name, equal_contribution, corresponding). `legend` maps a marker
    character to "equal" or "corresponding" when the document prints a
    footnote legend; otherwise * † ‡ mean equal contribution and ✉ means
    corresponding author.
    """
    if _PLAIN_NAME_RE.fullmatch(raw or ""):  # most names: nothing below would change but the spaces and ends
        return _tidy(raw or ""), False, False
    legend = {**DEFAULT_LEGEND, **(legend or {})}
    text = raw or ""
    if "<" in text:  # markup; each step below is skipped when what it looks for is not there at all
        text = _SUP_RE.sub(lambda m: m.group(1), text)
        text = _TAG_RE.sub("", text)
    text = text.replace("**", "").replace("__", "")  # bold, not a marker
    corresponding = equal = False
    if "(" in text:
        corresponding = bool(_CORRESPONDING_NOTE_RE.search(text))
        equal = bool(_EQUAL_NOTE_RE.search(text))  # "Wei Lin (co-first author)": the note is the mark
        text = _NOTE_RE.sub("", text)
    for marker in _MARKER_RE.findall(text):
        meaning = legend.get(marker.lstrip("\\"))
        if meaning == "equal":
            equal = True
        elif meaning == "corresponding":
            corresponding = True
    text = _MARKER_RE.sub("", text)
    text = text.replace("**", "").replace("__", "")
    if "_" in text or "`" in text:
        text = _LOOSE_EMPHASIS_RE.sub("", text)
    text = _TRAILING_DIGITS_RE.sub("", text.strip())  # affiliation superscripts printed inline: "Ann Lee1"
    return _tidy(text), equal, corresponding


def _tidy(text):
    """Spaces made single; commas, semicolons and colons at the ends dropped, and dots unless an initial's."""
    text = text.strip()
    return _SPACE_RE.sub(" ", text).strip(" ,;.:" if not _INITIAL_AT_END_RE.search(text) else " ,;:")


# Titles printed before a name, in the languages CVs are written in: "Prof. Dr.", "Dr. rer. nat.",
# "PD Dr.", "Dott.ssa", "Prof.ª", "Sra.", "Mag.", "Dipl.-Ing.", "Dr.-Ing.". Dots are optional ("Prof Dr").
_LEADING_TITLE = (
    r"(?:(?:Prof(?:essor(?:in)?|\.?ssa|\.?ª|a)?|Dr(?:a|\.?ssa)?|Dott(?:\.?ssa)?|Assoc\.?\s+Prof|Asst\.?\s+Prof|"
    r"PD|Pr|Mr|Ms|Mrs|Mx|Mme|Mlle)(?:\.|(?=\s))"
    # short titles that could be a given name ("Ing", "Sr") only with their dot
    r"|(?:Univ\.?-Prof|Priv\.?-Doz|Sr|Sra|Srta|Mag|Ing|Dipl\.?-\w+|Dr\.?-\w+|Hon)\.)"
    r"(?:\s*(?:rer\.\s*nat|med(?:\.\s*dent)?|phil|habil|sc\.\s*hum|ing|oec|jur|h\.\s*c)\.)*"
)
# Degrees and fellowships printed after a name: ", MD, MPH", " MD PhD", ", M.Sc.", ", FRCP(C)", ", PhD".
# Two capitals alone ("MA", "MS", "BA") may be a family name ("Jun MA"): a degree only after a comma.
_DEGREE_LETTERS = (
    r"(?:Ph\.?\s?D|M\.?\s?D|D\.?\s?Phil|Dr\.?\s?P\.?\s?H|M\.?\s?P\.?\s?H|M\.?\s?B\.?\s?B\.?\s?S|M\.?\s?Sc|"
    r"B\.?\s?Sc|D\.?\s?Sc|M\.?\s?Eng|B\.?\s?Eng|M\.?\s?B\.?\s?A|Pharm\.?\s?D|Psy\.?\s?D|Ed\.?\s?D|"
    r"M\.?\s?B\.?\s?Ch\.?\s?B|B\.?\s?M\.?\s?B\.?\s?Ch|F\.R\.[A-Z]\.(?:[A-Z]\.)?|(?:F[A-Z]{2,6}|MRC[A-Z]{1,3})(?:\([A-Z][A-Za-z]{0,8}\))?|Jr|II|III)\.?"
)
_SHORT_DEGREE = r"(?:M\.?\s?A|B\.?\s?A|M\.?\s?S|B\.?\s?S|J\.?\s?D|R\.?\s?N|Sr)\.?"
_HONORIFIC_RE = lazy_re.compile(
    rf"^(?:{_LEADING_TITLE}\s+)+|(?:,\s*(?:{_DEGREE_LETTERS}|{_SHORT_DEGREE})|\s+{_DEGREE_LETTERS})+$",
)


def without_titles(name: str) -> str:
    """The name without the titles before it and the degrees after it.

    "Prof. Dr. Jens Hallberg", "Dr. rer. nat. Ana Ruiz", "Dott.ssa Ana Ruiz", "Ana Ruiz, MD, MPH",
    "Ana Ruiz MD PhD" and "Ana Ruiz, M.Sc." all give the name alone. This is the one rule every
    reader of a person's name uses.
    """
    name = (name or "").strip()
    bare = _HONORIFIC_RE.sub("", name).strip(" ,")
    return bare or name


_TITLES_IN_TEXT_RE = lazy_re.compile(rf"(?<![\w.])(?:{_LEADING_TITLE}\s+)+")


def without_titles_in(text: str) -> str:
    """A phrase naming people with the titles before each name dropped: "Prof. A B & Dr. C D" -> "A B & C D"."""
    return _TITLES_IN_TEXT_RE.sub("", text or "")


# Nouns of an institution in the languages CVs are written in: a line holding one is not a name.
INSTITUTION_WORD_RE = lazy_re.compile(
    r"\b(?:Universit(?:y|ät|aet|é|e|à|a|y|eit|et|at)|Universidad|Universidade|Uniwersytet|Hochschule|Fachhochschule|"
    r"Akademie|Academy|Académie|Accademia|Academia|Institut|Institute|Instituto|Istituto|Insitute|Hospital|Hôpital|"
    r"Ospedale|Klinik|Klinikum|Clinic|Clínica|Clinique|College|Collège|Colegio|School|Schule|École|Ecole|Escuela|"
    r"Escola|Scuola|Center|Centre|Centro|Zentrum|Laboratory|Laboratoire|Laboratorio|Laboratório|Labor|Department|"
    r"Departamento|Dipartimento|Département|Fakultät|Faculty|Faculté|Facultad|Faculdade|Facoltà|Politecnico|"
    r"Polytechnique|Stiftung|Foundation|Fundación|Fundação|Fondazione|Society|Gesellschaft|Ministry|Ministerium|"
    r"Ministère|Ministerio)\b|大学|学院|研究所|研究院|医院",
    re.I,
)


def names_an_institution(text: str) -> bool:
    """True when a line names an institution ("Universität Oldenburg", "Institut Pasteur"), never a person."""
    return bool(INSTITUTION_WORD_RE.search(text or ""))


def advisor_names(value) -> list[str]:
    """Advisors as a document lists them (a list, or "A and B", "A; B"), whole names without titles."""
    items = (
        value
        if isinstance(value, list)
        else re.split(rf"\s*(?:;|&|\band\b|,(?!\s*{_DEGREE_LETTERS}(?!\w)))\s*", str(value or ""))
    )
    names = []
    for item in items:
        if isinstance(item, dict):
            item = item.get("name") or ""
        name = without_titles(re.sub(r"\s*\(.*?\)\s*", " ", str(item)).strip(" .,;"))
        if name and name not in names:
            names.append(name)
    return names


def settle_lone_mark(authors: list) -> str | None:
    """A mark on one author only means nothing shared: clear it and say why (None when fine).

    "Ana Ruiz, Bo Li, Chen Wu*" with no legend is more likely a corresponding author or a
    footnote than an equal contribution with no one; the mark is reported, not applied.
    """
    marked = [a for a in authors if a.equal_contribution]
    if len(marked) == 1 and len(authors) > 1:
        marked[0].equal_contribution = False
        return f"equal-contribution mark on one author only ({marked[0].name}); not applied"
    return None


# Letters NFKD leaves whole (no accent to take off), spelled as their writers spell them in ASCII:
# "Radosław" is "Radoslaw" and "Søren" is "Soren" in an English list of the same paper.
_UNDECOMPOSED = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "ß": "ss", "ẞ": "SS"}
    | {"æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ı": "i", "þ": "th", "Þ": "Th", "ħ": "h", "Ħ": "H"}
)


def _fold(text: str) -> str:
    if text.isascii():
        return text
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).translate(_UNDECOMPOSED)


def _tokens(name: str) -> list[str]:
    """Given names first, family name last, lower case without accents."""
    return list(_folded_tokens(name))  # a list of the caller's own


@lru_cache(maxsize=8192)  # a lab's names come again paper after paper, and each is compared several times
def _folded_tokens(name: str) -> tuple[str, ...]:
    name = strip_markers(name)[0]
    if "(" in name or "（" in name:  # what _PAREN_RE needs to match
        name = _PAREN_RE.sub(" ", name)
    name = name.strip()
    if "," in name:
        family, _, given = name.partition(",")
        head, comma, tail = given.rpartition(",")
        name = f"{head if comma and is_suffix(tail) else given} {family}"  # "Ode, Marvin Tal, Jr."
    words = name.split()
    if len(words) > 1 and not all(w.isupper() for w in words):
        words = _initials_run_together_apart(words)
    # "ZHONG Yinmin": the one all-caps word among mixed-case words is the family name.
    caps = [w for w in words if len(w) > 1 and w.isupper() and w.isalpha()]
    if len(words) > 1 and len(caps) == 1 and caps[0] != words[-1] and not all(w.isupper() for w in words):
        words.remove(caps[0])
        words.append(caps[0])
    folded = _fold(" ".join(words)).casefold()
    folded = folded.replace("-", " ").replace("'", "").replace("’", "")
    folded = _NON_WORD_RE.sub(" ", folded)
    words = folded.split()
    if "mc" in words[:-1]:  # "Mc Quillan" is "McQuillan" printed apart
        at = words.index("mc")
        words[at : at + 2] = ["mc" + words[at + 1]]
    return tuple(without_suffix_words(words))


def _initials_run_together_apart(words: list[str]) -> list[str]:
    """ "JP Smith" -> J P Smith; "Okafor CN" (family first, as medicine prints it) -> C N Okafor.

    Capitals that are a family name ("Wei LI", "ZHANG Wei") stay one word (name_forms.caps_are_initials).
    """
    runs = [i for i, w in enumerate(words) if len(w) > 1 and w.isalpha() and w.isupper() and caps_are_initials(w)]
    if not runs:
        return words
    if runs == [len(words) - 1]:
        return list(words[-1]) + words[:-1]
    return [part for i, w in enumerate(words) for part in (list(w) if i in runs else [w])]


def name_tokens(name: str) -> list[str]:
    """A name's words, given names first and the family name last, folded: "García-López, José" -> [jose, garcia, lopez]."""
    return _tokens(name)


def normalise_name(name: str) -> str:
    """'Zhong, Yinmin', 'YINMIN ZHONG' and 'Yínmin  Zhong' all give 'yinmin zhong'."""
    return " ".join(_tokens(name))


def _is_initials(tokens: list[str]) -> bool:
    return len(tokens) >= 2 and all(len(t) == 1 for t in tokens[:-1])


def _initials_forms(tokens: list[str]) -> set[str]:
    if len(tokens) < 2:
        return set()
    given, family = tokens[:-1], tokens[-1]
    forms = {" ".join([t[0] for t in given] + [family]), f"{given[0][0]} {family}"}
    # "Yinmin" may be printed "Y.-M.": split a given name at syllable guesses is unsafe,
    # so only the hyphenated spelling ("Yin-Min") yields two initials, via _tokens.
    return forms


def name_keys(name: str) -> set[str]:
    """The full key and the initials keys of a name: {'yinmin zhong', 'y zhong'}."""
    tokens = _tokens(name)
    if not tokens:
        return set()
    return {" ".join(tokens)} | _initials_forms(tokens)


def _variants(name: str) -> list[str]:
    """A name and any name given in parentheses after it ("Hanyu Zhao (赵汉宇)")."""
    name = name or ""
    inner = [m.group(1).strip() for m in _PAREN_RE.finditer(name) if m.group(1).strip()]
    outer = _PAREN_RE.sub(" ", name).strip()
    return [v for v in [outer, *inner] if v]


def match_strength(printed: str, person_names: list[str]) -> int:
    """0: no match; 1: through initials ("Z. Ye" ~ "Zhiyu Ye"); 2: the full name.

    Every part the printed name gives must agree with one of the person's names: the family
    name in full, a full given name with a full given name ("Pia Szabo" never matches
    "Priya Szabó", not even through her other name "P. Szabó"), an initial with the initial.
    Accents and case are ignored.
    """
    best = 0
    for candidate in _variants(printed):
        tokens = _tokens(candidate)
        if not tokens:
            continue
        full = " ".join(tokens)
        compact = full.replace(" ", "")
        for known in person_names:
            for variant in _variants(known):
                known_tokens = _tokens(variant)
                if not known_tokens:
                    continue
                known_full = " ".join(known_tokens)
                if full == known_full or (len(tokens) == 1 and compact == known_full.replace(" ", "")):
                    return 2
                if sorted(tokens) == sorted(known_tokens) and len(tokens) > 1:
                    return 2  # family name printed first without a comma
                if len(tokens) > 1 and len(known_tokens) > 1 and tokens[-1] == known_tokens[-1]:
                    best = max(best, _given_names_agree(tokens[:-1], known_tokens[:-1]))
                elif len(tokens) > 1 and len(known_tokens) == 2 and tokens[-1] == known_tokens[0]:
                    # "T. Zhang" is "Zhang Tao", a Chinese name the member page writes family first
                    if is_pinyin_family_name(known_tokens[0]):
                        best = max(best, _given_names_agree(tokens[:-1], known_tokens[1:]))
    return best


def _given_names_agree(printed: list[str], known: list[str]) -> int:
    """2: the same full given names; 1: they agree through initials or leave a middle name out; 0: they conflict."""
    if "".join(printed) == "".join(known) and all(len(t) > 1 for t in printed):
        return 2  # "Yin-Min" and "Yinmin"
    return _given_names_in_place(printed, known) or _given_names_in_order(printed, known)


def _given_names_in_order(printed: list[str], known: list[str]) -> int:
    """1 when the printed words are the person's first given name and some of the others, in order: a middle
    name left out before a family name of two words ("Lucía Ibarra Montoya" ~ "Lucía Fernanda Ibarra Montoya")."""
    if not printed or not known or not _word_fits(printed[0], known[0]):
        return 0
    rest = iter(known[1:])
    return 1 if all(any(_word_fits(mine, theirs) for theirs in rest) for mine in printed[1:]) else 0


def _word_fits(mine: str, theirs: str) -> bool:
    """A full word is confirmed by the same word only, an initial by a word it begins."""
    return mine == theirs if len(mine) > 1 else mine == theirs[0]


def _given_names_in_place(printed: list[str], known: list[str]) -> int:
    strength = 2
    for index, mine in enumerate(printed):
        if index >= len(known):
            if len(mine) > 1:
                return 0  # a full given name the person does not have
            strength = 1  # a middle initial the person's name leaves out
            continue
        theirs = known[index]
        if len(mine) > 1 and len(theirs) > 1:
            if mine != theirs:
                return 0
        elif len(mine) == 1:
            if mine != theirs[0]:
                return 0
            strength = 1
        else:
            return 0  # a full given name is confirmed only by a full given name
    return 1 if len(known) > len(printed) else strength


def gives_only_initials(printed: str) -> bool:
    """True when a printed name gives no full given name ("Z. Ye", "Y.-M. Zhong")."""
    tokens = _tokens(_variants(printed)[0] if _variants(printed) else printed)
    return len(tokens) > 1 and all(len(t) == 1 for t in tokens[:-1])


def name_matches(printed: str, person_names: list[str]) -> bool:
    """True when the printed author is plausibly one of the person's names."""
    return match_strength(printed, person_names) > 0


_CAPS_WORD_RE = lazy_re.compile(r"(?<![\w'’-])[^\W\d_][\w'’-]+")


def title_case_name(name: str) -> str:
    """'YINMIN ZHONG' -> 'Yinmin Zhong'; 'Yihao ZHAO' -> 'Yihao Zhao'; 'CHEN Yue' -> 'Yue Chen'; initials kept."""
    words = name.split()
    if (
        len(words) in (2, 3)
        and len(words[0]) > 1
        and words[0].isupper()
        and words[0].isalpha()
        and not any(w.isupper() for w in words[1:])
    ):
        words = words[1:] + words[:1]  # the family name in capitals, printed first
        name = " ".join(words)
    return _CAPS_WORD_RE.sub(_capitalised, name)


def _capitalised(match: re.Match) -> str:
    """'ØSTBY-MERCER' -> 'Østby-Mercer', "O'DWYER" -> "O'Dwyer"; words not all in capitals are kept."""
    word = match.group(0)
    return capitalised(word) if word.isupper() else word


_DBLP_NUMBER_RE = lazy_re.compile(r"\s+0\d{3}$")


def drop_dblp_number(name: str) -> str:
    """'Wei Wang 0001' -> 'Wei Wang': DBLP tells namesakes apart with a four-digit number."""
    return _DBLP_NUMBER_RE.sub("", name.strip())


# --- Han-character (Chinese) names ------------------------------------------------------

_HAN_NAME_RE = lazy_re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff]{2,4}$")
_HAN_RE = lazy_re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# Family names of two characters, and family-name readings that differ from the common reading.
_COMPOUND_FAMILY_NAMES = frozenset(
    "欧阳 司马 诸葛 上官 东方 皇甫 令狐 慕容 司徒 夏侯 公孙 长孙 宇文 轩辕 尉迟 澹台 端木 南宫 西门 独孤".split()
)
_FAMILY_READINGS = {
    "单": "shan",
    "曾": "zeng",
    "解": "xie",
    "仇": "qiu",
    "朴": "piao",
    "区": "ou",
    "查": "zha",
    "盖": "ge",
    "翟": "zhai",
    "乐": "yue",
    "覃": "qin",
    "缪": "miao",
    "贾": "jia",
    "沈": "shen",
    "柏": "bai",
    "秘": "bi",
    "万俟": "moqi",
    "长": "chang",
    "重": "chong",
    "都": "du",
}


def is_han_name(name: str) -> bool:
    """'王伟', '欧阳娜娜': a person's name written in two to four Han characters."""
    return bool(_HAN_NAME_RE.match((name or "").strip()))


def has_han(text: str) -> bool:
    return bool(_HAN_RE.search(text or ""))


@lru_cache(maxsize=4096)
def han_romanisations(name: str) -> tuple[str, ...]:
    """Pinyin spellings of a Han name, given name first then family name first: 王小明 -> ('Xiaoming Wang', 'Wang Xiaoming')."""
    from pypinyin import lazy_pinyin  # a large table; loaded when a Han name is met

    name = (name or "").strip()
    if not is_han_name(name):
        return ()
    family_length = 2 if name[:2] in _COMPOUND_FAMILY_NAMES and len(name) >= 3 else 1
    if len(name) - family_length > 2:
        return ()  # a given name of three characters is no Chinese one: "山本健太" is Japanese, not read in pinyin
    family, given = name[:family_length], name[family_length:]
    family_pinyin = _FAMILY_READINGS.get(family) or "".join(lazy_pinyin(family))
    given_pinyin = "".join(lazy_pinyin(given))
    if not family_pinyin.isalpha() or not given_pinyin.isalpha():
        return ()
    family_pinyin, given_pinyin = family_pinyin.capitalize(), given_pinyin.capitalize()
    return (f"{given_pinyin} {family_pinyin}", f"{family_pinyin} {given_pinyin}")


def romanise_han_name(name: str) -> str | None:
    """The usual English spelling of a Han name, given name first ('王小明' -> 'Xiaoming Wang'), or None."""
    spellings = han_romanisations(name)
    return spellings[0] if spellings else None


def han_name_matches(han: str, latin: str) -> bool:
    """True when `latin` is a pinyin spelling of the Han name, in either order ('Wang Xiaoming', 'Xiao-Ming Wang')."""
    spellings = han_romanisations(han)
    if not spellings or has_han(latin):
        return False
    printed = "".join(sorted(_tokens(latin)))
    compact = {"".join(sorted(_tokens(s))) for s in spellings}
    if printed in compact:
        return True
    joined = "".join(_tokens(latin))  # "Xiao Ming Wang" / "Xiao-Ming Wang": the given name in two pieces
    return any(joined in ("".join(_tokens(s)), "".join(reversed(_tokens(s)))) for s in spellings) or any(
        sorted(_given_joined(latin)) == sorted(_tokens(s)) for s in spellings
    )


def _given_joined(latin: str) -> list[str]:
    """'Xiao Ming Wang' -> ['xiaoming', 'wang'] (the given name printed in syllables)."""
    tokens = _tokens(latin)
    return ["".join(tokens[:-1]), tokens[-1]] if len(tokens) > 2 else tokens
