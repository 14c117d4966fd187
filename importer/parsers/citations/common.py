"""The vocabulary of printed citations: link labels, patterns, and small readers shared by the citation modules."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import lazy_re
from ..dates import YEAR_RE as _YEAR_RE
from ..name_forms import given_first
from ..names import has_et_al, names_an_institution, split_authors, strip_markers
from ..records import ParsedLink
from ..statuses import DATE_STATUS
from ..venues import THESIS_WORDS_RE, kind_from_words, looks_like_journal_reference
from ..venues import guess_acronym as guess_venue_acronym
from .link_labels import LINK_LABELS, link_label

_LABEL_WORDS = "|".join(sorted((re.escape(k) for k in LINK_LABELS), key=len, reverse=True))

_COMMENT_RE = lazy_re.compile(r"<!--.*?(?:-->|$)", re.S)
# Liquid/Jinja ({% include %}, {{ site.x }}) and kramdown's attribute lists ("[Title](url){:target="_blank"}"):
# site machinery, no part of a citation
_TEMPLATE_RE = lazy_re.compile(r"\{%.*?%\}|\{\{.*?\}\}|\{:[^{}\n]*\}", re.S)
_MD_LINK_RE = lazy_re.compile(
    r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+\"[^\"]*\")?\s*\)"
)
_HTML_LINK_RE = lazy_re.compile(r"<a\s[^>]*?href\s*=\s*[\"']([^\"']*)[\"'][^>]*>(.*?)</a>", re.I | re.S)
# An anchor with no address is a page's button ("<a onclick="toggle('abs1')">abstract</a>"): its words stay
_BUTTON_LINK_RE = lazy_re.compile(r"<a\b(?![^>]*\bhref\s*=)[^>]*>(.*?)</a>", re.I | re.S)
_BARE_LABELS_RE = lazy_re.compile(rf"\[\s*(?:{_LABEL_WORDS})(?:\s*[/|,]\s*(?:{_LABEL_WORDS}))*\s*\]", re.I)
_EMPTY_BRACKETS_RE = lazy_re.compile(r"\[[\s\]|/,;-]*\]|\(\s*\)")  # "[ ; ]" once its links went
_TAG_RE = lazy_re.compile(r"</?(?!sup\b)[a-zA-Z][^<>]*>")
_ANY_TAG_RE = lazy_re.compile(r"</?[a-zA-Z][^<>]*>")
# A bullet, a number or a label ("[C3]", "J2."), or a bullet and a label ("- [C3]: ..." from a LaTeX \\cvitem).
_NUMBERING_RE = lazy_re.compile(
    r"^\s*(?:[-*+•·▪◦]\s+)?(?:\[\s*[A-Za-z]?\d+\s*\][.:]?\s*|\(?\d{1,3}[.)]\s+|[A-Z]\d{1,3}[.):]?\s+)|^\s*[-*+•·▪◦]\s+"
)
_HEADING_RE = lazy_re.compile(r"^\s*#{1,6}\s*")
_QUOTED_RE = lazy_re.compile(r"[\"“”]\s*(.+?)\s*[,.]?\s*[\"“”]")
_BADGE_RE = lazy_re.compile(
    r"<(div|span)\s[^>]*class\s*=\s*[\"'][^\"']*\bbadge\b[^\"']*[\"'][^>]*>(?P<html>[^<]*)</\1>|"
    # not a name in code, the owner's emphasis: "`Ruiz, A.`, Osei, K." (a comma follows it, or it is inverted)
    r"^\s*(?:[-*+]\s+)?`{1,2}(?![A-Z][\w'’-]+,\s*[A-Z])(?P<code>[^`\n]{2,40})`{1,2}(?!\s*,)|"
    r"^\s*(?:[-*+]\s+)?(?:\*\*)?\[(?P<tag>[A-Z][A-Za-z&/-]{1,15}\s?['’]?\s?\d{2}(?:\d{2})?)\](?:\*\*)?",
    re.I | re.M,
)
# "Chen, Y., & Reyes, D. (2024). Title. Venue.", or a status in the year's place: "(in press)", "(soumis)"
_APA_RE = lazy_re.compile(rf"^(.+?)\s*\(((?:19|20)\d{{2}}|(?i:{DATE_STATUS}))[a-z]?\)[.,:]?\s+(.+)$")
_ITALIC_RE = lazy_re.compile(
    r"(?<![*\w\\])\*(?![*\s])([^*]+?)(?<![\s\\])\*(?![*\w])|(?<![\w_])_(?![_\s])([^_]+?)(?<!\s)_(?![\w_])|"
    r"<(?:em|i)>(.*?)</(?:em|i)>",
    re.I,
)
_BOLD_RE = lazy_re.compile(r"\*\*(.+?)\*\*|__(.+?)__|<(?:strong|b)>(.*?)</(?:strong|b)>", re.I | re.S)
_EMPHASIS_RE = lazy_re.compile(
    r"(?<![\w*])\*{1,3}(?=\S)|(?<=\S)\*{1,3}(?![\w*])|(?<![\w_])_{1,3}(?=\S)|(?<=\S)_{1,3}(?![\w_])"
)
_SPACE_RE = lazy_re.compile(r"[ \t\u00a0]+")
_ICON_RE = lazy_re.compile(
    r"[\U0001F000-\U0001FAFF\u2600-\u2708\u270A-\u271C\u271E-\u27BF\uFE0F]|:[a-z_]+:|<i class=[^>]*></i>|<img[^>]*>",
    re.I,
)

# Footnote legends: "(*co-first authors)", "(<sup>†</sup>Equal contribution)", "✉ corresponding author".
# Linear on any line: a match never begins inside a run of spaces or of markers, and the runs are
# taken whole (possessive). Backtracking through long runs hung the import on lines of "****" or spaces.
_LEGEND_RE = lazy_re.compile(
    r"(?:\(|(?<!\s))\s*+(?:<sup>\s*+)?(?<![*†‡§#✉])(\\?[*†‡§#✉]++)\s*+(?:</sup>\s*+)?(?::|=|(?:denotes?|indicates?|means?)\b)?\s*+"
    r"(?:(?:these|the|both)\s++(?:two\s++)?authors\s++)?"  # "*These authors contributed equally to this work."
    r"(equal(?:ly)?[ -]contribut\w*|contributed equally|co-?first[ -]author\w*|joint first[ -]author\w*|"
    r"corresponding[ -]author\w*|corresponding)(?:\s++to\s++this\s++(?:work|paper|study|article))?\s*\)?\.?",
    re.I,
)
# Marks that mean something else: "‡ student co-author", "^ undergraduate mentee", "§ denotes advisee".
# Only on the line that states them, never a bullet ("* Student ..." at a line's start); they are
# recorded so that the mark is dropped from the name and never read as an equal contribution.
_OTHER_LEGEND_RE = lazy_re.compile(
    r"(?:\(|(?<=\S)|^(?![ \t]*\*[ \t]))[ \t]*+(?:<sup>[ \t]*+)?(?<![*†‡§#✉^¶])(\\?[*†‡§#✉^¶]++)[ \t]*+(?:</sup>[ \t]*+)?"
    r"(?:[:=–-]|(?:denotes?|indicates?|marks?|means?|for|are|is)\b)?[ \t]*+"
    r"((?:(?:under)?graduate[ -]|phd[ -]|master'?s?[ -]|high[ -]school[ -])?"
    r"(?:student|advisee|mentee|trainee|supervisee|intern)s?(?:[ \t]*/[ \t]*(?:advisee|mentee|trainee|student)s?)*"
    r"(?:[ -]co-?authors?|[ -]authors?|[ -]collaborators?)?|(?:co-?)?supervised[ -]students?|"
    r"presenting[ -]author|presenter|senior[ -]author|last[ -]author|postdoc(?:toral)?[ -](?:mentee|trainee|fellow)s?)"
    r"\b[ \t]*\)?\.?",  # a whole word: "*International Journal" is an emphasised venue, not "* intern"
    re.I | re.M,
)
# A word every match of _LEGEND_RE and _EQUAL_NOTE_RE holds, and one every match of _OTHER_LEGEND_RE holds.
_LEGEND_WORD_RE = lazy_re.compile(r"equal|first|correspond", re.I)
_OTHER_LEGEND_WORD_RE = lazy_re.compile(
    r"student|advisee|mentee|trainee|supervise|intern|present|senior|last|postdoc", re.I
)
# and the note in brackets after a name, with its mark or in its place: "Wei Lin* (co-first authors)"
_EQUAL_NOTE_RE = lazy_re.compile(
    r"\(?\b(?:first author )?with equal contributions?\b\.?\)?|\(?\bequal contribution\)?\.?|"
    r"\((?:co-?|joint[ -])first(?:[ -]authors?(?:hip)?)?\)|\(contributed equally\)",
    re.I,
)

_ARXIV_RE = lazy_re.compile(
    r"(?:arxiv(?:\.org/(?:abs|pdf)/|[\s:]*(?:preprint)?[\s:]*(?:arxiv)?[\s:]*\(?)|e-?print:?\s*|\()(\d{4}\.\d{4,5})(?:v\d+)?",
    re.I,
)
# A DOI keeps the brackets it opens and closes ("10.1016/S2352-3018(23)00011-1"); an unbalanced one
# closes the text around it ("(doi:10.1/x)").
_DOI_RE = lazy_re.compile(
    r"(?:doi\.org/|doi:\s*|\b)(10\.\d{4,9}/(?:[^\s\"<>\[\]()]|\([^\s\"<>()]*\))*(?:[^\s\"<>\[\]().,;]|\([^\s\"<>()]*\)))",
    re.I,
)
# A publisher's link to the paper's file or page ("link.springer.com/content/pdf/10.3758/s1-0.pdf",
# "doi/10.1002/x.1/full"): its file type and view are no part of the DOI
_DOI_VIEW_RE = lazy_re.compile(r"(?:\.(?:pdf|html?|xml|epub)|/(?:full|abstract|pdf|epdf|fulltext))$", re.I)


def doi_of(match: re.Match) -> str:
    """The DOI `_DOI_RE` found, without the file type or view of the link it was read from."""
    return _DOI_VIEW_RE.sub("", match.group(1))


_AWARD_RE = lazy_re.compile(
    r"\b((?:Best|Distinguished|Outstanding)\s+(?:Student\s+|Short\s+|Long\s+)?"
    r"(?:Paper|Artifact|Demo|Poster|Presentation)(?:\s+Award)?(?:\s+(?:Runner[- ]up|Nominee|"
    r"Nomination|Finalist|Candidate|Honorable Mention))?|Honorable Mention|Spotlight|Oral)\b",
    re.I,
)
_RANKING_RE = lazy_re.compile(
    r"[,(]?\s*\b(?:CCF|CORE)[- ]?[ABC]\*?\b\)?|\(\s*(?:acceptance rate|accept(?:ed)?)[^)]*\)", re.I
)

_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# a date alone, or a status in its place: ACM's "Authors. 2024. Title." and "Authors. In press. Title."
_DATE_ONLY_RE = lazy_re.compile(
    rf"^\s*(?:(?:(?:\d{{1,2}}\s+)?{_MONTHS}\s*(?:\d{{1,2}},?\s*)?)?(?:19|20)\d{{2}}|{DATE_STATUS})\s*\.?\s*$", re.I
)
_VENUE_START_RE = lazy_re.compile(
    r"\b\d{1,3}(?:st|nd|rd|th)\b|\b(?:Proceedings|Proc\.|International|Conference|Symposium|"
    r"Workshop|Journal|Transactions|(?:19|20)\d{2}\b)",
    re.I,
)

_JOURNAL_RE = lazy_re.compile(
    r"\b(?:Transactions|Journal|Letters|Magazine|Surveys|Review|Communications of|"
    # the other CV languages' words for a journal: "Revista Contraponto (UFRGS)" is no conference
    r"Revista|Revue|Rivista|Zeitschrift|Tijdschrift|Jahrbuch|Cuadernos|Cadernos|"
    r"Proc\. VLDB Endow|Sciences?\b(?! Conference))|\b(?:IEEE|ACM)(?:/\w+)?\s+T[A-Z]{1,5}\b"
)
_WORKSHOP_RE = lazy_re.compile(r"\bWorkshops?\b|\bHot[A-Z]\w+|\bHot Topics\b", re.I)
_PREPRINT_RE = lazy_re.compile(  # arXiv, and the servers of other fields: "medRxiv", "PsyArXiv", "Research Square"
    r"(?i)\b(?:|psy|earth|soc|ed|eco|paleo)arxiv\b|\b(?:bio|med|chem|tech|eng|agri|eco)rxiv\b|\bresearch square\b|"
    r"\bpreprint\b|\btechnical report\b|\btech\.? report\b|\bcorr\b"
)
_PATENT_RE = lazy_re.compile(r"\bpatent\b|\bU\.?S\.? Patent\b|专利", re.I)
# A numbered report of an institute or agency ("Survey Report 2021/15", "Reports No. 12"); a technical
# report of a computer science department stays a preprint (_PREPRINT_RE)
_REPORT_SERIES_RE = lazy_re.compile(
    r"(?<!technical )(?<!tech\. )(?<!tech )\bReports?\s+(?:No\.?\s*|Series\s+|Nr\.?\s*)?[A-Z]{0,4}[-\s]?\d[\w/.-]*",
    re.I,
)
# "Proc." and "Conf." end in a dot, after which no word boundary comes: "Proc. Annu. Conf. Gait Soc."
_CONFERENCE_RE = lazy_re.compile(
    r"\b(?:Conference|Symposium|Proceedings|Congress|Meeting)\b|\b(?:Proc|Conf|Symp)\.", re.I
)

_NAME_WORD_RE = lazy_re.compile(
    r"^(?:[A-ZÀ-ÖØ-Þ\u0100-\u017f][\w'’.-]*|[A-Z]\.|(?:[A-Z]\.-?)+[A-Z]?\.?|van|von|de|der|den|da|di|du|del|la|le|dos|bin|al|y)$"
)
_NAME_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "del", "la", "le", "dos", "das", "y"})
_NOT_NAME_RE = lazy_re.compile(
    r"(?i)\b(?:Conference|Symposium|Proceedings|Journal|Transactions|University|Institute|IEEE|ACM|"
    r"USENIX|Workshop|Meeting|Congress|Colloquium|Society|arXiv|Preprint|Press|Vol|Award|Paper|Team Lead|"
    r"Department|School|College|Laborator(?:y|ies)|Center|Centre|Building|Road|Street|Avenue|Curriculum|Vitae|"
    r"Homepage)\b|\d"
)


def _clean_spaces(text: str) -> str:
    return _SPACE_RE.sub(" ", text).strip()


def _strip_markup(text: str) -> str:
    """Plain text of a title or venue: no tags, emphasis, icons or link syntax."""
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = _ANY_TAG_RE.sub("", text)
    text = _ICON_RE.sub("", text)
    text = text.replace("\\*", "*").replace("\\_", "_")
    text = _EMPHASIS_RE.sub("", text)
    return _clean_spaces(text)


# What follows the stop of "Oren W. Jablonski, ..." when a reader took "Oren W." for a family name and its
# initial: the family name, then the next name or the title (no title opens with one word and a comma, an
# "and" or a stop).
_NAME_GOES_ON_RE = lazy_re.compile(r"^(?:\*\*|__)?[A-Z][\w'’-]+(?:\*\*|__)?(?:,|\s+and\s|\s*&|\.\s)")


def name_goes_on(rest: str) -> bool:
    """Whether `rest`, after one name read as "Family I." ("Oren W."), is that name's family name going on."""
    return _NAME_GOES_ON_RE.match(rest) is not None


