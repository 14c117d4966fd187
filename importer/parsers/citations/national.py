"""National citation standards, each read by the rule its standard gives (see styles.py).

- ABNT NBR 6023 (Brazil, every Lattes CV): "TAVARES, R. A.; MOURA, L. Title. Journal, v. 104,
  n. 3, p. 115402, 2021." - family names in capitals, ";" between authors, the year last.
- GB/T 7714 written in English (Chinese CVs): "**Lin X.**, Zhou Y., Wang H. Title[J].
  *Journal*, 2022, 215(4): 118233." - "Family I." names, the year right after the journal.
"""

from __future__ import annotations

import re

from ..statuses import status_in
from ..venues import THESIS_WORDS_RE
from .common import (
    _BOLD_CLOSE,
    _BOLD_OPEN,
    _FAMILY,
    _INITIALS,
    _MARKS,
    _YEAR,
    StyleRead,
    _strip_markup,
    looks_like_name,
    name_goes_on,
)
from .social_sciences import first_sentence

_UPPER = r"[A-ZÀ-ÖØ-Þ]"
_PARTICLE_WORDS = frozenset({"da", "das", "de", "do", "dos", "e", "del", "della", "di", "van", "von"})

# --- ABNT --------------------------------------------------------------------------------

# given names, then perhaps initials ("Petrônio C. L.", "Petrônio CL"), never a word after an initial:
# "SILVA, Petrônio C. L. Scalable Models" is the name, then the title
_ABNT_GIVEN = (
    rf"(?:{_INITIALS}|{_UPPER}[a-zà-ÿ]+(?:\s+(?:{_UPPER}[a-zà-ÿ]+|d[aeo]s?))*"
    rf"(?:\s+(?:{_INITIALS}|{_UPPER}{{1,3}}(?![\wà-ÿ.])))?)"
)
_ABNT_NAME = (
    rf"{_BOLD_OPEN}{_UPPER}[A-ZÀ-ÖØ-Þ'’-]+(?:\s+{_UPPER}[A-ZÀ-ÖØ-Þ'’-]+){{0,3}},\s*{_ABNT_GIVEN}{_BOLD_CLOSE}{_MARKS}"
)
_ABNT_RE = re.compile(
    rf"^\s*(?P<authors>{_ABNT_NAME}(?:\s*;\s*{_ABNT_NAME}){{0,60}})(?:\s*;?\s*(?P<et_al>et\s+al\.?))?\s*\.?\s+(?P<rest>.+)$"
)
_ABNT_ONE_RE = re.compile(rf"^({_BOLD_OPEN})([^,]+),\s*(.+?)({_BOLD_CLOSE}{_MARKS})$")
# ", v. 104, n. 3, p. 115402" / ", p. 12-30" / ", vol. 7": volume, number and pages after the journal
# "Revista Brasileira de Geografia, Rio de Janeiro, v. 12": the place of publication after the journal
_ABNT_PLACE_RE = re.compile(
    r",\s*(?P<place>[A-ZÀ-Ý][\w'’-]+(?:\s+(?:(?:de|do|da|dos|das|del|di)\s+)?[A-ZÀ-Ý][\w'’-]+){0,3})$"
)
_JOURNAL_PART_RE = re.compile(r"(?:Section|Series|Part|Seção|Secção|Série|Serie|Sección|Parte)\b", re.I)
_ABNT_NUMBERS_RE = re.compile(r",\s*(?:v\.|vol\.|n\.|p\.|pp\.)\s*\S")


# a chapter: "In: FAMILY, I. (Org.). Book title. City: Publisher, 2019. p. 3-21."
# A book's imprint, its place, publisher and year: "São Paulo: Editora Pebble, 2019." (the edition may come first)
_ABNT_IMPRINT_RE = re.compile(
    rf"^\s*(?:\d{{1,2}}\.?\s*ed\.\s*)?[A-ZÀ-Þ][^:;,.\d]{{1,40}}:\s*(?P<publisher>[^:;,]{{2,80}}),\s*(?P<year>{_YEAR})\.?\s*$"
)
# ABNT's "[S.l.]" and "[s.n.]": no place, no publisher printed
_SINE_LOCO_RE = re.compile(r",?\s*\[\s*[Ss]\.\s*[LlNn]\.\s*\]")
_ABNT_BOOK_RE = re.compile(
    r"\s*In:\s*[^()]{2,300}?\((?:Eds?|Orgs?|Coords?|Dirs?|Hrsg)\.?\)\.?\s*(?P<book>[^.]{3,200}?)\s*\.", re.I
)


