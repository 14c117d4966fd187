"""Saved pages of the sites that list one researcher's papers, read from the markup the site generates.

Google Scholar's profile (a table of `gsc_a_tr` rows: title link, a grey line of authors, a grey line
of venue, then the "Cited by" and year columns), a DBLP person page (`li.entry` records whose `<cite>`
marks authors, title, venue and date with schema.org `itemprop`s), Semantic Scholar's author page
(`cl-paper-row`), ResearchGate's profile (`nova-legacy-v-publication-item`), an ORCID public record
(`app-work-stack` panels), a Lattes CV (cnpq.br: `title-wrapper` sections of `layout-cell` rows,
articles in `artigo-completo`) and the page a Hugo Academic theme makes for one paper (`pub`).

Read as a whole page, such a page is mostly machinery: a citations column read as numbers beside each
title, co-author boxes read as people, export menus read as entries. Each is recognised by its own
markup and written as the markdown of a homepage: the owner's name as its heading, their position and
affiliation, and a "Publications" list of one line per paper (authors, title, venue, year), which the
markdown reader reads as it reads any homepage. A page that is none of these gives None.
Plain lxml trees in, markdown out; no Django.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_content import bounded
from .profile_lattes import lattes_markdown

__all__ = ["profile_page_markdown"]

MAX_ENTRIES = 5000  # a saved profile page lists at most a few thousand papers
_SPACES_RE = lazy_re.compile(r"\s+")
_YEAR_RE = lazy_re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")


def _text(element) -> str:
    if element is None:
        return ""
    return _SPACES_RE.sub(" ", element.text_content().replace("\u00a0", " ")).strip()


def _with_class(element, name: str, tag: str = "*") -> list:
    """The descendants whose class list holds `name` (a whole class word, as CSS reads it)."""
    return element.xpath(f".//{tag}[contains(concat(' ', normalize-space(@class), ' '), ' {name} ')]")


def _first(element, name: str, tag: str = "*"):
    found = _with_class(element, name, tag)
    return found[0] if found else None


def _markdown_escape(value: str) -> str:
    return value.replace("*", "").replace("[", "(").replace("]", ")").strip()


def _entry(
    authors: list[str], title: str, venue: str = "", year: str = "", *, details: str = "", truncated: bool = False
) -> str:
    """One paper as a homepage's list item: "Authors. Title. *Venue* details, Year."; the names are joined
    with a last "and" (a comma alone between "Ada Lee, Bo Chen" reads as "Lee, Ada"), and the year
    closes the line ("Ada Lee (2024). Title." with one author is read as a heading, not a paper)."""
    names = [a for a in (_markdown_escape(a) for a in authors) if a]
    if truncated and names:
        written = ", ".join(names) + " et al."
    elif len(names) > 1:
        written = ", ".join(names[:-1]) + " and " + names[-1]
    else:
        written = "".join(names)
    title = _markdown_escape(title).rstrip(".")
    venue = _markdown_escape(venue).strip(" ,.")
    details = details.strip(" ,.")
    if venue.startswith("In "):  # a chapter: "In *Book*, pp. 1-30"
        where = f"In *{venue[3:]}*" + (f", pp. {details}" if details else "")
    elif venue:
        where = f"*{venue}*" + (f" {details}" if details else "")
    else:
        where = ""
    tail = ", ".join(p for p in (where, year) if p)
    return "- " + " ".join(p for p in (f"{written}." if written else "", f"{title}.", f"{tail}." if tail else "") if p)


def _thesis_entry(authors: list[str], title: str, place: str, year: str) -> str:
    """A thesis as the reader knows one: "Author. Title. PhD thesis, University, 2019."."""
    names = " and ".join(_markdown_escape(a) for a in authors if a)
    return f"- {names}. {_markdown_escape(title).rstrip('.')}. {place.strip(' ,.')}{', ' + year if year else ''}."


def _page(name: str, lines: list[str], entries: list[str], interests: list[str] | None = None) -> str | None:
    """The markdown of a homepage: the name, its lines (position, affiliation, links), interests, papers;
    None for a page naming nobody and listing nothing (read as any other page)."""
    if not name and not entries:
        return None
    out = [f"# {name}", ""] if name else []
    out += lines
    if interests:
        out += ["", "## Research interests", "", *(f"- {i}" for i in interests)]
    out += ["", "## Publications", "", *entries[:MAX_ENTRIES]]
    return "\n".join(out).strip() + "\n"


# Google Scholar -----------------------------------------------------------------------------------


def _scholar(root) -> str | None:
    rows = _with_class(root, "gsc_a_tr", "tr")
    name_element = root.find(".//*[@id='gsc_prf_in']")
    if not rows or name_element is None:
        return None
    lines = []
    for line in bounded(_with_class(root, "gsc_prf_il"), 5):
        if line.get("id") == "gsc_prf_int":
            continue
        text = _text(line)
        homepage = next((a.get("href") for a in line.iter("a") if (a.get("rel") or "") == "nofollow"), None)
        if homepage:
            lines.append(f"[Homepage]({homepage})")
        if line.get("id") == "gsc_prf_ivh":
            continue  # "Verified email at lab.org": a domain, no address
        if text:
            lines.append(text)
    interests = [_text(a) for a in bounded(_with_class(root, "gsc_prf_inta"), 30)]
    owner = _text(name_element)
    entries = []
    for row in bounded(rows, MAX_ENTRIES):
        title = _text(_first(row, "gsc_a_at"))
        if not title:
            continue
        grey = _with_class(row, "gs_gray")
        authors = _text(grey[0]) if grey else ""
        venue = ""
        if len(grey) > 1:
            for year_part in _with_class(grey[1], "gs_oph"):
                year_part.drop_tree()  # ", 2021": the year column says it
            venue = _text(grey[1])
        year = _text(_first(row, "gsc_a_h"))
        year = year if _YEAR_RE.fullmatch(year) else ""
        # The row's own layout, one part a line (title, authors, venue and year): Scholar's authors are
        # initials and surnames without stops ("I Valtonen, T Berg, ..."), which a one-line citation misreads.
        authors = ", ".join(_owner_in_bold(a, owner) for a in _markdown_escape(authors).split(", "))
        lines_of_entry = [_markdown_escape(title), authors, ", ".join(p for p in (venue, year) if p)]
        entries.append("- " + "\n  ".join(line for line in lines_of_entry if line))
    return _page(_text(name_element), lines, entries, interests)


def _owner_in_bold(author: str, owner: str) -> str:
    """A Scholar author in bold when they are the profile's owner (every row is the owner's paper): their
    surname is a part of the owner's ("IV Osei" for "Ingrid Valtonen-Osei") and their first initial is
    the owner's."""
    words = author.split()
    owner_words = owner.split()
    if len(words) < 2 or not owner_words:
        return author
    parts = {p.lower() for w in owner_words[1:] for p in (w, *w.split("-"))}
    if words[-1].lower() in parts and words[0][:1].upper() == owner_words[0][:1].upper():
        return f"**{author}**"
    return author


