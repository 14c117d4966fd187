"""The words that make a line a heading, beyond English: section names in the other languages CVs
are written in, and the names of groups of papers (by kind or status) under a publications heading."""

from __future__ import annotations

import re

from .. import lazy_re
from ..citations.headings import names_software
from ..statuses import opens_with_status

# Headings in the other languages CVs and homepages are written in (German, French, Spanish,
# Portuguese, Italian, Dutch, Polish, Turkish, Russian): general words, each naming one kind of section. A heading of up to
# five words holding one of them is that section ("Formação acadêmica", "Premi e riconoscimenti"); one of
# up to eight words when two of them name it ("Trabalhos completos publicados em anais de congressos").
FOREIGN_WORDS = {
    "education": {
        "wykształcenie", "edukacja", "eğitim", "öğrenim", "образование",
        "ausbildung", "studium", "bildung", "bildungsweg", "studien", "hochschulbildung", "schulbildung",
        "berufsbildung", "éducation",
        "formación", "formacion", "educación", "estudios", "titulación", "titulaciones",
        "formação", "formacao", "educação", "escolaridade", "titulação",
        "formation", "formations", "études", "etudes", "diplômes", "diplomes", "cursus",
        "istruzione", "formazione", "titoli",
        "opleiding", "opleidingen",
    },
    "experience": {
        "werkervaring", "ervaring", "functies", "aanstellingen", "doświadczenie", "zatrudnienie",
        "deneyim", "deneyimi", "deneyimleri", "görevler", "опыт", "должности", "карьера",
        "berufserfahrung", "erfahrung", "werdegang", "berufstätigkeit", "tätigkeiten", "positionen", "anstellungen",
        # "Aktuelle Anstellung", "Arbeitserfahrung", "Berufliche Tätigkeit"
        "anstellung", "arbeitserfahrung", "tätigkeit",
        "beschäftigung", "forschungserfahrung", "laufbahn", "karriere",
        "experiencia", "experiencias", "trayectoria", "empleo", "cargos", "puestos", "situación", "situacion",
        "experiência", "experiências", "carreira",
        "expérience", "expériences", "parcours", "carrière", "postes", "emplois",
        "esperienza", "esperienze", "carriera", "posizione", "posizioni", "incarichi", "ruoli",
        # research stays abroad: "Estágio de pesquisa no exterior", "Estancias de investigación", "Séjours de recherche"
        "estágio", "estágios", "estancia", "estancias", "forschungsaufenthalt", "forschungsaufenthalte",
        "auslandsaufenthalte", "séjours", "soggiorni",
        "loopbaan",
    },
    "publications": {
        # Dutch, Polish, Turkish and Russian lists of papers: "Wykaz publikacji", "Yayınlar", "Список публикаций"
        "publikacje", "publikacji", "artykuły", "monografie", "yayınlar", "yayınları", "makaleler", "bildiriler",
        "публикации", "публикаций", "статьи", "труды",
        "publikationen", "veröffentlichungen", "publikationsliste", "publikationsverzeichnis", "schriftenverzeichnis",
        "schriften", "originalarbeiten", "übersichtsarbeiten", "buchbeiträge", "zeitschriftenartikel",
        "publicaciones", "artículos", "publicações", "artigos", "produção", "pubblicazioni", "articoli",
        # books, chapters and proceedings: "Capítulos de livros publicados", "Capítulos de libro",
        # "Trabalhos completos publicados em anais de congressos" (a Lattes CV's groups of papers)
        "capítulos", "livros", "livro", "libros", "libro", "anais", "publicados", "publicadas",
        "publicaties",
        "publications",  # French as English: "Publications récentes", "Publications choisies"
        # a French, Italian or Spanish CV's lists of papers by where they appeared: "Actes de conférences"
        # (proceedings, not talks), "Revues internationales avec comité de lecture", "Atti di convegno",
        # "Pubblicazioni su riviste", "Production scientifique"
        "actes", "atti", "actas", "revues", "riviste", "ouvrages", "chapitres", "capitoli",
        "production", "producción", "produzione",
    },
    "awards": {
        "onderscheidingen", "beurzen", "nagrody", "wyróżnienia", "stypendia", "ödüller", "burslar",
        "награды", "премии", "стипендии",
        "auszeichnungen", "preise", "ehrungen", "stipendien", "förderpreise",
        "premios", "distinciones", "reconocimientos", "becas",
        "prêmios", "prémios", "distinções", "bolsas", "honrarias",
        "distinctions", "prix", "récompenses", "bourses",
        "premi", "riconoscimenti", "borse",
        "prijzen",
    },
    "teaching": {
        "dydaktyka", "dersler", "öğretim", "преподавание", "преподавательская",
        "lehre", "lehrtätigkeit", "lehrveranstaltungen", "lehrerfahrung",
        "docencia", "docente", "enseñanza", "docência", "ensino", "enseignement", "enseignements",
        "didattica", "insegnamento", "insegnamenti", "onderwijs",
    },
    "talks": {
        "lezingen", "presentaties", "wystąpienia", "referaty", "sunumlar", "доклады", "выступления",
        "vorträge", "ponencias", "conferencias", "palestras", "conférences", "interventi", "interventions",
        # "Présentations orales", "Presentaciones", "Apresentações", "Presentazioni"
        "présentations", "exposés", "presentaciones", "apresentações", "presentazioni",
    },
    "projects": {
        "projekte", "forschungsprojekte", "proyectos", "projetos", "projets", "progetti", "projecten", "projekty",
        "projeler", "проекты",
    },
    "interests": {
        "onderzoeksinteresses", "zainteresowania", "ilgi", "интересы",
        "forschungsinteressen", "forschungsschwerpunkte", "forschungsgebiete", "intereses", "interesses",
        "intérêts", "interessi", "thèmes", "líneas", "áreas",
    },
    "skills": {
        "vaardigheden", "talen", "umiejętności", "języki", "beceriler", "yetenekler", "diller", "навыки", "языки",
        "kenntnisse", "fähigkeiten", "sprachkenntnisse", "sprachen", "competencias", "aptitudes", "habilidades", "idiomas",
        "competências", "línguas", "compétences", "langues", "competenze", "lingue",
    },
    "contact": {"kontakt", "contacto", "contato", "contatti", "coordonnées", "contactar", "contactgegevens", "iletişim", "контакты"},
    "patents": {"patente", "brevets", "patentes", "brevetti", "octrooien", "patenty", "patentler", "патенты"},
    "service": {
        "nevenfuncties", "członkostwo", "üyelikler", "членство",
        "ehrenamt", "ehrenamtliches", "ehrenamtliche",  # "Ehrenamtliches Engagement": volunteering
        "mitgliedschaften", "gutachtertätigkeit", "gutachtertätigkeiten", "ämter", "gremien", "responsabilités",
        "comités", "comitês", "comitati", "gestión",
        # "Grupos de pesquisa e laboratórios", "Gruppi di ricerca": the groups the owner belongs to
        "grupos", "gruppi",
    },
    "grants": {
        "subsidies", "granty", "hibeler", "гранты", "финансирование",
        "drittmittel", "forschungsförderung", "förderungen", "fördermittel", "financements", "financiación",
        "financiamento", "financiamentos", "finanziamenti",
    },
    "people": {
        "promovendi", "doktoranci", "аспиранты",
        "betreuung", "betreute", "encadrement", "orientações", "orientandos", "tesistas", "doktoranden",
        "doktorandinnen", "ehemalige", "doctorants", "doctorandos", "doutorandos", "dottorandi", "équipe", "equipo",
        "equipe", "gruppo",
    },
    "bio": {"zusammenfassung", "extracto", "resumo", "riepilogo", "biografie", "biographie", "biografía", "biografia", "kurzbiografie", "chi sono"},
    "news": {"aktuelles", "neuigkeiten", "actualités", "noticias", "notícias", "notizie"},
    "misc": {"hobbys", "loisirs", "aficiones", "passatempi"},
}  # fmt: skip
# Headings whose words say it only together: "Über mich", "À propos", "Atuação profissional"
PHRASES = {
    "über mich": "bio",
    "zur person": "bio",
    "à propos": "bio",
    "sobre mí": "bio",
    "sobre mim": "bio",
    # the person's own particulars, where a German or Romance CV prints the name and address
    "persönliche daten": "contact",
    "persönliche angaben": "contact",
    "données personnelles": "contact",
    "informations personnelles": "contact",
    "datos personales": "contact",
    "dados pessoais": "contact",
    "dati personali": "contact",
    "informazioni personali": "contact",
    "atuação profissional": "experience",
    # the same in Dutch, Polish, Turkish and Russian CVs
    "over mij": "bio",
    "o mnie": "bio",
    "hakkımda": "bio",
    "о себе": "bio",
    "обо мне": "bio",
    "persoonlijke gegevens": "contact",
    "dane osobowe": "contact",
    "dane kontaktowe": "contact",
    "kişisel bilgiler": "contact",
    "личные данные": "contact",
    "przebieg pracy zawodowej": "experience",
    "przebieg kariery": "experience",
    "трудовая деятельность": "experience",
    "места работы": "experience",
    "professional preparation": "education",  # an NSF biosketch ("In Preparation" heads unfinished papers)
    # an economist's job-market CV: the paper it is built around, and the department's contact for it
    "job market paper": "publications",
    "job market papers": "publications",
    "placement officer": "people",
    "placement director": "people",
    "placement directors": "people",
    "placement chair": "people",
    # the doctorate as a CV's part: its rows are degrees ("Doctoral research" is read by its rows: research_rows.py)
    "doctoral studies": "education",
    # "Studies" alone, as a European CV heads its degrees (the English of "Studium", "Estudios", "Studi")
    "studies": "education",
    "university studies": "education",
    "academic studies": "education",
    "studi": "education",
    "studi universitari": "education",
    "phd studies": "education",
    "doctoral training": "education",
    # a row of cards linking the person's profiles elsewhere (ORCID, Google Scholar, ResearchGate, LinkedIn)
    "professional networks": "links",
    "academic networks": "links",
    "find me on": "links",
    "find me online": "links",
    "find me elsewhere": "links",
    "elsewhere": "links",
    "social media": "links",
    "connect with me": "links",
    # a French CV's talks and posters, and HAL's papers given at a congress (its COMM documents)
    "communications orales": "talks",
    "communications par affiche": "talks",
    "communications sans actes": "talks",
    "communications dans un congrès": "publications",
    "communications dans des congrès": "publications",
    # a Spanish CV's papers given at congresses, printed as papers with their meeting and year
    "comunicaciones a congresos": "publications",
    "comunicaciones en congresos": "publications",
    # research paid for by a grant: the grants held, not a research statement
    "sponsored research": "grants",
    "funded research": "grants",
    "externally funded research": "grants",
}

