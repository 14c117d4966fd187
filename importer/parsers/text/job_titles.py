"""Job titles as CVs write them: the job nouns in English and the other CV languages, a line that is only a
title, and the title among the comma-separated parts of a position written out long."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import MONTH
from ..roles import find_title
from ..roles_world import WORLD_JOB_TITLE
from .cjk_jobs import CJK_TITLE
from .fields import find_institution

# One job title: its qualifiers ("Senior", "Visiting"; two joined by "and" as in "Research and Teaching
# Assistant"), then its noun ("Co-Director" shares the post)
_ONE_JOB_TITLE = (
    r"(?:(?:Senior|Junior|Sr\.?|Jr\.?|Staff|Principal|Lead|Visiting|Research|Software|Hardware|Machine Learning|ML|"
    r"Teaching|Student|Summer|Graduate|Faculty|Doctoral|Scientific|Adjunct|Deputy|Executive|Managing|Founding|Emeritus|Engineering|Research Software|Undergraduate|Ph\.?D\.?|Postdoctoral|Team|R&D|Algorithm|Applied|Data|"
    r"Systems?|Backend|Frontend|Full[- ]Stack|AI|Technical|Exchange|Chief|Associate|Assistant|Full|"
    # a physician-scientist's training and posts: "Clinical Fellow", "Chief Resident", "Attending Physician"
    r"Clinical|Medical|Attending)\s+(?:(?:and|&)\s+)?)*(?:Co-)?"
    # a lab's own head: "Group Leader", "Lab Head", "Head of Group", "Principal Investigator" ("Group" and
    # "Laboratory" qualify no other noun: they end the organisation's name in "Kestrel AI Laboratory Research Intern")
    r"(?:Head\s+of\s+(?:the\s+)?(?:Research\s+)?(?:Group|Lab(?:oratory)?|Team|Unit)|"
    r"(?:Group|Lab(?:oratory)?)\s+(?:Leader|Head)|Leader|Investigator|"
    r"Intern(?:ship)?|Engineer|Assistant|Researcher|Scientist|Member|Developer|Professor|Fellow|Manager|"
    r"Lead|Consultant|Analyst|Associate|Scholar|Student|Director|Architect|Postdoc|Chair|Head|Officer|"
    # "PhD Candidate", "Visiting PhD candidate": a doctoral student's post, as a CV lists it among the jobs
    r"Lecturer|Instructor|Founder|Co-?founder|CTO|CEO|Staff|Programmer|Technician|Coordinator|Resident|Physician|Candidate)s?"
    r"(?:\s+Interns?)?"
)
# ... or two held together: "Environmental Scientist and Visiting Researcher"
JOB_TITLE = rf"(?:{_ONE_JOB_TITLE}(?:\s+(?:and|&)\s+{_ONE_JOB_TITLE})?)"
# Job nouns of the other CV languages, with the few lower-case words that qualify them
# ("Investigadora postdoctoral", "Stagiaire de recherche", "Assegnista di ricerca").
FOREIGN_JOB_TITLE = (
    r"(?:(?:Wissenschaftliche[rn]?\s+)?Mitarbeiter(?:in)?|(?:Gast)?[Ww]issenschaftler(?:in)?|(?:Post)?[Dd]oktorand(?:in)?|Praktikant(?:in)?|"
    # "Studentische Hilfskraft" (a student's research post), "Erasmus-Praktikum" (an internship)
    r"Werkstudent(?:in)?|(?:Studentische|Wissenschaftliche)\s+Hilfskraft|(?:[A-Z][a-z]+-)?Praktikum|"
    # a physician's posts: "Oberärztin", "Facharzt für Innere Medizin", "Assistenzärztin", "Chefarzt"
    r"(?:Ober|Fach|Assistenz|Chef|Stations|Kinder)?[äa]rzt(?:in)?|Médecin|M[ée]dic[oa]|"
    # "apl. Professorin", "Vertretungsprofessur", "W2-Professur", "Heisenberg-Professur"
    r"(?:apl\.\s+|außerplanmäßige[r]?\s+)?(?:[WC]\d-|[A-Z][a-zäöü]+-)?"
    r"(?:Junior|Universitäts|Honorar|Stiftungs|Vertretungs)?[Pp]rofess(?:or(?:in)?|ur)|(?:Arbeits|Nachwuchs)?[Gg]ruppenleiter(?:in)?|"
    r"Leiter(?:in)?|Dozent(?:in)?|"
    r"Ingenieur(?:in)?|Entwickler(?:in)?|(?:Post)?[Dd]octorant(?:e)?|Stagiaire|Chercheu(?:r|se)|Ingénieure?|"
    r"Ma[îi]tre(?:sse)? de conf[ée]rences|Enseignante?(?:-chercheu(?:r|se))?|Allocataire|Moniteur|Monitrice|Professeure?|Chargée? de recherche|Investigador(?:a)?|Becari[oa]|Profesor(?:a)?|"
    r"Doctorand[oa]|Ingenier[oa]|Pesquisador(?:a)?|Bolsista|Doutorand[oa]|Professora|Estagiári[oa]|"
    r"Ricercat(?:ore|rice)|Assegnista|Dottorand[oa]|Professore(?:ssa)?|Tirocinante|Borsista|P[óo]s-?[Dd]outorad[oa]|"
    r"P[óo]s-?[Dd]outorand[oa]|Posdoc\w*|Postdoctorado|ATER|Privatdozent(?:in)?|Akademische[r]?\s+R[aä]t(?:in)?|"
    r"Catedr[áa]tic[oa]|Directeur\s+de\s+recherche|Directrice\s+de\s+recherche|Post-?doctorant(?:e)?|"
    rf"{CJK_TITLE}|{WORLD_JOB_TITLE})"
    # "Juniorprofessorin (W1) für Isotopengeochemie", "Ricercatrice a tempo determinato (RTD-B)"
    # (words of a Han organisation after a Chinese title are not the title's: "副教授 南岭大学")
    r"(?:\s*\([^()]{1,20}\))?(?:\s+(?![\u3400-\u9fff])[\wà-ÿ'’-]+(?:\s*\([^()]{1,20}\))?){0,4}"
)
TITLE_NOTE = r"(?:\s*\([^()]{1,30}\))?"  # "Lecturer (Assistant Professor)", "Professor (W3)"
JOB_TITLE_LINE_RE = lazy_re.compile(rf"^\s*(?:{JOB_TITLE}|{FOREIGN_JOB_TITLE}){TITLE_NOTE}\s*$", re.I)
TITLE_IN_FIELD_RE = lazy_re.compile(rf"^\s*{JOB_TITLE}{TITLE_NOTE}\s+(?:in|of|for)\s+[A-Z][^,;]{{2,60}}$", re.I)
# Under a position's subheading, a short line ending in a job noun is its title ("Senior Security Software
# Engineer", "Software Engineer III"), whatever the words before the noun.
LOOSE_TITLE_LINE_RE = lazy_re.compile(
    r"^(?:[A-Z][\w&/-]*\s+){0,4}(?:Intern|Engineer|Researcher|Scientist|Developer|Professor|Fellow|Manager|Lead(?:er)?|"
    r"Investigator|"
    r"Consultant|Analyst|Associate|Director|Architect|Postdoc|Lecturer|Officer|Head|Assistant)s?(?:\s+(?:[IV]{1,3}|\d))?$"
)


# The titles of researchers whose trade names them: "Research Hydrologist", "Research Scholar", "Epidemiologist",
# "Economist", "Physicist", "Oceanographer"
RESEARCH_TRADE_RE = lazy_re.compile(
    # a person's noun after "Research" ("Hydrologist", "Scholar", "Officer"), not a place's ("Agency", "Center")
    r"\bResearch\s+(?!Cent(?:er|re)\b|Council\b|Cluster\b|Master\b)[A-Z][a-z]*(?:ist|er|or|ar|ian|ant)\b|\b(?:Scholar|Economist|Statistician)\b|\w*[a-z](?:ologist|icist|onomer|ographer)\b"
    # ... and in German and French: "Leitende Meteorologin", "Geologe", "Physikerin", "Géologue", "Physicienne"
    r"|\w*[a-zé](?:olog(?:e|in)|ologue|physiker(?:in)?|chemiker(?:in)?|mathematiker(?:in)?|physicien(?:ne)?)\b",
    re.I,
)
# ... as the whole of a short title: "Research Hydrologist", "Senior Epidemiologist"
TRADE_TITLE_LINE_RE = lazy_re.compile(r"^(?:[A-Z][\w&/-]*\s+){0,3}(?:" + RESEARCH_TRADE_RE.pattern + r")$", re.I)

# A position's title under it, labelled: "Cargo: Secretário Executivo", "Position: Lab Manager", "Funktion: Leiterin"
TITLE_LABEL_RE = lazy_re.compile(
    r"^(?:cargo|position|post|role|title|função|funcao|puesto|posición|stelle|funktion|poste|fonction|ruolo|incarico)"
    r"\s*:\s*([^\W\d][^:]{2,80})$",
    re.I,
)
_NOTE_RE = lazy_re.compile(r"\s*\([^()]*\)")  # "(Associate Professor)", "(promoted to Research Fellow in 2011)"
_ASIDE_RE = lazy_re.compile(r"\s*\((?:[^()]*\d{4}[^()]*|[a-zà-ÿ][^()\s]*\s[^()]*)\)")
_NOTE_BETWEEN_RE = lazy_re.compile(r"^\s*(.*?\S)\s*\([^()]*\)\s*(\S.*)$")
_TITLE_PART_WORDS = 8
_SENTENCE_WORDS = 5
_MONTH_RE = lazy_re.compile(MONTH, re.I)
_WORD_RE = lazy_re.compile(r"[^\W\d_]{2}")
_FUNDING_NOTE_RE = lazy_re.compile(r"\b(?:grant|funding|funded|scholarship|stipend|contract)\b")
_PARTS_SEARCHED = 8


def is_job_title(part: str) -> bool:
    """A part of a position's line that is a job title and nothing else: "Research Assistant", "Reader in
    Experimental Psychology", "EPSRC Advanced Research Fellow", "Maître de conférences", "PhD Candidate"."""
    part = _NOTE_RE.sub("", part).strip(" *_.:;")
    if not part or len(part.split()) > _TITLE_PART_WORDS:
        return False
    if JOB_TITLE_LINE_RE.match(part) or LOOSE_TITLE_LINE_RE.match(part) or TITLE_IN_FIELD_RE.match(part):
        return True
    found = find_title(part)  # the titles the roles vocabulary knows ("Reader in X", "Chargé de recherche")
    if find_institution(part):
        return False  # "Research Associate School of X": a title run into its organisation
    return found is not None and found.start == 0 and not re.search(r"[,;]|\b(?:at|and|with)\b", part[found.end :])


