"""Dates, institutions and degrees as CVs print them."""

from __future__ import annotations

import re

from ..countries import COUNTRY
from ..dates import MONTH, SEASON, date_range, strip_dates
from ..dates import YEAR_RE as _YEAR_RE
from ..degree_notes import without_bracketed_place
from ..degrees import QUALIFIER_RE, degree_matches
from .world_institutions import WORLD_INSTITUTION_RES

# --- dates, institutions, degrees --------------------------------------------------------

_INSTITUTION_NOUN = (
    # misspellings count, and are kept as printed: "Univeristy of Edinburgh", "Insitute of ..."
    r"(?:University|Univ\.|Universit[àäé]t?|Universidad|Università|Uni?v[a-z]{4,8}(?:ty|iy|yt)|Institute|Insitute|Institue|"
    r"Instiute|College|Academy|Polytechnic|"
    r"Institutet|Universitet(?:et)?|Högskolan|Høgskole|"  # Nordic names end in the noun: "Karolinska Institutet"
    r"School|Laboratory|Laboratories|Lab|Labs|Center|Centre|Hospital|Clinic|Klinikum|Museum|Observatory)"
)
# An institution known by its initials and its town, as a whole item of a list: "Postdoc, UT Austin",
# "Senior Researcher, Fjord Institute, ETH Zurich". Words, not a list of names: any "XYZ Town" qualifies.
# German rows name it after "an der": "Studium Master Informatik an der TU Marlow mit Nebenfach Physik".
_INITIALS_PLACE_RE = re.compile(
    r"(?:^|[,;|·–—]\s*|\bat\s+|\ban\s+der\s+)([A-Z]{2,5}\s+[A-Z][a-zà-ÿ]+)(?=\s*(?:[,;|·(]|$)|\s+mit\s)"
)
_NOUN_ALONE_RE = re.compile(_INSTITUTION_NOUN)
_INSTITUTION_RE = re.compile(
    # "University College Dublin": the town named after the two nouns belongs to the name
    # ... and so do the lower-case particles of a town's name before the noun: "Vila do Mar State University"
    rf"((?:[A-Z][\w.&'’-]*\s+(?:(?:de|do|da|del|di|du|von|van|der)\s+"
    rf"(?=[A-Z][\w.&'’-]*\s+(?!{_INSTITUTION_NOUN})[A-Z]))?){{0,6}}{_INSTITUTION_NOUN}(?:(?<=\.)|\b)"
    rf"(?:(?<=University College)\s+[A-Z][a-z][\w'’-]*)?"
    # the town after a named university, ending the name: "Albrecht-Ulrichs University Wellbrück, 2010"
    rf"(?:(?<=[a-z] University)\s+(?!Press\b|Hospital\b|Library\b)[A-Z][a-zà-ÿ]{{2,}}(?=\s*(?:[,;()]|$|\s(?:19|20)\d\d)))?"
    rf"(?:,?\s+(?:of|at|in|for)\s+(?:the\s+)?[A-Z][\w.&'’–-]*"
    rf"(?:\s+(?:and|&|of|for|de|do|da|del|di|du)?\s*[A-Z][\w.&'’–-]*){{0,6}})?"
    # a campus of a university system: "University of California at Riverside", "... at Lakeview"
    rf"(?:\s+at\s+[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){{0,3}})?(?:\s*\([A-Z][\w&.-]*\))?)"
)
# "Universidad Politécnica de Madrid", "Università degli Studi di Milano": the name follows the noun.
_ROMANCE_NAME_AFTER_NOUN = (
    r"(?![\w'’])"
    # lower-case words right after the noun belong to the name: "École normale supérieure de Lyon",
    # "École d'économie de Toulouse", "Istituto nazionale di fisica"
    r"(?:\s+(?:d['’][a-zà-ÿ][\w'’-]*|d[eiu]|des|(?!(?:desde|depuis|donde|dove|onde|para|pour|avec|como|come|since|where|"
    r"with|dans|entre|sobre|sous|durante|pendant)\b)[a-zà-ÿ][\w'’-]{3,})){0,3}"
    r"(?:\s+(?:[A-Z][\w'’.–-]*|\d{1,2}|d[eiou]|del|della|degli|des|da|dos|das|la|"
    r"las|los|y|e|i|d['’][A-Z][\w'’-]*)(?![\w'’]))+(?<=[\w.]))"
)
_ROMANCE_INSTITUTION_RE = re.compile(
    r"((?:Universidad|Universidade|Università|Université|Universitat|Universitatea|Instituto|Istituto|Institut|"
    r"Politecnico|Politécnica|École|Escuela|Escola)" + _ROMANCE_NAME_AFTER_NOUN
)
# A faculty, hospital or foundation named on its own ("MD, Faculdade de Medicina de Serra Alta"): the
# institution only when no university or institute is named beside it (then it is a unit of that one)
_ROMANCE_FACULTY_RE = re.compile(
    r"((?:Faculdade|Facultad|Faculté|Facoltà|Fundação|Fundación|Fondazione|Hospital|Hôpital|Ospedale|Centro|"
    r"Colegio|Colégio)" + _ROMANCE_NAME_AFTER_NOUN
)
# A Spanish, Italian or Portuguese university's name after the English noun: "University Pablo de Olavide",
# "University Carlos III de Madrid". Only with the particle, since "University Lecturer" is a post.
_ENGLISH_NOUN_ROMANCE_NAME_RE = re.compile(
    r"(University\s+(?:[A-Z][\w'’.-]*\s+){1,3}(?:de|del|di|da|do|dos|das|degli|della)\s+[A-Z][\w'’-]*)"
)
_CJK_INSTITUTION_RE = re.compile(
    r"([\u4e00-\u9fff]{2,16}?(?:大学|学院|研究院|研究所|科学院|实验室|公司|集团)(?:大学)?)"
)
# The words of a sentence before a Han name are not part of it: "我目前是东湖大学…", "本科毕业于西江大学".
_CJK_BEFORE_NAME_RE = re.compile(r"^.*(?:我|目前|现在|现任|现为|任职于|就职于|就读于|毕业于|来自|是|在|于)(?=.{2})")
_SMALL_UNIT_RE = re.compile(
    r"\b(?:Lab|Labs|Laboratory|Group|Center|Centre|School|Team)$|"
    r"^(?!.*\bUniversit).*\b(?:School|Department|Dept\.?|Faculty|Division)\s+(?:of|for)\b|"
    r"^(?:School|Department|Dept\.?|Faculty|Division|Institute|Inst\.|Center|Centre|Laboratory|Lab)\s+(?:of|for)\b|"
    # the same units in the other CV languages: "Institut für ...", "Departamento de ...", "Laboratoire d'..."
    r"^(?:Institut|Lehrstuhl|Fachbereich|Fakultät|Abteilung|Arbeitsgruppe|Département|Laboratoire|Departamento|"
    r"Laboratorio|Laboratório|Dipartimento|Facultad|Faculdade|Facoltà)\s+(?:für|de|des|du|di|del|do|da|d['’])"
)
# "Technische Universität Dresden", "Universität Leipzig", "Hochschule für Technik Rapperswil", and the
# Dutch, Nordic and Polish nouns in the same order: "Universiteit van Amsterdam", "Rijksuniversiteit
# Groningen", "Uniwersytet Jagielloński"
_GERMAN_INSTITUTION_RE = re.compile(
    r"((?:[A-Z][\w-]*\s+){0,2}(?:[A-Z]\w*-)*(?:Universität|Hochschule|Institut|Klinikum|Zentrum|Forschungszentrum|Akademie|"
    r"Universiteit|Rijksuniversiteit|Hogeschool|Universitet|Uniwersytet|Politechnika)"
    r"(?:\s+(?:[A-Z][\w'’.-]*|zu|für|der|des|van|voor)(?![\w'’]))+)"
)
# A university or institute written short, its name after the noun: "Univ. of Lakehaven", "Univ. Brackwater",
# "Uni Kestrelburg", "Inst. of Inland Waters", "Tech. Univ. of Nordmark" ("TU Marlow" is initials and a town).
_ABBREVIATED_INSTITUTION_RE = re.compile(
    r"((?:[A-Z][\w.&'’-]*\s+){0,3}(?<![\w.])(?:Univ\.|Univ(?=\s)|Uni(?=\s)|Inst\.)"
    r"(?:\s+(?:of|for|at|zu|de|di)(?:\s+the)?)?"
    r"(?:\s+[A-Z][\w'’-]*(?:\s+(?:and|&|of|for|on)\s+[A-Z][\w'’-]*)?){1,4}"
    r"(?:\s+at\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})?)"  # a campus: "Univ. of California at Lakeview"
)
# What ends a degree's title: punctuation, a column gap, a date, or the next field.
_DEGREE_END_RE = re.compile(
    r"[,;\t(、，（]|(?<=[^\W\d_]{3})\.\s+(?=[^\W\d_a-z])|\s(?:Related|GPA|Advisor|Adviser|Supervisor|Thesis|Overall|Rank)\b|\s[-–—|·]\s|\s{2,}"
    # German rows go on with the place, the advisor or the thesis: "Master Informatik an der TU Marlow",
    # "Promotion bei Prof. Dr. X", "Bachelor of Science mit der Arbeit: ..."
    r"|\s(?=(?:an der|am|bei|mit der Arbeit)\s)"
    # ... and French and Italian rows with the place: "DEA d'Astrophysique à l'Université X", "Laurea presso
    # l'Università Y" (not "Habilitation à diriger des recherches")
    r"|\s(?=(?:à|au|presso)\s+(?:l['’]|la\s|[A-ZÉÈ]))"
    r"|\s(?=(?:19|20)\d\d\b)|\s(?=(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d)"
)


