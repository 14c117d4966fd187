"""Tags for citations: long author lists, the Cite box, exports, and the metadata indexers read."""

from django import template
from django.utils.safestring import mark_safe

from labsite.metadata import json_ld
from publications.formats import FORMAT_LABELS, html, stored
from publications.formats.styles import formatted_citations
from publications.metadata import alternate_links, highwire_tags, scholarly_article

register = template.Library()


@register.simple_tag
def author_list(publication, full=False):
    """The authors to print: all of them, or for a long list the first ones and the lab's members."""
    return html.author_list(publication, full)


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


@register.simple_tag
def citation(publication, full_authors=False):
    """One publication as the lists print it (see _citation.html, which calls this).

    The short form is stored with the publication when it changes (formats/stored.py),
    so a list of hundreds costs a column read per row; the full author list is made here.
    """
    if full_authors:
        return html.render_citation(publication, full_authors=True)
    return mark_safe(stored.citation_html(publication))
