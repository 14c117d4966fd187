"""Physics citations: APS ("B. Q. Varga et al. (Example Collaboration), Phys. Rev. D 108, 052011 (2023)")
and INSPIRE-HEP ("... Phys.Rev.D 108 (2023) 5, 052011", or its listing over several lines)."""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from ..venues import resolve_venue
from .aas import read_aas
from .common import _MD_LINK_RE, _YEAR, StyleRead, looks_like_author_list, looks_like_name

# capitalised words, "of", "and", "the", "for", "in" between two of them: "Journal of Biological Chemistry 300(1)"
_JOURNAL_WORDS = r"(?:[A-Z][A-Za-z]*\.?\s?(?:(?:of|and|the|for|in)\s(?=[A-Z]))?){1,7}?"
# The page may be a Rapid Communication's "140206(R)"; a journal that numbers articles without volumes
# prints the number alone: "Adv. Energy Mater. 1602432 (2017)".
_APS_VENUE_RE = lazy_re.compile(
    rf"(?P<journal>{_JOURNAL_WORDS})\s*(?:(?:\*\*|<b>)?(?P<volume>\d{{1,4}})(?:\*\*|</b>)?\s*(?:\(\d{{1,3}}\))?,\s*"
    rf"(?:no\.\s?\d+,\s*)?(?P<page>[A-Z]?\d{{1,7}}(?:[A-Z]\d{{1,4}})?)(?:[-–]\d+)?(?:\(R\))?|(?P<article>\d{{6,8}}))"
    rf"\s*\((?:[A-Z][a-z]+\.?\s+)?(?P<year>{_YEAR})\)"
)
# also the AMS's, printed without italics: "J. Algebra 512 (2018), 1–30"
_INSPIRE_VENUE_RE = lazy_re.compile(
    rf"(?P<journal>{_JOURNAL_WORDS})\s*(?P<volume>\d{{1,4}})\s*\((?P<year>{_YEAR})\)\s*,?\s*(?:\d{{1,3}},\s*)?(?P<page>[A-Z]?\d{{1,7}})"
)
# APS's e-print: "A. Okafor and B. Li, Title, arXiv:1809.01234 [cond-mat.str-el] (2018)."; without the
# year, the id dates it: "..., arXiv:2301.01234 [hep-ph]."
_APS_EPRINT_RE = lazy_re.compile(
    r"(?<=,\s)(?P<journal>arXiv):\s?(?P<id_year>\d{2})\d{2}\.\d{4,5}(?:v\d+)?(?:\s*\[[\w.-]+\])?"
    rf"(?:\s*\((?P<year>{_YEAR})\)|\s*\.?\s*$)"
)
# The year in brackets both venue patterns hold, or an e-print's id: an entry without one is no APS or
# INSPIRE reference.
_BRACKETED_YEAR_RE = lazy_re.compile(rf"\((?:[A-Z][a-z]+\.?\s+)?{_YEAR}\)|arXiv:\s?\d{{4}}\.\d{{4,5}}")
_COLLABORATION_RE = lazy_re.compile(r"\s*[(\[]\s*(?:for\s+the\s+|on\s+behalf\s+of\s+the\s+)?([^()\[\]]{2,80}?)\s*[)\]]")
_ET_AL_RE = lazy_re.compile(r"[*_]?\bet\.?\s*al\b\.?[*_]?", re.I)


# A collaboration named before its people, as INSPIRE and the collaborations' own lists print it: "Example
# Collaboration, B. Q. Varga et al., Title, Phys. Rev. D ..." or "Example Collaboration (B. Q. Varga, C. Li, et
# al.), Title, JHEP 05 (2019) 123" (a collaboration alone as the authors is groups.py's)
_LEADING_COLLABORATION_RE = lazy_re.compile(
    r"^\s*(?:The\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+Collaboration\s*(?:\((?P<names>[^()]{2,400})\))?\s*[,:]\s+(?P<rest>.+)$",
    re.I | re.S,
)


def without_leading_collaboration(text: str) -> str:
    """The reference with its people where the authors stand, when a collaboration's name opens it."""
    lead = _LEADING_COLLABORATION_RE.match(text)
    if lead is None:
        return text
    people = lead.group("names") or lead.group("rest").split(", ", 1)[0]
    people = _ET_AL_RE.sub("", people).strip(" ,")
    if not (looks_like_author_list(people) or looks_like_name(people)):
        return text  # "Example Collaboration, Title, ...": the group alone is the author
    return f"{lead.group('names')}, {lead.group('rest')}" if lead.group("names") else lead.group("rest")


