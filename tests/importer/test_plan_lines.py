"""The plan names the lines each value is written on: a BibTeX entry's own lines, a CV's records, a YAML list's items.

The documents are fictional; the lines expected are found in the text by what is written on them.
"""

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from importer.models import SourceDocument

from .test_plan import assert_lines_hold_their_values, plan_of

BIBTEX = """\
@article{quill2021pebbles,
  author = {Quill, Mara and Okonkwo, Dele
            and Varga, Tamsin},
  title = {Sorting Pebbles at Scale:
           A Study of Riverbed Gravel},
  journal = {Journal of Imaginary Geology},
  year = {2021},
  volume = {12},
  doi = {10.5555/jig.2021.012}
}

@string{psys = "Proceedings of the Symposium on Pebble Systems"}

@inproceedings{okonkwo2022gravel,
  title = {Gravel Logs for Everyone},
  author = {Okonkwo, Dele and Quill, Mara},
  booktitle = psys,
  year = {2022}
}
@misc{varga2023sand,
  author = {Varga, Tamsin and
            Quill, Mara},
  title = {Sand Grains Counted by Hand},
  year = {2023},
  note = {Preprint}}
"""

MARKDOWN_CV = """\
# Tamsin Varga

Assistant Professor, Department of Sediment Science, Westvale College

Email: tvarga@example.edu

## Education

- Ph.D. in Geology, Northfield University, 2019
- B.S. in Earth Science, Westvale College, 2013

## Publications

1. **Tamsin Varga**, Mara Quill. Counting Sand Grains by Hand. *Journal of Imaginary Geology*, 2021.
2. Dele Okonkwo, **Tamsin Varga**.
   Gravel Logs for Everyone.
   In *Proceedings of the Fictional Sediment Workshop*, 2019.
3. **Tamsin Varga**. Riverbed Pebbles in Winter. *Pebble Letters*, 2013.
"""

CV_YAML = """\
# A fictional CV in the YAML of a Jekyll site's _data/cv.yml
name: Dele Okonkwo
education:
  - degree: Ph.D. in Geology
    institution: Northfield University
    year: 2021
publications:
  - title: Gravel Logs for Everyone
    authors: Dele Okonkwo and Mara Quill
    venue: Proceedings of the Fictional Sediment Workshop
    year: 2022
  - title: Sorting Pebbles at Scale
    authors:
      - Mara Quill
      - Dele Okonkwo
    journal: Journal of Imaginary Geology
    year: 2021
    doi: 10.5555/jig.2021.012
"""


def line_of(text, start, *, after=0):
    """The number of the first line after line `after` that starts with `start` (spaces before it aside)."""
    lines = text.splitlines()
    return next(n for n in range(after + 1, len(lines) + 1) if lines[n - 1].lstrip().startswith(start))


def papers_of(path):
    (file,) = plan_of(path)["files"]
    return file["plan"], {p["label"]: p for p in file["plan"]["items"] if p["kind"] == "publication"}


def value_lines(paper):
    return {name: value.get("line") for name, value in paper["values"].items()}


def test_each_bibtex_entry_is_its_own_lines_and_each_value_the_line_of_its_field(db, tmp_path):
    path = tmp_path / "papers.bib"
    path.write_text(BIBTEX, encoding="utf-8")
    plan, papers = papers_of(path)
    assert len(papers) == 3

    first = line_of(BIBTEX, "@article{quill2021pebbles")
    assert first == 1
    pebbles = papers["Sorting Pebbles at Scale: A Study of Riverbed Gravel"]
    assert pebbles["source"]["lines"] == [first, line_of(BIBTEX, "}", after=first)]  # not into the next entry
    assert pebbles["source"]["excerpt"].startswith("@article{quill2021pebbles,")
    assert value_lines(pebbles) == {
        "authors": line_of(BIBTEX, "author ="),
        "title": line_of(BIBTEX, "title = {Sorting"),  # wrapped: the line the field starts on
        "venue_text": line_of(BIBTEX, "journal ="),
        "year": line_of(BIBTEX, "year = {2021}"),
        "doi": line_of(BIBTEX, "doi ="),
        "kind": None,
        "status": None,
    }

    second = line_of(BIBTEX, "@inproceedings{okonkwo2022gravel")
    gravel = papers["Gravel Logs for Everyone"]
    assert gravel["source"]["lines"] == [second, line_of(BIBTEX, "}", after=second)]  # the @string is no entry
    lines = value_lines(gravel)
    assert lines["authors"] == line_of(BIBTEX, "author = {Okonkwo")  # below the title, in its own entry
    assert lines["title"] == line_of(BIBTEX, "title = {Gravel")
    assert lines["year"] == line_of(BIBTEX, "year = {2022}")

    third = line_of(BIBTEX, "@misc{varga2023sand")
    sand = papers["Sand Grains Counted by Hand"]
    assert sand["source"]["lines"] == [third, len(BIBTEX.splitlines())]  # closed on its last field's line
    lines = value_lines(sand)
    assert lines["authors"] == third + 1 and lines["title"] == line_of(BIBTEX, "title = {Sand")
    assert lines["note"] == line_of(BIBTEX, "note =")
    for paper in papers.values():  # every value named is inside its entry, on a line of its field
        start, end = paper["source"]["lines"]
        assert all(start < n <= end for n in value_lines(paper).values() if n)


