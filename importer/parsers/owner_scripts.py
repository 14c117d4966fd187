"""One owner's name printed in two scripts: in Han characters or Hangul in some entries, in Latin letters in others.

A Chinese, Korean or Japanese researcher's BibTeX file or publication list prints their name as each
paper's language has it: "王小明" or "홍길동" in the papers in Chinese or Korean, "Xiaoming Wang" or
"Gildong Hong" in the papers in English. The owner tally (importer.parsers.owner) counts the two as
one person when

- the Latin spelling is a reading of the written name (pinyin for Han characters, the Revised
  Romanization for Hangul: importer.parsers.east_asian_names), and the two never share an entry; or
- the file itself pairs them: one author printed in both scripts, "Aoi Ueda (上田 葵)"
  or "上田 葵 / Aoi Ueda". Japanese kanji have no reading to check a spelling against
  (上田 may be read Ueda or Kamita), so a kanji name and a Latin one are one person only so.

Plain Python: names in, keys and counts out.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import lazy_re
from .east_asian_names import east_asian_name_matches, is_east_asian_name

__all__ = ["cjk_key", "is_cjk_key", "reads_as", "split_scripts"]

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3"
# One name in Han characters, kana or Hangul, its family and given names perhaps set apart by a space
_CJK_NAME_RE = lazy_re.compile(rf"[{_CJK}]+(?:[ \u3000][{_CJK}]+)?")
_CJK_KEY_RE = lazy_re.compile(rf"^[{_CJK}]")
_LATIN_RE = lazy_re.compile(r"[A-Za-z\u00c0-\u024f]")
_PAIR_PUNCTUATION = " \t()（）[]/|,;:、・"


def cjk_key(name: str) -> str | None:
    """A name written in Han characters or Hangul as the tally's key, its first character then the name
    without spaces ('上田 葵' and '上田葵' -> '上 上田葵'); None for any other name."""
    flat = re.sub(r"[\s\u3000]", "", name or "")
    if not flat or not is_east_asian_name(flat):
        return None
    return f"{flat[0]} {flat}"


def is_cjk_key(key: str) -> bool:
    """A tally key of a name written in Han characters or Hangul (cjk_key)."""
    return bool(_CJK_KEY_RE.match(key))


def split_scripts(name: str) -> tuple[str, str] | None:
    """(the Latin spelling, the written name) of one author printed in both scripts:
    'Aoi Ueda (上田 葵)' -> ('Aoi Ueda', '上田 葵'); None for a name in one script."""
    if not _LATIN_RE.search(name or ""):
        return None
    written = _CJK_NAME_RE.findall(name)
    if len(written) != 1 or not cjk_key(written[0]):
        return None
    latin = " ".join(name.replace(written[0], " ").strip(_PAIR_PUNCTUATION).split())
    latin = re.sub(r"\s*[()（）\[\]/|]\s*", " ", latin).strip(_PAIR_PUNCTUATION)
    return (latin, written[0]) if len(latin.split()) >= 2 else None


@lru_cache(maxsize=4096)
def _reads_as(written: str, latin: str) -> bool:
    return east_asian_name_matches(re.sub(r"[\s\u3000]", "", written), latin)


def reads_as(written_spellings, latin_spellings) -> bool:
    """Whether a Latin spelling of one key is the reading of a written spelling of the other (pinyin, or
    the Revised Romanization); never for Japanese kanji, which have none the names code can check."""
    return any(_reads_as(w, latin) for w in written_spellings for latin in latin_spellings)
