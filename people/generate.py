"""A deterministic fictional lab, for the demo, the tests and the benchmarks.

`generate_lab` is long on purpose: it writes people, venues, papers and authorships in bulk,
in one pass, and reads top to bottom as the recipe of the lab."""

import datetime
import random

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.text import slugify

from publications.keys import base_key
from publications.models import Authorship, Kind, Publication, PublicationLink, Status, Venue

from .demo_accounts import mark_demo
from .models import Award, Education, Experience, Person, PersonLink, Role, Teaching

GIVEN = [
    "Ada",
    "Bruno",
    "Chiara",
    "Dmitri",
    "Elif",
    "Farah",
    "Goran",
    "Hana",
    "Ivo",
    "Jun",
    "Kavya",
    "Lena",
    "Mateo",
    "Nadia",
    "Oren",
    "Priya",
    "Quinn",
    "Rosa",
    "Sven",
    "Tariq",
    "Uma",
    "Viktor",
    "Wen",
    "Xiomara",
    "Yusuf",
    "Zofia",
    "Aiko",
    "Björn",
    "Céline",
    "Dara",
    "Émile",
    "Frida",
    "Gustavo",
    "Hye-jin",
    "Iñigo",
]
FAMILY = [
    "Abara",
    "Brennick",
    "Castellano",
    "Drozdov",
    "Ekwueme",
    "Falkenrath",
    "Gundersen",
    "Halloran",
    "Ishikawa",
    "Jablonski",
    "Kowalczyk",
    "Lindqvist",
    "Marchetti",
    "Nakashima",
    "Okonkwo",
    "Petrakis",
    "Quaresma",
    "Rautio",
    "Szabó",
    "Thorvaldsen",
    "Urquhart",
    "Valdés",
    "Wakefield",
    "Xenakis",
    "Yamaguchi",
    "Zeller",
    "Østergaard",
]
TOPICS = [
    "Serving",
    "Scheduling",
    "Caching",
    "Replication",
    "Consensus",
    "Compilation",
    "Checkpointing",
    "Sharding",
    "Prefetching",
    "Batching",
    "Tracing",
    "Placement",
    "Migration",
    "Compression",
    "Isolation",
    "Recovery",
]
OBJECTS = [
    "Large Language Models",
    "GPU Clusters",
    "Serverless Functions",
    "Key-Value Stores",
    "Data Center Networks",
    "Graph Analytics",
    "Stream Processing",
    "Persistent Memory",
    "Edge Devices",
    "Distributed Transactions",
    "Mixture-of-Experts Training",
    "Vector Databases",
    "Microservices",
    "Deep Learning Jobs",
]
ADJECTIVES = ["Efficient", "Elastic", "Fast", "Scalable", "Fault-Tolerant", "Adaptive", "Predictable", "Cheap"]
VENUES = [
    ("OSDI", "USENIX Symposium on Operating Systems Design and Implementation", Kind.CONFERENCE),
    ("SOSP", "ACM Symposium on Operating Systems Principles", Kind.CONFERENCE),
    ("NSDI", "USENIX Symposium on Networked Systems Design and Implementation", Kind.CONFERENCE),
    ("EuroSys", "European Conference on Computer Systems", Kind.CONFERENCE),
    (
        "ASPLOS",
        "ACM International Conference on Architectural Support for Programming Languages and Operating Systems",
        Kind.CONFERENCE,
    ),
    ("SIGCOMM", "ACM Special Interest Group on Data Communication Conference", Kind.CONFERENCE),
    ("ATC", "USENIX Annual Technical Conference", Kind.CONFERENCE),
    ("VLDB", "International Conference on Very Large Data Bases", Kind.CONFERENCE),
    ("MLSys", "Conference on Machine Learning and Systems", Kind.CONFERENCE),
    ("TPDS", "IEEE Transactions on Parallel and Distributed Systems", Kind.JOURNAL),
    ("TOCS", "ACM Transactions on Computer Systems", Kind.JOURNAL),
    ("HotOS", "Workshop on Hot Topics in Operating Systems", Kind.WORKSHOP),
    ("arXiv", "arXiv preprint", Kind.PREPRINT),
]
ROLE_MIX = [
    Role.FACULTY,
    Role.POSTDOC,
    Role.RESEARCHER,
    Role.PHD,
    Role.PHD,
    Role.PHD,
    Role.MASTER,
    Role.UNDERGRAD,
    Role.ALUMNI,
]


