"""A publication as the site prints it, in HTML: the one-line citation and the list entry.

Python rather than templates: a member's page prints hundreds of these, and the
template engine's per-variable cost was most of that page's time. Every value is
escaped with html.escape as it is put in. The list entry is also kept per publication
(formats/stored.py), so a list reads it instead of making it again; the page's own
member is set in bold afterwards (`mark_owner`), so one stored entry serves every page.
"""

from dataclasses import dataclass, field

from django.template.defaultfilters import linebreaksbr
from django.utils.html import escape

from labsite.metadata import reverse_cached

from ..models import is_safe_link
from .bibtex import bibtex_entry, write_bibtex

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3

BADGE_FALLBACK = {
    "preprint": "Preprint",
    "thesis": "Thesis",
    "book": "Book",
    "chapter": "Chapter",
    "patent": "Patent",
    "journal": "Journal",
    "workshop": "Workshop",
    "conference": "Conf.",
}

EQUAL_MARK = '<sup class="equal" title="Equal contribution">*</sup>'


@dataclass
class AuthorList:
    all: list
    shown: list = field(default_factory=list)  # [(authorship, gap before it)]
    folded: bool = False


def author_list(publication, full=False):
    """The authors to print: all of them, or for a long list the first ones and the lab's members."""
    authors = list(publication.authorships.all())
    if full or len(authors) <= LONG_AUTHOR_LIST:
        return AuthorList(all=authors, shown=[(a, False) for a in authors])
    shown, previous = [], -1
    for index, author in enumerate(authors):
        if index < FIRST_AUTHORS or author.person_id:
            shown.append((author, index != previous + 1))
            previous = index
    return AuthorList(all=authors, shown=shown, folded=True)


def _author(author, owner_id=None):
    """One printed author: lab members linked to their page, the page's own member in bold, marks."""
    person = author.person
    name = escape(author.name)
    if person is not None and person.is_public:
        name = f'<a class="member" href="{escape(person_url(person.slug))}">{name}</a>'
    if owner_id is not None and author.person_id == owner_id:
        name = f'<strong class="owner">{name}</strong>'
    if author.equal_contribution:
        name += EQUAL_MARK
    return name


def _authors_html(publication, full_authors=False, owner_id=None):
    """(the printed author line, the folded full list or "") for a publication."""
    authors = author_list(publication, full_authors)
    shown = ", ".join(("… " if gap else "") + _author(author, owner_id) for author, gap in authors.shown)
    truncated = ", et al." if publication.authors_truncated else ""
    everyone = ""
    if authors.folded:
        # "et al." in the line; the whole list folded below it (a <details> inside a
        # line of text would break the line in most browsers).
        shown += ", et al."
        everyone = (
            f'\n  <details class="more-authors"><summary>All {len(authors.all)} authors</summary> '
            f'<span class="all-authors">{", ".join(_author(a, owner_id) for a in authors.all)}{truncated}</span></details>'
        )
    else:
        shown += truncated
    return shown, everyone


def _where_html(publication, full_venue=False):
    """Where and when, once: "Submitted to OSDI 2024", the venue linked to its page."""
    venue, venue_text = publication.venue, publication.venue_text
    where = ""
    if publication.status == "submitted":
        where = "Submitted to " if (venue or venue_text) else "Submitted"
    if venue is not None:
        where += f'<a href="{escape(venue_url(venue.slug))}">{escape(venue.name if full_venue else venue.label)}</a>'
    elif venue_text:
        where += escape(venue_text)
    if publication.year:
        where += f"{', ' if full_venue and where else ' '}{publication.year}"
    return where.strip()


def _note_html(publication):
    return f' <strong class="note">{escape(publication.note)}</strong>' if publication.note else ""


def _safe_links(publication):
    return [(link.label, link.url) for link in publication.links.all() if is_safe_link(link.url)]


