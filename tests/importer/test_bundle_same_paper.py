"""The same paper in two files of one upload (a member's CV and the lab's BibTeX): the second file's row says
it is the paper the first file adds, with what it adds to it, and applying gives one paper with both files'
values. A paper given twice in one file is one row, as before.

The documents are fictional.
"""

import re

import pytest

from importer.models import SourceDocument
from publications.models import Publication

from .test_uploads import review_data, upload, zipped

CV = """Ana Ferreira

Postdoctoral Researcher, Lakeside Institute

Publications

[1] Moss Growth on North-Facing Slopes
Ana Ferreira, Joel Pinto
Journal of Bryology, 2022. doi:10.5555/moss.2022.3

[2] Lichen Crusts after Fire
Ana Ferreira, Rui Sampaio
Fire Ecology, 2021
"""

BIB = """@article{pinto2022moss,
  author = {Joel Pinto and Ana Ferreira},
  title = {Moss Growth on North-Facing Slopes},
  journal = {Journal of Bryology},
  year = {2022},
  doi = {10.5555/moss.2022.3},
  url = {https://example.org/moss-slopes}
}

@article{ferreira2021lichen,
  author = {Ana Ferreira and Rui Sampaio},
  title = {Lichen crusts after fire},
  journal = {Fire Ecology},
  year = {2021}
}

@article{sampaio2020peat,
  author = {Rui Sampaio and Joel Pinto},
  title = {Peat Depth under Heather},
  journal = {Mires and Peat},
  year = {2020}
}
"""

MOSS, LICHEN, PEAT = "Moss Growth on North-Facing Slopes", "Lichen Crusts after Fire", "Peat Depth under Heather"


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def upload_zip(client, members):
    return upload(client, ("lab-files.zip", zipped(members)))


