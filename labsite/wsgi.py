"""WSGI entry point for gunicorn: `gunicorn -c gunicorn.conf.py labsite.wsgi`."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "labsite.settings")

application = get_wsgi_application()
