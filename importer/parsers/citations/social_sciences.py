"""APA 7 and the habits of economics and humanities CVs, each read by its own rule (see styles.py).

- APA 7 (psychology, education, the social sciences): "Okafor, C. N., & Lind, P. (2021). Title.
  *Journal*, 12(3), 45–67.", a chapter "In E. Editor & F. Editor (Eds.), *Book* (pp. 1–20).
  Publisher." (the editors are neither authors nor venue), a status in the date's place ("(in
  press)", "(submitted)") and notes in brackets ("[Under review]", "[Doctoral dissertation, ...]",
  "[R&R at *Journal*]").
- Economics and the humanities: "Title (with Ana Ruiz and Bo Li), *Journal*, 2021" (the CV's
  owner is the unprinted author), working papers ("NBER Working Paper No. 12345"), "Job market
  paper", book reviews ("Review of *Book* by ...").
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import ACCEPTED_RE, DATE_STATUS, PUBLISHED, SUBMITTED, SUBMITTED_RE, WORKING_PAPER_RE, status_in
from ..venues import THESIS_WORDS_RE
from .common import (
    _BOLD_CLOSE,
    _BOLD_OPEN,
    _FAMILY,
    _INITIALS,
    _ITALIC_RE,
    _MARKS,
    _MD_LINK_RE,
    _MEETING_PROCEEDINGS_RE,
    _YEAR,
    StyleRead,
    _kind_of,
    _strip_markup,
    looks_like_author_list,
    looks_like_name,
)

# --- APA ---------------------------------------------------------------------------------

# a status in the date's place, alone or with the year: "(in press)", "(soumis)", "(2025, in press)"
_APA_STATUS_DATES = rf"{DATE_STATUS}(?:,\s*{_YEAR})?|n\.\s?d\."
# The date slot holds a year or a status, in any language ("(in press)", "[Under review]", "(eingereicht)"),
# or the two years of a paper printed in one and dated the next: "(2014, 2015)" is dated by the first
_APA_RE = lazy_re.compile(
    rf"^(?P<authors>[^()\[\]]+?)\s*[(\[](?P<date>{_YEAR}[a-z]?(?:,\s*(?:{DATE_STATUS})|,\s*[A-Z][a-z]+\.?(?:\s+\d{{1,2}}(?:[-–]\d{{1,2}})?)?|\s*[,/]\s*{_YEAR})?"
    rf"|{_APA_STATUS_DATES}|[^\d()\[\]]{{2,40}})[)\]](?:[.,:]\s*|\s+)(?P<rest>.+)$",
    re.I,
)
# A title in quotes of any language: "…", “…”, '…', ‘…’, « … », „…“, ‹…›
_QUOTED_TITLE_RE = lazy_re.compile(
    r"^\s*(?:\"(?P<a>[^\"]+)\"|“(?P<b>[^”]+)”|'(?P<c>.+?)'(?=[\s.,;:]|$)|‘(?P<d>[^’]+)’|«\s*(?P<e>[^»]+?)\s*»|"
    r"„(?P<f>[^“”]+)[“”]|‹\s*(?P<g>[^›]+?)\s*›)"
)
# Taylor & Francis and some ecology lists set the title in bold after the year: "Names (2018) **Title**, Journal"
_BOLD_TITLE_RE = lazy_re.compile(
    r"^\s*(?:\*\*|__)(?=\S)(?P<title>[^*_]{3,500}?)(?<=\S)(?:\*\*|__)(?=\s*[.,:;]|\s+\S|$)"
)
# "In E. Editor & F. Editor (Eds.), *Book* (pp. 1–20). Publisher."
_APA_CHAPTER_RE = lazy_re.compile(
    r"^\s*(?:[Ii]n|En|Dans|Em):?\s+(?:(?P<editors>[^()]+?)\s*\((?:[Ee]ds?|Hrsg|[Dd]irs?|[Oo]rgs?|[Cc]oords?|[Aa]cur)\.?\)[,:]?\s*)?"
    r"(?P<book>.+?)"
    r"(?:\s*\((?:(?:\d+\w*\s+ed\.|Vol\.\s*\d+)[,;]?\s*)*(?:pp?\.\s*[\d–-]+)?\))?\.\s*(?P<publisher>.*)$"
)
_VOLUME_RE = lazy_re.compile(
    # Harvard prints the pages with "pp." ("Geomorphology, 401, pp. 108–121"), German CVs with "S."
    r"^[^()]*?(?:\*|_|</i>|</em>)?,\s*(?:\*|_|<i>)?\d+(?:\*|_|</i>)?(?:\(\d+[-–]?\d*\))?,\s*(?:pp?\.\s?|S\.\s?)?[A-Za-z]?\d+"
    # and without the comma after an abbreviated journal, its pages a range: "Hydrol. Process. 34, 1201–1215"
    r"|^[^()\d]*?[a-z]\.\s+\d{1,4},\s*(?:pp?\.\s?)?[A-Za-z]?\d+[-–]\d+"
)
# A book's imprint, the whole of what follows its title: "Bristol: Policy Press." (no pages, no volume)
# A book's subtitle between its title and "Place: Publisher", as German and French lists print it
_SUBTITLE_THEN_PUBLISHER_RE = lazy_re.compile(
    r"^(?P<subtitle>[A-ZÀ-Þ][^.:\d]{2,150}?)\.\s+(?P<place>[A-Z][^.]{1,40}:\s*[^:]+)$"
)
CITY_PUBLISHER_RE = lazy_re.compile(r"^(?P<city>[A-Z][\w .'’-]{1,40}):\s*(?P<publisher>[A-ZÀ-Þ][^.:\d]{1,80}?)\.?$")
_MANUSCRIPT_NOTE_RE = lazy_re.compile(r"\b(?:unpublished\s+)?manuscript\b", re.I)
_NOTE_RE = lazy_re.compile(r"\s*[\[(](?P<note>[^\[\]()]{2,160}(?:\*[^*]+\*[^\[\]()]*)?)[\])]\s*")
# APA's descriptions of talks and posters: "[Paper presentation]", "[Poster session]", "[Conference session]"
_PRESENTATION_NOTE_RE = lazy_re.compile(
    r"\b(?:paper|poster|oral)\s+(?:presentation|session)|\bconference\s+session|\bsymposium\b", re.I
)
# A title's stop typed without the space before the journal, its volume and pages after it
_GLUED_JOURNAL_RE = lazy_re.compile(r"(?<=[a-z]{2})\.(?=[A-Z][a-z]+(?:\s[\w&]+){0,8},\s*(?:\*\*|__|\*|_)?\d+(?!\d))")
# A stop ends a sentence after a word, not an initial; but a title may end in a one-letter word the journal
# in italics follows: "... community assembly in R. *Methods in Ecology*", "... and vitamin D. *Nutrients*"
_SENTENCE_END_RE = lazy_re.compile(
    r"(?<=[^\s.][^\s.A-Z])[.?!](?=\s+(?:\S))|(?<=[\])])\.(?=\s)|(?<=[?!])(?=\s)|(?<=[a-z]\s[A-Z])\.(?=\s+[*_][A-Z])"
)


# APA's container after the title, in the CV's language: ". In *Book*", ". En *Actas*", ". Dans *Actes*"
_IN_CONTAINER_RE = lazy_re.compile(r"(?<=\S)\.\s+(?:In|En|Em|Dans|Nel|Nella)\s+(?=\*[^*\s]|_[^_\s])")


def first_sentence(text: str) -> tuple[str, str]:
    """(first sentence, rest) outside brackets and italics: "Title. Journal, 12(3)." -> ("Title", "Journal, 12(3).")."""
    depth = 0
    italic_spans = [m.span() for m in _ITALIC_RE.finditer(text)]
    for match in _SENTENCE_END_RE.finditer(text):
        position = match.start()
        depth = text.count("[", 0, position) - text.count("]", 0, position)
        depth += text.count("(", 0, position) - text.count(")", 0, position)
        if depth <= 0 and not any(start < position < end - 1 for start, end in italic_spans):
            end = match.end() if text[position] in "?!" else position
            return text[:end].strip(), text[position + 1 :].strip()
    return text.strip(), ""


def title_sentence(text: str, journal_follows) -> tuple[str, str]:
    """(title, rest) as first_sentence gives them, but a title that asks a question goes on when its
    next sentence is followed by the journal: "Does grazing thin meadows? A test. Oikos 128:1101-1110."
    `journal_follows(rest)` says whether `rest` opens with a journal and its volume."""
    title, after = first_sentence(text)
    if title.endswith(("?", "!")):
        subtitle, journal = first_sentence(after)
        if journal and journal_follows(journal):
            return f"{title} {subtitle}", journal
    return title, after


def _journal_opens(text: str) -> bool:
    """Whether `text` opens with APA's journal: in italics, or a name followed by its volume."""
    return bool(_ITALIC_RE.match(text.lstrip()) or _VOLUME_RE.match(text))


