"""A whole homepage or CV: its sections read into a profile and publications.

`parse_text_document` is the pipeline, step after step (sections, intro, CV records, names,
roles, affiliation); each step is a call, and the order is the point, so it stays one function."""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..biosketch import biosketch_as_cv
from ..citations import document_vocabulary, find_legend, kind_from_heading, parse_publications
from ..dates import western_era_years
from ..names import advisor_names as names_of_advisors
from ..owner import settle_owner
from ..records import (
    NoOwnerFound,
    ParsedAward,
    ParsedDocument,
    ParsedEducation,
    ParsedProfile,
    ParsedPublication,
)
from ..roles import current_role, is_current, role_from_slug, role_from_title
from .activities import news_awards, parse_awards, parse_service, parse_skills, parse_teaching
from .admonitions import unwrap_admonitions
from .bio_facts import _bio_facts, _sentences
from .capitals import lower_capitals
from .columns import separate_columns
from .cv import _ADVISOR_RE, _add_unique, _names_in, parse_education, parse_experience
from .cv_front_matter import add_template_particulars, front_matter_aliases, template_metadata
from .definition_lists import join_definition_lists
from .fenced_divs import unfence_divs
from .fields import find_institution
from .heading_words import names_career_path, names_studies_and_posts
from .intro import (
    _ROLE_BY_DEGREE,
    _collect_links,
    _find_email,
    _interests_from,
    _intro_profile,
    _organisation_of,
    _position_and_affiliation,
    labelled_affiliation,
)
from .job_titles import RESEARCH_TRADE_RE
from .name_heading import name_heading_block
from .page_chrome import without_page_chrome
from .paper_markup import plain_paper_markup
from .position_lines import job_title, labelled_position, subtitle_position
from .research_rows import drop_repeated_degrees, read_research_section, rows_apart
from .rmarkdown import without_rmarkdown_markup
from .sections import (
    _BULLET_RE,
    _COMMENT_RE,
    _MD_LINK_RE,
    _TEMPLATE_RE,
    Section,
    _without_bullet,
    classify_heading,
    is_cv_title,
    plain,
    split_sections,
    unread_section_warning,
)
from .third_person import third_person_name
from .title_first_entries import authors_before_titles
from .year_groups import date_year_groups

MAX_LINE = 4000


# --- the whole document ------------------------------------------------------------------


_CLOSING_HASHES_RE = lazy_re.compile(r"^([ \t]{0,3}#{1,6}[ \t]+[^\n]*?\S)[ \t]+#+[ \t]*$", re.M)


