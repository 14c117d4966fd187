"""The site's Atom feeds, dated by the site's last change when they have no entry to date them."""

import datetime

from django.utils.feedgenerator import Atom1Feed

from .pagecache import current_version


class SiteAtomFeed(Atom1Feed):
    """Atom, whose `<updated>` for a feed with no dated entry is the site's last change, not the moment it
    is made: the same site gives the same bytes (a static copy's feed is not rewritten by every build)."""

    def latest_post_date(self):
        if any(item.get("updateddate") or item.get("pubdate") for item in self.items):
            return super().latest_post_date()
        version = current_version()
        if not version:  # the site never changed: Django's own date (now)
            return super().latest_post_date()
        return datetime.datetime.fromtimestamp(version / 1_000_000_000, tz=datetime.UTC)
