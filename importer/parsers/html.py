"""HTML pages (hand-written index.html, jemdoc, saved Google Sites or WordPress pages) -> markdown.

The page is parsed with lxml's HTML parser, never with regular expressions.
Scripts, styles, navigation, menus, footers and hidden elements are dropped;
headings, lists, paragraphs, table rows, links and emphasis (b/strong/u as
**bold**, em/i as *italic*) are written as markdown, so the markdown reader
sees the same structure it reads from a markdown homepage. lxml decodes every
entity; non-breaking and zero-width spaces become plain spaces.

A page saved from a generated site (Quarto, a Jekyll theme, Hugo, WordPress, a
university CMS) is read from the content its generator marks (`<main>`,
`role="main"`, its one `<article>` with the title block beside it), with an
author card next to it (name, affiliation, e-mail); a page without such a mark
is read whole, and a page whose every wrapper carries a machinery class word is
read again without that rule, then with its forms, then as its plain words: a page
with text is never read as empty (a body wrapped whole in an ASP.NET <form>, as
SharePoint saves it, is the page's content, not a form to fill). What
counts as content and what as machinery is decided in `html_content`; the walk
that writes the elements as markdown is `html_walk`; what a theme's boxes stand
for (a card made one link, a timeline entry, a box styled as a heading) is in
`html_boxes`; what the <title> says in `html_titles`.

`html_to_markdown(text)` returns the markdown and the page's name hints (the `<meta name="author">`
and the `<title>`); `looks_like_html(text)` is the detector's test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import lxml.etree
import lxml.html

from . import lazy_re
from .html_boxes import SPACES_RE
from .html_content import content_root, profile_parts
from .html_kickers import settle_kickers
from .html_lists import settle_publication_lists
from .html_owner import chrome_links, chrome_name
from .html_titles import ORGANISATION_RE, title_name, titled_by_page
from .html_walk import markdown_of
from .people_pages import is_people_title
from .profile_pages import profile_page_markdown

__all__ = ["HtmlPage", "html_fragment_markdown", "html_to_markdown", "looks_like_html", "title_name"]

_HTML_START_RE = lazy_re.compile(
    r"\A(?:\s|<!--.*?-->|<\?xml[^>]*>)*<(?:!doctype\s+html|html\b|head\b|body\b)", re.I | re.S
)
_MARKDOWN_RULE_RE = lazy_re.compile(r"^ {0,3}([-_*=])(?:[ \t]*\1){2,}[ \t]*$", re.M)
_MARKDOWN_LINK_RE = lazy_re.compile(r"\]\((?:https?://|/)[^)\s]*\)")
_BLOCK_SIGN_RE = lazy_re.compile(
    r"<(?:p|div|li|ul|ol|h[1-6]|table|tr|td|br|span|a|section|article|b|strong)\b[^>]*>", re.I
)

# huge_tree: libxml2 would otherwise drop what sits deeper than 256 elements (files are at most 5 MB).
_PARSER = lxml.html.HTMLParser(huge_tree=True, remove_comments=True, remove_pis=True)


@dataclass
class HtmlPage:
    markdown: str
    author: str = ""  # <meta name="author" content="...">
    title: str = ""  # <title>
    name_source: str = ""  # where `author` was read when no <meta name="author"> set it
    warnings: list[str] = field(default_factory=list)


def looks_like_html(text: str) -> bool:
    """A whole HTML page (doctype, <html>, <head> or <body>), or text made mostly of block tags."""
    head = text[:4000]
    if _HTML_START_RE.match(head):
        return True
    stripped = head.lstrip()
    if not stripped.startswith("<") or stripped.startswith("<!--") and "-->" not in stripped:
        return False
    sample = text[:20000]
    tags = _BLOCK_SIGN_RE.findall(sample)
    markdown_lines = len(re.findall(r"^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d+\.\s)", sample, re.M))
    # a page written in markdown with some tags in it: rules ("___") or setext underlines between its entries,
    # links written "[text](url)"
    markdown_lines += len(_MARKDOWN_RULE_RE.findall(sample)) + len(_MARKDOWN_LINK_RE.findall(sample))
    return len(tags) >= 5 and len(tags) > 3 * markdown_lines


def html_to_markdown(text: str) -> HtmlPage:
    """The page's content as markdown, and its name hints."""
    try:
        root = lxml.html.document_fromstring(text, parser=_PARSER)
    except (lxml.etree.ParserError, ValueError):
        return HtmlPage(markdown="", warnings=["the HTML could not be parsed"])
    author = ""
    for meta in root.iter("meta"):
        if (meta.get("name") or "").lower() in ("author", "citation_author") and meta.get("content"):
            author = SPACES_RE.sub(" ", meta.get("content")).strip()
            author = "" if ORGANISATION_RE.search(author) else author  # "Reef Ecology Lab": nobody's name
            break
    title_element = root.find(".//title")
    title = SPACES_RE.sub(" ", title_element.text_content()).strip() if title_element is not None else ""
    body = root.find("body")
    body = body if body is not None else root
    name_source = ""
    if not author and not title_name(title) and (author := chrome_name(root, body, title)):
        name_source = "menu, meta tags or e-mail address"  # an "About me" page names its owner nowhere else
    settle_publication_lists(body)  # a list of papers: its subtitle and lead are no papers, its labels no names
    settle_kickers(body)  # a member's title printed above their name: their line, not the card's before
    try:
        markdown = profile_page_markdown(body) or _with_chrome_links(_page_markdown(body), body, title)
    except RecursionError:  # pathological nesting: the words, without the structure
        text = SPACES_RE.sub(" ", body.text_content()).strip()
        return HtmlPage(
            markdown=text + "\n", author=author, title=title, warnings=["nested too deeply; read as plain text"]
        )
    return HtmlPage(markdown=titled_by_page(markdown, title), author=author, title=title, name_source=name_source)


