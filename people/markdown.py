"""Markdown to safe HTML: raw HTML is escaped, unsafe link schemes are dropped.

Images load only from the site itself or over https: (no http: tracking pixels, no
other hosts' relative tricks like `//host/pixel.gif`); any other image is dropped.
"""

import re

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


def _image_source_allowed(src):
    # As a browser reads it: tabs and newlines dropped, backslashes taken for slashes.
    src = re.sub(r"[\t\n\r]", "", src).strip().replace("\\", "/")
    if src.lower().startswith("https://"):
        return True
    # A path on the site ("/media/x.png", "x.png"), not another host ("//host/x.png") or scheme.
    return not src.startswith("//") and ":" not in src.split("/", 1)[0]


def _filter_attribute(tag, attribute, value):
    if tag == "img" and attribute == "src" and not _image_source_allowed(value):
        return None
    return value


def render_markdown(text):
    html = _renderer.render(text or "")
    # nh3 removes any attribute whose URL scheme is not listed (javascript:, data:, vbscript:).
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="nofollow noopener noreferrer",
        attribute_filter=_filter_attribute,
    )
