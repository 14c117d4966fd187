"""What BibTeX fields mean here: month macros, al-folio link fields, prose fields, status and id patterns."""

from __future__ import annotations

import re

from importer.parsers.statuses import ACCEPTED_RE, DATE_STATUS, SUBMITTED_RE

from .. import lazy_re

MONTH_MACROS = {
    "jan": "January",
    "feb": "February",
    "mar": "March",
    "apr": "April",
    "may": "May",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}

# Fields whose value is prose (decoded from LaTeX); everything else is an identifier or URL.
_TEXT_FIELDS = frozenset(
    {
        "title",
        "subtitle",  # biblatex's: printed after the title
        "booktitle",
        "journal",
        "journaltitle",  # biblatex's name for journal
        "shortjournal",  # biblatex's abbreviation of it
        "eventtitle",  # biblatex: the meeting a proceedings paper was given at
        "maintitle",  # biblatex: the work of many volumes a volume is one of
        "venue",  # biblatex: where the meeting was
        "fjournal",  # MathSciNet's full name of the journal its `journal` abbreviates
        "howpublished",
        "note",
        "abstract",
        "award",
        "award_name",
        "school",
        "institution",
        "publisher",
        "series",
        "abbr",
        "organization",
        "type",
        "annote",
    }
)

# A status before the venue it names: "howpublished = {Submitted to Nature}", "Accepted at ICML".
STATUS_BEFORE_VENUE_RE = lazy_re.compile(
    rf"^\s*(?:{SUBMITTED_RE.pattern}|{ACCEPTED_RE.pattern})\s*[:,.-]?\s*(?=\S)", re.I
)
# A status after the venue it names: "Transportmetrica B (submitted)", "Cell Reports, in press". The status
# words are many and in many languages, so they are written once: an opening bracket asks for a closing one.
STATUS_AFTER_VENUE_RE = lazy_re.compile(
    rf"\s*(?:(?P<bracket>[(\[])|[,;])\s*{DATE_STATUS}(?(bracket)\s*[)\]]|\.?)\s*$", re.I
)
# HTML's inline marks in a title or venue: al-folio renders its fields as HTML, so sites write species names
# as "<i>Nepenthes</i>" and formulas as "H<sub>2</sub>O". The words stay, the marks go (as in CSL titles).
HTML_MARKUP_RE = lazy_re.compile(r"</?(?:i|b|em|strong|sup|sub|sc|span|u|tt|small)(?:\s[^<>]*)?>", re.I)
# Fields where people write a status (biblatex `pubstate` is read by its own values)
STATUS_FIELDS = ("note", "booktitle", "journal", "journaltitle", "howpublished", "abbr", "year", "addendum")
_WORKSHOP_RE = lazy_re.compile(r"\bworkshops?\b", re.I)
_ARXIV_VENUE_RE = lazy_re.compile(r"\barxiv\b|\bcorr\b", re.I)
_ARXIV_ID_RE = lazy_re.compile(
    r"(?:arxiv[:/\s.]*(?:abs/|pdf/)?)?(?<!\d)(?<!\d\.)(\d{4}\.\d{4,5}(?!\d)|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?",
    re.I,
)
_ARXIV_URL_RE = lazy_re.compile(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})", re.I)
_DOI_PREFIX_RE = lazy_re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.I)
_EQUAL_NOTE_RE = lazy_re.compile(r"(?:^|[;.]\s*)\*\s*Equal contribution:\s*(?P<names>.*)$", re.I | re.S)
_ANNOTATION_RE = lazy_re.compile(r"(\d+)\s*=\s*\"?([^;\"]*)\"?")

