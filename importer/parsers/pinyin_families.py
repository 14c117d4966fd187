"""Chinese family names as pinyin spells them: a member page may write a Chinese name family first ("Zhang Tao",
as the name is said) while the papers print it given name first ("Tao Zhang", "T. Zhang"). A two-word name
whose first word is one of these may be read family first as well. Plain Python; a general vocabulary of
the commonest family names, no one's name."""

from __future__ import annotations

PINYIN_FAMILY_NAMES = frozenset(
    """
    wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he gao lin luo zheng liang xie song tang
    han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao jin
    fu zhong cui tan fan shi qiu qin xia hou bai meng xiong qiao duan lei hao kong shao mao chang gu lai qian
    yin yi dai mo kang jia gong fang zou xiang xing an liao tao niu zhai geng ou yan nie bao zhan hong wen
    ji mu dou zhuang ning che lian ke rao ruan gan ling kou bi miao huo ai guan zuo cen shang shu tu min
    """.split()
)


def is_pinyin_family_name(word: str) -> bool:
    """ "zhang", "Zhang": a common Chinese family name in pinyin (case and accents aside)."""
    return word.lower() in PINYIN_FAMILY_NAMES
