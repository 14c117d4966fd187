"""gunicorn settings; each can be overridden by the environment, read as the site's settings are
(labsite/env.py: an empty value means the default, a bad one stops the start naming it)."""

import multiprocessing

from labsite.env import env_int, env_str

bind = f"{env_str('HOST', '127.0.0.1')}:{env_int('PORT', 8000)}"
workers = env_int("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1)
threads = env_int("GUNICORN_THREADS", 2)
timeout = env_int("GUNICORN_TIMEOUT", 60)
# Django logs one line per request (labsite.requests), static files left out; set
# GUNICORN_ACCESSLOG=- for gunicorn's own line for every request as well.
accesslog = env_str("GUNICORN_ACCESSLOG") or None
errorlog = "-"
forwarded_allow_ips = env_str("FORWARDED_ALLOW_IPS", "127.0.0.1")
