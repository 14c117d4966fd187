"""What real reference-manager and database exports do that a reader must not trip on: an ADS file with
an entry switched off by taking its "@" away, the AAS macro of a supplement series, degrees and solar
masses in a formula; INSPIRE's collaboration given as the author too, and a data deposit cited as an
article; Google Scholar's proceedings papers exported as articles with a booktitle; CSL names with a
suffix. Fictional records in tests/importer/fixtures/export_quirks."""

from pathlib import Path

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.bibtex.decode import latex_to_text
from importer.services import import_documents
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "export_quirks"


def _imported(name):
    import_documents([FIXTURES / name])
    return {p.title: p for p in Publication.objects.select_related("venue")}


def _names(publication):
    return [a.name for a in publication.authorships.order_by("position")]


def test_an_entry_switched_off_costs_the_entry_before_it_nothing(db):
    found = _imported("ads_switched_off.bib")
    pipeline = found["A Drift Scan Pipeline for the Quillon Survey"]
    assert pipeline.venue.name == "The Astrophysical Journal"
    assert (pipeline.year, pipeline.kind, pipeline.doi, pipeline.arxiv) == (
        2011,
        "journal",
        "10.1088/0004-637X/701/1/118",
        "1103.0417",
    )
    assert _names(pipeline) == ["O. R. Tamsin", "L. K. Vedder", "J. van der Hoek"]
    assert "An Early Look at the Quillon Data" not in found  # BibTeX reads it as a comment: so do we
    assert len(found) == 4


def test_the_number_of_a_meeting_is_not_part_of_its_series(db):
    light = _imported("ads_switched_off.bib")["First light of the Quillon drift scans"]
    assert (light.venue.name, light.kind, light.year) == (
        "American Astronomical Society Meeting Abstracts",
        "conference",
        2012,
    )


def test_a_switched_off_entry_is_named_in_a_warning():
    parsed = parse_bibtex((FIXTURES / "ads_switched_off.bib").read_text(), "ads_switched_off.bib")
    assert any("INPROCEEDINGS{Vedder09" in warning and "no '@'" in warning for warning in parsed.warnings)
    assert not any("unbalanced" in warning for warning in parsed.warnings)


def test_the_supplement_series_macro_is_its_own_journal(db):
    flats = _imported("ads_switched_off.bib")["Flat fields from twilight: a recipe"]
    assert (flats.venue.name, flats.venue.acronym) == ("Astronomy and Astrophysics Supplement Series", "A&AS")


def test_degrees_and_spaces_of_a_formula_in_a_title(db):
    titles = set(_imported("ads_switched_off.bib"))
    assert "A misaligned bar of θ = 12° ± 3° in a 10^9 M⊙ dwarf" in titles


def test_a_formula_keeps_its_commands_of_arguments():
    assert latex_to_text(r"$\mathrm {H} \alpha$ emission at 2$^{\circ}$C") == "H α emission at 2°C"
    assert latex_to_text(r"$\nu_\mu$ flux of $M_\star$ stars") == "νμ flux of M⋆ stars"


def test_a_collaboration_that_is_also_the_author_is_one_author(db):
    notes = _imported("inspire_collaborations.bib")["unpublished WREN Notes"]
    assert _names(notes) == ["WREN Collaboration"]


def test_a_collaboration_beside_its_authors_is_added_once(db):
    search = _imported("inspire_collaborations.bib")[
        "Search for long-lived particles at √(s) = 13 TeV with the WREN detector"
    ]
    assert _names(search) == ["Marcus Pell", "WREN Collaboration"]
    assert search.authors_truncated and search.kind == "journal"


def test_a_data_deposit_cited_as_an_article_is_no_journal_paper(db):
    sample = _imported("inspire_collaborations.bib")["Jet Images of the Wren Detector: a Reference Sample"]
    assert (sample.kind, sample.doi, sample.year) == ("other", "10.5281/zenodo.4000001", 2021)


def test_a_scholar_article_with_a_booktitle_is_a_proceedings_paper(db):
    found = _imported("scholar_booktitle.bib")
    lantern = found["Lantern: learning to light indoor scenes"]
    assert (lantern.kind, lantern.venue.acronym) == ("conference", "CVPR")
    probes = found["Sparse probes for dense rooms"]
    assert probes.kind == "workshop"
    tidal = found["Tidal features of quiet coastlines"]  # a journal named beside it: the journal wins
    assert (tidal.kind, tidal.venue.name) == ("journal", "Estuarine, Coastal and Shelf Science")


def test_a_csl_suffix_and_particle_stay_with_the_name(db):
    wings = _imported("csl_suffixes.json")["Wing venation of Drosophila island populations"]
    assert _names(wings) == ["Lorenzo Marchetti", "Ellis Brandt Jr.", "Hanna van den Berg"]
    assert (wings.year, wings.venue.name, wings.kind) == (2017, "Evolution", "journal")


def test_crossref_escaped_markup_in_a_title_is_taken_away(db):
    found = _imported("crossref_escaped.bib")
    assert set(found) == {"Growth of Pseudomonas lacus at 41 °C & under salt stress", "Salt, heat & R&D budgets"}
    growth = found["Growth of Pseudomonas lacus at 41 °C & under salt stress"]
    assert _names(growth) == ["Luana Ferreira", "Ciarán O’Dowd", "Mieke de Vries"]
    assert (growth.doi, growth.year, growth.venue.name) == (
        "10.1128/aem.99999-19",
        2019,
        "Applied and Environmental Microbiology",
    )


def test_a_proceedings_series_abbreviated_by_inspire_is_named_in_full(db):
    software = _imported("inspire_collaborations.bib")["Keeping the WREN software alive"]
    assert software.venue.name == "EPJ Web of Conferences"
    assert _names(software) == ["Femi Oduya", "Ingrid Halvorsen", "WREN Collaboration"]
    assert (software.year, software.arxiv) == (2021, "2106.99999")


def test_a_journal_printed_in_capitals_by_web_of_science_is_its_own_name(db):
    found = _imported("wos_capitals.ris")
    salt = found["Salt pans as nurseries of estuarine bacteria"]
    assert (salt.venue.name, salt.kind, salt.year) == ("Marine Ecology Progress Series", "journal", 2018)
    assert found["Quiet tides"].venue.name == "PeerJ"  # its abbreviation, in its own case, is its name
    drifting = found["Drifting sensors for salt pans"]
    assert (drifting.kind, drifting.venue.acronym) == ("conference", "ISCS")  # the acronym is not "Iscs"
    assert "International Symposium on Coastal Sensing" in drifting.venue.name
