"""Printed authors link to lab members only when every part of the printed name agrees (issue 9.9)."""

import pytest

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
