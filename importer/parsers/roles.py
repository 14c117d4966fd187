"""One role vocabulary for every format: a printed title or group label -> a Role value.

The values are people.models.Role's (pi, faculty, postdoc, researcher, staff, phd, master,
undergrad, visitor, collaborator, alumni); this module imports no Django, so they are
repeated here and a test keeps the two lists equal.

Titles ("Assistant Professor", "Ph.D. Candidate", "Member of Technical Staff", "Doktorandin",
"chercheur postdoctoral", "estudiante de doctorado", "dottoranda") say what a person is, in English
and in the other languages CVs are written in (German, French, Spanish, Portuguese, Italian,
Chinese); group labels ("Principal Investigators", "Alumni", "Collaborators") say where a
lab's site files them. A professor is the `pi` when they run the group or the document is
their own, else `faculty`. Interns, research and teaching assistants name no role: the
degree they are studying for does.
"""

from __future__ import annotations

import re

from . import lazy_re
from .dates import CURRENT_YEAR, date_range
from .roles_world import WORLD_TITLES, without_credential

__all__ = [
    "ROLES",
    "TitleMatch",
    "find_title",
    "role_from_title",
    "role_from_group",
    "role_from_slug",
    "current_role",
    "is_past_or_other",
    "is_current",
]

ROLES = (
    "pi",
    "faculty",
    "postdoc",
    "researcher",
    "staff",
    "phd",
    "master",
    "undergrad",
    "visitor",
    "collaborator",
    "alumni",
)
_NO_ROLE = ""  # a title that names no role (intern, assistant): stop looking in this phrase
_PROFESSOR = "professor"  # pi or faculty, decided by who runs the group
_TITLES: list[tuple[str, re.Pattern]] = [
    (
        "visitor",
        lazy_re.compile(
            r"\bvisiting\s+(?:(?:Ph\.?\s?D\.?|doctoral|graduate|master'?s?|undergraduate)\s+)?"
            r"(?:student|scholar|researcher|professor|fellow|scientist)\b|\bexchange student\b|\bvisitor\b",
            re.I,
        ),
    ),
    (
        "pi",
        lazy_re.compile(
            r"\bprincip(?:al|le) investigator\b|(?-i:\bPI\b)|\b(?:lab|laboratory|group|center|centre) (?:director|head|lead(?:er)?)\b|"
            r"\bhead of (?:the )?(?:\w+ ){0,3}(?:lab|laboratory|group|team)\b|\b(?:group|team) leader\b|"
            r"\bdirector(?: of (?:the )?|,\s+)(?:\w+ ){0,4}(?:lab|laboratory|group|center|centre|institute)\b",
            re.I,
        ),
    ),
    (
        "postdoc",
        lazy_re.compile(
            r"\bpost-?\s?doc(?:toral)?(?:\s+(?:researcher|fellow|scholar|associate|research fellow))?\b", re.I
        ),
    ),
    (
        "phd",
        lazy_re.compile(
            r"\b(?:Ph\.?\s?D\.?|doctoral)(?:\s|-)*(?:student|candidate|researcher)s?\b|\bgrad(?:uate)? students?\b|"
            r"\bph\.?\s?d\.?s\b|^\s*ph\.?\s?d\.?\s*$",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"\b(?:master'?s?|M\.?\s?S\.?c?\.?|M\.?Phil\.?|M\.?Eng\.?|MPhil|MEng)\s*(?:student|candidate)s?\b|"
            r"\bmaster'?s?\b(?!\s+(?:of|in|degree|thesis)\b)",
            re.I,
        ),
    ),
    (
        "undergrad",
        lazy_re.compile(
            r"\b(?:undergraduate|undergrad)(?:\s+(?:student|researcher|research assistant|intern))?s?\b|"
            r"\b(?:bachelor'?s?|B\.?\s?S\.?c?\.?)\s+students?\b|\b(?:senior|junior) student\b",
            re.I,
        ),
    ),
    (
        _PROFESSOR,
        # "Professor Tobin Ashgrove" is a person named, not a title held.
        lazy_re.compile(
            r"(?<!\bby )(?<!\bwith )\b(?:(?:full|chair|chaired|tenured|endowed|distinguished|assistant|associate|"
            r"adjunct|research|clinical|emeritus|apl\.|außerplanmäßiger?)\s+)*(?:junior|universitäts|honorar|stiftungs|vertretungs)?"
            # "Professur" is the German chair itself: "W2-Professur für Limnologie", "Juniorprofessur", "Professur (W3)"
            r"(?:professor(?:ship|in)?|professur|professeure?|"
            r"profesora?|professora|professore(?:ssa)?|catedr[áa]tic[oa]|privatdozent(?:in)?|lehrstuhlinhaber(?:in)?)"
            # a name follows ("Professor Tobin Ashgrove"), never a rank ("Profesora Titular", "Professor Adjunto")
            r"\b(?!\s+(?!(?:Titular|Adjunt|Associad|Asociad|Associat|Ordinari|Contratad|Ayudante|Em[ée]rit|Catedr)\w*)"
            r"(?-i:[A-Z]))"
            # the rank is part of the title held: "Profesor Titular", "Professora Adjunta", "Professore Associato"
            r"(?:\s+(?:titular|adjunt|associad|asociad|associat|ordinari|contratad|em[ée]rit)[a-z]*\b)?",
            re.I,
        ),
    ),
    # "tenure-track" alone is faculty; before a professor's title the title says it ("Tenure-track Assistant Professor")
    (
        "faculty",
        lazy_re.compile(
            r"\b(?:senior\s+)?lecturer\b|\breader in\b|\bfaculty member\b|\btenure-track\b(?!\s+(?:\w+\s+)?professor)",
            re.I,
        ),
    ),
    (
        _NO_ROLE,
        lazy_re.compile(
            r"\binterns?(?:hip)?\b|\b(?:research|teaching|graduate|course|student) assistant\b|\bstudent researcher\b|"
            r"\b(?:TA|RA)\b|\btutor\b|\bgrader\b",
            re.I,
        ),
    ),
    (
        "researcher",
        lazy_re.compile(
            r"\b(?:(?:senior|staff|principal|lead|chief)\s+)*(?:research\s+scientist|research\s+fellow|"
            r"research\s+associate|research\s+engineer|scientist|researcher|"
            r"member of (?:the )?technical staff|(?:software|machine learning|ML|AI|systems?|data|applied|"
            r"hardware|compiler|infrastructure|backend|research)?\s*engineer|developer)\b",
            re.I,
        ),
    ),
    (
        "staff",
        lazy_re.compile(
            r"\bresearch software engineer\b|\b(?:lab|laboratory|program|project) manager\b|\badministrat(?:or|ive)\b|\bcoordinator\b|"
            r"\btechnician\b|\bstaff\b|\b(?:technical|lab|laboratory) assistant\b",
            re.I,
        ),
    ),
]
# Chinese positions (a Chinese page: 博士研究生, 副教授, ...); 教授 of any rank is a professor like the English.
_TITLES += [
    ("postdoc", lazy_re.compile(r"博士后(?:研究员)?")),
    ("phd", lazy_re.compile(r"博士(?:研究)?生|博士候选人")),
    ("master", lazy_re.compile(r"硕士(?:研究)?生")),
    ("undergrad", lazy_re.compile(r"本科生")),
    (_PROFESSOR, lazy_re.compile(r"(?:副|助理|准聘|长聘)?教授")),
    ("faculty", lazy_re.compile(r"讲师|副研究员")),
    ("researcher", lazy_re.compile(r"助理研究员|工程师")),
    ("pi", lazy_re.compile(r"博士生导师|(?<![副理])研究员")),
]
# The same titles in German, French, Spanish, Portuguese and Italian (each with its feminine form).
_TITLES += [
    (
        "visitor",
        lazy_re.compile(
            r"\bgast(?:wissenschaftler|forscher|doktorand|professor)(?:in)?\b|\bgastprofessur\b|\bchercheu(?:r|se) invitée?\b|"
            r"\b(?:investigador|pesquisador)a? visitante\b|\bprofes+or[ae]? visitante\b|\bricercat(?:ore|rice) in visita\b",
            re.I,
        ),
    ),
    (
        "pi",
        lazy_re.compile(
            r"\b(?:arbeits|forschungs|nachwuchs)?gruppenleiter(?:in)?\b|\bleiter(?:in)? der (?:arbeits|nachwuchs|forschungs)?gruppe\b|"
            # the head of a lab, an institute or a chair: "Laborleiterin", "Direktor des Instituts", "Institutsleiter"
            r"\b(?:labor|instituts|lehrstuhl)leiter(?:in)?\b|\bleiter(?:in)? des (?:labors|instituts|lehrstuhls)\b|"
            r"\bdirektor(?:in)?\b|\binhaber(?:in)? des lehrstuhls\b|"
            r"\b(?:chef|cheffe|responsable) d['’]équipe\b|\bdirect(?:eur|rice) (?:du|de l['’]) ?(?:laboratoire|équipe)\b|"
            r"\b(?:AG-?leiter(?:in)?|leiter(?:in)? der AG)\b|"
            # "Investigador(a) principal", "Pesquisadora responsável": the PI of the group or of its grant
            r"\b(?:investigador|pesquisador|investigat(?:ore|rice))(?:a|\(a\)|/a)? (?:principal[e]?|responsable|responsável)\b|"
            # the head of a group, team or lab: "Jefa del grupo", "Líder do grupo", "Coordenador(a) do laboratório",
            # "Responsabile del laboratorio", "Chef de groupe"
            r"\b(?:jef[ea]|l[íi]der|responsable|responsável|responsabile|coordinador|coordenador|coordinat(?:ore|rice)|"
            r"chef|cheffe|chefe|capo|direct(?:eur|rice)|director|diretor|diret(?:tore|trice))(?:a|\(a\)|/a)?\s+"
            r"(?:(?:de|del|de la|do|da|di|du|della|dello)\s+|d['’]|de l['’]|dell['’])"
            r"(?:grupo|groupe|gruppo|[ée]quip[eo]|laborat[óo]rio|laboratoire|laboratorio)\b|\bcapogruppo\b",
            re.I,
        ),
    ),
    (
        "postdoc",
        lazy_re.compile(
            r"\bpost-?\s?dok\w*|\bpost-?\s?doctorant(?:e)?s?\b|\bposdoc\w*|\bpostdoctorad[oa]s?\b|\bpostdoctorales\b|"
            r"\b(?:chercheu(?:r|se)|investigador(?:a)?|pesquisador(?:a)?|ricercat(?:ore|rice))\s+post-?\s?doc\w*|"
            r"\b(?:investigador|pesquisador)a? (?:de )?p[óo]s-?doc\w*|\bp[óo]s-?dout\w*|\bp[óo]s-?doc\b|"
            r"\bassegnista di ricerca\b|\bricercat(?:ore|rice) post-?doc\w*",
            re.I,
        ),
    ),
    (
        "phd",
        lazy_re.compile(
            r"\bdoktorand(?:in|innen|en)?\b|\bpromovend(?:in)?\b|\bdoctorant(?:e)?s?\b|"
            r"\b(?:estudiantes?|alumn[oa]s?|alun[oa]s?|student[ei]|studentess[ae])\s+(?:de|di)\s+(?:doctorado|doutorado|dottorato)\b|"
            r"\bdoctorand[oa]s?\b|\bdoutorand[oa]s?\b|\bdottorand[oaie]\b",
            re.I,
        ),
    ),
    (
        "master",
        lazy_re.compile(
            r"\bmaster(?:student|and)(?:in)?\b|\bétudiant(?:e)? en master\b|"
            r"\b(?:estudiante|alumn[oa]|alun[oa])\s+de\s+(?:máster|master|maestría|mestrado)\b|\bmestrand[oa]\b|"
            r"\bstudente(?:ssa)? (?:di laurea )?magistrale\b|\blaureand[oa] magistrale\b",
            re.I,
        ),
    ),
    (
        "undergrad",
        lazy_re.compile(
            r"\bbachelor(?:student|and)(?:in)?\b|\bétudiant(?:e)? en licence\b|"
            r"\b(?:estudiante|alumn[oa]|alun[oa])\s+de\s+(?:grado|licenciatura|graduação)\b|\bgraduand[oa]\b|"
            r"\bstudente(?:ssa)? (?:di laurea )?triennale\b|\blaureand[oa]\b",
            re.I,
        ),
    ),
    # A research associate in a German group is paid as staff while studying for the doctorate the CV
    # names as a degree; without one they are a researcher, as a "research scientist" is.
    (
        "researcher",
        lazy_re.compile(
            r"\bwissenschaftliche[rn]? mitarbeiter(?:in)?\b|\bwissenschaftler(?:in)?\b|\bforscher(?:in)?\b|"
            r"\bchercheu(?:r|se)\b|\bchargée? de recherche\b|\bdirect(?:eur|rice) de recherche\b|"
            r"\bingénieure? de recherche\b|\binvestigador(?:a)?\b|\bpesquisador(?:a)?\b|\bricercat(?:ore|rice)\b|"
            r"\bcientífic[oa]\b",
            re.I,
        ),
    ),
    (
        "faculty",
        # a maître de conférences teaches and researches in a professor's group: a lecturer's rank
        lazy_re.compile(
            # an Akademische Rätin teaches and researches in a chair's group, as a lecturer does
            r"\bdozent(?:in)?\b|\bakademische[r]? (?:ober)?r[aä]t(?:in)?\b|\blecteur\b|\bdocente\b|\bprofesor(?:a)? (?:ayudante|asistente)\b|"
            r"\bma[îi]tre(?:sse)? de conf[ée]rences\b",
            re.I,
        ),
    ),
    (
        "staff",
        lazy_re.compile(
            r"\blaborant(?:in)?\b|\btechnische[rn]? assistent(?:in)?\b|\btechnicien(?:ne)?\b|"
            r"\btécnic[oa] de laborat[óo]rio\b|\btecnico di laboratorio\b|\bgestionnaire de laboratoire\b",
            re.I,
        ),
    ),
]
_TITLES += WORLD_TITLES  # Japanese, Korean, Russian, Polish, Turkish and Dutch titles
_GROUPS: list[tuple[str, re.Pattern]] = [
    (
        "alumni",
        lazy_re.compile(
            r"\balumn|\bformer\b|\bgraduated\b|\bgraduates\b|\b(?:past|previous) (?:(?:lab|group) )?(?:members?|students?|researchers|staff)\b|\behemalige|\banciens?\b|"
            r"\bantiguos?\b|\bex-?\s?(?:miembros|membros|membri|alunos)\b|已毕业|毕业生|往届",
            re.I,
        ),
    ),
    ("visitor", lazy_re.compile(r"\bvisit(?:ing|ors?)\b", re.I)),
    (
        "pi",
        lazy_re.compile(
            r"\bprincip(?:al|le) investigators?\b|(?-i:\bPIs?\b)|\blab (?:director|head|lead)s?\b|\bdirectors?\b|\bheads?\b|"
            r"\bleadership\b|(?:gruppen|lab|labor)?leitung\b|\bdirection\b|\bdirecci[óo]n\b|\bdire[çc][ãa]o\b|"
            r"\bdirezione\b|\bcoordena[çc][ãa]o\b|\bcoordinaci[óo]n\b|负责人",
            re.I,
        ),
    ),
    ("collaborator", lazy_re.compile(r"\bcollaborat|\bexternal\b|\baffiliated?\b|\baffiliates\b", re.I)),
    ("faculty", lazy_re.compile(r"\bfaculty\b|\bprofessors?\b", re.I)),
    (
        "phd",
        lazy_re.compile(
            r"\bph\.?\s?d\.?s?\b|\bdoctoral\b|\bgrad(?:uate)? (?:research |teaching )?(?:students?|assistants?|researchers?)\b",
            re.I,
        ),
    ),
    ("master", lazy_re.compile(r"\bmaster'?s?\b|\bm\.?s\.?c?\.? students?\b|\bm\.?sc\b", re.I)),
    ("undergrad", lazy_re.compile(r"\bundergrad|\bbachelor", re.I)),
    ("postdoc", lazy_re.compile(r"\bpost-?\s?docs?\b|\bpostdoctoral\b", re.I)),
    ("researcher", lazy_re.compile(r"\bresearch(?:ers| scientists| staff)\b|\bscientists\b", re.I)),
    # On a roster, research assistants, technicians and programmers are the lab's staff.
    (
        "staff",
        lazy_re.compile(
            r"\bstaff\b|\bengineers\b|\badministrat|\bresearch assistants?\b|\btechnicians?\b|"
            r"\bsekretariat\b|\bsecrétariat\b|\bsecretar[íi]a\b|\bsegreteria\b|\bverwaltung\b|"
            r"\blab(?:oratory)? managers?\b|\bprogrammers?\b",
            re.I,
        ),
    ),
]


