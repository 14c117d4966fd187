"""The front matter of an R Markdown CV template: the person's particulars, said in its fields.

The `vitae` package's templates split the name ("name: Ana" over "surname: Ruiz") and give the post
as `position:`; pandoc's LaTeX CV templates give `name:`, a `title:` that is the post ("PhD Student"),
an `affiliation:` with LaTeX spacing between its parts and the e-mail as a `contact:` list item
linking to "mailto:". Read as a homepage's front matter, the first name alone would be taken for the
name and the rest left out. Plain Python: dicts in, values out.
"""

from __future__ import annotations

from .. import lazy_re
from ..records import ParsedProfile
from ..roles import role_from_title
from .fields import find_institution
from .position_lines import job_title
from .rmarkdown import without_rmarkdown_markup

__all__ = ["add_template_particulars", "front_matter_aliases", "template_metadata"]

_EMAIL_RE = lazy_re.compile(r"(?:mailto:)?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)")
_PART_SEPARATOR_RE = lazy_re.compile(r"\s*(?:·|\||;|\\\\|--)\s*")


def template_metadata(metadata: dict) -> dict:
    """`metadata` with a template's split name joined: "name: Ana" and "surname: Ruiz" make "Ana Ruiz"."""
    first, last = metadata.get("name"), metadata.get("surname")
    if isinstance(first, str) and isinstance(last, str) and first.strip() and last.strip():
        return {**metadata, "name": f"{first.strip()} {last.strip()}"}
    return metadata


def add_template_particulars(metadata: dict, profile: ParsedProfile) -> None:
    """Fill the post, the affiliation and the e-mail the page's text did not give from a CV template's
    fields; only for a front matter that names its person in `name:` (a page's `title:` alone is no CV's)."""
    if not isinstance(metadata.get("name"), str):
        return
    if not profile.email:
        profile.email = _template_email(metadata)
    post = metadata.get("position")
    if not isinstance(post, str):
        title = metadata.get("title")
        post = title if isinstance(title, str) and job_title(_flat(title))[0] else None
    if isinstance(post, str) and not profile.position:
        profile.position = _flat(post)
        profile.role = profile.role or role_from_title(profile.position)
    affiliation = metadata.get("affiliation") or metadata.get("institution")
    if isinstance(affiliation, str) and not profile.affiliation:
        parts = [p for p in _PART_SEPARATOR_RE.split(_flat(affiliation)) if p]
        profile.affiliation = next((p for p in reversed(parts) if find_institution(p)), parts[-1] if parts else "")


def _template_email(metadata: dict) -> str:
    email = metadata.get("email")
    if isinstance(email, str) and (found := _EMAIL_RE.search(email)):
        return found.group(1)
    contacts = metadata.get("contact")
    for item in contacts if isinstance(contacts, list) else []:
        link = item.get("link") if isinstance(item, dict) else None
        if isinstance(link, str) and link.startswith("mailto:") and (found := _EMAIL_RE.search(link)):
            return found.group(1)
    return ""


def _flat(value: str) -> str:
    """A field's text without its LaTeX layout ("\\hspace{.05in} \\textbullet"), on one line."""
    return " ".join(without_rmarkdown_markup(value.replace("\n", " ")).split())


# Another name of the page's person: "aliases: [Hiroto Kiriyama]" beside "title: 桐山 大翔" (never a Hugo
# page's old addresses, which the same key holds: "/people/kiriyama/")
_ALIAS_KEYS = ("aliases", "alt_names", "other_names", "alias")
_ALIAS_NAME_RE = lazy_re.compile(r"[^\W\d_][\w'’.-]*(?:[ \u3000][^\W\d_][\w'’.-]*){0,4}")


def front_matter_aliases(metadata: dict, name: str | None) -> list[str]:
    """The other names a page's front matter gives its person, when it names one."""
    if not name:
        return []
    found = []
    for key in _ALIAS_KEYS:
        value = metadata.get(key)
        for alias in [value] if isinstance(value, str) else value if isinstance(value, list) else []:
            alias = " ".join(alias.split()) if isinstance(alias, str) else ""
            if alias and alias != name and _ALIAS_NAME_RE.fullmatch(alias):
                found.append(alias)
    return found
