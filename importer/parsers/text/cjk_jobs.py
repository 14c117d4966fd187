"""Posts in a Chinese, Japanese or Korean CV's row: the job title and its organisation.

The title comes after its organisation, with or without a space ("南岭大学 计算机学院 副教授",
"东湖大学物理系博士后", "한빛대학교 컴퓨터공학과 조교수"), or before it, set apart ("副教授 南岭大学计算机学院",
"准教授、東都大学 理学研究科"); a Japanese fellowship named for its funder keeps the funder's name
("日本学術振興会 特別研究員（PD）、西都大学 理学部": the title, then the host).
"""

from __future__ import annotations

from .. import lazy_re

__all__ = ["CJK_TITLE", "split_cjk_post", "starts_with_cjk_title"]

_NOTE = r"(?:\s*[（(][^（）()]{1,10}[）)])?"  # "特別研究員（PD）", "研究员（博士后）"
CJK_TITLE = (
    r"(?:(?:(?:副|助理|特聘|客座|兼职|高级|首席|特任|名誉|客員)?准?(?:教授|研究员|工程师)|博士后(?:研究员)?|讲师|"
    r"助教|访问学者|(?:博士|硕士)?研究生|(?:院|所|系|主)任|(?:副)?院长|主任医师|"
    # Japanese: 准教授, 講師, 博士研究員, 特別研究員, 客員研究員, 研究助手
    r"(?:主任|上級|主席|特任|客員|特別|専任|訪問)?研究員|博士研究員|(?:専任|特任)?講師|特任助教|ポスドク|研究助手|"
    # Korean: 조교수, 부교수, 연구교수, 박사후연구원, 선임연구원, 강사
    r"(?:부|조|연구|석좌|명예|초빙|객원)?교수|(?:선임|책임|수석|전임|박사\s?후\s?)?연구원|(?:전임\s?)?강사|"
    rf"박사\s?과정|석사\s?과정){_NOTE})"
)
_CJK_CHAR = r"\u3400-\u9fff\uac00-\ud7a3"
_TRAILING_TITLE_RE = lazy_re.compile(rf"^(.*?[{_CJK_CHAR})）])[\s,，、]*({CJK_TITLE})$")
_LEADING_TITLE_RE = lazy_re.compile(rf"^({CJK_TITLE})[\s,，、]+(.*[{_CJK_CHAR}].*)$")
_FUNDED_TITLE_RE = lazy_re.compile(rf"^(.*?[{_CJK_CHAR}])\s*({CJK_TITLE})\s*[、，,]\s*(.*[{_CJK_CHAR}].*)$")


def split_cjk_post(text: str) -> tuple[str, str] | None:
    """(organisation, title) of a row naming a post in Chinese, Japanese or Korean; None for any other row."""
    trailing = _TRAILING_TITLE_RE.match(text)
    if trailing:
        return trailing.group(1).strip(" 、，,"), trailing.group(2)
    leading = _LEADING_TITLE_RE.match(text)
    if leading:
        return leading.group(2).strip(), leading.group(1)
    funded = _FUNDED_TITLE_RE.match(text)
    if funded:  # the funder's name belongs to the title, the host is the organisation
        return funded.group(3).strip(), f"{funded.group(1).strip()} {funded.group(2)}"
    return None


def starts_with_cjk_title(text: str) -> bool:
    """ "客員研究員、マックス・プランク研究所": a row led by a post, its organisation after it."""
    return bool(_LEADING_TITLE_RE.match(text))


# A Japanese or Chinese career told by the month each post began ("2013年4月　西原大学 工学部 助教"),
# the last "to the present" ("（現在に至る）", "至今"): each post lasted until the next began.
_MONTH_ROW_RE = lazy_re.compile(
    r"^(\s*(?:[-*+•]\s+)?(?:\*\*)?)((?:19|20)\d{2}\s*年\s*\d{1,2}\s*月)(?:\*\*)?(?![\s\u3000]*[-–—~～至])"
)
_NOW_RE = lazy_re.compile(r"現在|至今|现在|현재")


def month_rows_as_ranges(lines: list[str]) -> list[str]:
    """Rows each dated by the month a post began, as ranges: "2013年4月 X" over "2021年4月 Y（現在に至る）" ->
    "2013年4月～2021年4月 X", "2021年4月～現在 Y（現在に至る）". Other lines, and sections holding fewer than
    two such rows, are left as they are."""
    dated = [(index, found) for index, line in enumerate(lines) if (found := _MONTH_ROW_RE.match(line))]
    if len(dated) < 2:
        return lines
    out = list(lines)
    for position, (index, found) in enumerate(dated):
        rest = lines[index][found.end() :]
        if position + 1 < len(dated):
            end = dated[position + 1][1].group(2)
        elif _NOW_RE.search(rest):
            end = "現在"
        else:
            continue
        out[index] = f"{found.group(1)}{found.group(2)}～{end}{rest}"
    return out