# A last name read as the title's opening: "A. Ruiz, B. Li. Title" and "Marvin T. Ode Jr., Ana Ruiz. Title"
_NAME_THEN_STOP_RE = lazy_re.compile(
    r"((?:[A-Z]\.\s?)*[A-Z][\w'’-]+(?:\s+(?:[A-Z]\.|[A-Z][\w'’-]+)){0,3})\.\s+(?=[A-Z])"
)


def last_name_before_title(names: str, rest: str) -> bool:
    """Whether `rest`, after the comma-separated `names`, opens with one more name and the list's stop.

    A name opening with an initial is surely one ("B. Li. Title"); one opening with a given name in full
    ("Ana Ruiz. Title") only after names printed so, as a title's two capitalised words could be a name."""
    found = _NAME_THEN_STOP_RE.match(rest)
    if found is None or not looks_like_name(found.group(1)):
        return False
    if re.match(r"[A-Z]\.", found.group(1)):
        return len(found.group(1).split()) >= 2
    return re.match(r"[A-Z][a-z]+\s", names.strip()) is not None and len(found.group(1).split()) <= 3


@lru_cache(maxsize=8192)  # asked of the same printed names entry after entry, document after document
def looks_like_name(piece: str) -> bool:
    """A printed author: 1-5 capitalised words or initials, no venue words or digits."""
    if _YEAR_RE.search(piece):  # "Winter 2024": a marker is a digit or two, a DBLP number 0001
        return False
    name = strip_markers(piece)[0]
    if not name or len(name) > 60 or _NOT_NAME_RE.search(name) or names_an_institution(name):
        return False
    name = given_first(name)  # "Reyes, D." as split_authors pairs them, "Vale, W. D., Jr."
    words = name.split()
    # particles do not count: "M. J. Echeverría de la Fuente", "Maria Gomes da Silva dos Santos"
    if not 1 <= len(words) <= 5 + sum(w in _NAME_PARTICLES for w in words[1:-1]) or len(words) > 8:
        return False
    if len(words) == 1:
        return bool(re.fullmatch(r"[A-Z][a-z]+|[^\W\d_A-Za-z]{2,6}", words[0]))  # a mononym or a CJK name
    return all(_NAME_WORD_RE.match(w) for w in words) and not all(len(w) <= 2 and w.isupper() for w in words)


