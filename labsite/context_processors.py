from django.conf import settings


def static_copy(request):
    """`static_copy`: true while build_static renders the site as plain files, which cannot filter
    (so the pages leave out the filter form: on a static server it would show the whole list)."""
    return {"static_copy": settings.LABSITE_STATIC_COPY}
