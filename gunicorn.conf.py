"""gunicorn settings; each can be overridden by the environment."""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
threads = int(os.environ.get("GUNICORN_THREADS", "2"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "60"))
# Django logs one line per request (labsite.requests), static files left out; set
# GUNICORN_ACCESSLOG=- for gunicorn's own line for every request as well.
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
errorlog = "-"
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
