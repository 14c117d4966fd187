"""What every citation format reads from a publication fetched with `with_authors()`."""

import re

from labsite.metadata import absolute_url


def authors_of(publication):
    return publication.authors_in_order()


def equal_contribution_note(publication):
    names = [a.name for a in authors_of(publication) if a.equal_contribution]
    return "* Equal contribution: " + ", ".join(names) if names else ""


def venue_name(publication):
    if publication.venue_id:
        return publication.venue.name
    return publication.venue_text


def venue_acronym(publication):
    return publication.venue.acronym if publication.venue_id else ""


def link_url(link, request=None):
    """A link as an absolute URL (al-folio imports may keep bare file names)."""
    url = link.url.strip()
    if re.match(r"^[a-z][a-z0-9+.\-]*:", url, re.I) or not url:
        return url
    return absolute_url(url if url.startswith("/") else f"/{url}", request)


def pdf_url(publication, request=None):
    for link in publication.links_in_order():
        if link.label.strip().lower() == "pdf" or link.url.lower().split("?")[0].endswith(".pdf"):
            return link_url(link, request)
    return ""
