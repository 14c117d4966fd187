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


@register.inclusion_tag("_pagination.html", takes_context=True)
def pagination(context, page, label="Pages"):
    """The <nav> of a list's pages (templates/_pagination.html): the first and last, two each side
    of this one, … for the gaps; nothing when the list has one page."""
    if not page.has_other_pages():
        return {"page": None}
    return {
        "page": page,
        "label": label,
        "numbers": list(page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1)),
        "ellipsis": page.paginator.ELLIPSIS,
    }


@register.inclusion_tag("people/_cv_publications.html")
def cv_publications(publications, person):
    """The <li> of each publication of a CV (its JSON Resume items), the member's names in bold."""
    return {"publications": publications, "names": set(person.all_names)}
