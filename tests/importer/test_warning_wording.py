"""The warnings of an import are sentences a lab admin reads on the review page, naming the person and the values.

The CV is fictional (tests/importer/fixtures/cv_varga.txt).
"""

from pathlib import Path

from importer.services import import_documents

CV = (Path(__file__).parent / "fixtures" / "cv_varga.txt").read_text()


def test_a_value_another_document_gave_is_kept_and_the_warning_says_whose_and_both_values(db, tmp_path):
    first, second = tmp_path / "cv_first.txt", tmp_path / "cv_second.txt"
    first.write_text(CV)
    second.write_text(CV.replace("Postdoctoral Researcher, Westvale", "Research Scientist, Westvale", 1))
    import_documents([first])
    report = import_documents([second])

    warnings = [w for f in report.files for w in f.warnings]
    kept = [w for w in warnings if w.startswith("Kept Ilse Varga's position on the site")]
    assert kept, warnings
    assert "(from cv_first.txt)" in kept[0] and "this document says “Research Scientist" in kept[0]
    assert not any("ilse-varga." in w or "'" + "Research" in w for w in warnings)  # no slug.field, no repr quotes
