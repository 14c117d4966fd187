"""Reference-manager exports from outside computing: a working paper's series as its venue (CSL-JSON
reports), author lists with what names no one (a profile link, "et al." as an author, a lone given
name, an organisation split in two), proceedings whose venue biblatex writes in `eventtitle` or
`maintitle` and a proceedings series exported as a journal, biblatex dates and abbreviated journals,
and BibDesk's unpublished papers whose status note names the journal. Fictional records in
tests/importer/fixtures/exports_more."""

from pathlib import Path

from importer.parsers.documents import read_document
from importer.services import import_documents
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "exports_more"


def _read(name):
    return {p.title: p for p in read_document(name, (FIXTURES / name).read_bytes()).publications}


def _imported(name):
    import_documents([FIXTURES / name])
    return {p.title: p for p in Publication.objects.select_related("venue")}


def _names(publication):
    return [a.name for a in publication.authorships.order_by("position")]


def test_a_generic_working_paper_series_is_named_by_its_publisher(db):
    found = _imported("working_papers.json")
    tolls = found["Harbor Tolls and the Geography of Coastal Trade"]
    assert tolls.venue.name == "Bureau of Maritime Economic Research Working Paper Series"
    assert (tolls.kind, tolls.year, tolls.status) == ("preprint", 2021, "submitted")
    credit = found["Credit Frictions in Small Island Economies"]
    assert credit.venue.name == "Centre for Insular Policy Discussion Paper"
    assert credit.kind == "preprint"


def test_a_report_without_a_series_keeps_its_publisher_and_its_genre_says_working_paper(db):
    found = _imported("working_papers.json")
    eelgrass = found["Annual Monitoring of Eelgrass Beds"]
    assert (eelgrass.venue.name, eelgrass.kind) == ("Coastal Survey Office", "other")
    quota = found["Quota Trading Among Small Fleets"]
    assert (quota.venue.name, quota.kind) == ("Institute of Fisheries Economics", "preprint")


def test_a_csl_item_with_only_the_journal_abbreviation_keeps_its_venue():
    otolith = _read("working_papers.json")["Otolith Growth in Cold Years"]
    assert (otolith.venue_text, otolith.kind) == ("J. Cold Fish Biol.", "journal")


def test_csl_authors_that_name_no_one_are_dropped_and_et_al_cuts_the_list(db):
    found = _imported("zotero_junk_authors.json")
    drift = found["Seasonal Drift of Pelagic Larvae in a Fjord"]
    assert _names(drift) == ["Estrid Lindqvarn", "Jorvin Pauk"]
    assert drift.authors_truncated
    kelp = found["Kelp Canopy Loss After a Marine Heatwave"]
    # "others" cut the list, a lone given name is dropped, an organisation split in two is kept whole
    assert _names(kelp) == ["Siv Haverlund", "Northern Kelp Survey", "Northern Reef Monitoring Consortium"]
    urchins = found["Urchin Barrens in Two Bays"]
    assert _names(urchins) == ["Siv Haverlund", "Harlow Institute of Marine Studies"]
    assert urchins.authors_truncated


def test_bibtex_and_ris_authors_that_name_no_one_are_dropped():
    urchins = _read("zotero_junk_authors.bib")["Urchin Barrens in Two Bays"]
    assert [a.name for a in urchins.authors] == [
        "Siv Haverlund",
        "Mateo",  # one word in BibTeX: a mononym or a body, as BibTeX writes them
        "Northern Kelp Survey",
        "Northern Reef Monitoring Consortium",
    ]
    assert urchins.authors_truncated
    kelp = _read("zotero_junk_authors.bib")["Kelp Canopy Loss"]
    assert [a.name for a in kelp.authors] == ["Siv Haverlund", "Jorvin Pauk"] and kelp.authors_truncated
    drift = _read("junk_authors.ris")["Seasonal Drift of Pelagic Larvae in a Fjord"]
    assert [a.name for a in drift.authors] == ["Estrid Lindqvarn", "Jorvin Pauk"]
    assert drift.authors_truncated


