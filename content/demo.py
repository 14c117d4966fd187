"""What makes the demo look like a lab's site: monogram portraits, a picture of the members, news,
projects, a Join-us page, selected papers and a PI login. Each part is added only when the site has none yet, so running it again
changes nothing."""

import datetime
import io
import random

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.files.base import ContentFile
from django.db import transaction
from PIL import Image, ImageDraw

from people.accounts import free_username
from people.demo_accounts import DEMO_LAB_NAME, is_demo, mark_demo, renamed_lab_reason, set_demo_password
from people.models import LAB_ADMINS_GROUP, Award, Lab, Person, Role
from people.monograms import monogram, monogram_grid
from people.photos import store_photo
from publications.models import Publication, Status

from .models import News, Page, Project

LAB = {
    "name": DEMO_LAB_NAME,
    "short_name": "FSL",
    "description": "We build the systems that large-scale machine learning and data processing run on: "
    "schedulers, storage and networks that are fast, cheap and predictable. "
    "We are a group of faculty, researchers and students at the Fictional Institute of Technology.",
    "address": "Fictional Institute of Technology\nBuilding 7, Room 401\n1 Example Way, Springfield",
    "email": "lab@example.edu",
    "social_links": ["https://github.com/example-lab", "https://bsky.app/profile/example-lab.bsky.social"],
    "group_photo_alt": "The lab's current members, each shown by their initials on a coloured tile",
}
JOIN_US = """We are looking for **Ph.D. students**, **postdocs** and **undergraduate researchers** who like
building real systems and measuring them carefully.

- Ph.D. applicants: apply to the department and name the lab in your statement.
- Undergraduates: e-mail us a short note on what you would like to build, with your transcript.
- Postdocs: write to the PI with your CV and two papers you are proud of.

We value kindness, curiosity and careful work. Everyone in the lab gets a desk, a GPU budget and a mentor."""
PROJECTS = [
    (
        "Serving large models cheaply",
        "Schedulers and caches that serve large language models on fewer GPUs.",
        "Serving",
        "Large language models are expensive to serve. We build **schedulers**, **KV caches** and "
        "**batching policies** that keep GPUs busy without missing latency targets.\n\n"
        "Our systems run in production at two (fictional) cloud providers.",
    ),
    (
        "Predictable storage",
        "Key-value stores and file systems whose tail latency you can promise.",
        "Caching",
        "Tail latency decides how a service feels. We design storage engines that **bound their worst case**, "
        "from the placement of data on persistent memory to the replication protocol above it.",
    ),
]


def _image(seed, size=(960, 640)):
    """An abstract picture for a project: overlapping discs and bars in two tones."""
    rng = random.Random(seed)
    hue = rng.choice([("#1f5fa8", "#cfe0f4"), ("#2b8a63", "#d3eee2"), ("#7b5cb8", "#e5dcf5"), ("#b7791f", "#f6e6c8")])
    image = Image.new("RGB", size, hue[1])
    draw = ImageDraw.Draw(image)
    for _ in range(14):
        x, y, r = rng.randrange(size[0]), rng.randrange(size[1]), rng.randrange(30, 160)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=hue[0], width=rng.choice([3, 6, 10]))
    for i in range(8):
        h = rng.randrange(60, 380)
        draw.rectangle([80 + i * 60, size[1] - 60 - h, 120 + i * 60, size[1] - 60], fill=hue[0])
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=85)
    return ContentFile(buffer.getvalue(), name=f"project-{seed}.jpg")


@transaction.atomic
def make_demo_content(password="", today=None):
    """Fill in what the demo lacks; returns [(what, username)] of the logins it made or kept.

    Nothing at all once the site is a real lab's (see renamed_lab_reason): `make demo` run again
    then adds no fictional news or pages to it."""
    if renamed_lab_reason():
        return []
    today = today or datetime.date.today()
    _lab()
    _portraits()
    _selected_papers()
    _news(today)
    _projects()
    _join_page()
    return _pi_login(password)


def _lab():
    if Lab.objects.exists():
        return
    lab = Lab(**LAB)
    names = list(Person.objects.current().order_by("display_order", "pk").values_list("name", flat=True)[:12])
    if names:
        lab.group_photo.save("group.png", ContentFile(monogram_grid(names)), save=False)
    else:
        lab.group_photo_alt = ""
    lab.save()


def _portraits():
    """Three people in four get a stored monogram (the photo pipeline at work); the rest keep the
    template's initials, which look the same, as a real lab's site would mix them."""
    for index, person in enumerate(Person.objects.order_by("display_order", "pk")):
        if index % 4 == 3 or person.photo:
            continue
        store_photo(person, ContentFile(monogram(person.name), name="portrait.png"))
        person.save(update_fields=["photo", "photo_medium", "photo_small"])


def _selected_papers():
    if Publication.objects.filter(selected=True).exists():
        return
    for person in Person.objects.current().order_by("display_order")[:6]:
        theirs = Publication.objects.public().by_member(person).filter(kind__in=["conference", "journal"])
        ids = list(theirs.order_by("-year", "title").values_list("pk", flat=True)[:2])
        Publication.objects.filter(pk__in=ids).update(selected=True)


