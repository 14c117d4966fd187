"""Headings over writing for the public: blog posts, press and media items, popular and outreach pieces.

Their entries look like papers (author, year, title, a magazine or blog in italics), but a lab's list of
publications holds none of them: a section under such a heading is "media", which is read as nothing and
said in a warning. Its words win over the words of papers: "Outreach articles", "Artículos de divulgación"
and "Articles de vulgarisation" are not the articles of a publication list.
"""

from __future__ import annotations

from .. import lazy_re
from .heading_words import FOREIGN_WORDS
from .section_words import _FILLER, SECTION_WORDS

MEDIA_KIND = "media"
_MAX_HEADING_WORDS = 6

# words that alone say writing for the public, in the CV languages
_PUBLIC_WRITING_WORDS = frozenset(
    {
        "blog", "blogs", "blogging", "weblog", "media", "coverage", "interviews", "podcasts", "podcast",
        "médias", "medios", "mídia", "newspaper", "newspapers", "magazine", "magazines", "popular", "op", "eds", "opinion", "columns",
        "popularisation", "popularization", "divulgación", "divulgacion", "divulgativos", "divulgativas",
        "divulgação", "divulgacao", "divulgativo", "divulgativa", "divulgativi", "divulgazione",
        "vulgarisation", "medien", "presseartikel", "wissenschaftskommunikation", "populärwissenschaftliche",
        "grand", "public",
    }
)  # fmt: skip
# "public" and "grand" only together ("grand public"), as in "Articles grand public"
_TOGETHER = {"grand": "public", "public": "grand"}
# the press, unless printed as the status "in press" ("In press", "En prensa", "Sous presse", "In stampa")
_PRESS_WORDS = frozenset({"press", "presse", "prensa", "imprensa", "stampa"})
_IN_WORDS = frozenset({"in", "en", "sous", "no", "na", "em", "im"})
# "Posts" alone, or "Recent posts", "Blog posts": a blog's; "Posts held" is a career's
_POST_COMPANIONS = frozenset({"posts", "recent", "latest", "selected", "all", "my", "blog"})
_PAPER_WORDS = SECTION_WORDS["publications"] | FOREIGN_WORDS["publications"]
# "and" in the CV languages: a heading naming papers and public writing together holds both
_JOINED_WORDS = frozenset({"and", "&", "y", "et", "und", "e"})
# the other words such a heading holds ("Selected media appearances", "Artículos de divulgación científica");
# a line with any word beyond them ("Open Press Collective", an organisation under a post) is no such heading
_COMPANION_WORDS = frozenset(
    {
        "outreach", "science", "sciences", "scientific", "scientifique", "científica", "cientifica", "científico",
        "scientifica", "wissenschaftliche", "communication", "engagement", "writing", "writings", "pieces",
        "appearances", "mentions", "releases", "items", "general", "non", "academic", "news", "talks", "and", "&",
        "of", "the", "in", "for", "on", "about", "to", "my", "de", "la", "el", "en", "des", "du", "et", "y", "e",
        "di", "del", "le", "les", "d", "à", "a", "und", "im", "articles", "article", "op", "eds", "ed",
    }
)  # fmt: skip
_PHRASES_RE = lazy_re.compile(
    r"\b(?:science communication|public engagement|writing for (?:the )?(?:general )?public|non-?academic "
    r"(?:writing|publications)|popular writing|vulgarisation scientifique|divulgaci[óo]n cient[íi]fica)\b"
)


def names_public_writing(words: list[str]) -> bool:
    """Do a heading's words (lower case) name writing for the public rather than papers or a career?"""
    allowed = _PUBLIC_WRITING_WORDS | _PRESS_WORDS | _POST_COMPANIONS | _PAPER_WORDS | _COMPANION_WORDS | _FILLER
    if not words or len(words) > _MAX_HEADING_WORDS or any(word not in allowed for word in words):
        return False
    if _PHRASES_RE.search(" ".join(words)):
        return True
    if _JOINED_WORDS & set(words) and _PAPER_WORDS & set(words):
        return False  # "Publications and Media": papers first, a press item among them the lesser loss
    for index, word in enumerate(words):
        partner = _TOGETHER.get(word)
        if word in _PUBLIC_WRITING_WORDS and (partner is None or partner in words):
            return True
        if word in _PRESS_WORDS and (index == 0 or words[index - 1] not in _IN_WORDS):
            return True
    if "posts" in words and set(words) <= _POST_COMPANIONS:
        return True
    # "Outreach" alone is service (talks at schools, open days); its articles are no papers
    return "outreach" in words and any(word in _PAPER_WORDS for word in words)


def media_section_warning(first_line: int, heading: str, lines: list[str]) -> str | None:
    """The note for a section of writing for the public, so that its entries are not dropped unseen."""
    items = sum(1 for line in lines if len(line.split()) >= 3)
    if not items:
        return None
    return (
        f"line {first_line}: section {heading!r} lists writing for the public (blog posts, press, outreach); "
        f"its {items} line(s) are not imported as papers"
    )


def talks_section_warning(first_line: int, heading: str, lines: list[str]) -> str | None:
    """The note for a section of talks: the site keeps no talks, and a talk is never made a paper."""
    items = sum(1 for line in lines if len(line.split()) >= 3)
    if not items:
        return None
    return (
        f"line {first_line}: section {heading!r} lists talks; the site keeps no talks: its {items} line(s) are left out"
    )
