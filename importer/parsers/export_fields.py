"""An exported record's values as the fields of a BibTeX entry, for every export reader.

CSL-JSON and RIS (importer.parsers.exports), ORCID works (importer.parsers.orcid), MEDLINE and
refer hand their records to the BibTeX reader's one entry rule as BibTeX fields: names as
"Last, First", values escaped for that reader (it decodes LaTeX, so "R&D" or "50%" arrive as
written), the container in the field the entry type reads it from, an arXiv id found in a URL
or DOI as `eprint`.
"""

from __future__ import annotations

import re

from . import lazy_re
from .dates import field_year
from .names import names_an_institution

__all__ = [
    "PUBLISHER_VENUES",
    "bare_doi",
    "bibtex_fields",
    "bibtex_name",
    "capitalised_name",
    "decapitalised",
    "doi_in_note",
    "names_a_body",
    "dotted_initials",
    "escaped",
    "export_entry",
    "export_name",
    "scholar_names",
    "year_in",
]

_LATEX_SPECIAL_RE = lazy_re.compile(r"([\\{}%$&#_^~])")
_ARXIV_RE = lazy_re.compile(r"(?:arxiv[:/.]\s*|abs/)(\d{4}\.\d{4,5})(?:v\d+)?", re.I)
# Entry types whose publisher is where they appeared: a book's press, a report's institution, a thesis's university.
PUBLISHER_VENUES = ("book", "techreport", "phdthesis")
_CONTAINER_FIELD = {"article": "journal", "inproceedings": "booktitle", "incollection": "booktitle"}


def escaped(value) -> str:
    """A value (the first of a list) as BibTeX field text; "" for anything that is not text or a number."""
    if isinstance(value, list):
        value = value[0] if value else ""
    if not isinstance(value, (str, int, float)):
        return ""
    return _LATEX_SPECIAL_RE.sub(r"\\\1", str(value).strip())


def bibtex_name(given: str, family: str, suffix: str = "") -> str:
    """ "Family, Given" ("Family, Jr., Given" with a suffix); a name of one part (a consortium) braced, so
    the reader keeps it whole."""
    if family and given:
        return (
            f"{escaped(family)}, {escaped(suffix)}, {escaped(given)}"
            if suffix
            else f"{escaped(family)}, {escaped(given)}"
        )
    return "{" + escaped(family or given) + "}"


def bibtex_fields(entry_type: str, values: dict) -> dict[str, str]:
    """BibTeX fields from plain values; the container goes where the entry type reads it."""
    fields = {key: escaped(value) for key, value in values.items() if key not in ("author", "container") and value}
    if values.get("author"):
        fields["author"] = " and ".join(values["author"])
    container = escaped(values.get("container"))
    if container:
        fields[_CONTAINER_FIELD.get(entry_type, "howpublished")] = container
    arxiv = _ARXIV_RE.search(" ".join(str(values.get(k) or "") for k in ("url", "doi", "number", "container")))
    if arxiv and "eprint" not in fields:
        fields["eprint"], fields["archiveprefix"] = arxiv.group(1), "arXiv"
    return fields


def year_in(value) -> str:
    """The first year written in a date field's value (dates.field_year), as text, or ""."""
    year = field_year(value)
    return str(year) if year else ""


# Initials, with or without dots: "PJ", "K", "H.", "K.J.". A given name is never 1-3 capitals alone.
_BARE_INITIALS_RE = lazy_re.compile(r"(?:[A-Z]\.?){1,3}")


def export_name(raw) -> str:
    """A name as exports print it, as a BibTeX name: "Lind, Petra J" -> "Lind, Petra J.", "Sowinska, K.J." and
    Vancouver's "Lind PJ" or "Lind P.J." -> "Lind, P. J."; any other name without a comma is kept whole, and so
    is a body named with a comma ("Chile, Ministerio de Salud"): it is no family and given name."""
    # old EndNote exports escape an apostrophe with a slash: "D/'Amato"
    text = decapitalised(" ".join(str(raw).replace("/'", "'").split()).strip(" ,;"))
    family, comma, given = text.partition(",")
    if comma and (names_a_body(family) or names_a_body(given)):
        return bibtex_name("", text)
    if given.count(",") == 1:
        return _three_part_name(family.strip(), *(part.strip() for part in given.split(",")))
    squeezed = _SQUEEZED_PARTICLE_RE.match(text) if not comma else None
    if squeezed:  # PubMed's "Maia Jde F": J. de F. Maia, the particle written into the initials
        return bibtex_name(dotted_initials(" ".join(squeezed.group("given", "particle", "rest"))), squeezed["family"])
    if not comma:
        words = text.split()
        if _initials_first(words):  # Scholar's "MK Roy"
            family, given = " ".join(words[1:]), words[0]
        elif len(words) < 2 or not _BARE_INITIALS_RE.fullmatch(words[-1]) or not any(c.islower() for c in words[-2]):
            return bibtex_name("", text) if text else ""
        else:
            family, given = " ".join(words[:-1]), words[-1]
    return bibtex_name(dotted_initials(given), family.strip())