def parse_text_document(
    source_name: str, text: str, *, metadata: dict | None = None, fmt: str = "text-cv", person: str | None = None
) -> ParsedDocument:
    """Read a markdown or plain-text homepage/CV (already decoded, LF line ends)."""
    metadata = template_metadata(metadata or {})  # an R Markdown CV template's "name" over "surname"
    text = biosketch_as_cv(text)  # an NIH biosketch's form fields and lettered sections as a CV
    lines = text.split("\n")
    too_long = [(number, len(line)) for number, line in enumerate(lines, 1) if len(line) > MAX_LINE]
    text = "\n".join(line[:MAX_LINE] for line in lines)  # no CV line is longer; bounds regex work
    text = _COMMENT_RE.sub("", text)
    text = re.sub(r"<!--.*", "", text, flags=re.S)  # an unclosed comment hides the rest
    text = without_page_chrome(text)  # the site template's copyright, "last updated" and page title lines
    text = _TEMPLATE_RE.sub("", text)  # Liquid/Jinja ({% include %}, {{ site.x }}): site machinery, not content
    text = without_rmarkdown_markup(text)  # an R Markdown/Quarto CV's code chunks, attributes, LaTeX layout
    text = unwrap_admonitions(text)  # mkdocs' `!!! note "Title"` boxes: the caption is layout, the body is read
    text = unfence_divs(text)  # pandoc's `::: {.award-item date="2024"}`: layout, and the entry's date
    text = join_definition_lists(text)  # pandoc's "2020" over ":   Title, Venue": one entry, dated
    text = western_era_years(text)  # a Japanese CV's "平成25年3月" is March 2013
    text = _CLOSING_HASHES_RE.sub(r"\1", text)  # "## 2022 ##": an ATX heading's closing hashes are layout
    sections = split_sections(text)
    separate_columns(sections)  # a two-column CV's text read across the page
    profile = ParsedProfile()
    document = ParsedDocument(source_name=source_name, format=fmt, profile=profile)
    if too_long:
        document.warnings.append(long_lines_warning(too_long))
    intro = sections[0]
    prose = _intro_profile(intro, metadata, profile)
    header = [l for l in intro.lines if l.strip()][:8]
    if not profile.name and (named := name_heading_block(sections)):  # "## Experience" / "### Ana Ruiz"
        prose += _intro_profile(named, {}, profile)
        header += [l for l in named.lines if l.strip()]

    publications: list[ParsedPublication] = []
    bio_parts = ["\n".join(prose)] if prose else []
    advisor_names: list[str] = []
    tabbed_document = any(s.tabbed for s in sections)
    vocabulary = document_vocabulary(text) if tabbed_document else frozenset()
    told_in_news: list[ParsedAward] = []  # honours a news list tells of, unless the honours list has them
    # A legend under "Publications" also holds for its "Conference Papers" / "Journal Papers" subsections.
    legend = find_legend("\n".join(s.text for s in sections if s.kind in ("publications", "patents")))
    document.warnings.extend(w for s in sections if (w := unread_section_warning(s)))
    for section in (read_research_section(date_year_groups(s)) for s in sections[1:]):
        if section.kind in ("publications", "patents"):
            pubs, warnings = parse_publications(
                # "[Title](url)" over "Authors. 2020.": authors first; "*J Phycol.*": the stop after the italics
                authors_before_titles(plain_paper_markup(section.text)),
                first_line=section.first_line + (0 if section.tabbed else 1),
                one_per_line=section.tabbed or tabbed_document and "\t" in section.text,
                kind="patent" if section.kind == "patents" else None,
                vocabulary=vocabulary if tabbed_document else frozenset(),
                legend=legend,
                owner=profile.name or person,
                heading=section.heading,  # "Under Review": the status of the entries that state none
            )
            heading_kind = kind_from_heading(section.heading)
            for pub in pubs:  # "Journal Articles": what the entry itself does not say, its heading does
                if heading_kind and pub.kind in (None, "other") or heading_kind == "preprint" and pub.kind is None:
                    pub.kind = heading_kind
                elif heading_kind == "chapter" and pub.kind == "conference":
                    pub.kind = heading_kind  # "In: T. Oswald (Hrsg.), Book" under "Buchbeiträge": a chapter
            publications.extend(pubs)
            document.warnings.extend(warnings)
        elif section.kind == "education" and names_studies_and_posts(plain(section.heading)):
            career, degrees = rows_apart(section)  # "Education and Employment History": the rows of both kinds
            profile.education.extend(parse_education(degrees, advisor_names) if degrees.lines else [])
            profile.experience.extend(parse_experience(career, profile.service) if career.lines else [])
        elif section.kind == "education":
            profile.education.extend(parse_education(section, advisor_names))
        elif section.kind == "experience":
            career, degrees = _degrees_apart(section)
            profile.education.extend(parse_education(degrees, advisor_names) if degrees.lines else [])
            profile.experience.extend(parse_experience(career, profile.service))
        elif section.kind in ("awards", "grants"):
            profile.awards.extend(parse_awards(section))
        elif section.kind == "news":  # "Sep 2021 – Awarded the X Scholarship."
            told_in_news.extend(news_awards(section))
        elif section.kind == "teaching":
            profile.teaching.extend(parse_teaching(section))
        elif section.kind == "service":
            profile.service.extend(parse_service(section))
        elif section.kind == "skills":
            profile.skills.extend(parse_skills(section))
        elif section.kind in ("interests", "bio"):
            body = "\n".join(l.replace("\t", " ").strip() for l in section.lines if l.strip())
            items = [_without_bullet(plain(l)) for l in section.lines if _BULLET_RE.match(l)]
            if items and section.kind == "interests":
                profile.research_interests.extend(i for i in items if i)
            elif section.kind == "interests" and len(body.split()) <= 25 and "\n" not in body:
                # "Query optimization, learned database components, and streaming systems."
                parts = re.split(r",\s*(?:and\s+)?|;\s*|\s+and\s+", plain(body).rstrip("."))
                profile.research_interests.extend(p.strip() for p in parts if p.strip())
            elif body:
                bio_parts.append(body)
        elif section.kind == "contact":
            header.extend(section.lines)
        elif section.kind == "links":
            _profile_links(section, profile)

    lower_capitals(profile)  # "POSTDOCTORAL RESEARCHER" in awesome-cv's small capitals
    profile.education = drop_repeated_degrees(profile.education)
    listed = {award.title.casefold() for award in profile.awards}  # the honours list says it already
    profile.awards.extend(award for award in told_in_news if award.title.casefold() not in listed)
    bio_text = "\n\n".join(p.strip() for p in bio_parts if p.strip())
    profile.bio = bio_text
    if not profile.research_interests:
        profile.research_interests = _interests_from(plain(bio_text)) or _interests_from(
            "\n".join(plain(line) for line in intro.lines)
        )  # "**Research interests:** a, b." under the greeting
    _bio_facts(bio_text, profile)
    _add_unique(profile.advisors, advisor_names)
    for line in header:  # "Advisor: Prof. Odile Brassac" under the name
        labelled = _ADVISOR_RE.search(plain(line))
        if labelled:
            _add_unique(profile.advisors, _names_in(labelled.group(1)))
    for key in ("advisors", "advisor", "supervisors", "supervisor"):  # front matter (al-folio, academicpages)
        if metadata.get(key):
            _add_unique(profile.advisors, names_of_advisors(metadata[key]))

    whole_intro = "\n".join(intro.lines)
    profile.email = _find_email("\n".join(header) + "\n" + whole_intro) or _find_email(
        "\n".join(l for s in sections if s.kind not in ("publications", "patents", "talks", "people") for l in s.lines)
    )
    _collect_links(header, profile, any_url=False, bare_urls=True)
    _collect_links(intro.lines, profile, any_url=False)
    position_lines = [plain(l) for l in header if len(plain(l).split()) <= 14] + _sentences(plain(bio_text))
    profile.position, profile.role, profile.affiliation = _position_and_affiliation(position_lines)
    labelled = labelled_position([*intro.lines, *header])  # "Position: ...", "Funktion: ...": said outright
    if labelled:
        profile.position, profile.role = labelled, role_from_title(labelled) or profile.role
    elif not profile.position:  # "Data Analyst" under the name: a title, though no role word
        subtitle = metadata.get("subtitle")  # a Quarto or al-folio page's subtitle, else the line under the name
        found = job_title(subtitle) if isinstance(subtitle, str) else ("", "")
        profile.position, organisation = found if found[0] else subtitle_position(intro.lines, profile.name)
        profile.affiliation = profile.affiliation or organisation
    # a labelled affiliation ("Affiliation: ...", "所在单位：...") says outright what a title line only suggests
    profile.affiliation = labelled_affiliation([*intro.lines, *header]) or profile.affiliation
    add_template_particulars(metadata, profile)  # a CV template's "title:", "affiliation:", "contact:" fields
    profile.role = role_from_slug(metadata.get("role")) or profile.role  # a template's slug: the site's own word
    if profile.role == "phd" and profile.affiliation and not any(e.degree == "phd" for e in profile.education):
        profile.education.insert(0, ParsedEducation(profile.affiliation, "phd", profile.position))
    _fill_role_from_history(profile)
    profile.affiliation = _visitor_level(profile, [plain(l) for l in header])

    if not profile.name:  # "Lena Brandt is a second-year PhD student ..." (a bio in the third person)
        profile.name = third_person_name(plain(bio_text))
    _add_unique(
        profile.alt_names, front_matter_aliases(metadata, profile.name or person)
    )  # "aliases: [Hiroto Kiriyama]"
    if not profile.name and not person and not publications and not any(s.kind for s in sections[1:]):
        publications = _bare_list_of_papers(text, document)
    document.publications = publications
    _paper_awards_on_papers(profile, publications)
    _settle_name(document, person)
    return document


