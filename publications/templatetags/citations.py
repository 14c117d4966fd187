"""Tags for citations: long author lists, the Cite box, exports, and the metadata indexers read."""
from dataclasses import dataclass, field

from django import template

from labsite.metadata import json_ld
from publications.bibtex import write_bibtex
from publications.citation_styles import formatted_citations
from publications.exports import FORMAT_LABELS, bibtex_entry
from publications.metadata import alternate_links, highwire_tags, scholarly_article

register = template.Library()

# Lists longer than this show the first authors and every lab member; the rest is one click away.
LONG_AUTHOR_LIST = 8
FIRST_AUTHORS = 3


@dataclass
class AuthorList:
    all: list
    shown: list = field(default_factory=list)  # [(authorship, gap before it)]
    folded: bool = False

    @property
    def hidden_count(self):
        return len(self.all) - len(self.shown)


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
    return write_bibtex([bibtex_entry(publication, context.get("request"))])


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