def test_a_bibtex_upload_shows_each_entry_by_its_own_lines_on_the_review_page(client, lab_admin):
    client.force_login(lab_admin)
    page = client.post(
        reverse("admin:importer_sourcedocument_upload"),
        {"document": SimpleUploadedFile("papers.bib", BIBTEX.encode())},
        follow=True,
    )
    document = SourceDocument.objects.get(name="papers.bib")
    assert document.status == "planned"
    html = page.content.decode()
    first_end = line_of(BIBTEX, "}", after=1)
    assert f"Lines 1–{first_end}</a>" in html
    assert "Lines 3–" not in html  # the old mistake: the title's place in the entry taken for an offset


def test_a_markdown_cv_names_the_lines_of_its_papers_and_of_its_records(db, tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(MARKDOWN_CV, encoding="utf-8")
    plan, papers = papers_of(path)
    assert assert_lines_hold_their_values(path, plan) >= 15

    counting = papers["Counting Sand Grains by Hand"]
    one = line_of(MARKDOWN_CV, "1. ")
    assert counting["source"]["lines"] == [one, one]
    assert set(value_lines(counting).values()) - {None} == {one}
    gravel = papers["Gravel Logs for Everyone"]
    two = line_of(MARKDOWN_CV, "2. ")
    assert gravel["source"]["lines"] == [two, two + 2]  # the item and the two lines indented under it
    assert value_lines(gravel)["authors"] == two
    assert value_lines(gravel)["title"] == two + 1
    assert value_lines(gravel)["year"] == two + 2

    records = {i["values"]["institution"]["value"]: i for i in plan["items"] if i["kind"] == "education"}
    westvale = records["Westvale College"]  # also the affiliation's line, above: the record's own item is named
    assert value_lines(westvale)["institution"] == line_of(MARKDOWN_CV, "- B.S.")
    assert westvale["source"]["lines"] == [line_of(MARKDOWN_CV, "- B.S.")] * 2
    assert value_lines(westvale)["end_year"] == line_of(MARKDOWN_CV, "- B.S.")
    person = next(i for i in plan["items"] if i["kind"] == "person")
    assert "source" not in person  # a profile's values are all over the text: no one item holds it
    assert value_lines(person)["affiliation"] == line_of(MARKDOWN_CV, "Assistant Professor")


def test_a_yaml_cv_names_the_lines_of_each_paper_in_its_own_list_item(db, tmp_path):
    path = tmp_path / "cv.yml"
    path.write_text(CV_YAML, encoding="utf-8")
    plan, papers = papers_of(path)
    assert len(papers) == 2
    assert assert_lines_hold_their_values(path, plan) >= 8

    gravel = papers["Gravel Logs for Everyone"]
    start = line_of(CV_YAML, "- title: Gravel")
    assert gravel["source"]["lines"] == [start, start + 3]
    assert value_lines(gravel)["authors"] == start + 1  # not the name at the top of the file
    pebbles = papers["Sorting Pebbles at Scale"]
    start = line_of(CV_YAML, "- title: Sorting")
    assert pebbles["source"]["lines"] == [start, line_of(CV_YAML, "doi:")]
    lines = value_lines(pebbles)
    assert lines["authors"] == line_of(CV_YAML, "- Mara Quill")
    assert lines["year"] == line_of(CV_YAML, "year: 2021", after=start)  # not the education's year 2021
    assert lines["venue_text"] == line_of(CV_YAML, "journal:")
    assert lines["doi"] == line_of(CV_YAML, "doi:")
