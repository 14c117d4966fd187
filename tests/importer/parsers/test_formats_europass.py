"""Europass CVs as XML (v3 SkillsPassport, 2020+ Candidate) and JSON (v3): fictional people."""

import json

import pytest

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError

PUBLICATIONS_HTML = (
    "<ul><li>Odile Marchetti, Kofi Brandt. Rivers Under Stone. <em>Journal of Imaginary Hydrology</em>, 2022.</li>"
    "<li>Kofi Brandt, Odile Marchetti. Silt and Its Discontents. In <em>Proceedings of the Sediment Symposium</em>,"
    " 2020.</li></ul>"
)

V3_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" locale="en">
  <DocumentInfo><DocumentType>ECV</DocumentType></DocumentInfo>
  <LearnerInfo>
    <Identification>
      <PersonName><FirstName>Odile</FirstName><Surname>Marchetti</Surname></PersonName>
      <ContactInfo>
        <Email><Contact>odile.marchetti@westvale.example.edu</Contact></Email>
        <WebsiteList><Website><Contact>https://marchetti.example.org</Contact></Website></WebsiteList>
      </ContactInfo>
    </Identification>
    <Headline><Type><Label>Position</Label></Type><Description><Label>Senior Lecturer in Hydrology</Label></Description></Headline>
    <WorkExperienceList>
      <WorkExperience>
        <Period><From year="2019" month="--09"/><Current>true</Current></Period>
        <Position><Label>Senior Lecturer</Label></Position>
        <Employer><Name>Westvale University</Name></Employer>
      </WorkExperience>
      <WorkExperience>
        <Period><From year="2016" month="--10"/><To year="2019" month="--08"/></Period>
        <Position><Label>Postdoctoral Researcher</Label></Position>
        <Employer><Name>Northfield College</Name></Employer>
      </WorkExperience>
    </WorkExperienceList>
    <EducationList>
      <Education>
        <Period><From year="2012"/><To year="2016"/></Period>
        <Title>PhD in Hydrology</Title>
        <Organisation><Name>Northfield College</Name></Organisation>
      </Education>
    </EducationList>
    <AchievementList>
      <Achievement>
        <Title><Code>publications</Code><Label>Publications</Label></Title>
        <Description>{PUBLICATIONS_HTML.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</Description>
      </Achievement>
    </AchievementList>
  </LearnerInfo>
</SkillsPassport>
"""

V3_JSON = {
    "SkillsPassport": {
        "Locale": "en",
        "LearnerInfo": {
            "Identification": {
                "PersonName": {"FirstName": "Odile", "Surname": "Marchetti"},
                "ContactInfo": {"Email": {"Contact": "odile.marchetti@westvale.example.edu"}},
            },
            "WorkExperience": [
                {
                    "Period": {"From": {"Year": 2019, "Month": 9}, "Current": True},
                    "Position": {"Label": "Senior Lecturer"},
                    "Employer": {"Name": "Westvale University"},
                },
                {
                    "Period": {"From": {"Year": 2016}, "To": {"Year": 2019}},
                    "Position": {"Label": "Postdoctoral Researcher"},
                    "Employer": {"Name": "Northfield College"},
                },
            ],
            "Education": [
                {
                    "Period": {"From": {"Year": 2012}, "To": {"Year": 2016}},
                    "Title": "PhD in Hydrology",
                    "Organisation": {"Name": "Northfield College"},
                }
            ],
            "Achievement": [{"Title": {"Label": "Publications"}, "Description": PUBLICATIONS_HTML}],
        },
    }
}

CANDIDATE_XML = """<?xml version="1.0" encoding="UTF-8"?>
<Candidate xmlns="http://www.europass.eu/1.0" xmlns:eures="http://www.europass_eures.eu/1.0"
           xmlns:hr="http://www.hr-xml.org/3" xmlns:oa="http://www.openapplications.org/oagis/9">
  <CandidatePerson>
    <PersonName><oa:GivenName>Odile</oa:GivenName><hr:FamilyName>Marchetti</hr:FamilyName></PersonName>
    <Communication><ChannelCode>Email</ChannelCode><oa:URI>odile.marchetti@westvale.example.edu</oa:URI></Communication>
  </CandidatePerson>
  <CandidateProfile>
    <EmploymentHistory>
      <EmployerHistory>
        <hr:OrganizationName>Westvale University</hr:OrganizationName>
        <PositionHistory>
          <PositionTitle typeCode="FREETEXT">Senior Lecturer</PositionTitle>
          <eures:EmploymentPeriod>
            <eures:StartDate><hr:FormattedDateTime>2019-09-01</hr:FormattedDateTime></eures:StartDate>
            <hr:CurrentIndicator>true</hr:CurrentIndicator>
          </eures:EmploymentPeriod>
        </PositionHistory>
      </EmployerHistory>
      <EmployerHistory>
        <hr:OrganizationName>Northfield College</hr:OrganizationName>
        <PositionHistory>
          <PositionTitle typeCode="FREETEXT">Postdoctoral Researcher</PositionTitle>
          <eures:EmploymentPeriod>
            <eures:StartDate><hr:FormattedDateTime>2016-10-01</hr:FormattedDateTime></eures:StartDate>
            <eures:EndDate><hr:FormattedDateTime>2019-08-31</hr:FormattedDateTime></eures:EndDate>
          </eures:EmploymentPeriod>
        </PositionHistory>
      </EmployerHistory>
    </EmploymentHistory>
    <EducationHistory>
      <EducationOrganizationAttendance>
        <hr:OrganizationName>Northfield College</hr:OrganizationName>
        <AttendancePeriod>
          <StartDate><hr:FormattedDateTime>2012-09-01</hr:FormattedDateTime></StartDate>
          <EndDate><hr:FormattedDateTime>2016-06-30</hr:FormattedDateTime></EndDate>
        </AttendancePeriod>
        <EducationDegree><hr:DegreeName>PhD in Hydrology</hr:DegreeName></EducationDegree>
      </EducationOrganizationAttendance>
    </EducationHistory>
  </CandidateProfile>
</Candidate>
"""


def _check(document, *, publications=True):
    profile = document.profile
    assert document.format == "europass"
    assert (profile.name, profile.email) == ("Odile Marchetti", "odile.marchetti@westvale.example.edu")
    jobs = [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience]
    assert jobs == [
        ("Westvale University", "Senior Lecturer", 2019, None),
        ("Northfield College", "Postdoctoral Researcher", 2016, 2019),
    ]
    education = profile.education[0]
    assert (education.institution, education.degree, education.start_year, education.end_year) == (
        "Northfield College",
        "phd",
        2012,
        2016,
    )
    assert (profile.role, profile.affiliation) == ("faculty", "Westvale University")
    if publications:
        assert [p.title for p in document.publications] == ["Rivers Under Stone", "Silt and Its Discontents"]
        assert document.publications[0].authors[0].highlighted  # the CV's owner


def test_a_europass_v3_xml_cv_is_read():
    _check(read_document("cv.xml", V3_XML.encode()))


def test_a_europass_v3_json_cv_is_read():
    _check(read_document("cv.json", json.dumps(V3_JSON).encode()))


def test_a_europass_2020_candidate_xml_cv_is_read():
    _check(read_document("cv.xml", CANDIDATE_XML.encode()), publications=False)


def test_europass_xml_declaring_entities_is_refused_unexpanded():
    hostile = V3_XML.replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/hostname">]>',
    ).replace("<Surname>Marchetti</Surname>", "<Surname>&secret;</Surname>")
    with pytest.raises(DocumentError, match="DTD or entities"):
        read_document("cv.xml", hostile.encode())


def test_broken_europass_xml_is_refused_at_its_line():
    with pytest.raises(DocumentError, match="Europass XML is not well-formed"):
        read_document("cv.xml", V3_XML.replace("</Surname>", "</Surnam>").encode())