def _notes_out(text: str) -> tuple[str, list[str]]:
    """Take bracketed notes that state a status or a kind out of a title or venue."""
    notes: list[str] = []

    def take(match: re.Match) -> str:
        note = match.group("note")
        if any(p.search(note) for p in (THESIS_WORDS_RE, WORKING_PAPER_RE, _PRESENTATION_NOTE_RE)) or status_in(note):
            notes.append(note)
            return " "
        return match.group(0)

    return _NOTE_RE.sub(take, text).strip(), notes


def _journal_name(venue: str) -> str:
    """ "*Journal*, 12(3), 45–67. https://doi..." -> "Journal"."""
    italic = _ITALIC_RE.match(venue.strip())
    if italic:
        name = next(g for g in italic.groups() if g is not None).strip(" ,")
        return re.sub(r"\s*[,.]\s*\d{1,4}$", "", name)  # the volume in the italics: "*Journal of Stones, 102*"
    plain = _strip_markup(venue)
    plain = re.split(
        # "Cell 184, 1234–1250" (Cell Press), "Ecology 98:2451" print the volume without a comma before it
        r",\s*(?:\d|(?:Vol|No|pp?)\.?\s*\d)|\s\d+\s*\(\d|\s\d+\s*[,:]\s*[A-Za-z]?\d|\s\d+\s*[.,:;]?\s*$|"
        r"\.\s+(?:https?://|doi:)|https?://|\bdoi:|"
        r"(?<=\d)\.\s+(?=[A-Z])",  # "Survey Report 2021/15. Lower Hutt: Survey": the series ends at its number
        plain,
        maxsplit=1,
    )[0]
    return plain.strip(" ,.;")


