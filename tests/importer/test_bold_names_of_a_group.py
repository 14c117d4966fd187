"""A name printed in bold on its owner's document is the owner's, unless it cannot be: a group's page
prints every member in bold, and a bold name of another family is another person."""

import pytest

from importer.writing.publications import may_be_owner


@pytest.mark.parametrize(
    "printed, owner, expected",
    [
        ("Z. Ye", ["Zhiyu Ye"], True),
        ("Ruiz-García, A.", ["Ana Ruiz García"], True),
        ("A. Ruiz", ["Ana Ruiz-García"], True),
        ("黄一成", ["Yicheng Huang"], True),  # a Han name: its pinyin is matched elsewhere
        ("H. Okonjo-Rask", ["Marie-Claire Duvalier", "M.-C. Duvalier"], False),
        ("T. Bellweather", ["Ana Ruiz"], False),
    ],
)
def test_a_bold_name_is_the_owner_only_when_it_shares_their_family_name(printed, owner, expected):
    assert may_be_owner(printed, owner) is expected
