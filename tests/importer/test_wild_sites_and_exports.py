"""Messy real-world shapes of site folders and reference-manager exports, imported as the command does.

The fixtures under fixtures/wild/ are fictional, written the way real ones look: an old Academic-theme
lab (`name:` profiles, `authors: [admin]`, numbered publication types, dates with time zones, a draft,
an author page with only first_name/last_name, an empty one), a Hugo Blox site with content/<lang>/,
academicpages and al-folio sites with honorifics and left-over samples, an older lab-website-template,
a Quarto site whose papers are a listing's YAML, and ORCID, Zotero, Scopus, EndNote and PubMed exports.
"""

from pathlib import Path

from importer.services import import_documents
from people.models import Person
from publications.models import Publication

WILD = Path(__file__).parent / "fixtures" / "wild"
EXPORTS = WILD / "exports"


def linked(title):
    publication = Publication.objects.get(title=title)
    return [(a.name, a.person.slug if a.person else None) for a in publication.authorships.order_by("position")]


def people():
    return {p.slug: p for p in Person.objects.all()}


def reasons(report, root):
    return {Path(f.path).relative_to(root).as_posix(): f.error for f in report.files if f.status == "skipped"}


def test_an_old_academic_theme_lab(db):
    root = WILD / "academic-lab"
    report = import_documents([root])

    assert not report.failed
    found = people()
    assert set(found) == {"oona-fenwick", "hyun-woo-park", "manpreet-kaur", "ilse-brandvold"}
    assert found["ilse-brandvold"].role == "master"  # a page with a name and a role only is still a person
    assert "names no one" in reasons(report, root)["content/authors/new-member/_index.md"]
    assert (found["oona-fenwick"].role, found["oona-fenwick"].email) == ("pi", "ofenwick@marlow.example.edu")
    assert (found["manpreet-kaur"].role, found["manpreet-kaur"].position) == ("staff", "Lab Manager")  # no title
    # "Park, Hyun-woo" is turned, the user names are their people, and the doi.org address is a DOI.
    assert linked("Nitrogen pulses after rewetting of dry grassland soils") == [
        ("Oona Fenwick", "oona-fenwick"),
        ("Hyun-woo Park", "hyun-woo-park"),
        ("Tomasz Wierzba", None),
    ]
    nitrogen = Publication.objects.get(title__startswith="Nitrogen pulses")
    assert (nitrogen.year, nitrogen.kind, nitrogen.venue_text, nitrogen.doi) == (
        2019,
        "journal",
        "Soil Biology and Biochemistry",
        "10.5555/sbb.2019.0135",
    )
    dormancy = Publication.objects.get(title="Microbial dormancy across a rainfall gradient")
    assert (dormancy.year, dormancy.kind) == (2021, "conference")  # date: "2021-03", publication_types: ["1"]
    # `authors: [O. Fenwick, H. Park, and M. Kaur]` and no date: Hugo dates the page by its publishDate
    assert linked("Priming of old carbon by root exudates") == [
        ("O. Fenwick", "oona-fenwick"),
        ("H. Park", "hyun-woo-park"),
        ("M. Kaur", "manpreet-kaur"),
    ]
    assert Publication.objects.get(title__startswith="Priming").year == 2022
    assert not Publication.objects.filter(title="Soil respiration under snow").exists()
    assert "draft" in reasons(report, root)["content/publication/2024-draft/index.md"]


def test_a_hugo_blox_site_with_a_folder_per_language(db):
    report = import_documents([WILD / "blox-bilingual"])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.role, owner.email) == ("Lucía Ferreyra", "postdoc", "lferreyra@iag.example.org")
    assert ("GitHub", "https://github.com/lferreyra-ice") in set(owner.links.values_list("label", "url"))  # profiles:
    assert Publication.objects.count() == 3  # the Spanish copy of the paper is a translation
    # TOML front matter with a TOML date-time, a family name written first and a venue with its volume
    radar = Publication.objects.get(title="Ice thickness of Andean glaciers from ground-penetrating radar")
    assert (radar.year, radar.kind, radar.venue_text) == (2021, "journal", "Journal of Glaciology")
    assert linked(radar.title) == [("Lucía Ferreyra", owner.slug), ("Ana M. Quispe", None)]
    assert linked("Debris cover slows the retreat of Andean glaciers") == [
        ("Lucía Ferreyra", owner.slug),
        ("Rodrigo Paz", None),
        ("Ana M. Quispe", None),
    ]
    assert linked("Dating moraines with cosmogenic beryllium") == [
        ("Rodrigo Paz", None),
        ("Lucía Ferreyra", owner.slug),
    ]
    assert Publication.objects.get(title__startswith="Dating moraines").year == 2020  # date: 2020-06


