"""A Lattes CV (the Brazilian CNPq's XML, `<CURRICULO-VITAE>`): its person and bibliographic production.

DADOS-GERAIS gives the name (NOME-COMPLETO), the names used in citations, the office's e-mail and
institution, a summary, and the degrees of FORMACAO-ACADEMICA-TITULACAO (GRADUACAO, MESTRADO,
DOUTORADO), and the posts of ATUACOES-PROFISSIONAIS (each link, VINCULOS, to an institution: its
title and years; the one without an end is the person's position now). PRODUCAO-BIBLIOGRAFICA holds
articles, papers in events, books and chapters, each with DADOS-BASICOS-* (title, year, DOI),
DETALHAMENTO-* (journal, event, book or publisher) and
AUTORES (NOME-COMPLETO-DO-AUTOR in ORDEM-DE-AUTORIA); abstracts in a congress's book (NATUREZA
RESUMO, RESUMO_EXPANDIDO) are no papers and are left out. Read by importer.parsers.database_exports,
which parses the XML safely.
"""

from __future__ import annotations

from .citations.national import _family_case
from .export_fields import bare_doi, escaped, export_entry, year_in
from .records import ParsedEducation, ParsedExperience, ParsedProfile
from .roles import current_role

__all__ = ["lattes_cv"]

_LATTES_TYPES = {
    "ARTIGO-PUBLICADO": "article",
    "ARTIGO-ACEITO-PARA-PUBLICACAO": "article",
    "TRABALHO-EM-EVENTOS": "inproceedings",
    "LIVRO-PUBLICADO-OU-ORGANIZADO": "book",
    "CAPITULO-DE-LIVRO-PUBLICADO": "incollection",
}
# Where each kind of work names its venue, in the order tried
_LATTES_VENUES = ("TITULO-DO-PERIODICO-OU-REVISTA", "NOME-DO-EVENTO", "TITULO-DO-LIVRO", "NOME-DA-EDITORA")
_LATTES_DEGREES = {
    "GRADUACAO": "bachelor",
    "MESTRADO": "master",
    "MESTRADO-PROFISSIONALIZANTE": "master",
    "DOUTORADO": "phd",
}


def _lattes_part(element, prefix: str):
    return next((child for child in element if isinstance(child.tag, str) and child.tag.startswith(prefix)), None)


def _author_name(printed: str) -> str:
    """A coauthor's name as the CV's owner typed it, in the case names are written in: "LISBOA, Otávio
    Brandão" -> "Lisboa, Otávio Brandão", "JANE DE SOUZA CAPELLI" -> "Jane de Souza Capelli"."""
    family, comma, given = printed.strip().partition(",")
    if comma:
        return f"{_family_case(family.strip()) if family.isupper() else family.strip()}, {given.strip()}"
    return _family_case(printed.strip()) if printed.isupper() else printed.strip()


def _lattes_entry(work, number: int):
    basics, details = _lattes_part(work, "DADOS-BASICOS"), _lattes_part(work, "DETALHAMENTO")
    if basics is None:
        return None
    title = next((v for k, v in basics.attrib.items() if k.startswith("TITULO") and not k.endswith("INGLES")), "")
    year = next((v for k, v in basics.attrib.items() if k.startswith("ANO")), "")
    venue = next((details.get(k) for k in _LATTES_VENUES if details is not None and details.get(k)), "")
    authors = sorted(work.iter("AUTORES"), key=lambda a: int(a.get("ORDEM-DE-AUTORIA") or 0) or 999)
    entry_type = _LATTES_TYPES[work.tag]
    return export_entry(
        entry_type,
        f"{work.tag} {number}",
        title=title.strip(),
        author=[
            escaped(_author_name(a.get("NOME-COMPLETO-DO-AUTOR", "")))
            for a in authors
            if a.get("NOME-COMPLETO-DO-AUTOR")
        ],
        container=venue,
        year=year_in(year),
        doi=bare_doi(basics.get("DOI")),
        url=basics.get("HOME-PAGE-DO-TRABALHO", "").strip("[] "),
        publisher=details.get("NOME-DA-EDITORA") if details is not None and entry_type == "book" else None,
        note="accepted" if work.tag == "ARTIGO-ACEITO-PARA-PUBLICACAO" else "",
    )


# The functional codes that name no title: the CV then types the title in OUTRO-ENQUADRAMENTO-FUNCIONAL-INFORMADO
_UNNAMED_POSTS = {"", "LIVRE", "OUTRO"}