class Generator:
    def __init__(self, seed):
        self.random = random.Random(seed)
        self.used_names = set()
        self.title_uses = {}  # title -> how many papers were given it (counted, not searched: 100,000 papers)

    def name(self):
        while True:
            name = f"{self.random.choice(GIVEN)} {self.random.choice(FAMILY)}"
            if name not in self.used_names or len(self.used_names) > len(GIVEN) * len(FAMILY) // 2:
                if name in self.used_names:
                    name = f"{name} {len(self.used_names)}"
                self.used_names.add(name)
                return name

    def title(self):
        """A paper title not used before in this lab (two papers never share one)."""
        r = self.random
        title = f"{r.choice(ADJECTIVES)} {r.choice(TOPICS)} for {r.choice(OBJECTS)}" + (
            f": {r.choice(['A Case Study', 'Lessons Learned', 'Going Beyond', 'Rethinking the Stack'])}"
            if r.random() < 0.3
            else ""
        )
        uses = self.title_uses.get(title, 0) + 1
        self.title_uses[title] = uses
        if uses > 1:
            title = f"{title} (Part {uses})"
        return title


@transaction.atomic
def generate_lab(people=12, publications=40, seed=1, logins=2, today=None):
    """Create a fictional lab; returns (people, publications, member users)."""
    today = today or datetime.date(2026, 1, 1)
    gen = Generator(seed)
    r = gen.random
    venues = [
        Venue.objects.get_or_create(slug=acronym.lower(), defaults={"acronym": acronym, "name": name, "kind": kind})[0]
        for acronym, name, kind in VENUES
    ]
    taken_slugs = set(Person.objects.values_list("slug", flat=True))
    persons = []
    for i in range(people):
        role = Role.PI if i == 0 else ROLE_MIX[(i - 1) % len(ROLE_MIX)]
        name = gen.name()
        slug = base = slugify(name)
        n = 2
        while slug in taken_slugs:
            slug, n = f"{base}-{n}", n + 1
        taken_slugs.add(slug)
        joined = datetime.date(r.randint(2012, 2024), r.choice([1, 9]), 1)
        left = datetime.date(r.randint(joined.year + 1, 2025), 7, 1) if role == Role.ALUMNI else None
        persons.append(
            Person(
                name=name,
                slug=slug,
                role=role,
                position={Role.PI: "Professor", Role.PHD: "Ph.D. student", Role.ALUMNI: "Ph.D. graduate"}.get(
                    role, Role(role).label
                ),
                affiliation="Fictional Institute of Technology",
                email=f"{slug.replace('-', '.')}@example.edu",
                bio=f"{name.split()[0]} works on {r.choice(TOPICS).lower()} for {r.choice(OBJECTS).lower()}.",
                research_interests=r.sample(
                    ["operating systems", "networking", "databases", "ML systems", "storage"], 2
                ),
                joined=joined,
                left=left,
                now_at=r.choice(["Acme Research", "Example University", ""]) if left else "",
                display_order=i,
                alt_names=[f"{name.split()[0][0]}. {name.split()[-1]}"],
            )
        )
    Person.objects.bulk_create(persons)
    persons = list(Person.objects.filter(slug__in=[p.slug for p in persons]).order_by("display_order"))
    records = []
    for person in persons:
        records.append(
            Education(
                person=person,
                institution="Example University",
                degree="bachelor",
                degree_title="B.S. in Computer Science",
                start_year=person.joined.year - 4,
                end_year=person.joined.year,
            )
        )
    Education.objects.bulk_create(records)
    Experience.objects.bulk_create(
        [
            Experience(
                person=p,
                organization=r.choice(["Acme Cloud", "Globex Labs", "Initech Research"]),
                title="Research Intern",
                start_year=p.joined.year + 1,
                end_year=p.joined.year + 1,
            )
            for p in persons[1::2]
        ]
    )
    Award.objects.bulk_create(
        [Award(person=p, title="Best Student Paper", year=p.joined.year + 2) for p in persons[2::5]]
    )
    Teaching.objects.bulk_create(
        [
            Teaching(
                person=p, course="Operating Systems", role="Teaching Assistant", terms=[f"{p.joined.year + 1} Fall"]
            )
            for p in persons[3::4]
        ]
    )
    PersonLink.objects.bulk_create(
        [PersonLink(person=p, label="Homepage", url=f"https://example.edu/~{p.slug}") for p in persons]
    )

    taken_keys = set(Publication.objects.values_list("key", flat=True))
    pubs, author_rows = [], []
    for _ in range(publications):
        venue = r.choice(venues)
        year = r.randint(2012, 2025)
        members = r.sample(persons, k=min(len(persons), r.randint(1, 3))) if persons else []
        names = [(m.name, m) for m in members] + [(gen.name(), None) for _ in range(r.randint(1, 5))]
        r.shuffle(names)
        title = gen.title()
        key = base = base_key(title, year, [names[0][0]])
        n = 2
        while key in taken_keys:
            key, n = f"{base}-{n}", n + 1
        taken_keys.add(key)
        status = Status.SUBMITTED if r.random() < 0.05 else Status.PUBLISHED
        pub = Publication(
            title=title,
            key=key,
            year=year,
            kind=venue.kind,
            status=status,
            venue=venue,
            arxiv=f"{year % 100:02d}{r.randint(1, 12):02d}.{r.randint(10000, 99999)}"
            if venue.kind == Kind.PREPRINT
            else "",
        )
        pub.set_title_keys()  # bulk_create calls no save()
        pubs.append(pub)
        equal = r.random() < 0.25
        author_rows.append([(pos, name, person, equal and pos <= 2) for pos, (name, person) in enumerate(names, 1)])
    Publication.objects.bulk_create(pubs, batch_size=500)
    saved = dict(Publication.objects.filter(key__in=[p.key for p in pubs]).values_list("key", "pk"))
    authorships, links = [], []
    for pub, rows in zip(pubs, author_rows, strict=True):
        pk = saved[pub.key]
        authorships += [
            Authorship(publication_id=pk, position=pos, name=name, person=person, equal_contribution=equal)
            for pos, name, person, equal in rows
        ]
        links.append(PublicationLink(publication_id=pk, label="PDF", url=f"https://example.org/papers/{pub.key}.pdf"))
    Authorship.objects.bulk_create(authorships, batch_size=1000)
    PublicationLink.objects.bulk_create(links, batch_size=1000)

    users = []
    User = get_user_model()
    for person in [p for p in persons if p.role != Role.ALUMNI][1 : 1 + logins]:
        user = User.objects.create_user(username=person.slug, email=person.email, is_staff=True)
        mark_demo(user)  # made by the generator, so `make demo` may give it the demo password
        person.user = user
        person.save(update_fields=["user"])
        users.append(user)
    # Rows written in bulk send no signal: make their stored citations and a new site version here.
    from django.db import connection

    from labsite.pagecache import bump
    from publications.formats import stored
    from publications.search import index_queued_rows

    stored.refresh(saved.values())
    if connection.vendor == "sqlite":
        index_queued_rows(connection)
    Venue.objects.recount()
    bump()
    return persons, len(pubs), users