_APA_NAME_RE = lazy_re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<family>{_FAMILY}),\s*(?P<given>{_INITIALS}|[A-Z][a-z]+(?:\s+[A-Z]\.)*(?:\s+[A-Z][a-z]+)?)"
    rf"(?P<close>{_BOLD_CLOSE})(?P<marks>(?:\\?[*†‡§#^✉])*)"
)
# "&", "and" or the CV's language's word before the last author: et, y, e, und, i
# or the cut APA 7 and CSL make in a long list, as a name of its own: ", . . . ", ", …, ", ", …, & "
_APA_CUT = r"(?:(?:\.\s?){3}|…)\s*,?\s*"
# Names of two full words each, between commas: "Rowan Quill, Cole Tamsin and Dana Oren"
_FULL_NAME = r"[A-Z][a-z]+\s[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_GIVEN_FIRST_FULL_NAMES_RE = lazy_re.compile(rf"{_FULL_NAME}(?:(?:,\s*|,?\s+(?:and|&)\s+){_FULL_NAME})+")
_APA_SEPARATOR_RE = lazy_re.compile(rf"\s*(?:,\s*)?(?:{_APA_CUT})?(?:&\s*|(?:and|et|y|e|und|i)\s+)?(?:{_APA_CUT})?\s*")


# AEA and Chicago print the first author family name first and the others given name first:
# "Ruiz, A., B. Ode and C. Lim (2023), “Title,” *Journal*"
_GIVEN_FIRST_RE = lazy_re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<given>{_INITIALS}|[A-Z][a-z]+(?:\s+[A-Z]\.)*)\s+(?P<family>{_FAMILY})"
    rf"(?P<close>{_BOLD_CLOSE})(?P<marks>(?:\\?[*†‡§#^✉])*)"
)
_AEA_SEPARATOR_RE = lazy_re.compile(r"\s*(?:,\s*(?:and\s+|&\s*)?|,?\s*(?:and|&)\s*)")


