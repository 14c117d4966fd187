"""Site folders of labs outside computing, as their owners leave them: a Japanese lab's roster with names in
kanji and kana beside their Latin spelling and groups under `section:` labels, an old Hugo Academic site
(`content/author/admin/`) whose "Who are we?" page lists former members a paragraph each, a lab template's
member with no role, and a personal site whose configuration names only the template's "Your Name" but
gives its owner's e-mail.

Every person, lab, place and paper in the fixtures (tests/importer/fixtures/sites/) is fictional.
"""

from content.models import News
from importer.services import import_documents
from people.models import Person, Role
from publications.models import Publication
from tests.importer.site_files import SITES, authors, warnings


def _people():
    return {p.name: p for p in Person.objects.all()}


def test_a_japanese_roster_reads_latin_names_kanji_aliases_sections_and_the_professor_as_head(db):
    report = import_documents([SITES / "japanese-lab-roster"])

    assert not report.failed
    people = _people()
    # every member, whatever the length of the name in kanji ("小野寺 涼") or a name in katakana
    assert set(people) == {
        "Shizuka Kitagawa",
        "Daisuke Mori",
        "佐々木 優",
        "Hina Hasegawa",
        "Lukas Berner",
        "Ryo Onodera",
    }
    kitagawa = people["Shizuka Kitagawa"]
    assert kitagawa.alt_names == ["北川 静香"] and kitagawa.slug == "shizuka-kitagawa"
    # the one full professor among the faculty runs the lab; "role: 教授" is a title, not a template's slug
    assert kitagawa.role == Role.PI and kitagawa.position == "教授"
    assert (people["Daisuke Mori"].role, people["Daisuke Mori"].alt_names) == (Role.FACULTY, ["森 大輔"])
    assert people["佐々木 優"].role == Role.FACULTY
    # the section's English label files the students
    assert people["Hina Hasegawa"].role == Role.PHD and people["Lukas Berner"].alt_names == ["ベルナー ルーカス"]
    assert people["Ryo Onodera"].role == Role.MASTER


def test_an_old_hugo_academic_site_names_its_owner_and_reads_former_members_a_paragraph_each(db):
    report = import_documents([SITES / "hugo-academic-author"])

    assert not report.failed
    people = _people()
    owner = people["Anselm Krummholz"]  # content/author/admin/_index.md, `name = "..."` in TOML
    assert owner.position == "Professor of Freshwater Ecology"
    assert "Technical Assistant" not in people  # a title on its own line is no one
    alumni = {name: p for name, p in people.items() if p.role == Role.ALUMNI}
    assert set(alumni) == set(people) - {"Anselm Krummholz"}
    assert len(alumni) == 10
    # the title a paragraph opens with, never its thesis title or a line about the member's supervisor
    assert alumni["Greta Hollings"].position == "PhD"
    assert alumni["Rui Canavarro"].position == "Visiting PhD Candidate"
    assert alumni["Bruno Castellane"].position == "Technical Assistant"
    assert alumni["Jonah Ekstrom"].position == "Masters Candidate"
    assert News.objects.filter(title="Field season starts").exists()


def test_a_lab_member_with_no_role_is_filed_as_a_researcher_for_review_not_as_a_student(db):
    report = import_documents([SITES / "labtemplate-no-role"])

    assert not report.failed
    people = _people()
    assert set(people) == {"Ingeborg Halvorsen", "Pablo Arce", "Mina Okoro", "Jon Tveit"}  # not the mascot
    pablo = people["Pablo Arce"]
    assert pablo.role == Role.RESEARCHER and "role" not in pablo.field_sources
    assert any("gives no role" in note for note in pablo.review_notes)
    assert people["Ingeborg Halvorsen"].role == Role.PI and not people["Ingeborg Halvorsen"].review_notes
    assert people["Jon Tveit"].role == Role.STAFF
    assert people["Mina Okoro"].role == Role.ALUMNI


def test_the_configured_e_mail_breaks_a_tie_between_two_authors_of_every_paper(db):
    report = import_documents([SITES / "academicpages-email-tie"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "T. Lindqvist" and owner.email == "t.lindqvist@example.org"
    assert any("e-mail" in note for note in owner.review_notes)
    assert Publication.objects.count() == 3
    assert ("T. Lindqvist", owner.slug) in authors("Root exudate chemistry across a salinity gradient")
    assert not any("no owner found" in w for w in warnings(report))


def test_an_e_mail_naming_neither_author_leaves_the_tie_unbroken(db, tmp_path):
    from tests.importer.site_files import write

    site = write(
        tmp_path / "site",
        {
            "_config.yml": 'name: "Your Name"\nauthor:\n  name: "Your Sidebar Name"\n  email: "pond.lab@example.org"\n',
            "_pages/publications.md": (SITES / "academicpages-email-tie" / "_pages" / "publications.md").read_text(),
        },
    )
    report = import_documents([site])

    assert not Person.objects.exists() and Publication.objects.count() == 3
    assert any("no owner found" in w for w in warnings(report))


def test_a_german_working_group_named_ag_is_a_lab_and_its_author_page_with_no_role_is_flagged(db):
    report = import_documents([SITES / "hugo-ag-lab"])

    assert not report.failed
    people = _people()
    assert "AG Bodenökologie" not in people  # "AG" (Arbeitsgruppe): the site's title names a group, no owner
    assert set(people) == {"Henrike Albers", "Lena Vogt", "Jonas Krieger", "Ana Paz", "Emil Sauer", "Kai Moll"}
    assert people["Henrike Albers"].role == Role.PI
    assert (people["Lena Vogt"].role, people["Jonas Krieger"].role) == (Role.PHD, Role.POSTDOC)
    assert people["Emil Sauer"].role == Role.ALUMNI and people["Ana Paz"].role == Role.MASTER
    kai = people["Kai Moll"]
    assert kai.role == Role.RESEARCHER and any("gives no role" in note for note in kai.review_notes)
