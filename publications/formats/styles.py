"""A publication formatted as a reference in ACM, IEEE and APA style, for the Cite box.

Written here rather than run through a CSL processor: citeproc-py initialised
hyphenated given names as "H.-. jin .", cited submitted papers as published, put
IEEE's comma outside the quotes and dropped arXiv ids. The rules followed:

- ACM Reference Format (acm.org/publications/authors/reference-formatting): full names,
  "A, B, and C"; year after the authors; "In <i>Proceedings</i>"; DOI as https://doi.org/.
- IEEE Reference Guide (2023): initials before the family name ("H.-J. Kim"); title in
  double quotes with the comma inside (“Title,”); "in <i>Proc.</i>"; "doi: …"; preprints
  "arXiv:id"; "submitted for publication".
- APA 7th edition: "Family, I." with "&" before the last author; (Year) or (n.d.);
  "[Manuscript submitted for publication]"; arXiv preprints as "(arXiv:id). arXiv.".

Family-name particles ("van der Berg") stay with the family name; a name in Han (or another
script without letter case) is printed whole and never reduced to initials.
"""

import re
import unicodedata

from django.utils.html import escape
from django.utils.safestring import mark_safe

from ..models import Kind, Status
from .common import authors_of, venue_name
from .csl import NAME_PARTICLES

STYLES = {"acm": "ACM", "ieee": "IEEE", "apa": "APA"}

DEGREE_KINDS = {Kind.THESIS}
_ENDS_SENTENCE = ("?", "!", ".")


# --- names ---------------------------------------------------------------------------------------


def _is_caseless(text):
    """Han, kana, Hangul …: scripts whose names are not split into given and family names here."""
    return any(ch.isalpha() and not (ch.isupper() or ch.islower()) for ch in text)


def split_name(name):
    """(given, family) of a printed name; ("", name) when it cannot be split.

    "Kim, Hye-jin" and "Hye-jin Kim" are the same; "Jan van der Berg" keeps "van der Berg".
    """
    name = " ".join(name.split())
    if _is_caseless(name):
        return "", name
    if name.count(",") == 1:
        family, given = (part.strip() for part in name.split(","))
        return given, family
    words = name.split()
    if len(words) < 2:
        return "", name
    start = len(words) - 1
    while start > 1 and words[start - 1].lower() in NAME_PARTICLES:
        start -= 1
    return " ".join(words[:start]), " ".join(words[start:])


def initials(given):
    """ "Hye-jin" -> "H.-J.", "Mary Ann" -> "M. A.", "J.R." -> "J. R."."""
    out = []
    for word in re.split(r"[\s.]+", given):
        if not word:
            continue
        parts = [p for p in word.split("-") if p]
        out.append("-".join(p[0].upper() + "." for p in parts))
    return " ".join(out)


def _join(names, final):
    """ "A", "A and B", "A, B, and C"."""
    if len(names) <= 2:
        return f" {final} ".join(names)
    return ", ".join(names[:-1]) + f", {final} {names[-1]}"


def acm_name(name):
    return " ".join(name.split()) if "," not in name else " ".join(p for p in split_name(name) if p)


def ieee_name(name):
    given, family = split_name(name)
    return f"{initials(given)} {family}" if given else family


def apa_name(name):
    given, family = split_name(name)
    return f"{family}, {initials(given)}" if given else family


# --- pieces ----------------------------------------------------------------------------------------


def _title(publication):
    return " ".join((publication.title or "Untitled").split())


def _stop(text):
    """Text followed by a full stop, unless it already ends a sentence."""
    return text if text.endswith(_ENDS_SENTENCE) else text + "."


def _doi_url(publication):
    return f"https://doi.org/{publication.doi}" if publication.doi else ""


def _arxiv(publication):
    return f"arXiv:{publication.arxiv}" if publication.arxiv else ""


def _arxiv_url(publication):
    return f"https://arxiv.org/abs/{publication.arxiv}" if publication.arxiv else ""


def _is_preprint(publication):
    return publication.kind == Kind.PREPRINT


def _is_submitted(publication):
    return publication.status == Status.SUBMITTED


# --- the styles --------------------------------------------------------------------------------------