_SUFFIX_RE = lazy_re.compile(r"(?:Jr|Sr|Jnr|Snr|II|III|IV|2nd|3rd|4th)\.?", re.I)
# One initial alone in the third part: Web of Science reads a given name's last initial "I" or "V" as a
# numeral and prints it after a comma ("Fedotovich, G., V" is G. V. Fedotovich)
_LONE_INITIAL_RE = lazy_re.compile(r"[A-Z]\.?")


def _three_part_name(family: str, middle: str, last: str) -> str:
    """A name in three parts: RIS's and Web of Science's "Family, Given, Suffix", BibTeX's "Family, Jr., Given",
    or a given name's last initial after a comma of its own."""
    if _SUFFIX_RE.fullmatch(last) and middle:
        return bibtex_name(dotted_initials(middle), family, last)
    if _SUFFIX_RE.fullmatch(middle) and last:
        return bibtex_name(dotted_initials(last), family, middle)
    if _LONE_INITIAL_RE.fullmatch(last) and middle:
        return bibtex_name(dotted_initials(f"{middle} {last}"), family)
    return bibtex_name(dotted_initials(f"{middle} {last}".strip()), family)


# Vancouver style as PubMed prints a particle among the initials: "Maia Jde F", "Costa Mdos S"
_SQUEEZED_PARTICLE_RE = lazy_re.compile(
    r"^(?P<family>\S.*?) (?P<given>[A-Z])(?P<particle>de|da|do|dos|das|del|della|di|du|van|von|der|le|la) "
    r"(?P<rest>[A-Z]{1,3})$"
)
# A group that authors a paper: "EU Consortium", "ATLAS Collaboration", "NASA Team", "WHO Working Group"
_GROUP_WORD_RE = lazy_re.compile(
    r"\b(?:consortium|consortia|collaboration|team|group|network|initiative|project|committee|council|"
    r"alliance|investigators|study|program(?:me)?|panel|taskforce|task\s+force|working|association|"
    r"organi[sz]ation|agency|office|service|survey|bureau|board|army|force|lab|laboratories|members)\b",
    re.I,
)
# A family name of capitalised words in any alphabet: "Roy", "Zielińska", "Okafor-Smith", "O'Neil", "de la Cruz"
_FAMILY_WORD_RE = lazy_re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


# Public bodies that author reports, in the languages their exports come in; with _GROUP_WORD_RE and the
# institutions importer.parsers.names knows
_PUBLIC_BODY_RE = lazy_re.compile(
    r"\b(?:Minist[eé]ri[oe]|Ministère|Ministry|Ministerium|Secretar[ií]a|Secretariat|Government|Governo|Gobierno|"
    r"Gouvernement|Bundesamt|Prefeitura|Conselho|Consejo|Conseil|Comiss[aã]o|Comisi[oó]n|Commission|Ag[eê]ncia|"
    r"Agence|Tribunal|Parliament|Parlamento|Senado|Senate)\b",
    re.I,
)


def names_a_body(text: str) -> bool:
    """True for the part of a name that is an organisation's ("Ministério da Saúde", "Health Council"); never
    for one word, which is a person's family name as often ("Service, Robert F.")."""
    if len(text.split()) < 2:
        return False
    return bool(_PUBLIC_BODY_RE.search(text) or _GROUP_WORD_RE.search(text) or names_an_institution(text))


def _family_word(word: str) -> bool:
    if not _FAMILY_WORD_RE.fullmatch(word):
        return False
    return len(word) <= 3 and word.islower() or word[0].isupper() and any(c.islower() for c in word)


def _initials_first(words: list[str]) -> bool:
    """True for a name printed as bare initials before a capitalised family name ("MK Roy", "T Lind"),
    never for a group ("EU Consortium", "ATLAS Collaboration") or an institution."""
    if len(words) < 2 or not _BARE_INITIALS_RE.fullmatch(words[0]) or not words[-1][:1].isupper():
        return False
    family = " ".join(words[1:])
    if _GROUP_WORD_RE.search(family) or names_an_institution(family):
        return False
    return all(_family_word(word) for word in words[1:])


# What a list prints for the authors it leaves out: "…", "...", "et al."
_LEFT_OUT_RE = lazy_re.compile(r"\s*(?:…|\.{3}|et\.?\s*al\.?)\s*", re.I)


def scholar_names(text: str) -> list[str]:
    """The names of a Google Scholar author list: "Lind, Petra; Roy, B; " or, as Scholar's pages print them and
    tools copy them, "P Lind, B Roy, …". A name left out ("…") is "others", which marks the list cut."""
    if ";" in text:
        parts = text.split(";")
    else:
        parts = text.split(",")
        # one "Family, Given" name ("Lind, Petra") has a part of one word; a list's names have two or more,
        # but for a group of one word after a name printed initials first ("JP Varga, WHO")
        named = [p for p in parts if p.strip() and not _LEFT_OUT_RE.fullmatch(p)]
        if any(len(p.split()) < 2 for p in named) and not _initials_first(named[0].split()):
            parts = [text]
    return ["others" if _LEFT_OUT_RE.fullmatch(p) else p for p in parts if p.strip()]


