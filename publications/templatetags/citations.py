"""Tags for citations: long author lists, the Cite box, exports, and the metadata indexers read."""

import functools
from dataclasses import dataclass, field

from django import template
from django.template.defaultfilters import linebreaksbr
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import mark_safe

from labsite.metadata import json_ld
from publications.charts import publication_stats, year_chart_svg
from publications.formats import FORMAT_LABELS, stored
from publications.formats.bibtex import bibtex_entry, write_bibtex
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


def _author(author, owner_id=None):
    """One printed author, as HTML: lab members linked to their page, equal contribution marked.

    The page's own member (`owner_id`) is set in bold, as al-folio and CVs do.
    """
    person = author.person
    name = escape(author.name)
    if person is not None and person.is_public:
        name = f'<a class="member" href="{escape(_person_url(person.slug))}">{name}</a>'
    if owner_id is not None and author.person_id == owner_id:
        name = f'<strong class="owner">{name}</strong>'
    if author.equal_contribution:
        name += '<sup class="equal" title="Equal contribution">*</sup>'
    return name


@functools.lru_cache(maxsize=4096)
def _person_url(slug):
    return reverse("people:person-detail", args=[slug])


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
        count = len(authors.all)
        everyone = (
            f'\n  <details class="more-authors"><summary>All {count} authors</summary> '
            f'<span class="all-authors">{", ".join(_author(a, owner_id) for a in authors.all)}{truncated}</span></details>'
        )
    else:
        shown += truncated
    return shown, everyone


def _where_html(publication, full_venue=False, year=True):
    """Where and when, once: "Submitted to OSDI 2024", the venue linked to its page."""
    venue, venue_text = publication.venue, publication.venue_text
    where = ""
    if publication.status == "submitted":
        where = "Submitted to " if (venue or venue_text) else "Submitted"
    if venue is not None:
        where += f'<a href="{escape(_venue_url(venue.slug))}">{escape(venue.name if full_venue else venue.label)}</a>'
    elif venue_text:
        where += escape(venue_text)
    if year and publication.year:
        where += f"{', ' if full_venue and where else ' '}{publication.year}"
    return where.strip()


def _link_buttons(publication):
    """PDF, Code, Slides, ... as the member gave them, then DOI and arXiv."""
    links = [(link.label, link.url) for link in publication.links.all() if is_safe_link(link.url)]
    if publication.doi:
        links.append(("DOI", f"https://doi.org/{publication.doi}"))
    if publication.arxiv:
        links.append(("arXiv", f"https://arxiv.org/abs/{publication.arxiv}"))
    return "".join(f'<a class="btn" href="{escape(url)}">{escape(label)}</a>' for label, url in links)


@register.simple_tag
def citation(publication, full_authors=False, owner=None):
    """One publication as one line of text (the publication's page, the CV); lists use `publication_entry`.

    Python rather than a template: a member's page prints hundreds of these, and
    the template engine's per-variable cost was most of that page's time. Every
    value is escaped with html.escape as it is put in.
    """
    shown, everyone = _authors_html(publication, full_authors, getattr(owner, "pk", None))
    where = _where_html(publication)
    note = f' <strong class="note">{escape(publication.note)}</strong>' if publication.note else ""
    links = "".join(
        f'<a href="{escape(link.url)}" rel="noopener noreferrer">{escape(link.label)}</a>'
        for link in publication.links.all()
        if is_safe_link(link.url)
    )
    links = f'\n  <span class="pub-links">{links}</span>' if links else ""
    return mark_safe(
        f'<span class="citation">\n  <span class="authors">{shown}{"" if shown.endswith(".") else "."}</span>\n'
        f'  <a class="title" href="{escape(_publication_url(publication.key))}">{escape(publication.title)}</a>.\n'
        f'  <span class="venue">{where}</span>{note}{links}{everyone}\n</span>'
    )


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


@register.simple_tag(takes_context=True)
def publication_entry(context, publication, owner=None, show_year=True):
    """One publication in a list, as lab sites print them.

    A venue badge on the left; the title on its own line; the authors below (members
    linked, the page's own member in bold, equal contributions marked); the venue and
    the year once; then Abstract and BibTeX (folded in <details>, no script needed),
    and the links (PDF, Code, Slides, DOI, arXiv ...).
    """
    shown, everyone = _authors_html(publication, False, getattr(owner, "pk", None))
    venue = publication.venue
    badge = (
        escape(venue.acronym) if venue is not None and venue.acronym else BADGE_FALLBACK.get(publication.kind, "Paper")
    )
    where = _where_html(publication, full_venue=True, year=show_year)
    note = f' <strong class="note">{escape(publication.note)}</strong>' if publication.note else ""
    actions = []
    if publication.abstract:
        actions.append(
            f'<details class="abstract"><summary>Abstract</summary><p>{linebreaksbr(publication.abstract, autoescape=True)}</p></details>'
        )
    # The abstract is folded above; al-folio leaves it out of the shown BibTeX too (and it would double the page).
    entry = {**bibtex_entry(publication, context.get("request")), "abstract": ""}
    entry["links"] = [
        written for written, link in zip(entry["links"], publication.links.all(), strict=True) if is_safe_link(link.url)
    ]
    bibtex = write_bibtex([entry])
    actions.append(
        f'<details class="bibtex"><summary>BibTeX</summary><pre data-copy="BibTeX">{escape(bibtex)}</pre></details>'
    )
    return mark_safe(
        f'<div class="pub k-{escape(publication.kind)}">\n'
        f'  <span class="badge" aria-hidden="true">{badge}</span>\n'
        f'  <div class="pub-body">\n'
        f'    <p class="pub-title"><a class="title" href="{escape(_publication_url(publication.key))}">{escape(publication.title)}</a></p>\n'
        f'    <p class="authors">{shown}</p>{everyone}\n'
        f'    <p class="venue">{where}{note}</p>\n'
        f'    <div class="pub-actions">{_link_buttons(publication)}{"".join(actions)}</div>\n'
        f"  </div>\n</div>"
    )


@functools.lru_cache(maxsize=65536)
def _publication_url(key):
    return reverse("publications:publication-detail", args=[key])


@functools.lru_cache(maxsize=4096)
def _venue_url(slug):
    return reverse("publications:venue-detail", args=[slug])


@register.inclusion_tag("publications/_year_chart.html")
def year_chart(publications, name, heading="Publications per year", venues=False):
    """Publications per year, stacked by kind, as SVG with a table of the numbers (and the top venues)."""
    chart, top_venues = publication_stats(publications, venues=venues)
    return {
        "chart": chart,
        "svg": mark_safe(year_chart_svg(chart, name)),
        "name": name,
        "heading": heading,
        "top_venues": top_venues,
        "venue_peak": max((n for _label, _slug, n in top_venues), default=1),
    }


@register.filter
def percent_of(value, peak):
    """A bar width in steps of 5 (CSS classes .w0 ... .w100: no inline style)."""
    return 5 * round(20 * value / peak) if peak else 0


@register.filter
def get_count(counts, kind):
    return counts.get(kind, 0)