# "B.S., summa cum laude", "BSc, First Class Honours": how the degree was passed, not its field
_HONOURS_RE = re.compile(r"\b(?:cum laude|honou?rs|distinction|first class|with merit|mention)\b", re.I)
_FIELD_AFTER_DEGREE_RE = re.compile(r"[^\W\d_a-z][\w&-]*(?:\s+(?:and|&|[^\W\d_a-z][\w&-]*)){0,4}")
_NOT_A_FIELD_RE = re.compile(
    r"\b(?:Candidate|Student|Program|Programme|Thesis|Degree|Course|Expected|Honou?rs)\b", re.I
)
_LOWER_TAIL_RE = re.compile(r"(?:\s+(?:d['’])?[a-zà-ÿ][\w'’-]*)+$")
_SENTENCE_STOP_RE = re.compile(r"(?<=[^\W\d_]{3})(?<!Univ)(?<!Inst)(?<!Tech)(?<!Natl)\.\s+(?=[^\W\d_a-z])")
_NAME_STOP_RE = re.compile(r"\s+(?:Pursuing|Ph\.?D|Bachelor|Master|B\.S|M\.S|Undergraduate|Department|School of)\b")
_UNIT_WORD_RE = re.compile(r"\s(?:Department|School of)\b")


def year_range(text: str) -> tuple[int | None, int | None, bool] | None:
    """(start, end, ongoing) from "Sep 2019 – Present", "2017 - 2021"; None when absent."""
    return date_range(text)