# A line that is one bold run without commas: a title, even when its words could be a name's
_LONE_BOLD_RE = lazy_re.compile(r"\s*(?:[-*+]\s+)?(?:\*\*|__)[^*_,]+(?:\*\*|__)\s*(?:[(\[][^()\[\]]{0,80}[)\]]\s*)?")
# "(50+ authors) Ana Ruiz, ..., Bo Li, ...": a note on the list's length, and ellipses where names were cut
_AUTHOR_COUNT_NOTE_RE = lazy_re.compile(r"^\s*[(\[]\s*\d+\+?\s*(?:co-?)?authors?\s*[)\]]\s*", re.I)
_ELLIPSIS_RE = lazy_re.compile(r"\s*(?:\.\s?){2,}\.?\s*|\s*…\s*")


def looks_like_author_list(line: str) -> bool:
    """True for a line that is (mostly) a list of person names.

    One piece in five may be no name as this module reads names (a name printed oddly), but never one
    holding a year: that is a venue the names ran into, however long the list before it."""
    text = _LEGEND_RE.sub("", line)
    text = _OTHER_LEGEND_RE.sub("", text)
    text = _EQUAL_NOTE_RE.sub("", text)
    text = _MD_LINK_RE.sub(lambda m: m.group(1), text)
    text = _AUTHOR_COUNT_NOTE_RE.sub("", _TAG_RE.sub("", text)).strip(" .;")
    if not text or len(text) > 3000:
        return False
    pieces = [p for p in split_authors(text) if not _ELLIPSIS_RE.fullmatch(p)]
    if not pieces:
        return False
    unnamed = [p for p in pieces if not looks_like_name(p)]
    if any(_YEAR_RE.search(p) for p in unnamed):
        return False  # "..., Z. Ruiz, Nature Ecology 8, 12-20 (2024)": the list ran into its venue and date
    named = len(pieces) - len(unnamed)
    if len(pieces) == 1:
        return named == 1 and (has_et_al(text) or "**" in line or "<strong>" in line.lower() or "<b>" in line.lower())
    return named >= 2 and named >= 0.8 * len(pieces)


