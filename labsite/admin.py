from django.contrib import admin


class LabAdminSite(admin.AdminSite):
    """The admin, headed with the lab's name as lab admins set it."""

    index_title = "Edit the lab's site"

    def each_context(self, request):
        from people.models import Lab

        context = super().each_context(request)
        name = Lab.current(request).name
        context.update(site_header=f"{name} — site administration", site_title=name)
        return context