# A long heading over papers judged by peers, in the words of the CV's language: "Articles dans des revues
# internationales avec comité de lecture" (HAL), "Pubblicazioni su riviste con revisione tra pari",
# "Artículos en revistas con revisión por pares", "Begutachtete Zeitschriftenbeiträge"
# papers grouped by who wrote them: "Co-authored articles", "Single-authored peer-reviewed journal articles"
_AUTHORSHIP_HEADING_RE = lazy_re.compile(
    r"^\W*(?:co-?|single-?|sole-?|jointly\s+|multi-?)authored\s+(?:[\w-]+\s+){0,3}"
    r"(?:articles|papers|publications|chapters|books|works)\b",
    re.I,
)
_PEER_REVIEW_RE = lazy_re.compile(
    r"\bcomité de lecture\b|\brevisione (?:tra|dei|fra) pari\b|\brevisi[óo]n por pares\b|\brevis[ãa]o por pares\b|"
    # English only as the heading's first words: "Reviewer for peer-reviewed journals" is a service
    r"\bbegutachtet\w*\b|^\W*peer[- ]review(?:ed)?\s+(?:journals?|articles|papers|publications)\b",
    re.I,
)
# The reviewer's own words: "Relecteur pour des revues avec comité de lecture", "Revisor de periódico",
# "Revisore per riviste", "Reviewer for journals" head the reviewing done, not papers
_REVIEWING_RE = lazy_re.compile(
    r"\b(?:relect(?:eur|rice|ure)s?|reviewers?|revisor(?:a|es|as)?|revisori?|gutachter\w*|pareceristas?|"
    r"árbitros?|evaluador(?:a|es)?)\b",
    re.I,
)

