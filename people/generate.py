"""A deterministic fictional lab, for the demo, the tests and the benchmarks.

`generate_lab` is long on purpose: it writes people, venues, papers and authorships in bulk,
in one pass, and reads top to bottom as the recipe of the lab."""

import datetime
import random
from functools import partial

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


HOME = "Fictional Institute of Technology"
ELSEWHERE = "Example University"
POSITIONS = {
    Role.PI: "Professor",
    Role.FACULTY: "Assistant Professor",
    Role.PHD: "Ph.D. student",
    Role.ALUMNI: "Ph.D. graduate",
}
STUDENT_ROLES = (Role.PHD, Role.MASTER, Role.ALUMNI)
# How many years back from last year a current member of each role may have joined: nobody is a
# Ph.D. student for ten years or a postdoc for eight.
RECENT_YEARS = {Role.POSTDOC: 3, Role.PHD: 5, Role.MASTER: 2, Role.UNDERGRAD: 3}
PHD_YEARS = 5


def _tenure(role, raw_joined, raw_left_year, today):
    """(joined, left) that fit the role, bent from the random draws."""
    last_year = today.year - 1
    if role == Role.ALUMNI:  # a Ph.D. graduate: joined for the Ph.D., left when it was done
        return datetime.date(raw_left_year - PHD_YEARS, 9, 1), datetime.date(raw_left_year, 7, 1)
    if role in RECENT_YEARS:
        return raw_joined.replace(year=last_year - raw_joined.year % RECENT_YEARS[role]), None
    return raw_joined, None


def _position(role, joined, today):
    if role == Role.FACULTY and joined.year < today.year - 6:  # tenured by now
        return "Associate Professor"
    return POSITIONS.get(role, Role(role).label)


def _last_year_in_lab(person, last_year):
    return person.left.year if person.left else last_year


def _bio(name, role, work, left):
    first = name.split()[0]
    return {
        Role.PI: f"{name} is a professor at the {HOME}, where {first} leads the lab and works on {work}.",
        Role.FACULTY: f"{name} is a faculty member of the lab and works on {work}.",
        Role.POSTDOC: f"{first} is a postdoctoral researcher in the lab, working on {work} after a Ph.D. "
        f"at {ELSEWHERE}.",
        Role.RESEARCHER: f"{first} is a research scientist in the lab and works on {work}.",
        Role.PHD: f"{first} is a Ph.D. student working on {work}.",
        Role.MASTER: f"{first} is a master's student working on {work}.",
        Role.UNDERGRAD: f"{first} is an undergraduate researcher working on {work}.",
        Role.ALUMNI: f"{first} did a Ph.D. in the lab on {work}, finished in {left.year if left else ''}.",
    }[role]


def _degree(level, title, institution, start, end=None):
    return {"degree": level, "degree_title": title, "institution": institution, "start_year": start, "end_year": end}


def _degrees(role, joined, left):
    """A role's degrees, newest first, that end before (or, for the degree in progress, at) joining the lab."""
    bachelor = partial(_degree, "bachelor", "B.S. in Computer Science", ELSEWHERE)
    master = partial(_degree, "master", "M.S. in Computer Science")
    phd = partial(_degree, "phd", "Ph.D. in Computer Science")
    if role in (Role.PI, Role.FACULTY):  # a Ph.D., then a postdoc, before the professorship
        done = joined - 2
        return [phd(ELSEWHERE, done - PHD_YEARS, done), bachelor(done - PHD_YEARS - 4, done - PHD_YEARS)]
    if role == Role.POSTDOC:
        return [phd(ELSEWHERE, joined - PHD_YEARS, joined), bachelor(joined - PHD_YEARS - 4, joined - PHD_YEARS)]
    if role == Role.RESEARCHER:
        return [master(ELSEWHERE, joined - 2, joined), bachelor(joined - 6, joined - 2)]
    if role == Role.PHD:
        return [phd(HOME, joined), bachelor(joined - 4, joined)]
    if role == Role.MASTER:
        return [master(HOME, joined), bachelor(joined - 4, joined)]
    if role == Role.UNDERGRAD:
        return [_degree("bachelor", "B.S. in Computer Science", HOME, joined)]
    return [phd(HOME, joined, left.year), bachelor(joined - 4, joined)]  # alumni: a Ph.D. of the lab


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
        # The random draws stay in this order whatever the role, so a seed keeps giving the same names
        # (samples/ documents name the demo's people); the draws are then bent to fit the role.
        raw_joined = datetime.date(r.randint(2012, 2024), r.choice([1, 9]), 1)
        raw_left_year = r.randint(raw_joined.year + 1, 2025) if role == Role.ALUMNI else None
        joined, left = _tenure(role, raw_joined, raw_left_year, today)
        topic, subject = r.choice(TOPICS).lower(), r.choice(OBJECTS).lower()
        persons.append(
            Person(
                name=name,
                slug=slug,
                role=role,
                position=_position(role, joined, today),
                affiliation=HOME,
                email=f"{slug.replace('-', '.')}@example.edu",
                bio=_bio(name, role, f"{topic} for {subject}", left),
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
    Education.objects.bulk_create(
        [Education(person=p, **degree) for p in persons for degree in _degrees(p.role, p.joined.year, p.left)]
    )
    last_year = today.year - 1
    # One draw per second person, as before, so the papers after them keep their seed.
    internships = [(p, r.choice(["Acme Cloud", "Globex Labs", "Initech Research"])) for p in persons[1::2]]
    Experience.objects.bulk_create(
        [
            Experience(person=p, organization=organization, title="Research Intern", start_year=year, end_year=year)
            for p, organization in internships
            if p.role in STUDENT_ROLES and (year := p.joined.year + 1) <= _last_year_in_lab(p, last_year)
        ]
    )
    Award.objects.bulk_create(
        [
            Award(person=p, title="Best Student Paper", year=year)
            for p in [p for p in persons if p.role in (Role.PHD, Role.ALUMNI)][::2]
            if (year := p.joined.year + 2) <= _last_year_in_lab(p, last_year)
        ]
    )
    Teaching.objects.bulk_create(
        [
            Teaching(person=p, course="Operating Systems", role="Instructor", terms=[f"{last_year} Fall"])
            for p in persons
            if p.role in (Role.PI, Role.FACULTY)
        ]
        + [
            Teaching(
                person=p, course="Operating Systems", role="Teaching Assistant", terms=[f"{p.joined.year + 1} Fall"]
            )
            for p in persons[3::4]
            if p.role in (Role.PHD, Role.ALUMNI) and p.joined.year + 1 <= _last_year_in_lab(p, last_year)
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
    # Rows written in bulk send no signal: count the venues and make a new site version here.
    from django.db import connection

    from labsite.pagecache import bump
    from publications.search import index_queued_rows

    if connection.vendor == "sqlite":
        index_queued_rows(connection)
    Venue.objects.recount()
    bump()
    return persons, len(pubs), users
