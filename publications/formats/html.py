"""A publication as a list prints it, in HTML: authors (long lists folded), title, venue, links.

The citation tag (templatetags/citations.py) prints it, and formats/stored.py keeps it
per publication so a long list reads it instead of making it again.
"""

import functools
from dataclasses import dataclass, field

from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import mark_safe

from ..models import is_safe_link

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3


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


def _author(author):
    """One printed author, as HTML: lab members linked to their page, equal contribution marked."""
    person = author.person
    name = escape(author.name)
    if person is not None and person.is_public:
        name = f'<a class="member" href="{escape(_person_url(person.slug))}">{name}</a>'
    if author.equal_contribution:
        name += '<sup class="equal" title="Equal contribution">*</sup>'
    return name


@functools.lru_cache(maxsize=4096)
def _person_url(slug):
    return reverse("people:person-detail", args=[slug])


def render_citation(publication, full_authors=False):
    """One publication's citation HTML, made from its authors, venue and links.

    Python rather than a template: a member's page prints hundreds of these, and
    the template engine's per-variable cost was most of that page's time. Every
    value is escaped with html.escape as it is put in.
    """
    authors = author_list(publication, full_authors)
    shown = ", ".join(("… " if gap else "") + _author(author) for author, gap in authors.shown)
    truncated = ", et al." if publication.authors_truncated else ""
    everyone = ""
    if authors.folded:
        # "et al." in the line; the whole list folded below it (a <details> inside a
        # line of text would break the line in most browsers).
        shown += ", et al."
        count = len(authors.all)
        everyone = (
            f'\n  <details class="more-authors"><summary>All {count} authors</summary> '
            f'<span class="all-authors">{", ".join(_author(a) for a in authors.all)}{truncated}</span></details>'
        )
    else:
        shown += truncated
    venue, venue_text = publication.venue, publication.venue_text
    where = ""
    if publication.status == "submitted":
        where = "Submitted to " if (venue or venue_text) else "Submitted"
    if venue is not None:
        where += f'<a href="{escape(_venue_url(venue.slug))}">{escape(venue.label)}</a>'
    elif venue_text:
        where += escape(venue_text)
    if publication.year:
        where += f" {publication.year}"
    note = f' <strong class="note">{escape(publication.note)}</strong>' if publication.note else ""
    links = "".join(
        f'<a href="{escape(link.url)}">{escape(link.label)}</a>'
        for link in publication.links.all()
        if is_safe_link(link.url)
    )
    links = f'\n  <span class="pub-links">{links}</span>' if links else ""
    return mark_safe(
        f'<span class="citation">\n  <span class="authors">{shown}{"" if shown.endswith(".") else "."}</span>\n'
        f'  <a class="title" href="{escape(publication.get_absolute_url())}">{escape(publication.title)}</a>.\n'
        f'  <span class="venue">{where}</span>{note}{links}{everyone}\n</span>'
    )


@functools.lru_cache(maxsize=4096)
def _venue_url(slug):
    return reverse("publications:venue-detail", args=[slug])
