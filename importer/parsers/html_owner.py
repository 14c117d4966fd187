"""Whose page this is, when neither `<meta name="author">` nor the `<title>` says: the page's chrome.

A personal site made with R Markdown, Quarto, distill or a Jekyll theme often titles its pages "About me",
"Publications" or "Welcome to our Fish Lab" and names its owner only where the reader's markdown never
looks: the site's brand in the navigation bar ("Wren Halloway Research"), the `og:site_name` meta tag, or
the owner's e-mail address ("wren.halloway@uni.example"). Without a name such a page cannot be imported
at all, so these are read, in that order, as a last hint:

1. `og:site_name`, `og:title`, `application-name`: read as a <title> is ("Wren Halloway | Home");
2. the brand of the site's menu (`navbar-brand`, `site-title`, distill's `nav-left .title` ...), with a
   trailing word that names the site rather than the person dropped ("Wren Halloway Research",
   "Wren Halloway's Homepage");
3. an e-mail address whose local part is the name written out ("wren.halloway", "wren_halloway").

A brand or meta tag is taken only when its family name is printed again elsewhere on the page (its text,
an address, the site's host: "wrenhalloway.github.io"), an address only when the site's host or title
spells the same name: one word in a menu is no proof of a person.

The same menus carry the owner's profile links as bare icons (Google Scholar, ORCID, GitHub, an envelope
for the e-mail address), dropped with the menu as machinery: `chrome_links` gives them back as one line
of markdown links. Only a link standing alone (an icon, or a word or two) on a person's own profile
counts, never one inside a sentence ("Powered by Jekyll"), nor a repository or a share button. Plain lxml
trees in, strings out.
"""

from __future__ import annotations

import re
import unicodedata

from . import lazy_re
from .html_content import bounded
from .html_titles import ORGANISATION_RE, title_name
from .links import profile_link_label

__all__ = ["chrome_links", "chrome_name"]