class TitleMatch:
    """A title found in a phrase: its role and where it is printed."""

    __slots__ = ("role", "start", "end", "text")

    def __init__(self, role: str, match: re.Match):
        self.role, self.start, self.end, self.text = role, match.start(), match.end(), match.group(0).strip()


def find_title(text: str, *, runs_group: bool = True) -> TitleMatch | None:
    """The first title in `text` that names a role; None when none does (or an intern/assistant title comes first)."""
    found = []
    for role, pattern in _TITLES:
        match = pattern.search(text or "")
        if match:
            found.append((match.start(), -len(match.group(0)), role, match))
    if not found:
        return None
    _start, _length, role, match = min(found, key=lambda f: (f[0], f[1]))
    if role == _NO_ROLE:
        return None
    if role == _PROFESSOR:
        role = "pi" if runs_group else "faculty"
    aside = re.match(r"\s*\(([^()]{2,80})\)", text[match.end() :])
    if aside:  # "Research Associate (Postdoc)": the role spelled out beside a title the reader may not know
        said = find_title(aside.group(1), runs_group=runs_group)
        if said is not None and said.role in _TRUST:
            role = said.role
    return TitleMatch(role, match)


# Several titles at once ("Security Engineer | PhD Candidate"): trusted as current_role trusts them.
_TRUST = ("pi", "faculty", "postdoc", "phd", "master", "undergrad")
_TITLE_LIST_RE = lazy_re.compile(r"\s*[|·•;]\s+|\s+/\s+")


