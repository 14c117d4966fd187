from django.conf import settings


def lab(request):
    return {"lab_name": settings.LAB_NAME, "lab_description": settings.LAB_DESCRIPTION}
