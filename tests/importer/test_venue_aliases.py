"""Venues in an import: a lab admin's aliases name the site's venue; journals of every field
become journal venues under their canonical name (database)."""

from importer.services import import_documents
from publications.models import Publication, Venue

BIBTEX = """
@article{okafor2023tides,
  author = {Okafor, Chidi and Lind, Pia},
  title = {Tidal Rhythms of Placid Lagoons},
  journal = {J. Placid Lagoon Stud.},
  year = {2023},
}
@article{lind2022muons,
  author = {Lind, Pia and Okafor, Chidi},
  title = {Slow Muons in a Quiet Detector},
  journal = {Phys. Rev. D},
  year = {2022},
}
@article{okafor2021pnas,
  author = {Okafor, Chidi and Brandt, Kai},
  title = {Calm Waters and Their Microbes},
  journal = {Proc. Natl. Acad. Sci. U.S.A.},
  year = {2021},
}
@article{brandt2020unknown,
  author = {Brandt, Kai and Okafor, Chidi},
  title = {A Journal Nobody Listed},
  journal = {The Journal of Placid Reefs},
  year = {2020},
}
"""


def _import(tmp_path):
    path = tmp_path / "papers.bib"
    path.write_text(BIBTEX, encoding="utf-8")
    import_documents([path])
    return {p.title: p for p in Publication.objects.select_related("venue")}


def test_an_alias_a_lab_admin_gave_a_venue_names_it_in_an_import(db, tmp_path):
    lagoons = Venue.objects.create(
        acronym="JPLS",
        name="Journal of Placid Lagoon Studies",
        kind="journal",
        slug="jpls",
        aliases=["J. Placid Lagoon Stud."],
    )
    papers = _import(tmp_path)
    assert papers["Tidal Rhythms of Placid Lagoons"].venue == lagoons
    assert Venue.objects.filter(name__icontains="placid lagoon").count() == 1
    # The shipped table still names the others.
    assert papers["Slow Muons in a Quiet Detector"].venue.name == "Physical Review D"


def test_without_the_alias_the_printed_venue_becomes_a_venue_of_its_own(db, tmp_path):
    lagoons = Venue.objects.create(
        acronym="JPLS", name="Journal of Placid Lagoon Studies", kind="journal", slug="jpls", aliases=[]
    )
    papers = _import(tmp_path)
    assert papers["Tidal Rhythms of Placid Lagoons"].venue != lagoons


def test_an_admin_alias_of_a_shipped_venue_is_honoured(db, tmp_path):
    muons = Venue.objects.create(
        acronym="PRD", name="Physical Review D", kind="journal", slug="prd", aliases=["Phys. Rev. D"]
    )
    papers = _import(tmp_path)
    assert papers["Slow Muons in a Quiet Detector"].venue == muons


def test_journals_of_other_sciences_are_journal_venues_and_keep_their_the(db, tmp_path):
    papers = _import(tmp_path)
    pnas = papers["Calm Waters and Their Microbes"]
    assert (pnas.kind, pnas.venue.kind, pnas.venue.acronym) == ("journal", "journal", "PNAS")
    muons = papers["Slow Muons in a Quiet Detector"].venue
    assert (muons.acronym, muons.kind, muons.slug) == ("", "journal", "physical-review-d")
    assert "Phys. Rev. D" in muons.aliases
    assert papers["A Journal Nobody Listed"].venue.name == "The Journal of Placid Reefs"


def test_venues_an_import_made_are_found_again_by_the_next_import(db, tmp_path):
    first = {title: p.venue_id for title, p in _import(tmp_path).items()}
    venues = Venue.objects.count()
    (tmp_path / "papers.bib").write_text(BIBTEX.replace("Phys. Rev. D", "Physical Review D"), encoding="utf-8")
    import_documents([tmp_path / "papers.bib"])
    again = {p.title: p.venue_id for p in Publication.objects.all()}
    assert again == first and Venue.objects.count() == venues