# DBLP ---------------------------------------------------------------------------------------------

# A record's class names its kind; a thesis or a preprint says so in words the reader knows.
_TRAILING_YEAR_RE = lazy_re.compile(r",?\s*(?:19|20)\d\d$")
_DBLP_KIND_WORDS = {"phdthesis": "PhD thesis", "mastersthesis": "Master's thesis", "informal": "Preprint"}


def _dblp(root) -> str | None:
    records = root.xpath(
        ".//ul[contains(concat(' ', normalize-space(@class), ' '), ' publ-list ')]"
        "/li[contains(concat(' ', normalize-space(@class), ' '), ' entry ')]"
    )
    if not records:
        return None
    heading = root.find(".//*[@id='headline']")
    name = (heading.get("data-name") or "") if heading is not None else ""
    if not name and heading is not None:
        name = _text(_first(heading, "name")) or _text(heading.find(".//h1"))
    if not name:
        return None  # a search result or a venue's table of contents: nobody's page
    lines = []
    for item in bounded(root.xpath(".//*[@id='info-section']//li"), 10):
        text = _text(item)
        if text.lower().startswith("affiliation"):
            lines.append(f"Affiliation: {text.split(':', 1)[1].strip()}")
            break
    entries = []
    for record in bounded(records, MAX_ENTRIES):
        cite = record.find(".//cite")
        if cite is None:
            continue
        authors = [_text(a) for a in cite.xpath(".//*[@itemprop='author']")]
        if not authors:
            authors = [_text(a) for a in cite.xpath(".//*[@itemprop='editor']")]
        title = _text(_first(cite, "title"))
        if not title:
            continue
        venue = _text(next(iter(cite.xpath(".//*[@itemprop='isPartOf']/*[@itemprop='name']")), None))
        volume = _text(next(iter(cite.xpath(".//*[@itemprop='volumeNumber']")), None))
        issue = _text(next(iter(cite.xpath(".//*[@itemprop='issueNumber']")), None))
        pages = _text(next(iter(cite.xpath(".//*[@itemprop='pagination']")), None))
        details = volume + (f"({issue})" if issue else "") + (f": {pages}" if volume and pages else pages)
        dates = cite.xpath(".//*[@itemprop='datePublished']")
        year = _text(dates[0]) if dates else ""
        kinds = set((record.get("class") or "").split())
        kind_word = next((w for k, w in _DBLP_KIND_WORDS.items() if k in kinds), "")
        if kind_word.endswith("thesis"):
            place = _TRAILING_YEAR_RE.sub("", _text(cite).rsplit(title.rstrip("."), 1)[-1].strip(" ."))
            entries.append(_thesis_entry(authors, title, f"{kind_word}, {place.lstrip('. ')}", year))
            continue
        if "incollection" in kinds and venue:
            venue, details = f"In {venue}", pages  # a chapter: "In *Book Title*"
        if kind_word and "corr" not in venue.lower():
            venue = f"{venue} (preprint)" if venue else "Preprint"
        entries.append(_entry(authors, title, venue, year, details=details))
    return _page(name, lines, entries)


