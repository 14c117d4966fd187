"""Addresses the crawl could not render, told apart by who can fix them.

A link a member wrote into their own text (a bio linking to a page that is not there) is theirs
to fix: the build goes on and reports the page and the member (a warning; `--strict` makes it
fail). Any other is a page the site itself links to and cannot render: the build fails.
"""

from dataclasses import dataclass

from django.db.models import TextField

from people.models import Person


@dataclass(frozen=True)
class Broken:
    address: str  # what could not be rendered
    status: int
    page: str  # the first page found linking to it ("" for an address the build starts from)
    members: tuple = ()  # names of the members whose own text holds the link

    def __str__(self):
        where = f"{self.page} links to {self.address}" if self.page else self.address
        if not self.members:
            return f"{where}, which answers {self.status}"
        return f"{where}, which answers {self.status}: a link {' and '.join(self.members)} wrote in their own text"


def classify(address, status, page):
    """A Broken for `address`, naming the members whose own text links to it, if any."""
    return Broken(address, status, page, tuple(members_linking_to(address)) if page else ())


def members_linking_to(address):
    """The names of the members whose own text (their bio, the details of their records) holds `address`.

    Searched for without its last slash: `/people/x` is written as often as `/people/x/`."""
    needle = address.split("?", 1)[0].rstrip("/") or address
    found = set()
    for lookup in _text_lookups():
        found.update(Person.objects.filter(**{f"{lookup}__contains": needle}).values_list("name", flat=True))
    return sorted(found)


def _text_lookups():
    """`bio`, `education__details`, ...: the text fields of a member and of the records that are theirs."""
    lookups = [field.name for field in Person._meta.get_fields() if isinstance(field, TextField)]
    for relation in Person._meta.related_objects:
        # A member's records (education, experience...) are theirs; a paper they coauthored is not.
        if relation.many_to_many or relation.related_model._meta.app_label != Person._meta.app_label:
            continue
        for field in relation.related_model._meta.get_fields():
            if isinstance(field, TextField) and field.concrete:
                lookups.append(f"{relation.name}__{field.name}")
    return lookups
