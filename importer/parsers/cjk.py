"""Chinese (and Japanese) pages: whose page it is when the name is printed in Han characters.

A Chinese page's owner named only in Han characters ("姓名：王小明", or "王小明"
alone at the top) is named in pinyin ("Xiaoming Wang", importer.parsers.names)
and keeps the Han name as another name, flagged for review; an English page
that also prints the Han name keeps it as another name when it is the pinyin
of the name. A Japanese page (kana in its text) keeps a kanji name as written:
kanji are not read in pinyin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cyrillic import romanise_cyrillic_owner
from .names import han_name_matches, has_han, is_han_name, romanise_han_name
from .records import ParsedDocument
from .text import classify_heading

__all__ = ["HanNameHint", "han_name_hint", "add_han_name", "romanise_han_owner"]

# "姓名：王小明", "**姓名：** 王小明", and a Japanese CV's "氏名：鈴木 美咲" (family and given name set apart by a space)
_HAN_NAME_LABEL_RE = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?(?:姓\s*名|名字|氏\s*名)\s*(?:(?:\*\*)?\s*[:：]|[:：]\s*\*\*)\s*(?:\*\*)?\s*"
    r"([^\s*（(]{1,4}(?:[ \u3000][^\s*（(]{1,3})?)"
)
# Kana, or a kanji only Japanese writes (its own simplified forms: 歴 where Chinese writes 历 or 歷, 経, 験, 専,
# 発, 関, 実 ...): a Japanese page
# ... or the words of a Japanese career: 准教授 (Chinese: 副教授), 大学院 and 研究科 (graduate school), a degree
# named with its field in brackets ("博士（理学）"; Chinese: "理学博士")
_KANA_RE = re.compile(r"[\u3040-\u30ff々歴経験専発関実県広応営労単図続従総対済変働]|准教授|大学院|研究科|[博修学]士（")


@dataclass
class HanNameHint:
    metadata: dict  # the page's metadata, with the pinyin name when the page prints only the Han one
    han: str | None = None  # a Chinese Han name to keep as another name
    owner: str | None = None  # a Japanese kanji name, the owner as written


def _han_name(text: str) -> str | None:
    """'姓名：王小明', or a Han name alone on one of the first lines or headings."""
    if not has_han(text[:5000]):
        return None
    for line in text.split("\n")[:40]:
        labelled = _HAN_NAME_LABEL_RE.match(line)
        if labelled and is_han_name(re.sub(r"[ \u3000]", "", labelled.group(1))):
            return labelled.group(1).replace("\u3000", " ")
    for line in [l for l in text.split("\n") if l.strip()][:6]:
        candidate = re.sub(r"^\s*#{1,6}\s*|[*_]", "", line).strip()
        candidate = re.split(r"\s*[（(]", candidate)[0].strip()  # "王小明 (Xiaoming Wang)"
        if is_han_name(candidate) and not classify_heading(candidate):
            return candidate
    return None


def han_name_hint(metadata: dict, text: str) -> HanNameHint:
    """What a page's Han name says about its owner, before the page is read."""
    han = _han_name(text)
    if han and (_KANA_RE.search(text[:20000]) or not romanise_han_name(han)):
        return HanNameHint(metadata, owner=han)  # a Japanese page, or a name of Japanese shape: as written
    if han and not any(isinstance(metadata.get(k), str) and metadata.get(k) for k in ("name", "author")):
        return HanNameHint({**metadata, "name": romanise_han_name(han) or han}, han=han)
    return HanNameHint(metadata, han=han)


def add_han_name(document: ParsedDocument, han: str | None) -> None:
    """The Han name kept as another name of the owner it spells."""
    profile = document.profile
    if han and profile is not None and profile.name and not is_han_name(profile.name):
        if han not in profile.alt_names and han_name_matches(han, profile.name):
            profile.alt_names.insert(0, han)
        if profile.name == romanise_han_name(han):
            note = f"name written {han} in the document; spelled {profile.name!r} in pinyin: check it"
            profile.review_notes.append(note)
            document.warnings.append(f"{document.source_name}: {note}")


def romanise_han_owner(document: ParsedDocument) -> None:
    """An owner named in Han characters is named in pinyin, the Han name kept as another name, flagged to check
    (one named in Cyrillic letters is spelled in Latin ones the same way: importer.parsers.cyrillic)."""
    romanise_cyrillic_owner(document)
    profile = document.profile
    if profile is None or not profile.name or not is_han_name(profile.name):
        return
    written = " ".join(
        [
            profile.bio,
            profile.position,
            *(p.title for p in document.publications[:20]),
            *(f"{e.title} {e.organization} {e.details}" for e in profile.experience),
            *(f"{e.degree_title} {e.field} {e.institution} {e.details}" for e in profile.education),
            *(a.title for a in profile.awards),
        ]
    )
    if _KANA_RE.search(written):
        return  # a Japanese page: kanji names are not read in pinyin
    han, spelled = profile.name, romanise_han_name(profile.name)
    if not spelled:
        return
    profile.name = spelled
    if han not in profile.alt_names:
        profile.alt_names.insert(0, han)
    note = f"name written {han} in the document; spelled {spelled!r} in pinyin: check it"
    profile.review_notes.append(note)
    document.warnings.append(f"{document.source_name}: {note}")
