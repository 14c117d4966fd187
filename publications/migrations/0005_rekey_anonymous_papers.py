"""Papers added in the admin got `anon…` keys (the key was made before the authors were saved).

Each one whose authors are known now gets the key made from its first author; the old
address keeps redirecting (a FormerKey row), so links already shared still work.
"""

from django.db import migrations

from publications.keys import base_key


def rekey(apps, schema_editor):
    Publication = apps.get_model("publications", "Publication")
    Authorship = apps.get_model("publications", "Authorship")
    FormerKey = apps.get_model("publications", "FormerKey")
    taken = set(Publication.objects.values_list("key", flat=True)) | set(FormerKey.objects.values_list("key", flat=True))
    for publication in Publication.objects.filter(key__startswith="anon").order_by("pk"):
        names = list(
            Authorship.objects.filter(publication=publication).order_by("position", "pk").values_list("name", flat=True)
        )
        if not names:
            continue
        base = base_key(publication.title, publication.year, names)
        if base.startswith("anon"):
            continue  # a first author whose name has no Latin letters: nothing better to make
        key, n = base, 1
        while key in taken:
            key = f"{base}{chr(ord('a') + n - 1)}" if n <= 26 else f"{base}{n}"
            n += 1
        taken.add(key)
        FormerKey.objects.create(key=publication.key, publication=publication)
        Publication.objects.filter(pk=publication.pk).update(key=key)


def restore(apps, schema_editor):
    Publication = apps.get_model("publications", "Publication")
    FormerKey = apps.get_model("publications", "FormerKey")
    for former in FormerKey.objects.filter(key__startswith="anon"):
        Publication.objects.filter(pk=former.publication_id).update(key=former.key)
        former.delete()


class Migration(migrations.Migration):
    dependencies = [("publications", "0004_former_keys")]

    operations = [migrations.RunPython(rekey, restore)]
