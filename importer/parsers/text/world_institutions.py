"""Institutions named in the scripts and word orders of Turkish, Russian, Korean and Japanese CVs, and the
Polish nouns the Latin-script patterns of fields.py miss.

Turkish and Russian put the name before the noun ("Boğaziçi Kıyı Üniversitesi", "Северный государственный
университет"), or Russian after it ("Институт теоретической физики им. Н. Н. Зорина"); Korean and Japanese
write the noun last, without a space ("한빛대학교", "マックス・プランク研究所").
"""

from __future__ import annotations

from .. import lazy_re

__all__ = ["WORLD_INSTITUTION_RES"]

_TURKISH_RE = lazy_re.compile(
    r"((?:[A-ZÇĞİÖŞÜ][\wçğıöşü'’.-]*\s+){1,5}(?:Üniversitesi|Enstitüsü|Araştırma\s+Merkezi|Hastanesi)(?!\w))"
)
# "Северный государственный университет", "Московский физико-технический институт": a capital, lower-case
# adjectives, the noun
_RUSSIAN_NOUN_LAST_RE = lazy_re.compile(
    r"((?:[А-ЯЁ][\w-]*\s+)(?:[а-яё][\w-]*\s+){0,3}(?:университет|институт|академи[яи]|политехни\w+)\w*(?!\w))"
)
# "Институт теоретической физики им. Н. Н. Зорина", "Университет Альтбурга": the noun, then the name up
# to the next comma, dash or bracket
_RUSSIAN_NOUN_FIRST_RE = lazy_re.compile(
    r"((?:Университет|Институт|Академия|Лаборатория|Центр|Научно-исследовательский\s+институт)"
    r"(?:\s+(?!(?:с|по|в|на)\s)[\w.-]+){1,7})"
)
# "한빛대학교", "연세강 대학교", "미래전자기술연구원" (not a title: "선임연구원" is a senior researcher)
_KOREAN_RE = lazy_re.compile(
    r"([\uac00-\ud7a3]{2,12}\s?(?:대학교|대학원|과학기술원|연구소)|"
    r"[\uac00-\ud7a3]{3,12}(?<!선임)(?<!책임)(?<!수석)(?<!전임)(?<!주임)(?<!박사후)연구원)"
)
# a Japanese name in katakana before its noun: "マックス・プランク研究所", "理化学研究所 仁科センター"
_KATAKANA_RE = lazy_re.compile(
    r"([\u30a0-\u30ff\u4e00-\u9fff]*[\u30a0-\u30ff][\u30a0-\u30ff\u4e00-\u9fff]*?(?:研究所|大学|研究センター|機構))"
)
_POLISH_RE = lazy_re.compile(r"((?:Instytut|Centrum|Akademia|Szkoła\s+Główna)(?:\s+[A-ZĄĆĘŁŃÓŚŹŻ][\w-]*){1,5})")

WORLD_INSTITUTION_RES = (
    _TURKISH_RE,
    _RUSSIAN_NOUN_LAST_RE,
    _RUSSIAN_NOUN_FIRST_RE,
    _KOREAN_RE,
    _KATAKANA_RE,
    _POLISH_RE,
)
