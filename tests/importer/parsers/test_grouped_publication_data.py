"""Jekyll `_data/publications.yml` files grouped by topic or year: {group: [records]}."""

from importer.parsers.detect import detect_format, looks_structured
from importer.parsers.documents import read_document

GROUPED = """\
storage:

  - title: Tiered Caches for Append-Only Logs
    authors: <strong>Maren Holt</strong>, Ivo Petrak, Sana Qureshi
    conference: FAST 2024
    pdf:
    notes:

  - title: "Wear-Aware Placement: Flash Lifetimes in Practice"
    authors: Ivo Petrak*, <strong>Maren Holt*</strong>, Sana Qureshi
    conference: EuroSys 2023

networks:
  - title: "Congestion Signals for Eﬃcient Datacenter Transport"
    authors: Tomas Ek, <strong>Maren Holt</strong>
    conference: HotNets 2022
"""


def test_a_publication_list_grouped_by_topic_is_read_as_publication_data():
    assert read_document("_data/publications.yml", GROUPED.encode()).format == "yaml-publications"


def test_its_owner_is_the_author_highlighted_in_every_group():
    document = read_document("_data/publications.yml", GROUPED.encode())
    assert document.profile.name == "Maren Holt"
    assert [p.title for p in document.publications] == [
        "Tiered Caches for Append-Only Logs",
        "Wear-Aware Placement: Flash Lifetimes in Practice",
        "Congestion Signals for Efficient Datacenter Transport",
    ]


def test_a_ligature_glyph_is_spelt_out_in_any_imported_value():
    document = read_document("_data/publications.yml", GROUPED.encode())
    assert "Efficient" in document.publications[2].title
    assert all("\ufb03" not in p.title for p in document.publications)


def test_a_mapping_of_other_lists_is_not_taken_for_publications():
    text = "recipes:\n  - dish: Soup\n    minutes: 20\n  - dish: Bread\n    minutes: 90\n"
    assert not looks_structured({"recipes": [{"dish": "Soup", "minutes": 20}]})
    assert detect_format(text) == "yaml"


def test_a_record_with_no_year_field_takes_the_year_printed_with_its_venue():
    document = read_document("_data/publications.yml", GROUPED.encode())
    assert [p.year for p in document.publications] == [2024, 2023, 2022]