def role_from_title(text: str, *, runs_group: bool = True) -> str | None:
    """The role a printed title names ("Assistant Professor" -> pi on the professor's own page).

    Of several titles printed together ("Security Engineer | Security Researcher | PhD Candidate"),
    a faculty or postdoc title wins, then the degree being studied for, then the first title.
    """
    for aside in re.findall(r"\(([^()]{2,80})\)", text or ""):  # "Wissenschaftliche Mitarbeiterin (Postdoc)"
        said = find_title(aside, runs_group=runs_group)
        if said is not None and said.role in _TRUST:
            return said.role  # the role spelled out beside a title the reader may not know
    parts = _TITLE_LIST_RE.split(text or "")
    found = [t.role for part in parts if (t := find_title(part, runs_group=runs_group))]
    if not found:
        return None
    trusted = [role for role in found if role in _TRUST]
    role = min(trusted, key=_TRUST.index) if trusted else found[0]
    if role in ("researcher", "faculty", "staff") and _heads_group_too(text):
        return "pi"  # "Directrice de recherche, responsable d'équipe": a senior researcher who runs the group
    return role


# A second title printed after a comma or an "and" ("Senior Scientist, Group Leader", "Wissenschaftlerin und
# Gruppenleiterin"); a student's line is never read this way ("PhD student, group leader: ..." is another's).
_TITLE_AND_RE = lazy_re.compile(r"\s*,\s*|\s+(?:and|und|et|y|e|ed)\s+|\s*&\s*", re.I)