# Semantic Scholar -----------------------------------------------------------------------------------


def _semantic_scholar(root) -> str | None:
    rows = _with_class(root, "cl-paper-row")
    if not rows:
        return None
    name = _text(_first(root, "author-detail-card__author-name")) or _text(root.find(".//h1"))
    lines = [f"Affiliation: {_text(a)}" for a in bounded(_with_class(root, "author-detail-card__affiliation"), 1)]
    entries = []
    for row in bounded(rows, MAX_ENTRIES):
        title = _text(_first(row, "cl-paper-title"))
        if not title:
            continue
        author_box = _first(row, "cl-paper-authors")
        authors = []
        truncated = False
        if author_box is not None:
            people = _with_class(author_box, "cl-paper-authors__author-link") or author_box.xpath(".//a")
            authors = [_text(a) for a in people] or _text(author_box).split(",")
            truncated = bool(re.search(r"\+\s*\d+|…|\.\.\.", _text(author_box)))
        venue = _text(_first(row, "cl-paper-venue"))
        dates = _text(next(iter(_with_class(row, "cl-paper-pubdates") + _with_class(row, "cl-paper-pubdate")), None))
        year = _YEAR_RE.search(dates)
        entries.append(_entry(authors, title, venue, year.group(1) if year else "", truncated=truncated))
    return _page(name, lines, entries)


# ResearchGate ---------------------------------------------------------------------------------------


def _researchgate(root) -> str | None:
    items = root.xpath(
        ".//*[contains(concat(' ', normalize-space(@class), ' '), ' nova-legacy-v-publication-item__stack ')"
        " or contains(concat(' ', normalize-space(@class), ' '), ' nova-legacy-v-publication-item ')]"
        "[.//*[contains(@class, 'nova-legacy-v-publication-item__title')]]"
    )
    chosen = set(items)
    items = [i for i in items if not any(a in chosen for a in i.iterancestors())]
    if not items:
        return None
    name = _text(root.find(".//h1"))
    lines = [f"Affiliation: {_text(e)}" for e in bounded(_with_class(root, "nova-legacy-v-institution-item__title"), 1)]
    entries = []
    for item in bounded(items, MAX_ENTRIES):
        title = _text(_first(item, "nova-legacy-v-publication-item__title"))
        if not title:
            continue
        people = _first(item, "nova-legacy-v-publication-item__person-list")
        authors = []
        if people is not None:
            named = people.xpath(".//*[@itemprop='name']") or _with_class(
                people, "nova-legacy-v-person-inline-item__fullname"
            )
            authors = [_text(a) for a in named]
        meta = [_text(m) for m in _with_class(item, "nova-legacy-v-publication-item__meta-data-item")]
        year = next((m.group(1) for text in meta if (m := _YEAR_RE.search(text))), "")
        venue = next((text for text in meta if not _YEAR_RE.search(text) and not text.startswith("DOI")), "")
        entries.append(_entry(authors, title, venue, year))
    return _page(name, lines, entries)


# ORCID ----------------------------------------------------------------------------------------------

_ORCID_DATE_TYPE_RE = lazy_re.compile(r"^((?:19|20)\d\d)(?:-\d\d){0,2}\s*\|\s*(.+)$")
_ORCID_CONTRIBUTORS_RE = lazy_re.compile(r"^(?:contributors|colaboradores|contribuidores)\s*:\s*(.+)$", re.I)


