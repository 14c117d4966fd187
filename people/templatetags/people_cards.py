"""A person's card (people lists, the home page, search, projects): templates/people/_card.html.

A lab of a hundred people prints a hundred cards on /people/ and the home page, so each card is
kept as a template fragment ({% cache %}) keyed by `site_version` (labsite.pagecache.fragment_version),
the key of every cached fragment: every save and import changes it, and so does a template edit, from the
first request after a restart.
"""

from django import template
from django.conf import settings

from labsite.pagecache import fragment_version

register = template.Library()


@register.inclusion_tag("people/_card.html", takes_context=True)
def person_card(context, person, lead=False, compact=False, alumni=False):
    """<li class="person-card">: portrait (or coloured initials), name, position when it adds to the
    heading, interests and icon links; for alumni their years, thesis and where they went."""
    size = 160 if lead else 96
    return {
        "person": person,
        "lead": lead,
        "compact": compact,
        "alumni": alumni,
        "size": size,
        # The card's largest size on any screen: a phone shows it smaller (site.css).
        "sizes": f"{size}px",
        # An inclusion tag's template sees no context processor's value: the fragment key is handed on.
        "site_version": context.get("site_version") or fragment_version(context.get("request")),
        "card_seconds": settings.LABSITE_PAGE_CACHE_SECONDS,
    }
