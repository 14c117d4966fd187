"""A degree row's parts no vocabulary names: the university given by its town alone ("PhD in Ecology,
Lindenhall"), and the examination that concluded a course of studies printed on a row of its own ("2006 – 2011
Studium der Chemie, Universität X" beside "2011 Erstes Staatsexamen")."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import strip_dates
from ..degree_notes import with_note
from ..degrees import degree_level
from ..records import ParsedEducation
from .fields import STUDIES_RE, is_town

__all__ = ["concluded_studies", "town_after_degree"]


# the degree's name holds its subject: "PhD in Ecology", "DEA de physique", "Diplom in Physik"
_SUBJECT_IN_TITLE_RE = lazy_re.compile(
    r"\s(?:(?:in|en|de|der|des|di|em|du)\s+|d['’]\s*)(?!(?:Philosophy|Science|Sciences|Arts|Letters|Laws|Engineering)\b)\S",
    re.I,
)
# the last word of a subject, not a town's: "Organic Chemistry", "Biologie", "Economics", "Fisica"
_SUBJECT_WORD_RE = lazy_re.compile(
    r"(?:olog\w*|ics|istry|omy|ie|ik|ía|ica|ura|sciences?|studies|engineering|medicine|law|arts|history)$", re.I
)


def town_after_degree(flat: str, title: str, field_text: str) -> tuple[str, str]:
    """(institution, field) of a degree's row that names its university by the town alone: "PhD in Ecology,
    Lindenhall, 2019", "DEA de physique théorique, Valmont", "BSc, Biology, Brückenau"; ("", field) when no cell
    after the degree's is a town."""
    # after the degree ("Doctorat (PHD) en Physique ... à Paris 7": the title as read may skip a bracket)
    said_at = _ROMANCE_AT_RE.search(flat, max(flat.find(title.split()[0]), 0)) if title.strip() else None
    if said_at and degree_level(said_at.group(1), whole_value=False) == "other":
        return said_at.group(1), field_text  # "DEA d'Astrophysique à Paris 7 (1989)": where, by its name
    cells = [c.strip(" .*_|") for c in strip_dates(flat).split(",")]
    at = next((index for index, cell in enumerate(cells) if title in cell), None)
    rest = [c for c in cells[at + 1 :] if c] if at is not None else []
    if not rest:
        return "", field_text
    if _SUBJECT_IN_TITLE_RE.search(cells[at]):
        town = rest[0]
    elif len(rest) >= 2 and rest[0] == field_text:
        town = rest[1]
    else:
        return "", field_text
    if (
        not is_town(town)
        or _SUBJECT_WORD_RE.search(town)
        or degree_level(town, whole_value=False) != "other"
        or _ONGOING_WORD_RE.search(town)
        or _NOT_A_PLACE_RE.search(town)
    ):
        return "", field_text
    return town, "" if field_text == town else field_text


# "à Paris 7", "à l'ENSV", "presso l'Università di X": the French and Italian "at" before the place of a degree
_ROMANCE_AT_RE = lazy_re.compile(
    r"\s(?:à|au|presso)\s+(?:l['’]\s*)?([A-ZÉÈ][^,;()]*?)(?=\s*(?:[,;(]|$|\s(?:19|20)\d\d\b))"
)


# what else a degree's row prints in a capitalised cell: its honours, a list it made, its track or its minor
_NOT_A_PLACE_RE = lazy_re.compile(
    r"\b(?:honou?rs?|distinction|merit|laude|class|list|award|prize|medal|scholar\w*|fellow\w*|exchange|semester|"
    r"year|program(?:me)?|track|option|minor|major|concentration|speciali[sz]ation|emphasis|thesis|project|"
    r"expected|candidate|student|abroad|part|full|time|online|distance)\b",
    re.I,
)
_ONGOING_WORD_RE = lazy_re.compile(r"\b(?:present|current|today|heute|now|ongoing|expected)\b", re.I)


def concluded_studies(entries: list[ParsedEducation]) -> list[ParsedEducation]:
    """ "2006 – 2011 Studium der Chemie, Universität X" beside "2011 Erstes Staatsexamen": the examination or
    diploma that concluded the studies, on a row of its own with no place, is the degree of those studies,
    one entry."""
    kept: list[ParsedEducation] = []
    for entry in entries:
        studies = kept[-1] if kept else None
        if studies is not None and _concludes(entry, studies):
            studies.degree, studies.degree_title = entry.degree, entry.degree_title
            studies.details = with_note(studies.details, entry.details)
            continue
        if studies is not None and _concludes(studies, entry):  # the newest first: the examination above
            entry.degree, entry.degree_title = studies.degree, studies.degree_title
            entry.details = with_note(entry.details, studies.details)
            kept[-1] = entry
            continue
        kept.append(entry)
    return kept


def _concludes(exam: ParsedEducation, studies: ParsedEducation) -> bool:
    return (
        studies.degree == "other"
        and bool(STUDIES_RE.match(studies.degree_title))
        and exam.degree != "other"
        and not STUDIES_RE.match(exam.degree_title)
        and exam.institution in ("", studies.institution)
        and exam.start_year in (None, studies.start_year)
        and exam.end_year is not None
        and studies.end_year is not None
        and abs(exam.end_year - studies.end_year) <= 1
    )
