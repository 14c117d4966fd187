"""Making the site a real lab's: remove the demo lab, name the lab, add its PI and invite its members.

`setup_lab` (the command) reads its options or a small YAML file into a `LabSetup`, and `apply()`
does it in one transaction; the invitations are e-mailed once it is saved. The YAML file:

    remove_demo: true
    base_url: https://lab.example.edu
    lab:
      name: Harbor Systems Lab
      short_name: HSL
      description: We build storage systems that ...
      address: |
        Building 7, Room 401
        1 Example Way
      email: lab@example.edu
      logo: logo.png            # beside the YAML file, or an absolute path
    pi: {name: Ana Ruiz, email: ana@example.edu}
    members:
      - {name: Bo Li, email: bo@example.edu, role: phd}
"""

import io
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.validators import validate_email
from django.db import transaction
from PIL import Image, UnidentifiedImageError

from labsite.pagecache import bump
from people.demo_accounts import DEMO_ACCOUNTS_GROUP, not_a_demo_reason
from people.invitations import invitation, site_base_url
from people.models import LAB_ADMINS_GROUP, Lab, Person, Role, unique_slug
from publications.models import Publication, Venue

from .models import News, Page, Project

LAB_FIELDS = ("name", "short_name", "description", "address", "email", "logo")
FILE_KEYS = {"remove_demo", "base_url", "lab", "pi", "members"}
MAX_MEMBERS = 200  # a lab, not a mailing list
MAX_LOGO_BYTES = 5_000_000
_NAME_AND_EMAIL = re.compile(r"^\s*(?P<name>[^<>]*?)\s*<(?P<email>[^<>\s]+)>\s*$")


class SetupError(Exception):
    """A setup that cannot be done as given; the message says which value and why."""


@dataclass
class Invitee:
    name: str
    email: str
    role: str = Role.PHD


@dataclass
class LabSetup:
    remove_demo: bool = False
    base_url: str = ""
    lab: dict = field(default_factory=dict)  # LAB_FIELDS given; logo: a path, or an uploaded file
    pi: Invitee | None = None
    members: list = field(default_factory=list)


@dataclass
class SetupReport:
    removed: dict = field(default_factory=dict)  # what -> how many
    lab: Lab | None = None
    invited: list = field(default_factory=list)  # [(person, user, "PI" or role label)]


def invitee(text, role, where):
    """ "Ana Ruiz <ana@example.edu>" as an Invitee; `where` names the option or key in errors."""
    match = _NAME_AND_EMAIL.match(text or "")
    if not match or not match["name"]:
        raise SetupError(f"{where}: “{text}” is not a name and an address, e.g. “Ana Ruiz <ana@example.edu>”.")
    return _checked(Invitee(match["name"], match["email"], role), where)


def _checked(person, where):
    try:
        validate_email(person.email)
    except ValidationError as err:
        raise SetupError(f"{where}: “{person.email}” is not an e-mail address.") from err
    if person.role not in Role.values:
        raise SetupError(f"{where}: “{person.role}” is not a role; one of: {', '.join(Role.values)}.")
    return person


def read_setup_file(path):
    """The LabSetup a YAML file describes (see the module's docstring); a SetupError names the file and key."""
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as err:
        raise SetupError(f"{path}: cannot be read as YAML ({err}).") from err
    if not isinstance(data, dict):
        raise SetupError(f"{path}: expected keys such as lab, pi and members at the top.")
    unknown = set(data) - FILE_KEYS
    if unknown:
        raise SetupError(f"{path}: unknown key(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(FILE_KEYS))}.")
    lab = data.get("lab") or {}
    if not isinstance(lab, dict) or set(lab) - set(LAB_FIELDS):
        raise SetupError(f"{path}: lab: takes only {', '.join(LAB_FIELDS)}.")
    lab = {key: str(value).strip() for key, value in lab.items() if value is not None}
    if lab.get("logo"):
        lab["logo"] = str((path.parent / lab["logo"]).resolve())
    members = data.get("members") or []
    if not isinstance(members, list):
        raise SetupError(f"{path}: members: expected a list of {{name, email, role}}.")
    return LabSetup(
        remove_demo=bool(data.get("remove_demo")),
        base_url=str(data.get("base_url") or ""),
        lab=lab,
        pi=_file_person(data["pi"], Role.PI, f"{path}: pi") if data.get("pi") else None,
        members=[_file_person(m, Role.PHD, f"{path}: members[{i}]") for i, m in enumerate(members)],
    )


def _file_person(entry, default_role, where):
    if not isinstance(entry, dict) or not entry.get("name") or not entry.get("email"):
        raise SetupError(f"{where}: expected a name and an email, e.g. {{name: Ana Ruiz, email: ana@example.edu}}.")
    role = Role.PI if default_role == Role.PI else str(entry.get("role") or default_role)
    return _checked(Invitee(str(entry["name"]).strip(), str(entry["email"]).strip(), role), where)