def find_institution(text: str, *, prefer_university: bool = False) -> str:
    """The first institution named in `text` ("Universidad Politécnica de Madrid", "Peking University").

    With prefer_university, "Harbor Lab, Eastbrook University" gives the university, not the lab.
    """
    found_by = (
        _ROMANCE_INSTITUTION_RE.search(text),
        _ENGLISH_NOUN_ROMANCE_NAME_RE.search(text),
        _INSTITUTION_RE.search(text),
        _GERMAN_INSTITUTION_RE.search(text),
        _CJK_INSTITUTION_RE.search(text),
        _INITIALS_PLACE_RE.search(text),
        _ABBREVIATED_INSTITUTION_RE.search(text),
        *(pattern.search(text) for pattern in WORLD_INSTITUTION_RES),
    )
    # the noun alone ("Profesora de Universidad") names no institution
    matches = [m for m in found_by if m and not _NOUN_ALONE_RE.fullmatch(m.group(1))]
    if not matches:
        faculty = _ROMANCE_FACULTY_RE.search(text)
        if not faculty or " " not in _LOWER_TAIL_RE.sub("", faculty.group(1)):
            return ""
        matches = [faculty]
    match = min(matches, key=lambda m: (m.start(1), -len(m.group(1))))
    if prefer_university and _SMALL_UNIT_RE.search(match.group(1)):
        bigger = [
            m
            for pattern in (
                _INSTITUTION_RE,
                _ROMANCE_INSTITUTION_RE,
                _GERMAN_INSTITUTION_RE,
                _INITIALS_PLACE_RE,
                _ABBREVIATED_INSTITUTION_RE,
                *WORLD_INSTITUTION_RES,
            )
            for m in pattern.finditer(text, match.end())
            if not _SMALL_UNIT_RE.search(m.group(1))
        ]
        if bigger:
            match = min(bigger, key=lambda m: (m.start(1), -len(m.group(1))))
    found = _without_leading_degree(match.group(1).strip())
    if match.re in (
        _ROMANCE_INSTITUTION_RE,
        _ROMANCE_FACULTY_RE,
    ):  # "Universidad de Granada y la": the name ends at a capital
        found = _LOWER_TAIL_RE.sub("", found)
        if " " not in found:
            return ""  # "Istituto nazionale di fisica": where its name ends is not clear
    if match.re is _CJK_INSTITUTION_RE:
        found = _CJK_BEFORE_NAME_RE.sub("", found)
    # "Universität Bremen. Dissertation: ...", "Universität X. Betreuer: ...": a sentence stop ends the name
    # ... and "Soil Chemistry. Kovalsk State University": the words before a stop are the degree's field
    sentences = _SENTENCE_STOP_RE.split(found)
    found = next((part for part in sentences if _NOUN_ALONE_RE.search(part)), sentences[0])
    # "Peking University Pursuing Ph.D." - stop before words that begin the degree, and before a unit of
    # the institution already named ("Peking University School of X"; "Norbridge School of Economics" is whole).
    head = _NAME_STOP_RE.split(found)[0]
    found = head if _NOUN_ALONE_RE.search(head) or not _UNIT_WORD_RE.search(found) else found
    # "Edgewater Institute of Technology Sep. 2021": a date is not part of the name.
    # "Edgewater Institute of Technology Sep. 2021": a date is not part of the name, but a month word
    # right after a particle is ("Instituto de Ciencias del Mar") unless written as an abbreviation.
    found = _cut_date_tail(found)
    # the sentence's full stop, not "Inc." nor the one that shortens "Kestrel State Univ."
    found = re.sub(r"(?<=[^\W\d_]{4})(?<!Univ)(?<!Inst)\.$", "", found.strip(" ,"))
    found = _with_campus(found.strip(" ,"), text[match.end(1) :] if found.endswith(match.group(1).strip(" ,.")) else "")
    return without_bracketed_place(found)  # "University of X (Germany)": the country is where it is