def _heads_group_too(text: str) -> bool:
    """Whether a later title in `text` names the group's head, now (not "formerly group leader")."""
    for part in _TITLE_AND_RE.split(text or "")[1:]:
        found = find_title(part, runs_group=False)  # a professor's title alone does not say who runs the group
        if found is not None and found.role == "pi" and not is_past_or_other(part, found):
            return True
    return False


def role_from_group(label: str) -> str | None:
    """The role of a lab site's group label ("Principal Investigators", "Alumni", "Grad Students")."""
    if (bare := without_credential(label)) != (label or "") and (said := role_from_group(bare)):
        return said  # "Lecturer, PhD": the degree held, not studied for
    for role, pattern in _GROUPS:
        if pattern.search(label or ""):
            return role
    return role_from_title(label, runs_group=False)


# Role slugs of lab-site templates (a member page's `role: phd`) that are not a Role value already.
_SLUGS = {
    "masters": "master",
    "ms": "master",
    "msc": "master",
    "grad": "phd",
    "graduate": "phd",
    "doctoral": "phd",
    "undergraduate": "undergrad",
    "bachelor": "undergrad",
    "programmer": "staff",
    "technician": "staff",
    "engineer": "staff",
    "manager": "staff",
    "scientist": "researcher",
    "research scientist": "researcher",
    "alum": "alumni",
    "alumnus": "alumni",
    "alumna": "alumni",
    "former": "alumni",
    "visiting": "visitor",
    "professor": "faculty",
    "teacher": "faculty",
    "lecturer": "faculty",
    "director": "pi",
}


