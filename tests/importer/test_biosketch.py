"""NIH Biographical Sketches (fictional people and papers) imported end to end: PDF text with the form's
table flattened, and Word files built here from markdown. The form's labels, the education table's
columns, section B's sub-lists and the NLM citations of sections A and C land where a lab admin expects."""

from pathlib import Path

import pypandoc
import pytest

from importer.exchange import export_site
from importer.parsers.biosketch import biosketch_as_cv, looks_like_biosketch
from importer.services import import_documents

FIXTURES = Path(__file__).parent / "fixtures" / "biosketch"


def _import(tmp_path, name):
    source = FIXTURES / name
    if source.suffix == ".md":  # a Word biosketch: the form's tables as Word tables
        path = tmp_path / f"{source.stem}.docx"
        pypandoc.convert_file(str(source), "docx", outputfile=str(path))
    else:
        path = source
    report = import_documents([path])
    site = export_site()
    assert not report.failed, report.summary()
    assert len(site["people"]) == 1, [p["name"] for p in site["people"]]
    return site["people"][0], site["publications"]


def _education(person):
    return [(e["degree"], e["field"], e["institution"], e["end_year"]) for e in person["education"]]


def _experience(person):
    return [(e["title"], e["organization"], e["start_year"], e["end_year"]) for e in person["experience"]]


def _papers(publications):
    return {
        p["title"]: ([a["member"] or a["name"] for a in p["authors"]], p["year"], p.get("doi") or None)
        for p in publications
    }


def test_pdf_text_with_tabbed_table(db, tmp_path):
    person, publications = _import(tmp_path, "okafor.txt")
    assert person["name"] == "Chinelo Nnenna Okafor"  # "NAME: Okafor, Chinelo Nnenna", not the form's title
    assert (person["position"], person["affiliation"]) == ("Associate Professor", "Halvorsen University")
    assert "COKAFOR7" not in person["bio"] and person["bio"].startswith("My laboratory studies")
    assert _education(person) == [
        ("bachelor", "Biochemistry", "University of Ibadan", 2004),
        ("phd", "Pharmacology", "Tulane University", 2010),
    ]
    assert _experience(person)[:3] == [
        ("Associate Professor", "Department of Pharmacology, Halvorsen University School of Medicine", 2020, None),
        ("Assistant Professor", "Department of Pharmacology, Halvorsen University School of Medicine", 2014, 2020),
        ("Postdoctoral Fellow", "Department of Pharmacology, Vanderbilt University", 2010, 2014),
    ]
    assert [(a["title"], a["year"]) for a in person["awards"]] == [
        ("Early Career Investigator Award", 2022),
        ("Pew Scholar in the Biomedical Sciences", 2017),
        ("Predoctoral Fellowship", 2009),
    ]
    papers = _papers(publications)
    # two of the statement, three of the contributions; no narrative, link or grant is a paper
    assert sorted(papers) == [
        "Arrestin scaffolds in renal tubules",
        "Beta-arrestin 2 shapes tubular sodium handling",
        "Dynamin-dependent control of aquaporin trafficking",
        "Endosomal signalling of the vasopressin receptor in collecting duct cells",
        "Sustained cAMP from internalised V2 receptors",
    ]
    assert papers["Beta-arrestin 2 shapes tubular sodium handling"] == (
        ["A. Smith", "chinelo-nnenna-okafor"],
        2018,
        "10.1016/j.kint.2018.06.021",
    )


def test_pdf_text_with_labels_over_values_and_wrapped_citations(db, tmp_path):
    person, publications = _import(tmp_path, "brandt_pdf.txt")
    assert person["name"] == "Hollis Reed Brandt"  # ", MD, PhD" after the name are degrees
    assert (person["position"], person["affiliation"]) == ("Professor", "Saltmarsh University")
    assert "R01" not in person["bio"]  # the projects under the statement are grants
    assert _education(person) == [
        ("bachelor", "Chemistry", "Carleton College", 1996),
        ("other", "Medicine", "Washington University in St. Louis", 2003),
        ("phd", "Neuroscience", "Washington University in St. Louis", 2003),
    ]  # the residency row names no degree: it is a position
    assert _experience(person) == [
        ("Clinical Fellow", "Memory Disorders Unit, Massachusetts General Hospital", 2007, 2009),
        # its row wrapped at the page's edge in the PDF text
        (
            "Assistant Professor of Neurology",
            "Department of Neurology and Neurological Sciences, Saltmarsh University",
            2009,
            2015,
        ),
        ("Associate Professor of Neurology", "Saltmarsh University", 2015, 2021),
        ("Professor of Neurology", "Saltmarsh University", 2021, None),
    ]
    assert [(s["role"], s["year"]) for s in person["service"]] == [("Member", 2008), ("Standing member", 2016)]
    assert [a["year"] for a in person["awards"]] == [2001, 2012, 2019]
    assert person["awards"][1]["title"] == "Paul B. Beeson Career Development Award in Aging Research"
    papers = _papers(publications)
    assert len(papers) == 5
    assert papers["Synaptic density imaging in amnestic mild cognitive impairment"] == (
        ["hollis-reed-brandt", "S. Lowe", "M. Quist"],
        2018,
        "10.1001/jamaneurol.2018.1836",
    )
    assert papers["Regional tau burden and synaptic loss"][1] == 2021  # the pages wrapped to the next line