def _family_case(family: str) -> str:
    """ "DOS SANTOS" -> "dos Santos", "TAVARES-LIMA" -> "Tavares-Lima"."""
    words = family.split()
    return " ".join(
        w.lower() if w.lower() in _PARTICLE_WORDS and i < len(words) - 1 else w.title() for i, w in enumerate(words)
    )


def read_abnt(text: str) -> StyleRead | None:
    match = _ABNT_RE.match(text)
    if not match:
        return None
    names = []
    for piece in re.split(r"\s*;\s*", match.group("authors").strip()):
        bold, family, given, close = _ABNT_ONE_RE.match(piece).groups()
        names.append(f"{bold}{given.strip()} {_family_case(family.strip())}{close}")
    if not any(len(re.sub(r"\W", "", n.split()[-1])) >= 3 for n in names):
        return None
    title, after = first_sentence(match.group("rest"))
    numbered = _ABNT_NUMBERS_RE.search(match.group("rest"))
    if numbered and not _ABNT_NUMBERS_RE.search(after):  # "... modelo de SES. ABCustos, v. 19": the journal is
        before = match.group("rest")[: numbered.start()]  # the sentence before the volume, after an acronym too
        cut = before.rfind(". ")
        if cut > 0:
            title, after = before[: cut + 1].strip(), match.group("rest")[cut + 2 :]
    thesis = THESIS_WORDS_RE.search(after)
    if thesis and re.search(
        rf"\b{_YEAR}\b", after
    ):  # "2015. 46 f. Dissertação (Mestrado) - Universidade X, Botucatu, 2015.": the university
        where = re.search(r"[-–—]\s*([^,.]{3,160})", after[thesis.end() :])
        years = re.findall(rf"\b{_YEAR}\b", after)
        authors = "; ".join(names) + ("; et al." if match.group("et_al") else "")
        venue = f"{where.group(1).strip() if where else ''} {years[-1] if years else ''}".strip()
        title = re.sub(rf"\s*\.\s*{_YEAR}$", "", _strip_markup(title)).strip(" .")  # "**Title** . 2015."
        return StyleRead(authors, title, venue, kind="thesis", status=status_in(after))
    plain = _SINE_LOCO_RE.sub("", _strip_markup(after))
    numbers = _ABNT_NUMBERS_RE.search(plain)
    years = re.findall(rf"\b{_YEAR}\b", plain)
    status = status_in(plain)
    imprint = _ABNT_IMPRINT_RE.match(plain)
    if imprint and not numbers and len(title.split()) >= 2:  # a book: "Title. São Paulo: Editora X, 2019."
        authors = "; ".join(names) + ("; et al." if match.group("et_al") else "")
        venue = f"{imprint.group('publisher').strip()} {imprint.group('year')}"
        return StyleRead(authors, _strip_markup(title).strip(" ."), venue, kind="book", status=status)
    if len(title.split()) < 2 or not (years or status):
        return None
    book = _ABNT_BOOK_RE.match(plain)
    if book:  # "In: NIELSEN, J.; MACK, R. L. (Eds.). Book. New York: Wiley, 1994. p. 25–62."
        authors = "; ".join(names) + ("; et al." if match.group("et_al") else "")
        return StyleRead(authors, title, f"{book.group('book')} {years[-1] if years else ''}".strip(), kind="chapter")
    event = re.match(r"\s*In:\s*(?P<event>[^,.]{3,160})", plain)  # "In: ENCONTRO DE FÍSICA, 2015, Natal. Anais [...]"
    if event:
        name = re.sub(rf"[\s,]+{_YEAR}$", "", event.group("event").strip())
        authors = "; ".join(names) + ("; et al." if match.group("et_al") else "")
        return StyleRead(
            authors, title, f"{name} {years[-1] if years else ''}".strip(), kind="conference", status=status
        )
    journal = re.split(rf",\s*{_YEAR}\b", plain[: numbers.start()] if numbers else plain, maxsplit=1)[0]
    journal = journal.strip(" .,;")
    place = _ABNT_PLACE_RE.search(journal) if numbers else None
    if place and not _JOURNAL_PART_RE.match(place.group("place")):
        journal = journal[: place.start()]  # ABNT prints the journal's city before its numbers
    if not journal or len(journal.split()) > 15:
        return None
    authors = "; ".join(names) + ("; et al." if match.group("et_al") else "")
    return StyleRead(
        authors,
        title,
        f"{journal} {years[-1] if years else ''}".strip(),
        kind="journal" if numbers and re.search(r"\bv\.|\bvol\.", plain[numbers.start() :]) else None,
        status=status,
    )


