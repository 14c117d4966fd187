"""The owner of a personal site's page of papers, told by the e-mail its configuration gives.

A personal site whose configuration still names the template's "Your Name" names no owner
(importer.parsers.site_config), yet its owner often did fill in their e-mail. When the page's entries alone
cannot tell whose they are (two authors in every entry, importer.parsers.owner), the one of them whom the
e-mail's local part spells ("t.lindqvist", "rferreira", "lindqvist.tove") is the owner, flagged for review.
Plain Python: a site's configurations and a read document in, the document's owner named.
"""

from __future__ import annotations

import unicodedata
from collections import Counter, defaultdict

from . import lazy_re
from .owner import owner_key
from .records import ParsedDocument
from .site_config import _email
from .stated_owner import name_owner

__all__ = ["config_email", "owner_by_email"]

_WORD_RE = lazy_re.compile(r"[a-z]+")


def config_email(configs: dict[str, dict]) -> str:
    """The first e-mail a site's configuration gives (an author block's, the site's own, Hugo's `params`),
    whoever its author block names; "" when there is none."""
    for config in configs.values():
        for block in (config.get("author"), config, config.get("params")):
            email = _email(block.get("email")) if isinstance(block, dict) else None
            if email:
                return email
    return ""


def owner_by_email(document: ParsedDocument, email: str) -> None:
    """Name the document's owner as the author of at least half its entries whom `email` spells, when the
    entries named no one (or only guessed) and exactly one such author is spelled."""
    profile = document.profile
    publications = document.publications
    if not email or not publications or (profile is not None and profile.name and not profile.name_inferred):
        return
    counts: Counter[str] = Counter()
    spellings: dict[str, list[str]] = defaultdict(list)
    for publication in publications:
        for author in publication.authors:
            key = owner_key(author.name)
            if key and author.name not in spellings[key]:
                spellings[key].append(author.name)
        counts.update({owner_key(a.name) for a in publication.authors} - {""})
    local = _ascii(email.partition("@")[0])
    spelled = [
        key
        for key, count in counts.items()
        if count * 2 >= len(publications) and any(_spells(local, name) for name in spellings[key])
    ]
    if len(spelled) != 1:
        return
    key = spelled[0]
    name = max(spellings[key], key=lambda s: (sum(len(w.strip(".")) > 1 for w in s.split()), len(s)))
    if profile is not None and profile.name and owner_key(profile.name) == key:
        return  # the entries' own guess, which the e-mail bears out
    name_owner(document, name)
    document.profile.name_inferred = True
    document.profile.email = document.profile.email or email
    note = f"name not stated in the document; owner chosen as {name!r}: the author the site's e-mail names"
    document.profile.review_notes.append(note)
    document.warnings.append(f"{document.source_name}: {note}")


def _ascii(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def _spells(local: str, name: str) -> bool:
    """Whether an e-mail's local part spells the printed name `name`: a family name of three letters or more,
    with nothing beside it but the given name or its initial ("t.lindqvist", "tlindqvist", "lindqvist")."""
    words = _WORD_RE.findall(_ascii(name))
    if len(words) < 2:
        return False
    given, families = words[0], [w for w in words[1:] if len(w) >= 3]
    letters = "".join(_WORD_RE.findall(local))
    for family in families:
        # "ferreira-okafor": either part, or the whole; the rest of the local part is the given name or initial
        for spelled in {family, "".join(words[1:])}:
            if spelled not in letters:
                continue
            rest = letters.replace(spelled, "", 1)
            if rest in ("", given, given[0]):
                return True
            # an initial printed, the given name written out ("tove.lindqvist"); a middle initial beside one
            if rest[0] == given[0] and (len(given) == 1 or len(rest) == 2):
                return True
    return False