_BARE_LIST_AT_LEAST = 2


def _bare_list_of_papers(text: str, document: ParsedDocument) -> list[ParsedPublication]:
    """The papers of a document that names nobody and has no section of any kind, read as one list: a
    publications page saved or printed without its heading is still its owner's papers, never a file
    that fails. [] unless it holds a few."""
    text = authors_before_titles(plain_paper_markup(text))
    publications, warnings = parse_publications(text, first_line=1, legend=find_legend(text))
    if len(publications) < _BARE_LIST_AT_LEAST:
        return []
    document.warnings.extend(warnings)
    return publications


def long_lines_warning(too_long: list[tuple[int, int]]) -> str:
    """What the review says of lines cut at MAX_LINE ((line number, length) each): which, and the limit."""
    shown = ", ".join(f"{number} ({length:,} characters)" for number, length in too_long[:5])
    more = f" and {len(too_long) - 5} more" if len(too_long) > 5 else ""
    lines = "line" if len(too_long) == 1 else "lines"
    return (
        f"{lines} {shown}{more}: longer than the {MAX_LINE:,} characters a line may have; "
        f"only the first {MAX_LINE:,} were read"
    )


def _degrees_apart(section: Section) -> tuple[Section, Section]:
    """(positions, degrees) of a "Curriculum Vitae" / "Lebenslauf" section, the career told year by year,
    or of a "Research" section listing posts and degrees (research_rows.py): a row led by a degree is
    education. Under a heading that names the kind ("Experience"), a "PhD candidate" row is a position
    and stays one."""
    career_path = is_cv_title(section.heading) or names_career_path(plain(section.heading))
    if not career_path and classify_heading(section.heading) != "interests":
        return section, replace(section, lines=[])
    return rows_apart(section)


