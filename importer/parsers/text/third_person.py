"""The owner a bio in the third person names in its first words, in the languages CVs are written in.

"Lena Brandt is a second-year PhD student ...", "Dr. Carmen Vidal ist Postdoktorandin am ...",
"Élodie Marchetti est maîtresse de conférences ...", "Carmen de la Vega es investigadora ...": a
homepage that never prints the name as a heading still says who it is about in its first sentence.
"""

from __future__ import annotations

from .. import lazy_re
from ..citations import looks_like_name
from ..names import without_titles
from ..roles import find_title

__all__ = ["third_person_name"]

# the lower-case words inside a name: "Carmen de la Vega", "Jan van der Berg", "Ana dos Santos"
_PARTICLES = frozenset("de del della da das dos do di du des la le van von der den ter zu y e".split())
# a name's words (honorifics such as "Dr." among them, taken off after), fewest first so that the
# verb is the first one that can follow
_NAME = r"((?:[^\W\d_][\w'’-]*\.?\s+){1,5}?[^\W\d_][\w'’-]+)"
# English says what the person is with an article ("is a postdoc"), as it always has here
_ENGLISH_RE = lazy_re.compile(rf"^{_NAME}\s+(?:is|was|has been)\s+(?:a|an|the|currently)\b")
# German, French, Spanish, Italian, Portuguese: the verb, then the title within a few words ("ist seit
# 2021 Postdoktorandin", "est actuellement chercheuse", "es investigadora")
_OTHER_RE = lazy_re.compile(rf"^{_NAME}\s+(?:ist|war|est|était|es|fue|è|era|é|foi)\s+(.{{1,160}})")
_TITLE_WITHIN = 40  # characters after the verb: "seit 2021 als", "actuellement une", "desde 2020"


def third_person_name(text: str) -> str | None:
    """The name a bio's first sentence is about, honorifics taken off; None when it is about no one
    ("Die Limnologie ist eine Wissenschaft ...") or written in the first person."""
    text = text.lstrip()
    english = _ENGLISH_RE.match(text)
    if english:
        return _name(english.group(1))
    other = _OTHER_RE.match(text)
    if other:
        found = find_title(other.group(2))
        if found and found.start <= _TITLE_WITHIN:
            return _name(other.group(1))
    return None


def _name(words: str) -> str | None:
    name = without_titles(words.strip())
    parts = name.split()
    if len(parts) < 2 or not all(p[0].isupper() or p in _PARTICLES for p in parts) or not parts[-1][0].isupper():
        return None
    return name if looks_like_name(name) else None