# The country or US/Canadian state a row ends in, after an optional town: never part of an organisation's name.
PLACE_TAIL_RE = re.compile(
    # a town before the country, never an institution: "..., Nordvik Institute of Technology, Norway"
    r"(?:,\s*(?![^,]*\b(?:University|Institute|College|School|Laborator|Hospital|Cent(?:er|re)|Academy))"
    r"[A-Z][\w .'’-]{1,30})?,\s*(?:"
    + COUNTRY
    + r"|AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|"
    r"NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|ON|BC|QC)\.?\s*$"
)


# "University of Carolina, Riverton, 2005": the campus of a university system, after its comma, is part of its name
# (before the row's year); a town ending the line or before a state or country ("..., Riverton, OR") is not
_SYSTEM_RE = re.compile(r"University\s+of\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?")
_CAMPUS_RE = re.compile(r",\s*((?-i:[A-Z][a-z]+(?:[\s-][A-Z][a-z]+){0,2}))(?=\s*(?:[,;(]?\s*(?:19|20)\d{2}\b|\())")


def _with_campus(found: str, after: str) -> str:
    campus = _CAMPUS_RE.match(after) if _SYSTEM_RE.fullmatch(found) else None
    if not campus or any(word in found.split() for word in campus.group(1).split()):
        return found  # "University of Oxford, Oxford": the town the name already says
    if _NOUN_ALONE_RE.search(campus.group(1)) or _NAME_STOP_RE.search(campus.group(1)):
        return found
    if re.match(rf"(?:{MONTH}|{SEASON})(?!\S)", campus.group(1)):
        return found  # "University of X, September 2012": the date the degree was taken
    if PLACE_TAIL_RE.fullmatch(f", {campus.group(1)}"):
        return found  # "University of Sevilla, Spain": the country
    return f"{found}, {campus.group(1)}"


