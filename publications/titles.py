"""A title's keys: what two spellings of one paper's title share (title_key), and the ends an import
looks a near-duplicate title up by (title_ends). Plain Python: the models store them, the importer asks."""

import re
import unicodedata


def title_key(title):
    """A title reduced to lower-case words, for finding the same paper twice.

    Accents, LaTeX braces and commands, quotes and apostrophes, and dashes make no difference:
    "{GPU}s for Caf\\'{e} Workloads", "GPUs for Café Workloads" and "GPUs for Cafe workloads" agree.
    """
    text = _LATEX_ACCENT_RE.sub("", title or "")
    text = _LATEX_COMMAND_RE.sub("", text).replace("{", "").replace("}", "")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = _APOSTROPHE_RE.sub("", text.casefold())
    return _NON_WORDS_RE.sub(" ", text).strip()[:500]


def title_ends(tkey):
    """(head, tail) of a title key: its first and last letters (spaces left out), each with its numbers.

    Two titles a typo or a hyphen apart agree on one of them unless both ends differ, so the
    importer looks for a near-duplicate title among those of the same head or tail (an indexed
    look-up), not among every title. An end is half the letters, TITLE_END at most. A key too
    short to be near another (importer.matching) has none.
    """
    if len(tkey) < TITLE_ENDS_FROM:
        return "", ""
    letters, numbers = _letters_and_numbers(tkey)
    return _ends(letters, numbers, len(letters))


def ends_near(tkey):
    """The ends (title_ends) a title a few letters longer or shorter than `tkey`, and a typo away, may have."""
    if len(tkey) < TITLE_ENDS_FROM:
        return set()
    letters, numbers = _letters_and_numbers(tkey)
    size = len(letters)
    return {end for other in range(size - 3, size + 4) for end in _ends(letters, numbers, other)}


def _letters_and_numbers(tkey):
    return tkey.replace(" ", ""), " ".join(re.findall(r"\d+", tkey))


def _ends(letters, numbers, size):
    """The ends of `letters` as long as those of a title of `size` letters."""
    end = min(TITLE_END, size // 2)
    return f"{letters[:end]} {numbers}"[:100], f"{letters[len(letters) - end :]} {numbers}"[:100]


TITLE_END = 20  # letters of an end, at most
TITLE_ENDS_FROM = 22  # characters of a title key: shorter ones are matched exactly only (importer.matching)

_LATEX_ACCENT_RE = re.compile(r"\\[`'^\"~=.]|\\[uvHckbdr](?=\{|\s*[a-zA-Z](?![a-zA-Z]))")  # \'e, \"{o}, \v{c}
_LATEX_COMMAND_RE = re.compile(r"\\[a-zA-Z]+\s*")  # \emph{...}, \textsc{...}: keep the argument
_NON_WORDS_RE = re.compile(r"[\W_]+")
_APOSTROPHE_RE = re.compile(r"(?<=\w)['’`](?=\w)")
