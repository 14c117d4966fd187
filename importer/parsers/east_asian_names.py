"""Names written in Han characters (Chinese) or in Hangul (Korean), and their Latin spellings.

A Chinese name is spelled in pinyin (王小明 -> "Xiaoming Wang", importer.parsers.names), a Korean one in the Revised
Romanization, its family name as Koreans spell it in English (홍길동 -> "Gildong Hong", 이서연 ->
"Seoyeon Lee"). Both family names come first when written in their own script. The written name
and a Latin spelling are the same person when the spelling is one of its readings. Plain Python;
the person-name rules themselves are importer.parsers.names's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import lazy_re
from .names import han_name_matches, has_han, is_han_name, name_tokens, romanise_han_name

# --- Hangul (Korean) names -----------------------------------------------------------------

_HANGUL_NAME_RE = lazy_re.compile(r"^[\uac00-\ud7a3]{2,4}$")
# The Revised Romanization, letter by letter: a syllable's first consonant, its vowel, its last consonant.
_FIRST = "g kk n d tt r m b pp s ss _ j jj ch k t p h".split()
_VOWEL = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split()
_LAST = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t"]
_LAST += ["ng", "t", "t", "k", "t", "p", "t"]
# Family names as Koreans spell them in English (the first spelling) and the other ways they are spelled.
_KOREAN_FAMILY_SPELLINGS = {
    "김": "Kim Gim",
    "이": "Lee Yi Rhee I Li Rhie",
    "박": "Park Pak Bak Bahk",
    "최": "Choi Choe Chey",
    "정": "Jung Jeong Chung Jong",
    "강": "Kang Gang",
    "조": "Cho Jo Joh",
    "윤": "Yoon Yun",
    "장": "Jang Chang",
    "임": "Lim Im Yim Rim",
    "한": "Han",
    "오": "Oh O",
    "서": "Seo Suh",
    "신": "Shin Sin",
    "권": "Kwon Gwon",
    "황": "Hwang",
    "안": "Ahn An",
    "송": "Song",
    "류": "Ryu Yoo Yu Ryoo",
    "유": "Yoo Yu",
    "전": "Jeon Jun Chun Chon",
    "홍": "Hong",
    "고": "Ko Go Koh",
    "문": "Moon Mun",
    "양": "Yang",
    "손": "Son Sohn",
    "배": "Bae Pae",
    "백": "Baek Paik Baik Paek",
    "허": "Heo Huh Hur",
    "남": "Nam",
    "심": "Shim Sim",
    "노": "Noh Roh No",
    "하": "Ha",
    "곽": "Kwak Gwak",
    "성": "Sung Seong",
    "차": "Cha",
    "주": "Joo Ju Chu",
    "우": "Woo U",
    "구": "Koo Ku Gu",
    "민": "Min",
    "진": "Jin Chin",
    "나": "Na Ra",
    "지": "Ji Chi",
    "엄": "Um Eom",
    "변": "Byun Byeon",
    "채": "Chae",
    "원": "Won",
    "방": "Bang",
    "천": "Chun Cheon",
    "공": "Kong Gong",
    "현": "Hyun Hyeon",
    "함": "Ham",
    "염": "Yeom Yum",
    "여": "Yeo Yuh",
    "추": "Choo Chu",
    "도": "Do Doh",
    "석": "Seok Suk",
    "설": "Seol Sul",
    "길": "Gil Kil",
    "연": "Yeon Yun",
    "표": "Pyo",
    "명": "Myung Myeong",
    "기": "Ki Gi",
    "왕": "Wang",
    "금": "Keum Geum",
    "옥": "Ok",
    "육": "Yook Yuk",
    "탁": "Tak",
    "국": "Kook Guk",
    "황보": "Hwangbo",
    "남궁": "Namgung Namkoong",
    "제갈": "Jegal",
    "선우": "Sunwoo Seonwoo",
    "독고": "Dokgo",
    "사공": "Sagong",
}
# Spellings of one sound that English-language Korean names use alike: "Jiseong", "Ji-sung" and "Jisung";
# "Cheolsu" and "Chulsoo". Compared only after the family name agreed, so the looseness costs little.
_LOOSE_SPELLINGS = [("eo", "u"), ("eu", "u"), ("oo", "u"), ("ee", "i"), ("ch", "j"), ("k", "g"), ("t", "d")]
_LOOSE_SPELLINGS += [("p", "b"), ("r", "l"), ("sh", "s"), ("wo", "u")]


def is_hangul_name(name: str) -> bool:
    """'홍길동', '남궁민수': a person's name in two to four Hangul syllables (a word of two may be one too)."""
    return bool(_HANGUL_NAME_RE.match((name or "").strip()))