def apply(setup, dry_run=False):
    """Do `setup`; returns a SetupReport. Nothing is saved (and nothing sent) when any step fails."""
    if len(setup.members) > MAX_MEMBERS:
        raise SetupError(f"{len(setup.members)} members to invite; at most {MAX_MEMBERS} at once.")
    invitees = ([setup.pi] if setup.pi else []) + list(setup.members)
    emails = [person.email.lower() for person in invitees]
    twice = sorted({email for email in emails if emails.count(email) > 1})
    if twice:
        raise SetupError(f"{', '.join(twice)}: invited twice; each person once, with their own address.")
    base = ""
    if invitees:
        try:
            base = site_base_url(setup.base_url)
        except ValidationError as err:
            raise SetupError(err.messages[0]) from err
    logo = _logo(setup.lab.get("logo", ""))
    report, messages = SetupReport(), []
    with transaction.atomic():
        if setup.remove_demo:
            report.removed = _remove_demo()
        report.lab = _lab(setup.lab, logo)
        for person in invitees:
            record = _person(person)
            try:
                inviter = (
                    setup.pi.name if setup.pi and person is not setup.pi else ""
                )  # members by the PI; the PI by the lab
                user, message = invitation(record, base, person.email, inviter=inviter)
            except ValidationError as err:
                raise SetupError(f"{person.name} <{person.email}>: {' '.join(err.messages)}") from err
            if person.role == Role.PI:
                user.groups.add(Group.objects.get_or_create(name=LAB_ADMINS_GROUP)[0])  # the PI runs the site
            report.invited.append((record, user, Role(person.role).label))
            messages.append(message)
        if dry_run:
            transaction.set_rollback(True)
    if dry_run:
        return report
    bump()
    # Sent once everything is saved: a setup that failed halfway has e-mailed no one.
    unsent = []
    for message in messages:
        try:
            message.send()
        except OSError as err:  # smtplib's errors are OSErrors
            unsent.append(f"{', '.join(message.to)} ({err})")
    if unsent:
        raise SetupError(
            f"The lab is set up, but these invitations could not be sent: {'; '.join(unsent)}. "
            "Check the e-mail settings (EMAIL_URL), then invite them again (setup_lab --invite, or the admin's "
            "setup page): each gets a new link."
        )
    return report


def _logo(logo):
    """(name, content) of a logo given as a path or an uploaded file, once it is known to be an image."""
    if not logo:
        return None
    name = Path(getattr(logo, "name", "") or str(logo)).name
    try:
        if hasattr(logo, "read"):
            logo.seek(0)
            content = logo.read(MAX_LOGO_BYTES + 1)
        else:
            with open(logo, "rb") as handle:
                content = handle.read(MAX_LOGO_BYTES + 1)
    except OSError as err:
        raise SetupError(f"logo: {logo} cannot be read ({err.strerror or err}).") from err
    if len(content) > MAX_LOGO_BYTES:
        raise SetupError(
            f"logo: {name} is over {MAX_LOGO_BYTES // 1_000_000} MB; a logo shown 40 px high needs far less."
        )
    try:
        with Image.open(io.BytesIO(content)) as image:
            image.verify()
            kind = image.format
    except (OSError, UnidentifiedImageError, SyntaxError) as err:
        raise SetupError(f"logo: {name} is not an image file that can be read ({err}).") from err
    if kind not in ("PNG", "JPEG", "WEBP"):
        raise SetupError(f"logo: {name} is a {kind} image; give a PNG, JPEG or WebP file.")
    return name, content


def _remove_demo():
    reason = not_a_demo_reason()
    if reason:
        raise SetupError(f"Not removing anything: this site is no longer the demo ({reason}).")
    removed = {}
    for label, queryset in (
        ("publications", Publication.objects.all()),
        ("venues", Venue.objects.all()),
        ("news items", News.objects.all()),
        ("research projects", Project.objects.all()),
        ("pages", Page.objects.all()),
        ("people", Person.objects.all()),
        ("demo logins", get_user_model().objects.filter(groups__name=DEMO_ACCOUNTS_GROUP)),
        ("lab settings", Lab.objects.all()),
    ):
        removed[label] = queryset.count()
        queryset.delete()
    return removed


def _lab(fields, logo):
    lab = Lab.objects.first() or Lab(name=Lab.current().name, description=Lab.current().description)
    for name in LAB_FIELDS:
        if name != "logo" and fields.get(name):
            setattr(lab, name, fields[name])
    if logo is not None:
        lab.logo.save(logo[0], ContentFile(logo[1]), save=False)
    try:
        lab.full_clean()
    except ValidationError as err:
        problems = "; ".join(f"{key}: {' '.join(messages)}" for key, messages in err.message_dict.items())
        raise SetupError(f"lab: {problems}") from err
    lab.save()
    return lab


def _person(invited):
    """The person record of an invitee: found by address (or exact name), else made."""
    person = (
        Person.objects.filter(email__iexact=invited.email).first()
        or Person.objects.filter(name__iexact=invited.name, user__isnull=True).first()
    )
    if person is None:
        person = Person(name=invited.name, slug=unique_slug(Person, invited.name), email=invited.email)
        person.role = invited.role
    elif invited.role == Role.PI:
        person.role = Role.PI  # a member already listed is kept as they are, unless named the PI
    if not person.email:
        person.email = invited.email
    person.save()
    return person
