"""A group head's title in the CV languages, and a multilingual Hugo site's people, papers and news read once.

The head of a group is the `pi` in French, German, Spanish, Italian and Portuguese as in English, when it is
the person's current title ("Responsable d'équipe", "Gruppenleiter(in)", "Coordenador(a) do laboratório"),
never when it was theirs once or is someone else's. A page found in another language only (a news item in
content/de/post/) is its one copy; pages naming each other by Hugo's `translationKey` are one person, paper
or news item, wherever each language keeps them. Every name, title and venue here is invented.
"""

import pytest

from content.models import News
from importer.parsers.roles import find_title, is_past_or_other, role_from_title
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import write


@pytest.mark.parametrize(
    "title",
    [
        "Responsable d'équipe",
        "Responsable d’équipe, Laboratoire des Sols Vivants",
        "Chef d'équipe",
        "Chef de groupe",
        "Responsable du groupe",
        "Gruppenleiter(in)",
        "Arbeitsgruppenleiterin",
        "AG-Leiter",
        "Jefe/Jefa de grupo",
        "Jefa del grupo",
        "Investigador(a) principal",
        "Investigadora principal",
        "Responsabile del gruppo",
        "Responsabile del laboratorio",
        "Líder do grupo",
        "Coordenador(a) do laboratório",
        "Coordenadora do grupo",
    ],
)
def test_a_group_heads_title_in_the_cv_languages_is_the_pi(title):
    assert role_from_title(title) == "pi"
    assert role_from_title(title, runs_group=False) == "pi"  # heading the group says it, not who owns the page


@pytest.mark.parametrize(
    "title", ["Directeur de recherche", "Directrice de recherche", "Directeur/Directrice de recherche"]
)
def test_a_senior_researchers_rank_stays_a_researcher(title):
    assert role_from_title(title) == "researcher"


@pytest.mark.parametrize(
    ("title", "role"),
    [
        ("Directrice de recherche, responsable d’équipe", "pi"),
        ("Wissenschaftlerin und Gruppenleiterin", "pi"),
        ("Investigadora, jefa de grupo", "pi"),
        ("Senior Scientist, Group Leader", "pi"),
        ("Research scientist, formerly group leader", "researcher"),
        ("Doktorandin, Gruppenleiterin: Vera Holm", "phd"),  # the line names her group's head, not her
    ],
)
def test_a_researcher_who_also_heads_the_group_is_the_pi_and_a_student_is_not(title, role):
    assert role_from_title(title) == role


@pytest.mark.parametrize(
    "sentence",
    [
        "Ehemalige Gruppenleiterin am Institut für Bodenkunde",
        "Sie war Gruppenleiterin in Kiel",
        "Ancien chef d'équipe à l'Institut des Marais",
        "Fue jefa de grupo en la Estación Alta",
        "Ex responsabile del gruppo di idrologia",
        "Foi coordenadora do laboratório de solos",
        "Trabalha com meu líder do grupo",
        "Arbeitet mit Gruppenleiterin Vera Holm",
        "Gruppenleiter (2015 - 2019), Universität Talheim",
    ],
)
def test_a_past_head_or_someone_elses_head_is_not_the_persons_title(sentence):
    found = find_title(sentence)
    assert found is not None and found.role == "pi"
    assert is_past_or_other(sentence, found)


@pytest.mark.parametrize(
    "sentence",
    [
        "Seit 2021 ist sie Gruppenleiterin in Kiel",
        "Elle est responsable d'équipe à l'Institut des Marais",
        "Actualmente es investigadora principal del grupo",
        "Atualmente é líder do grupo de solos",
    ],
)
def test_a_current_head_is_the_persons_title(sentence):
    found = find_title(sentence)
    assert found is not None and found.role == "pi"
    assert not is_past_or_other(sentence, found)


_PERSON = "---\ntitle: {name}\n{key}role: {role}\n---\n{bio}\n"
_PAPER = '---\ntitle: "{title}"\n{key}authors: [{authors}]\ndate: 2022-05-01\npublication: "*{venue}*"\n---\n'
_POST = "---\ntitle: {title}\n{key}date: {date}\n---\n{body}\n"


