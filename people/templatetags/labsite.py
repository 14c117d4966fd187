from html import escape  # Django's escape is this one behind a lazy-string wrapper a CV's many fields pay for
from urllib.parse import urlencode

from django import template
from django.utils.safestring import mark_safe

from labsite import renditions
from people.markdown import render_markdown
from publications.models import is_safe_link

register = template.Library()


@register.simple_tag
def picture(field_file, alt, width, height, sizes, fallback=None, **attributes):
    """{% picture lab.group_photo alt 640 400 "(max-width: 40rem) 100vw, 36rem" fetchpriority="high" %}:
    the WebP/AVIF copies of an uploaded picture for the screen, the picture itself as fallback
    (labsite/renditions.py). `width`/`height` give its shape before it loads; `sizes` its width shown."""
    return renditions.picture(field_file, alt, width, height, sizes, fallback=fallback, **attributes)


@register.filter
def markdown(text):
    return mark_safe(render_markdown(text))


@register.filter
def safe_link(url):
    """True for a web address or relative path a link may point to; never javascript: or data:."""
    return is_safe_link(url)


@register.filter
def year_range(record):
    start, end = record.start_year, record.end_year
    if start and end:
        return f"{start}–{end}" if start != end else str(start)
    if start:
        return f"{start}–present"
    if end:
        return str(end)
    return ""


@register.filter
def lab_years(person):
    """ "2019–2024": when an alum was in the lab, as far as the record says."""
    start = person.joined.year if person.joined else None
    end = person.left.year if person.left else None
    if start and end and start != end:
        return f"{start}–{end}"
    return str(end or start or "")


@register.simple_tag(takes_context=True)
def pagination(context, page, label="Pages"):
    """The <nav> of a list's pages: the first and last, two each side of this one, … for the gaps.

    Each link is the request's query with another `page=`, in its place, as {% querystring %}
    writes it; the first page's has none, so a page has one address (for search engines and
    the static copy alike). Written in Python: the template's {% querystring %} copied the
    query for each of a dozen links, a tenth of a list page's time.
    """
    if not page.has_other_pages():
        return ""
    href = _page_address(context["request"].GET)
    items = []
    if page.has_previous():
        items.append(f'<li><a href="{href(page.previous_page_number())}" rel="prev">← Newer</a></li>')
    numbers = []
    for number in page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1):
        if number == page.paginator.ELLIPSIS:
            numbers.append('<li><span class="ellipsis">…</span></li>')
        else:
            current = ' aria-current="page"' if number == page.number else ""
            numbers.append(f'<li><a href="{href(number)}"{current}>{number}</a></li>')
    items.append("".join(numbers))
    if page.has_next():
        items.append(f'<li><a href="{href(page.next_page_number())}" rel="next">Older →</a></li>')
    return mark_safe(
        f'<nav class="pagination" aria-label="{escape(label)}">\n  <ul>\n    '
        + "\n    ".join(items)
        + "\n  </ul>\n</nav>"
    )


def _page_address(query):
    """href(number): `query` (a QueryDict) with page=number, escaped for an attribute."""
    before, after, seen_page = [], [], False
    for key, values in query.lists():
        if key == "page":
            seen_page = True
            continue
        (after if seen_page else before).extend(urlencode({key: value}) for value in values)

    def href(number):
        parts = [*before, f"page={number}", *after] if number != 1 else before + after
        if not parts:
            return "?" if query else ""
        return escape("?" + "&".join(parts))

    return href


@register.simple_tag
def cv_publications(publications, person):
    """The <li> of each publication of a CV (its JSON Resume items), the member's names in bold.

    Written in Python: the template's loop over every author of a hundred papers was half the CV's time."""
    names = set(person.all_names)
    return mark_safe("".join(_cv_publication(item, names) for item in publications))


def _cv_publication(item, names):
    equal = set(item.get("equalContribution") or ())
    authors = ", ".join(
        (f"<strong>{escape(name)}</strong>" if name in names else escape(name))
        + ('<sup class="equal" title="Equal contribution">*</sup>' if name in equal else "")
        for name in item.get("authors") or ()
    )
    parts = [f'<li>{authors}. <a href="{escape(item.get("url", ""))}">{escape(item.get("name", ""))}</a>.']
    submitted = item.get("status") == "submitted"
    publisher, short = item.get("publisher"), item.get("venueShort")
    if publisher:
        venue = escape(publisher) + (f" ({escape(short)})" if short and short not in publisher else "")
        parts.append(f" <em>{'Submitted to ' if submitted else ''}{venue}</em>")
    elif submitted:
        parts.append(" <em>Submitted</em>")
    if item.get("releaseDate"):
        parts.append(f", {escape(item['releaseDate'])}")
    parts.append(".")
    if item.get("summary"):
        parts.append(f" <strong>{escape(item['summary'])}</strong>")
    parts.append("</li>")
    return "".join(parts)