def _resolve_venue(text: str):
    """The curated venue table when it is installed (it is optional)."""
    try:
        from importer.parsers.venues import resolve_venue
    except Exception:  # the table is another module's; the parser works without it
        return None
    try:
        return resolve_venue(text)
    except Exception:
        return None


# The proceedings of a meeting, in the languages CVs are written in: a journal's word in the meeting's name
# ("Surface Science") does not make them a journal
_MEETING_PROCEEDINGS_RE = lazy_re.compile(
    r"(?:Proc(?:eedings|\.)|Actes|Atti|Actas|Anais|Tagungsband)\b[^,;]{0,120}?\b(?:Symposium|Conference|Congress|"
    r"Workshop|Meeting|Colloque|Congrès|Conférence|Convegno|Congresso|Congreso|Simposio|Tagung|Konferenz)\b",
    re.I,
)


# A paper given at a meeting, in the languages of CVs: "Presented at", "Presentado en", "Apresentado em",
# "Presentato al", "Présenté à", "Vorgetragen auf"
PRESENTED_AT_RE = lazy_re.compile(
    r"\b(?:(?:paper\s+)?presented|presentad[oa]|apresentad[oa]|presentat[oa]|présentée?|vorgetragen|vortrag)"
    r"\s+(?:at|en|em|no|na|a|al|alla|au|à|auf|bei)\s+(?:the\s+)?",
    re.I,
)