def role_from_slug(value: object) -> str | None:
    """The role a template's front matter gives (`role: phd`, `postdoc`, `pi`, `masters`, `programmer`), or None.

    A slug is the site's own word for the role, so it wins over any title in the prose; a value
    that is not one ("Professor of Biology") is a printed title, for `role_from_title` to read.
    """
    if not isinstance(value, str) or not value.strip():
        return None
    slug = re.sub(r"[-_\s]+", " ", value.strip().casefold())
    if slug in ROLES:
        return slug
    if slug in _SLUGS:
        return _SLUGS[slug]
    if re.fullmatch(r"[a-z]+(?:[-_][a-z]+)+", value.strip().casefold()):  # "principal-investigator"
        return role_from_title(slug, runs_group=False) or role_from_group(slug)
    return None


def current_role(experience, education) -> tuple[str | None, object | None]:
    """(role, the entry that says it) from the ongoing positions and degrees of a CV.

    A current faculty or postdoc position wins; else the degree being studied for; else a
    current job's title (an engineer's résumé: researcher). Past entries never count.
    """
    current = [(role, entry) for entry in experience if is_current(entry) and (role := role_from_title(entry.title))]
    senior = next(((role, entry) for role, entry in current if role in ("pi", "faculty", "postdoc")), None)
    if senior:  # a professor who also holds a visiting or an industry post
        return senior
    job_role, job = current[0] if current else (None, None)
    ongoing = [e for e in education if is_current(e) and e.degree in _ROLE_OF_DEGREE]
    if ongoing:
        degree = min(ongoing, key=lambda e: list(_ROLE_OF_DEGREE).index(e.degree))
        return _ROLE_OF_DEGREE[degree.degree], degree
    return job_role, job


