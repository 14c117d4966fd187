"""The labels of a paper's links ("[PDF](url)", "[Code](url)") and of the material a study carries beside
its paper ("[[Trial Registry]](url)", "[Pre-registration](url)", "[Online Appendix](url)"): they name what
is behind the link, never the paper's title or venue."""

from __future__ import annotations

import re

from .. import lazy_re

LINK_LABELS = {
    "paper": "Paper",
    "pdf": "PDF",
    "code": "Code",
    "slides": "Slides",
    "slide": "Slides",
    "video": "Video",
    "talk": "Talk",
    "project": "Project",
    "preprint": "Preprint",
    "arxiv": "arXiv",
    "poster": "Poster",
    "website": "Website",
    "web": "Website",
    "doi": "DOI",
    "artifact": "Artifact",
    "demo": "Demo",
    "blog": "Blog",
    "bibtex": "BibTeX",
    "bib": "BibTeX",
    "github": "Code",
    "abstract": "Abstract",
    "html": "Paper",
    "link": "Paper",
    "dataset": "Dataset",
    "data": "Dataset",
    "homepage": "Project",
    "page": "Project",
    "project page": "Project",
    "full paper": "Paper",
    "extended version": "Paper",
    "recording": "Video",
    "youtube": "Video",
    "media": "Media",
    "press": "Media",
    "software": "Code",
    "package": "Code",
    "r package": "Code",
    "replication files": "Code",
    "replication package": "Code",
    # "Download" as lists in other languages label the paper's file
    "download": "PDF",
    "descargar": "PDF",
    "baixar": "PDF",
    "scarica": "PDF",
    "télécharger": "PDF",
    "herunterladen": "PDF",
    "access": "Paper",
}

_MATERIAL_LABEL_RE = lazy_re.compile(
    r"(?:^|\s)(?P<what>registry|(?:pre-?)?registration|appendix|supplement(?:ary\s+materials?)?)$", re.I
)


def material_label(label: str) -> str | None:
    """ "RCT Registry" -> "Registration", "Online Appendix" -> "Appendix"; None for any other label."""
    material = _MATERIAL_LABEL_RE.search(label.strip()) if len(label) < 40 else None
    if material is None:
        return None
    return "Appendix" if material.group("what").lower().startswith(("app", "sup")) else "Registration"


def link_label(label: str) -> str | None:
    """The link kind a label names ("pdf" -> "PDF", "RCT Registry" -> "Registration"), or None."""
    return LINK_LABELS.get(label.lower()) or material_label(label)