def _first_inverted_names(authors: str) -> str | None:
    """ "Ruiz, A., B. Ode and C. Lim" -> "A. Ruiz, B. Ode, C. Lim" (None when not so): two names at least."""
    first = _APA_NAME_RE.match(authors.strip())
    if not first:
        return None
    names = [f"{first.group('open')}{first.group('given').strip()} {first.group('family')}{first.group('close')}"]
    names[0] += first.group("marks")
    rest, position = authors.strip()[first.end() :], 0
    for match in _GIVEN_FIRST_RE.finditer(rest):
        if not _AEA_SEPARATOR_RE.fullmatch(rest[position : match.start()]):
            return None
        names.append(f"{match.group('open')}{match.group('given')} {match.group('family')}{match.group('close')}")
        names[-1] += match.group("marks")
        position = match.end()
    return ", ".join(names) if len(names) > 1 and not rest[position:].strip(" .,") else None


def _apa_names(authors: str) -> str | None:
    """ "Okafor, C. N., **Lind, P.**\\*, . . . Wu, C." -> "C. N. Okafor, **P. Lind**\\*, …, C. Wu" (None when not so)."""
    cut = re.search(r",?\s*et\s+al\.?\s*$", authors)
    authors = authors[: cut.start()] if cut else authors
    authors = re.sub(
        r"(?<=\b[A-Z])(\*\*|__|</b>|</strong>)\.", r".\1", authors
    )  # "**Okafor, C**." typed for "**Okafor, C.**"
    names, position = [], 0
    for match in _APA_NAME_RE.finditer(authors):
        gap = authors[position : match.start()]
        if not _APA_SEPARATOR_RE.fullmatch(gap):
            return None
        # APA separates names by a comma, "&" or a conjunction: "Ana Ruiz, Marta Sørbø" is no pair; a comma
        # forgotten after initials still ends a name: "Okafor, R. B. Lind, A."
        after_initials = gap.strip(" *_") == "" and authors[:position].rstrip(" *_").endswith(".")
        if names and not after_initials and not re.search(r"[,&…]|\b(?:and|et|y|e|und|i)\s|(?:\.\s?){3}", gap):
            return None
        if re.search(r"(?:\.\s?){3}|…", gap):
            names.append("…")  # APA 7 cuts a list of 21 or more authors before the last
        given, family = match.group("given").strip(), match.group("family")
        names.append(f"{match.group('open')}{given} {family}{match.group('close')}{match.group('marks')}")
        position = match.end()
    if not names or not _APA_SEPARATOR_RE.fullmatch(authors[position:].rstrip(" .,")):
        return None
    return ", ".join(names) + (", et al." if cut else "")


