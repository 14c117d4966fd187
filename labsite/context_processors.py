from django.conf import settings


def static_copy(request):
    """`static_copy`: true while build_static renders the site as plain files, which cannot filter
    (so the pages leave out the filter form: on a static server it would show the whole list).

    Nor can plain files search: a static copy's search box sends its words to the live site's
    search page (`cms_search_url`, from build_static --cms-url), or is left out when there is none.
    """
    cms = settings.LABSITE_STATIC_CMS_URL.rstrip("/")
    copy = settings.LABSITE_STATIC_COPY
    return {"static_copy": copy, "cms_search_url": f"{cms}/search/" if copy and cms else ""}