def _profile_links(section: Section, profile: ParsedProfile) -> None:
    """A "Professional Networks" / "Find me on" section: the person's profiles on known sites (ORCID, Google
    Scholar, LinkedIn...), read from the addresses, not the cards' words; a link to any other page there
    (a friend's, the department's) is not the person's."""
    found = ParsedProfile()
    _collect_links(
        [_MD_LINK_RE.sub(r"[link](\2)", line) for line in section.lines], found, any_url=True, bare_urls=True
    )
    known = {link.url for link in profile.links}
    profile.links.extend(link for link in found.links if link.label != "Homepage" and link.url not in known)


def _fill_role_from_history(profile: ParsedProfile) -> None:
    """No current title stated: the current position or the degree being studied for tells the role."""
    if not profile.role:
        role, entry = current_role(profile.experience, profile.education)
        if not role:  # "Research Hydrologist, 2019-Present", "Research Scholar": a researcher by trade
            entry = next((x for x in profile.experience if is_current(x) and RESEARCH_TRADE_RE.search(x.title)), None)
            role = "researcher" if entry else None
        if role:
            profile.role = role
            if isinstance(entry, ParsedEducation):
                profile.position = profile.position or _ROLE_BY_DEGREE[entry.degree][1]
                profile.affiliation = profile.affiliation or entry.institution
            else:
                profile.position = profile.position or entry.title
                profile.affiliation = profile.affiliation or _organisation_level(entry.organization)
    ongoing = [e for e in profile.education if is_current(e)]
    if not profile.affiliation and ongoing:
        profile.affiliation = ongoing[0].institution
    if not profile.affiliation:
        jobs = [x for x in profile.experience if is_current(x)]
        if jobs:
            profile.affiliation = _organisation_level(jobs[0].organization)


