"""People of the lab, their CV records, and the lab itself."""

import unicodedata

from anyascii import anyascii
from django.conf import settings
from django.contrib.admin.models import LogEntry
from django.core.serializers.json import DjangoJSONEncoder
from django.core.validators import RegexValidator
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.text import slugify

from labsite.metadata import reverse_cached
from labsite.pagecache import remembered

from .fields import ListField


class Role(models.TextChoices):
    PI = "pi", "Principal investigator"
    FACULTY = "faculty", "Faculty"
    POSTDOC = "postdoc", "Postdoctoral researcher"
    RESEARCHER = "researcher", "Researcher"
    STAFF = "staff", "Staff"
    PHD = "phd", "Ph.D. student"
    MASTER = "master", "Master's student"
    UNDERGRAD = "undergrad", "Undergraduate student"
    VISITOR = "visitor", "Visitor"
    COLLABORATOR = "collaborator", "Collaborator"
    ALUMNI = "alumni", "Alumni"


# Order of the groups on /people/.
ROLE_ORDER = [choice.value for choice in Role]


def is_lab_admin(user):
    """Lab admins edit everything: superusers and members of the "Lab admins" group."""
    if not user.is_authenticated or not user.is_active:
        return False
    if user.is_superuser:
        return True
    cached = getattr(user, "_is_lab_admin", None)
    if cached is None:
        cached = user.groups.filter(name=LAB_ADMINS_GROUP).exists()
        user._is_lab_admin = cached
    return cached


LAB_ADMINS_GROUP = "Lab admins"


class LabQuerySet(models.QuerySet):
    """Reads shared by people and publications, and the one rule of who edits what."""

    def public(self):
        return self.filter(is_public=True)

    def editable_by(self, user):
        """Lab admins edit everything; a member who may use the admin, what `owned_by` gives."""
        if is_lab_admin(user):
            return self
        if not user.is_authenticated or not user.is_active or not user.is_staff:
            return self.none()
        return self.owned_by(user)

    def owned_by(self, user):
        raise NotImplementedError


class PersonQuerySet(LabQuerySet):
    def owned_by(self, user):
        """A member edits only their own person record."""
        return self.filter(user=user)

    def alumni(self, today=None):
        today = today or timezone.localdate()
        return self.filter(Q(role=Role.ALUMNI) | Q(left__lte=today))

    def current(self, today=None):
        today = today or timezone.localdate()
        return self.exclude(role=Role.ALUMNI).exclude(left__lte=today)

    def in_display_order(self):
        return self.order_by("display_order", "name")