ROLE_PHRASES = {
    Role.POSTDOC: "a postdoctoral researcher",
    Role.RESEARCHER: "a research scientist",
    Role.PHD: "a Ph.D. student",
    Role.MASTER: "a master's student",
    Role.UNDERGRAD: "an undergraduate researcher",
}
NUMBER_WORDS = {1: "A paper", 2: "Two papers", 3: "Three papers"}


def _news(today):
    """News that agree with the people and papers they name: each item is dated from its facts."""
    if News.objects.exists():
        return
    items = [
        (
            today - datetime.timedelta(days=21),
            "We are hiring Ph.D. students",
            "Applications for next year are open. See [Join us](/join-us/).",
            None,
        ),
        (
            today - datetime.timedelta(days=80),
            "Lab retreat on the coast",
            "Three days of talks, hikes and a very competitive board-game night.",
            None,
        ),
    ]
    items += _acceptance_news(today) + _award_news(today) + _welcome_news(today) + _defence_news(today)
    for date, title, body, person in items:
        News.objects.create(title=title, body=body, person=person, date=date)


def _not_after(today, year, month, day):
    return min(today, datetime.date(year, month, day))


def _acceptance_news(today):
    """'Papers accepted at VENUE': the lab's latest conference papers of one venue and year."""
    papers = Publication.objects.public().filter(
        kind="conference", status=Status.PUBLISHED, venue__isnull=False, year__lte=today.year
    )
    latest = papers.order_by("-year", "venue__acronym").first()
    if latest is None:
        return []
    accepted = list(papers.filter(venue=latest.venue, year=latest.year).order_by("title")[:3])
    links = ", ".join(f"[{paper.title}]({paper.get_absolute_url()})" for paper in accepted)
    title = f"{NUMBER_WORDS[len(accepted)]} accepted at {latest.venue.acronym or latest.venue.name}"
    first_author = accepted[0].authorships.filter(person__isnull=False).order_by("position").first()
    person = first_author.person if first_author else None
    # Conferences accept papers a few months before they meet, early in the year they appear.
    return [
        (_not_after(today, latest.year, 2, 20), title, f"Congratulations to everyone involved! Read {links}.", person)
    ]


def _award_news(today):
    award = (
        Award.objects.filter(title__icontains="best student paper", year__isnull=False, year__lte=today.year)
        .filter(person__role__in=[Role.PHD, Role.MASTER, Role.ALUMNI])
        .select_related("person")
        .order_by("-year", "person__display_order")
        .first()
    )
    if award is None:
        return []
    person = award.person
    return [
        (
            _not_after(today, award.year, 6, 15),
            f"{person.name} wins a best student paper award",
            f"{person.name.split()[0]} received the award at the conference's closing session.",
            person,
        )
    ]


def _welcome_news(today):
    """A welcome to the member who joined last, in the words of their role, on the day they joined."""
    newest = (
        Person.objects.current()
        .filter(role__in=list(ROLE_PHRASES), joined__isnull=False, joined__lte=today)
        .order_by("-joined", "display_order")
        .first()
    )
    if newest is None:
        return []
    return [
        (
            newest.joined,
            f"Welcome, {newest.name}!",
            f"{newest.name.split()[0]} joins the lab as {ROLE_PHRASES[newest.role]}.",
            newest,
        )
    ]


def _defence_news(today):
    alumnus = (
        Person.objects.alumni()
        .filter(position__icontains="Ph.D.", left__isnull=False, left__lte=today)
        .order_by("-left")
        .first()
    )
    if alumnus is None:
        return []
    first = alumnus.name.split()[0]
    body = f"{first} now works at {alumnus.now_at}." if alumnus.now_at else f"Congratulations, Dr. {alumnus.name}!"
    return [(alumnus.left - datetime.timedelta(days=14), f"{alumnus.name} defends their thesis", body, alumnus)]


def _projects():
    if Project.objects.exists():
        return
    people = list(Person.objects.current().order_by("display_order"))
    for order, (title, summary, topic, description) in enumerate(PROJECTS):
        project = Project(title=title, summary=summary, description=description, order=order, image_alt="")
        project.image.save(f"project-{order}.jpg", _image(order + 3), save=False)
        project.save()
        project.members.set(people[order::2][:5])
        ids = (
            Publication.objects.public()
            .filter(title__icontains=topic)
            .order_by("-year")
            .values_list("pk", flat=True)[:8]
        )
        project.publications.set(list(ids))


def _join_page():
    if Page.objects.filter(slug="join-us").exists():
        return
    Page.objects.create(
        title="Join us",
        slug="join-us",
        summary="We are looking for Ph.D. students, postdocs and undergraduates who like building real systems. "
        "Read how to apply.",
        body=JOIN_US,
        nav_order=1,
        on_home=True,
    )


def _pi_login(password):
    """A login for the generated PI, made by the demo and marked as a demo account.

    A PI who already has a login that the demo did not make (a real one) is left as it is."""
    pi = Person.objects.filter(role=Role.PI).order_by("display_order").first()
    if pi is None:
        return []
    if pi.user is None:
        user = get_user_model().objects.create_user(free_username(pi.slug), pi.email, is_staff=True)
        mark_demo(user)
        pi.user = user
        pi.save(update_fields=["user"])
    if not is_demo(pi.user):
        return []
    pi.user.groups.add(Group.objects.get_or_create(name=LAB_ADMINS_GROUP)[0])  # the PI runs the lab's site
    set_demo_password(pi.user, password)
    return [("PI", pi.user.username)]
