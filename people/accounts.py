"""Giving a lab member a login."""

import datetime
import hashlib
import re

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import PasswordResetForm
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.urls import reverse
from django.utils import timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from labsite.logins import client_address

from .demo_accounts import unmark_demo


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
        user = User(username=free_username(person.slug), email=email)
        user.set_unusable_password()
    user.email = email
    user.is_staff = True  # members edit their profile in the admin
    user.is_active = True
    user.save()
    unmark_demo(user)  # a demo login handed to a real member: `make demo` never resets its password again
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


def free_username(base):
    """`base` as a username no login has yet (base, base2, base3...)."""
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


RESET_WINDOW = datetime.timedelta(hours=1)


def _count_request(kind, value):
    """Record one password-reset request for `value`; return how many there were in the last hour.

    Kept in the database, not a per-process cache, so every web worker counts the same.
    """
    from .models import PasswordResetRequest

    now = timezone.now()
    key = hashlib.sha256(value.encode()).hexdigest()
    PasswordResetRequest.objects.filter(created__lt=now - RESET_WINDOW).delete()
    PasswordResetRequest.objects.create(kind=kind, key=key)
    return PasswordResetRequest.objects.filter(kind=kind, key=key, created__gte=now - RESET_WINDOW).count()


class ThrottledPasswordResetView(auth_views.PasswordResetView):
    """Django's reset page, sending at most a few e-mails per address and per client an hour.

    Every address counts, known or not, so the refusal tells nobody whether it has a login.
    """

    form_class = MemberPasswordResetForm

    def form_valid(self, form):
        email = form.cleaned_data["email"].strip().lower()
        per_email = _count_request("email", email)
        per_client = _count_request("client", client_address(self.request) or "unknown")
        if per_email > settings.PASSWORD_RESET_LIMIT_PER_EMAIL or per_client > settings.PASSWORD_RESET_LIMIT_PER_CLIENT:
            form.add_error(
                "email",
                "Too many password-reset requests: no e-mail was sent. "
                "Check your inbox for an earlier one, or try again in an hour.",
            )
            response = self.form_invalid(form)
            response.status_code = 429
            # Every request counts, refused ones too: a whole window from now is when one is sure to pass.
            response["Retry-After"] = str(int(RESET_WINDOW.total_seconds()))
            return response
        return super().form_valid(form)