def _organisation_level(organization: str) -> str:
    """ "Ridgeway University, Kraków" -> "Ridgeway University"; "Pebble Team, Cobalt Labs" -> "Cobalt Labs"."""
    if "," not in organization:
        return organization
    return _organisation_of(organization.split(","))


_PAPER_AWARD_RE = lazy_re.compile(
    r"\b(?:Best|Distinguished|Outstanding)\s+(?:Student\s+|Short\s+)?(?:Paper|Artifact)(?:\s+Award)?"
    r"(?:\s+(?:Runner[- ]up|Nominee|Nomination|Finalist|Honorable Mention))?",
    re.I,
)


# Words of any venue's name: a paper award and a venue sharing one of these do not name the same venue.
_GENERIC_VENUE_WORDS = frozenset(
    "conference symposium international proceedings annual workshop journal meeting the and for".split()
)


def _paper_awards_on_papers(profile: ParsedProfile, publications: list[ParsedPublication]) -> None:
    """A paper's "Best Paper Award" in the honours list is noted on that paper too, and stays an award.

    The paper is the one whose title the award names, else the one paper of the award's year at the
    venue it names; when two papers could be it ("Outstanding Paper Award, ACL" and a paper at the
    ACL conference and another in Transactions of the ACL that year), it is noted on neither.
    """
    for award in profile.awards:
        phrase = _PAPER_AWARD_RE.search(award.title)
        if not phrase:
            continue
        named = award.title.casefold()
        papers = [p for p in publications if len(p.title) >= 12 and p.title.casefold().rstrip(".") in named]
        if not papers and award.year:
            rest = _venue_words(award.title[: phrase.start()] + award.title[phrase.end() :])
            papers = [p for p in publications if p.year == award.year and rest & _venue_words(p.venue_text or "")]
        if len(papers) == 1 and not papers[0].note:
            papers[0].note = phrase.group(0)


def _venue_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{3,}", text.casefold()) if w not in _GENERIC_VENUE_WORDS}


_UNIT_END_RE = lazy_re.compile(r"\b(?:Lab|Labs|Laboratory|Group|Team|Center|Centre|Division|Department)\s*$", re.I)
# "David R. Cheriton School of Computer Science", "Department of Informatics", "Faculty of Science":
# a part of a university, which gives way to the university when one is named with it.
_UNIT_START_RE = lazy_re.compile(r"\b(?:Department|Dept\.?|School|Faculty)\s+of\b", re.I)


def _is_unit(name: str) -> bool:
    return bool(_UNIT_END_RE.search(name) or _UNIT_START_RE.search(name))


def _visitor_level(profile: ParsedProfile, header: list[str]) -> str:
    """The affiliation a visitor expects: "Vestby University", not its "Fjordline Systems Laboratory".

    A lab, team or group gives way to the university or company named with it in the header or
    in the current position; with nothing bigger named, it stays.
    """
    affiliation = profile.affiliation
    if not affiliation or not _is_unit(affiliation):
        return affiliation
    candidates = [find_institution(line, prefer_university=True) for line in header]
    candidates += [e.organization for e in profile.experience if is_current(e)]
    for candidate in candidates:
        if candidate and candidate != affiliation and not _is_unit(candidate) and find_institution(candidate):
            return candidate
    return affiliation


def _settle_name(document: ParsedDocument, person: str | None) -> None:
    profile = document.profile
    if profile.name:
        return
    if person:
        profile.name = person
        return
    if document.publications:
        settle_owner(document)  # importer.parsers.owner: the one rule for every kind of document
        return
    raise NoOwnerFound("no person's name found; pass --person SLUG")
