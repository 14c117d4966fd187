"""Known venues of every field, and what a venue as printed in a citation is.

The venues are data (data/venues.tsv, read once by venue_table.read_venues): one row a venue,
with its canonical name, acronym, kind, field, abbreviations (ISO 4 first) and aliases. This
module is the lookup the parsers call; plain Python, no Django.

    >>> resolve_venue("Proceedings of the 23rd USENIX Symposium on Networked Systems "
    ...               "Design and Implementation (NSDI'26), Renton, WA").acronym
    'NSDI'
    >>> resolve_venue("Proc. Natl. Acad. Sci. U.S.A. 120, e2301234120").kind
    'journal'
    >>> kind_from_words("Journal of Placid Studies")
    'journal'
    >>> year_from_venue_text("OSDI '24")
    2024
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from . import lazy_re
from .dates import CURRENT_YEAR, two_digit_year, years_in
from .venue_table import CONFERENCE, JOURNAL, PREPRINT, WORKSHOP, KnownVenue, VenueTable, read_venues

__all__ = [
    "THESIS_WORDS_RE",
    "CONFERENCE",
    "JOURNAL",
    "PREPRINT",
    "WORKSHOP",
    "KnownVenue",
    "VenueTable",
    "guess_acronym",
    "has_journal_places",
    "kind_from_words",
    "known_venues",
    "load_venue_table",
    "looks_like_journal_reference",
    "resolve_venue",
    "trim_venue_end",
    "venue_by_acronym",
    "venue_kind",
    "without_place_and_date",
    "year_from_venue_text",
]


@cache
def known_venues() -> tuple[KnownVenue, ...]:
    """The venues the project ships (data/venues.tsv), read once."""
    return read_venues()


@cache
def _table() -> VenueTable:
    return VenueTable(known_venues())


def load_venue_table() -> None:
    """Read and index the known venues now, once: a process about to fork parse children (the import's)
    reads them for itself and for every child, which inherits the table instead of reading it again."""
    _table()


def __getattr__(name: str):
    if name == "KNOWN_VENUES":  # read on first use, not when the parsers are imported
        return known_venues()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def resolve_venue(text: str) -> KnownVenue | None:
    """The known venue named in `text` (a venue as printed in a citation), or None."""
    return _table().resolve(text)


def venue_by_acronym(acronym: str) -> KnownVenue | None:
    """The venue whose acronym (or acronym spelling) is exactly `acronym`."""
    return _table().by_acronym(acronym)


def venue_kind(text: str | None, record: Mapping[str, str] | None = None) -> str | None:
    """The kind of the papers of the venue `text` names: the table's, else what its words say, else
    a journal when a volume and pages follow its name or the `record` it is printed in has a journal's
    places (see has_journal_places). A name alone with neither is of no kind."""
    if not text:
        return None
    known = resolve_venue(text)
    if known is not None:
        return known.kind
    worded = kind_from_words(text)
    if worded:
        return worded
    return JOURNAL if looks_like_journal_reference(text) or has_journal_places(record) else None


# A journal's places in a record: a volume, an issue, an ISSN. Pages alone are not one: a chapter and a
# proceedings paper have pages too.
_JOURNAL_PLACE_FIELDS = ("volume", "issue", "issn")


def has_journal_places(record: Mapping[str, str] | None) -> bool:
    """True when an exported record (BibTeX field names) places its paper in a journal: a volume, an
    issue or an ISSN ("Marine Geology", volume 412), or an issue `number` with pages."""
    if not record:
        return False
    if any(str(record.get(field) or "").strip() for field in _JOURNAL_PLACE_FIELDS):
        return True
    return bool(str(record.get("number") or "").strip() and str(record.get("pages") or "").strip())


# A name, then where in a journal: "Ecology 104(3): 1-12", "Gut 2021;70(2):101-9", "Icarus 12, 101-120",
# "Chaos 33, 013101 (2023)", "vol. 12, no. 3, pp. 45-67", "Ecosphere, 14, e04412", "Geology 412 (2021) 106118". Proceedings print pages, never an issue or a volume
# with an article number, so these are a journal's.
_JOURNAL_REFERENCE_RE = lazy_re.compile(
    r"[^\W\d_]{2,}\.?,?\s+(?:"
    r"(?:(?:19|20)\d{2}\s*;\s*)?\d{1,4}\s*\(\s*[\w./–-]{1,12}\s*\)\s*[:,]\s*[eE]?\d+"  # vol(issue): pages
    r"|(?:19|20)\d{2}\s*;\s*\d{1,4}\s*:\s*[eE]?\d+"  # Vancouver year;vol:pages
    r"|(?!(?:19|20)\d{2}\b)\d{1,4}\s*:\s*[eE]?\d+\s*[-–]\s*\d+"  # vol: pages-pages (a year is no volume)
    r"|\d{1,4}\s*,\s*[eE]?\d{3,}(?:\s*[-–]\s*\d+)?\s*\(\s*(?:19|20)\d{2}\s*\)"  # vol, pages (year)
    r"|(?:vol(?:ume)?\.?\s*\d{1,4}\s*,\s*(?:no|issue)\.?\s*\d+)"  # vol. 12, no. 3
    r"|vol(?:ume)?\.?\s*\d{1,4}\s*,\s*(?:pp?\.|pages)\s*[eE]?\d+"  # vol. 12, pp. 45-67
    r"|\d{1,4}\s*\(\s*(?:19|20)\d{2}\s*\)\s*[eE]?\d{3,}"  # Elsevier's vol (year) article: 412 (2021) 106118
    r"|(?!(?:19|20)\d{2}\b)\d{1,4}\s*,\s*(?:[eE]\d{3,}|\d+\s*[-–]\s*\d+)(?!\d)"  # APA: "Name, 12, 45-67"
    # the humanities' "Viator 25 (1994), 289-323", "Res Publica 5, 2(1982), 85-91", "Today (Fall 1986), 224-233"
    r"|(?:\d{1,4}(?:\s*,\s*\d{1,3})?\s*)?\(\s*(?:[A-Z][a-z]+\.?\s+)?(?:19|20)\d{2}[^()]{0,20}\)\s*[,:]\s*(?:pp?\.\s*)?\d+\s*[-–]\s*\d+"
    r")",
    re.I,
)


def looks_like_journal_reference(text: str | None) -> bool:
    """True when `text` is a venue printed with a journal's volume and issue or pages after its name.

    "Environmental Microbiology 23(11): 6754–6770" and "Gut. 2021;70(2):101-9" are; "Proceedings
    of ..., pp. 1-10" and a name alone are not.
    """
    return bool(text) and bool(_JOURNAL_REFERENCE_RE.search(text) or _ONLINE_ARTICLE_RE.search(text))


# APA's online-only article, a volume and issue without pages closing the reference: "*Ecology Letters*, *12*(5)."
_ONLINE_ARTICLE_RE = lazy_re.compile(
    r"[^\W\d_]{2,}\*{0,2},\s+\*{0,2}(?!(?:19|20)\d{2}\b)\d{1,4}\*{0,2}\s*\(\s*\d{1,4}(?:[-–]\d{1,4})?\s*\)\s*(?:\.|$)"
)


# --- the kind of a venue the table does not know, from its words ------------------------------

_JOURNAL_WORDS = (
    r"journals?|letters?|reviews?|transactions|annals|bulletin|quarterly|magazine|acta|archives|"
    r"reports|gazette|zeitschrift|revue|revista|communications|"
    r"(?:J|Lett|Rev|Trans|Ann|Annu|Bull|Commun|Rep|Q)\.(?=\s|$)"
)
# A thesis in the languages CVs are written in: "PhD thesis", "Thèse de doctorat", "Tesis doctoral",
# "Tese de doutorado", "Tesi di dottorato", "Dissertation" ("Diss."), "Doktorarbeit", "Proefschrift", 博士论文.
THESIS_WORDS_RE = lazy_re.compile(
    r"\b(?:thesis|dissertation|disserta[çc][ãa]o|diss(?=\.)|habilitation\w*|doktorarbeit|diplomarbeit|"
    r"masterarbeit|magisterarbeit|th[eè]se|tesis|tese|tesi|proefschrift)\b|学位论文|博士论文|硕士论文",
    re.I,
)
# Checked in this order: the first that matches decides.
_KIND_WORDS = (
    ("patent", lazy_re.compile(r"\bpatents?\b|\bpat\.\s*(?:no\.?\s*)?\d|专利", re.I)),
    ("thesis", THESIS_WORDS_RE),
    ("workshop", lazy_re.compile(r"\bworkshops?\b|\bhot\s+topics\b|研讨会", re.I)),
    (
        "preprint",
        lazy_re.compile(
            r"\b(?:arxiv|biorxiv|medrxiv|chemrxiv|psyarxiv|socarxiv|ssrn|preprints?|e-?prints?|"
            r"working\s+papers?|discussion\s+papers?|job\s+market\s+paper|"
            r"tech(?:nical|\.)?\s+reports?)\b|\bcorr\s+abs/",
            re.I,
        ),
    ),
    # "Proceedings of the Royal Society", "of the National Academy of Sciences": journals; but a society's
    # conference ("Proc. Annu. Conf. Gait Soc.", "Proceedings of the Gait Society Conference") is a conference.
    (
        "journal",
        lazy_re.compile(
            r"\bproc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?(?:royal|r\.|national|natl\.|american|am\.|"
            r"(?:(?!conf|symp|congress|meeting)[\w.]+\s+){0,3}(?:society|soc\.|academy|acad\.|institution|inst\.))"
            r"(?!.*\b(?:conference|conf\.|symposium|symp\.|congress|meeting)(?!\w))",
            re.I,
        ),
    ),
    (
        "conference",
        lazy_re.compile(
            r"\b(?:conference|conf\.|symposium|symp\.|congress|colloquium|meeting|summit|proceedings|proc\.)"
            r"|会议|大会",
            re.I,
        ),
    ),
    ("journal", lazy_re.compile(rf"\b(?:{_JOURNAL_WORDS})|学报|期刊|杂志", re.I)),
    # A journal named by its field and a plain noun: "Ecological Applications", "Cancer Research",
    # "Ecological Monographs" (last in the name, so "Research Group" or "Applications of X" are not;
    # a field word before "Research", so a company's lab, "Microsoft Research", is not).
    (
        "journal",
        lazy_re.compile(
            r"\b(?:\w+(?:al|ic|ics)\s+applications|[a-z]*(?:al|ic|ics|er|es|ns|gy|ry|ce|ing|ion|ure|th|ment)\s+research"
            r"|\w+\s+monographs)(?=[\s\d,.;:()–-]*$)",
            re.I,
        ),
    ),
    # Abbreviations without dots, as Vancouver and NLM print them: "J Placid Stud", "Placid Res Lett".
    (
        "journal",
        lazy_re.compile(
            r"(?<![\w.])(?:J|Lett|Rev|Res|Annu|Bull|Trans|Commun|Rep|Sci|Med|Chem|Phys|Biol|Econ|Psychol)\b"
        ),
    ),
    # Families of journals named by their publisher: "Nature Catalysis", "ACS Omega", "npj ...".
    (
        "journal",
        lazy_re.compile(
            r"^(?:the\s+)?(?:nature|science|cell|plos|npj|jama|bmj|lancet|acs|rsc|frontiers\s+in|"
            r"trends\s+in|advances\s+in|annual\s+review|ieee\s+trans|acm\s+trans)\b",
            re.I,
        ),
    ),
    (
        "book",
        lazy_re.compile(r"\b(?:university\s+press|press|publishers?|publishing|handbook|encyclopedia|books?)\b", re.I),
    ),
)


def kind_from_words(text: str | None) -> str | None:
    """The kind a venue the table does not know names by its words, or None.

    "Journal", "Letters", "Review(s)", "Transactions", "Annals" -> journal; "Proceedings of the
    ... Conference", "Symposium" -> conference; "Proceedings of the ... Society/Academy" ->
    journal; "Workshop" -> workshop; arXiv, bioRxiv, SSRN, "Working Paper" -> preprint;
    "Thesis", "Dissertation" -> thesis; "Patent" -> patent; "... Press" -> book.
    """
    if not text:
        return None
    for kind, pattern in _KIND_WORDS:
        if pattern.search(text):
            return kind
    return None


# --- the year in a venue as printed -----------------------------------------------------------

_ARXIV_ID_RE = lazy_re.compile(r"(?<![\d.])(\d{2})(\d{2})\.\d{4,5}(?:v\d+)?(?![\d])")
_SHORT_YEAR_RE = lazy_re.compile(r"['’‘`´]\s?(\d{2})(?!\d)")
_GLUED_YEAR_RE = lazy_re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Za-z]{1,10}(\d{2})(?![\d.])")


# A "year" before this in a venue is a number of something else (a volume, pages).
OLDEST_YEAR = 1950


def year_from_venue_text(text: str) -> int | None:
    """The year a venue as printed gives, the one reader of it for every kind of document.

    The last plausible full year ("NeurIPS 2023 Workshop on ..., 2024" -> 2024: the paper's, after
    the venue's name), else the last short one ("OSDI '24", "OSDI24" -> 2024), else an arXiv id's
    (arXiv:2408.08586 -> 2024). An arXiv id's digits are never read as a year of their own.
    """
    if not text:
        return None
    without_ids = _ARXIV_ID_RE.sub(" ", text)
    years = [year for year in years_in(without_ids) if OLDEST_YEAR <= year <= CURRENT_YEAR + 2]
    if years:
        return years[-1]
    short = _SHORT_YEAR_RE.findall(without_ids) or _GLUED_YEAR_RE.findall(without_ids)
    if short:
        return two_digit_year(short[-1])
    match = _ARXIV_ID_RE.search(text)
    if match and 1 <= int(match.group(2)) <= 12:
        return 2000 + int(match.group(1))
    return None


# --- where and when a meeting was held, printed after its name -------------------------------

_MONTH_NAME = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_DAYS = rf"{_MONTH_NAME}(?:\s+\d{{1,2}})?(?:\s*[-–]\s*(?:{_MONTH_NAME}\s+)?\d{{1,2}})?"
# A place's words: "Paris", "Xi'an", "St. Louis", "Rio de Janeiro", "Frankfurt am Main", "QC"
_PLACE = r"[A-Z][\w'’.-]*(?:\s+(?:(?:de|del|da|am|upon|sur|la)\s+)?[A-Z][\w'’.-]*){0,3}"
# A meeting's name ends with its acronym in brackets or holds a meeting's word; the place and the dates
# follow it: "Proc. IEEE Int. Conf. on Robotics and Automation (ICRA), Paris, France, May 31-June 4, 2020"
_MEETING_PLACE_RE = lazy_re.compile(
    r"^(?P<name>.*?(?:\([^()]*\)|\b(?:Conference|Conf\.|Symposium|Symp\.|Workshop|Congress|Meeting|Colloquium|"
    r"Summit|Forum)(?=[\s,])[^,()]*(?:\([^()]*\))?))"
    # ACM's reference format names the publisher before its city: "(CHI '23). Association for Computing
    # Machinery, New York, NY, USA"
    r"(?P<publisher>[.,]?\s+(?:Association for Computing Machinery|ACM Press|IEEE Computer Society|IEEE Press))?"
    rf"(?P<where>(?:,\s*(?!{_MONTH_NAME}\s*\d)(?!(?:19|20)\d\d\b){_PLACE}){{0,3}})"
    rf"(?P<when>,?\s*{_DAYS})?[,.]?\s*(?P<year>(?:19|20)\d{{2}})?\s*\.?$"
)


def without_place_and_date(text: str) -> str:
    """A meeting's name as printed, without the city, country and month IEEE and ACM print after it.

    "Proc. IEEE Int. Conf. on Robotics and Automation (ICRA), Paris, France, May 2020" ->
    "Proc. IEEE Int. Conf. on Robotics and Automation (ICRA) 2020" (the year stays: a venue as
    printed carries it). A journal's name, or a name with neither, is returned as it is.
    """
    match = _MEETING_PLACE_RE.match(text.strip())
    if match is None or not (match.group("where") or match.group("when") or match.group("publisher")):
        return text
    if not (match.group("year") or match.group("name").endswith(")")):
        return text  # "Workshop on Stones, Sand, Gravel": without an acronym or a year, the words may be its name
    name, year = match.group("name").rstrip(" ,"), match.group("year") or ""
    return name if year and year in name else f"{name} {year}".strip()  # "2018 IEEE International Conference ..."


# An abbreviated journal's own bracketed word, as NLM prints it: "Med Clin (Barc)", "J Physiol (Lond)",
# "Br Med J (Clin Res Ed)": the place or series telling apart journals of one name, part of the name
_ABBREVIATED_NAME_RE = lazy_re.compile(r"^(?:[A-Z][A-Za-z]{0,13}\.?\s+){1,5}$")
# a word or two in lower case ("Barc", "Clin Res Ed"), or single letters apart ("N Y"); never an acronym ("TOG")
_QUALIFIER_RE = lazy_re.compile(r"(?=[^()]*[a-z])(?:[A-Z][a-z]{0,5}\.?\s?){1,3}|[A-Z](?:\s[A-Z]){1,2}")
_MEDIA_WORDS = frozenset({"Online", "Print", "Internet", "Web"})


def without_brackets(text: str) -> str:
    """`text` without what brackets hold ("(SOSP)", "(2019)", "(Online)"), keeping an abbreviated
    journal's bracketed place or series ("Med Clin (Barc)")."""

    def dropped(match: re.Match) -> str:
        name, qualifier = text[: match.start()] + " ", match.group(1).strip()
        if (
            _ABBREVIATED_NAME_RE.match(name)
            and any(len(word.strip(".")) <= 3 for word in name.split())
            and _QUALIFIER_RE.fullmatch(qualifier)
            and qualifier.strip(".") not in _MEDIA_WORDS
        ):
            return f" ({qualifier}) "
        return " "

    return re.sub(r"\s*\(([^)]*)\)\s*", dropped, text)


# ISO 4 abbreviates a word by cutting it after a consonant ("Ann.", "Phys.", "Commun."); a name with a
# stop inside it is abbreviated so, and its last stop is then the abbreviation's, not the sentence's.
_INNER_ABBREVIATION_RE = lazy_re.compile(r"\b[A-Z][a-z]{0,11}\.\s")
_ABBREVIATED_END_RE = lazy_re.compile(
    r"(?:^|\s)[A-Z][a-z]{0,11}[b-df-hj-np-tv-xz]\.$|(?:^|\s)J\.$"
)  # "Biochem. J."; "Phys. Lett. B" is a series


def trim_venue_end(text: str) -> str:
    """A venue's name without the punctuation that ended its sentence, keeping an abbreviation's stop.

    >>> trim_venue_end("Freshwater Biology.")
    'Freshwater Biology'
    >>> trim_venue_end("Math. Ann.,")
    'Math. Ann.'
    """
    text = text.strip(" ,;:")
    trimmed = text.rstrip(" ,.;:")
    if text.endswith(".") and _INNER_ABBREVIATION_RE.search(text) and _ABBREVIATED_END_RE.search(trimmed + "."):
        return trimmed + "."
    return trimmed


# --- acronyms of venues the table does not know ---------------------------------------------

_ACRONYM = r"[A-Za-z][A-Za-z0-9&+/-]{0,14}"
_PAREN_ACRONYM_RE = lazy_re.compile(
    rf"\(\s*(?:<i>)?({_ACRONYM})(?:</i>)?\s*(?:['’‘`]?\s*(?:\d{{2}}|\d{{4}}))?\s*(?:\)|,|$)"
)
_YEAR_ACRONYM_RE = lazy_re.compile(rf"\b({_ACRONYM}?[A-Z]{_ACRONYM}?)\s*(?:['’‘`]\s*\d{{2}}\b|\s\d{{4}}\b|\d{{2}}\b)")
_TAG_RE = lazy_re.compile(r"</?[a-zA-Z][^<>]*>")
_NOT_ACRONYMS = {
    "CCF",
    "CORE",
    "IEEE",
    "ACM",
    "USENIX",
    "IFIP",
    "SIAM",
    "AAAI",
    "USA",
    "UK",
    "PDF",
    "DOI",
    "URL",
    "In",
    "To",
    "The",
    "Proc",
    "Vol",
    "No",
    "pp",
    "CA",
    "WA",
    "NY",
    "MA",
    "TX",
    "PA",
    "NJ",
    "IL",
}


# A volume numeral ("Instrumentation for Astronomy VIII", "Optical Fibers XIV"): a number, never an acronym.
# Up to XCIX: "CC" and "DCC" are conferences, and no series counts its volumes into the hundreds.
_ROMAN_NUMERAL_RE = lazy_re.compile(r"(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


# Publishers whose acronym opens their journals' names: "BMC Pebble Ecology", "JAMA Pebble Medicine". Such a
# word before more of the name is the publisher's, shared by all its journals; alone ("JAMA 2019") it is the journal.
_PUBLISHER_FIRST_WORDS = {
    "BMC",
    "PLoS",
    "PLOS",
    "IOP",
    "AIP",
    "EMBO",
    "BMJ",
    "JAMA",
    "RSC",
    "ACS",
    "APS",
    "MDPI",
    "IET",
}


def _could_be_acronym(word: str, text: str = "") -> bool:
    if word in _PUBLISHER_FIRST_WORDS and re.search(rf"\b{word}\s+[A-Z][a-z]", text):
        return False
    return sum(c.isupper() for c in word) >= 2 and word not in _NOT_ACRONYMS and not _ROMAN_NUMERAL_RE.fullmatch(word)


def guess_acronym(text: str | None) -> str | None:
    """The acronym a venue is printed with, for venues the table does not know (the one guesser).

    '18th USENIX Symposium ... (OSDI '24)' -> 'OSDI'; 'ACM SIGCOMM 2023' -> 'SIGCOMM';
    'Proc. of the ACM MoNeTec 2023' -> 'MoNeTec'; None when no word is an acronym.
    """
    if not text:
        return None
    text = _TAG_RE.sub("", text)
    for match in _PAREN_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if _could_be_acronym(word, text) and not word.isdigit():
            return word
    for match in _YEAR_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if _could_be_acronym(word, text):
            return word
    words = [
        w
        for w in re.findall(r"\b[A-Za-z][A-Za-z-]*[A-Z][A-Za-z-]*\b", text)
        if _could_be_acronym(w, text) and not w.startswith(("CCF", "CORE"))
    ]
    return words[-1] if len(words) == 1 else None
