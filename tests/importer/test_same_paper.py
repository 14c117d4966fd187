"""The same paper from several documents is one record, whatever its title's accents, braces, dashes
and quotes."""

from importer.services import import_documents
from publications.models import Publication
from publications.titles import title_key


def test_title_key_ignores_accents_latex_dashes_and_quotes():
    spellings = [
        r"{GPU}s for Caf\'{e}-Scale “Serving”: Don't Wait",
        'GPUs for Café–Scale "Serving": Don’t Wait',
        "GPUs for cafe-scale serving — dont wait",
        r"\emph{GPUs} for Caf\'e-Scale {{Serving}}: Don't Wait",
    ]
    assert len({title_key(s) for s in spellings}) == 1
    assert title_key("GPUs for Cafe-Scale Batching") != title_key(spellings[0])


def test_a_paper_in_bibtex_and_on_a_homepage_is_one_record(db, tmp_path):
    (tmp_path / "papers.bib").write_text(
        r"@inproceedings{ruiz2024, title={{Sm\o}rgasbord: {GPU} Caches for Na{\"i}ve Serving},"
        " author={Ana Ruiz and Bo Li}, booktitle={NSDI}, year={2024}}\n",
        encoding="utf-8",
    )
    (tmp_path / "homepage.md").write_text(
        "# Ana Ruiz\n\nI am a Ph.D. student at Lorient University working on serving systems for models.\n\n"
        "## Publications\n- Ana Ruiz, Bo Li. “Smørgasbord – GPU Caches for Naive Serving”. NSDI 2024.\n",
        encoding="utf-8",
    )

    report = import_documents([tmp_path / "papers.bib", tmp_path / "homepage.md"])

    assert not report.failed
    assert Publication.objects.count() == 1


def test_a_broken_bibtex_entry_creates_no_publication(db, tmp_path):
    (tmp_path / "papers.bib").write_text(
        "@article{junk, title={Gravel}} Routing}, author={Ana Ruiz}, journal={J}, year={2020}}\n"
        "@article{fine, title={Pebble Caches}, author={Bo Li}, journal={J}, year={2021}}\n"
    )

    report = import_documents([tmp_path / "papers.bib"])

    assert list(Publication.objects.values_list("title", flat=True)) == ["Pebble Caches"]
    assert "entry 'junk' at line 1" in report.summary()