def read_physics(text: str) -> StyleRead | None:
    """An APS or INSPIRE reference; its title is empty when it prints none (then the line above may hold it)."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)  # "[B. Varga et al., Phys. Rev. D 94, 1 (2016)](doi)"
    aas = read_aas(text)  # astronomy's "Okafor, C. N. 2019, ApJ, 876, 12": its title too may be missing
    if aas is not None:
        return aas
    if not _BRACKETED_YEAR_RE.search(text):
        return None  # the venue patterns, tried at every position, could not match
    text = _ITALIC_JOURNAL_RE.sub(r"\1", text)  # "*J. Biol. Chem.* 299, 1-9 (2023)": the italics are layout
    text = re.sub(r"(\*\*|__)(\d{1,4})\1(?=[\s,])", r"\2", text)  # "JHEP **03** (2020) 145": a bold volume too
    eprint = _APS_EPRINT_RE.search(text)
    dated_eprint = eprint if eprint and eprint.group("year") else None
    # a journal's reference before an undated e-print: "..., Phys. Rev. D 108, 052011 (2023), arXiv:2301.01234."
    venue = dated_eprint or _APS_VENUE_RE.search(text) or _INSPIRE_VENUE_RE.search(text) or eprint
    if venue is None or not venue.group("journal").strip():
        return None
    head = text[: venue.start()].rstrip(" ,;:")
    authors, title, between = "", "", ""  # between: what follows a quoted title ("submitted to PRB (2023)")
    et_al = _ET_AL_RE.search(head)
    collaboration = next(
        (c for c in _COLLABORATION_RE.finditer(head) if re.search(r"collaboration", c.group(1), re.I)), None
    )
    if et_al and not collaboration:  # "R. L. Workman et al. (PDG), ...": the group in brackets after the cut
        collaboration = re.compile(r"\s*[(\[][^()\[\]]{1,80}[)\]]").match(head, et_al.end())
    if et_al or collaboration:
        cut = max(m.end() for m in (et_al, collaboration) if m)
        authors = f"{head[: et_al.start()].rstrip(' ,')} et al." if et_al else head[: collaboration.start()]
        authors = _COLLABORATION_RE.sub(" ", authors) if collaboration else authors
        title = head[cut:]
    else:
        quoted = re.search(r"[\"“](.+?)[,.]?[\"”]", head)
        if quoted:
            authors, title, between = head[: quoted.start()], quoted.group(1), head[quoted.end() :]
        else:
            pieces = head.split(", ")
            taken = 0
            while taken < len(pieces):
                # "A. Okafor and P.-J. van der Heijden, Title": two authors joined by "and" in one piece
                names = re.split(r"\s+(?:and|&)\s+", re.sub(r"^(?:and|&)\s+", "", pieces[taken]).strip())
                # a name is two words at least: "P. Okafor, Groups, graphs, and trees, ..." has one author
                # "Bo Li. Pebbles": the stop after a name ends the names, the title's first word follows
                if not all(looks_like_name(n) and len(n.split()) >= 2 and not _NAME_STOP_RE.search(n) for n in names):
                    break
                taken += 1
                if len(names) > 1:
                    break  # "and" comes before the last author
            else:
                names = []
            if len(names) == 1 and (last := _last_name_then_title(pieces[taken], taken)):
                pieces[taken : taken + 1] = last  # "A. B. Ruiz, C. Lind. Title. *J. Biol. Chem.* 299, 1-9 (2023)"
                taken += 1
            authors, title = ", ".join(pieces[:taken]), ", ".join(pieces[taken:])
            if not taken:  # chemistry's "Title, A. B. Ruiz, C. Lind, J. Chem. Phys. 128, 044506 (2008)"
                title, authors = _title_before_names(pieces)
            # one author alone is a name with initials: "T. J. Marwick, On pebble groups, J. Algebra 512 (2018), 1–30"
            one = authors if taken == 1 or "," not in authors else ""
            alone = one and re.search(r"\b[A-Z]\.", one) and looks_like_name(one)
            if re.search(r"[a-z]{2}\.\s", title) or not (looks_like_author_list(authors) or alone):
                return None  # "Ana Ruiz, Bo Li. Title. Proceedings of ...": not an APS reference
    authors = authors.strip(" ,;")
    if not authors or not (looks_like_author_list(authors) or looks_like_name(_ET_AL_RE.sub("", authors).strip())):
        return None
    title = title.strip(' ,;:"“”')
    if venue is eprint or venue is dated_eprint:  # "Title, preprint (2023), arXiv:2305.04567": the word is no title's
        title = re.sub(rf",?\s*(?:preprint|e-?print)(?:\s*\({_YEAR}\))?$", "", title, flags=re.I)
    journal, title = _title_end_in_journal(venue.group("journal").strip(), title)
    year = venue.group("year") or f"20{venue.group('id_year')}"
    numbers = venue.groupdict()
    printed = ", ".join(filter(None, (numbers.get("volume"), numbers.get("page") or numbers.get("article"))))
    printed = f"{journal} {printed}" if printed else venue.group(0).split("(")[0].strip(" ,.")
    return StyleRead(
        authors,
        title,
        f"{journal} {year}",
        kind="preprint" if venue is eprint else "journal",
        status=status_in(text[venue.end() :]) or status_in(between),
        reference="" if title else printed,  # "Phys. Lett. B 716, 1", as "Phys. Lett. B 716 (2012) 1" too
    )


# A journal in italics right before its volume: "*J. Chem. Phys.* **128**, 044506", "*Science* 375, 1234"
_ITALIC_JOURNAL_RE = lazy_re.compile(r"(?<![*\w])\*([A-Z][^*]{0,80}?)\*(?!\*)(?=,?\s*(?:\*\*|<b>)?\d)")


_NAME_STOP_RE = lazy_re.compile(r"[a-z]\.\s")
_NAME_THEN_TITLE_RE = lazy_re.compile(r"(.+?[a-z](?:\*\*|__)?)\.\s+(?=[A-Z\d\"“])(.+)")  # the name may be in bold


def _last_name_then_title(piece: str, taken: int) -> list[str] | None:
    """[name, title] of a piece where the last author's stop opens the title ("C. Lind. Pebble kinases");
    the name has initials, or follows names printed in full. None for any other piece."""
    found = _NAME_THEN_TITLE_RE.match(piece.strip())
    if found is None:
        return None
    name, plain = found.group(1), found.group(1).replace("**", "").replace("__", "")
    if looks_like_name(plain) and len(plain.split()) >= 2 and (taken or re.search(r"\b[A-Z]\.", plain)):
        return [name, found.group(2)]
    return None


def _title_before_names(pieces: list[str]) -> tuple[str, str]:
    """(title, authors) of a reference printed title first: the names, each with its initials, are the
    longest run of pieces that ends it ("Slow moss, fast pebbles", "A. Ruiz"); ("", "") without one."""
    for start in range(1, len(pieces)):
        names = [n for piece in pieces[start:] for n in re.split(r"\s+(?:and|&)\s+", piece.strip())]
        if all(looks_like_name(n) and len(n.split()) >= 2 and re.search(r"\b[A-Z]\.", n) for n in names):
            title = ", ".join(pieces[:start])
            return (title, ", ".join(pieces[start:])) if len(title.split()) >= 2 else ("", "")
    return "", ""


def _title_end_in_journal(journal: str, title: str) -> tuple[str, str]:
    """Science's form ends the title with a stop, not a comma: "..., Rapid uplift of the Pebble Range.
    Science 375, 1234 (2022)" - the journal's words then take the title's last words with them. When
    the words after a stop name a journal the venue table knows, the words before it are the title's."""
    if resolve_venue(journal) is not None:
        return journal, title
    for stop in re.finditer(r"(?<=[a-z]{2})\.\s+(?=[A-Z])", journal):
        if resolve_venue(journal[stop.end() :]) is not None:
            return journal[stop.end() :], f"{title} {journal[: stop.start()]}".strip()
    return journal, title