class Person(models.Model):
    name = models.CharField(max_length=200, help_text="Full name as it should appear on the site.")
    slug = models.SlugField(max_length=200, unique=True, help_text="Used in the address of the person's page.")
    alt_names = ListField(
        verbose_name="other names",
        help_text='One per line: other spellings used in author lists ("Z. Ye", "Zhong, Yinmin", "赵汉宇").',
    )
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.PHD, db_index=True)
    position = models.CharField(max_length=200, blank=True, help_text="Free text, e.g. “Ph.D. Candidate”.")
    affiliation = models.CharField(max_length=300, blank=True)
    email = models.EmailField(blank=True)
    photo = models.ImageField(upload_to="photos/", blank=True, help_text="JPEG, PNG or WebP, at most 10 MB.")
    photo_small = models.ImageField(upload_to="photos/", blank=True, editable=False)
    photo_medium = models.ImageField(upload_to="photos/", blank=True, editable=False)
    bio = models.TextField(blank=True, help_text="Markdown. Raw HTML is shown as text.")
    research_interests = ListField(help_text="One per line.")
    advisors = ListField(help_text="One name per line.")
    skills = ListField(help_text="One per line.")
    joined = models.DateField(null=True, blank=True, help_text="When the person joined the lab.")
    left = models.DateField(
        null=True, blank=True, help_text="When the person left the lab; a past date makes them alumni."
    )
    now_at = models.CharField("now at", max_length=300, blank=True, help_text="For alumni: where they went.")
    display_order = models.IntegerField(default=0, help_text="Lower numbers are listed first within a role.")
    is_public = models.BooleanField("public", default=True, help_text="Hidden people have no public page.")
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="person",
        verbose_name="login",
        help_text="The account with which this person edits their own profile.",
    )
    needs_review = models.BooleanField(default=False, help_text="Set by the importer when it had to guess.")
    review_notes = ListField(help_text="Why the importer asked for review.")
    edited_fields = ListField(
        editable=False, help_text="Fields changed in the admin; later imports do not overwrite them."
    )
    sources = ListField(editable=False, help_text="Names of the documents this person was imported from.")
    field_sources = models.JSONField(default=dict, blank=True, editable=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    objects = PersonQuerySet.as_manager()

    class Meta:
        ordering = ["display_order", "name"]
        verbose_name_plural = "people"

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = unique_slug(Person, self.name)
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse_cached("people:person-detail", self.slug)

    @property
    def is_alumni(self):
        return self.role == Role.ALUMNI or (self.left is not None and self.left <= timezone.localdate())

    @property
    def all_names(self):
        return [self.name, *self.alt_names]


def ascii_spelling(text):
    """Every non-ASCII letter spelled in ASCII letters ("Łukasz" -> "Lukasz", "Щукин" -> "Shchukin",
    "김민지" -> "Gim Min Ji"), so a person named only in another script gets a readable address, not
    "person-2". Each Han character and Hangul syllable is a syllable of the name and stands apart, as
    romanised names print them. Everything else is left to slugify."""
    spelled = []
    for char in text:
        if char.isascii() or not unicodedata.category(char).startswith("L"):
            spelled.append(char)
        elif unicodedata.name(char, "").startswith(("CJK", "HANGUL")):
            spelled.append(f" {anyascii(char)} ")
        else:
            spelled.append(anyascii(char))
    return "".join(spelled)


def unique_slug(model, text, field="slug", max_length=200):
    base = slugify(ascii_spelling(str(text)), allow_unicode=False)[: max_length - 6]
    base = base or model._meta.model_name
    slug, n = base, 2
    while model.objects.filter(**{field: slug}).exists():
        slug = f"{base}-{n}"
        n += 1
    return slug


class PersonRecord(models.Model):
    """Common to a person's CV records: ordering and where the record came from."""

    order = models.PositiveIntegerField(default=0, help_text="Lower numbers first.")
    source = models.CharField(max_length=255, blank=True, editable=False, help_text="Imported from this document.")
    edited = models.BooleanField(default=False, editable=False, help_text="Changed in the admin since import.")

    class Meta:
        abstract = True
        ordering = ["order", "pk"]


class DegreeLevel(models.TextChoices):
    PHD = "phd", "Ph.D."
    MASTER = "master", "Master's"
    BACHELOR = "bachelor", "Bachelor's"
    OTHER = "other", "Other"


class Education(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="education")
    institution = models.CharField(max_length=300)
    degree = models.CharField("degree level", max_length=20, choices=DegreeLevel.choices, default=DegreeLevel.OTHER)
    degree_title = models.CharField(max_length=300, blank=True, help_text="E.g. “Ph.D. in Computer Science”.")
    field = models.CharField(max_length=300, blank=True)
    start_year = models.PositiveSmallIntegerField(null=True, blank=True)
    end_year = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Empty while ongoing.")
    details = models.TextField(blank=True)

    class Meta(PersonRecord.Meta):
        verbose_name_plural = "education"

    def __str__(self):
        return f"{self.degree_title or self.get_degree_display()}, {self.institution}"


class Experience(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="experience")
    organization = models.CharField(max_length=300)
    title = models.CharField(max_length=300, blank=True)
    start_year = models.PositiveSmallIntegerField(null=True, blank=True)
    end_year = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Empty while ongoing.")
    details = models.TextField(blank=True)

    class Meta(PersonRecord.Meta):
        verbose_name_plural = "experience"

    def __str__(self):
        return f"{self.title}, {self.organization}" if self.title else self.organization


class Award(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="awards")
    title = models.CharField(max_length=500)
    organization = models.CharField(max_length=300, blank=True)
    year = models.PositiveSmallIntegerField(null=True, blank=True)

    def __str__(self):
        return self.title


class Teaching(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="teaching")
    course = models.CharField(max_length=300)
    role = models.CharField(max_length=200, blank=True, help_text="E.g. “Teaching Assistant”.")
    terms = ListField(help_text="One per line, e.g. “2024 Spring”.")

    class Meta(PersonRecord.Meta):
        verbose_name_plural = "teaching"

    def __str__(self):
        return self.course


class Service(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="service")
    role = models.CharField(max_length=300, help_text="E.g. “Program Committee”.")
    venue = models.CharField(max_length=300, blank=True)
    year = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta(PersonRecord.Meta):
        verbose_name_plural = "service"

    def __str__(self):
        return f"{self.role}, {self.venue}" if self.venue else self.role


def validate_person_link(url):
    """A profile link is a web address (http:// or https://) or mailto:; nothing else (no ftp:, no javascript:)."""
    from django.core.exceptions import ValidationError
    from django.core.validators import URLValidator, validate_email

    value = (url or "").strip()
    if value.lower().startswith("mailto:"):
        try:
            validate_email(value[len("mailto:") :].split("?", 1)[0])
        except ValidationError:
            raise ValidationError(f"“{value[:60]}” is not a valid mailto: address.") from None
        return
    try:
        URLValidator(schemes=["http", "https"])(value)
    except ValidationError:
        raise ValidationError(
            f"“{value[:60]}” is not a link a profile may show: use https://..., http://... or mailto:..."
        ) from None


class PersonLink(PersonRecord):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="links")
    label = models.CharField(max_length=100, help_text="E.g. Homepage, GitHub, Google Scholar, ORCID.")
    url = models.CharField(
        "URL",
        max_length=500,
        validators=[validate_person_link],
        help_text="A web address (https://...) or an e-mail link (mailto:name@example.edu).",
    )

    class Meta(PersonRecord.Meta):
        verbose_name = "link"

    def __str__(self):
        return self.label