_ORCID_SPAN_RE = lazy_re.compile(
    r"((?:19|20)\d\d)(?:-\d\d){0,2}\s*(?:to|até|a|hasta|bis|à)\s*(present|presente|heute|aujourd'hui|(?:19|20)\d\d)(?:-\d\d){0,2}"
    r"|((?:19|20)\d\d)(?:-\d\d){0,2}",
    re.I,
)
_ORCID_AFFILIATIONS = (
    ("cy-affiliation-education-and-qualification", "Education"),
    ("cy-affiliation-employment", "Professional experience"),
)


def _orcid_affiliations(root) -> list[str]:
    """The record's education and employment: "PhD (Biology)" at "Northmoor University: Oslo, NO", with dates."""
    out: list[str] = []
    for section_id, heading in _ORCID_AFFILIATIONS:
        section = root.find(f".//*[@id='{section_id}']")
        if section is None:
            continue
        items = []
        for stack in bounded(section.xpath(".//app-affiliation-stack"), 200):
            organization = _text(stack.find(".//h4")).split(":")[0].strip()
            data = _text(_first(stack, "general-data"))
            when, _, role = data.partition("|")
            span = _ORCID_SPAN_RE.search(when)
            if not organization or span is None:
                continue
            start = span.group(1) or span.group(3)
            end = span.group(2) or ""
            end = "present" if end and not end[:1].isdigit() else end
            years = f"{start} – {end}" if end else start
            role, _, department = role.strip().partition("(")
            if heading == "Education" and department:
                role = f"{role.strip()}, {department.rstrip(') ')}"  # "PhD (Biology)": the degree and its field
            items.append(f"- {', '.join(p for p in (role.strip(), organization) if p)}, {years}")
        if items:
            out += ["", f"## {heading}", "", *items]
    return out


def _orcid(root) -> str | None:
    works = root.xpath(".//app-work-stack")
    if not works:
        return None
    name = _text(root.find(".//h1"))
    entries = []
    for work in bounded(works, MAX_ENTRIES):
        title_element = next(iter(_with_class(work, "work-title") + work.xpath(".//h4")), None)
        title = _text(title_element)
        if not title:
            continue
        year = venue = ""
        authors: list[str] = []
        for block in work.xpath(".//app-panel-data//div[not(.//div)] | .//app-panel-data//span[not(.//span)]"):
            line = _text(block)
            if not line or line == title:
                continue
            if match := _ORCID_DATE_TYPE_RE.match(line):
                year = year or match.group(1)
            elif match := _ORCID_CONTRIBUTORS_RE.match(line):
                authors = [a.strip() for a in re.split(r";|,(?=\s*\w+\s+\w)", match.group(1))]
            elif not venue and not re.match(r"^(?:doi|issn|isbn|url|source|show|part of)\b", line, re.I):
                venue = line
        entries.append(_entry(authors, title, venue, year))
    return _page(name, _orcid_affiliations(root), entries)


# Hugo Academic / Wowchemy / Hugo Blox: one paper's own page ------------------------------------------

_HUGO_FIELD_WORDS = {"publication": "venue", "publicación": "venue", "publicação": "venue", "veröffentlichung": "venue"}


def _hugo_publication(root) -> str | None:
    """A theme's page of one paper: its <h1> title, the authors' <span>s and the date in `article-metadata`,
    and the rows of `pub-row-heading` labels ("Publication": the venue), written as a one-entry list."""
    page = _first(root, "pub")
    metadata = _first(page, "article-metadata") if page is not None else None
    if metadata is None or not _with_class(page, "pub-row-heading"):
        return None
    title = _text(page.find(".//h1"))
    if not title:
        return None
    holder = next((d for d in metadata.iterdescendants("div") if d.find("span") is not None), metadata)
    authors = [_text(s) for s in holder.findall("span") if "article-date" not in (s.get("class") or "")]
    year = _YEAR_RE.search(_text(_first(metadata, "article-date")))
    venue = ""
    for label in bounded(_with_class(page, "pub-row-heading"), 20):
        value = label.getnext()
        if _HUGO_FIELD_WORDS.get(_text(label).lower()) == "venue" and value is not None:
            venue = _text(value)
    entry = _entry([a for a in authors if a], title, venue, year.group(1) if year else "")
    doi = next((a.get("href") for a in page.iter("a") if "doi.org/" in (a.get("href") or "")), None)
    return _page("", [], [entry + (f" [DOI]({doi})" if doi else "")])


_READERS = (_scholar, _dblp, _semantic_scholar, _researchgate, _orcid, lattes_markdown, _hugo_publication)


def profile_page_markdown(root) -> str | None:
    """The page as a homepage's markdown when a scholarly site generated it, else None."""
    for reader in _READERS:
        markdown = reader(root)
        if markdown:
            return markdown
    return None