# --- GB/T 7714 in English ------------------------------------------------------------------

_GBT_NAME = rf"{_BOLD_OPEN}{_FAMILY}\s+[A-Z]\.(?:\s?-?\s?[A-Z]\.)?{_BOLD_CLOSE}{_MARKS}"
_GBT_RE = re.compile(
    rf"^\s*(?P<authors>{_GBT_NAME}(?:\s*,\s*{_GBT_NAME}){{0,60}})(?:\s*,\s*(?P<et_al>et\s+al\.?))?\s+(?P<rest>.+)$"
)
# Initials without periods ("Wang S, Chen LY") only with the standard's document type after the title
_GBT_BARE_NAME = (
    rf"{_BOLD_OPEN}{_FAMILY}\s+(?:[A-Z]\s[A-Z]|[A-Z]{{1,2}})(?!\w){_BOLD_CLOSE}{_MARKS}"  # "Wang SY", "Wang Z C"
)
# The family name in capitals, the given name spelled out, as Chinese journals print their English
# references: "LIN Yutong, ZHAO Haichuan. Title[J]." (only with the document type after the title)
_GBT_CAPS_NAME = rf"{_BOLD_OPEN}[A-Z]{{2,}}(?:-[A-Z]{{2,}})?\s+[A-Z][a-z]+(?:-?[A-Z]?[a-z]+)?{_BOLD_CLOSE}{_MARKS}"
# and the English translation of a Chinese reference: "Lin Jiming, Zheng Jianchao. Title[R]." (kept as printed)
_GBT_SPELLED_NAME = rf"{_BOLD_OPEN}[A-Z][a-z]{{1,10}}\s+[A-Z][a-z]{{2,12}}(?:-?[a-z]{{2,8}})?{_BOLD_CLOSE}{_MARKS}"
_GBT_BARE_NAME = rf"(?:{_GBT_BARE_NAME}|{_GBT_CAPS_NAME}|{_GBT_SPELLED_NAME})"
_GBT_CAPS_ONE_RE = re.compile(
    rf"^({_BOLD_OPEN})([A-Z]{{2,}}(?:-[A-Z]{{2,}})?)\s+([A-Z][a-z]+(?:-?[A-Z]?[a-z]+)?)({_BOLD_CLOSE}{_MARKS})$"
)
_GBT_BARE_RE = re.compile(
    rf"^\s*(?P<authors>{_GBT_BARE_NAME}(?:\s*,\s*{_GBT_BARE_NAME}){{0,60}})(?:\s*,\s*(?P<et_al>et\s+al\.?))?\.?\s+"
    r"(?P<rest>[^\[\]]+\[\s?(?:J|C|M|D|R|P|N|EB/OL|J/OL)\s?\].+)$"
)
_GBT_BARE_ONE_RE = re.compile(rf"^({_BOLD_OPEN})(.+?)\s+([A-Z]\s[A-Z]|[A-Z]{{1,2}})({_BOLD_CLOSE}{_MARKS})$")
_GBT_ONE_RE = re.compile(rf"^({_BOLD_OPEN})({_FAMILY})\s+(.+?)({_BOLD_CLOSE}{_MARKS})$")
# "Journal, 2022, 215(4)"; proceedings after "[C]//" end in a stop: "Symposium on Gravel and Sand. 1996: 120-128"
_GBT_VENUE_RE = re.compile(
    rf"^(?P<journal>[^,]{{2,120}}?)[,.]\s*(?P<year>{_YEAR})\s*(?:[,.:;(]|$)"
)  # "2010(in Chinese)"
# "[J]" a journal, "[C]" proceedings ("Title[C]//Proceedings"), "[ J ]" as some lists space it
_DOCUMENT_TYPE_RE = re.compile(r"\s*\[\s?(?:J|C|M|D|R|P|N|S|EB/OL|J/OL)\s?\]\s*(?://\s*)?")
# What the standard's document type says the work is: "[D]" a thesis, "[M]" a book, "[C]" a paper in proceedings
_GBT_YEAR_ALONE_RE = re.compile(rf"^\(?(?P<year>{_YEAR})\)?\s*[.,]?\s*$")
_GBT_KINDS = {"J": "journal", "J/OL": "journal", "C": "conference", "M": "book", "D": "thesis", "P": "patent"}
_GBT_TYPE_AFTER_TITLE_RE = re.compile(r"(?<=\S)\s?\[\s?(J/OL|J|C|M|D|R|P|N|S|EB/OL)\s?\]\s*(?=[.,．。]|//)")


