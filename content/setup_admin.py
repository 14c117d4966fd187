"""The admin's "Make this site your lab's" page: the steps of `setup_lab` as one form, for lab admins.

labsite.admin.LabAdminSite serves it at /admin/setup/; the work is content.setup.apply, as for the command.
The links in the invitations use LAB_URL, else the address this page was opened on.
"""

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import get_user_model, logout
from django.core.exceptions import ValidationError
from django.shortcuts import redirect
from django.template.response import TemplateResponse

from people.demo_accounts import is_demo, not_a_demo_reason
from people.models import Lab, Role
from people.permissions import require_lab_admin

from .setup import LabSetup, SetupError, apply, invitee


class SetupLabForm(forms.Form):
    remove_demo = forms.BooleanField(
        label="Remove the demo lab first",
        required=False,
        help_text="Its fictional people, publications, venues, news, projects, pages and demo logins "
        "(yours too, when you logged in with one).",
    )
    name = forms.CharField(label="Lab name", max_length=200, help_text="E.g. “Harbor Systems Lab”.")
    short_name = forms.CharField(max_length=40, required=False, help_text="E.g. “HSL”: the header on phones.")
    description = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}), help_text="One or two sentences: what the lab does."
    )
    address = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}), required=False)
    email = forms.EmailField(label="Lab's contact e-mail", required=False)
    logo = forms.ImageField(required=False, help_text="PNG, JPEG or WebP, shown 40 px high in the header.")
    pi = forms.CharField(
        label="PI",
        required=False,
        help_text="“Name <address>”: made a lab admin and e-mailed a link to set a password.",
    )
    invite = forms.CharField(
        label="Members to invite",
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="One per line, “Name <address>”: each is e-mailed a link to set a password.",
    )
    role = forms.ChoiceField(
        label="Role of new members",
        choices=[(value, label) for value, label in Role.choices if value != Role.PI],
        initial=Role.PHD,
        help_text="Change anyone's role later on their page.",
    )

    def __init__(self, *args, demo=False, demo_login=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.demo_login = demo_login
        if not demo:  # a real lab's site: nothing to remove, and nothing may be
            del self.fields["remove_demo"]

    def clean_pi(self):
        text = self.cleaned_data["pi"].strip()
        return self._invitee(text, Role.PI) if text else None

    def clean(self):
        cleaned = super().clean()
        role = cleaned.get("role") or Role.PHD
        lines = [line.strip() for line in cleaned.get("invite", "").splitlines() if line.strip()]
        cleaned["members"] = [self._invitee(line, role, "invite") for line in lines]
        if cleaned.get("remove_demo") and self.demo_login and not cleaned.get("pi") and "pi" not in self.errors:
            self.add_error(
                "pi",
                "Name the PI: the demo's logins, the one you are using too, go with the demo, and the link "
                "e-mailed to the PI is how the lab's admin logs in next.",
            )
        return cleaned

    def _invitee(self, text, role, field="pi"):
        try:
            return invitee(text, role, self.fields[field].label)
        except SetupError as err:
            raise ValidationError(str(err)) from err


def setup_lab_view(request):
    require_lab_admin(request)
    demo = not not_a_demo_reason()
    lab = Lab.current(request)
    initial = {"name": lab.name, "short_name": lab.short_name, "description": lab.description}
    initial |= {"address": lab.address, "email": lab.email, "remove_demo": demo}
    form = SetupLabForm(
        request.POST or None, request.FILES or None, initial=initial, demo=demo, demo_login=is_demo(request.user)
    )
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        setup = LabSetup(
            remove_demo=data.get("remove_demo", False),
            base_url=settings.LAB_URL or request.build_absolute_uri("/"),
            lab={key: data[key] for key in ("name", "short_name", "description", "address", "email", "logo")},
            pi=data["pi"],
            members=data["members"],
        )
        try:
            report = apply(setup)
        except SetupError as err:
            form.add_error(None, str(err))
        else:
            invited = ", ".join(f"{person.name} ({user.email})" for person, user, _role in report.invited)
            done = f"{report.lab.name} is set up." + (f" Invitations sent to {invited}." if invited else "")
            if not get_user_model().objects.filter(pk=request.user.pk).exists():
                logout(request)  # the demo login used went with the demo
                messages.success(request, f"{done} Log in as the PI once the e-mailed link has set a password.")
                return redirect("admin:login")
            messages.success(request, done)
            return redirect("admin:index")
    context = {
        **admin.site.each_context(request),
        "title": "Make this site your lab's",
        "form": form,
        "demo": demo,
    }
    return TemplateResponse(request, "admin/setup_lab.html", context)