def title_among_parts(text: str) -> tuple[str, str] | None:
    """(organisation, title) of a position written out long, its parts between commas in any order:
    "Instituto X (IX), Madrid, Spain, Research Assistant", "PhD Candidate, FPI grant, Instituto X, Madrid",
    "EPSRC Advanced Research Fellow (promoted to ...), School of X, University of Y". The organisation is
    the parts on the other side of the title, from the first that names an institution; None without a title."""
    parts = []
    for raw in text.split(","):
        # "Research Associate (promoted in 2006) School of X": the note ends the title, the organisation follows
        noted = _NOTE_BETWEEN_RE.match(raw)
        run_on = (
            noted and is_job_title(noted.group(1)) and find_institution(noted.group(2)) and noted.group(2)[0].isupper()
        )
        pieces = [noted.group(1), noted.group(2)] if run_on else [raw]
        # a note of the post's history ("(promoted to X in 2011)") or in lower case ("(proleptic appointment)")
        # is said of the post, not part of its name; "(Associate Professor)", "(ICMM)" are kept
        pieces = (_ASIDE_RE.sub("", p).strip(" *_") for p in pieces)
        # "May -" of "May - August 2023" once the years are out: a date's remains, no part of the post
        parts.extend(piece for piece in pieces if piece and _WORD_RE.search(_MONTH_RE.sub("", piece)))
    index = next((i for i, part in enumerate(parts[:_PARTS_SEARCHED]) if is_job_title(part)), None)
    if index is None or len(parts) < 2:
        return None
    others = parts[:index] if index else parts[1:]
    if not any(find_institution(part) for part in others):
        return None
    # "PhD Candidate, FPI grant, Instituto X": the grant that pays the post is no employer; "in der Arbeitsgruppe
    # von Prof. X" (a phrase in lower case) says with whom, not where
    while len(others) > 1 and (_FUNDING_NOTE_RE.search(others[0]) or others[0][0].islower()):
        others = others[1:]
    organization = ", ".join(others)
    # "Lab X, Stockholm. Studied the metabolism of ...": the organisation ends where a sentence about the work
    # begins ("Univ. Brackwater" is one name)
    head, stop, sentence = organization.partition(". ")
    if stop and len(sentence.split()) >= _SENTENCE_WORDS and re.search(r"[^\W\d_]{5}$", head):
        organization = head
    return organization, parts[index]


def is_title_alone(flat: str) -> bool:
    """ "Maître de conférences", "Lecturer": a line (plain text) that is one job title and nothing else."""
    flat = flat.strip(" :")
    found = find_title(flat)
    return found is not None and found.start == 0 and found.end >= len(flat)
