"""The CSV columns are one list: the header, a download's rows and a single row agree."""

import csv
import io

from publications.formats.csv import COLUMNS, csv_header, csv_line, csv_row, to_csv
from publications.models import Publication
from tests.factories import make_person, make_publication


def test_header_and_rows_follow_the_one_list_of_columns(db, rf):
    ada = make_person("Ada Abara")
    make_publication(ada, title="Quiet Queues", year=None, doi="10.1234/qq")
    make_publication(ada, title="=SUM(A1:A9) is not a formula here", note="a note, with a comma")
    publications = list(Publication.objects.order_by("pk"))
    request = rf.get("/")

    text = to_csv(publications, request)
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == [name for name, _value in COLUMNS]
    assert text.startswith(csv_header())
    assert text == csv_header() + "".join(csv_line(p, request) for p in publications)
    assert all(len(row) == len(COLUMNS) for row in rows)
    assert all(len(csv_row(p, request)) == len(COLUMNS) for p in publications)

    first, second = (dict(zip(rows[0], row, strict=True)) for row in rows[1:])
    assert first["title"] == "Quiet Queues" and first["year"] == "" and first["doi"] == "10.1234/qq"
    assert first["authors"] == "Ada Abara"
    assert first["url"].startswith("http://testserver/publications/")
    assert second["title"].startswith("'=SUM")  # a spreadsheet shows it as text
    assert second["note"] == "a note, with a comma"
