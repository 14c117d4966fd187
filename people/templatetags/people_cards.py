"""A person's card (people lists, the home page, search, projects), rendered in Python.

A lab of a hundred people prints a hundred cards on /people/ and the home page, and an
included template per card was most of those pages' rendering.
Every value is escaped (format_html) as it is put in.
"""

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from labsite import renditions
from labsite.metadata import reverse_cached

from .icons import adds_to_role, avatar_colour, icon, initials, person_links
from .labsite import lab_years

register = template.Library()


def _person_url(slug):
    return reverse_cached("people:person-detail", slug)


def _portrait(person, size):
    if person.photo_small:
        # The card's largest size on any screen: a phone shows it smaller (site.css).
        return renditions.picture(
            person.photo_small, "", size, size, f"{size}px", **{"class": "portrait", "loading": "lazy"}
        )
    return format_html(
        '<span class="portrait avatar {}" aria-hidden="true">{}</span>',
        avatar_colour(person.name),
        initials(person.name),
    )


@register.simple_tag
def person_card(person, lead=False, compact=False, alumni=False):
    """<li class="person-card">: portrait (or coloured initials), name, position when it adds to the
    heading, interests and icon links; for alumni their years, thesis and where they went."""
    lines = [format_html('<a class="name" href="{}">{}</a>', _person_url(person.slug), person.name)]
    if person.position and (alumni or adds_to_role(person.position, person.role)):
        lines.append(format_html('<span class="position">{}</span>', person.position))
    if alumni:
        years = lab_years(person)
        if years:
            lines.append(format_html('<span class="years">{}</span>', years))
        for thesis in getattr(person, "theses", ()):
            lines.append(
                format_html(
                    '<span class="thesis">Thesis: <a href="{}">{}</a></span>',
                    thesis.publication.get_absolute_url(),
                    thesis.publication.title,
                )
            )
        if person.now_at:
            lines.append(format_html('<span class="now-at">Now at {}</span>', person.now_at))
    elif person.research_interests and not compact:
        lines.append(format_html('<span class="interests">{}</span>', " · ".join(person.research_interests[:3])))
    if not compact:
        links = person_links(person)
        if links:
            items = format_html_join(
                "",
                '<li><a href="{}" title="{}"{}>{}<span class="visually-hidden">{} of {}</span></a></li>',
                (
                    (url, label, "" if name == "mail" else mark_safe(' rel="noopener"'), icon(name), label, person.name)
                    for name, label, url in links
                ),
            )
            lines.append(format_html('<ul class="icon-links">{}</ul>', items))
    return format_html(
        '<li class="person-card{}">\n  {}\n  <div class="card-text">{}</div>\n</li>',
        " lead" if lead else "",
        _portrait(person, 160 if lead else 96),
        mark_safe("\n    ".join(lines)),
    )