# A heading that is only the reviewer ("Peer reviewer for", "Journal reviewer", "Ad hoc reviewing") names the
# reviewing done; "Reviewer: Journal X, Journal Y" is a row of it, no heading
_REVIEWER_FIRST_RE = lazy_re.compile(
    r"^\W*(?:(?:peer|ad[\s-]hoc|journal|manuscript)[\s-]+)?review(?:ers?|ing)(?:\s+(?:for|of|activit(?:y|ies)))?\W*$",
    re.I,
)


def heading_phrase_kind(heading: str) -> str | None:
    """The kind a heading of up to ten words names by its phrase, when it speaks of journals: the reviewing
    done for them ("service") or papers judged by peers ("publications"); else None. Software and data
    sets listed beside the papers ("Software and data", "R packages") are the owner's projects."""
    if len(heading.split()) > 10:
        return None
    if names_software(heading):
        return "projects"
    peer_reviewed = bool(_PEER_REVIEW_RE.search(heading))
    words = set(re.findall(r"[^\W\d_]+", heading.lower()))
    if _REVIEWING_RE.search(heading) and (peer_reviewed or words & FOREIGN_WORDS["publications"]):
        return "service"
    if _REVIEWER_FIRST_RE.match(heading):  # "Peer reviewer for", "Ad hoc reviewer": the owner's reviewing
        return "service"
    return "publications" if peer_reviewed or _AUTHORSHIP_HEADING_RE.match(heading) else None


