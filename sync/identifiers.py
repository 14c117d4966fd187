"""A member's identifiers at ORCID, DBLP and OpenAlex: checked, and written one way.

Each `clean_*` takes what a member typed or pasted (the bare id or its address) and returns the
id in its one stored form, or raises ValidationError naming the value and what is wrong.
"""

import re

from django.core.exceptions import ValidationError

ORCID = re.compile(r"^(?:https?://(?:www\.)?orcid\.org/)?(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])/?$", re.I)
# dblp's person ids: a number, a slash and a number ("123/4567"), or a letter, a slash and a
# name ("h/JaneDoe"); a homonym's adds "-1", "-2", ...
DBLP_PID = re.compile(r"^(?:\d{1,4}/\d{1,7}|[a-z]/[A-Za-z][A-Za-z0-9]*)(?:-\d{1,3})?$")
DBLP_ADDRESS = re.compile(r"^https?://(?:www\.)?dblp\.(?:org|uni-trier\.de)/pid/(.+?)(?:\.html|\.xml)?/?$", re.I)
OPENALEX = re.compile(r"^(?:https?://(?:api\.)?openalex\.org/(?:authors/)?)?(A\d{4,12})/?$", re.I)


def orcid_check_digit(base_digits):
    """ISO 7064 MOD 11-2 over the first fifteen digits: "0" to "9", or "X" for ten."""
    total = 0
    for digit in base_digits:
        total = (total + int(digit)) * 2
    result = (12 - total % 11) % 11
    return "X" if result == 10 else str(result)


def clean_orcid(value):
    text = (value or "").strip()
    match = ORCID.match(text)
    if not match:
        raise ValidationError(f"“{text[:60]}” is not an ORCID iD: it looks like 0000-0002-1825-0097.")
    digits = "".join(match.groups()).upper()
    if orcid_check_digit(digits[:15]) != digits[15]:
        raise ValidationError(
            f"“{text[:60]}” is not a valid ORCID iD: its last character does not check out (a digit mistyped?)."
        )
    return "-".join(digits[i : i + 4] for i in range(0, 16, 4))


def clean_dblp_pid(value):
    text = (value or "").strip()
    address = DBLP_ADDRESS.match(text)
    pid = address.group(1) if address else text
    if not DBLP_PID.match(pid):
        raise ValidationError(
            f"“{text[:60]}” is not a dblp person id: it looks like 123/4567 or h/JaneDoe "
            "(the part after dblp.org/pid/ in the address of your dblp page)."
        )
    return pid


def clean_openalex(value):
    text = (value or "").strip()
    match = OPENALEX.match(text)
    if not match:
        raise ValidationError(f"“{text[:60]}” is not an OpenAlex author id: it looks like A5023888391.")
    return match.group(1).upper()