def read_apa(text: str) -> StyleRead | None:
    match = _APA_RE.match(text)
    if not match:
        return None
    authors = match.group("authors").strip(" ,")
    # APA prints "Family, I. I."; AEA "Family, I., I. Family"; "**Pebble Caches** (in preparation)" is a title
    # "Rowan Quill, Cole Tamsin (2024)": names given name first, not "Quill, Cole" inverted
    if not _GIVEN_FIRST_FULL_NAMES_RE.fullmatch(_strip_markup(authors)):
        authors = _apa_names(authors) or _first_inverted_names(authors)
    if authors is None:
        return None
    date, rest = match.group("date"), match.group("rest")
    year = re.search(rf"(?<!\d){_YEAR}(?!\d)", date)
    status = status_in(date)
    if not year and status is None and not re.fullmatch(r"n\.\s?d\.", date.strip(), re.I):
        return None  # "(Example Collaboration)": a group's name, not a date
    kind, url = None, None
    italic = _ITALIC_RE.match(rest)
    link = _MD_LINK_RE.match(rest)
    quoted = _QUOTED_TITLE_RE.match(rest)
    if quoted and re.match(r":\s+\w", rest[quoted.end() :]):
        quoted = None  # '"Not in my garden": attitudes to rewilding.': a quotation opens the title, a subtitle follows
    bold = _BOLD_TITLE_RE.match(rest)
    if bold and (len(bold.group("title").split()) < 3 or looks_like_author_list(bold.group("title"))):
        bold = None  # "**2021**", "**Ruiz, A.**": a year or a name in bold, no title
    italic_title = bool(italic and re.match(r"\s*(?:\[[^\]]*\]|\([^)]*\))?\s*[.,]", rest[italic.end() :]))
    if quoted:  # Harvard's 'Title', French « Titre »: the quotes end the title
        title, after = next(g for g in quoted.groups() if g is not None), rest[quoted.end() :]
        title = title.strip().rstrip(".,")
    elif bold:
        title, after = bold.group("title").strip().rstrip(".,"), rest[bold.end() :]
    elif italic_title:
        title = next(g for g in italic.groups() if g is not None)  # "*Book title* (2nd ed.). Publisher."
        after = rest[italic.end() :]
        # a publisher follows a book; "*Title*. Global Pebble Biology, 30(2)." is an article
        kind = None if re.search(r"\d+\s*\(\d+|,\s*\d|\s\d+\.?\s*$", after) else "book"
    elif link:
        title, url, after = link.group(1), link.group(2), rest[link.end() :]
    elif in_container := _IN_CONTAINER_RE.search(rest):
        # "Title. Subtitle. In *Proceedings ...*", "... siglo XXI. In *Jornada ...*": all before "In" is the title
        title, after = rest[: in_container.start()], rest[in_container.start() + 1 :]
    else:
        title, after = title_sentence(rest, _journal_opens)
        glued = _GLUED_JOURNAL_RE.search(title)
        if glued:  # "... and english.Canadian Journal of Linguistics, 63(4), 633–666": the space was left out
            title, after = title[: glued.start()], f"{title[glued.end() :]}. {after}"
    title, notes = _notes_out(title)
    title = re.sub(r"\s+([.?!])$", r"\1", title)
    after, more = _notes_out(after.lstrip(" .,"))  # Harvard's "'Title', in B. Editor (ed.)"
    notes += more
    # the book's length after its publisher is no part of it: "Kesselbach: Vornhold, 312 S.", "Valmont: Corbel, 240 p."
    plain_after = re.sub(r",\s*\d+\s*(?:S|Seiten|pp?|pages)\.?$", "", _strip_markup(after).strip())
    subtitle = _SUBTITLE_THEN_PUBLISHER_RE.match(plain_after) if not quoted else None
    if subtitle and not italic_title and CITY_PUBLISHER_RE.match(subtitle.group("place")):
        title, after = (
            f"{title}. {subtitle.group('subtitle')}",
            subtitle.group("place"),
        )  # "Titel. Untertitel. Ort: Verlag"
    # "In E. Editor (Eds.), [*Book*](url). Publisher.": the book linked to its publisher's page
    chapter = _APA_CHAPTER_RE.match(_MD_LINK_RE.sub(lambda m: m.group(1), after))
    if (
        chapter
        and (chapter.group("editors") or re.search(r"\(pp?\.", after) and chapter.group("publisher").strip(" ."))
        and not re.match(r"\s*(?:\*|_)?\s*Proc(?:eedings|\.)", chapter.group("book"))
    ):
        venue, kind = _journal_name(chapter.group("book")), "chapter"
    elif kind == "book":
        venue = _strip_markup(after).strip(" .,")  # the publisher
    elif publisher := CITY_PUBLISHER_RE.match(_strip_markup(after).strip()):
        venue, kind = publisher.group("publisher"), "book"  # Harvard's "Title. Bristol: Policy Press."
    else:
        if not chapter and (_VOLUME_RE.search(after) or re.search(r"\d+\s*\(\d+[-–]?\d*\)", after)):
            kind = "journal"  # "*Journal*, 12(3), 45–67": a volume, an issue, pages
            if _MEETING_PROCEEDINGS_RE.search(_strip_markup(after)):
                kind = "conference"  # "*Proceedings of the Pebble Conference*. 1(2).": a meeting's volume
        venue = re.sub(r"^\s*In\s+", "", after) if chapter else after
        venue = _journal_name(venue)
    for note in notes:
        status = status_in(note) or status
        if _MANUSCRIPT_NOTE_RE.search(note):  # "[Manuscript submitted for publication]. Department, University."
            venue, kind = "", None  # APA 7 names the author's department there: no venue, no publisher
        if WORKING_PAPER_RE.search(note):
            kind = "preprint"  # "(Working Paper No. 77)"
        if _PRESENTATION_NOTE_RE.search(note):
            kind = "conference"  # "*Title* [Paper presentation]. Pebble Conference 2022, Lisbon."
            venue = venue.split(", ")[0]  # the meeting, not its town
        if THESIS_WORDS_RE.search(note):
            kind = "thesis"
            thesis_words = rf"^.*?(?:{THESIS_WORDS_RE.pattern})(?:\s+(?:de|di|em|en)\s+\w+)?\s*[,.]?\s*"
            venue = venue or re.sub(thesis_words, "", note, flags=re.I)  # "Thèse de doctorat, Université X"
        revise_at = re.search(r"\b(?:at|to|in)\s+(.+)$", note)
        if revise_at and SUBMITTED_RE.search(note) and not venue:
            venue = _strip_markup(revise_at.group(1))  # "[R&R at *Journal of Pebbles*]": the journal
    status = status_in(venue) or status
    venue = _strip_status_words(venue)
    if WORKING_PAPER_RE.search(venue):
        kind, status = "preprint", status or SUBMITTED
    if kind is None and venue and ACCEPTED_RE.search(date) and _kind_of(venue, venue, False) == "other":
        # "(en prensa). Title. *Revista X*.", "(no prelo)", "(in stampa)": an article its journal has taken
        # is printed with no volume yet, so its venue's name alone must say what it is
        kind = "journal"
    return StyleRead(
        authors, title, f"{venue} {year.group(0) if year else ''}".strip(), url=url, kind=kind, status=status
    )


