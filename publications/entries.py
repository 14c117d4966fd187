"""The authors and links of a page's entries (templates/publications/_entry.html), read only when needed.

An entry is a template fragment kept until the site's next change ({% cache %} keyed by `site_version`):
a page whose entries are all kept reads no author and no link. When one is not, the authors and links of
the whole page are read at once, in two queries, so the page's query count never grows with its length.
"""

from django.core.cache import InvalidCacheBackendError, caches
from django.core.cache.utils import make_template_fragment_key
from django.db.models import prefetch_related_objects

from labsite.pagecache import fragment_version

from .models import citation_prefetches

# The name and what else the key of templates/publications/_entry.html's {% cache %} names: keep them together.
ENTRY_FRAGMENT = "publication-entry"


def fragment_cache():
    """The cache {% cache %} keeps fragments in (Django's rule: `template_fragments` when configured)."""
    try:
        return caches["template_fragments"]
    except InvalidCacheBackendError:
        return caches["default"]


def entry_keys(publications, request, owner=None):
    """The {% cache %} key of each publication's entry, as _entry.html makes it."""
    version = fragment_version(request)
    owner_pk = "" if owner is None else owner.pk  # `owner.pk` of no owner renders as ""
    return [make_template_fragment_key(ENTRY_FRAGMENT, [p.pk, owner_pk, version]) for p in publications]


def read_for_entries(publications, request, owner=None):
    """Reads the authors and links of `publications` (rows already read, without them) unless every one's
    entry is kept rendered. A template that keeps its entries otherwise (a lab's override) gets them read."""
    publications = list(publications)
    keys = entry_keys(publications, request, owner)
    if len(fragment_cache().get_many(keys)) < len(keys):
        prefetch_related_objects(publications, *citation_prefetches())
    return publications
