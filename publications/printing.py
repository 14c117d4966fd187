"""A whole list as a download prints it: the publications in order, each with its authors and links,
read in three queries whatever the list's length, and never held whole.

The publications, their authors and their links are three queries read side by side, each in the
list's order (the authors' and links' ordered by the fields of their publication, then by the
publication, then by position), so each publication's authors and links come next in theirs: the
list is read once, a chunk at a time, with no query per chunk. A list ordered by something an
author's row cannot be ordered by (an annotation such as a search's rank) is read a chunk at a
time instead (PublicationQuerySet.printed_in_chunks), three queries per chunk.
"""

from django.db.models import F, OrderBy

from .models import Authorship, PrintedAuthor, PrintedLink, Publication, PublicationLink

# Rows read at a time from each query: memory stays bounded at any length.
CHUNK_ROWS = 2000


def printed_in_order(publications, size=None):
    """The publications of the queryset in its order, each with `fetched_authors` and `fetched_links`
    (PrintedAuthor, PrintedLink) as authors_in_order() and links_in_order() read them."""
    size = size or CHUNK_ROWS
    ordering = _ordering(publications)
    through = None if ordering is None else _through_publication(ordering)
    if through is None or publications.query.is_sliced:
        yield from publications.printed_in_chunks(size)
        return
    rows = publications.for_printing().order_by(*ordering, "pk").iterator(chunk_size=size)
    chosen = Publication.objects.filter(pk__in=publications.values("pk"))
    authors = _values_after(
        Authorship.objects.filter(publication__in=chosen),
        through,
        ("position", "pk"),
        ("publication_id", "name", "equal_contribution"),
        size,
    )
    links = _values_after(
        PublicationLink.objects.filter(publication__in=chosen),
        through,
        ("order", "pk"),
        ("publication_id", "label", "url"),
        size,
    )
    next_author, next_link = next(authors, None), next(links, None)
    for publication in rows:
        publication.fetched_authors, publication.fetched_links = [], []
        while next_author is not None and next_author[0] == publication.pk:
            publication.fetched_authors.append(PrintedAuthor(*next_author[1:]))
            next_author = next(authors, None)
        while next_link is not None and next_link[0] == publication.pk:
            publication.fetched_links.append(PrintedLink(*next_link[1:]))
            next_link = next(links, None)
        yield publication


def _values_after(rows, through, own_order, fields, size):
    """`fields` of `rows` (authorships or links), in their publications' order, then in their own."""
    return rows.order_by(*through, "publication_id", *own_order).values_list(*fields).iterator(chunk_size=size)


def _ordering(publications):
    """The queryset's ordering as it is asked for: its order_by(), else the model's."""
    query = publications.query
    if query.order_by:
        return list(query.order_by)
    if query.default_ordering:
        return list(Publication._meta.ordering)
    return []


def _through_publication(ordering):
    """The ordering said of an authorship or link row ("publication__year" for "year"), or None when
    an item cannot be (an annotation, a random order, a raw expression)."""
    names = {field.name for field in Publication._meta.get_fields()} | {"pk"}
    through = []
    for item in ordering:
        if isinstance(item, str):
            descending, name = item.startswith("-"), item.lstrip("-")
            if name.split("__")[0] not in names:
                return None
            through.append(f"{'-' if descending else ''}publication__{'id' if name == 'pk' else name}")
        elif isinstance(item, OrderBy) and isinstance(item.expression, F):
            if item.expression.name.split("__")[0] not in names:
                return None
            through.append(
                OrderBy(
                    F(f"publication__{item.expression.name}"),
                    descending=item.descending,
                    nulls_first=item.nulls_first,
                    nulls_last=item.nulls_last,
                )
            )
        else:
            return None
    return through
