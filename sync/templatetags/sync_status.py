"""The publication sync on the admin's index: per member, when their sources were last checked,
what waits for review, and what went wrong, in the words the check wrote (sync.services)."""

from django import template
from django.conf import settings
from django.db.models import Count, Q
from django.urls import reverse

from people.models import is_lab_admin
from people.permissions import is_member
from sync.fetch import SWITCHED_OFF
from sync.models import SOURCES, FoundWork, SyncProfile

register = template.Library()

SHOWN_AT_MOST = 100  # members listed on the index; the sources' list has them all


@register.inclusion_tag("admin/sync/status.html", takes_context=True)
def sync_status(context):
    """The rows of the lab admin's (everyone's) or a member's (their own) publication sources."""
    user = context.request.user
    if is_lab_admin(user):
        profiles = SyncProfile.objects.all()
    elif is_member(user):
        profiles = SyncProfile.objects.filter(person__user=user)
    else:
        return {"shown": False}
    waiting = Q(person__found_works__status=FoundWork.Status.WAITING)
    profiles = profiles.select_related("person").annotate(waiting_works=Count("person__found_works", filter=waiting))
    profiles = list(profiles.order_by("person__name")[: SHOWN_AT_MOST + 1])
    found = reverse("admin:sync_foundwork_changelist")
    rows = [
        {
            "person": profile.person,
            "change_url": reverse("admin:sync_syncprofile_change", args=[profile.pk]),
            "sources": ", ".join(SOURCES[source] for source in profile.ids()) or "none given",
            "enabled": profile.enabled,
            "last_checked": profile.last_checked,
            "waiting": profile.waiting_works,
            "waiting_url": f"{found}?status__exact={FoundWork.Status.WAITING}&members__id__exact={profile.pk}",
            "errors": profile.last_error.splitlines(),
        }
        for profile in profiles[:SHOWN_AT_MOST]
    ]
    return {
        "shown": True,
        "rows": rows,
        "more": len(profiles) > SHOWN_AT_MOST,
        "switched_off": "" if settings.LABSITE_LOOKUP else SWITCHED_OFF,
        "sources_url": reverse("admin:sync_syncprofile_changelist"),
        "add_url": reverse("admin:sync_syncprofile_add"),
        "lab_admin": is_lab_admin(user),
    }
