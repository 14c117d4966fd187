"""Tags for citations: list entries, the Cite box, exports, and the metadata indexers read."""

from django import template
from django.template.loader import render_to_string
from django.urls import get_script_prefix
from django.utils.safestring import mark_safe

from labsite.metadata import json_ld
from labsite.pagecache import fragment_version, query_key, remembered
from publications.charts import publication_stats, venue_bars, year_chart_svg
from publications.formats import FORMAT_LABELS, html
from publications.formats.bibtex import citable_bibtex
from publications.formats.styles import formatted_citations
from publications.metadata import alternate_links, highwire_tags, scholarly_article
from publications.models import Authorship

register = template.Library()


@register.simple_tag(takes_context=True)
def citation_formats(context, publication):
    """[(name, label, HTML)] in ACM, IEEE and APA style."""
    return formatted_citations(publication, context.get("request"))


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


@register.inclusion_tag("publications/_kept_entry.html", takes_context=True)
def publication_entry(context, publication, owner=None):
    """One publication in a list (templates/publications/_entry.html); `owner`, the page's own member, in bold."""
    return {
        "publication": publication,
        "owner": owner,
        "request": context.get("request"),
        # An inclusion tag's template sees no context processor's value: the fragment key is handed on.
        "site_version": context.get("site_version") or fragment_version(context.get("request")),
    }


@register.simple_tag(takes_context=True)
def author_list(context, publication, full_authors=False):
    """The authors a citation prints (formats/html.py): all, or for a long list the first and the members;
    the page's own member (`owner`) marked."""
    return html.author_list(publication, full_authors, context.get("owner"))


@register.simple_tag
def venue_line(publication, full=False):
    return html.venue_line(publication, full)


@register.simple_tag
def safe_links(publication):
    return html.safe_links(publication)


@register.simple_tag(takes_context=True)
def printed_entry(context, publication):
    """What a list's entry prints of `publication` (formats/html.py printed_entry); `owner`, the page's own member, in bold."""
    return html.printed_entry(publication, context.get("owner"), context.get("request"))


@register.simple_tag(takes_context=True)
def cite_box_bibtex(context, publication):
    """The BibTeX of a publication's Cite box: bibliographic fields only."""
    return citable_bibtex(publication, context.get("request"))


@register.filter
def any_equal_contribution(publications):
    """True when a publication of the list (a page of a table, or a list) has authors of equal contribution.

    Kept with the page's entries until the site's next change: a page whose entries are all kept
    rendered has not read their authors (publications/entries.py), and asks nothing."""
    rows = [getattr(row, "record", row) for row in getattr(publications, "data", publications)]

    def ask():
        if all(hasattr(row, "fetched_authors") for row in rows):
            return any(row.has_equal_contribution for row in rows)
        return Authorship.objects.filter(publication__in=rows, equal_contribution=True).exists()

    return remembered(("equal-contribution", tuple(row.pk for row in rows)), ask)


@register.simple_tag
def year_chart(publications, name, heading="Publications per year", venues=False):
    """Publications per year, stacked by kind, as SVG with a table of the numbers (and the top venues).

    Drawn once per change of the site, as its numbers are counted: every page of a member
    and the first page of each view of a list show the same chart."""

    def draw():
        chart, top_venues = publication_stats(publications, venues=venues)
        return render_to_string(
            "publications/_year_chart.html",
            {
                "chart": chart,
                "svg": mark_safe(year_chart_svg(chart, name)),
                "name": name,
                "heading": heading,
                "venue_bars": venue_bars(top_venues),
            },
        )

    key = query_key(publications)
    return mark_safe(remembered(("year-chart", key, name, heading, venues, get_script_prefix()), draw))
