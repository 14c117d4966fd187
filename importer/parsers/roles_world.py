"""Job titles of the Japanese, Korean, Russian, Polish, Turkish and Dutch CVs, and the role each names
(importer.parsers.roles reads them with its own, earliest and longest title first).

Japanese: 准教授 (associate professor), 助教 and 講師 (assistant professor, lecturer), 博士研究員 and
特別研究員 (PD) (postdoc), 客員研究員 (visiting researcher). Korean: 조교수 / 부교수 / 교수, 박사후연구원,
박사과정. Russian: профессор, доцент, научный сотрудник, аспирант. Polish: adiunkt, doktorant, kierownik
zespołu. Turkish: Doçent, Dr. Öğretim Üyesi, doktora öğrencisi, araştırma görevlisi. Dutch: hoogleraar,
universitair docent, promovendus.
"""

from __future__ import annotations

import re

from . import lazy_re

_PROFESSOR = "professor"  # roles.py's: pi or faculty, decided by who runs the group
_NO_ROLE = ""  # roles.py's: assistants name no role, the degree they study for does

WORLD_TITLES: list[tuple[str, re.Pattern]] = [
    (
        "visitor",
        lazy_re.compile(
            r"客員(?:研究員|准?教授)|訪問研究員|방문\s?(?:연구원|교수|학자)|초빙\s?교수|객원\s?(?:연구원|교수)|"
            r"\bприглаш[её]нн\w+\s+(?:исследовател|профессор)\w*|\bgast(?:onderzoeker|hoogleraar)\b|"
            r"\bmisafir\s+(?:araştırmacı|öğretim\s+üyesi)\b",
            re.I,
        ),
    ),
    (
        "pi",
        lazy_re.compile(
            r"研究室(?:長|主宰)|(?:グループ|チーム|ユニット)リーダー|연구실장|연구책임자|"
            r"\bзаведующ\w+\s+(?:лабораторией|отделом|сектором)\b|\bруководител\w+\s+(?:лаборатории|группы)\b|"
            r"\bkierownik\w*\s+(?:zespołu|grupy|laboratorium|pracowni)\b|\bgroepsleider\b|"
            r"\b(?:laboratuvar|grup)\s+(?:başkanı|lideri|sorumlusu)\b",
            re.I,
        ),
    ),
    (
        "postdoc",
        lazy_re.compile(
            r"博士研究員|ポスドク|ポストドクター|特別研究員\s*[（(]\s*PD\s*[）)]|박사\s?후\s?연구원|포닥|"
            r"\bпостдок\w*|\bdoktora\s+sonrası\s+araştırmacı\w*",
            re.I,
        ),
    ),
    (
        "phd",
        lazy_re.compile(
            r"博士(?:後期)?課程(?:学生|在学)?|박사\s?과정(?:생)?|\bаспирант\w*|\bdoktorant(?:ka|ki|ów)?\b|"
            r"\bdoktora\s+öğrencisi\b|\bpromovend(?:us|a|i)\b|(?-i:\b[AO]IO\b)",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"修士課程(?:学生)?|博士前期課程|석사\s?과정(?:생)?|\bмагистрант\w*|\by[üu]ksek\s+lisans\s+öğrencisi\b",
            re.I,
        ),
    ),
    (
        "undergrad",
        lazy_re.compile(
            r"学部生|학부\s?(?:연구)?생|\bстудент\w*|\blisans\s+öğrencisi\b|"
            # Brazil's and Spain's research grants for undergraduates, and their students "of graduação" (a degree)
            r"\binicia[çc](?:ão|ao|ión|ion)\s+cient[íi]fica\b|\b(?:estudantes?|alunos?|alunas?)\s+de\s+gradua[çc][ãa]o\b|"
            r"\bgraduand[oa]s?\b",
            re.I,
        ),
    ),
    (
        _PROFESSOR,
        lazy_re.compile(
            r"(?:特任|名誉)?准?教授|(?:부|조|정|연구|석좌|명예)?교수|\bпрофессор\w*|\bprofesör\b|\bdoçent\b|"
            r"\b(?:bijzonder\s+)?hoogleraar\b",
            re.I,
        ),
    ),
    (
        "faculty",
        lazy_re.compile(
            r"(?:特任)?助教(?!授)|(?:専任|特任)?講師|전임\s?강사|강사|\bдоцент\w*|\b(?:старш\w+\s+)?преподавател\w*|"
            r"\badiunkt\w*|\b(?:starszy\s+)?wykładowca\b|\bdr\.?\s+öğretim\s+üyesi\b|\böğretim\s+(?:üyesi|görevlisi)\b|"
            r"\buniversitair\s+(?:hoofd)?docent\b|\bdocent\b",
            re.I,
        ),
    ),
    (
        _NO_ROLE,
        lazy_re.compile(
            r"研究(?:助手|補助員)|リサーチ・?アシスタント|ティーチング・?アシスタント|조교(?!수)|인턴|연구\s?보조원|"
            r"\baraştırma\s+görevlisi\b|\bstażyst\w*",
            re.I,
        ),
    ),
    (
        "researcher",
        lazy_re.compile(
            r"(?:主任|上級|主席|専任|特任)?研究員|(?:선임|책임|수석|전임|주임)?\s?연구원|"
            r"\b(?:(?:младш|старш|ведущ|главн)\w+\s+)?научн\w+\s+сотрудни\w+|\bисследовател\w*|"
            r"\bbadacz\w*|\bpracownik\s+naukowy\b|\baraştırmacı\b|\bonderzoeker\b",
            re.I,
        ),
    ),
    ("staff", lazy_re.compile(r"技術(?:職員|補佐員|員)|\bинженер\w*|\blaborant\w*|\banalist\b", re.I)),
]