def test_a_proceedings_series_is_a_conference_whatever_the_entry_type(db):
    found = _imported("biblatex_venues_dates.bib")
    for title in (
        "A cryogenic filter wheel for a near-infrared camera",
        "Stray light baffles for small telescopes",
        "Ground layer turbulence profiling at a coastal site",  # @article{journal = {Proceedings of the SPIE}}
    ):
        assert (found[title].venue.acronym, found[title].kind) == ("SPIE", "conference"), title
    assert len({found[t].venue_id for t in found if found[t].venue and found[t].venue.acronym == "SPIE"}) == 1


def test_biblatex_event_and_main_titles_name_the_venue():
    found = _read("biblatex_venues_dates.bib")
    sparse = found["Sparse Kernels for Tidal Forecasting"]
    # `venue = {Bergen, Norway}` is where the meeting was, never its name
    assert (sparse.venue_text, sparse.kind, sparse.year) == ("Symposium on Coastal Computation", "conference", 2022)
    assert found["Ensemble Surge Models"].venue_text == "Advances in Coastal Computation"
    # a booktitle of "Proceedings" names no book: the event does
    assert found["Mesh Refinement for Estuaries"].venue_text == "International Conference on Estuarine Modelling"


def test_biblatex_dates_and_journal_fields():
    found = _read("biblatex_venues_dates.bib")
    years = {title: found[title].year for title in found}
    assert years["Nitrogen Pulses in Upland Streams"] == 2020  # date = {2020-03/2020-04}
    assert years["Peat Erosion Under Grazing"] == 2019  # date = {2019~}: approximate
    assert years["Lichen Cover on Scree"] == 2018  # date = {2018/2019}
    assert years["Moss Carpets at Treeline"] == 2017  # date = {2017-11-XX}
    snowmelt = found["Snowmelt Timing and Alpine Flora"]
    assert (snowmelt.year, snowmelt.status, snowmelt.venue_text) == (None, "published", "Alpine Botany Letters")
    crusts = found["Soil Crusts of Dry Valleys"]  # year = {forthcoming}, only shortjournal
    assert (crusts.year, crusts.status, crusts.venue_text, crusts.kind) == (
        None,
        "published",
        "Dry Soil Rev.",
        "journal",
    )
    assert found["Nitrogen Pulses in Upland Streams"].venue_text == "Journal of Upland Hydrology"


def test_a_status_note_names_the_journal_of_an_unpublished_paper(db):
    found = _imported("bibdesk_status_notes.bib")
    submitted = found["A new scheme for isopycnal tracer gradients"]
    assert (submitted.venue.name, submitted.kind, submitted.status) == ("JCOD", "journal", "submitted")
    assert submitted.note == ""
    revision = found["Lateral stirring by small fronts"]
    assert (revision.venue.name, revision.status) == ("Tidal Mixing Letters", "submitted")
    accepted = found["Eddy mixing tied to wind variability"]
    assert (accepted.venue.name, accepted.kind, accepted.status) == ("Coastal Dynamics Letters", "journal", "published")
    assert len(found) == 4


def test_mendeleys_arxiv_id_field_gives_the_preprint_and_its_server():
    found = _read("mendeley_arxiv_ids.bib")
    crevasses = found["Crevasse fields from space"]  # @misc with only `arxivId`
    assert (crevasses.arxiv, crevasses.kind, crevasses.venue_text) == ("2103.04567", "preprint", "arXiv")
    sliding = found["Basal sliding over soft beds"]
    assert (sliding.arxiv, sliding.kind, sliding.venue_text) == ("1905.01234", "journal", "Journal of Glacier Physics")
    assert found["Ice-penetrating radar on drones"].kind == "conference"


