"""The authors and links of a page's entries (templates/publications/_entry.html), read only when needed.

Entries are kept rendered until the site's next change ({% cache %} keyed by `site_version`): each one
in lists (templates/publications/_kept_entry.html), where the same entry shows in many; a member's page
of them at once (templates/people/person_detail.html), as it is theirs alone, with their name in bold.
A page whose entries are all kept reads no author and no link. When one is not, the authors and links
of the whole page are read at once, in two queries, so the page's query count never grows with its length.
"""

from collections import defaultdict
from typing import NamedTuple

from django.core.cache import InvalidCacheBackendError, caches
from django.core.cache.utils import make_template_fragment_key

from labsite.metadata import reverse_cached
from labsite.pagecache import fragment_version

from .models import Authorship, PrintedLink, PublicationLink

# The names and what else the keys of the templates' {% cache %} name: keep them together.
ENTRY_FRAGMENT = "publication-entry"  # templates/publications/_kept_entry.html
MEMBER_ENTRIES_FRAGMENT = "member-publications"  # templates/people/person_detail.html


def fragment_cache():
    """The cache {% cache %} keeps fragments in (Django's rule: `template_fragments` when configured)."""
    try:
        return caches["template_fragments"]
    except InvalidCacheBackendError:
        return caches["default"]


def entry_keys(publications, request, owner=None):
    """The {% cache %} key of each publication's entry, as _kept_entry.html makes it."""
    version = fragment_version(request)
    owner_pk = "" if owner is None else owner.pk  # `owner.pk` of no owner renders as ""
    return [make_template_fragment_key(ENTRY_FRAGMENT, [p.pk, owner_pk, version]) for p in publications]


class EntryMember(NamedTuple):
    """What an entry reads of a lab member who is an author: their page's slug, whether it is shown, and its
    address, worked out once per member of the page (a member's own page names them in every entry)."""

    slug: str
    is_public: bool
    url: str

    def get_absolute_url(self):
        return self.url


class EntryAuthor(NamedTuple):
    """What an entry reads of an authorship (formats/html.py author_list, its BibTeX), as plain values:
    a model instance per author, member and link was most of the time of reading a page's entries."""

    name: str
    equal_contribution: bool
    person_id: int | None
    person: EntryMember | None


def read_for_entries(publications, request, owner=None):
    """Reads the authors and links of `publications` (rows already read, without them) unless every one's
    entry is kept rendered. A template that keeps its entries otherwise (a lab's override) gets them read."""
    publications = list(publications)
    keys = entry_keys(publications, request, owner)
    if len(fragment_cache().get_many(keys)) < len(keys):
        read_authors(publications)
        read_links(publications)
    return publications


def read_for_member_page(page, request, member):
    """Reads the authors and links of a page of `member`'s publications (a Paginator's page) unless
    the page's entries are kept rendered."""
    publications = list(page.object_list)
    key = make_template_fragment_key(MEMBER_ENTRIES_FRAGMENT, [member.pk, page.number, fragment_version(request)])
    if not fragment_cache().has_key(key):  # asked, not read: the kept page is read once, by the template
        read_authors(publications)
        read_links(publications)
    return publications


def read_authors(publications):
    """Each publication's authors in order (Publication.authors_in_order()) as EntryAuthor, in one query."""
    authors = defaultdict(list)
    rows = (
        Authorship.objects.filter(publication_id__in=[p.pk for p in publications])
        .order_by("publication_id", "position", "pk")
        .values_list("publication_id", "name", "equal_contribution", "person_id", "person__slug", "person__is_public")
    )
    members = {}
    for publication_id, name, equal, person_id, slug, is_public in rows:
        member = None
        if person_id is not None:
            member = members.get(person_id)
            if member is None:
                member = members[person_id] = EntryMember(slug, is_public, reverse_cached("people:person-detail", slug))
        authors[publication_id].append(EntryAuthor(name, equal, person_id, member))
    for publication in publications:
        publication.fetched_authors = authors[publication.pk]


def read_links(publications):
    """Each publication's links in order (Publication.links_in_order()) as PrintedLink, in one query."""
    links = defaultdict(list)
    rows = (
        PublicationLink.objects.filter(publication_id__in=[p.pk for p in publications])
        .order_by("publication_id", "order", "pk")
        .values_list("publication_id", "label", "url")
    )
    for publication_id, label, url in rows:
        links[publication_id].append(PrintedLink(label, url))
    for publication in publications:
        publication.fetched_links = links[publication.pk]
