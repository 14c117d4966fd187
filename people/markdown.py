"""Markdown to safe HTML: raw HTML is escaped, unsafe link schemes are dropped."""

import nh3
from markdown_it import MarkdownIt

# html=False: raw HTML in the source is shown as text, never interpreted.
_renderer = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}).enable("table")

ALLOWED_TAGS = {
    "p",
    "br",
    "hr",
    "em",
    "strong",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "img": {"src", "alt", "title"}, "th": {"align"}, "td": {"align"}}


def render_markdown(text):
    html = _renderer.render(text or "")
    # nh3 removes any attribute whose URL scheme is not listed (javascript:, data:, vbscript:).
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="nofollow noopener",
    )
