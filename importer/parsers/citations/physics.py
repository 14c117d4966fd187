"""Physics citations: APS ("B. Q. Varga et al. (Example Collaboration), Phys. Rev. D 108, 052011 (2023)")
and INSPIRE-HEP ("... Phys.Rev.D 108 (2023) 5, 052011", or its listing over several lines)."""

from __future__ import annotations

import re

from ..statuses import status_in
from .common import _MD_LINK_RE, _YEAR, StyleRead, looks_like_author_list, looks_like_name

_JOURNAL_WORDS = r"(?:[A-Z][A-Za-z]*\.?\s?){1,7}?"
_APS_VENUE_RE = re.compile(
    rf"(?P<journal>{_JOURNAL_WORDS})\s*(?:\*\*|<b>)?(?P<volume>\d{{1,4}})(?:\*\*|</b>)?\s*(?:\(\d{{1,3}}\))?,\s*"
    rf"(?:no\.\s?\d+,\s*)?(?P<page>[A-Z]?\d{{1,7}}(?:[A-Z]\d{{1,4}})?)(?:[-–]\d+)?\s*\((?:[A-Z][a-z]+\.?\s+)?(?P<year>{_YEAR})\)"
)
_INSPIRE_VENUE_RE = re.compile(
    rf"(?P<journal>{_JOURNAL_WORDS})\s*(?P<volume>\d{{1,4}})\s*\((?P<year>{_YEAR})\)\s*(?:\d{{1,3}},\s*)?(?P<page>[A-Z]?\d{{1,7}})"
)
# APS's e-print: "A. Okafor and B. Li, Title, arXiv:1809.01234 [cond-mat.str-el] (2018)."
_APS_EPRINT_RE = re.compile(
    rf"(?<=,\s)(?P<journal>arXiv):\s?\d{{4}}\.\d{{4,5}}(?:v\d+)?(?:\s*\[[\w.-]+\])?\s*\((?P<year>{_YEAR})\)"
)
# The year in brackets both venue patterns hold: an entry without one is no APS or INSPIRE reference.
_BRACKETED_YEAR_RE = re.compile(rf"\((?:[A-Z][a-z]+\.?\s+)?{_YEAR}\)")
_COLLABORATION_RE = re.compile(r"\s*[(\[]\s*(?:for\s+the\s+|on\s+behalf\s+of\s+the\s+)?([^()\[\]]{2,80}?)\s*[)\]]")
_ET_AL_RE = re.compile(r"[*_]?\bet\.?\s*al\b\.?[*_]?", re.I)


def read_physics(text: str) -> StyleRead | None:
    """An APS or INSPIRE reference; its title is empty when it prints none (then the line above may hold it)."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)  # "[B. Varga et al., Phys. Rev. D 94, 1 (2016)](doi)"
    if not _BRACKETED_YEAR_RE.search(text):
        return None  # the venue patterns, tried at every position, could not match
    eprint = _APS_EPRINT_RE.search(text)
    venue = eprint or _APS_VENUE_RE.search(text) or _INSPIRE_VENUE_RE.search(text)
    if venue is None or not venue.group("journal").strip():
        return None
    head = text[: venue.start()].rstrip(" ,;:")
    authors, title = "", ""
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
            authors, title = head[: quoted.start()], quoted.group(1)
        else:
            pieces = head.split(", ")
            taken = 0
            while taken < len(pieces):
                # "A. Okafor and P.-J. van der Heijden, Title": two authors joined by "and" in one piece
                names = re.split(r"\s+(?:and|&)\s+", re.sub(r"^(?:and|&)\s+", "", pieces[taken]).strip())
                if not all(looks_like_name(name) for name in names):
                    break
                taken += 1
                if len(names) > 1:
                    break  # "and" comes before the last author
            authors, title = ", ".join(pieces[:taken]), ", ".join(pieces[taken:])
            if re.search(r"[a-z]{2}\.\s", title) or not looks_like_author_list(authors):
                return None  # "Ana Ruiz, Bo Li. Title. Proceedings of ...": not an APS reference
    authors = authors.strip(" ,;")
    if not authors or not (looks_like_author_list(authors) or looks_like_name(_ET_AL_RE.sub("", authors).strip())):
        return None
    title = title.strip(' ,;:"“”')
    journal = venue.group("journal").strip()
    return StyleRead(
        authors,
        title,
        f"{journal} {venue.group('year')}",
        kind="preprint" if eprint else "journal",
        status=status_in(text[venue.end() :]),
    )


# INSPIRE-HEP's listing: "Example Collaboration • B.Q. Varga (Example U.) et al." under the title,
# then "e-Print: 2301.01234 [hep-ex]" and "Phys.Rev.D 108 (2023) 5, 052011" on lines of their own
_AFFILIATION_RE = re.compile(r"\s*\([^()]{2,80}\)")


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