def acm(publication):
    e = escape
    authors = _join([e(acm_name(a.name)) for a in authors_of(publication)], "and")
    year = str(publication.year) if publication.year else "n.d."
    venue = venue_name(publication)
    parts = [_stop(authors) if authors else "", _stop(year), _stop(e(_title(publication)))]
    if _is_submitted(publication):
        parts.append(f"Submitted to <i>{e(venue)}</i>." if venue else "Submitted for publication.")
    elif _is_preprint(publication):
        parts.append(_stop(e(_arxiv(publication) or venue or "Preprint")))
    elif venue:
        if publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP, Kind.CHAPTER):
            parts.append(f"In <i>{e(venue)}</i>.")
        elif publication.kind in DEGREE_KINDS:
            parts.append(f"Ph.D. Dissertation. {_stop(e(venue))}")
        else:
            parts.append(f"<i>{e(venue)}</i>.")
    if publication.doi:
        parts.append(e(_doi_url(publication)))
    elif publication.arxiv and not _is_preprint(publication):
        parts.append(e(_arxiv(publication)) + ".")
    return " ".join(p for p in parts if p)


def ieee(publication):
    e = escape
    authors = _join([e(ieee_name(a.name)) for a in authors_of(publication)], "and")
    title = e(_title(publication))
    # The comma goes inside the quotes; after a title ending in ? or ! there is none.
    quoted = f"“{title}”" if title.endswith(("?", "!")) else f"“{title},”"
    venue = e(venue_name(publication))
    year = str(publication.year) if publication.year else ""
    rest = []
    if _is_submitted(publication):
        rest.append(f"submitted to <i>{venue}</i>" if venue else "submitted for publication")
        rest.append(year)
    elif _is_preprint(publication):
        rest.append(year)
        rest.append(e(_arxiv(publication)) or (f"<i>{venue}</i>" if venue else "preprint"))
    else:
        if venue:
            if publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP, Kind.CHAPTER):
                rest.append(f"in <i>{venue}</i>")
            elif publication.kind in DEGREE_KINDS:
                rest.append(f"Ph.D. dissertation, {venue}")
            else:
                rest.append(f"<i>{venue}</i>")
        rest.append(year)
    if publication.doi:
        rest.append(f"doi: {e(publication.doi)}")
    elif publication.arxiv and not _is_preprint(publication):
        rest.append(e(_arxiv(publication)))
    rest = ", ".join(r for r in rest if r)
    head = f"{authors}, {quoted}" if authors else quoted
    if not rest:
        return _close(head)
    return f"{head} {_stop(rest)}"


def _close(head):
    """A citation that ends with the quoted title: the comma becomes a full stop, inside the quotes."""
    return head[: -len(",”")] + ".”" if head.endswith(",”") else head + "."


def apa(publication):
    e = escape
    names = [e(apa_name(a.name)) for a in authors_of(publication)]
    # APA puts a comma before the ampersand even between two authors: "Lee, A., & Chen, B.".
    authors = names[0] if len(names) == 1 else (", ".join(names[:-1]) + f", &amp; {names[-1]}" if names else "")
    year = f"({publication.year})." if publication.year else "(n.d.)."
    title = e(_title(publication))
    venue = e(venue_name(publication))
    parts = [_stop(authors) if authors else "", year]
    if _is_submitted(publication):
        parts.append(f"<i>{title}</i> [Manuscript submitted for publication].")
    elif _is_preprint(publication):
        arxiv = _arxiv(publication)
        parts.append(f"<i>{title}</i> ({e(arxiv)}). arXiv." if arxiv else _stop(f"<i>{title}</i>") + " [Preprint].")
    elif publication.kind in DEGREE_KINDS:
        parts.append(f"<i>{title}</i> [Doctoral dissertation{', ' + venue if venue else ''}].")
    elif publication.kind in (Kind.BOOK, Kind.OTHER, Kind.PATENT) or not venue:
        parts.append(_stop(f"<i>{title}</i>"))
        if venue:
            parts.append(_stop(venue))
    else:
        parts.append(_stop(title))
        prefix = "In " if publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP, Kind.CHAPTER) else ""
        parts.append(f"{prefix}<i>{venue}</i>.")
    if publication.doi:
        parts.append(e(_doi_url(publication)))
    elif publication.arxiv:
        parts.append(e(_arxiv_url(publication)))
    return " ".join(p for p in parts if p)


WRITERS = {"acm": acm, "ieee": ieee, "apa": apa}


def format_citation(publication, style):
    """HTML of one publication in `style` (every value escaped; only <i> is markup)."""
    return mark_safe(unicodedata.normalize("NFC", WRITERS[style](publication)))


def formatted_citations(publication, request=None):
    """[(style name, label, HTML)] for the Cite box."""
    return [(name, label, format_citation(publication, name)) for name, label in STYLES.items()]
