"""What a lab's site calls its page of members, by its title ("GEOLAB - People", "Unser Team") or by its
file ("team.qmd", "people.md", "content/members/_index.md"), in the languages lab sites are written in.
One vocabulary for both: a page titled so and a file named so are the same kind of page."""

import re

from . import lazy_re

__all__ = ["is_people_file", "is_people_title"]

# Names a site gives its page of members; spaces stand for any run of spaces, hyphens or underscores.
PEOPLE_PAGE_NAMES = (
    "people", "members", "team", "lab members", "group members", "team members", "personnel", "staff",
    "équipe", "equipe", "membres", "mitarbeiter", "mitarbeiterinnen", "mitglieder", "teammitglieder",
    "team mitglieder", "personen", "equipo", "miembros", "integrantes", "membros", "pessoas", "persone",
    "membri", "gruppo", "成员", "团队成员",
)  # fmt: skip

_NAMES = "|".join(re.escape(name).replace(r"\ ", r"[\s_-]*") for name in PEOPLE_PAGE_NAMES)
_TITLE_RE = lazy_re.compile(rf"^(?:our\s+|meet\s+the\s+|the\s+)?(?:{_NAMES})$", re.I)
# "group.md" lists a group's people where a title "Group" would say too little.
_FILE_RE = lazy_re.compile(
    rf"^(?:content/)?(?:our[_-]?|the[_-]?|meet[_-]?the[_-]?)?(?:{_NAMES}|group)(?:/_?index)?\.(?:md|markdown|qmd|rmd|html?)$",
    re.I,
)


def is_people_title(text: str) -> bool:
    """Whether a page's title (or one piece of it) names it the lab's page of members."""
    return bool(_TITLE_RE.match(text.strip()))


def is_people_file(name: str) -> bool:
    """Whether a file of a site's folder (its path from the site's top) is the lab's page of members."""
    return bool(_FILE_RE.match(name))
