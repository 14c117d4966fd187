"""A member's "Check now", run by the task worker (`manage.py db_worker`): a check may wait on three
services for a while, which no admin request should."""

from django_tasks import task

from .models import SyncProfile


@task()
def check_member(person_id):
    """Check one member's sources now; returns the check's summary."""
    from .services import SyncOff, check  # the importer's modules load only when a check runs

    profile = SyncProfile.objects.select_related("person").filter(pk=person_id).first()
    if profile is None:
        return f"person {person_id} gives no publication sources any more"
    try:
        return check(profile).summary()
    except SyncOff as err:
        return str(err)