# The words for a career path as a whole, degrees and posts together: "Wissenschaftlicher Werdegang",
# "Parcours", "Trayectoria académica", "Percorso accademico". Their sections are read row by row, a row
# led by a degree ("Studium der Physik ...", "Master of Science ...") being education.
_CAREER_PATH_WORDS = frozenset({"werdegang", "parcours", "trayectoria", "trajetória", "trajetoria", "percorso"})


# ... and in Japanese: a 略歴 or 経歴 ("career") lists the degrees among the posts, year by year
_HAN_CAREER_PATH_RE = lazy_re.compile(r"略歴|経歴|履歴|略历")


# ... or a heading naming the degrees and the posts together: "Education and Employment History", "Ausbildung und
# Berufserfahrung", "Formación y experiencia profesional", "Formação e experiência"
_STUDIES_WORD_RE = lazy_re.compile(
    r"\b(?:education|training|ausbildung|studium|formation|formaci[óo]n|forma[çc][ãa]o|formazione)\b", re.I
)
_POSTS_WORD_RE = lazy_re.compile(
    r"\b(?:employment|experience|positions?|career|appointments?|berufserfahrung|berufliche\w*|beruf|"
    r"exp[ée]riences?|experiencia|experi[êe]ncia|esperienz[ae]|empleo|emprego)\b",
    re.I,
)


def names_studies_and_posts(heading: str) -> bool:
    """ "Education and Employment History": a heading over the degrees and the posts, row by row."""
    return bool(_STUDIES_WORD_RE.search(heading) and _POSTS_WORD_RE.search(heading))


def names_career_path(heading: str) -> bool:
    """True for a heading over a whole career path: "Wissenschaftlicher Werdegang", "Parcours", "略歴"."""
    if _HAN_CAREER_PATH_RE.search(heading) and len(heading.strip()) <= 8:
        return True
    if names_studies_and_posts(heading):
        return True
    return any(word in _CAREER_PATH_WORDS for word in re.findall(r"[^\W\d_]+", heading.lower()))


# A heading that names a group of papers by kind or status, in the languages CVs are written in:
# "Book Chapters", "Published and Forthcoming Articles", "IN PRESS", "Documents de travail",
# "Konferenzbeiträge", "Trabalhos completos publicados em anais". It starts with the group word
# (after a qualifier such as "Selected" or "Peer-reviewed"), so a paper's title that merely holds
# one of them ("Why most published findings fail") is not taken for a heading.
_PAPER_GROUP_RE = lazy_re.compile(
    r"^(?:(?:selected|recent|other|further|additional|my|peer[\s-]?reviewed|refereed|non[\s-]?refereed|invited|"
    # medicine's groups: "Original Research Articles", "Review Articles", "Case Reports"
    r"original|review|research|case|clinical|"
    r"international|national|edited|journal|conference|ausgewählte|weitere|autres|otros|outros|altri)\s+)*"
    r"(?:articles?|papers?|books?|(?:book\s+)?chapters?|book\s+reviews?|monographs?|reports?|abstracts?|"
    r"proceedings|manuscripts?|preprints?|editorials?|commentar(?:y|ies)|published|unpublished|forthcoming|"
    r"in\s+press|accepted|submitted|under\s+review|in\s+review|in\s+preparation|works?\s+in\s+progress|"
    r"working\s+papers?|peer[\s-]?reviewed|refereed|"
    r"ouvrages?|chapitres?|documents\s+de\s+travail|soumis|actes|rapports?|prépublications|sous\s+presse|"
    r"\w*(?:beiträge|aufsätze|artikel|kapitel)|bücher|monographien|berichte|eingereicht|im\s+druck|"
    r"artículos|capítulos|libros|actas|informes|documentos\s+de\s+trabajo|enviados|en\s+prensa|"
    r"artigos|livros|trabalhos|anais|resumos|relatórios|submetidos|no\s+prelo|textos\s+para\s+discussão|"
    r"articoli|libri|capitoli|atti|rapporti|in\s+stampa|contributi)\b",
    re.I,
)


def names_paper_group(text: str) -> bool:
    """True for a heading (markup removed) naming a kind or status of papers: "Book Chapters", "IN PRESS"."""
    flat = text.strip(" :")
    # a status in any language opens one too ("W druku", "В печати", "In voorbereiding"): statuses.py knows them
    return (
        0 < len(flat.split()) <= 8 and ":" not in flat and bool(_PAPER_GROUP_RE.match(flat) or opens_with_status(flat))
    )
