"""The role of a roster's person from what the roster says: a template's role slug ("alumni-phd", "ugrad"),
a printed title, the group the person is filed under, and signs that they have left.

Plain Python, for importer.parsers.structured.roster.
"""

from __future__ import annotations

import re

from importer.parsers.records import ParsedProfile
from importer.parsers.roles import role_from_group, role_from_slug, role_from_title
from importer.parsers.roster_entries import ROTATION_GROUP_RE

from .. import lazy_re

__all__ = [
    "flagged_role",
    "head_of_list",
    "is_junior",
    "is_tagline",
    "one_full_professor",
    "role_unstated",
    "settle_role",
    "slug_role",
    "tells_of",
]

_RETIRED_RE = lazy_re.compile(r"retired|im ruhestand|retraité(?:e)?|jubilad[oa]|pensionad[oa]", re.I)
_INSTRUCTORS_RE = lazy_re.compile(r"\binstructors\b", re.I)
_BELOW_GROUP = ("faculty", "researcher", "staff")  # titles a lab's head holds as well
_TRAINEES = ("postdoc", "phd", "master", "undergrad")
_GENERIC = ("researcher", "staff")  # titles that do not say which stage of training

# The short role slugs of lab templates' rosters ("grad", "ugrad", "alumni-phd"), word by word.
_SLUG_ROLES = {
    "pi": "pi",
    "faculty": "faculty",
    "postdoc": "postdoc",
    "postdocs": "postdoc",
    "phd": "phd",
    "grad": "phd",
    "gradstudent": "phd",
    "doctoral": "phd",
    "masters": "master",
    "master": "master",
    "ms": "master",
    "msc": "master",
    "ugrad": "undergrad",
    "undergrad": "undergrad",
    "undergraduate": "undergrad",
    "bachelor": "undergrad",
    "staff": "staff",
    "engineer": "staff",
    "technician": "staff",
    "visitor": "visitor",
    "visiting": "visitor",
    "collaborator": "collaborator",
    "collab": "collaborator",
    "emeritus": "faculty",
    "alum": "alumni",
    "alumni": "alumni",
    "alumnus": "alumni",
    "former": "alumni",
}


def _compound_slug_role(word: str) -> str | None:
    """The role of a slug written as one word ("visitingscientist", "phdstudent", "labalumni"): the longest slug it
    starts with or holds ("undergraduate" holds "grad" and "undergraduate": an undergraduate)."""
    keys = [key for key in _SLUG_ROLES if (word.startswith(key) and len(key) >= 3) or (len(key) >= 4 and key in word)]
    return _SLUG_ROLES[max(keys, key=len)] if keys else None


def slug_role(text: str) -> str | None:
    """The role of a slug such as "alumni-phd" or "ugrad" (alumni first: a former student is an alumnus)."""
    if "," in text:  # "Associate Professor, PhD": a printed title and a credential, for the vocabulary to read
        return None
    words = [_SLUG_ROLES.get(w) for w in re.split(r"[-_\s]+", text.lower()) if w]
    if not any(words) and re.fullmatch(r"[a-z]+", text.strip().lower()):  # one slug in one word
        words = [_compound_slug_role(text.strip().lower())]
    return "alumni" if "alumni" in words else next((w for w in words if w), None)


# "Post-doctoral scientist", "Post doc": one word written as two, which read apart are "doctoral" (a PhD student)
_POST_DOC_RE = lazy_re.compile(r"\bpost[\s-]+(doc)", re.I)
# "MPhil by research student", "MSc by Research": the degree's route, which hides the degree from its student
_BY_RESEARCH_RE = lazy_re.compile(r"\s+by\s+(?:research|thesis|dissertation)\b", re.I)


def _plain_role(text: str) -> str:
    return _BY_RESEARCH_RE.sub("", _POST_DOC_RE.sub(r"post\1", text))


def settle_role(profile: ParsedProfile, candidates: list[str], group: str, alumni_sign: bool) -> None:
    candidates = [_plain_role(c) if c else c for c in candidates]
    group = _plain_role(group or "")
    role = next(
        (r for r in (slug_role(c) or role_from_slug(c) or role_from_group(c) for c in candidates if c) if r), None
    )
    group_role = (slug_role(group) or role_from_group(group)) if group else None
    if group and ROTATION_GROUP_RE.search(group) and not group_role:
        group_role = "visitor"  # first-year students who rotated through the lab for a few weeks
    if group and _INSTRUCTORS_RE.search(group) and not group_role:
        group_role = "faculty"  # a medical school's instructors are its junior faculty
        profile.position = profile.position or "Instructor"
    if group_role in ("alumni", "visitor", "collaborator") or (group_role and not role):
        role = group_role  # where the lab files them says more than the title they hold elsewhere
    elif group_role == "pi" and role in _BELOW_GROUP:
        role = "pi"  # "pi: {title: Professor of X}": the professor who runs the lab
    elif group_role in _TRAINEES and role in _GENERIC:
        role = group_role  # a "Research Fellow" filed under the postdocs is one
    if alumni_sign or any(_RETIRED_RE.fullmatch(c.strip()) for c in candidates if c):
        role = "alumni"  # "position: Retired": no longer in the lab
    if role is None and any(candidates):
        role = "staff"  # a named place in the lab that is neither student nor faculty (programmer, technician)
    profile.role = role