# The DOI prefixes of preprint servers: arXiv, bioRxiv and medRxiv, SSRN, PsyArXiv and OSF, ChemRxiv,
# Research Square, Preprints.org, Zenodo
_PREPRINT_DOI_RE = lazy_re.compile(r"10\.(?:48550|1101|2139|31234|31219|26434|21203|20944|5281)/")


def _kind_of(venue_text: str | None, block: str, has_arxiv: bool) -> str | None:
    if venue_text:
        if _PATENT_RE.search(venue_text):
            return "patent"
        if THESIS_WORDS_RE.search(venue_text):
            return "thesis"
        if _WORKSHOP_RE.search(venue_text):
            return "workshop"
        if _REPORT_SERIES_RE.search(venue_text):
            return "other"  # "GNS Science Report 2021/15": an institute's numbered report, not its journal
        known = _resolve_venue(venue_text)
        if known is not None and getattr(known, "kind", None):
            return known.kind
        if _PREPRINT_RE.search(venue_text):
            return "preprint"
        if _MEETING_PROCEEDINGS_RE.match(venue_text):  # "Proceedings of the European Symposium on Surface Science"
            return "conference"
        if _JOURNAL_RE.search(venue_text) or re.search(r"学报|期刊|杂志", venue_text):
            return "journal"
        if re.search(r"会议|大会|研讨会", venue_text):
            return "conference"
        if _CONFERENCE_RE.search(venue_text) or guess_venue_acronym(venue_text):
            return "conference"
        if kind_from_words(venue_text) == "journal":  # "Ecological Applications", "Acta Pebblica"
            return "journal"
        if looks_like_journal_reference(block):  # "Ecology and Evolution. 4(12): 2563-2576": a volume and pages
            return "journal"
        if PRESENTED_AT_RE.search(block):  # "Presentado en Moodle Moot 2008": a meeting's
            return "conference"
        return "other"
    if has_arxiv or _PREPRINT_RE.search(block):
        return "preprint"
    doi = _DOI_RE.search(block)
    if doi and not _PREPRINT_DOI_RE.match(doi.group(1)):
        return "other"  # "Title. DOI: 10.1016/j.x": a publisher's DOI, so published somewhere the entry does not say
    return "preprint"  # a paper printed without any venue is a preprint


