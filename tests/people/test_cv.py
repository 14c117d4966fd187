"""The printable CV: the same marks as the member's page, awards before publications, honest links."""

import pytest

from people.models import Award, PersonLink
from publications.models import Authorship
from tests.factories import make_person, make_publication

pytestmark = pytest.mark.django_db


def cv(client, person):
    return client.get(f"/people/{person.slug}/cv/").content.decode()


def test_cv_keeps_equal_contribution_marks(client):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Shared Work", authors=["Bo Chen"])
    Authorship.objects.filter(publication=paper).update(equal_contribution=True)
    html = cv(client, ada)
    entry = html[html.index("<strong>Ada Abara</strong>") : html.index("Shared Work")]
    assert entry.count('<sup class="equal" title="Equal contribution">*</sup>') == 2
    assert "Equal contribution." in html


def test_cv_without_equal_contribution_has_no_legend(client):
    ada = make_person("Ada Abara")
    make_publication(ada, title="Solo Work")
    assert "Equal contribution." not in cv(client, ada)


def test_cv_lists_awards_before_publications(client):
    ada = make_person("Ada Abara")
    Award.objects.create(person=ada, title="Best Paper Award", year=2024)
    make_publication(ada, title="Awarded Work")
    html = cv(client, ada)
    assert html.index("<h2>Awards</h2>") < html.index("<h2>Publications</h2>")


def test_cv_never_prints_a_relative_link_as_an_address(client):
    ada = make_person("Ada Abara")
    PersonLink.objects.create(person=ada, label="Homepage", url="/files/ada.html")
    PersonLink.objects.create(person=ada, label="GitHub", url="https://github.com/ada")
    html = cv(client, ada)
    assert ">/files/ada.html<" not in html and ">Homepage</a>" in html
    assert ">https://github.com/ada</a>" in html


def test_submitted_paper_without_venue_says_submitted(client):
    ada = make_person("Ada Abara")
    make_publication(ada, title="Under Review", status="submitted")
    html = cv(client, ada)
    entry = html[html.index("Under Review") :]
    assert "<em>Submitted</em>" in entry[:200]


def test_cv_entry_prints_the_members_names_in_bold_the_venue_year_and_note_escaped(client):
    from tests.factories import make_venue

    ada = make_person("Ada Abara", alt_names=["A. Abara"])
    venue = make_venue("OSDI")
    make_publication(
        ada, title="Kernels <&> Caches", venue=venue, status="submitted", note="Best <Paper>", authors=["Bo & Chen"]
    )
    paper = make_publication(ada, title="Second Work", year=None, venue_text="Workshop on Things")
    Authorship.objects.filter(publication=paper, person=ada).update(name="A. Abara")
    html = cv(client, ada)
    first = html[html.index("<li><strong>Ada Abara</strong>, Bo &amp; Chen.") :]
    assert first.startswith('<li><strong>Ada Abara</strong>, Bo &amp; Chen. <a href="http://testserver/publications/')
    assert (
        ">Kernels &lt;&amp;&gt; Caches</a>. <em>Submitted to USENIX Symposium on Operating Systems Design and "
        "Implementation (OSDI)</em>, 2024. <strong>Best &lt;Paper&gt;</strong></li>"
    ) in first
    assert "<li><strong>A. Abara</strong>. <a href=" in html
    assert ">Second Work</a>. <em>Workshop on Things</em>.</li>" in html