def citation_html(publication, full_authors=False, owner_id=None):
    """One publication as one line of text (its own page, the CV)."""
    shown, everyone = _authors_html(publication, full_authors, owner_id)
    links = "".join(
        f'<a href="{escape(url)}" rel="noopener noreferrer">{escape(label)}</a>'
        for label, url in _safe_links(publication)
    )
    links = f'\n  <span class="pub-links">{links}</span>' if links else ""
    return (
        f'<span class="citation">\n  <span class="authors">{shown}{"" if shown.endswith(".") else "."}</span>\n'
        f'  <a class="title" href="{escape(publication_url(publication.key))}">{escape(publication.title)}</a>.\n'
        f'  <span class="venue">{_where_html(publication)}</span>{_note_html(publication)}{links}{everyone}\n</span>'
    )


def entry_html(publication, request):
    """One publication in a list, as lab sites print them.

    A venue badge on the left; the title on its own line; the authors below (members
    linked, equal contributions marked); the venue and the year once; then Abstract and
    BibTeX (folded in <details>, no script needed), and the links (PDF, Code, DOI ...).
    """
    shown, everyone = _authors_html(publication)
    venue = publication.venue
    badge = (
        escape(venue.acronym) if venue is not None and venue.acronym else BADGE_FALLBACK.get(publication.kind, "Paper")
    )
    actions = []
    if publication.abstract:
        abstract = linebreaksbr(publication.abstract, autoescape=True)
        actions.append(f'<details class="abstract"><summary>Abstract</summary><p>{abstract}</p></details>')
    # The abstract is folded above; al-folio leaves it out of the shown BibTeX too (and it would double the page).
    entry = {**bibtex_entry(publication, request), "abstract": ""}
    entry["links"] = [
        written for written, link in zip(entry["links"], publication.links.all(), strict=True) if is_safe_link(link.url)
    ]
    bibtex = escape(write_bibtex([entry]))
    actions.append(f'<details class="bibtex"><summary>BibTeX</summary><pre data-copy="BibTeX">{bibtex}</pre></details>')
    return (
        f'<div class="pub k-{escape(publication.kind)}">\n'
        f'  <span class="badge" aria-hidden="true">{badge}</span>\n'
        f'  <div class="pub-body">\n'
        f'    <p class="pub-title"><a class="title" href="{escape(publication_url(publication.key))}">'
        f"{escape(publication.title)}</a></p>\n"
        f'    <p class="authors">{shown}</p>{everyone}\n'
        f'    <p class="venue">{_where_html(publication, full_venue=True)}{_note_html(publication)}</p>\n'
        f'    <div class="pub-actions">{_link_buttons(publication)}{"".join(actions)}</div>\n'
        f"  </div>\n</div>"
    )


def _link_buttons(publication):
    """PDF, Code, Slides, ... as the member gave them, then DOI and arXiv."""
    links = _safe_links(publication)
    if publication.doi:
        links.append(("DOI", f"https://doi.org/{publication.doi}"))
    if publication.arxiv:
        links.append(("arXiv", f"https://arxiv.org/abs/{publication.arxiv}"))
    return "".join(
        f'<a class="btn" href="{escape(url)}" rel="noopener noreferrer">{escape(label)}</a>' for label, url in links
    )


def mark_owner(html, person):
    """An entry with `person` (the page's own member) set in bold wherever the entry links them.

    Found with str.find, not a regular expression made for each entry (a member's page has fifty)."""
    opening = f'<a class="member" href="{escape(person_url(person.slug))}">'
    pieces, start, search = [], 0, 0  # start: the text not yet copied; search: where to look next
    while (at := html.find(opening, search)) >= 0:
        end = html.find("</a>", at + len(opening))
        if end < 0:
            break
        end += len("</a>")
        if "\n" in html[at:end]:  # not one line: no member's name (the pattern did not span lines)
            search = at + 1
            continue
        pieces += (html[start:at], '<strong class="owner">', html[at:end], "</strong>")
        start = search = end
    return "".join(pieces) + html[start:] if pieces else html


def has_equal_contribution(html):
    return EQUAL_MARK in html


def person_url(slug):
    return reverse_cached("people:person-detail", slug)


def publication_url(key):
    return reverse_cached("publications:publication-detail", key)


def venue_url(slug):
    return reverse_cached("publications:venue-detail", slug)