def _strip_status_words(venue: str) -> str:
    venue = ACCEPTED_RE.sub(" ", venue)
    venue = SUBMITTED_RE.sub(" ", venue)
    venue = re.sub(r"^\s*(?:manuscript|at|to|in|for publication)\b\s*", "", venue.strip(" .,;:"), flags=re.I)
    return re.sub(r"\s+", " ", venue).strip(" .,;:")


# --- economics and the humanities --------------------------------------------------------

_WITH_RE = lazy_re.compile(  # "(joint with Ana Ruiz)", '"Title", Co-authored with Ana Ruiz, Journal'
    r"^(?P<title>.+?)\s*(?:[(\[]\s*(?:(?:joint(?:ly)?|co-?authored)\s+)?with\s+(?P<inner>[^()\[\]]+?)\s*[)\]](?P<after>.*)|"
    r"(?:[,.;][”\"]?|[”\"])\s+(?:(?:joint(?:ly)?|co-?authored)\s+)?with\s+(?P<outer>.+))$",
    re.I,
)
_IN_PROGRESS_RE = lazy_re.compile(r"\b(?:(?:work|paper)\s+)?in\s+(?:progress|preparation)\b", re.I)
_REVIEW_RE = lazy_re.compile(r"^\s*(?:Book\s+)?Review\s+(?:of|essay\s+on)\s+", re.I)
_JOB_MARKET_RE = lazy_re.compile(r"\bjob[\s-]+market\s+paper\b", re.I)


def _names_then_rest(text: str) -> tuple[str, str]:
    """ "Ana Ruiz and Bo Li. *Journal*, 2021" -> ("Ana Ruiz and Bo Li", "*Journal*, 2021")."""
    pieces = re.split(r"((?<!\b[A-Z])\.\s+|,\s+|;\s+)", text)
    names, index = [], 0
    while index < len(pieces):
        piece = re.sub(r"^(?:and|&)\s+", "", pieces[index].strip())
        words = re.split(r"\s+(?:and|&)\s+", piece)
        if not piece or not all(looks_like_name(w.strip()) for w in words):
            break
        names.append(pieces[index])
        index += 1
        if index < len(pieces) and pieces[index].startswith("."):
            index += 1
            break
        index += 1
    return ", ".join(n.strip() for n in names), "".join(pieces[index:])


