"""A CSL-JSON author as a BibTeX name, and what reference managers leave in author lists that names no one.

Zotero and Mendeley keep whatever a web page's metadata gave them: an ORCID address or a profile
link as a `literal` author, "et al." or "others" as an author (or split as given "et", family
"al."), a lone given name with the family empty, an organisation split into given and family
("Northern Kelp" + "Survey"). A link names no one and is dropped; "et al." says the list was cut
("others" to the BibTeX reader, which marks the paper's list truncated); an organisation is kept
whole, as one name.
"""

from __future__ import annotations

import re

from . import lazy_re
from .export_fields import bibtex_name, dotted_initials, export_name, names_a_body

__all__ = ["csl_author", "csl_authors", "not_a_name"]

# What a list prints for the authors it leaves out, alone in an author's place
_LEFT_OUT_RE = lazy_re.compile(r"\s*(?:…|\.{3}|et\.?\s*al\.?|others|and\s+others|u\.\s*a\.|y\s+otros)\s*", re.I)
# A link, an e-mail address or a bare ORCID iD where a name should be, and nothing else
_NOT_A_PERSON_RE = lazy_re.compile(r"\S*(?:\w://|@\w)\S*|www\.\S+|\d{4}-\d{4}-\d{4}-\d{3}[\dX]", re.I)


def not_a_name(text: str) -> str:
    """ "others" for an author that stands for those left out ("et al."), "junk" for one that names no one (a
    link, an address, no letter), "" for a name."""
    text = " ".join(str(text or "").split())
    if _LEFT_OUT_RE.fullmatch(text):
        return "others"
    if not any(c.isalpha() for c in text):
        return "junk"
    # what _NOT_A_PERSON_RE needs, looked for first: it is asked of every author of every entry
    maybe_link = "://" in text or "@" in text or text[:1].isdigit() or text[:4].casefold() == "www."
    return "junk" if maybe_link and _NOT_A_PERSON_RE.fullmatch(text) else ""


def _family_with_particles(person: dict) -> str:
    """CSL's family name with its particles ("van" of "Joost van Dijk", dropping or not) before it, once: an
    export that already wrote the particle into `family` ("van Dijk") gets it only there."""
    family = str(person.get("family") or "").strip()
    for key in ("non-dropping-particle", "dropping-particle"):
        particle = str(person.get(key) or "").strip()
        if particle and not family.lower().startswith(particle.lower() + " "):
            family = f"{particle} {family}".strip()
    return family


def csl_author(person) -> str:
    """A CSL name ({family, given, suffix} or {literal}; Crossref's {name}) as a BibTeX name; "others" for
    "et al."; "" for what names no one, and for a lone given name of one word (a first name with its family
    lost names no one the site could tell apart)."""
    if isinstance(person, str):  # a script's CSL: "Lind, Ada" or "Ada Lind" where an object belongs
        return "" if not_a_name(person) == "junk" else ("others" if not_a_name(person) else export_name(person))
    if not isinstance(person, dict):
        return ""
    literal = str(person.get("literal") or person.get("name") or "").strip()
    family = _family_with_particles(person)
    given = str(person.get("given") or "").strip()
    whole = literal or " ".join(part for part in (given, family) if part)
    verdict = not_a_name(whole)
    if verdict:
        return "others" if verdict == "others" else ""
    if literal:
        return bibtex_name("", literal)
    if not family:
        return bibtex_name("", given) if len(given.split()) > 1 else ""
    if given and names_a_body(whole):  # "Northern Kelp" + "Survey": one organisation, kept as it prints
        return bibtex_name("", whole)
    return bibtex_name(dotted_initials(given), family, str(person.get("suffix") or "").strip())


def csl_authors(value) -> list[str]:
    """The BibTeX names of a CSL `author`: a list of names, or one text of them ("Lind, Ada and Roy, Bo")."""
    if isinstance(value, str):
        value = [part for part in re.split(r"\s+and\s+|\s*;\s*", value) if part.strip()]
    return [name for name in map(csl_author, value if isinstance(value, list) else []) if name]