# A full given name with a dot after it ("Hugo."), as catalogues end a record; never an abbreviation of
# old records ("Wm.", "Jr.", "Chas.")
_STRAY_DOT_RE = lazy_re.compile(r"\b([A-Z][a-z]{3,})\.$")
_ABBREVIATED_GIVEN_NAMES = frozenset({"Chas", "Thos", "Saml", "Benj", "Robt", "Jnr", "Snr"})


def _without_stray_dot(given: str) -> str:
    found = _STRAY_DOT_RE.search(given)
    return given[:-1] if found and found.group(1) not in _ABBREVIATED_GIVEN_NAMES else given


def dotted_initials(given: str) -> str:
    """A given name's bare initials with their dots: "PJ" and "P.J." -> "P. J.", "Petra J" -> "Petra J.";
    Web of Science's "M. -J." (a hyphenated given name's initials) -> "M.-J."."""
    given = re.sub(r"\.\s+-(?=\w)", ".-", given)
    given = _without_stray_dot(given)
    return " ".join(
        " ".join(f"{c}." for c in word.replace(".", "")) if _BARE_INITIALS_RE.fullmatch(word) else word
        for word in given.split()
    )


def export_entry(entry_type: str, where: str, **values):
    """(entry type, BibTeX fields, no citation key, where): an export reader's entry for importer.parsers.exports."""
    return entry_type, bibtex_fields(entry_type, values), None, where


# A DOI written alone or after "doi:" in a note-like field (RIS's M3 and N1): "doi: 10.1/x", "10.1/x"
_NOTE_DOI_RE = lazy_re.compile(r"^\s*(?:doi\s*:?\s*|https?://(?:dx\.)?doi\.org/)?(10\.\d{4,9}/\S+?)[\s.;,]*$", re.I)


def doi_in_note(*values) -> str:
    """The DOI a field holds when it holds nothing else ("doi: 10.1/x"); "" for a note that says more."""
    for value in values:
        for text in value if isinstance(value, list) else [value]:
            found = _NOTE_DOI_RE.match(str(text or ""))
            if found:
                return found.group(1)
    return ""


def bare_doi(value) -> str:
    """A DOI without its resolver ("https://doi.org/10.1/x" -> "10.1/x"); "" when the value is none."""
    doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", str(value or "").strip(), flags=re.I)
    return doi if doi.startswith("10.") else ""


# Words of a journal's name kept in capitals: societies' and publishers' acronyms, roman numerals
_CAPITAL_WORDS = frozenset(
    {"IEEE", "ACM", "ACS", "SIAM", "ASME", "ASCE", "AIAA", "IEICE", "IET", "SPIE", "AIP", "IOP", "BMC", "PLOS", "RSC"}
)
_SMALL_WORDS = frozenset({"and", "of", "the", "in", "on", "for", "a", "an", "to", "at", "by", "de", "und", "des", "la"})


def capitalised_name(text: str, iso_name: str = "") -> str:
    """A name a database prints in capitals ("EARTH SURFACE PROCESSES AND LANDFORMS") in title case. The
    journal's ISO abbreviation, which Web of Science prints beside it in its own case, is the name when
    nothing is abbreviated in it ("PEERJ" is "PeerJ", "PLOS ONE" is "PLoS One")."""
    if not text or any(c.islower() for c in text):
        return text
    if iso_name and iso_name.strip().lower() == text.strip().lower():
        return iso_name.strip()
    words = []
    for index, word in enumerate(text.split()):
        bare = word.strip("()-:,.&")
        if (
            bare in _CAPITAL_WORDS
            or re.fullmatch(r"[IVX]+|[B-DF-HJ-NP-TV-Z]{2,4}|\d\w*", bare)
            or re.fullmatch(r"\([A-Z&\-]{2,}\)[,.;:]?", word)
        ):
            words.append(word)  # "IEEE", "PART II", "ACS", "2021", a meeting's acronym "(ICRA)"
        elif index and word.lower() in _SMALL_WORDS:
            words.append(word.lower())
        else:
            words.append("-".join(part[:1] + part[1:].lower() for part in word.split("-")))
    return " ".join(words)


_VOWELS = frozenset("AEIOUYÀÁÂÃÄÅÆÈÉÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜÝĄĘĮŲΑΕΗΙΟΥΩАЕЁИОУЫЭЮЯ")


def decapitalised(name: str) -> str:
    """A person's name printed in capitals ("BOGUSŁAW KRĘCKI", a database's or a form's habit) in the
    case names are written in; initials ("J. P.", "JP") stay. A name with a small letter is as written."""
    if any(c.islower() for c in name) or len(name.split()) < 2:
        return name
    if _GROUP_WORD_RE.search(name) or names_an_institution(name):  # "CMS COLLABORATION" keeps its acronym
        return name
    return " ".join(_capitalised_word(word) for word in name.split())


def _capitalised_word(word: str) -> str:
    letters = [c for c in word if c.isalpha()]
    if len(letters) < 2 or not any(c in _VOWELS for c in letters):
        return word  # an initial ("J.") or initials ("JP")
    return "-".join(part[:1] + part[1:].lower() for part in word.split("-"))