# A coauthor's name linked to a homepage, among the other names: "Sevigny, Eric L., [Ana M. Ruiz](https://...),
# and ...", "Lind, Jo, [Ruiz, Ana](https://...) (2024)". The link is no title and no paper's link.
_NAME_LINK_RE = lazy_re.compile(
    r"(?:^(?P<item>\s*(?:[-*+]|\d{1,3}[.)])\s+)?|(?<=,\s)|(?<=,)|(?P<cue>(?<=\band\s)|(?<=&\s)|(?<=\bwith\s)|(?<=\bwith\*\s)|(?<=\bwith_\s)|(?<=\bw/\s)|(?<=\bw/)))"
    r"\[(?P<label>[^\[\]]{3,60})\]\((?:https?://|/)[^()\s]*\)(?=\s*(?:,|;|\band\b|&|\(|\)|\.(?:\s|$)|$))"
)


def unwrap_name_links(text: str) -> str:
    """Linked coauthors' names as plain names. After "and" or "with" any name is one; after a comma or at
    the start, where a linked title may stand too, only a name inverted ("Ruiz, Ana") or with an initial
    ("Ana M. Ruiz")."""

    def name(match: re.Match) -> str:
        label = match.group("label").strip()
        named = match.group("cue") is not None or "," in label or re.search(r"\b[A-Z]\.", label)
        before = re.sub(r"\]\([^()\s]*\)", "]", text[: match.start()])  # "(with [A](u), [B](u) and [C](u))":
        named = named or re.search(r"\(\s*(?:joint(?:ly)?\s+)?(?:with\s|w/)[^()]*$", before, re.I)  # all are names
        if not named and match.start() == 0 and text[match.end() :].lstrip().startswith(","):
            # "[Cara Tamsin](url), Rowan Quill. Title.": a first name linked, when the names after it go on
            names_after = re.split(r"\.\s", text[match.end() :], maxsplit=1)[0]
            named = len(names_after) < 300 and looks_like_author_list(label + names_after)
        return (match.group("item") or "") + label if named and looks_like_name(label) else match.group(0)

    return _NAME_LINK_RE.sub(name, text) if "](" in text else text


