from django.conf import settings


def static_copy(request):
    """`static_copy`: true while build_static renders the site as plain files, which cannot filter
    (so the pages leave out the filter form: on a static server it would show the whole list).

    Nor can plain files search or log in: a static copy's search box and login link lead to the
    live site (`cms_url`, from build_static --cms-url), or are left out when there is none.
    """
    copy = settings.LABSITE_STATIC_COPY
    return {"static_copy": copy, "cms_url": settings.LABSITE_STATIC_CMS_URL.rstrip("/") if copy else ""}
