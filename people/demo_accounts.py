"""The logins the demo made for itself, told apart from real ones by the "Demo accounts" group.

`make demo` prints public passwords (labsite-member-demo, ...). It may give them only to
accounts it created: a login the lab made for a real member, or a demo login since handed
to a real member (grant_login takes it out of the group), keeps its password.
"""

from django.contrib.auth.models import Group

DEMO_ACCOUNTS_GROUP = "Demo accounts"
DEMO_LAB_NAME = "Fictional Systems Lab"  # the name demo_content gives the lab


def renamed_lab_reason():
    """Why the site is a real lab's now (its lab renamed by setup_lab or in the admin), or "".

    `make demo` then adds nothing fictional and resets no password."""
    from .models import Lab

    lab = Lab.objects.first()
    if lab is not None and lab.name != DEMO_LAB_NAME:
        return f"the lab is named “{lab.name}”, not the demo's “{DEMO_LAB_NAME}”"
    return ""


def not_a_demo_reason():
    """Why the site is no longer only the demo, or "": the lab renamed, or a real member with a login.

    Removing "the demo" would then remove something real."""
    from .models import Person

    reason = renamed_lab_reason()
    if reason:
        return reason
    real = Person.objects.filter(user__isnull=False).exclude(user__groups__name=DEMO_ACCOUNTS_GROUP)
    names = list(real.order_by("name").values_list("name", flat=True)[:3])
    if names:
        return f"{', '.join(names)} {'has a login' if len(names) == 1 else 'have logins'} the demo did not make"
    return ""


def demo_group():
    return Group.objects.get_or_create(name=DEMO_ACCOUNTS_GROUP)[0]


def mark_demo(user):
    """Record that the demo made `user`, so it may set its public demo password."""
    user.groups.add(demo_group())


def unmark_demo(user):
    """`user` now belongs to a real member: the demo never touches it again, and the public demo
    password it may have stops working (the member sets their own through their link)."""
    if user.pk is None or not is_demo(user):
        return
    user.groups.remove(demo_group())
    user.set_unusable_password()
    user.save(update_fields=["password"])


def is_demo(user):
    return user is not None and user.groups.filter(name=DEMO_ACCOUNTS_GROUP).exists()


def set_demo_password(user, password):
    """Give a demo account its demo password; False (and nothing changed) for any other account."""
    if not password or not is_demo(user):
        return False
    user.set_password(password)
    user.save(update_fields=["password"])
    return True