# a degree written as letters ("Ph.D.", "M.Sc.", "BSc", "MA"), which may stand before its university with no comma
_LETTERS_DEGREE_RE = re.compile(r"(?:[A-Z][a-zA-Z]{0,3}\.?\s?){1,3}|[A-Z]{2,4}")


def _without_leading_degree(found: str) -> str:
    """ "**Ph.D.** Paris-Saclay University 2020" read as one name: the degree's letters are not the university's."""
    lead = next((m for _, m in degree_matches(found) if m.start() == 0), None)
    if lead and _LETTERS_DEGREE_RE.fullmatch(lead.group(0).strip()):
        rest = found[lead.end() :].strip(" ,.")
        return rest if " " in rest else found
    return found


_DATE_TAIL_RE = re.compile(rf"\s+(?:{MONTH}|{SEASON}|Present|Current|Since|From)\s*$", re.I)
_NAME_PARTICLE_RE = re.compile(r"\b(?:de|del|de la|des|du|di|da|do|dos|das|van|von|of|the|la|le)$", re.I)


def _cut_date_tail(found: str) -> str:
    while tail := _DATE_TAIL_RE.search(found):
        head = found[: tail.start()]
        if not tail.group(0).rstrip().endswith(".") and _NAME_PARTICLE_RE.search(head.rstrip()):
            break
        found = head
    return found


# "Studium der Chemie, Universität X", "Studies in Physics": studies named by their subject, in the CV languages
STUDIES_RE = re.compile(
    r"(?:Studium|Studies|Study|Estudios|Études|Etudes|Estudos|Studi)\s+(?:der|des|of|in|de|di)\s+([^\W\d_][^,;(\t]{1,60}?)"
    # the subject ends where its place begins: "Studium der Biologie an der Universität X", "Studies in Physics at Y"
    r"\s*(?=[,;(\t]|\s[-–—|]\s|\s(?:an|am|at|in|à|en|a|em|presso|bei)\s|$)"
)
# The words a degree's name ends in ("Doctor of Philosophy", "Master of Science"), which are no field
_DEGREE_NAME_WORD_RE = re.compile(r"Philosophy|Science|Sciences|Arts|Letters|Laws", re.I)
# A field's cell after the degree's: after a comma, a dash or a bar, or in brackets right after the degree
_FIELD_CELL_RE = re.compile(r"(?:,|\s[-–—|])\s*([^,;()|–—]+?)\s*(?=[,;|–—(]|\s-\s|$)|\(\s*([^(),;]+?)\s*[,;)]")


# Russian CVs write the field in lower case: "кандидат физико-математических наук, теоретическая физика, 2014"
_LOWER_CASE_FIELD_RE = re.compile(r"[а-яё][а-яё-]*(?:\s+[а-яё-]+){0,3}")


def _field_cell(after_degree: str) -> str:
    """The field in the cell that follows a degree's title, its date left out; "" when that cell is an
    institution, a date, honours or a note ("(expected)", "(Hons)")."""
    cell_match = _FIELD_CELL_RE.match(after_degree)
    if not cell_match:
        return ""
    cell = strip_dates(cell_match.group(1) or cell_match.group(2) or "").strip(" .")
    if (
        not cell
        or find_institution(cell)
        or _YEAR_RE.search(cell)
        or len(cell.split()) > 6
        or _HONOURS_RE.search(cell)
        or _NOT_A_FIELD_RE.search(cell)
        or not (cell[0].isupper() or _LOWER_CASE_FIELD_RE.fullmatch(cell))
        or re.fullmatch(r"Hons?\.?|ABD", cell)  # "B.Sc. (Hons)", "PhD (ABD)"
        or re.search(r"\d", cell)  # "Diplom (Note 1,3)": a grade
        or any(degree_matches(cell, whole_value=True))  # "Dr. rer. nat. (Ph.D.)": the degree again
    ):
        return ""
    return cell


# A Japanese degree names its field in brackets: "博士（理学）" is a doctorate of science, "修士（情報科学）"
_HAN_COURSE_RE = re.compile(r"(?:(?:前期|後期)?課程|课程|研究生|学位)?\s*(?:修了|卒業|毕业|在学中?)?")
_HAN_DEGREE_FIELD_RE = re.compile(r"(?:博士|修士|学士)\s*[（(]\s*([\u3400-\u9fff・]{1,12})\s*[）)]")