def _take_links(text: str, links: list[ParsedLink]) -> str:
    """Move [Label](url) links with a known label into `links`; keep other links' text."""

    def markdown(match: re.Match) -> str:
        label, url = match.group(1).strip(), match.group(2).strip()
        key = _strip_markup(label).strip("[]() ")
        canonical = link_label(key)  # "[[Trial Registry]](url)": a link
        if canonical is None and re.fullmatch(r"\[[^\[\]]*\]|\([^()]*\)", label) and url.lower().endswith(".pdf"):
            # "[[Final preprint. 19 pages. May 2025]](paper.pdf)": a note on a file, its link
            canonical = "PDF"
        if canonical:
            if url and url != "#":
                links.append(ParsedLink(canonical, url))
            return " "
        return match.group(0)

    def html(match: re.Match) -> str:
        url, label = match.group(1).strip(), _strip_markup(match.group(2))
        canonical = link_label(label.strip("[]() "))
        if canonical:
            if url and url != "#":
                links.append(ParsedLink(canonical, url))
            return " "
        return f"[{match.group(2)}]({url})"

    text = _BUTTON_LINK_RE.sub(
        lambda m: " " if _strip_markup(m.group(1)).strip().lower() in LINK_LABELS else m.group(1), text
    )
    text = _HTML_LINK_RE.sub(html, text)
    text = _MD_LINK_RE.sub(markdown, text)
    text = _BARE_LABELS_RE.sub(" ", text)
    text = _EMPTY_BRACKETS_RE.sub(" ", text)
    return text


