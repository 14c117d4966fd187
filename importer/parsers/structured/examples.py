"""A lab-site template's example member, left in place: the stand-in names templates ship ("Your Name",
"Grad A", "Test Person"), the words that invite a reader to join, the values still to fill in ("TBD",
"github goes here"). Read by the roster and member-page readers and the site-folder readers alike."""

from __future__ import annotations

import re

from .. import lazy_re

__all__ = ["TO_COME_RE", "is_example_email", "is_example_person"]

# The names templates give their example member, and words that invite a reader to become one.
_PLACEHOLDER_NAMES = frozenset(
    {
        "you",
        "your name",
        "firstname lastname",
        "first name last name",
        "first last",
        "name surname",
        "jane doe",
        "john doe",
        "new member",
        "member name",
        "example member",
        "lorem ipsum",
        "coming soon",  # a card kept for the next student: "Coming Soon" over "Undergraduate Researcher"
        "to be announced",
        "tba",
        "tbd",
    }
)
_INVITATION_RE = lazy_re.compile(
    r"\bthis could be you\b|\bjoin us\b|\byour (?:bio|name|photo|research)\b|\bwe are (?:always )?(?:looking|hiring)\b",
    re.I,
)
# A value the template asks to fill in: "TBD", "Bio goes here", "github goes here", "your-username",
# "Add your bio": an empty field of a real member, not a reason to drop the member
TO_COME_RE = lazy_re.compile(
    r"\W*(?:tbd|tba|to be (?:added|announced|determined)|coming soon|n/?a|none|-+|x{3,}|(?:[\w-]+ ){0,3}goes here|"
    r"(?:(?:add|insert|write|put|enter|type|fill in)\s+)?your[\s_-]+[\w\s-]{1,30})\W*",
    re.I,
)
# The address a template's card carries until filled in ("email@uni.edu", "firstname.lastname@lab.org"):
# shared by every unfilled card, it would make their members one person.
_EXAMPLE_MAILBOX_RE = lazy_re.compile(
    r"(?:e-?mail|your[._-]?(?:e-?mail|name)|(?:first[._-]?)?name|first[._-]?last|firstname[._-]?lastname|"
    r"name[._-]?surname|user(?:name)?)@",
    re.I,
)
_LOREM_RE = lazy_re.compile(r"^\W*lorem ipsum\b", re.I)
# "Test Person", "Sample Student", "Dummy Member 2": a page made to try the template, not a member
# "Grad A", "Alum C", "Past Ugrad B", "Postdoc 2": a template's stand-in for a member of a group
_STAND_IN_RE = lazy_re.compile(
    r"(?:past |former )?(?:grad(?:uate)?|ugrad|undergrad(?:uate)?|alum(?:ni|nus|na)?|collab(?:orator)?|postdoc|"
    r"phd|ms|student|member|person|staff|faculty|professor|visitor|intern)(?: student)? (?:[a-z]|\d{1,2})"
)
_TEST_NAME_RE = lazy_re.compile(
    r"(?:test|sample|example|dummy|placeholder)\s+(?:person|user|member|student|name)(?:\s+\d+)?"
    r"|(?:[a-z]+\s+)?(?:test|dummy)(?:\s+[a-z]+)?"  # "alfred test": a member's page copied to try a layout
)


def is_example_person(name: str, text: str = "") -> bool:
    """Whether a roster entry or member page is the template's example rather than a person."""
    folded = " ".join(re.sub(r"[^\w\s]", " ", name or "").lower().split())
    if (
        folded in _PLACEHOLDER_NAMES
        or re.search(r"\byour\b", folded)
        or _TEST_NAME_RE.fullmatch(folded)
        or _STAND_IN_RE.fullmatch(folded)
    ):
        return True
    prose = " ".join((text or "").split())
    return bool(_LOREM_RE.search(prose)) or (bool(_INVITATION_RE.search(prose)) and len(prose) < 400)


def is_example_email(address: str) -> bool:
    """Whether an e-mail address is the template's stand-in, no member's mailbox."""
    return bool(_EXAMPLE_MAILBOX_RE.match(address.strip()))