def has_korean_family_name(name: str) -> bool:
    """Whether a Hangul name begins with a family name Koreans commonly bear ('홍길동' yes, '학력이' no)."""
    name = (name or "").strip()
    return name[:2] in _KOREAN_FAMILY_SPELLINGS or name[:1] in _KOREAN_FAMILY_SPELLINGS


def _syllable(character: str) -> str:
    code = ord(character) - 0xAC00
    first, vowel, last = code // 588, (code % 588) // 28, code % 28
    return _FIRST[first].replace("_", "") + _VOWEL[vowel] + _LAST[last]


def _split_hangul(name: str) -> tuple[str, str]:
    """(family, given): the family name is the first syllable, or the first two when they are one family name."""
    length = 2 if name[:2] in _KOREAN_FAMILY_SPELLINGS and len(name) >= 3 else 1
    return name[:length], name[length:]


@lru_cache(maxsize=4096)
def hangul_romanisations(name: str) -> tuple[str, ...]:
    """Latin spellings of a Hangul name, given name first then family name first: 홍길동 -> ('Gildong Hong', 'Hong Gildong')."""
    name = (name or "").strip()
    if not is_hangul_name(name):
        return ()
    family, given = _split_hangul(name)
    spelled_family = (_KOREAN_FAMILY_SPELLINGS.get(family) or "").split()[:1] or ["".join(map(_syllable, family))]
    spelled_given = "".join(map(_syllable, given)).capitalize()
    return (f"{spelled_given} {spelled_family[0].capitalize()}", f"{spelled_family[0].capitalize()} {spelled_given}")


def romanise_hangul_name(name: str) -> str | None:
    """The usual English spelling of a Hangul name, given name first ('홍길동' -> 'Gildong Hong'), or None."""
    spellings = hangul_romanisations(name)
    return spellings[0] if spellings else None


def _loose(spelling: str) -> str:
    spelling = spelling.lower().replace("-", "").replace(" ", "")
    for written, sound in _LOOSE_SPELLINGS:
        spelling = spelling.replace(written, sound)
    return spelling


def hangul_name_matches(hangul: str, latin: str) -> bool:
    """True when `latin` spells the Hangul name, in either order: 홍길동 ~ 'Gildong Hong', 'Hong Gil-dong', 'Kil-Dong Hong'."""
    if not is_hangul_name(hangul) or has_han(latin) or re.search(r"[\uac00-\ud7a3]", latin or ""):
        return False
    family, given = _split_hangul(hangul.strip())
    families = {_loose(s) for s in (_KOREAN_FAMILY_SPELLINGS.get(family) or "").split()}
    families.add(_loose("".join(map(_syllable, family))))
    given_sound = _loose("".join(map(_syllable, given)))
    tokens = name_tokens(latin)
    if len(tokens) < 2:
        return False
    for family_at in (len(tokens) - 1, 0):  # family name last ("Gildong Hong") or first ("Hong Gildong")
        rest = tokens[:family_at] + tokens[family_at + 1 :]
        if _loose(tokens[family_at]) in families and _loose("".join(rest)) == given_sound:
            return True
    return False


def is_east_asian_name(name: str) -> bool:
    """A person's name written in Han characters or in Hangul."""
    return is_han_name(name) or is_hangul_name(name)


def romanise_east_asian_name(name: str) -> str | None:
    """A Han name in pinyin, a Hangul name in the Revised Romanization; given name first; None otherwise."""
    return romanise_han_name(name) if is_han_name(name) else romanise_hangul_name(name)


def east_asian_name_matches(written: str, latin: str) -> bool:
    """True when `latin` spells the Han or Hangul name `written`."""
    return han_name_matches(written, latin) if is_han_name(written) else hangul_name_matches(written, latin)