def test_word_file_with_table_cells(db, tmp_path):
    person, publications = _import(tmp_path, "ferreira_word.md")
    assert person["name"] == "Amalia Ferreira-Lund"
    assert (person["position"], person["affiliation"]) == ("Assistant Professor", "Brookfield School of Public Health")
    assert _education(person) == [
        ("bachelor", "Nutrition", "Universidade Federal de Minas Gerais", 2008),
        ("master", "Global Epidemiology", "Emory University", 2011),
        ("phd", "Epidemiology", "University of North Carolina", 2016),
    ]
    assert _experience(person)[:2] == [
        ("Assistant Professor", "Department of Epidemiology, Brookfield School of Public Health", 2019, None),
        ("Research Fellow", "Department of Nutrition, Harvard T.H. Chan School of Public Health", 2016, 2019),
    ]
    assert [a["year"] for a in person["awards"]] == [2023, 2015]
    assert len(_papers(publications)) == 4


def test_word_file_with_labels_in_one_table_row(db, tmp_path):
    person, publications = _import(tmp_path, "tanaka_word.md")
    assert (person["name"], person["position"]) == ("Mireille Tanaka-Reyes", "Research Assistant Professor")
    assert [e["field"] for e in person["education"]] == ["Biology", "Immunology"]
    assert [a["year"] for a in person["awards"]] == [2018]
    assert list(_papers(publications)) == ["Replenishment of lung resident memory CD8 T cells"]


def test_sciencv_text_with_cells_run_together_and_titles_wrapped(db, tmp_path):
    person, publications = _import(tmp_path, "chao_sciencv.txt")
    assert (person["name"], person["position"]) == ("Li-Wen Chao", "Assistant Professor")  # "NAME: Li-Wen Chao, PhD"
    assert not person["bio"].endswith("Citations:")
    # "Duke University, Durham, NC Ph.D. 12/2016 Cell Biology": no column marks; the postdoc row is a position
    assert _education(person) == [
        ("bachelor", "Life Science", "National Taiwan University", 2010),
        ("phd", "Cell Biology", "Duke University", 2016),
    ]
    assert [e["title"] for e in person["experience"]] == ["Assistant Professor", "Postdoctoral Fellow"]
    assert [a["year"] for a in person["awards"]] == [2019, 2014]
    papers = _papers(publications)
    assert sorted(papers) == [
        "A three-dimensional model of enteric nervous system assembly",
        "Neural crest migration in gut organoids",
        "Primary cilia steer cranial neural crest cells toward the pharyngeal arches",
    ]
    assert papers["A three-dimensional model of enteric nervous system assembly"][2] == "10.1242/dev.178123"


def test_word_file_in_the_older_positions_and_honors_layout(db, tmp_path):
    person, publications = _import(tmp_path, "rautio_word.md")
    assert (person["name"], person["position"], person["affiliation"]) == (
        "Ilmari J. Rautio",
        "Associate Professor",
        "Calloway University",
    )
    assert _education(person) == [
        ("other", "Medicine", "University of Helsinki", 2005),
        ("master", "Epidemiology", "Johns Hopkins Bloomberg School of Public Health", 2009),
    ]
    assert ("Chief Resident", "Department of Medicine, Johns Hopkins Hospital", 2010, 2012) in _experience(person)
    assert [(s["role"], s["venue"], s["year"]) for s in person["service"]] == [
        ("Member", "Society of General Internal Medicine", 2014)
    ]
    assert [a["year"] for a in person["awards"]] == [2020]  # the R01 of section D is no honour
    papers = {p["title"]: p for p in publications}
    assert len(papers) == 2  # the MyBibliography link is no paper
    trial = papers[
        "Pharmacist-led titration of antihypertensive drugs in safety-net clinics: a cluster randomized trial"
    ]
    assert (trial["venue"]["name"], trial["year"], trial["doi"]) == (
        "JAMA Internal Medicine",
        2022,
        "10.1001/jamainternmed.2022.0123",
    )


def test_pdf_text_with_one_table_cell_per_line(db, tmp_path):
    person, publications = _import(tmp_path, "lindqvist_cells.txt")
    assert (person["name"], person["position"], person["affiliation"]) == (
        "Sunniva Lindqvist",
        "Staff Scientist",
        "Marrow Institute",
    )
    assert _education(person) == [
        ("master", "Molecular Biology", "Uppsala University", 2011),
        ("phd", "Medical Biochemistry", "Karolinska Institutet", 2016),
    ]
    assert [e["title"] for e in person["experience"]] == ["Staff Scientist", "Postdoctoral Researcher"]
    assert [p["title"] for p in publications] == ["Quantitative proteomics of the bone marrow niche"]


@pytest.mark.parametrize(
    "text",
    [
        "Curriculum Vitae\nPersonal statement: I like rivers.\n",
        "BIOGRAPHICAL SKETCH\nAda Lind grew up by the sea.\n",
    ],
)
def test_a_cv_that_only_mentions_the_form_is_left_alone(text):
    assert not looks_like_biosketch(text)
    assert biosketch_as_cv(text) == text
