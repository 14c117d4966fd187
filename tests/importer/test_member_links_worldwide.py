"""Printed authors linked to lab members when a list prints names its own way (fictional people)."""

import pytest

from importer.matching import MemberIndex
from people.models import Person


@pytest.mark.parametrize(
    ("printed", "linked"),
    [
        ("오민재", True),  # Hangul, the member known by the Latin spelling only
        ("Minjae OH", True),
        ("Oh, Minjae", True),
        ("MJ Oh", True),  # initials run together before the family name
        ("오민수", False),  # another given name
        ("김민재", False),  # another family name
    ],
)
def test_a_korean_members_name_as_lists_print_it(db, printed, linked):
    minjae = Person.objects.create(name="Minjae Oh", slug="minjae-oh")

    person, _ = MemberIndex().best(printed)

    assert (person == minjae) is linked


@pytest.mark.parametrize(
    ("printed", "linked"),
    [
        ("Quan, LI", True),  # capitals after the comma: the family name
        ("LI Quan", True),
        ("Li, Q.", True),
        ("Quan, LIU", False),
    ],
)
def test_a_family_name_in_capitals_after_the_comma(db, printed, linked):
    quan = Person.objects.create(name="Quan Li", slug="quan-li")

    assert (MemberIndex().best(printed)[0] == quan) is linked


def test_a_member_with_two_family_names_is_found_with_a_middle_name_left_out(db):
    lucia = Person.objects.create(name="Lucía Fernanda Ibarra Montoya", slug="lucia-ibarra-montoya")

    assert MemberIndex().best("Lucía Ibarra Montoya")[0] == lucia
    assert MemberIndex().best("Ibarra Montoya, L.")[0] == lucia
    assert MemberIndex().best("Lucía Ibarra")[0] is None
