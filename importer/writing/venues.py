"""The site's own venues in an import: an alias a lab admin gave a venue names it.

The shipped venue table (importer/parsers/data/venues.tsv) is what every site knows; a lab
admin adds spellings in the admin (Venue.aliases). A venue whose name, acronym or aliases say
something the shipped table does not becomes a row of a table of this import's own, matched
with the same rules and beside the shipped rows, so the longest name still wins.
"""

from functools import cache
from weakref import WeakKeyDictionary

from django.utils.text import slugify

from importer.parsers.venues import KnownVenue, VenueTable, known_venues, resolve_venue


def venue_slug(known: KnownVenue) -> str:
    """The slug of the site's Venue for a venue of the shipped table."""
    return slugify(known.key)[:100]


# importer -> (the venues dict the table was made from, the table or None, slug of each own row)
_TABLES: WeakKeyDictionary = WeakKeyDictionary()


def lab_venue(importer, text: str):
    """The site's Venue that `text` names by a spelling a lab admin gave it, or None.

    `importer.venues` (slug -> Venue) is read once per import; a venue the import itself makes
    has no spellings of its own (it comes from the shipped table or from the text).
    """
    cached = _TABLES.get(importer)
    if cached is None or cached[0] is not importer.venues:
        cached = (importer.venues, *_own_table(importer.venues.values()))
        _TABLES[importer] = cached
    venues, table, slugs = cached
    if table is None:
        return None
    known = table.resolve(text)
    slug = slugs.get(known) if known is not None else None
    return venues.get(slug) if slug else None


def _own_table(venues) -> tuple[VenueTable | None, dict[KnownVenue, str]]:
    rows, slugs = [], {}
    for venue in venues:
        aliases = tuple(alias.strip() for alias in venue.aliases or () if alias and alias.strip())
        if not aliases:
            continue
        shipped = _shipped_by_slug().get(venue.slug)
        if shipped is not None and (venue.acronym, venue.name, aliases) == (
            shipped.acronym,
            shipped.name,
            shipped.aliases,
        ):
            continue  # as an import made it from the shipped table
        spellings = [s for s in (venue.name, venue.acronym, *aliases) if s]
        if all(_shipped_slug(spelling) == venue.slug for spelling in spellings):
            continue  # nothing the shipped table does not say already
        row = KnownVenue(venue.acronym, venue.name, venue.kind, aliases)
        rows.append(row)
        slugs[row] = venue.slug
    if not rows:
        return None, {}
    # The site's rows first: a spelling both name is the site's.
    return VenueTable([*rows, *known_venues()]), slugs


@cache
def _shipped_by_slug() -> dict[str, KnownVenue]:
    return {venue_slug(known): known for known in known_venues()}


def _shipped_slug(spelling: str) -> str | None:
    known = resolve_venue(spelling)
    return venue_slug(known) if known is not None else None