# The same titles as a CV's row prints them, for the readers of rows (text/experience.py): a row led by one
# ("старший научный сотрудник, Институт ...", "Dr. Öğretim Üyesi, ...") names a post.
WORLD_JOB_TITLE = (
    r"(?:(?:(?:младш|старш|ведущ|главн)\w+\s+)?научн\w+\s+сотрудни\w+|профессор\w*|доцент\w*|"
    r"(?:старш\w+\s+)?преподавател\w*|аспирант\w*|постдок\w*|исследовател\w*|заведующ\w+\s+\w+|"
    r"adiunkt|asystent|doktorant(?:ka)?|stażyst(?:a|ka)|profesor\s+uczelni|(?:starszy\s+)?wykładowca|"
    r"doçent|profesör|(?:dr\.\s+)?öğretim\s+(?:üyesi|görevlisi)|araştırma\s+görevlisi|araştırmacı|"
    r"hoogleraar|universitair\s+(?:hoofd)?docent|promovendus|(?:postdoctoraal\s+)?onderzoeker)"
)

# A graduate programme named as a member's place in the lab ("Neuroscience Graduate Program", "MD/PhD Program,
# Neuroscience"): a doctoral student of that programme; a master's programme, a master's student. Oxford's
# "DPhil student" is a doctoral student too.
WORLD_TITLES += [
    (
        "phd",
        lazy_re.compile(
            # "Director of the Graduate Program", "Graduate Program Coordinator": who runs it, not a student of it
            r"(?<!\bof )(?<!\bof the )\b(?:graduate|doctoral|ph\.?\s?d\.?|md\s*/\s*ph\.?\s?d\.?)\s+"
            r"(?:training\s+)?program(?:me)?\b(?!\s+(?:coordinator|director|manager|administrator|chair|officer))",
            re.I,
        ),
    ),
    ("master", lazy_re.compile(r"\bmaster'?s\s+program(?:me)?\b", re.I)),
    ("phd", lazy_re.compile(r"\bD\.?\s?Phil\.?\s+(?:student|candidate|researcher)s?\b", re.I)),  # Oxford's doctorate
]

# The doctorate itself given as a member's role ("role: Doctorado", "Doutorado", "Doctorate"): the degree they study
# for, so a doctoral student, only when it is the whole title; "Doctorado en Física, 2012" is a degree an education
# section reads, and the Dutch "doctoraal" (and its "doctorandus") is the old master's-level degree, not a doctorate.
WORLD_TITLES += [
    (
        "phd",
        lazy_re.compile(
            r"^\s*(?:doctorate|doctorado|doutorado|dottorato|doctorat|doktorat)\s*$|"
            r"\bdoctorate\s+(?:student|candidate|researcher)s?\b",
            re.I,
        ),
    ),
]

# A credential printed after a title ("Lecturer, PhD", "Associate Professor, Ph.D.", "Staff Scientist, PhD, MPH"):
# the degree the person holds, not the one they study for, so the title before it says the role.
_CREDENTIAL_TAIL_RE = lazy_re.compile(
    r"(?:\s*,\s*(?:Ph\.?\s?D\.?|D\.?\s?Phil\.?|M\.?\s?D\.?|M\.?P\.?H\.?|Dr\.?(?:\s?(?:rer|phil|med|ing)\.?)?))+\s*$",
    re.I,
)


def without_credential(label: str) -> str:
    """`label` without the credentials printed after its title; a bare credential ("Ph.D.") is left as it is
    (roles.role_from_group reads what is left when it names a role itself)."""
    bare = _CREDENTIAL_TAIL_RE.sub("", label or "")
    return bare if bare.strip() else label or ""


# Trainees named by their post or their school rather than their degree: a lab's "GRA" or "GTA" is a graduate
# student, as its group of "Graduate Research Assistants" is (roles._GROUPS; spelled out on a CV, the title names
# no role and the degree studied for does), and so is a medical student doing research in a lab (an MD or MD/PhD
# student): the vocabulary has one graduate-student role. A rotation student spends a few weeks in the lab before
# choosing one, as a visitor does.
WORLD_TITLES += [
    (
        "phd",
        lazy_re.compile(
            r"(?-i:\bG[RT]As?\b)|"
            r"\b(?:M\.?D\.?|medical)\s+students?\b",
            re.I,
        ),
    ),
    (
        "visitor",
        lazy_re.compile(
            r"\brotation(?:al)?\s+students?\b|\brotating\s+(?:graduate\s+|ph\.?\s?d\.?\s+)?students?\b", re.I
        ),
    ),
]
