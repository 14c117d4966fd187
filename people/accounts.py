"""Giving a lab member a login."""

import re

from django.contrib.auth import get_user_model
from django.contrib.auth.forms import PasswordResetForm
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode


@transaction.atomic
def grant_login(person, email):
    """Create (or re-use) the user for `person` and return (user, set-password path).

    The path is a one-time link: it stops working once the password is set.
    """
    email = (email or person.email or "").strip()
    try:
        validate_email(email)
    except ValidationError as err:
        raise ValidationError(f"“{email}” is not a valid email address.") from err
    User = get_user_model()
    user = person.user or User.objects.filter(email__iexact=email).first()
    if user is not None and hasattr(user, "person") and user.person.pk != person.pk:
        raise ValidationError(f"The login {user.get_username()!r} already belongs to {user.person.name}.")
    if user is not None and person.user_id is None and _is_admin_login(user):
        # Found by an email address an imported document may have set: never hand out a lab admin's login.
        raise ValidationError(
            f"The login {user.get_username()!r} with that email is a lab admin's; "
            "link it to this person by hand in the admin if it really is theirs."
        )
    if user is None:
        user = User(username=_free_username(person.slug), email=email)
        user.set_unusable_password()
    user.email = email
    user.is_staff = True  # members edit their profile in the admin
    user.is_active = True
    user.save()
    person.user = user
    if not person.email:
        person.email = email
    person.save(update_fields=["user", "email", "updated"])
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = default_token_generator.make_token(user)
    return user, reverse("password_reset_confirm", kwargs={"uidb64": uid, "token": token})


def _is_admin_login(user):
    """A superuser or a member of the "Lab admins" group, active or not."""
    from .models import LAB_ADMINS_GROUP

    return user.is_superuser or user.groups.filter(name=LAB_ADMINS_GROUP).exists()


def _free_username(base):
    User = get_user_model()
    base = re.sub(r"[^\w.@+-]", "", base)[:140] or "member"
    name, n = base, 2
    while User.objects.filter(username=name).exists():
        name = f"{base}{n}"
        n += 1
    return name


class MemberPasswordResetForm(PasswordResetForm):
    """Django's reset form, also for members who never set a password.

    A login made by grant_login starts without a password; if its one-time link
    is lost, "Forgotten your password?" must still reach the member.
    """

    def get_users(self, email):
        User = get_user_model()
        email_field = User.get_email_field_name()
        users = User._default_manager.filter(**{f"{email_field}__iexact": email, "is_active": True})
        return (user for user in users if user.has_usable_password() or hasattr(user, "person"))
