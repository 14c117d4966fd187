"""A member's page of a lab's site read with what the site says of its member elsewhere, and the names such
pages write in two scripts.

Plain Python. A Hugo lab theme may keep a member's name, role and links in a data file
(`data/members/<slug>.yaml`) and the member's text in their page, which names no one (`member: <slug>`):
the page is read with the data file's fields under its own (importer.parsers.site_data pairs them). A member
page's title may write the name in Latin letters and in the member's own script ("Lin Qiao 乔林",
"Minh Anh Tran (陳明英)"): the person's name is the Latin one, the other an alternative name. A lab's site
runs under its head's name (al-folio's `first_name`/`last_name`, Hugo's primary user, `superuser: true`): that
member, a professor, is its PI.
"""

from __future__ import annotations

import yaml

from . import lazy_re
from .names import normalise_name
from .records import DocumentError
from .site_text import front_matter

__all__ = ["in_two_scripts", "lab_head_role", "with_member_data"]


def lab_head_role(profile, meta: dict, head: str) -> None:
    """A professor's page on a lab's site makes them its PI when the site runs under their name (`head`, the
    person its configuration names) or they are its primary user (`superuser: true` in their front matter)."""
    if profile is None or profile.role != "faculty":
        return
    named = bool(head and profile.name and normalise_name(head) == normalise_name(profile.name))
    if named or meta.get("superuser") is True:
        profile.role = "pi"


def with_member_data(text: str, member: dict) -> str:
    """A member page's text with its member's data (`member`) under its own front matter: the page's own
    fields win, the data file's fill what the page leaves out."""
    try:
        meta, body = front_matter(text)
    except DocumentError:
        return text  # read as it is, and reported at its line
    merged = {**{str(k): v for k, v in member.items()}, **meta}
    return "---\n" + yaml.safe_dump(merged, allow_unicode=True, sort_keys=False) + "---\n" + body


# Letters of the scripts a name is written in beside its Latin form: Han, kana, Hangul, Cyrillic, Greek,
# Arabic, Hebrew, Thai, Devanagari
_OTHER_SCRIPT = (
    r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u0400-\u04ff\u0370-\u03ff\u0600-\u06ff\u0590-\u05ff"
    r"\u0e00-\u0e7f\u0900-\u097f"
)
_TWO_SCRIPTS_RE = lazy_re.compile(
    rf"^(?P<latin>[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ.'’ -]{{1,80}}?)\s*[(\[（【/|·,-]?\s*"
    rf"(?P<other>[{_OTHER_SCRIPT}][{_OTHER_SCRIPT}\s·・.-]{{0,40}})\s*[)\]）】]?$"
)


def in_two_scripts(name: str) -> tuple[str, str] | None:
    """("Lin Qiao", "乔林") for "Lin Qiao 乔林" or "Lin Qiao (乔林)": a name in Latin letters and in another script;
    None for any other name."""
    found = _TWO_SCRIPTS_RE.match(" ".join(name.split()))
    if found is None or len(found.group("latin").split()) < 2:
        return None
    return found.group("latin").strip(), found.group("other").strip()
