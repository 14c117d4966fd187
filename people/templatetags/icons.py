"""Inline SVG icons (one sprite per page, `<use>` per icon) and the links a person card shows."""

import re
import zlib
from functools import cache

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from people.models import Role
from people.networks import network_of
from publications.models import is_safe_link

register = template.Library()

# 24×24 stroke drawings in the manner of Feather icons, drawn with currentColor.
ICONS = {
    "globe": '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z"/>',
    "scholar": '<path d="M22 9 12 4 2 9l10 5 10-5z"/><path d="M6 11v5c3 3 9 3 12 0v-5"/><path d="M22 9v6"/>',
    "github": '<path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.4 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5.1 5.1 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5.1 5.1 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.8c0 5.4 3.3 6.6 6.4 7A3.4 3.4 0 0 0 9 18.1V22"/>',
    "orcid": '<circle cx="12" cy="12" r="10"/><path d="M8 10v7M8 7v.01M11.5 7.5h2a4.5 4.5 0 0 1 0 9h-2z"/>',
    "dblp": '<ellipse cx="12" cy="5" rx="9" ry="3"/><path d="M21 12c0 1.7-4 3-9 3s-9-1.3-9-3"/><path d="M3 5v14c0 1.7 4 3 9 3s9-1.3 9-3V5"/>',
    "linkedin": '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><path d="M2 9h4v12H2z"/><circle cx="4" cy="4" r="2"/>',
    "mail": '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 6-10 7L2 6"/>',
    "x": '<path d="M4 4l16 16M20 4 4 20"/>',
    "bluesky": '<path d="M12 11C10.5 8 7 4.5 4.5 4.5S2 7 3 10s4 3.5 6 3c-3 1-4 4-1 5.5S12 15 12 13c0 2 1 7 4 5.5s2-4.5-1-5.5c2 .5 5 0 6-3s-.5-5.5-2.5-5.5S13.5 8 12 11z"/>',
    "mastodon": '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>',
    "youtube": '<path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 11.8a29 29 0 0 0 .5 5.3A2.8 2.8 0 0 0 3.4 19c1.7.5 8.6.5 8.6.5s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-2 29 29 0 0 0 .5-5.3 29 29 0 0 0-.5-5.3z"/><path d="m9.8 15 5.7-3.2-5.7-3.3z"/>',
    "link": '<path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/>',
    "pin": '<path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z"/><circle cx="12" cy="10" r="3"/>',
    "search": '<circle cx="11" cy="11" r="8"/><path d="m21 21-4.4-4.4"/>',
    "sun": '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
    "moon": '<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>',
    "rss": '<path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16"/><circle cx="5" cy="19" r="1"/>',
}


@register.simple_tag
@cache  # the same on every page
def icon_sprite():
    symbols = "".join(f'<symbol id="i-{name}" viewBox="0 0 24 24">{paths}</symbol>' for name, paths in ICONS.items())
    return mark_safe(f'<svg class="sprite" aria-hidden="true" focusable="false">{symbols}</svg>')


@register.simple_tag
def icon(name):
    return format_html('<svg class="icon" aria-hidden="true" focusable="false"><use href="#i-{}"/></svg>', name)


def link_kind(url, label=""):
    """(icon, label) for a profile address: Google Scholar, GitHub, ORCID, ...; else a globe and its label."""
    return network_of(url, label) or ("globe", label or "Homepage")


@register.simple_tag
def person_links(person, email=True):
    """[(icon, label, url)] of a person's profile links (safe ones only), then e-mail."""
    links = [(*link_kind(link.url, link.label), link.url) for link in person.links.all() if is_safe_link(link.url)]
    if email and person.email:
        links.append(("mail", "E-mail", f"mailto:{person.email}"))
    return links


@register.simple_tag
def social_links(urls):
    return [(*link_kind(url), url) for url in urls if is_safe_link(url)]


@register.filter
def initials(name):
    words = [w for w in re.split(r"[\s\-]+", name or "") if w]
    if not words:
        return "?"
    return (words[0][0] + (words[-1][0] if len(words) > 1 else "")).upper()


@register.filter
def avatar_colour(name):
    """One of eight colour classes, the same for a name every time."""
    return f"avatar-{zlib.crc32((name or '').encode()) % 8}"


def _plain(text):
    return re.sub(r"[^a-z]", "", (text or "").lower())


@register.filter
def adds_to_role(position, role):
    """True when a position says more than the role heading it is listed under."""
    if not position:
        return False
    label = Role(role).label if role in Role.values else str(role)
    return _plain(position) not in {_plain(label), _plain(label) + "s", _plain(role)}