# A degree's general domain before its field: "Master of Science in X", "Doctor en Ciencias en X", "Doutor em
# Ciências na área de X", "Dottorato in Scienze in X"; the field is X
_GENERAL_FIELD_RE = re.compile(
    r"(?:Sciences?|Ciencias|Ci[êe]ncias|Scienze|(?:Natur)?[Ww]issenschaften|Arts|Artes|Letras|Lettres|Engineering|"
    r"Ingenier[íi]a|Engenharia|Ingegneria|Philosophy|Filosof[íi]a)\s+"
    r"(?:in|en|em|na\s+[áa]rea\s+de|no|nel(?:la)?|dans)\s+(\S.*)$",
    re.I,
)


# The subjects after a degree's first one, the last joined by "and" in the CV languages: ", Chemistry and Materials",
# ", Ecology, and Evolution", ", Ecología y Evolución"
_SUBJECT = r"[A-ZÀ-Þ][\w'’-]*(?:\s+(?:(?:of|for|de|del|da|di|des|der|du)\s+)?[A-ZÀ-Þ][\w'’-]*){0,2}"
_SUBJECT_LIST_RE = re.compile(
    rf",\s*(?:{_SUBJECT}\s*,\s*){{0,3}}(?:{_SUBJECT},?\s+)?(?:and|&|y|e|et|und|i)\s+{_SUBJECT}"
    r"(?=\s*(?:[,;(\t]|\s[-–—|]\s|$))"
)
_FIELD_NAMED_RE = re.compile(r"\s(?:in|of|en|em|di|de|der)\s+[^\W\d]", re.I)


def _subject_list_end(tail: str, degree_end: int, cut: int) -> int | None:
    """Where a degree's title ends when its field goes on after the comma it was cut at, as a list of subjects
    ("PhD in Physics, Chemistry and Materials"), none of them a place or an institution; None when it does not."""
    if tail[cut : cut + 1] != "," or not _FIELD_NAMED_RE.search(tail[degree_end - 1 : cut]):
        return None
    listed = _SUBJECT_LIST_RE.match(tail, cut)
    if not listed:
        return None
    cells = [c.strip() for c in re.split(r",|\s(?:and|&|y|e|et|und|i)\s", listed.group(0)) if c.strip()]
    if any(
        find_institution(c)
        or PLACE_TAIL_RE.fullmatch(f", {c}")
        or any(degree_matches(c))
        or re.fullmatch(r"[A-Z]{3,6}", c)
        for c in cells
    ):  # "Ph.D. in Economics, Lakeview and QRU": the places of a joint degree
        return None
    return listed.end()


def find_degree(text: str) -> tuple[str, str, str]:
    """(level, title as printed, field) for the first degree named in `text`."""
    han_field = _HAN_DEGREE_FIELD_RE.search(text)
    level, title, field_text = _find_degree(text)
    if han_field:  # "博士後期課程　博士（情報科学）": the course is the title, the bracket its field
        return level, title.split()[0] if title else title, han_field.group(1)
    # "修士課程", "博士後期課程": the course's own words are not its field
    return level, title, "" if field_text and _HAN_COURSE_RE.fullmatch(field_text) else field_text


_LETTERS_IN_BRACKETS_RE = re.compile(
    r"(?:\s+(?:of\s+(?:Philosophy|Science|Arts|Engineering)|Degree))?\s*\((?:[A-Z][a-zA-Z]{0,4}\.?\s?){1,4}\)(?=\s+(?:in|of|en|em)\s)"
)