_SPACES_RE = lazy_re.compile(r"\s+")
_META_NAMES = ("og:site_name", "og:title", "application-name", "twitter:title")
# Class words a site's name is set in, in the menu or the header: Bootstrap, Quarto, distill, Jekyll themes
_BRAND_CLASS_RE = lazy_re.compile(
    r"(?:^|\s)(?:navbar-brand|navbar-title|site-title|site-name|site-brand|brand|nav-brand|blog-title|"
    r"masthead__menu-item--lg|title)(?:$|\s)"
)
# A trailing word naming the site rather than the person: "Wren Halloway Research", "... Homepage"
_SITE_WORD_RE = lazy_re.compile(
    r"(?:\s*[-|:·]\s*|\s+)(?:research|homepage|home\s*page|home|website|web\s*site|site|page|portfolio|"
    r"academic|blog|cv|lab\s+notebook|ph\.?\s?d\.?)\s*$|(?:'s|’s)\s+\w+(?:\s+\w+)?\s*$",
    re.I,
)
# "Prof. Dr. habil.", "Dr. rer. nat.", "Profa. Dra.": the titles before a name, however many
_TITLE_PREFIX_RE = lazy_re.compile(
    r"^(?:(?:prof(?:essor)?a?|dra?|doctor|habil|rer|nat|med|phil|priv\.?-?doz|pd|apl)\.?\s+)+", re.I
)
_EMAIL_RE = lazy_re.compile(r"([A-Za-z][A-Za-z._-]{2,60})@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_LOCAL_PART_RE = lazy_re.compile(r"[A-Za-z]{2,20}(?:[._-][A-Za-z]{2,20}){1,2}")
_MAX_BRANDS = 40
_MAX_CHROME_LINKS = 12  # a menu's row of icons: a handful of networks and an e-mail address
_LINK_WORDS = 3  # "Google Scholar", "E-mail": a link standing alone in a menu has a word or two
_SENTENCE_AROUND = 25  # characters of text beside a link that make it part of a sentence
_MAX_TEXT = 200_000  # the page's words searched for the family name: a homepage is far shorter
_MARKDOWN_URL_RE = lazy_re.compile(r"\]\(((?:https?://|mailto:)[^)\s]+)\)")


def chrome_name(root, body, title: str) -> str:
    """The owner's name from the page's brand, meta tags or e-mail address; "" when none is sure."""
    words = _folded(body.text_content()[:_MAX_TEXT] + " " + title)
    hosts = _folded(" ".join(_hosts(root, title)))
    for candidate in (*_meta_candidates(root), *_brand_candidates(body)):
        name = _as_name(candidate)
        if name and _printed_again(name, words, hosts, candidate):
            return name
    return _address_name(body, hosts)


def _meta_candidates(root) -> list[str]:
    found = []
    for meta in bounded(root.iter("meta"), 200):
        key = (meta.get("property") or meta.get("name") or "").lower()
        if key in _META_NAMES and meta.get("content"):
            found.append(meta.get("content"))
    return found


def _brand_candidates(body) -> list[str]:
    found = []
    for element in bounded(body.iter("a", "span", "div", "p", "h1", "h2", "h3"), 20_000):
        if _BRAND_CLASS_RE.search(element.get("class") or "") and _in_chrome(element):
            text = _SPACES_RE.sub(" ", element.text_content()).strip()
            if 0 < len(text) <= 80:
                found.append(text)
        if len(found) >= _MAX_BRANDS:
            break
    return found


def _in_chrome(element, *, footer: bool = False) -> bool:
    """In the page's header or menu (or its footer): the brand there names the site, a "title" in the
    text is a heading."""
    words = ("navbar", "nav-", "masthead", "banner", *(("footer",) if footer else ()))
    tags = ("nav", "header", *(("footer",) if footer else ()))
    for ancestor in (element, *element.iterancestors()):
        names = f"{ancestor.get('class') or ''} {ancestor.get('id') or ''} {ancestor.get('role') or ''}".lower()
        if ancestor.tag in tags or any(w in names for w in words) or "contentinfo" in names:
            return True
    return False


def _as_name(text: str) -> str:
    """A brand's or a tag's text reduced to the name it holds: "Dr. Wren Halloway Research" -> "Wren Halloway"."""
    for piece in [text, *re.split(r"\s+[|\-–—:·•»]\s+", text)]:
        piece = _TITLE_PREFIX_RE.sub("", piece.strip())
        for _ in range(2):
            piece = _SITE_WORD_RE.sub("", piece).strip(" ,.-–—:|")
        if ORGANISATION_RE.search(piece) or any(c.isdigit() for c in piece):
            continue
        name = title_name(piece)
        if name and all(w[:1].isupper() for w in name.split() if len(w) > 3):
            return name
    return ""


def _printed_again(name: str, words: str, hosts: str, candidate: str) -> bool:
    """The family name is printed on the page outside the brand itself, or spelt in the site's host."""
    family = _folded(name.split()[-1])
    if len(family) < 3:
        return False
    outside = words.replace(_folded(candidate), " ", 1)
    return bool(re.search(rf"\b{re.escape(family)}\b", outside)) or family in hosts.replace(".", "")


def _address_name(body, hosts: str) -> str:
    """ "wren.halloway@uni.example" on a site whose host or title spells "wrenhalloway": Wren Halloway."""
    if not hosts:
        return ""
    texts = [a.get("href") or "" for a in bounded(body.iter("a"), 2000)]
    texts.append(body.text_content()[:_MAX_TEXT])
    for text in texts:
        for local in _EMAIL_RE.findall(text.replace("mailto:", " ")):
            if not _LOCAL_PART_RE.fullmatch(local):
                continue
            parts = re.split(r"[._-]", local)
            if "".join(_folded(p) for p in parts[:2]) in hosts.replace(".", "").replace("-", ""):
                return " ".join(p.capitalize() for p in parts)
    return ""


def _hosts(root, title: str) -> list[str]:
    """Where the site says it lives: a GitHub Pages or personal host in the title or the meta tags."""
    found = re.findall(r"[\w-]+(?=\.github\.io)", title)
    for meta in bounded(root.iter("meta", "link"), 300):
        value = meta.get("content") or meta.get("href") or ""
        found.extend(re.findall(r"(?://)?([\w-]+)\.github\.io", value))
    return found


def _folded(text: str) -> str:
    """Lower case without accents: "Fernández" matches "fernandez" in an address."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def chrome_links(body, markdown: str) -> str:
    """The owner's profile links set only in the page's menu, header or footer, as one markdown line;
    "" when there are none the markdown does not already hold."""
    found: dict[str, str] = {}
    # a member's page on a lab's site links their own GitHub in its text: the menu's GitHub is the lab's
    own = {_email_label(url) or profile_link_label(url) for url in _MARKDOWN_URL_RE.findall(markdown)} - {""}
    for anchor in bounded(body.iter("a"), 5000):
        href = (anchor.get("href") or "").strip()
        if not href or href in markdown or not _in_chrome(anchor, footer=True) or not _stands_alone(anchor):
            continue
        label = _email_label(href) or profile_link_label(href)
        if label and label not in found.values() and label not in own:
            found[_clean_mailto(href)] = label
        if len(found) >= _MAX_CHROME_LINKS:
            break
    found = {url: label for url, label in found.items() if url not in markdown}
    return " ".join(f"[{label}]({url})" for url, label in found.items())


def _stands_alone(anchor) -> bool:
    """An icon or a word or two of its own, not a link inside a sentence."""
    if len(_SPACES_RE.sub(" ", anchor.text_content()).split()) > _LINK_WORDS:
        return False
    parent = anchor.getparent()
    if parent is None:
        return True
    beside = (parent.text or "") + "".join((child.tail or "") for child in parent)
    return len(beside.strip(" |·•\n\t")) <= _SENTENCE_AROUND


def _email_label(href: str) -> str:
    return "E-mail" if href.lower().startswith("mailto:") and "@" in href else ""


def _clean_mailto(href: str) -> str:
    """ "mailto:<ana@uni.example>" as a theme writes it: the address alone."""
    if not href.lower().startswith("mailto:"):
        return href
    return "mailto:" + href[len("mailto:") :].strip(" <>").split("?")[0]