def _key(value):
    return f"translationKey: {value}\n" if value else ""


@pytest.fixture
def moss_site(tmp_path):
    """A lab's Hugo site in English and German, its German sections named in German."""
    return write(
        tmp_path / "site",
        {
            "config/_default/hugo.yaml": "title: Moss Ecology Group\ndefaultContentLanguage: en\n",
            "config/_default/languages.yaml": "en:\n  weight: 1\nde:\n  weight: 2\n",
            "content/en/people/ilse-varga.md": _PERSON.format(
                name="Ilse Varga", key=_key("ilse"), role="Group leader", bio="Ilse studies peat mosses."
            ),
            "content/de/personen/ilse-varga.md": _PERSON.format(
                name="Ilse Varga", key=_key("ilse"), role="Gruppenleiterin", bio="Ilse erforscht Torfmoose."
            ),
            "content/de/personen/timo-brandl.md": _PERSON.format(
                name="Timo Brandl", key="", role="Doktorand", bio="Timo misst Moospolster im Hochmoor."
            ),
            "content/en/publication/moss-cover/index.md": _PAPER.format(
                title="Moss cover after a dry summer", key=_key("moss"), authors="Ilse Varga", venue="Oikos"
            ),
            "content/de/publikationen/moosdecke/index.md": _PAPER.format(
                title="Moosdecke nach einem trockenen Sommer", key=_key("moss"), authors="Ilse Varga", venue="Oikos"
            ),
            "content/en/post/grant.md": _POST.format(
                title="New grant for the bog project", key=_key("grant"), date="2024-03-01", body="We are funded."
            ),
            "content/de/post/foerderung.md": _POST.format(
                title="Neue Förderung für das Moorprojekt", key=_key("grant"), date="2024-03-01", body="Gefördert."
            ),
            "content/de/post/sommerschule.md": _POST.format(
                title="Sommerschule im Hochmoor", key="", date="2024-07-10", body="Zwei Wochen im Moor."
            ),
        },
    )


def test_pages_named_by_translation_key_are_one_and_a_page_in_another_language_only_is_read(db, moss_site):
    report = import_documents([moss_site])

    assert not report.failed
    assert sorted(Person.objects.values_list("name", "role")) == [("Ilse Varga", "pi"), ("Timo Brandl", "phd")]
    assert list(Publication.objects.values_list("title", flat=True)) == ["Moss cover after a dry summer"]
    assert sorted(News.objects.values_list("title", flat=True)) == [
        "New grant for the bog project",
        "Sommerschule im Hochmoor",  # in German only: its one copy
    ]
    skipped = {f.path.split("/site/")[-1]: f.error for f in report.files if f.status == "skipped"}
    assert "content/en/people/ilse-varga.md" in skipped["content/de/personen/ilse-varga.md"]
    assert "content/en/post/grant.md" in skipped["content/de/post/foerderung.md"]


def test_two_other_language_copies_of_one_key_are_read_once(db, tmp_path):
    """No copy in the site's own language: the first of the others is the page, the rest its translations."""
    site = write(
        tmp_path / "site",
        {
            "config.toml": 'title = "Lichen Lab"\ndefaultContentLanguage = "en"\n'
            "[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n[languages.es]\nweight = 3\n",
            "content/en/people/ana-ruiz.md": _PERSON.format(name="Ana Ruiz", key="", role="PhD student", bio="x"),
            "content/es/post/salida.md": _POST.format(
                title="Salida de campo a la sierra", key=_key("trip"), date="2023-09-02", body="Muestreo de líquenes."
            ),
            "content/fr/post/sortie.md": _POST.format(
                title="Sortie de terrain en montagne", key=_key("trip"), date="2023-09-02", body="Lichens récoltés."
            ),
        },
    )
    report = import_documents([site])

    assert not report.failed
    assert list(News.objects.values_list("title", flat=True)) == ["Salida de campo a la sierra"]