def test_biblatex_reports_theses_and_meetings():
    found = _read("biblatex_reports.bib")
    spillover = found["Fish stock spillover"]  # series = {Working Papers}: the institution's
    assert (spillover.venue_text, spillover.kind) == ("Institute of Coastal Economics Working Papers", "preprint")
    counts = found["Seal counts on outer islets"]  # a report without a series: its institution
    assert (counts.venue_text, counts.kind) == ("Baltic Seal Survey", "other")
    diet = found["Grey seal diet"]
    assert (diet.venue_text, diet.kind, diet.year) == ("University of Westmere", "thesis", 2015)
    assert found["Seals of the eastern gulf"].venue_text == "Mammals of Northern Seas"
    assert found["Acoustic tags for seals"].year == 2018  # only `eventdate`


def test_a_generic_series_of_a_publisher_a_venue_list_knows_is_that_publishers_series():
    from importer.parsers.bibtex.venue_fields import series_of_publisher

    assert series_of_publisher("Working Paper Series", "Harbor Institute") == "Harbor Institute Working Paper Series"
    assert series_of_publisher("Harbor Institute Working Papers", "Harbor Institute") == (
        "Harbor Institute Working Papers"
    )
    assert series_of_publisher("Notes on Tidal Theory", "Harbor Institute") == "Notes on Tidal Theory"
    # a publisher the venue list knows as a series is named by it, not by the words of its series
    assert series_of_publisher("Working Paper Series", "National Bureau of Economic Research") == (
        "National Bureau of Economic Research"
    )


def test_csl_date_parts_with_an_underscore_and_a_citation_key_beside_a_numbered_id():
    found = _read("csl_date_parts.json")
    assert found["Tide Gauge Exchange Framework"].year == 1999
    profile = found["Harbour sensor profile"]
    assert (profile.year, profile.key) == (2003, "ohaprofile:2003")
    assert [a.name for a in profile.authors] == ["Open Harbour Alliance"]  # a body given as a given name alone


def test_older_ris_tags_give_the_proceedings_and_the_link():
    found = _read("ris_older_tags.ris")
    hulls = found["Hull cleaning robots for small harbours"]  # BT: the proceedings a paper is in
    assert (hulls.venue_text, hulls.kind, hulls.year) == ("Harbour Robotics Symposium 2023", "conference", 2023)
    buoys = found["Buoy swarms for wave sensing"]  # UL: its link
    assert [link.url for link in buoys.links] == ["http://example.org/buoys/"]
    tides = found["Learned tide tables for estuaries"]
    assert (tides.arxiv, tides.kind) == ("2604.13459", "preprint")


def test_a_ris_record_left_open_loses_no_paper():
    found = _read("ris_unclosed_records.ris")
    assert sorted(found) == ["A lost record", "Another", "Last unclosed"]
    assert [a.name for a in found["A lost record"].authors] == ["Ada Lind"]
    assert (found["A lost record"].year, found["Last unclosed"].year) == (2020, 2019)


def test_csl_of_odd_shapes_keeps_its_papers_and_names_the_item_it_skips():
    document = read_document("csl_odd_shapes.json", (FIXTURES / "csl_odd_shapes.json").read_bytes())
    found = {p.title: p for p in document.publications}
    assert [a.name for a in found["X one"].authors] == ["Ada Lind"]  # "author": "Lind, Ada"
    assert found["X one"].year == 2020  # "issued": "2020"
    assert (found["Y two"].venue_text, found["Y two"].year) == ("J. Foo", None)  # lists of one; "n.d."
    assert any("item 3" in warning and "no title" in warning for warning in document.warnings)


def test_a_biblatex_meeting_is_the_venue_before_its_series_and_of_a_talk():
    found = _read("biblatex_reports.bib")
    songs = found["Seal song archives"]  # no booktitle: the event, not the series of volumes
    assert (songs.venue_text, songs.kind, songs.year) == ("Computational Bioacoustics 2024", "conference", 2024)
    talk = found["Counting seals from drones"]
    assert (talk.venue_text, talk.year) == ("Northern Seal Workshop", 2024)