def _post_title(link) -> str:
    """ "Professor Adjunto": the title a link states, typed in or coded ("PROFESSOR_ADJUNTO")."""
    typed = (link.get("OUTRO-ENQUADRAMENTO-FUNCIONAL-INFORMADO") or "").strip()
    coded = (link.get("ENQUADRAMENTO-FUNCIONAL") or "").strip()
    return typed or ("" if coded in _UNNAMED_POSTS else coded.replace("_", " ").title())


def _lattes_posts(general) -> list[ParsedExperience]:
    """The posts held, latest first: every link to an institution that states a title."""
    posts = []
    for place in general.iterfind("ATUACOES-PROFISSIONAIS/ATUACAO-PROFISSIONAL"):
        for link in place.iterfind("VINCULOS"):
            title = _post_title(link)
            if title and place.get("NOME-INSTITUICAO"):
                posts.append(
                    ParsedExperience(
                        organization=place.get("NOME-INSTITUICAO").strip(),
                        title=title,
                        start_year=int(year_in(link.get("ANO-INICIO")) or 0) or None,
                        end_year=int(year_in(link.get("ANO-FIM")) or 0) or None,
                    )
                )
    return sorted(
        posts, key=lambda post: (post.end_year is None, post.end_year or 0, post.start_year or 0), reverse=True
    )


def lattes_cv(root, warnings: list[str]) -> tuple[ParsedProfile | None, list]:
    """(the CV's person, the entries of their papers) from a Lattes CV's parsed root element; what is left
    out (abstracts) is said in `warnings`."""
    general = root.find("DADOS-GERAIS")
    profile = None
    if general is not None and general.get("NOME-COMPLETO"):
        office = general.find("ENDERECO/ENDERECO-PROFISSIONAL")
        summary = general.find("RESUMO-CV")
        profile = ParsedProfile(
            name=general.get("NOME-COMPLETO").strip(),
            alt_names=[
                n.strip() for n in (general.get("NOME-EM-CITACOES-BIBLIOGRAFICAS") or "").split(";") if n.strip()
            ],
            email=(office.get("E-MAIL") or None) if office is not None else None,
            affiliation=(office.get("NOME-INSTITUICAO-EMPRESA") or "") if office is not None else "",
            bio=(summary.get("TEXTO-RESUMO-CV-RH") or "") if summary is not None else "",
        )
        for degree in general.iterfind("FORMACAO-ACADEMICA-TITULACAO/*"):
            level = _LATTES_DEGREES.get(degree.tag)
            if level is None or not degree.get("NOME-INSTITUICAO"):
                continue
            ongoing = degree.get("STATUS-DO-CURSO") == "EM_ANDAMENTO"
            profile.education.append(
                ParsedEducation(
                    institution=degree.get("NOME-INSTITUICAO"),
                    degree=level,
                    field=degree.get("NOME-CURSO") or "",  # the course ("Recursos Hidricos"), not a degree's name
                    start_year=int(year_in(degree.get("ANO-DE-INICIO")) or 0) or None,
                    end_year=None if ongoing else int(year_in(degree.get("ANO-DE-CONCLUSAO")) or 0) or None,
                    details=degree.get("TITULO-DA-DISSERTACAO-TESE") or "",
                    ongoing=ongoing,
                )
            )
            if ongoing and level == "phd" and degree.get("NOME-COMPLETO-DO-ORIENTADOR"):
                profile.advisors.append(degree.get("NOME-COMPLETO-DO-ORIENTADOR"))
    if profile is not None:
        profile.experience = _lattes_posts(general)
        role, now = current_role(profile.experience, profile.education)
        if isinstance(now, ParsedExperience):  # "Professor Adjunto" since 2018
            profile.role, profile.position = role, now.title
    entries = []
    works = [work for work in root.iterfind("PRODUCAO-BIBLIOGRAFICA//*") if work.tag in _LATTES_TYPES]
    for number, work in enumerate(works, 1):
        basics = _lattes_part(work, "DADOS-BASICOS")
        if basics is not None and basics.get("NATUREZA", "").startswith("RESUMO"):
            # an abstract (RESUMO) or extended abstract (RESUMO_EXPANDIDO) in a congress's book: no paper
            warnings.append(f"{work.tag} {number}: an abstract (NATUREZA={basics.get('NATUREZA')}); skipped")
        elif (entry := _lattes_entry(work, number)) is not None:
            entries.append(entry)
    return profile, entries