# Preprint servers as biblatex `eprinttype` and BibTeX `archivePrefix` name them (folded to lower case,
# without spaces and dots) -> the server's name as a venue.
PREPRINT_SERVERS = {
    "arxiv": "arXiv",
    "biorxiv": "bioRxiv",
    "medrxiv": "medRxiv",
    "chemrxiv": "ChemRxiv",
    "psyarxiv": "PsyArXiv",
    "socarxiv": "SocArXiv",
    "edarxiv": "EdArXiv",
    "eartharxiv": "EarthArXiv",
    "engrxiv": "engrXiv",
    "techrxiv": "TechRxiv",
    "ssrn": "SSRN",
    "osf": "OSF Preprints",
    "osfpreprints": "OSF Preprints",
    "researchsquare": "Research Square",
    "preprintsorg": "Preprints.org",
    "preprints": "Preprints.org",
    "hal": "HAL",  # France's open archive: `eprinttype = {hal}`, `eprint = {hal-01234567}`
}
# DOIs the servers give their preprints. Cold Spring Harbor's 10.1101 is also its journals' (10.1101/gr.…):
# only the date-shaped suffixes (and the six-digit ones of before 2019) are preprints; medRxiv's carry
# two more digits than bioRxiv's.
PREPRINT_DOIS = (
    (lazy_re.compile(r"^10\.1101/\d{4}\.\d{2}\.\d{2}\.\d{8}(?:v\d+)?$"), "medRxiv"),
    (lazy_re.compile(r"^10\.1101/(?:\d{4}\.\d{2}\.\d{2}\.\d{6}|\d{6})(?:v\d+)?$"), "bioRxiv"),
    (lazy_re.compile(r"^10\.2139/ssrn\.\d+$", re.I), "SSRN"),
    (lazy_re.compile(r"^10\.26434/chemrxiv", re.I), "ChemRxiv"),
    (lazy_re.compile(r"^10\.31234/osf\.io/", re.I), "PsyArXiv"),
    (lazy_re.compile(r"^10\.31223/", re.I), "EarthArXiv"),
    (lazy_re.compile(r"^10\.21203/rs\.", re.I), "Research Square"),
    (lazy_re.compile(r"^10\.20944/preprints", re.I), "Preprints.org"),
    (lazy_re.compile(r"^10\.48550/arxiv\.", re.I), "arXiv"),
)
# "[Workshop]" in a title, as people tag a workshop paper whose entry type says only inproceedings or misc.
WORKSHOP_TAG_RE = lazy_re.compile(r"\s*\[\s*workshop(?:\s+paper)?\s*\]\s*", re.I)
# `type` of a report that is a working paper ("type = {Working Paper}", NBER's and RePEc's exports).
WORKING_PAPER_TYPE_RE = lazy_re.compile(r"\b(?:working|discussion)\s+papers?\b", re.I)
# A ranking tag before a title, as CVs mark their papers by a venue list's rank: "[A+] Title", "[CCF-A] Title",
# "[Q1] Title". The rank is no word of the title.
RANK_TAG_RE = lazy_re.compile(r"^\s*\[(?:A\+\+|A\*|A\+|A|B|C|Q[1-4]|CCF[- ]?[ABC]|CORE[- ]?A\*?)\]\s+(?=\S)")
# The year after a venue's acronym in al-folio's `abbr` ("TSC 2021", "CVPR'24"): the badge's, not the venue's name
ABBR_YEAR_RE = lazy_re.compile(r"(?<=\S)\s*(?:\s(?:19|20)\d\d|['’]\d\d)$")
# What was given before the meeting it was given at: "Poster presentation at the Annual Meeting of ...",
# "Invited talk at ...". The meeting is the venue; the form of the presentation is a note.
PRESENTATION_BEFORE_VENUE_RE = lazy_re.compile(
    r"^\s*((?:invited\s+|contributed\s+|oral\s+|poster\s+)?(?:poster|oral|talk|keynote|presentation|lecture)"
    r"(?:\s+presentation)?)\s+(?:at|@)\s+(?-i:the\s+)?(?=\S)",
    re.I,
)


def says_only_a_status(value: str) -> bool:
    """A field that says only a status ("booktitle = {Under review}", "abbr = {Under-review}", "year = {in press}")."""
    value = value.strip()
    return bool(value) and any(
        pattern.fullmatch(value) or (value.endswith(".") and pattern.fullmatch(value[:-1]))
        for pattern in (SUBMITTED_RE, ACCEPTED_RE)
    )
