"""Japanese and Korean references as 業績 lists and Korean CVs print them.

- Japanese: "山本健太, 佐藤花子「格子のスピン波」『日本物理学会誌』Vol.75, No.3, pp.120-128, 2020年" - the
  title in 「」 (or in quotes, an English title most often), the journal in 『』, then volume, number,
  pages and the year, which may stand first too ("2018年 山本健太・佐藤花子「…」『…』12巻3号").
- Korean: '김민수, 이지은, "격자 스핀파의 이론", 『한국물리학회지』 제12권 제3호, 120-128쪽, 2020.' - the title
  in quotes or 「」, the journal in 『』 or 「」.

Authors are parted by "," "，" "、" or "・"; a name may hold a space ("山本 健太"), so spaces part none.
The owner is marked as these lists mark it: in bold, underlined, or with "○" or "◎" before the name.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import DATE_STATUS, SUBMITTED, status_in
from .common import _YEAR, StyleRead, _strip_markup

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uff66-\uff9f"
_HAS_CJK_RE = lazy_re.compile(f"[{_CJK}]")
# a year before the names: "2018年 山本健太, ...", "(2018) 山本健太", "2018. 山本健太"
_LEADING_YEAR_RE = lazy_re.compile(rf"^\s*[(（]?(?P<year>{_YEAR})\s*(?:年|년)?\s*[)）]?\s*[.,:：、]?\s*")
# the title: 「…」, “…”, "…" or ‘…’ (the comma some put inside the quotes stays out)
_TITLE_RE = lazy_re.compile(r"「(?P<corner>[^「」]{2,400})」|[\"“”](?P<quoted>[^\"“”]{2,400}?)[,，.]?[\"“”]")
# the journal after the title: 『…』, or 「…」 in Korean lists whose title is quoted
_JOURNAL_RE = lazy_re.compile(r"^\s*[,，、.]?\s*(?:『(?P<double>[^『』]{1,200})』|「(?P<corner>[^「」]{1,200})」)")
# a journal printed plain after a quoted title, up to its volume, pages or year
_PLAIN_JOURNAL_RE = lazy_re.compile(
    r"^\s*[,，、.]?\s*(?:in\s+)?(?P<journal>[^,，、(（\d][^,，、(（]{1,160}?)\s*"
    r"(?=[,，、(（]|\s+(?:Vol|No|pp|第|\d)|$)",
    re.I,
)
_VOLUME_RE = lazy_re.compile(
    r"\b(?:Vol|No|pp?)\.|第?\s*\d+\s*(?:巻|号|권|호|頁|쪽|ページ)|\d+\s*\(\d+\)|\d+\s*[-–~〜]\s*\d+", re.I
)
_SEPARATORS_RE = lazy_re.compile(r"\s*[,，、・;；]\s*")
_OWNER_MARK_RE = lazy_re.compile(r"^[○◎●◯]\s*")
# the names cut short: "山本健太 他", "김민수 외", "山本健太, ほか"
_ET_AL_RE = lazy_re.compile(r"(?:\s*[,，、・]?\s*(?:他|ほか|外|외|등|et\s+al\.?))$")
_MAX_AUTHORS_TEXT = 600
_YEAR_AFTER_NAMES_RE = lazy_re.compile(rf"\s*[(（](?P<year>{_YEAR})[a-z]?[)）]\s*[.,:：]?\s*$")
_STATUS_AFTER_NAMES_RE = lazy_re.compile(rf"\s*[(（](?P<status>{DATE_STATUS})[)）]\s*[.,:：]?\s*$", re.I)
# under review or submitted, as Japanese and Korean lists write it (Chinese and English: statuses.py)
_UNDER_REVIEW_RE = lazy_re.compile(r"査読中|審査中|投稿中|심사\s*중|투고\s*중|게재\s*신청")


def _status(tail: str) -> str | None:
    return SUBMITTED if _UNDER_REVIEW_RE.search(tail) else status_in(tail)


def _names(text: str) -> str | None:
    """ "○山本健太・<u>佐藤花子</u> 他" -> "**山本健太**; **佐藤花子**; et al." (None when no names)."""
    text = text.strip(" .,，、:：")
    cut = _ET_AL_RE.search(text)
    if cut:
        text = text[: cut.start()]
    names = []
    for piece in _SEPARATORS_RE.split(text):
        owner = bool(_OWNER_MARK_RE.match(piece)) or bool(re.search(r"<u>|\*\*|__|<b>|<strong>", piece, re.I))
        name = _strip_markup(re.sub(r"</?u>", "", _OWNER_MARK_RE.sub("", piece), flags=re.I)).strip(" *")
        if not name:
            continue
        if len(name.split()) > 4 or re.search(r"\d|[「」『』]", name):
            return None  # a sentence or a venue, not a name
        names.append(f"**{name}**" if owner else name)
    if not names:
        return None
    return "; ".join(names) + ("; et al." if cut else "")


def read_east_asian(text: str) -> StyleRead | None:
    """A Japanese or Korean reference, or None when the entry is printed otherwise."""
    leading = _LEADING_YEAR_RE.match(text)
    body = text[leading.end() :] if leading else text
    title = _TITLE_RE.search(body)
    if title is None or title.start() > _MAX_AUTHORS_TEXT:
        return None
    before, after = body[: title.start()], body[title.end() :]
    corner = title.group("corner") is not None
    if not corner and not _HAS_CJK_RE.search(before) and not re.match(r"\s*[,，、]?\s*『", after):
        return None  # 'Ana Ruiz, "Title," Venue': the general reader's, unless the names or venue are East Asian
    dated = _YEAR_AFTER_NAMES_RE.search(before)  # "山本健太（2020）「…」"
    stated = _STATUS_AFTER_NAMES_RE.search(before)  # "山本健太（印刷中）「…」": a status in the year's place
    authors = _names(before[: (dated or stated).start()] if dated or stated else before)
    if authors is None:
        return None
    journal = _JOURNAL_RE.match(after)
    if journal:
        name, tail = journal.group("double") or journal.group("corner"), after[journal.end() :]
    else:
        plain = _PLAIN_JOURNAL_RE.match(_strip_markup(after))
        if plain is None:
            return None
        name, tail = plain.group("journal"), _strip_markup(after)[plain.end() :]
    years = re.findall(rf"(?<!\d)({_YEAR})(?!\d)", tail)
    year = years[-1] if years else (leading or dated).group("year") if (leading or dated) else ""
    paper_title = (title.group("corner") or title.group("quoted")).strip()
    return StyleRead(
        authors,
        paper_title,
        f"{_strip_markup(name).strip()} {year}".strip(),
        kind="journal" if journal and _VOLUME_RE.search(tail) else None,
        status=status_in(stated.group("status")) if stated else _status(tail),
    )


_UNDERLINED_RE = lazy_re.compile(r"<u>([^<>]{1,40})</u>", re.I)


def underline_as_owner(block: str) -> str:
    """ "<u>山本健太</u>・佐藤花子「…」": a Japanese or Korean list underlines its owner (elsewhere an
    underline marks a trainee, and goes), so it is read as the bold other lists mark the owner with."""
    if not re.search(r"[「『]", block) and not _HAS_CJK_RE.search(block[:200]):
        return block
    return _UNDERLINED_RE.sub(r"**\1**", block)


_CJK_NAME = rf"(?:[○◎]\s*)?(?:\*\*)?[{_CJK}]{{1,6}}(?:\s[{_CJK}]{{1,6}})?(?:\*\*)?\s*[*†]?"
# SIST 02 (Japan's standard): "山本健太, 佐藤花子. 格子のスピン波. 日本物理学会誌. 2020, 75(3), p.120-128.",
# and APA in Korean: "김민수, 이지은 (2020). 격자 스핀파의 이론. 한국물리학회지, 12(3), 120-128."
_SENTENCES_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_CJK_NAME}(?:\s*[,，、・]\s*{_CJK_NAME}){{0,40}}(?:\s*[,，、]?\s*(?:他|ほか|외|등))?)\s*"
    rf"(?:[(（](?P<year>{_YEAR})[a-z]?[)）])?\s*[.．。:：]\s*(?P<title>[^.．。]{{2,300}}?)\s*[.．。]\s*"
    r"(?P<journal>[^.．。,，\d][^.．。,，]{0,120}?)\s*(?P<stop>[.．。,，])\s*(?P<rest>.*)$"
)


def read_east_asian_sentences(text: str) -> StyleRead | None:
    """A reference of Japanese or Korean names whose title and journal are sentences of their own;
    the Chinese "软件学报, 2023" (no year after the names, a comma after the journal) is entry.py's."""
    match = _SENTENCES_RE.match(_strip_markup(text) if "[" in text else text)
    if match is None or re.search(r"\[[A-Z/]{1,5}\]", text):
        return None  # GB/T 7714's "[J]": national.py and entry.py read it
    if not match.group("year") and match.group("stop") in ",，":
        return None
    years = re.findall(rf"(?<!\d)({_YEAR})(?!\d)", match.group("rest"))
    year = match.group("year") or (years[0] if years else "")
    authors = _names(match.group("authors"))
    if not year or authors is None:
        return None
    return StyleRead(
        authors,
        match.group("title").strip(),
        f"{match.group('journal').strip()} {year}",
        kind="journal" if _VOLUME_RE.search(match.group("rest")) else None,
        status=_status(match.group("rest")),
    )


