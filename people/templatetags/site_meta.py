"""Tags for what every page's <head> carries: canonical address, OpenGraph, JSON-LD."""

from django import template
from django.utils.safestring import mark_safe

from labsite import headers
from labsite.metadata import absolute_url, json_ld, reverse_cached
from people.models import Lab
from people.resume import person_data

register = template.Library()


@register.simple_tag
def inline_stylesheet(path):
    """<style> with a static stylesheet's text: the first paint waits for no request. The
    Content-Security-Policy allows that text by its hash (labsite/headers.py)."""
    text, _source = headers.inline_stylesheet(path)
    return mark_safe(f"<style>{text}</style>")


class CaptureNode(template.Node):
    child_nodelists = ("nodelist",)  # so that {% block %} inside stays overridable

    def __init__(self, nodelist, name):
        self.nodelist, self.name = nodelist, name

    def render(self, context):
        # The blocks inside are rendered (and escaped) already: keep them as they are.
        context[self.name] = mark_safe(" ".join(self.nodelist.render(context).split()))
        return ""


@register.tag
def capture(parser, token):
    """{% capture as name %}...{% endcapture %}: render once, use as {{ name }} many times."""
    bits = token.split_contents()
    if len(bits) != 3 or bits[1] != "as":
        raise template.TemplateSyntaxError("Usage: {% capture as name %}...{% endcapture %}")
    nodelist = parser.parse(("endcapture",))
    parser.delete_first_token()
    return CaptureNode(nodelist, bits[2])


@register.simple_tag
def page_url(name):
    """{% url name %} of an address without arguments (the menu's, the footer's): the same on every
    page, so worked out once per process instead of reversed again on every page's menu and footer."""
    return reverse_cached(name)


@register.simple_tag(takes_context=True)
def absolute(context, path):
    """The address of `path` on the lab's site (settings.LAB_URL, else the request's host)."""
    return absolute_url(str(path), context.get("request"))


@register.simple_tag(takes_context=True)
def canonical_url(context):
    request = context.get("request")
    return absolute_url(request.path, request) if request is not None else ""


def organization_data(request=None, members=()):
    """schema.org ResearchOrganization for the lab."""
    data = {
        "@context": "https://schema.org",
        "@type": "ResearchOrganization",
        "name": Lab.shown(request).name,
        "description": Lab.shown(request).description,
        "url": absolute_url("/", request),
    }
    people = [{"@type": "Person", "name": p.name, "url": absolute_url(p.get_absolute_url(), request)} for p in members]
    if people:
        data["member"] = people
    return data


@register.simple_tag(takes_context=True)
def organization_jsonld(context, members=()):
    return json_ld(organization_data(context.get("request"), members))


@register.simple_tag(takes_context=True)
def person_jsonld(context, person):
    return json_ld(person_data(person, context.get("request")))


@register.filter
def jsonld(data):
    return json_ld(data)