def read_with_coauthors(text: str) -> StyleRead | None:
    """ "Title (with Ana Ruiz and Bo Li). *Journal*, 2021." - the owner's coauthors only. A mathematician
    links the title and puts the coauthors under it: "[Title](url) With Ana Ruiz. Proc. Pebble Soc. 7 (2020)"."""
    text = re.sub(r"[*_]{1,2}((?:joint(?:ly)?\s+)?with)[*_]{1,2}", r"\1", text, flags=re.I)  # "(*joint with* Ana Ruiz)"
    text = re.sub(r"([(\[]\s*)w/\s*", r"\1with ", text)  # "(w/ Ana Ruiz)": "with" cut short
    url = None
    link = _MD_LINK_RE.match(text.strip())
    if link and re.match(r"\s*\.?\s+(?:joint(?:ly)?\s+)?with\s", text.strip()[link.end() :], re.I):
        url, text = link.group(2), f"{link.group(1)}. {text.strip()[link.end() :].lstrip(' .')}"
    match = _WITH_RE.match(text)
    if not match:
        return None
    title = match.group("title").strip(" ,.;")
    if match.group("inner") is not None:
        coauthors, rest = match.group("inner"), match.group("after")
    else:
        coauthors, rest = _names_then_rest(match.group("outer"))
    coauthors = coauthors.strip(" ,.;")
    quoted = _QUOTED_TITLE_RE.match(title)
    if quoted and title[quoted.end() :].strip(" ,.;"):
        # '"Title," *Journal* 116(2), 2022 (with Ana Ruiz).': the coauthors close the entry, the quotes end the title
        title, rest = next(g for g in quoted.groups() if g is not None), f"{title[quoted.end() :]} {rest}"
    if not coauthors or not all(
        # "(with Ana Ruiz, Bo Li, and Cai Wen)": the serial comma before the last name
        looks_like_name(p.strip())
        for p in re.split(r",\s*(?:and|&)\s+|,\s*|\s+(?:and|&)\s+", coauthors)
        if p.strip()
    ):
        return None
    italic = _ITALIC_RE.fullmatch(title.strip())
    if italic:
        title = next(g for g in italic.groups() if g is not None)
    title = title.strip(' ,."“”')
    read = economics_venue(rest)
    read.authors, read.title, read.owner_unprinted, read.url = coauthors, title, True, url
    return read


def economics_venue(rest: str) -> StyleRead:
    """The venue, status and kind of an economist's entry: "R&R at *AER*", "NBER Working Paper No. 1"."""
    rest = rest.strip(" ,.;")
    status = status_in(rest)
    kind = None
    if _IN_PROGRESS_RE.search(rest):  # "In progress.": a paper not yet submitted anywhere
        rest, kind, status = _IN_PROGRESS_RE.sub(" ", rest).strip(" ,.;"), "preprint", status or SUBMITTED
    note = "Job market paper" if _JOB_MARKET_RE.search(rest) else ""
    # "R&R at *Econometrica*", "*Revise and Resubmit, Journal of Public Economics*": the journal follows
    revise_at = re.search(
        r"(?:R\s?&\s?R|revise\s+and\s+resubmit|submitted|under\s+review)(?:\s+(?:at|to|in)\s+|\s*[,:–—]\s*(?=[*_]*[A-Z]))(.+)$",
        rest,
        re.I,
    )
    venue = revise_at.group(1).strip("*_ ") if revise_at else rest
    venue = _JOB_MARKET_RE.sub(" ", venue)
    if re.match(r"\W*preprint\b", venue, re.I):  # "[Preprint. 50 pages. April 3, 2025](main.pdf)": no venue yet
        venue, kind = "", "preprint"
    if WORKING_PAPER_RE.search(venue):
        kind, status = "preprint", status or SUBMITTED
        venue = re.sub(r"\s*No\.?\s*[\w-]+", "", venue)
    # the working paper's year stays when it goes on to a journal: "NBER WP No. 1, 2023. R&R at *JPE*"
    year = re.findall(_YEAR, rest)
    venue = _journal_name(_strip_status_words(venue)) if venue.strip() else ""
    if note and not venue:
        kind, status = "preprint", status or SUBMITTED
    return StyleRead("", "", f"{venue} {year[-1] if year else ''}".strip(), kind=kind, status=status, note=note)


