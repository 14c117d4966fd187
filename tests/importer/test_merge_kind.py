"""A paper whose kind was not known ("other") takes the kind a later source names; a known kind stays."""

import pytest

from importer.services import import_documents
from publications.models import Publication, Venue


def _bib(tmp_path, entry_type):
    path = tmp_path / "lab.bib"
    path.write_text(
        f"@{entry_type}{{moss22, title={{Moss Growth on North-Facing Slopes}}, author={{Joel Pinto and Ana Ferreira}},"
        " journal={Journal of Bryology}, year={2022}, doi={10.5555/moss.2022.3}}\n"
    )
    return path


@pytest.mark.parametrize(("stored_kind", "expected"), [("other", "journal"), ("conference", "conference")])
def test_a_kind_that_was_not_known_is_filled_in_and_a_known_one_is_kept(db, tmp_path, stored_kind, expected):
    venue = Venue.objects.create(acronym="", name="Journal of Bryology", kind="other", slug="journal-of-bryology")
    Publication.objects.create(
        title="Moss Growth on North-Facing Slopes",
        key="pinto2022moss",
        year=2022,
        kind=stored_kind,
        venue=venue,
        doi="10.5555/moss.2022.3",
    )

    (report,) = import_documents([_bib(tmp_path, "article")]).files

    assert report.status == "imported" and Publication.objects.count() == 1
    assert Publication.objects.get().kind == expected
