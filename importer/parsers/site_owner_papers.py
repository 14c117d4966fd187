"""A personal site's bibliography holds its owner's papers: an entry that does not name them is left out.

Plain Python: a parsed document and the owner's names in, the document without the others' entries out.
"""

from __future__ import annotations

from .owner import owner_key
from .records import ParsedDocument

__all__ = ["owners_papers_only"]


def owners_papers_only(document: ParsedDocument, names: list[str]) -> None:
    """A personal site's papers are its owner's: in the owner's bibliography (most of its entries name them),
    an entry that does not (a template's example entry, a paper of someone else) is left out, and said so."""
    keys = {owner_key(n) for n in names} - {""}
    profile = document.profile
    if profile is not None and profile.name and owner_key(profile.name) not in keys:
        return  # a page of another person's (a member's CV): their papers
    listed = [p for p in document.publications if p.authors and not p.authors_truncated]
    owners = [p for p in listed if any(a.user_name == "admin" or owner_key(a.name) in keys for a in p.authors)]
    if len(owners) * 2 <= len(listed):
        return  # not the owner's bibliography (most entries would name them): nothing to tell apart
    others = {id(p) for p in listed} - {id(p) for p in owners}
    kept = []
    for publication in document.publications:
        if id(publication) not in others:
            kept.append(publication)
            continue
        authors = publication.authors
        shown = ", ".join(a.name for a in authors[:3]) + (" ..." if len(authors) > 3 else "")
        document.warnings.append(
            f"{publication.title[:80]!r} ({shown}) skipped: the site's owner is not among its authors "
            "(a template's example entry, or someone else's paper)"
        )
    document.publications = kept