DEFAULT_ACCENT = "#1f5fa8"


class Lab(models.Model):
    """The lab's identity (name, pictures, colour, contact, home sections), edited by lab admins; one record."""

    name = models.CharField(max_length=200, help_text="Shown in the header, page titles and feeds.")
    description = models.TextField(
        help_text="One or two sentences: the home page's lead, and the description search engines show."
    )
    short_name = models.CharField(
        max_length=40, blank=True, help_text="E.g. “HSL”: the header on phones and the logo's letters when no logo."
    )
    logo = models.ImageField(
        upload_to="lab/", blank=True, help_text="PNG, JPEG or WebP, shown at 40 px high in the header."
    )
    favicon = models.ImageField(
        upload_to="lab/", blank=True, help_text="A square PNG (at least 64×64); the site's own icon when empty."
    )
    group_photo = models.ImageField(
        upload_to="lab/", blank=True, help_text="The photo beside the lab's name on the home page."
    )
    group_photo_alt = models.CharField(
        "group photo description",
        max_length=300,
        blank=True,
        help_text="What the photo shows, for people who cannot see it, e.g. “The lab at the 2025 retreat”.",
    )
    accent_color = models.CharField(
        max_length=7,
        blank=True,
        default=DEFAULT_ACCENT,
        validators=[RegexValidator(r"^#[0-9a-fA-F]{6}$", "Give a colour as #rrggbb, e.g. #1f5fa8.")],
        help_text="Links and highlights, as #rrggbb; made darker or lighter where needed to stay readable.",
    )
    address = models.TextField(blank=True, help_text="Postal address or room, one line per line of the address.")
    email = models.EmailField("contact e-mail", blank=True, help_text="Shown on the home page and in the footer.")
    social_links = ListField(
        help_text="One address per line: GitHub, Bluesky, Mastodon, X, LinkedIn, YouTube; the icon follows the address."
    )
    show_research = models.BooleanField("home: research", default=True, help_text="Research themes on the home page.")
    show_news = models.BooleanField("home: news", default=True, help_text="Latest news on the home page.")
    show_publications = models.BooleanField(
        "home: publications", default=True, help_text="Selected and newest publications on the home page."
    )
    show_people = models.BooleanField("home: people", default=True, help_text="The current members on the home page.")
    show_join = models.BooleanField(
        "home: join us and contact", default=True, help_text="Pages marked for the home page, and the contact details."
    )
    members_post_news = models.BooleanField(
        "members may post news",
        default=False,
        help_text="Members may post news about themselves in the admin (lab admins always may).",
    )

    class Meta:
        verbose_name = "lab"
        verbose_name_plural = "lab"

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        self.pk = 1  # there is one lab
        super().save(*args, **kwargs)

    @property
    def monogram(self):
        """The letters shown in place of a logo: the short name, else the name's initials."""
        if self.short_name:
            return self.short_name[:4]
        words = [w for w in self.name.split() if w[:1].isalnum()]
        return "".join(w[0] for w in words if w[0].isupper())[:3] or self.name[:1]

    @property
    def address_lines(self):
        return [line.strip() for line in self.address.splitlines() if line.strip()]

    @classmethod
    def current(cls, request=None):
        """The saved record, else the one the settings describe (LAB_NAME, LAB_DESCRIPTION).

        Kept on the request, so a page asks the database once however often it names the lab.
        """
        cached = getattr(request, "_labsite_lab", None)
        if cached is not None:
            return cached
        lab = cls._read()
        if request is not None:
            request._labsite_lab = lab
        return lab

    @classmethod
    def _read(cls):
        return cls.objects.filter(pk=1).first() or cls(name=settings.LAB_NAME, description=settings.LAB_DESCRIPTION)

    @classmethod
    def shown(cls, request=None):
        """The lab as public pages print it (name, logo, colours): read once per change of the site,
        not on every page. Decisions (who may post news) read `current()`, fresh."""
        cached = getattr(request, "_labsite_lab", None) or getattr(request, "_labsite_shown_lab", None)
        if cached is not None:
            return cached
        lab = remembered(("lab", settings.LAB_NAME, settings.LAB_DESCRIPTION), cls._read)
        if request is not None:
            request._labsite_shown_lab = lab  # the menu, the footer and the page's metadata ask in turn
        return lab


class EditSnapshot(models.Model):
    """The record as it was before the change its history entry describes."""

    log_entry = models.OneToOneField(LogEntry, on_delete=models.CASCADE, related_name="snapshot")
    data = models.JSONField(encoder=DjangoJSONEncoder)

    def __str__(self):
        return f"before {self.log_entry}"


class PasswordResetRequest(models.Model):
    """One password-reset request, kept an hour so that resets are throttled across every web process."""

    kind = models.CharField(max_length=10, help_text="What is counted: 'email' (the address) or 'client' (the IP).")
    key = models.CharField(max_length=64, db_index=True, help_text="SHA-256 of the address, never the address.")
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "password-reset request"

    def __str__(self):
        return f"{self.kind} request at {self.created:%Y-%m-%d %H:%M}"
