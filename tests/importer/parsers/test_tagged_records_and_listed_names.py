"""The record grouping shared by MEDLINE and refer exports, and how one entry of an author list is read."""

import re

import pytest

from importer.parsers.structured.fields import _authors
from importer.parsers.tagged_records import tagged_records, values_by_tag

REFER_TAG = re.compile(r"^%([0-9A-Z@!#$&()*+^~>])\s(.*)$")
MEDLINE_TAG = re.compile(r"^([A-Z][A-Z0-9]{1,3})\s*- ?(.*)$")


def test_refer_values_go_on_over_unindented_lines_and_a_blank_line_ends_a_record():
    text = "\ufeff%0 Book\n%T A long\ntitle\n%A Ruiz, Ana\n\n\n%T Second\n%A Ito, Ben\n%A Lund, Cleo\n"

    records = tagged_records(text, REFER_TAG)

    assert records == [
        [("0", "Book"), ("T", "A long title"), ("A", "Ruiz, Ana")],
        [("T", "Second"), ("A", "Ito, Ben"), ("A", "Lund, Cleo")],
    ]
    assert values_by_tag(records[1]) == {"T": ["Second"], "A": ["Ito, Ben", "Lund, Cleo"]}


def test_medline_values_go_on_only_over_lines_indented_six_spaces():
    text = "PMID- 1\nTI  - A title over\n      two lines.\nstray line without a tag\nAU  - Ruiz A\n"

    assert tagged_records(text, MEDLINE_TAG, " " * 6) == [
        [("PMID", "1"), ("TI", "A title over two lines."), ("AU", "Ruiz A")]
    ]


@pytest.mark.parametrize(
    ("listed", "names"),
    [
        (["Park, Hyun-woo", "de Vries, Jan"], ["Hyun-woo Park", "Jan de Vries"]),
        (["O. Fenwick", "H. Park", "and M. Kaur"], ["O. Fenwick", "H. Park", "M. Kaur"]),  # a flow list as prose
        (["A. Smith, B. Jones"], ["A. Smith, B. Jones"]),  # two names in one entry: left as written
        (["Smith, Jr."], ["Smith, Jr."]),  # a suffix is no given name
        (["Chapagain R", "Remenyi TA", "van der Berg JH"], ["R. Chapagain", "T. A. Remenyi", "J. H. van der Berg"]),
        (["Wei LI", "Dana Whitcombe"], ["Wei LI", "Dana Whitcombe"]),  # not every name Vancouver: capitals kept
        ("Whitcombe D, Farrow-Ellis J", ["D. Whitcombe", "J. Farrow-Ellis"]),
    ],
)
def test_an_author_list_entry_is_read_given_name_first(listed, names):
    assert [a.name for a in _authors(listed)[0]] == names
