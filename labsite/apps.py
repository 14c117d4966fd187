from django.contrib.admin.apps import AdminConfig
from django.db.models.signals import m2m_changed, post_delete, post_save


class LabAdminConfig(AdminConfig):
    default_site = "labsite.admin.LabAdminSite"

    def ready(self):
        super().ready()
        from .pagecache import content_changed

        # Any save or delete of the site's records makes a new site version (labsite/pagecache.py).
        for signal in (post_save, post_delete, m2m_changed):
            signal.connect(content_changed, dispatch_uid=f"labsite-page-cache-{id(signal)}")