_ROLE_OF_DEGREE = {"phd": "phd", "master": "master", "bachelor": "undergrad"}


def is_current(entry) -> bool:
    """A position or degree under way: begun, and not ended ("2021 – present") or ending this year or later
    ("2021 – 2027 (expected)")."""
    if getattr(entry, "ongoing", False):
        return True
    return bool(entry.start_year) and (entry.end_year is None or entry.end_year >= CURRENT_YEAR)


# Not the person's current title: past ("I was a postdoc") or future ("I will join X as an Assistant Professor").
_PAST_RE = lazy_re.compile(
    r"\b(?:was|were|had been|previously|formerly|former|before|prior|until|graduated|spent|served|worked|"
    r"will|joining|incoming|upcoming|future|starting|going to|to join|offer|"
    # the same in the other CV languages: "ehemalige Gruppenleiterin", "ancien chef d'équipe", "ex jefe de grupo"
    r"ehemalige[rn]?|ehemals|früher|zuvor|war|bis|ancien(?:ne)?|anciennement|auparavant|était|ex|antigu[oa]|"
    r"anteriormente|fue|fui|era|precedentemente|già|antig[oa]|foi|até)\b",
    re.I,
)
_PLURAL_RE = lazy_re.compile(
    r"(?:students|candidates|professors|researchers|scientists|engineers|postdocs|fellows|scholars|ph\.?\s?d\.?s)$",
    re.I,
)
_NOW_RE = lazy_re.compile(
    r"\b(?:now|currently|am|is|are|where|and|jetzt|derzeit|aktuell|seit|actuellement|désormais|actualmente|"
    r"attualmente|atualmente|ist|est|es|è|é)\b|[,;:]",
    re.I,
)
_OTHERS_RE = lazy_re.compile(
    r"\b(?:my|our|his|her|their|with|by|advise[sd]?|advising|supervise[sd]?|supervising|mentor(?:s|ed|ing)?|"
    r"co-?advis\w*|of|for|to|many|several|two|three|four|five|some|hiring|recruiting|seeking|looking|"
    # someone else's title in the other CV languages: "mit Gruppenleiter X", "avec notre chef d'équipe"
    r"mein[e]?|unser[e]?|mit|von|bei|mon|ma|notre|avec|par|du|mi|nuestr[oa]|con|por|del|di|mio|mia|nostr[oa]|"
    r"suo|sua|meu|minha|noss[oa]|seu|com|pelo|pela)\s+"
    r"(?:\w+\s+){0,1}$",
    re.I,
)


def is_past_or_other(sentence: str, found: TitleMatch) -> bool:
    """A title the sentence gives someone else ("my PhD students") or the person in the past."""
    before = sentence[: found.start]
    if _OTHERS_RE.search(before) or _PLURAL_RE.search(found.text):
        return True  # "I advise PhD students", "working with Professor X"
    clause = _NOW_RE.split(before)[-1] if _NOW_RE.search(before) else before
    if _PAST_RE.search(clause):
        return True  # "Before joining X, I was a postdoc at Y"
    dates = date_range(sentence[found.end :])
    return bool(dates and dates[1] is not None and not dates[2])  # "Assistant Professor, X, 2015 - 2019"