# INSPIRE-HEP's listing: "Example Collaboration • B.Q. Varga (Example U.) et al." under the title,
# then "e-Print: 2301.01234 [hep-ex]" and "Phys.Rev.D 108 (2023) 5, 052011" on lines of their own
_AFFILIATION_RE = lazy_re.compile(r"\s*\([^()]{2,80}\)")


def read_inspire_authors(lines: list[str], index: int) -> StyleRead | None:
    line = lines[index]
    if "•" not in line and not _ET_AL_RE.search(line):
        return None
    authors = _AFFILIATION_RE.sub("", line.rsplit("•", 1)[-1]).strip(" .,;")
    bare = _ET_AL_RE.sub("", authors).strip(" ,")
    if not bare or not (looks_like_author_list(authors) or looks_like_name(bare)):
        return None
    rest = " ".join(lines[index + 1 :])
    venue = _INSPIRE_VENUE_RE.search(rest) or _APS_VENUE_RE.search(rest)
    if venue is None:
        # "Ana Ruiz, Bo Li, et al." over "NordOS 2022": not INSPIRE's; the general reader reads it
        return StyleRead(authors, "", rest) if "•" in line else None
    return StyleRead(authors, "", f"{venue.group('journal').strip()} {venue.group('year')}", kind="journal")


