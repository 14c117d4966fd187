"""The demo lab reads like a real lab: bios, roles, degrees, news and papers agree with each other,
and portraits are monograms (initials on a soft colour), not drawn faces."""

import io
import re
import shlex
from pathlib import Path

import pytest
from django.core.management import call_command
from PIL import Image

from content.models import News
from people.models import Award, Person, Role
from people.monograms import colour_of, monogram, monogram_grid
from publications.models import Publication, Status

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "samples").iterdir())
# Words a bio or a news item uses for a role, and the roles they may be said of.
ROLE_WORDS = {
    "Ph.D. student": {Role.PHD},
    "postdoc": {Role.POSTDOC},
    "master's student": {Role.MASTER},
    "undergraduate": {Role.UNDERGRAD},
    "research scientist": {Role.RESEARCHER},
    "professor": {Role.PI, Role.FACULTY},
    "faculty member": {Role.FACULTY},
    "did a Ph.D. in the lab": {Role.ALUMNI},
}
STUDENTS = {Role.PHD, Role.MASTER, Role.UNDERGRAD, Role.ALUMNI}


def makefile_arguments(command):
    """The arguments the Makefile's demo target gives a command, so the test follows the Makefile."""
    line = next(line for line in (ROOT / "Makefile").read_text().splitlines() if f"manage.py {command} " in line)
    return shlex.split(line.split(f"manage.py {command} ", 1)[1])


@pytest.fixture
def demo(db):
    out = io.StringIO()
    call_command("generate_lab", *makefile_arguments("generate_lab"), stdout=out)
    call_command("import_profiles", *map(str, SAMPLES), stdout=out, stderr=out)
    call_command("demo_content", stdout=out)
    assert News.objects.exists(), out.getvalue()


def role_words_in(text):
    return [word for word in ROLE_WORDS if word.lower() in text.lower()]


def test_the_makefile_still_generates_the_demo_with_explicit_arguments():
    assert {"--people", "--publications", "--seed"} <= set(makefile_arguments("generate_lab"))


def test_degrees_fit_each_role_and_end_before_joining(demo):
    for person in Person.objects.filter(joined__isnull=False):  # the generated members
        degrees = list(person.education.all())
        finished_phds = [d for d in degrees if d.degree == "phd" and d.end_year]
        assert all(d.start_year and (d.end_year or 9999) > d.start_year for d in degrees), person
        if person.role in (Role.PI, Role.FACULTY, Role.POSTDOC):
            assert finished_phds and finished_phds[0].end_year <= person.joined.year, person
            assert any(d.degree == "bachelor" and d.end_year <= finished_phds[0].start_year for d in degrees)
        elif person.role == Role.ALUMNI:
            assert [d.end_year for d in finished_phds] == [person.left.year], person
        else:
            assert not finished_phds, f"{person} ({person.role}) already holds a Ph.D."
        if person.role == Role.PHD:
            assert any(d.degree in ("bachelor", "master") and d.end_year == person.joined.year for d in degrees)
        if person.role not in (Role.PI, Role.FACULTY, Role.RESEARCHER):  # nobody studies for ten years
            assert person.joined.year >= (person.left or person.joined).year - 5, person


def test_bios_and_positions_name_the_persons_own_role(demo):
    for person in Person.objects.exclude(bio=""):
        for word in role_words_in(f"{person.bio} {person.position}"):
            assert person.role in ROLE_WORDS[word], f"{person.name} ({person.role}): {word!r} in {person.bio!r}"


def test_news_about_a_person_agrees_with_their_role_and_dates(demo):
    names = dict(Person.objects.values_list("name", "pk"))
    about_people = 0
    for news in News.objects.select_related("person"):
        text = f"{news.title} {news.body}"
        named = {pk for name, pk in names.items() if name in text}
        assert named <= {news.person_id}, f"{news.title!r} names someone it is not about"
        person = news.person
        if person is None:
            continue
        about_people += 1
        for word in role_words_in(text):
            assert person.role in ROLE_WORDS[word], f"{news.title!r}: {word!r} said of a {person.role}"
        if news.title.startswith("Welcome"):
            assert news.date == person.joined and person.left is None
        if "defends" in news.title:
            assert person.role == Role.ALUMNI and news.date <= person.left
            assert news.date.year == person.left.year
        if "best student paper" in news.title.lower():
            assert person.role in STUDENTS
            assert Award.objects.filter(person=person, year=news.date.year, title__icontains="student paper").exists()
    assert about_people >= 3  # the check above ran on real items


def test_accepted_at_venue_news_links_only_that_venues_papers_of_that_year(demo):
    accepted = News.objects.filter(title__contains="accepted at")
    assert accepted.exists()
    counts = {"A paper": 1, "Two papers": 2, "Three papers": 3}
    for news in accepted:
        venue = news.title.rsplit("accepted at ", 1)[1]
        keys = re.findall(r"\(/publications/([^/)]+)/\)", news.body)
        assert len(keys) == counts[news.title.split(" accepted")[0]], news.body
        for paper in Publication.objects.filter(key__in=keys).select_related("venue"):
            assert paper.venue.acronym == venue and paper.status == Status.PUBLISHED, paper
            assert paper.year in (news.date.year, news.date.year + 1), (paper.year, news.date)
        assert Publication.objects.filter(key__in=keys).count() == len(keys)


def test_the_samples_advisor_is_the_demos_pi(demo):
    pi = Person.objects.get(role=Role.PI)
    advisors = {match for path in SAMPLES for match in re.findall(r"Prof\. (\w+ \w+)", path.read_text())}
    assert advisors == {pi.name}
    assert pi.authorships.exists()


def test_portraits_are_monograms_of_the_persons_initials_on_a_flat_colour():
    image = Image.open(io.BytesIO(monogram("Ada Abara", size=120))).convert("RGB")
    colours = image.getcolors(maxcolors=512)
    assert colours is not None and len(colours) < 300  # flat: a ground, ink and the ink's soft edges
    assert max(colours)[1] == tuple(int(colour_of("Ada Abara")[i : i + 2], 16) for i in (1, 3, 5))
    assert monogram("Ada Abara") == monogram("Ada Abara")  # deterministic
    assert monogram("Ada Abara") != monogram("Bruno Brennick")
    grid = Image.open(io.BytesIO(monogram_grid(["Ada Abara", "Bruno Brennick"])))
    assert grid.getcolors(maxcolors=1024) is not None
    with pytest.raises(ValueError, match="at least one name"):
        monogram_grid([])


def test_the_demos_stored_portraits_are_monograms(demo):
    people = Person.objects.exclude(photo="")
    assert people.exists()
    for person in people:
        with person.photo.open("rb") as handle:
            image = Image.open(handle).convert("RGB")
            corner = image.getpixel((2, 2))
        expected = tuple(int(colour_of(person.name)[i : i + 2], 16) for i in (1, 3, 5))
        assert all(abs(a - b) <= 8 for a, b in zip(corner, expected, strict=True)), person
