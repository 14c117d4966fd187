"""Who a Hugo Blox user name on a paper's page is, when no author page of this import says.

A Hugo Blox paper page lists its authors by the site's user names ("admin", "tkowalski") where a
person has an author page (content/authors/<name>/). A site keeps a paper's citation beside its
page (content/publication/<slug>/cite.bib) whose author list is the same, in the same order, with
full names; a lab's member may also be on the site already. Both name a user name the import has
no author page for, before the user name itself is kept as the author's name.
"""

import re

from importer.matching import normalise_name
from importer.parsers.names import match_strength, name_tokens
from publications.models import Authorship, Publication


def names_from_the_same_paper(writer, parsed):
    """{position: full name} for the user names of `parsed` whose stored paper (the same paper, by
    DOI or title) names them: an author list as long, whose other names are the page's."""
    title = " ".join((parsed.title or "").split())
    if not title:
        return {}
    found = writer.importer.publications.find(parsed, writer.importer.publications.title_key(title))
    if isinstance(found, Publication):  # the same paper earlier in this document: its names are the page's
        return {}
    if found is None:
        return {}
    stored = list(Authorship.objects.filter(publication_id=found).order_by("position").values_list("name", flat=True))
    if len(stored) != len(parsed.authors):
        return {}
    named = {}
    for position, (author, name) in enumerate(zip(parsed.authors, stored, strict=True)):
        if author.user_name:
            if len(name_tokens(name)) >= 2 and normalise_name(name) != normalise_name(author.user_name):
                named[position] = name
        elif not (match_strength(author.name, [name]) or match_strength(name, [author.name])):
            return {}  # another author list: another paper, or another order
    return named


def member_of_user_name(members, user_name):
    """The one person of the site whose name the user name spells ("tkowalski", "teodor-kowalski",
    "kowalski.t" for Teodor Kowalski), or None."""
    spelled = re.sub(r"[^a-z]", "", user_name.lower())
    if len(spelled) < 4:
        return None
    fits = []
    for person, names in members.names.values():
        if any(spelled in _spellings(name) for name in names):
            fits.append(person)
    return fits[0] if len(fits) == 1 else None


def _spellings(name):
    """The user names a person of this name may have chosen, letters only."""
    tokens = name_tokens(name)
    if len(tokens) < 2:
        return set()
    given, family = tokens[0], tokens[-1]
    return {
        given + family,
        given[0] + family,
        family + given,
        family + given[0],
        "".join(tokens),
        "".join(t[0] for t in tokens[:-1]) + family,
    }


_KEPT_USER_NAME_RE = re.compile(r"[a-z0-9][a-z0-9_.-]{0,60}")  # as a Hugo page's user name is kept: "tkowalski"


def user_names_named(current, incoming):
    """(stored authorship, parsed author) pairs where a user name kept from a Hugo page ("tkowalski") is
    named in full by another document's list of the same length whose other names are the stored ones."""
    if len(current) != len(incoming):
        return []
    pairs = []
    for old, new in zip(current, incoming, strict=True):
        if _KEPT_USER_NAME_RE.fullmatch(old.name) and not new.user_name and len(name_tokens(new.name)) >= 2:
            pairs.append((old, new))
        elif not (match_strength(new.name, [old.name]) or match_strength(old.name, [new.name])):
            return []
    return pairs
