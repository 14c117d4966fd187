"""The pages of one object (a publication, a person, a CV, a JSON Resume) for a batch of addresses:
the site's own views and templates, given the objects fetched for the whole batch through each
view's own queryset (a few queries per batch instead of some per page). The lists, their downloads
and the feeds are their views called directly too (`direct`): none of them depends on a middleware.
The other addresses go through the site's middleware and URLs (Django's test client,
staticsite/builder.py), and so does one a direct view answers with "not found" (the site's 404).
"""

from urllib.parse import parse_qsl, urlsplit

from django.contrib.auth.models import AnonymousUser
from django.contrib.syndication.views import Feed
from django.http import Http404
from django.urls import Resolver404, resolve

from people.resume import PersonCVView, PersonResumeView
from people.views import PersonDetailView
from publications.views import (
    MemberPublicationsExportView,
    PublicationDetailView,
    PublicationListView,
    VenueDetailView,
)

BATCHED_VIEWS = (PublicationDetailView, PersonDetailView, PersonCVView, PersonResumeView)
# Their pages read no session, message or login (a list's message is for a filter a static copy drops).
DIRECT_VIEWS = (PublicationListView, VenueDetailView, MemberPublicationsExportView)


class _Fetched:
    """A view of one object given the object instead of finding it."""

    fetched = None

    def get_object(self, queryset=None):
        return self.fetched


_FETCHED_VIEWS = {view: type(f"Fetched{view.__name__}", (_Fetched, view), {}) for view in BATCHED_VIEWS}


def fetch(addresses):
    """{address: (its view, its URL match, its object)} for those of `addresses` that a batched view
    serves and whose object is found (not the others: a former key, a person no longer public)."""
    matches, wanted = {}, {}  # address: match; view: {slug}
    for address in addresses:
        view = _view_of(match := _resolved(address))
        if view in _FETCHED_VIEWS:
            matches[address] = match
            wanted.setdefault(view, set()).add(match.kwargs[view.slug_url_kwarg])
    found = {}  # (view, slug): object
    for view, slugs in wanted.items():
        for item in view().get_queryset().filter(**{f"{view.slug_field}__in": slugs}).order_by():
            found[view, getattr(item, view.slug_field)] = item
    fetched = {}
    for address, match in matches.items():
        view = _view_of(match)
        if (item := found.get((view, match.kwargs[view.slug_url_kwarg]))) is not None:
            fetched[address] = (view, match, item)
    return fetched


def render(factory, address, fetched):
    """The response of `address` from its view given its object (an entry of fetch())."""
    view, match, item = fetched
    return _response(_FETCHED_VIEWS[view].as_view(fetched=item), _request(factory, address, match), match)


def direct(factory, address):
    """The response of `address` from its view called directly, if a direct view serves it and finds
    what it shows; else None (the test client then gives the site's answer)."""
    match = _resolved(address)
    if match is None or not (_view_of(match) in DIRECT_VIEWS or isinstance(match.func, Feed)):
        return None
    try:
        return _response(match.func, _request(factory, address, match), match)
    except Http404:
        return None


def _request(factory, address, match):
    """A GET of `address` as the test client makes it, by an anonymous visitor."""
    parts = urlsplit(address)
    request = factory.get(parts.path, dict(parse_qsl(parts.query)))
    request.user, request.resolver_match = AnonymousUser(), match
    return request


def _response(view, request, match):
    response = view(request, *match.args, **match.kwargs)
    return response.render() if hasattr(response, "render") else response


def _resolved(address):
    """The site's match for the path of `address`, None for a path it does not serve."""
    try:
        return resolve(urlsplit(address).path)
    except Resolver404:
        return None


def _view_of(match):
    """The class-based view of a match; None for a function or no match."""
    return getattr(match.func, "view_class", None) if match is not None else None