def gbt_document_kind(text: str) -> str | None:
    """The kind a GB/T 7714 entry's document type gives ("Title[J]. Journal" a journal article), or None."""
    found = _GBT_TYPE_AFTER_TITLE_RE.search(text)
    return _GBT_KINDS.get(found.group(1), "other") if found else None


# A book's or a report's imprint, "Beijing: Science Press" ("北京: 科学出版社"): its place before a colon
# (after its edition: "2nd ed.", "第2版")
_GBT_PLACE_RE = re.compile(
    r"^(?:\d{1,2}(?:st|nd|rd|th)?\s*edn?\.\s*|第[\d一二三四五六七八九十]{1,3}版[.．。]?\s*)?[^:：.。;；\d]{2,40}?\s*[:：]\s*(?=\S)"
)


def gbt_publisher(venue: str | None, whole: str) -> str | None:
    """The publisher of a GB/T book ("[M]") or report ("[R]") without the place printed before it."""
    found = _GBT_TYPE_AFTER_TITLE_RE.search(whole)
    if venue and found and found.group(1) in ("M", "R"):
        return _GBT_PLACE_RE.sub("", venue, count=1) or venue
    return venue


def _without_meeting_place(journal: str, whole: str) -> str:
    """A proceedings' name without the meeting's place printed after it: "Proceedings of X. Wuhan" ("[C]//")."""
    journal = journal.strip()
    if gbt_document_kind(whole) == "conference":  # and its publisher: "Proceedings of X. Red Hook: Curran"
        journal = re.sub(r"(?<=[a-z)]{2})\.\s+[A-Z][A-Za-z' -]{1,30}(?::\s*[A-Z][\w&.' -]{1,60})?$", "", journal)
    return journal


# Full-width punctuation typed in an English reference, as a Chinese word processor leaves it
_FULL_WIDTH = str.maketrans(
    {"，": ", ", "．": ". ", "：": ": ", "；": "; ", "（": " (", "）": ") ", "［": "[", "］": "]"}
)
_HAN_RE = re.compile(r"[\u3400-\u9fff]")


def gbt_spacing(text: str) -> str:
    """An English GB/T 7714 reference with its punctuation typed as a Chinese keyboard types it, full-width
    ("Argus D F，Gordon R G．Title［J]") or without a space after a stop ("et al.The ERA5 reanalysis[J].Quarterly
    Journal"), in ASCII with its spaces; a reference with Han characters in it, or of no GB/T type, as it is."""
    if not _TYPE_CODE_RE.search(text) or _HAN_RE.search(text):
        return text
    text = text.translate(_FULL_WIDTH)
    text = _UNSPACED_RE.sub(lambda m: f"{m.group(0)} ", text)
    return re.sub(r"\s{2,}", " ", text).replace(" ,", ",").replace(" .", ".").replace("( ", "(").replace(" )", ")")


# a stop or a comma with no space after it: "et al.The", "[J].Quarterly", "Maturilli M.Improved", "Graham R M,Hudson"
_UNSPACED_RE = re.compile(r"(?<=\bal\.)(?=[A-Z\d])|(?<=\])\.(?=[A-Z])|(?<=\b[A-Z]\.)(?=[A-Z][a-z])|,(?=[A-Za-z\d])")
_TYPE_CODE_RE = re.compile(r"[\[［]\s?(?:J|C|M|D|R|P|N|S|EB/OL|J/OL)\s?[\]］]")
# the year right after the names, some journals' way: "Adachi T, Fukunishi H, et al. 2004. Title[J]. Journal, 31(4)"
_GBT_YEAR_FIRST_RE = re.compile(rf"^(?P<year>{_YEAR})[a-z]?\s*[.,]\s+(?P<rest>.+)$")


