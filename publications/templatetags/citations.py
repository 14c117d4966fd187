"""Tags for citations: long author lists, the Cite box, exports, and the metadata indexers read."""

import functools
from dataclasses import dataclass, field

from django import template
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import mark_safe

from labsite.metadata import json_ld
from publications.formats import FORMAT_LABELS, stored
from publications.formats.styles import formatted_citations
from publications.metadata import alternate_links, highwire_tags, scholarly_article
from publications.models import is_safe_link

register = template.Library()

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3


@dataclass
class AuthorList:
    all: list
    shown: list = field(default_factory=list)  # [(authorship, gap before it)]
    folded: bool = False


@register.simple_tag
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


@register.simple_tag(takes_context=True)
def citation_formats(context, publication):
    """[(name, label, HTML)] in ACM, IEEE and APA style."""
    return formatted_citations(publication, context.get("request"))


@register.simple_tag(takes_context=True)
def bibtex_of(context, publication):
    """The publication's BibTeX, as stored when it was last saved (see formats/stored.py)."""
    return stored.text_of(publication, "bib", context.get("request"))


@register.simple_tag(takes_context=True)
def highwire_meta(context, publication):
    return highwire_tags(publication, context.get("request"))


@register.simple_tag(takes_context=True)
def scholarly_article_jsonld(context, publication):
    return json_ld(scholarly_article(publication, context.get("request")))


@register.simple_tag
def export_alternates(publication):
    return alternate_links(publication)


@register.simple_tag(takes_context=True)
def export_links(context):
    """[(label, href)] of the current list (its filters kept) in every export format."""
    request = context["request"]
    params = request.GET.copy()
    for name in ("page", "sort", "view", "group", "format"):
        params.pop(name, None)
    links = []
    for fmt, label in FORMAT_LABELS.items():
        params["format"] = fmt
        links.append((label, f"{request.path}?{params.urlencode()}"))
    return links


@register.simple_tag(takes_context=True)
def view_link(context, view, group=None):
    """The current list's address shown as `view` (table or list), filters kept."""
    params = context["request"].GET.copy()
    for name in ("view", "group", "page", "format"):
        params.pop(name, None)
    if view == "list":
        params["view"] = "list"
        params["group"] = group or "year"
    query = params.urlencode()
    return f"?{query}" if query else context["request"].path


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


@register.simple_tag
def citation(publication, full_authors=False):
    """One publication as the lists print it (see _citation.html, which calls this).

    The short form is stored with the publication when it changes (formats/stored.py),
    so a list of hundreds costs a column read per row; the full author list is made here.
    """
    if full_authors:
        return render_citation(publication, full_authors=True)
    return mark_safe(stored.citation_html(publication))


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
