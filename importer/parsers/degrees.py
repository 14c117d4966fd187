"""Degrees as CVs print them: one vocabulary for every format (phd, master, bachelor, other).

>>> degree_level("Ph.D. in Computer Science"), degree_level("B.A.Sc."), degree_level("BS")
('phd', 'bachelor', 'bachelor')
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import lazy_re

__all__ = ["QUALIFIER_RE", "degree_level", "degree_matches", "diploma_level"]

DEGREES = [
    (
        "phd",
        lazy_re.compile(
            r"\bPh\.?\s?D\b\.?|\bP\.h\.D\b\.?|\bDoctor(?:ate| of Philosophy| of Science| of Engineering)\b|\bD\.?Phil\b|\bDoctoral\b"
            # 博士 but not a postdoc (博士后, 博士研究員) nor the first, master's part of a Japanese doctoral course (博士前期課程)
            r"|博士(?!后|前期|研究員|研究员)",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"\b(?:M\.\s?A\.\s?Sc\.?|MASc|M\.\s?S\.?c?|MSc|M\.?S\.?E\.?|MS|M\.\s?Eng\.?|MEng|M\.?Phil\.?|M\.\s?A\.|MBA|M\.\s?E\.|"
            r"M\.\s?Arch\.?|M\.?P\.?H\.?|M\.?Res\.?|MSci|MChem|MPhys|MMath|M\.\s?(?:Sci|Chem|Phys|Math)\.?|LL\.?M\.?|M\.Ed\.?|M\.?F\.?A\.?|M\.?S\.?W\.?|"
            r"M\.?\s?Tech\.?|S\.M\.|Master(?:['’]s|s)?)(?=[\s,.;:)]|$)|硕士|"
            # "MA" only in capitals and before a comma or "in": "MA, Medieval Studies" ("Boston, MA" is a state)
            r"(?<!, )\b(?-i:MA)(?=\s*,|\s+(?:in|of)\b)",
            re.I,
        ),
    ),
    (
        "bachelor",
        lazy_re.compile(
            r"\b(?:B\.\s?A\.\s?Sc\.?|BASc|B\.\s?S\.?c?|BSc|BS|B\.\s?E\.?|BE|B\.\s?Eng\.?|BEng|B\.\s?A\.|BA|B\.?\s?Tech\.?|"
            r"B\.\s?Arch\.?|B\.?\s?Comm?\.?|LL\.?B\.?|B\.Ed\.?|B\.?F\.?A\.?|B\.?B\.?A\.?|B\.?\s?Pharm\.?|"
            r"S\.B\.|Bachelor(?:['’]s|s)?|Undergraduate)(?=[\s,.;:)]|$)|学士|本科",
            re.I,
        ),
    ),
    # German and Swiss doctorates by their own names, when no "Ph.D." stands beside them.
    ("phd", lazy_re.compile(r"\bDr\.?\s?(?:rer|phil|sc|ing)\.|\bD\.\s?Sc\b", re.I)),
    # The degrees of the other languages CVs are written in, by their general names: the doctorate
    # (Promotion, doctorat, doctorado, doutorado, dottorato), the master's (Diplom, Magister, máster,
    # maestría, mestrado, laurea magistrale) and the first degree (licence, licenciatura, grado,
    # bacharelado, laurea triennale).
    (
        "phd",
        lazy_re.compile(
            r"\b(?:Promotion|Doktorat|Doktorgrad|Doctorat|Doctorado|Doutorado|Doutoramento|Dottorato)\b|"
            r"\bDoktor\s+(?:der|in|rerum)\b|\bTh[èe]se de doctorat\b|"
            # the Latin name on a German diploma ("Doctor rerum naturalium"); "Doktorandin" is a post, no degree
            r"\bDo[ck]tor\s+(?:rerum|philosophiae|scientiarum|technicae)\b|"
            # the holder's title: "Doctora en Química", "Doutor em Física", "Dottore di ricerca"
            r"\bDoct(?:or|ora)\s+en\b|\bDocteur\s+(?:en|de|ès)\b|\bDout(?:or|ora)\s+em\b|\bDottor(?:e|essa)\s+di\s+ricerca\b|"
            # the German medical doctorate, by its title
            r"\bDr\.\s?med\.",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"\b(?:Studia\s+)?(?:Diplom(?!a\b|atura)|Mag[íi]ster|M[áa]ster|Maestr[íi]a|Mestrado|Laurea\s+(?:magistrale|specialistica))\w*|"
            # the Italian degree of before the reform, four or five years: the law holds it equal to the laurea magistrale
            r"\bLaurea\s+(?:quinquennale|quadriennale|\(?vecchio\s+ordinamento)|"
            r"\bDipl\.-|\bMestre\s+em\b|\bMagister\s+en\b|\bMaestr[oa]\s+en\b|"  # "Maestro en Metalurgia"
            # the French fourth and fifth years (maîtrise, DEA, DESS) and the German state examination
            r"\bMa[îi]trise\b|\b(?-i:DEA|DESS)\b|\b(?:Erstes\s+|Zweites\s+)?Staatsexamen\b",
            re.I,
        ),
    ),
    (
        "bachelor",
        lazy_re.compile(
            # the first medical degree of British and Commonwealth schools: MBChB, MBBS, BMBCh, MB BCh
            r"\bMB\s?Ch\s?B\b|\bMBBCh\b|\bBMBCh\b|\bMB\s?BS\b|\bMB\s?BCh(?:\s?BAO)?\b|"
            r"\b(?:Licence|Licenciatura|Bacharelado|Diplomatura|Grado\s+en|Laurea\s+triennale|Laurea\s+di\s+primo\s+livello|"
            r"Bakkalaureus)\b|"
            # a bare "Laurea in Fisica": the first cycle of three years (the master's names itself magistrale), not
            # a course of study ("corso di laurea in Fisica")
            r"(?<!corso di )(?<!corsi di )\bLaurea\b(?!\s+(?:magistrale|specialistica|honoris))|\bLicenciad[oa]\s+en\b|\bGraduad[oa]\s+en\b|\bBacharel\s+em\b|"
            r"\bGradua[çc][ãa]o\s+(?:em|\()",
            re.I,
        ),
    ),
    # Korean, Japanese, Russian, Polish, Turkish and Dutch degrees by their general names: 박사 / кандидат наук /
    # doktor / doktora / gepromoveerd; 석사 / 修士 / магистр / magister / yüksek lisans; 학사 / бакалавр /
    # licencjat / studia inżynierskie / lisans. A Russian specialist's diploma (five years) stands with the master's.
    # ("специалист" and "inżynier" are job titles too: a specialist only leading a row is the degree.)
    (
        "phd",
        lazy_re.compile(
            r"박사(?!후)|\b(?:кандидат|доктор)\w*\s+(?:[\w-]+\s+){0,2}наук\b|\bаспирантур\w*|"
            r"\bDoktora\b|\bDoctoraat\b|\bPromotie\b|\bGepromoveerd\b|\bdoktor\s+nauk\b|\bstopie[ńn]\s+doktora\b|\bstudia\s+doktoranckie\b",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"석사|修士|博士前期|\bмагистр\w*|\bдиплом\w*\s+специалиста\b|^\W*Специалист\b|\bспециалитет\w*|(?:\bstudia\s+)?\bmagistersk\w*|\bmgr\b\.?|"
            r"\bY[üu]ksek\s+Lisans\b|\bDoctoraal\b",
            re.I,
        ),
    ),
    (
        "bachelor",
        lazy_re.compile(
            # a Japanese CV's "工学部 機械工学科 卒業", "東山大学 卒業": graduated from a faculty or university
            r"(?:学部|(?<=大学))[\s\u3000]*(?:[\u3400-\u9fff]+[\s\u3000]*){0,2}卒業|"
            # ... or studied at one ("東山大学 工学部 情報工学科", not its dean: 学部長)
            r"[\u3400-\u9fff]学部(?!長)|"
            r"학사|\bбакалав\w*|\blicencjat\w*|\btytu[łl]\s+(?:zawodowy\s+)?in[żz]yniera\b|\bstudia\s+in[żz]ynierskie\b|"
            r"(?<!Yüksek )(?<!Yuksek )(?<!Ön )\bLisans\b(?!\s*üstü)",
            re.I,
        ),
    ),
    # Degrees of no level above: professional doctorates and diplomas ("2008 M.D., Lakeview University",
    # "Diploma in Computer Science"); a state after a town ("Baltimore, MD") is none.
    (
        "other",
        lazy_re.compile(
            r"\bM\.\s?D\.|(?<!, )\bMD\b|\bD\.?V\.?M\b\.?|\bPharm\.?\s?D\b\.?|\bJ\.D\.|\bDiploma\b|"
            # ... and spelt out: "Doctor of Medicine", "Doctor of Dental Surgery", "Juris Doctor"
            r"\bDoctor\s+of\s+(?:(?:Veterinary|Osteopathic|Dental)\s+)?(?:Medicine|Pharmacy|Dental\s+Surgery|Optometry|Nursing\s+Practice)\b|"
            r"\bJuris\s+Doctor\b|"
            # the qualifications after the doctorate in German and French academia
            r"\bHabilitation\b|\bAgrégation\b|\bHDR\b",
            re.I,
        ),
    ),
]
# "BA (Hons) History", "BSc (Agr. & For.) Forestry": a qualifier in brackets, then the subject.
QUALIFIER_RE = lazy_re.compile(r"\s*\((?:Hons?\.?|Honours|Honors|[^()]{1,20}\.[^()]{0,20})\)(?=\s+[A-Z])")
_FIRST_WORD_DEGREE_TAIL_RE = lazy_re.compile(
    r"\s*,|\s+(?:summa|magna|cum\s+laude|with\s+(?:high\s+|first\s+class\s+)?hono)", re.I
)
_BACHELOR_WORD_RE = lazy_re.compile(r"\bbachelor(?:['’]s|s)?\b|\bundergraduate\b", re.I)


def degree_matches(text: str, *, whole_value: bool = False) -> Iterator[tuple[str, re.Match]]:
    """(level, match) of each degree vocabulary that names a degree in `text`, highest degree first.

    In running text a bare "BS", "BA" or "BE" needs "in ..." or "of ..." after it ("BE in EE"); in a
    field that holds only the degree (`whole_value`, a YAML or JSON Resume value) it is one by itself.
    """
    for level, pattern in DEGREES:
        match = pattern.search(text)
        if not match:
            continue
        if (
            level == "bachelor"
            and not whole_value
            and not _BACHELOR_WORD_RE.search(match.group(0))
            and len(match.group(0)) <= 2
            and match.group(0).isascii()  # 学士 is a degree by itself
            and not re.search(r"\b(?:in|of)\b", text[match.end() : match.end() + 5])
            and not QUALIFIER_RE.match(text, match.end())
            # "BA, History, X College" / "2001 BA summa cum laude": the first word of an entry, before a comma
            # or the honours it was passed with, is its degree
            and not (
                re.fullmatch(r"[\s\d*•·|/.–—-]*", text[: match.start()])
                and _FIRST_WORD_DEGREE_TAIL_RE.match(text, match.end())
            )
        ):
            continue
        yield level, match


def degree_level(text: str | None, *, whole_value: bool = True) -> str:
    """phd, master, bachelor or other: the highest degree `text` names."""
    return next((level for level, _ in degree_matches(text or "", whole_value=whole_value)), "other")


# "Diploma in Physics", "Diploma (Dipl.-Biol.)", "University Diploma in Chemistry": the first degree of German,
# Austrian, Swiss, Nordic, Central and Eastern European and Greek universities, of five years or so, which
# stands with the master's; a high school's, a postgraduate or a teaching diploma does not
_DIPLOMA_TITLE_RE = lazy_re.compile(
    r"^\W*(?:University\s+)?Diploma(?:\s+degree)?(?:\s*\(Dipl\.[^)]*\))?"
    r"(?:\s+(?:in|of)\s+(?!(?:Higher\s+)?Education\b|Teaching\b)[^\W\d]|\s*$|\s*[(,])",
    re.I,
)
_DIPLOMA_PLACE_RE = lazy_re.compile(
    r"\b(?:Germany|Deutschland|Austria|Österreich|Switzerland|Schweiz|Suisse|Russia|Ukraine|Belarus|Poland|"
    r"Czech\w*|Slovakia|Hungary|Greece|Serbia|Croatia|Slovenia|Bulgaria|Romania|Finland|Latvia|Lithuania|Estonia)\b|"
    r"Universität|Hochschule|\bTechnische\b|\bUni\s|\bTU\b|Universitet|Uniwersytet|"
    r"Politechnika|Univerzit|Egyetem|Universitatea|Πανεπιστήμιο|Университет|университет|\bDipl\.|"
    # a German doctorate among the degrees: the diploma before it was a German one
    r"\bDr\.\s?(?:rer|phil|sc|med)\.|\bDr\.-Ing\b|\bPromotion\b",
)


def diploma_level(title: str, row: str, start: int | None = None, end: int | None = None) -> str | None:
    """ "master" for a university's long diploma, told by its place (in `row`) or its five years or so of study;
    None when `title` is no such diploma or nothing tells."""
    if not _DIPLOMA_TITLE_RE.match(title):
        return None
    long_study = start is not None and end is not None and end - start >= 4
    return "master" if long_study or _DIPLOMA_PLACE_RE.search(row) else None