def read_gbt(text: str) -> StyleRead | None:
    text = text.replace("\\*", "*")  # "Lin X.\\*": an escaped mark in markdown
    # the bare form first: with a document type, "Denning D E." is initials without stops, not "Denning D" and "E."
    match = _GBT_BARE_RE.match(text) or _GBT_RE.match(text)
    if not match:
        return None
    year_first = _GBT_YEAR_FIRST_RE.match(match.group("rest"))
    pieces = re.split(r"\s*,\s*", match.group("authors").strip())
    # (initials without stops come only with the standard's document type: "Denning D E. Title[J].")
    lone = len(pieces) == 1 and not match.group("et_al") and match.re is _GBT_RE
    if lone and name_goes_on(match.group("rest")):
        return None  # "Oren W. Jablonski and Sven B. Ekwueme. ...": a given name and an initial, not "Oren W."
    names = []
    for piece in pieces:
        caps = _GBT_CAPS_ONE_RE.match(piece) if match.re is _GBT_BARE_RE else None
        if caps:  # "LIN Yutong" is Yutong Lin
            bold, family, given, close = caps.groups()
            names.append(f"{bold}{given} {'-'.join(w.capitalize() for w in family.split('-'))}{close}")
            continue
        one = _GBT_BARE_ONE_RE.match(piece) if match.re is _GBT_BARE_RE else None
        spelled = match.re is _GBT_BARE_RE and re.fullmatch(_GBT_SPELLED_NAME, piece)
        one = None if spelled else one or _GBT_ONE_RE.match(piece)
        if one is None:  # a name spelled out: as printed
            names.append(piece)
            continue
        bold, family, initials, close = one.groups()
        if "." not in initials:  # "Wang SY" as "S. Y. Wang"
            initials = " ".join(f"{letter}." for letter in initials.replace(" ", ""))
        names.append(f"{bold}{initials.strip()} {family}{close}")
    rest = year_first.group("rest") if year_first else match.group("rest")
    title, after = first_sentence(_DOCUMENT_TYPE_RE.sub(". ", rest, count=1))
    plain = _strip_markup(after).lstrip(" .")
    if year_first and not re.search(_YEAR, plain):  # "Journal, 31(4): L04107": the year was printed first
        plain = re.sub(r"^([^,]{2,120}?)(?=,|$)", rf"\1, {year_first.group('year')}", plain, count=1)
    if gbt_publisher(plain, text) != plain:  # a book's or a report's place: "Washington, DC: Publisher, 2016"
        plain = gbt_publisher(plain, text) or plain
    venue = _GBT_VENUE_RE.match(plain)
    if venue is None and match.re is _GBT_BARE_RE and len(title.split()) >= 2:
        dated = _GBT_YEAR_ALONE_RE.match(plain)  # a report or a book printing only its year: "Title[R]. 2019."
        if dated:
            return StyleRead(", ".join(names), title.strip(" ."), dated.group("year"))
    if venue is None or len(title.split()) < 2:
        return None
    typed = match.re is _GBT_BARE_RE  # its document type ends the title: "An Intrusion Model[J]" names no one
    if re.search(r"[\"“”]", after.split(",")[0]) or not typed and looks_like_name(title.split(",")[0].strip()):
        # GB/T prints no quoted title, and its title is no list of names: "Oren F. Ostergaard, Uma O.
        # Falkenrath. “Title.”" is a given name and an initial, then the family name, not "Oren F."
        return None
    authors = ", ".join(names) + (", et al." if match.group("et_al") else "")
    tail = plain[venue.end() :]
    kind = "journal" if re.match(r"\s*\d+\s*(?:\(\d+\))?\s*:\s*\d", tail) else None
    return StyleRead(
        authors,
        title.strip(" ."),
        f"{_without_meeting_place(venue.group('journal'), text)} {venue.group('year')}",
        kind=kind,
        status=status_in(tail),
    )
