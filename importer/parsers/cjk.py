"""Chinese, Korean (and Japanese) pages: whose page it is when the name is printed in Han characters or Hangul.

A Chinese page's owner named only in Han characters ("姓名：王小明", or "王小明"
alone at the top) is named in pinyin ("Xiaoming Wang", importer.parsers.names)
and keeps the Han name as another name, flagged for review; an English page
that also prints the Han name keeps it as another name when it is the pinyin
of the name. A Korean page's owner named in Hangul ("이름: 홍길동") is named the same way in the
Revised Romanization ("Gildong Hong", importer.parsers.east_asian_names), the family name first in
Hangul and last in the Latin spelling. A Japanese page (kana in its text) keeps a kanji name as
written: kanji are not read in pinyin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import lazy_re
from .cyrillic import romanise_cyrillic_owner
from .east_asian_names import (
    east_asian_name_matches,
    has_korean_family_name,
    is_east_asian_name,
    is_hangul_name,
    romanise_east_asian_name,
)
from .names import has_han, is_han_name, romanise_han_name
from .records import ParsedDocument
from .text import classify_heading

__all__ = ["HanNameHint", "han_name_hint", "add_han_name", "romanise_han_owner"]

# "姓名：王小明", "**姓名：** 王小明", and a Japanese CV's "氏名：鈴木 美咲" (family and given name set apart by a space)
_HAN_NAME_LABEL_RE = lazy_re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?(?:姓\s*名|名字|氏\s*名|이\s*름|성\s*명)\s*(?:(?:\*\*)?\s*[:：]|[:：]\s*\*\*)\s*(?:\*\*)?\s*"
    r"([^\s*（(]{1,4}(?:[ \u3000][^\s*（(]{1,3})?)"
)
# Kana, or a kanji only Japanese writes (its own simplified forms: 歴 where Chinese writes 历 or 歷, 経, 験, 専,
# 発, 関, 実 ...): a Japanese page
# ... or the words of a Japanese career: 准教授 (Chinese: 副教授), 大学院 and 研究科 (graduate school), a degree
# named with its field in brackets ("博士（理学）"; Chinese: "理学博士")
_KANA_RE = lazy_re.compile(
    r"[\u3040-\u30ff々歴経験専発関実県広応営労単図続従総対済変働]|准教授|大学院|研究科|[博修学]士（"
)


@dataclass
class HanNameHint:
    metadata: dict  # the page's metadata, with the pinyin name when the page prints only the Han one
    han: str | None = None  # a Chinese Han name (or a Korean Hangul one) to keep as another name
    owner: str | None = None  # a Japanese kanji name, the owner as written


def _han_name(text: str) -> str | None:
    """'姓名：王小明' or '이름: 홍길동', or a Han or Hangul name alone on one of the first lines or headings."""
    if not has_han(text[:5000]) and not _HANGUL_RE.search(text[:5000]):
        return None
    for line in text.split("\n")[:40]:
        labelled = _HAN_NAME_LABEL_RE.match(line)
        if labelled and is_east_asian_name(re.sub(r"[ \u3000]", "", labelled.group(1))):
            written = labelled.group(1).replace("\u3000", " ")
            return written.replace(" ", "") if is_hangul_name(written.replace(" ", "")) else written
    for line in [l for l in text.split("\n") if l.strip()][:6]:
        candidate = re.sub(r"^\s*#{1,6}\s*|[*_]", "", line).strip()
        candidate = re.split(r"\s*[（(]", candidate)[0].strip()  # "王小明 (Xiaoming Wang)"
        if is_han_name(candidate) and not classify_heading(candidate):
            return candidate
        parts = candidate.replace("\u3000", " ").split(" ")
        if len(parts) == 2 and is_han_name("".join(parts)) and not classify_heading("".join(parts)):
            return " ".join(parts)  # "桐山 大翔": the family name set apart, as Japanese pages print it
        # a Korean word of three syllables may head a page too ("연구실"): a name begins with a family name
        if len(candidate) == 3 and _hangul_person_name(candidate):
            return candidate
    return None


def _hangul_person_name(text: str) -> bool:
    """'한서윤' yes; '연구실' (a lab), '조교수' (an assistant professor) no, though 연 and 조 are family names too."""
    return (
        is_hangul_name(text)
        and has_korean_family_name(text)
        and text not in _KOREAN_PAGE_WORDS
        and not classify_heading(text)
    )


_HANGUL_RE = lazy_re.compile(r"[\uac00-\ud7a3]")
# Words of three syllables that head a Korean lab page or CV and begin as a family name does: no names
_KOREAN_PAGE_WORDS = frozenset(
    "연구실 연구소 연구원 연구진 구성원 조교수 정교수 부교수 교수진 소개서 이력서 경력서 안내문 공지글".split()
)


def han_name_hint(metadata: dict, text: str) -> HanNameHint:
    """What a page's Han name says about its owner, before the page is read."""
    han = _han_name(text)
    flat = han.replace(" ", "") if han and is_han_name(han.replace(" ", "")) else han  # "桐山 大翔" is 桐山大翔
    if flat and is_han_name(flat) and (_KANA_RE.search(text[:20000]) or not romanise_han_name(flat)):
        return HanNameHint(metadata, owner=han)  # a Japanese page, or a name of Japanese shape: as written
    if han and not any(isinstance(metadata.get(k), str) and metadata.get(k) for k in ("name", "author")):
        return HanNameHint({**metadata, "name": romanise_east_asian_name(flat) or han}, han=flat)
    return HanNameHint(metadata, han=han)


def add_han_name(document: ParsedDocument, han: str | None) -> None:
    """The Han name kept as another name of the owner it spells."""
    profile = document.profile
    if han and profile is not None and profile.name and not is_east_asian_name(profile.name):
        if han not in profile.alt_names and east_asian_name_matches(han, profile.name):
            profile.alt_names.insert(0, han)
        if profile.name == romanise_east_asian_name(han):
            note = f"name written {han} in the document; spelled {profile.name!r} in {_SPELLING[is_han_name(han)]}: check it"
            profile.review_notes.append(note)
            document.warnings.append(f"{document.source_name}: {note}")


def romanise_han_owner(document: ParsedDocument) -> None:
    """An owner named in Han characters is named in pinyin, the Han name kept as another name, flagged to check
    (one named in Cyrillic letters is spelled in Latin ones the same way: importer.parsers.cyrillic)."""
    romanise_cyrillic_owner(document)
    profile = document.profile
    if profile is None or not profile.name or not (is_han_name(profile.name) or _hangul_person_name(profile.name)):
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
    if is_han_name(profile.name) and _KANA_RE.search(written):
        return  # a Japanese page: kanji names are not read in pinyin
    han, spelled = profile.name, romanise_east_asian_name(profile.name)
    if not spelled:
        return
    profile.name = spelled
    if han not in profile.alt_names:
        profile.alt_names.insert(0, han)
    note = f"name written {han} in the document; spelled {spelled!r} in {_SPELLING[is_han_name(han)]}: check it"
    profile.review_notes.append(note)
    document.warnings.append(f"{document.source_name}: {note}")


_SPELLING = {True: "pinyin", False: "the Revised Romanization"}  # is the written name Han (else Hangul)?
