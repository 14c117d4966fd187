"""Two saves of one record arriving at the same moment, from two sessions: one is saved, the other
gets the conflict message and keeps its input, and nothing of the first is lost — on PostgreSQL
(READ COMMITTED) and on SQLite alike, inline rows included."""

import sqlite3
import threading

import pytest
from django.contrib.admin.models import LogEntry
from django.db import connection
from django.test import Client
from django.urls import reverse

from people.editing import SeenVersionForm
from people.models import Award, Person
from publications.models import Publication, PublicationLink
from tests.adminforms import admin_form_data

ROUNDS = 20
CONFLICT = "This record was changed after you opened it"
# How long a save that has passed its version check waits for the other one to pass it too. Without
# the lock both get there and both write; with it the other is still waiting for the row, so the
# wait runs out and the save goes on. It only widens the race: nothing asserts on time.
RENDEZVOUS_SECONDS = 0.5

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def database_on_file(transactional_db, tmp_path):
    """On SQLite, the test runs on a file copy of the test database, like the site's.

    Django's SQLite test database is in memory with a shared cache, where a writer that finds the
    database busy fails at once ("database table is locked") instead of waiting its turn as it does
    on a file: two saves at once would test that cache, not the site.
    """
    settings_dict = connection.settings_dict
    if connection.vendor != "sqlite" or not connection.is_in_memory_db():
        yield
        return
    in_memory = settings_dict["NAME"]
    keeper = sqlite3.connect(in_memory, uri=True)  # the in-memory database lives while a connection does
    on_file = sqlite3.connect(tmp_path / "db.sqlite3")
    keeper.backup(on_file)
    on_file.close()
    settings_dict["NAME"] = str(tmp_path / "db.sqlite3")
    connection.close()  # every thread, this one too, connects to the file from now on
    try:
        yield
    finally:
        connection.close()
        settings_dict["NAME"] = in_memory
        connection.ensure_connection()
        keeper.close()


@pytest.fixture
def rendezvous(monkeypatch):
    """`rendezvous.reset()` before each round; every version check of the round waits there."""
    checked = SeenVersionForm.clean

    class Rendezvous:
        barrier = None

        def reset(self):
            self.barrier = threading.Barrier(2, timeout=RENDEZVOUS_SECONDS)

    state = Rendezvous()

    def clean_then_wait(form):
        cleaned = checked(form)
        try:
            state.barrier.wait()
        except threading.BrokenBarrierError:
            pass
        return cleaned

    monkeypatch.setattr(SeenVersionForm, "clean", clean_then_wait)
    return state


def logged_in(user):
    client = Client()
    client.force_login(user)
    return client


def post_at_once(url, *sessions):
    """Post each (client, data) from its own thread, all released together; the responses in order."""
    start = threading.Barrier(len(sessions), timeout=30)
    responses = [None] * len(sessions)

    def post(index, client, data):
        try:
            start.wait()
            responses[index] = client.post(url, data)
        except Exception as error:  # a 500 is raised by the test client: reported below
            responses[index] = error
        finally:
            connection.close()  # this thread's own connection

    threads = [threading.Thread(target=post, args=(i, *session)) for i, session in enumerate(sessions)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads), "a save never finished"
    for response in responses:
        assert not isinstance(response, Exception), repr(response)
    return responses


def winner_and_loser(responses):
    codes = sorted(response.status_code for response in responses)
    assert codes == [200, 302], codes
    winner = 0 if responses[0].status_code == 302 else 1
    loser = responses[1 - winner]
    html = loser.content.decode()
    assert CONFLICT in html
    return winner, html


def test_two_saves_of_one_profile_at_once_save_one_and_report_the_other(member, lab_admin, rendezvous):
    url = reverse("admin:people_person_change", args=[member.pk])
    ada, pi = logged_in(member.user), logged_in(lab_admin)
    expected = {"position": "", "affiliation": "", "awards": []}
    for round_ in range(ROUNDS):
        rendezvous.reset()
        log_entries = LogEntry.objects.count()
        hers, his = admin_form_data(ada.get(url)), admin_form_data(pi.get(url))
        # Different fields on each side: a lost update would show as one of them put back.
        hers["position"] = f"Position {round_} by Ada"
        hers["awards-TOTAL_FORMS"] = str(int(hers["awards-TOTAL_FORMS"]) + 1)
        row = int(hers["awards-TOTAL_FORMS"]) - 1
        hers.update({f"awards-{row}-title": f"Award {round_} by Ada", f"awards-{row}-order": "0"})
        his["affiliation"] = f"Affiliation {round_} by the PI"

        winner, loser_html = winner_and_loser(post_at_once(url, (ada, hers), (pi, his)))

        if winner == 0:
            expected["position"] = hers["position"]
            expected["awards"].append(f"Award {round_} by Ada")
            assert his["affiliation"] in loser_html  # the loser's input is kept
        else:
            expected["affiliation"] = his["affiliation"]
            assert hers["position"] in loser_html and f"Award {round_} by Ada" in loser_html
        stored = Person.objects.get(pk=member.pk)
        assert (stored.position, stored.affiliation) == (expected["position"], expected["affiliation"])
        awards = sorted(Award.objects.filter(person=member).values_list("title", flat=True))
        assert awards == sorted(expected["awards"])  # no row of the refused save
        assert LogEntry.objects.count() == log_entries + 1


def test_two_members_saving_their_shared_paper_at_once_save_one_and_report_the_other(
    member, other_member, publication_of, rendezvous
):
    paper = publication_of(member, other_member, title="Written Together")
    url = reverse("admin:publications_publication_change", args=[paper.pk])
    ada, bruno = logged_in(member.user), logged_in(other_member.user)
    expected = {"note": "", "title": "Written Together", "links": []}
    for round_ in range(ROUNDS):
        rendezvous.reset()
        log_entries = LogEntry.objects.count()
        hers, his = admin_form_data(ada.get(url)), admin_form_data(bruno.get(url))
        hers["note"] = f"Note {round_} by Ada"
        his["title"] = f"Written Together, take {round_}"
        his["links-TOTAL_FORMS"] = str(int(his["links-TOTAL_FORMS"]) + 1)
        row = int(his["links-TOTAL_FORMS"]) - 1
        his.update(
            {
                f"links-{row}-label": f"Slides {round_}",
                f"links-{row}-url": f"https://example.org/slides-{round_}",
                f"links-{row}-order": "0",
            }
        )

        winner, loser_html = winner_and_loser(post_at_once(url, (ada, hers), (bruno, his)))

        if winner == 0:
            expected["note"] = hers["note"]
            assert his["title"] in loser_html and f"Slides {round_}" in loser_html
        else:
            expected["title"] = his["title"]
            expected["links"].append(f"Slides {round_}")
            assert hers["note"] in loser_html
        stored = Publication.objects.get(pk=paper.pk)
        assert (stored.note, stored.title) == (expected["note"], expected["title"])
        links = sorted(PublicationLink.objects.filter(publication=paper).values_list("label", flat=True))
        assert links == sorted(expected["links"])
        assert stored.authorships.count() == 2
        assert LogEntry.objects.count() == log_entries + 1