def _find_degree(text: str) -> tuple[str, str, str]:
    for level, match in degree_matches(text):
        tail = text[match.start() :]
        qualifier = QUALIFIER_RE.match(tail, len(match.group(0)))  # "BA (Hons) History"
        degree_end = qualifier.end() if qualifier else len(match.group(0))
        # "Doctor of Philosophy (Ph.D.) in X", "Master’s Degree (M.Sc.) in X": the degree's letters in brackets,
        # then its field
        lettered = _LETTERS_IN_BRACKETS_RE.match(tail, degree_end)
        degree_end = lettered.end() if lettered else degree_end
        end = _DEGREE_END_RE.search(tail, degree_end)
        if end and (listed := _subject_list_end(tail, degree_end, end.start())):
            end = _DEGREE_END_RE.search(tail, listed)  # "PhD in Physics, Chemistry and Materials": one field
        title = tail[: end.start()] if end else tail
        title = re.sub(r"^Pursuing\s+", "", title).strip(" .")
        if ")" in title and "(" not in title:  # "Dr. rer. nat. (Ph.D.) in Computer Science"
            title = title.replace(")", "").strip(" .")
        title = " ".join(title.split()[:10])
        after = title[degree_end:].strip(" .")
        letters = _LETTERS_DEGREE_RE.fullmatch(title[:degree_end].strip())
        if letters and after and find_institution(after) and after.startswith(find_institution(after)):
            # "Ph.D. Paris-Saclay University 2020": the place follows the degree (its full stop kept)
            title = title[: degree_end + (title[degree_end : degree_end + 1] == ".")].strip()
        # "Doutorado em Ecologia", "PH.D. IN X"; after the letters: "Doctor of Philosophy (Ph.D.) in X"
        field_match = re.search(r"\b(?i:in|of|em|en)\s+(.+)$", title[degree_end:] if lettered else title)
        field_text = field_match.group(1).strip(" .") if field_match else ""
        if field_match and _DEGREE_NAME_WORD_RE.fullmatch(field_text):
            field_match = None  # "Doctor of Philosophy, Chemistry": the degree's own name; the field may follow
        rest = title[degree_end:].strip(" .")
        if not field_match and _FIELD_AFTER_DEGREE_RE.fullmatch(rest) and not _NOT_A_FIELD_RE.search(rest):
            field_text = rest  # "B.S. Chemistry", "MSc Economics": the field right after the degree
        if not field_match and end:
            # "Ph.D., Computer Science, University of X, 1995", "Ph.D. (Chemistry), ...", "Ph.D. – Chemistry –
            # University of X", "Ph.D., Chemistry (2015), University of X": the next cell is the field
            field_text = _field_cell(tail[end.start() :]) or field_text
        if general := _GENERAL_FIELD_RE.match(field_text):
            field_text = general.group(1)  # "Doctor en Ciencias en Ecología", "Science in X": the field is X
        elif re.match(r"(?:Science|Arts|Engineering|Philosophy)\s+\S", field_text):
            field_text = field_text.split(None, 1)[1]  # "Master of Science Geowissenschaften": the field follows
        return level, title, field_text
    return "other", "", ""


# A town, with its region or country: "Kelmsdorf", "Frankfurt am Main", "São Paulo, Brasil", "Lyon (France)"
_TOWN_WORD = r"[^\W\d_a-z][\w'’-]*"
_TOWN_RE = re.compile(
    rf"{_TOWN_WORD}(?:\s+(?:(?:am|an\s+der|sur|de|del|do|da|di|la|le|upon|on)\s+)?{_TOWN_WORD}){{0,2}}"
    rf"(?:\s*(?:,|/|\()\s*{_TOWN_WORD}(?:\s+{_TOWN_WORD}){{0,2}}\)?)?"
)
# ... never an organisation or a unit of one, put where the class prints the town
_NOT_A_TOWN_RE = re.compile(
    r"\b(?:Universit\w*|Univ|Institut\w*|Istituto|College|School|Department|Dept|Faculty|Fakultät|Facultad|"
    r"Faculdade|Lab\w*|Cent(?:er|re|ro)|Zentrum|Group|Gruppe|Grupo|Hospital|Klinik\w*|Museum|Academy|Akademie|"
    r"Society|Gesellschaft|Foundation|Stiftung|Ministry|Ministerium|Agency|Company|Inc|Ltd|GmbH|AG|SA|Corp\w*|"
    r"Office|Council|Station|Observatory|Survey|Service|Verband|Amt)\b",
    re.I,
)


def is_town(place: str) -> bool:
    """The place an entry of a CV class prints apart from its organisation (moderncv's and awesome-cv's
    {city}): a town, and its region or country, that is not the organisation's own name."""
    place = place.strip(" .,")
    return bool(
        place and _TOWN_RE.fullmatch(place) and not _NOT_A_TOWN_RE.search(place) and not find_institution(place)
    )