def read_book_review(text: str) -> StyleRead | None:
    """ "Review of *The Pebble Economy* by Ana Ruiz. *Journal of Stones*, 12(1), 2021." (kind other)."""
    if not _REVIEW_RE.match(text):
        return None
    title, rest = first_sentence(text)
    while re.search(r"\bby\s*$|\b[A-Z]$", title) and rest:  # "by A. Ruiz": an initial's dot is no sentence end
        more, rest = first_sentence(rest)
        title = f"{title}. {more}"
    venue = economics_venue(rest)
    return StyleRead(
        "", _strip_markup(title), venue.venue, kind="other", status=venue.status or PUBLISHED, owner_unprinted=True
    )


# --- APA names without a date: a manuscript under review, a German "Authors: Title. Venue (im Druck)." --

_UNDATED_NAME_RE = lazy_re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<family>{_FAMILY}),\s*(?P<given>{_INITIALS})(?P<close>{_BOLD_CLOSE})(?P<marks>{_MARKS})"
)


def read_undated(text: str) -> StyleRead | None:
    """ "Ruiz, A., & Li, B. Title. *Journal* (under review)." - APA names, then the title, and no date slot.

    Read when no year is printed at all, the title followed by a venue, a status (the status
    stands in for the date, and no year is invented) or nothing, or when the title is in quotes and the year
    closes the entry ("Ruiz, A. « Titre », document de travail, 2024.").
    """
    dated = re.search(rf"\b{_YEAR}\b", text)
    position, names = 0, []
    for match in _UNDATED_NAME_RE.finditer(text):
        if not _APA_SEPARATOR_RE.fullmatch(text[position : match.start()]):
            break
        names.append(
            f"{match.group('open')}{match.group('given')} {match.group('family')}{match.group('close')}{match.group('marks')}"
        )
        position = match.end()
    rest = re.match(r"\s*[.:]?\s+(?=\S)", text[position:]) if names else None
    if rest is None:
        return None
    quoted = _QUOTED_TITLE_RE.match(text[position + rest.end() :])
    # "Ruiz, A., & Li, B. Title. arXiv preprint arXiv:2601.01234 (2026).": APA's list, its date slot left
    # empty and the year at the end; no sentence cut finds the title after the last initial
    apa_list = len(names) >= 2 and "&" in text[:position]  # "and" is mathematics' too: "Li, B., and Wu, C. Title, J."
    if dated and not quoted and not apa_list:
        return None  # "Ruiz, A. Title. Journal, 2021.": the general reader's
    if quoted:
        title, after = next(g for g in quoted.groups() if g is not None), text[position + rest.end() + quoted.end() :]
    else:
        title, after = first_sentence(text[position + rest.end() :])
    title, notes = _notes_out(title)
    after, more = _notes_out(after.lstrip(" .,"))
    status = next((status_in(n) for n in [*notes, *more] if status_in(n)), None) or status_in(after)
    years = re.findall(rf"\b{_YEAR}\b", after)
    after = re.sub(rf"[,.;\s]*\(?{_YEAR}\)?[.,;\s]*$", "", after) if years else after
    venue = _journal_name(_strip_status_words(after)) if after.strip() else ""
    # nothing after the title at all: work in progress, listed by its names and title alone
    if len(title.split()) < 2 or not (venue or status or years or not after.strip(" .,;")):
        return None
    venue = f"{venue} {years[-1] if years else ''}".strip()
    kind = "preprint" if WORKING_PAPER_RE.search(venue) else None  # "document de travail": a working paper
    return StyleRead(", ".join(names), title.strip(" ,.'\"“”"), venue, kind=kind, status=status)