def row_text(html, title):
    """The text of the review rows (a paper row or a listed item) that name `title`, tags left out."""
    blocks = re.findall(r'<div class="review-item[^"]*">.*?</div>', html, flags=re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", b).split()) for b in blocks if title.lower() in b.lower()]


def items_of(file_name, title):
    plan = SourceDocument.objects.get(format="zip").plan
    return [
        i
        for i in plan["items"]
        if i["file"] == file_name and i["kind"] == "publication" and i["label"].lower() == title.lower()
    ]


def test_a_paper_of_the_cv_again_in_the_bibtex_file_is_said_to_be_the_cv_s_paper_with_what_it_adds(admin_client):
    page = upload_zip(admin_client, {"cv-ana.txt": CV, "lab.bib": BIB})

    (moss_in_cv,) = items_of("cv-ana.txt", MOSS)
    (moss_in_bib,) = items_of("lab.bib", MOSS)
    assert moss_in_cv["action"] == "create" and "same_as" not in moss_in_cv
    assert moss_in_bib["same_as"] == "cv-ana.txt"  # found by its DOI
    (lichen_in_bib,) = items_of("lab.bib", LICHEN)
    assert lichen_in_bib["same_as"] == "cv-ana.txt"  # found by its title alone
    (peat,) = items_of("lab.bib", PEAT)
    assert peat["action"] == "create" and "same_as" not in peat

    html = page.content.decode()
    bib_rows = [text for text in row_text(html, MOSS) if "Same paper as in" in text]
    assert len(bib_rows) == 1, row_text(html, MOSS)
    assert "Same paper as in cv-ana.txt: merged into it" in bib_rows[0]
    assert "links" in bib_rows[0]  # what the BibTeX entry adds: its link
    for text in row_text(html, MOSS) + row_text(html, LICHEN):
        assert "on the site" not in text, text  # neither is on the site yet
    report = SourceDocument.objects.get(format="zip").report
    assert "papers 3 new, 0 to update, 0 already on the site, 2 also in another file (merged into one)" in report


def test_applying_the_review_gives_one_paper_with_both_files_values(admin_client):
    page = upload_zip(admin_client, {"cv-ana.txt": CV, "lab.bib": BIB})

    done = admin_client.post(page.request["PATH_INFO"], review_data(page), follow=True)

    assert done.redirect_chain
    assert Publication.objects.count() == 3
    moss = Publication.objects.get(title=MOSS)
    assert moss.doi == "10.5555/moss.2022.3"
    assert "https://example.org/moss-slopes" in set(moss.links.values_list("url", flat=True))  # the BibTeX's
    assert {a.name for a in moss.authorships.all()} == {"Ana Ferreira", "Joel Pinto"}
    assert {"cv-ana.txt", "lab.bib"} <= {source.rsplit("/", 1)[-1] for source in moss.sources}
    lichen = Publication.objects.get(title__iexact=LICHEN)
    assert {"cv-ana.txt", "lab.bib"} <= {source.rsplit("/", 1)[-1] for source in lichen.sources}


def test_a_corrected_value_on_the_second_file_s_row_is_saved_on_the_one_paper(admin_client):
    page = upload_zip(admin_client, {"cv-ana.txt": CV, "lab.bib": BIB})
    bib = next(
        r
        for e, r in zip(page.context["form"].files_read, page.context["file_reviews"], strict=True)
        if e["name"] == "lab.bib"
    )
    moss_row = next(f for f in bib.papers if f["title"].value() == MOSS)

    admin_client.post(page.request["PATH_INFO"], review_data(page, **{moss_row.add_prefix("year"): "2023"}))

    (moss,) = Publication.objects.filter(title=MOSS)
    assert moss.year == 2023 and moss.doi == "10.5555/moss.2022.3"


def test_unticked_in_the_first_file_the_paper_is_added_from_the_second(admin_client):
    page = upload_zip(admin_client, {"cv-ana.txt": CV, "lab.bib": BIB})
    cv = next(
        r
        for e, r in zip(page.context["form"].files_read, page.context["file_reviews"], strict=True)
        if e["name"] == "cv-ana.txt"
    )
    moss_row = next(f for f in cv.papers if f["title"].value() == MOSS)

    admin_client.post(page.request["PATH_INFO"], review_data(page, **{moss_row.add_prefix("include"): None}))

    (moss,) = Publication.objects.filter(title=MOSS)
    assert [source.rsplit("/", 1)[-1] for source in moss.sources] == ["lab.bib"]
    assert "https://example.org/moss-slopes" in set(moss.links.values_list("url", flat=True))


def test_a_second_file_that_adds_nothing_says_so_not_that_the_paper_is_on_the_site(admin_client):
    # A record of no kind, as the CV gives it: nothing the CV lacks
    bare = "@misc{x2021lichen,\n  author = {Ana Ferreira and Rui Sampaio},\n  title = {Lichen Crusts after Fire},\n"
    bare += "  howpublished = {Fire Ecology},\n  year = {2021}\n}\n"
    page = upload_zip(admin_client, {"cv-ana.txt": CV, "lab.bib": bare})

    (lichen_in_bib,) = items_of("lab.bib", LICHEN)
    assert lichen_in_bib["same_as"] == "cv-ana.txt"
    (text,) = [t for t in row_text(page.content.decode(), LICHEN) if "Same paper as in" in t]
    assert "Same paper as in cv-ana.txt: merged into it" in text and "nothing new" in text
    assert "on the site" not in text


def test_a_paper_given_twice_in_one_file_is_one_row_and_one_paper(admin_client):
    twice = BIB + BIB.split("\n\n")[0].replace("pinto2022moss", "pinto2022mossagain") + "\n"
    page = upload_zip(admin_client, {"lab.bib": twice})

    bib = page.context["file_reviews"][0]
    assert [f["title"].value() for f in bib.papers].count(MOSS) == 1
    assert all("same_as" not in item for item in SourceDocument.objects.get(format="zip").plan["items"])

    admin_client.post(page.request["PATH_INFO"], review_data(page))

    assert Publication.objects.filter(title=MOSS).count() == 1


HOMEPAGE = """---
title: "Ana Ferreira"
---

I am a postdoctoral researcher at the Lakeside Institute, working on mosses and lichens of burnt slopes.

Email: ana.ferreira [at] lakeside [dot] example

## Publications

- **Ana Ferreira**, Joel Pinto, "Moss Growth on North-Facing Slopes", *Journal of Bryology*, 2022.
"""


def test_the_person_of_two_files_is_said_to_be_the_first_file_s_new_person_and_saved_once(admin_client):
    from people.models import Person

    page = upload_zip(admin_client, {"cv-ana.txt": CV, "homepage.md": HOMEPAGE})

    plan = SourceDocument.objects.get(format="zip").plan
    people = {(i["file"], i["action"], i.get("same_as")) for i in plan["items"] if i["kind"] == "person"}
    assert people == {("cv-ana.txt", "create", None), ("homepage.md", "merge", "cv-ana.txt")}
    html = " ".join(re.sub(r"<[^>]+>", " ", page.content.decode()).split())
    assert "The same person as in cv-ana.txt, who is added from there: Ana Ferreira" in html
    assert "Updates Ana Ferreira" not in html and "Ana Ferreira, already on the site" not in html

    admin_client.post(page.request["PATH_INFO"], review_data(page))

    (ana,) = Person.objects.filter(name="Ana Ferreira")
    assert ana.email == "ana.ferreira@lakeside.example"  # the homepage's, merged into the CV's person
    assert Publication.objects.filter(title=MOSS).count() == 1