# A verb of a sentence told about the person ("Dr. Ruiz is a postdoctoral fellow working on X", "Ana joined the
# lab in 2019"): a title has none, so such a "description" is the bio, whatever title it names.
_TOLD_RE = lazy_re.compile(
    r"^\S.{0,60}?\s(?:is|was|are|were|has|had|joined|received|earned|studies|studied|works|worked|leads|led|"
    r"focuses|completed|graduated|holds|obtained)\s+\S|"
    # told in the first person ("I'm interested in ...", "My research ...")
    r"^(?:I|I['’]m|I['’]ve|My|We|Our)\s+\S",
)


# A sentence in Chinese or Japanese ends with "。"; a title never does ("辽宁人。", "主要从事...研究工作。")
_CJK_SENTENCE_RE = lazy_re.compile(r"[。！？]")


def tells_of(text: str) -> bool:
    """Whether a roster's "title" is a sentence about the person rather than a title."""
    return bool(_TOLD_RE.search(text or "") or _CJK_SENTENCE_RE.search(text or ""))


# Switches a template's roster sets on a person ("is_pi: True", "is_current: False", "alumni: yes")
_PI_FLAGS = ("is_pi", "pi", "is_lead", "lead", "is_director", "is_head")
_ALUMNI_FLAGS = ("is_alumni", "is_alumnus", "alumni", "alumnus", "alum", "is_former", "former", "past")
_CURRENT_FLAGS = ("is_current", "current", "active", "is_active")
_TRUE, _FALSE = frozenset({"true", "yes", "y", "1"}), frozenset({"false", "no", "n", "0"})


def _switch(entry: dict, keys: tuple[str, ...]) -> bool | None:
    for key in keys:
        value = entry.get(key)
        text = str(value).strip().lower() if isinstance(value, (bool, int, str)) else ""
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
    return None


def flagged_role(entry: dict) -> str | None:
    """ "alumni" when a switch says the person has left, "pi" when one says they run the lab, else None
    (keys lower-cased)."""
    if _switch(entry, _ALUMNI_FLAGS) or _switch(entry, _CURRENT_FLAGS) is False:
        return "alumni"
    return "pi" if _switch(entry, _PI_FLAGS) else None


_JUNIOR_RE = lazy_re.compile(r"\b(?:instructor|lecturer|adjunct|teaching)\b", re.I)


def is_junior(profile: ParsedProfile) -> bool:
    """Whether a faculty member's title is a teaching or junior rank, which does not run a lab."""
    return bool(_JUNIOR_RE.search(profile.position or ""))


def head_of_list(people: list[ParsedProfile]) -> None:
    """A roster that gives everyone a role but the one it lists first, and names no head: that first person, whom
    the page shows with nothing beside the name (or only a link), is the lab's head."""
    if len(people) < 3 or any(p.role in ("pi", "faculty") for p in people):
        return
    first, others = people[0], people[1:]
    if first.role is None and all(p.role for p in others) and any(p.role != "alumni" for p in others):
        first.role = "pi"


# A full professor's title, and no lower or honorary rank: "Professor", "Full Professor", "Prof.", and 教授 in
# the rosters of Japanese and Chinese labs (准教授, 助教, 副教授, 特任教授 are other ranks)
_FULL_PROFESSOR_RE = lazy_re.compile(r"^\s*(?:full\s+)?prof(?:essor|\.)?(?:\s+of\s+[\w ,&-]+)?\s*$|^\s*教授\s*$", re.I)


def one_full_professor(people: list[ParsedProfile]) -> None:
    """A roster of several faculty and no head, one of them a full professor and the others of lower ranks (an
    associate professor and an assistant professor beside the professor, as a chair's group lists them): the
    professor runs the lab."""
    faculty = [p for p in people if p.role == "faculty"]
    if len(faculty) < 2 or any(p.role == "pi" for p in people):
        return
    full = [p for p in faculty if _FULL_PROFESSOR_RE.match(p.position or "")]
    if len(full) == 1:
        full[0].role = "pi"


def role_unstated(profile: ParsedProfile) -> None:
    """A lab's member whose roster or page gives no role, title or group (a lab template shows no role then,
    its role list being only the roles it has words and icons for): filed as a researcher, never guessed to be
    a student, and flagged for the lab admin to set."""
    if profile.role is None and profile.position:  # a title its short bio gave ("PhD student working on X")
        profile.role = role_from_title(profile.position, runs_group=False)
    if profile.role is None:
        profile.fallback_role = "researcher"
        profile.review_notes.append("the lab's site gives no role; filed as a researcher until one is set")


# Words of a post held in a lab whose title the role vocabulary leaves open ("Research Programmer",
# "Bioinformatician", "Data Analyst"): a place in the lab, said by one word of the title.
_JOB_WORD_RE = lazy_re.compile(
    r"\b(?:[a-z]{3,}(?:ist|ician)|programmer|developer|engineer|manager|assistant|technician|coordinator|"
    r"administrator|secretary|analyst|specialist|officer|director|advis[eo]r|consultant|curator|librarian|"
    r"editor|designer|intern|accountant|fellow|lecturer|teacher|instructor|researcher|student|associate)\b",
    re.I,
)


def is_tagline(text: str) -> bool:
    """Whether a member card's "description" is the line a Quarto listing prints under their photo, what they
    work on ("Population dynamics", "Stability of food webs"), rather than a title: it names no role or post."""
    text = (text or "").strip()
    return bool(text) and not role_from_title(text, runs_group=False) and not _JOB_WORD_RE.search(text)