# IOP's Harvard form: "Okafor C N, Lind P J and Ruiz A 2020 Title *J. Phys. A: Math. Theor.* **53** 125001":
# initials without stops, the year after the names, no stop between the title and the journal.
_IOP_NAME = r"(?:\*\*|__)?[A-Z][\w'’-]+(?:\s(?:van|von|de|der)\s[A-Z][\w'’-]+)?\s[A-Z](?:\s?-?[A-Z]){0,3}(?:\*\*|__)?"
_IOP_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_IOP_NAME}(?:,\s*{_IOP_NAME}){{0,40}}(?:,?\s+and\s+{_IOP_NAME})?(?:,?\s+et\s+al\.?)?)"
    rf"\s+(?P<year>{_YEAR})[a-z]?\s+(?P<rest>.+)$"
)
_IOP_NUMBERS_RE = lazy_re.compile(r"[\s,]+(?:\*\*|<b>)?\d{1,4}(?:\*\*|</b>)?\s+[A-Z]?\d{1,7}(?:[-–]\d+)?\s*\.?\s*$")
_ABBREVIATED_RE = lazy_re.compile(r"[A-Z][A-Za-z]*\.?|[A-Z][A-Za-z]*\.?:|&|and|of")


def _iop_journal(body: str) -> tuple[str, str] | None:
    """(title, journal) from "Exact pebble chains J. Phys. A: Math. Theor.": the journal is the shortest
    tail the venue table knows (a longer one would take title words in), else the run of abbreviated
    words that ends the text."""
    words = body.split()
    for start in range(len(words) - 1, 0, -1):
        if resolve_venue(" ".join(words[start:])) is not None:
            return " ".join(words[:start]), " ".join(words[start:])
    start = len(words)
    while start > 1 and _ABBREVIATED_RE.fullmatch(words[start - 1]):
        start -= 1
    while start < len(words) and not words[start].endswith("."):
        start += 1  # "Edges Nucl. Fusion": an abbreviation opens the journal's name; the words before are the title's
    if start == len(words):
        return None
    return " ".join(words[:start]), " ".join(words[start:])


def read_iop(text: str) -> StyleRead | None:
    match = _IOP_RE.match(text)
    if match is None:
        return None
    rest = match.group("rest")
    numbers = _IOP_NUMBERS_RE.search(rest)
    if numbers is None:
        return None
    body = rest[: numbers.start()]
    italic = re.search(r"\*([^*]+)\*\s*$|_([^_]+)_\s*$", body)
    if italic:
        found = (body[: italic.start()], italic.group(1) or italic.group(2))
    else:
        found = _iop_journal(body)
    if found is None or len(found[0].split()) < 2:
        return None
    names = []
    for name in re.split(r",\s*|,?\s+and\s+", re.sub(r",?\s+et\s+al\.?$", "", match.group("authors"))):
        family, initials = re.fullmatch(r"(.+?)\s((?:[A-Z]\s?-?)+)(\*\*|__)?", name.strip()).group(1, 2)
        given = " ".join(f"{letter}." for letter in re.findall(r"[A-Z]", initials))
        bold = "**" if name.strip().startswith(("**", "__")) else ""
        names.append(f"{bold}{given} {family.strip('*_')}{bold}")
    authors = ", ".join(names) + (", et al." if re.search(r"et\s+al\.?$", match.group("authors")) else "")
    return StyleRead(authors, found[0].strip(), f"{found[1].strip()} {match.group('year')}", kind="journal")
