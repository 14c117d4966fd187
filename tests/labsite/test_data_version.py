"""The data version (labsite.pagecache.data_version): what a plan of an import is as old as.

It moves on when a change of the site's data commits, never for a transaction rolled back nor for
rows that are bookkeeping; the page cache's own version still moves on at once, as it did.
"""

import pytest
from django.db import transaction

from importer.models import SourceDocument
from labsite.pagecache import current_version, data_version
from people.models import PasswordResetRequest, Person


def test_a_committed_save_of_a_person_or_a_paper_moves_the_data_version_on(
    db, publication_of, django_capture_on_commit_callbacks
):
    before = data_version()
    with django_capture_on_commit_callbacks(execute=True):
        person = Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")
    after_person = data_version()
    assert after_person != before
    with django_capture_on_commit_callbacks(execute=True):
        paper = publication_of(person, title="Counting Cobbles")
        paper.title = "Counting Cobbles Again"
        paper.save()
    assert data_version() != after_person


def test_a_rolled_back_transaction_changes_nothing_but_the_page_cache_still_forgets_at_once(
    db, django_capture_on_commit_callbacks
):
    data, pages = data_version(), current_version()
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")
        assert current_version() != pages  # no page rendered mid-transaction is kept for after it
        transaction.set_rollback(True)
    assert data_version() == data


def test_bookkeeping_rows_leave_the_data_version_as_it_is(db, django_capture_on_commit_callbacks):
    data, pages = data_version(), current_version()
    with django_capture_on_commit_callbacks(execute=True):
        SourceDocument.objects.create(name="cv.txt", sha256="0" * 64)
        PasswordResetRequest.objects.create(kind="email", key="1" * 64)
    assert data_version() == data
    assert current_version() != pages  # what the page cache does is unchanged


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_a_save_moves_the_data_version_on_at_once():
    before = data_version()
    Person.objects.create(name="Tobin Ashgrove", slug="tobin-ashgrove", role="pi")
    assert data_version() != before