def _take_legend(text: str, legend: dict[str, str]) -> str:
    def record(match: re.Match) -> str:
        meaning = "corresponding" if "corresponding" in match.group(2).lower() else "equal"
        for marker in match.group(1).replace("\\", ""):
            legend[marker] = meaning
        return " "

    def record_other(match: re.Match) -> str:
        for marker in match.group(1).replace("\\", ""):
            legend.setdefault(marker, "other")  # an equal-contribution or corresponding legend keeps its mark
        return " "

    # The legends are tried at every position of the entry; most entries have none of their words.
    if _LEGEND_WORD_RE.search(text):
        text = _LEGEND_RE.sub(record, text)
    if _OTHER_LEGEND_WORD_RE.search(text):
        text = _OTHER_LEGEND_RE.sub(record_other, text)
    return _EQUAL_NOTE_RE.sub(" ", text) if _LEGEND_WORD_RE.search(text) else text


# --- what a style reader (styles.py, social_sciences.py) returns, and the name parts they share ------


@dataclass
class StyleRead:
    authors: str  # the author list as split_authors reads it, names in "Given Family" order where the style allows
    title: str
    venue: str = ""  # name and year: "J Abbrev 2021"
    url: str | None = None
    kind: str | None = None
    status: str | None = None
    note: str = ""
    owner_unprinted: bool = False  # "Title (with Ana Ruiz)", a book review: the document's owner is an author
    reference: str = ""  # a reference printing no title (physics): its journal, volume and page, as printed
    group: bool = False  # the authors are one body, its "and" no list's: "Centers for Disease Control and Prevention"


# Marks after a name, bold around it, a family name with its particles, initials, a year
_MARKS = r"(?:\\?[*†‡§#^✉]|\s✉)*"  # a mark may be escaped as markdown escapes it: "Lind PJ\*"; "Ruiz, A. ✉"
_BOLD_OPEN = r"(?:\*\*|__|<b>|<strong>)?"
_BOLD_CLOSE = r"(?:\*\*|__|</b>|</strong>)?"
# particles before the family name, written apart or joined by hyphens: "van der Hoek", "van-der-Hoek"
_PARTICLES = r"(?:(?:van|von|de|der|den|da|di|du|del|della|la|le|dos|das|ter|ten|al|el|bin)[\s-]+)*"
# or joined to it without a space, as some write their own: "deLeon", "diMarco", "vanDam"
_JOINED_PARTICLE = r"(?:(?:de|di|da|du|van|von|del|della)(?=[A-ZÀ-ÖØ-Þ]))?"
_FAMILY = rf"{_PARTICLES}{_JOINED_PARTICLE}[A-ZÀ-ÖØ-Þ\u0100-\u017f][\w'’-]*(?:[ -]{_PARTICLES}[A-ZÀ-ÖØ-Þ\u0100-\u017f][\w'’-]*){{0,2}}"
_YEAR = r"(?:19|20)\d{2}"
# A later "J." or two-letter initial before an abbreviated word starts a journal's name: "Li, B. J. Am. Chem.
# Soc." is B. Li in JACS ("Li, B. J. Chem. Phys." could be either; the journal is the likelier reading)
_INITIALS = r"[A-ZÀ-ÖØ-Þ][a-z]?\.(?:\s?-?\s?(?:(?!J\.)[A-ZÀ-ÖØ-Þ]\.|(?:J|[A-ZÀ-ÖØ-Þ][a-z])\.(?!\s[A-Z][a-z]+\.))){0,3}"


# Where a journal's name ends: its volume ("Nature 489:57-74", "Geology, v. 49"), the year after a stop or
# a semicolon ("Nature. 2012;489"), or a bracketed year ("Phys. Lett. B 716 (2012) 1")
_JOURNAL_END_RE = lazy_re.compile(r",\s*(?:v|vol|no|pp?)\.|(?<=\w)[.,]?\s+\d|(?<=\w)\.?\s*;|\s*\((?:19|20)\d\d\)")


def journal_before_volume(after: str) -> str:
    """The journal's name in what follows a title: "Nature 489:57–74" -> "Nature"; "arXiv:2401.04567" stays."""
    plain = _strip_markup(after).strip(" .,")
    end = _JOURNAL_END_RE.search(plain)
    return (plain[: end.start()] if end and end.start() > 0 else plain).strip(" .,;:")