def html_fragment_markdown(fragment: str) -> str:
    """A piece of HTML inside a markdown page (a theme's <div> cards and timelines) as markdown; its
    machinery (a "cv-footer", a hidden box) is left out as on a whole page."""
    try:
        root = lxml.html.fragment_fromstring(fragment, create_parent="div", parser=_PARSER)
    except (lxml.etree.ParserError, ValueError):
        return fragment
    try:
        return markdown_of([root])
    except RecursionError:
        return SPACES_RE.sub(" ", root.text_content()).strip() + "\n"


def _with_chrome_links(markdown: str, body, title: str) -> str:
    """The owner's profile icons from the page's menu or footer, under the page's first heading (where a
    homepage prints its links); a lab's page of members gets none: its menu's links are the lab's."""
    if any(is_people_title(piece) for piece in re.split(r"\s+[|\-–—:·]\s+", title or "")):
        return markdown
    links = chrome_links(body, markdown)
    if not links:
        return markdown
    lines = markdown.lstrip("\n").split("\n")
    heading = re.sub(r"^#+\s*", "", lines[0]) if lines and re.match(r"#{1,6}\s", lines[0]) else ""
    if is_people_title(heading):
        return markdown
    if title_name(heading):  # "# Ana Ruiz": her links under her name; above a "# Publications" heading else
        return "\n".join([lines[0], "", links, *lines[1:]])
    return f"{links}\n\n{markdown}"


def _page_markdown(body) -> str:
    """The page's content, falling back to the whole body, then to the body without class-word rules, with
    its forms read as boxes, and last its plain words: a page with text is never read as empty."""
    content = content_root(body)
    if content is not body:
        markdown = markdown_of([*profile_parts(body, content), content])
        if markdown.strip():
            return markdown
    markdown = markdown_of([body])
    if not markdown.strip():
        markdown = markdown_of([body], by_class=False)
    if not markdown.strip():
        for form in list(body.iter("form")):
            form.drop_tag()  # a short page wrapped whole in an ASP.NET form: its words, not a form to fill
        markdown = markdown_of([body], by_class=False)
    if not markdown.strip():
        for element in list(body.iter("script", "style", "noscript", "template")):
            element.drop_tree()
        words = SPACES_RE.sub(" ", body.text_content()).strip()  # text only in a menu or a footer: still text
        markdown = words + "\n" if words else ""
    return markdown
