import pytest

from sync import fetch
from tests.fakeservice import FakeService


@pytest.fixture
def sources(settings, monkeypatch):
    """One fake service on 127.0.0.1 standing for ORCID, dblp, OpenAlex and Crossref."""
    with FakeService() as fake:
        settings.LABSITE_LOOKUP = True
        settings.LABSITE_LOOKUP_TIMEOUT = 1
        settings.LABSITE_LOOKUP_ALLOW_HOSTS = [fake.origin]
        settings.LABSITE_ORCID_API_URL = fake.url("/orcid")
        settings.LABSITE_DBLP_URL = fake.url("/dblp")
        settings.LABSITE_OPENALEX_API_URL = fake.url("/openalex")
        settings.LABSITE_CROSSREF_API_URL = fake.url("/crossref")
        settings.LABSITE_SYNC_MAILTO = "webmaster@lab.example.org"
        # Retries and spacing keep their count, not their pauses.
        monkeypatch.setattr(fetch, "BACKOFF_SECONDS", 0.01)
        monkeypatch.setattr(fetch, "INTERVAL_SECONDS", {None: 0.01})
        yield fake
