"""Printed authors link to lab members only when every part of the printed name agrees."""

import pytest

from importer.matching import MemberIndex
from importer.parsers.names import match_strength
from importer.services import import_documents
from people.models import Person
from publications.models import Authorship


@pytest.mark.parametrize(
    ("printed", "names", "strength"),
    [
        ("Pia Szabo", ["Priya Szabó", "P. Szabó"], 0),  # a full given name needs a full given name
        ("Priya Szabo", ["Priya Szabó", "P. Szabó"], 2),
        ("P. Szabo", ["Priya Szabó"], 1),
        ("PRIYA SZABÓ", ["Priya Szabó"], 2),
        ("Szabó, Priya", ["Priya Szabó"], 2),
        ("Priya Szabo", ["P. Szabó"], 0),  # initials only: nothing confirms the given name
        ("Priya K. Szabo", ["Priya Szabó"], 1),  # a middle initial the member leaves out
        ("Priya Kata Szabo", ["Priya Szabó"], 0),  # a second full given name she does not have
        ("R. Szabo", ["Priya Szabó"], 0),
        ("Yin-Min Zhou", ["Yinmin Zhou"], 2),
        ("Y.-M. Zhou", ["Yinmin Zhou"], 1),
        ("Yinmin Zhou", ["Yuming Zhou", "Y. Zhou"], 0),
    ],
)
def test_every_printed_part_must_agree(printed, names, strength):
    assert match_strength(printed, names) == strength


def _bib(tmp_path, authors, title="Gravel Routing at Scale"):
    path = tmp_path / "papers.bib"
    path.write_text(f"@article{{k1, title={{{title}}}, author={{{authors}}}, journal={{ACM TOCS}}, year={{2022}}}}\n")
    return path


def test_pia_is_never_linked_to_priya_through_her_initials(db, tmp_path):
    priya = Person.objects.create(name="Priya Szabó", slug="priya-szabo", alt_names=["P. Szabó"])

    import_documents([_bib(tmp_path, "Pia Szabo and Quinn Rautio")])

    assert Authorship.objects.get(name="Pia Szabo").person is None
    assert not priya.authorships.exists()


def test_initials_that_fit_a_full_name_and_another_members_alias_link_neither(db, tmp_path):
    Person.objects.create(name="Zhiyu Ye", slug="zhiyu-ye", alt_names=["Z. Ye"])
    Person.objects.create(name="Zora Ye", slug="zora-ye")

    report = import_documents([_bib(tmp_path, "Z. Ye and Quinn Rautio")])

    assert Authorship.objects.get(name="Z. Ye").person is None
    assert any("Z. Ye" in line for line in report.ambiguous)


def test_accents_and_case_do_not_stop_a_link(db, tmp_path):
    priya = Person.objects.create(name="Priya Szabó", slug="priya-szabo")

    import_documents([_bib(tmp_path, "SZABO, PRIYA and Quinn Rautio")])

    assert Authorship.objects.get(position=1).person == priya


@pytest.mark.parametrize(
    ("printed", "linked"),
    [
        ("Althaus MK", True),  # Vancouver: family name, then the initials run together
        ("Althaus M", True),
        ("Althaus MJ", False),  # a second initial she does not have
        ("Althaus, Mira", False),  # a full given name needs her full given name
    ],
)
def test_a_family_name_and_initials_fit_the_one_member_they_start(db, printed, linked):
    miriam = Person.objects.create(name="Miriam K. Althaus", slug="miriam-althaus")

    person, _ = MemberIndex().best(printed)

    assert (person == miriam) is linked


def test_family_name_and_initials_two_members_fit_link_neither(db):
    Person.objects.create(name="Miriam K. Althaus", slug="miriam-althaus")
    Person.objects.create(name="Moritz Althaus", slug="moritz-althaus")

    person, ties = MemberIndex().best("Althaus M")

    assert person is None
    assert len(ties) == 2


def test_a_capitalised_family_name_is_read_as_printed_first(db):
    kaiming = Person.objects.create(name="Kaiming He", slug="kaiming-he")

    assert MemberIndex().best("Kaiming HE")[0] == kaiming


def _cv(tmp_path, name, bold):
    path = tmp_path / f"{name.split()[-1].lower()}.md"
    path.write_text(
        f"# {name}\n\nPostdoctoral researcher, Kestrel University.\n\n## Publications\n\n"
        f"1. **{bold}**, T. J. Brennan. Sleep loss and emotional memory in adolescents. Cognition, 2022.\n"
        f"2. T. J. Brennan, **{bold}**, R. Quill. Pupil size tracks arousal in a foraging task. Psychophysiology, 2021.\n"
    )
    return path


def test_a_link_made_from_the_owners_bold_name_outlives_the_run(db, tmp_path):
    # "Mira" is not "Miriam" by name: only the highlighting on her own CV says the author is her.
    report = import_documents([_cv(tmp_path, "Miriam K. Althaus", "Mira Althaus")])

    miriam = Person.objects.get(name="Miriam K. Althaus")
    stored = Authorship.objects.filter(person=miriam).count()
    assert stored == 2
    assert report.files[0].members_linked == stored


def test_links_undone_after_the_run_are_not_counted(db, tmp_path):
    Person.objects.create(name="Zhiyu Ye", slug="zhiyu-ye")
    bib = _bib(tmp_path, "Z. Ye and Quinn Rautio")

    # Zora's CV makes "Z. Ye" of the BibTeX file fit two members: it is linked to neither.
    report = import_documents([bib, _cv(tmp_path, "Zora Ye", "Zora Ye")])

    assert Authorship.objects.get(name="Z. Ye").person is None
    assert report.files[0].members_linked == 0