def test_an_academicpages_owner_named_with_an_honorific(db):
    root = WILD / "academicpages-messy"
    report = import_documents([root])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.slug) == ("Selin Aydemir", "selin-aydemir")  # "Dr. Selin Aydemir" in _config.yml
    assert owner.email == "selin.aydemir@egeteknik.example.edu"
    assert linked("Green roofs delay peak runoff in Mediterranean storms") == [
        ("S. Aydemir", owner.slug),
        ("K. Brandt", None),
        ("T. Oduya", None),
    ]
    assert Publication.objects.get(title__startswith="Green roofs").doi == "10.5555/jhydrol.2021.0315"
    assert linked("Low-cost kerb sensors for street flooding") == [
        ("Kemal Yilmaz", None),
        ("Selin Aydemir", owner.slug),
    ]
    assert Publication.objects.count() == 2
    assert "sample" in reasons(report, root)["_publications/2009-10-01-paper-title-number-1.md"]


def test_an_alfolio_owner_is_what_the_about_pages_subtitle_says(db):
    report = import_documents([WILD / "alfolio-messy"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Mirela Dobrev"
    # the prose names a past postdoc; the subtitle says what she is now
    assert (owner.position, owner.role) == ("Assistant Professor of Marine Geochemistry", "pi")
    assert linked("Carbon burial on the Barents shelf over the last century") == [
        ("Mirela Dobrev", owner.slug),
        ("Kenji Sato", None),
        ("Arctic Shelf Sediment Consortium", None),
    ]
    preprint = Publication.objects.get(title="Sea-ice loss and the fate of shelf carbon")
    assert (preprint.kind, preprint.arxiv, preprint.year) == ("preprint", "2403.01234", 2024)
    assert linked("Radiocarbon ages of shelf mud") == [("M. Dobrev", owner.slug), ("Iva Petrova", None)]
    assert not Publication.objects.filter(title__icontains="electrodynamics").exists()  # the template's sample


def test_an_older_lab_website_template(db):
    report = import_documents([WILD / "labtemplate-old"])

    assert not report.failed
    found = people()
    assert set(found) == {"anika-rao", "tomas-lindgren", "ji-ho-kwon"}
    assert (found["anika-rao"].role, found["anika-rao"].position) == ("pi", "Principal Investigator")
    assert set(found["anika-rao"].alt_names) == {"A. Rao", "Anika S. Rao"}
    assert found["tomas-lindgren"].role == "alumni" and found["ji-ho-kwon"].role == "undergrad"
    assert linked("A pan-genome atlas of NLR genes") == [
        ("Ji-ho Kwon", "ji-ho-kwon"),
        ("T. Lindgren", "tomas-lindgren"),
        ("A. Rao", "anika-rao"),
    ]
    atlas = Publication.objects.get(title="A pan-genome atlas of NLR genes")
    assert (atlas.year, atlas.kind, atlas.doi) == (2023, "preprint", "10.1101/2023.06.02.543210")
    report_ = Publication.objects.get(title__startswith="Field trial")
    assert report_.year is None and linked(report_.title) == [("Anika Rao", "anika-rao")]  # date: ''


def test_a_quarto_site_whose_papers_are_a_listings_yaml(db):
    report = import_documents([WILD / "quarto-listing"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Dana Whitcombe"
    # "Whitcombe D, Farrow-Ellis J, Nakamura R": Vancouver names; the listing's description is the venue
    assert linked("Occupancy models for acoustic bat surveys with false positives") == [
        ("D. Whitcombe", owner.slug),
        ("J. Farrow-Ellis", None),
        ("R. Nakamura", None),
    ]
    occupancy = Publication.objects.get(title__startswith="Occupancy models")
    assert (occupancy.venue_text, occupancy.doi, occupancy.year) == (
        "Methods in Ecology and Evolution",
        "10.5555/mee.2023.1408",
        2023,
    )
    assert occupancy.abstract == ""
    thesis = Publication.objects.get(title__startswith="Hierarchical distance")
    assert (thesis.kind, thesis.year) == ("thesis", 2019)
    assert linked("Counting great crested newts from eDNA") == [("Priya Hollins", None), ("Dana Whitcombe", owner.slug)]


def test_an_orcid_record_names_its_owner_and_keeps_one_version_of_each_work(db):
    report = import_documents([EXPORTS / "orcid-record.json"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Efua Mensah-Ward"
    assert Publication.objects.count() == 3  # the group's second version of the bed-net paper is the same work
    bednet = Publication.objects.get(title="Bed-net use and malaria in peri-urban Kumasi")
    assert (bednet.year, bednet.kind, bednet.venue_text, bednet.doi) == (
        2024,
        "journal",
        "Malaria Journal",
        "10.5555/malj.2024.0112",
    )
    thesis = Publication.objects.get(title__startswith="Insecticide resistance")
    assert (thesis.kind, thesis.year) == ("thesis", None)  # "publication-date": null
    assert linked(thesis.title) == [("Efua Mensah-Ward", owner.slug)]


def test_an_orcid_csv_with_both_orders_of_names(db):
    report = import_documents([EXPORTS / "orcid-works.csv"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Kwabena Agyei"  # the author of most of the works
    assert linked("Soil moisture memory in West African monsoon forecasts") == [
        ("Kwabena Agyei", owner.slug),
        ("Esi Lamptey", None),
        ("Nils Håkansson", None),
    ]
    assert linked("Convective onset over the Volta basin") == [("Kwabena Agyei", owner.slug), ("Nils Håkansson", None)]
    coastal = Publication.objects.get(title="Rainfall regimes of coastal Ghana")
    assert (coastal.year, coastal.doi) == (2017, "10.5555/joc.2017.0301")
    # a data set and a talk are works on ORCID, not publications
    assert Publication.objects.count() == 3
    assert "is a lecture-speech, not a publication" in report.summary()


def test_a_zotero_library_with_group_authors_a_note_and_no_dates(db):
    report = import_documents([EXPORTS / "zotero-library.json"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Saskia Verhoeven"
    assert Publication.objects.count() == 4  # the note has no title
    assert linked("Mortality during heatwaves across twelve European cities") == [
        ("Saskia Verhoeven", owner.slug),
        ("Tomás de la Cruz", None),
        ("HEATWAVE-EU Collaborative Group", None),
    ]
    assert Publication.objects.get(title__startswith="Mortality").year == 2022  # date-parts [["2022", 3]]
    preprint = Publication.objects.get(title__startswith="Night-time temperature")
    assert (preprint.kind, preprint.venue_text) == ("preprint", "medRxiv")
    assert Publication.objects.get(title__startswith="Heat and health").kind == "chapter"
    assert Publication.objects.get(title__startswith="Cooling centres").year is None


def test_a_scopus_ris_with_slashed_dates_and_an_article_in_press(db):
    report = import_documents([EXPORTS / "scopus.ris"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Niamh Ó Briain"
    peat = Publication.objects.get(title="Peatland drainage and stream dissolved organic carbon")
    assert (peat.year, peat.venue_text, peat.doi) == (2019, "Biogeochemistry", "10.5555/biog.2019.0233")  # Y1 2019///
    assert "Export Date" not in peat.note  # the database's bookkeeping
    assert linked("Restoring blanket bog: first five years") == [("R. Castellanos", None), ("N. Ó Briain", owner.slug)]
    in_press = Publication.objects.get(title="Carbon budgets of Atlantic blanket bogs")
    assert (in_press.year, in_press.venue_text) == (2024, "Mires and Peat")  # PY "In press", DA 2024/01/


def test_an_endnote_export_with_a_value_over_two_lines(db):
    report = import_documents([EXPORTS / "scholar.enw"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.name == "Ciarán Brennan"
    towers = Publication.objects.get(title="Wind loading on timber lattice towers")
    assert (towers.year, towers.venue_text, towers.doi) == (
        2022,
        "Engineering Structures",
        "10.5555/engstruct.2022.0113",
    )
    assert towers.abstract.endswith("compared the loads with the design code.")
    assert Publication.objects.get(title__startswith="Fatigue of glued-in rods").kind == "conference"
    thesis = Publication.objects.get(title="Dynamic response of tall timber buildings")
    assert (thesis.kind, thesis.year) == ("thesis", 2018)


def test_a_pubmed_export_names_journals_without_nlms_additions(db):
    report = import_documents([EXPORTS / "pubmed.nbib"])

    assert not report.failed
    trial = Publication.objects.get(title__startswith="Oral rehydration uptake")
    assert trial.title.endswith("rural Malawi: a cluster-randomised trial")  # a title over two lines
    assert (trial.year, trial.venue_text, trial.doi) == (2024, "Lancet", "10.5555/lancet.2024.0608")
    assert [name for name, _slug in linked(trial.title)] == [
        "Chikondi Banda",
        "Marloes J. Achterberg",
        "ORS-MALAWI Trial Group",
    ]
    surveillance = Publication.objects.get(title="Diarrhoeal disease surveillance in Malawian district hospitals")
    assert (surveillance.year, surveillance.venue_text) == (2023, "Malawi Medical Journal")