# the IPSJ and IEICE style of Japanese lists, parts apart by colons and commas: "山本健太, 佐藤花子: 格子の
# スピン波, 日本物理学会誌, Vol.75, No.3, pp.120-128 (2020).", and "山本健太：格子のスピン波：日本物理学会誌，..."
_COLON_PARTS_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_CJK_NAME}(?:\s*[,，、・]\s*{_CJK_NAME}){{0,40}}(?:\s*[,，、]?\s*(?:他|ほか|외|등))?)\s*"
    r"[:：]\s*(?P<title>[^:：,，]{2,300}?)\s*[:：,，]\s*"
    r"(?P<journal>[^:：,，\d(（][^:：,，(（]{0,120}?)\s*(?P<rest>[,，(（].*)$"
)


def read_east_asian_colons(text: str) -> StyleRead | None:
    """A reference of Japanese or Korean names whose title follows a colon, and the journal a colon or
    a comma after it; the year is the last one printed after the journal."""
    match = _COLON_PARTS_RE.match(_strip_markup(text) if "[" in text else text)
    if match is None:
        return None
    years = re.findall(rf"(?<!\d)({_YEAR})(?!\d)", match.group("rest"))
    authors = _names(match.group("authors"))
    if not years or authors is None or not _VOLUME_RE.search(match.group("rest")):
        return None  # a volume or pages make sure the parts are a paper's, not a sentence's
    return StyleRead(
        authors,
        match.group("title").strip(),
        f"{match.group('journal').strip()} {years[-1]}",
        kind="journal",
        status=_status(match.group("rest")),
    )
