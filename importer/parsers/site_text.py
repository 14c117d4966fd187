"""The text of a site's page: its front matter and body, and the words it says itself.

Plain Python, shared by the planner (importer.parsers.sites) and the readers of a site's files: YAML front
matter between --- lines or TOML between +++ lines (a slip in the YAML mended, importer.parsers.site_repair),
and the page's own words without the generator's templates, code chunks and HTML tags.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import PurePosixPath

import yaml

from . import lazy_re
from .frontmatter import OPENED_FRONT_MATTER_RE, split_front_matter
from .records import DocumentError
from .site_repair import mend_front_matter

__all__ = ["CODE_CHUNK_RE", "TEMPLATE_RE", "file_extension", "front_matter", "own_text", "own_words"]


def front_matter(text: str) -> tuple[dict, str]:
    """(front matter, body) of a page: YAML between --- lines or TOML between +++ lines; ({}, text) without."""
    text = text.lstrip("\ufeff")
    found = split_front_matter(text)
    if found is None:
        if OPENED_FRONT_MATTER_RE.match(text):
            raise DocumentError("front matter opened on line 1 is never closed; nothing of this file was imported")
        return {}, text
    kind, block, body = found
    try:
        meta = tomllib.loads(block) if kind == "toml" else yaml.safe_load(block)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, ValueError, RecursionError) as err:
        mended = mend_front_matter(text)  # a list item indented a step too far: read as meant (site_repair)
        if mended is not None:
            return front_matter(mended[0])
        line = getattr(getattr(err, "problem_mark", None), "line", None)
        where = f"line {line + 2}: " if line is not None else ""
        raise DocumentError(f"{where}front matter is not valid: {str(err).splitlines()[0]}") from None
    return with_params(meta if isinstance(meta, dict) else {}), body


def with_params(meta: dict) -> dict:
    """Hugo's page `[params]` (name, position, authors under a table of their own) read as the page's own keys;
    a key the page also sets at the top wins."""
    params = meta.get("params")
    if not isinstance(params, dict):
        return meta
    return {**params, **{key: value for key, value in meta.items() if key != "params"}}


TEMPLATE_RE = lazy_re.compile(r"\{%.*?%\}|\{\{.*?\}\}|\{\{<.*?>\}\}", re.S)
CODE_CHUNK_RE = lazy_re.compile(r"^```\s*\{.*?^```[ \t]*$", re.S | re.M)
_TAG_RE = lazy_re.compile(r"<[^<>]{0,2000}>")


def own_words(body: str) -> int:
    """Words a page says itself: without Liquid/Hugo templates, code chunks and HTML tags."""
    text = _TAG_RE.sub(" ", CODE_CHUNK_RE.sub(" ", TEMPLATE_RE.sub(" ", body)))
    return len(re.findall(r"[^\W\d_]{2,}", text))


def file_extension(name: str) -> str:
    return PurePosixPath(name).suffix.lower().lstrip(".")


def own_text(body: str) -> str:
    return " ".join(_TAG_RE.sub(" ", TEMPLATE_RE.sub(" ", re.sub(r"\{:[^{}\n]*\}", " ", body))).split())
