"""Known computer-science venues, and finding one in a venue as printed in a citation.

Pure data and lookup; no Django import, so parsers can use it.

    >>> resolve_venue("Proceedings of the 23rd USENIX Symposium on Networked Systems "
    ...               "Design and Implementation (NSDI'26), Renton, WA").acronym
    'NSDI'
    >>> year_from_venue_text("OSDI '24")
    2024

How `resolve_venue` decides, in order:

1. An acronym in parentheses wins over the rest of the text: "... Principles (OSDI '24)".
2. The longest full-name alias found anywhere (case-insensitive, whole words):
   "IEEE Transactions on Parallel and Distributed Systems", "Proc. VLDB Endow.".
3. The first acronym token (case-sensitive, whole words, a year may be glued to
   it: "OSDI'24", "NSDI26"), preferring a real venue over a preprint server.
4. Text that names a workshop ("Workshop on ...", "Hot Topics in ...") never
   resolves to a conference or journal: a known workshop (HotOS, EuroMLSys, ...)
   or None.

Acronyms are matched case-sensitively (their spellings are listed: "NeurIPS",
"NIPS", "Neurips", "NEURIPS") so that "fast" or the "sc" in a word never match
FAST or SC. Lookups are cached; the patterns are compiled once at import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .dates import YEAR_RE as _FULL_YEAR_RE
from .dates import two_digit_year

__all__ = ["KnownVenue", "KNOWN_VENUES", "resolve_venue", "venue_by_acronym", "year_from_venue_text"]

CONFERENCE, JOURNAL, WORKSHOP, PREPRINT = "conference", "journal", "workshop", "preprint"


@dataclass(frozen=True)
class KnownVenue:
    acronym: str
    name: str
    kind: str  # conference, journal, workshop, preprint
    aliases: tuple = ()


def _v(acronym: str, name: str, kind: str, *aliases: str) -> KnownVenue:
    return KnownVenue(acronym, name, kind, tuple(aliases))


# Aliases without a space are acronym spellings (matched case-sensitively, whole
# words); aliases with a space are names (matched case-insensitively).
KNOWN_VENUES: tuple[KnownVenue, ...] = (
    # --- Systems: operating systems, storage, cloud, architecture -----------------
    _v(
        "OSDI",
        "USENIX Symposium on Operating Systems Design and Implementation",
        CONFERENCE,
        "USENIX OSDI",
        "Symposium on Operating Systems Design and Implementation",
        "Operating Systems Design and Implementation",
        "Conference on Operating Systems Design and Implementation",
    ),
    _v(
        "SOSP",
        "ACM Symposium on Operating Systems Principles",
        CONFERENCE,
        "ACM SOSP",
        "Symposium on Operating Systems Principles",
        "Operating Systems Principles",
        "SIGOPS SOSP",
    ),
    _v(
        "EuroSys",
        "European Conference on Computer Systems",
        CONFERENCE,
        "EUROSYS",
        "Eurosys",
        "ACM EuroSys",
        "European Conference on Computer Systems",
        "EuroSys Conference",
    ),
    _v(
        "ATC",
        "USENIX Annual Technical Conference",
        CONFERENCE,
        "USENIX ATC",
        "ATC",
        "Annual Technical Conference",
        "USENIX Annual Technical Conference",
        "USENIX ATC",
        "USENIXATC",
    ),
    _v(
        "FAST",
        "USENIX Conference on File and Storage Technologies",
        CONFERENCE,
        "USENIX FAST",
        "Conference on File and Storage Technologies",
        "File and Storage Technologies",
    ),
    _v(
        "NSDI",
        "USENIX Symposium on Networked Systems Design and Implementation",
        CONFERENCE,
        "USENIX NSDI",
        "Symposium on Networked Systems Design and Implementation",
        "Networked Systems Design and Implementation",
    ),
    _v(
        "SoCC",
        "ACM Symposium on Cloud Computing",
        CONFERENCE,
        "SOCC",
        "Socc",
        "ACM SoCC",
        "Symposium on Cloud Computing",
        "ACM Symposium on Cloud Computing",
    ),
    _v(
        "ASPLOS",
        "International Conference on Architectural Support for Programming Languages and Operating Systems",
        CONFERENCE,
        "ACM ASPLOS",
        "Architectural Support for Programming Languages and Operating Systems",
    ),
    _v(
        "ISCA",
        "International Symposium on Computer Architecture",
        CONFERENCE,
        "ACM/IEEE ISCA",
        "International Symposium on Computer Architecture",
        "Annual International Symposium on Computer Architecture",
    ),
    _v(
        "MICRO",
        "IEEE/ACM International Symposium on Microarchitecture",
        CONFERENCE,
        "International Symposium on Microarchitecture",
        "Symposium on Microarchitecture",
    ),
    _v(
        "HPCA",
        "IEEE International Symposium on High-Performance Computer Architecture",
        CONFERENCE,
        "International Symposium on High-Performance Computer Architecture",
        "International Symposium on High Performance Computer Architecture",
        "Symposium on High-Performance Computer Architecture",
        "Symposium on High Performance Computer Architecture",
    ),
    _v(
        "MLSys",
        "Conference on Machine Learning and Systems",
        CONFERENCE,
        "MLSYS",
        "Mlsys",
        "SysML",
        "SYSML",
        "Conference on Machine Learning and Systems",
        "International Conference on Machine Learning and Systems",
        "Proceedings of Machine Learning and Systems",
        "Machine Learning and Systems",
        "Conference on Systems and Machine Learning",
    ),
    _v(
        "VLDB",
        "Proceedings of the VLDB Endowment (International Conference on Very Large Data Bases)",
        CONFERENCE,
        "PVLDB",
        "Proc. VLDB Endow.",
        "Proc. VLDB Endow",
        "Proceedings of the VLDB Endowment",
        "VLDB Endowment",
        "International Conference on Very Large Data Bases",
        "Very Large Data Bases",
        "Proc. VLDB",
    ),
    _v(
        "SIGMOD",
        "ACM SIGMOD International Conference on Management of Data",
        CONFERENCE,
        "ACM SIGMOD",
        "International Conference on Management of Data",
        "Management of Data",
        "Proceedings of the ACM on Management of Data",
        "Proc. ACM Manag. Data",
        "PACMMOD",
    ),
    _v(
        "ICDE",
        "IEEE International Conference on Data Engineering",
        CONFERENCE,
        "International Conference on Data Engineering",
    ),
    _v(
        "SIGCOMM",
        "ACM SIGCOMM Conference",
        CONFERENCE,
        "ACM SIGCOMM",
        "Sigcomm",
        "SIGCOMM Conference",
        "Conference of the ACM Special Interest Group on Data Communication",
        "ACM Special Interest Group on Data Communication",
    ),
    _v(
        "CoNEXT",
        "International Conference on emerging Networking EXperiments and Technologies",
        CONFERENCE,
        "CONEXT",
        "ACM CoNEXT",
        "Conference on Emerging Networking Experiments and Technologies",
        "Emerging Networking Experiments and Technologies",
    ),
    _v("IMC", "ACM Internet Measurement Conference", CONFERENCE, "ACM IMC", "Internet Measurement Conference"),
    _v(
        "INFOCOM",
        "IEEE International Conference on Computer Communications",
        CONFERENCE,
        "IEEE INFOCOM",
        "Infocom",
        "Conference on Computer Communications",
    ),
    _v(
        "MobiCom",
        "International Conference on Mobile Computing and Networking",
        CONFERENCE,
        "MOBICOM",
        "Mobicom",
        "ACM MobiCom",
        "Annual International Conference on Mobile Computing and Networking",
        "International Conference on Mobile Computing and Networking",
    ),
    _v(
        "SC",
        "International Conference for High Performance Computing, Networking, Storage and Analysis",
        CONFERENCE,
        "Supercomputing",
        "High Performance Computing, Networking, Storage and Analysis",
        "High Performance Computing, Networking, Storage, and Analysis",
    ),
    _v(
        "PPoPP",
        "ACM SIGPLAN Symposium on Principles and Practice of Parallel Programming",
        CONFERENCE,
        "PPOPP",
        "Principles and Practice of Parallel Programming",
    ),
    _v(
        "HPDC",
        "International Symposium on High-Performance Parallel and Distributed Computing",
        CONFERENCE,
        "High-Performance Parallel and Distributed Computing",
        "High Performance Parallel and Distributed Computing",
    ),
    _v(
        "ICS",
        "ACM International Conference on Supercomputing",
        CONFERENCE,
        "International Conference on Supercomputing",
    ),
    _v(
        "IPDPS",
        "IEEE International Parallel and Distributed Processing Symposium",
        CONFERENCE,
        "International Parallel and Distributed Processing Symposium",
        "Parallel and Distributed Processing Symposium",
    ),
    _v(
        "DSN",
        "Annual IEEE/IFIP International Conference on Dependable Systems and Networks",
        CONFERENCE,
        "International Conference on Dependable Systems and Networks",
        "Dependable Systems and Networks",
    ),
    _v(
        "Middleware",
        "ACM/IFIP International Middleware Conference",
        CONFERENCE,
        "MIDDLEWARE",
        "International Middleware Conference",
        "Middleware Conference",
    ),
    _v(
        "ICDCS",
        "IEEE International Conference on Distributed Computing Systems",
        CONFERENCE,
        "International Conference on Distributed Computing Systems",
    ),
    _v(
        "CLUSTER",
        "IEEE International Conference on Cluster Computing",
        CONFERENCE,
        "IEEE Cluster",
        "IEEE CLUSTER",
        "International Conference on Cluster Computing",
    ),
    _v(
        "Euro-Par",
        "International European Conference on Parallel and Distributed Computing",
        CONFERENCE,
        "EuroPar",
        "EURO-PAR",
        "European Conference on Parallel Processing",
        "European Conference on Parallel and Distributed Computing",
    ),
    _v(
        "ICPP",
        "International Conference on Parallel Processing",
        CONFERENCE,
        "International Conference on Parallel Processing",
    ),
    _v(
        "SPAA",
        "ACM Symposium on Parallelism in Algorithms and Architectures",
        CONFERENCE,
        "Symposium on Parallelism in Algorithms and Architectures",
    ),
    _v(
        "PODC",
        "ACM Symposium on Principles of Distributed Computing",
        CONFERENCE,
        "Symposium on Principles of Distributed Computing",
    ),
    _v(
        "IWQoS",
        "IEEE/ACM International Symposium on Quality of Service",
        CONFERENCE,
        "IWQOS",
        "International Symposium on Quality of Service",
    ),
    _v(
        "CCGrid",
        "IEEE/ACM International Symposium on Cluster, Cloud and Internet Computing",
        CONFERENCE,
        "CCGRID",
        "Symposium on Cluster, Cloud and Internet Computing",
        "Symposium on Cluster, Cloud, and Internet Computing",
    ),
    _v(
        "MobiSys",
        "International Conference on Mobile Systems, Applications, and Services",
        CONFERENCE,
        "MOBISYS",
        "Mobisys",
        "Mobile Systems, Applications, and Services",
        "Mobile Systems, Applications and Services",
    ),
    _v(
        "SenSys",
        "ACM Conference on Embedded Networked Sensor Systems",
        CONFERENCE,
        "SENSYS",
        "Embedded Networked Sensor Systems",
    ),
    _v("RTSS", "IEEE Real-Time Systems Symposium", CONFERENCE, "Real-Time Systems Symposium"),
    _v("DAC", "Design Automation Conference", CONFERENCE, "Design Automation Conference"),
    # --- Machine learning, data mining, web ----------------------------------------
    _v(
        "NeurIPS",
        "Advances in Neural Information Processing Systems",
        CONFERENCE,
        "NIPS",
        "NEURIPS",
        "Neurips",
        "Advances in Neural Information Processing Systems",
        "Conference on Neural Information Processing Systems",
        "Neural Information Processing Systems",
    ),
    _v(
        "ICML",
        "International Conference on Machine Learning",
        CONFERENCE,
        "International Conference on Machine Learning",
    ),
    _v(
        "ICLR",
        "International Conference on Learning Representations",
        CONFERENCE,
        "International Conference on Learning Representations",
    ),
    _v(
        "AAAI",
        "AAAI Conference on Artificial Intelligence",
        CONFERENCE,
        "AAAI Conference on Artificial Intelligence",
        "Conference on Artificial Intelligence",
    ),
    _v(
        "IJCAI",
        "International Joint Conference on Artificial Intelligence",
        CONFERENCE,
        "International Joint Conference on Artificial Intelligence",
    ),
    _v(
        "KDD",
        "ACM SIGKDD Conference on Knowledge Discovery and Data Mining",
        CONFERENCE,
        "SIGKDD",
        "ACM SIGKDD",
        "Knowledge Discovery and Data Mining",
        "Knowledge Discovery & Data Mining",
    ),
    _v(
        "WWW",
        "The ACM Web Conference",
        CONFERENCE,
        "TheWebConf",
        "The Web Conference",
        "ACM Web Conference",
        "International World Wide Web Conference",
        "World Wide Web Conference",
    ),
    _v(
        "SIGIR",
        "International ACM SIGIR Conference on Research and Development in Information Retrieval",
        CONFERENCE,
        "Research and Development in Information Retrieval",
    ),
    _v("WSDM", "ACM International Conference on Web Search and Data Mining", CONFERENCE, "Web Search and Data Mining"),
    _v(
        "UAI",
        "Conference on Uncertainty in Artificial Intelligence",
        CONFERENCE,
        "Uncertainty in Artificial Intelligence",
    ),
    _v(
        "AISTATS",
        "International Conference on Artificial Intelligence and Statistics",
        CONFERENCE,
        "Artificial Intelligence and Statistics",
    ),
    _v("COLT", "Conference on Learning Theory", CONFERENCE, "Conference on Learning Theory"),
    # --- Vision ----------------------------------------------------------------------
    _v(
        "CVPR",
        "IEEE/CVF Conference on Computer Vision and Pattern Recognition",
        CONFERENCE,
        "Conference on Computer Vision and Pattern Recognition",
        "Computer Vision and Pattern Recognition",
    ),
    _v(
        "ICCV",
        "IEEE/CVF International Conference on Computer Vision",
        CONFERENCE,
        "International Conference on Computer Vision",
    ),
    _v("ECCV", "European Conference on Computer Vision", CONFERENCE, "European Conference on Computer Vision"),
    # --- NLP ---------------------------------------------------------------------------
    _v(
        "ACL",
        "Annual Meeting of the Association for Computational Linguistics",
        CONFERENCE,
        "Annual Meeting of the Association for Computational Linguistics",
        "Meeting of the Association for Computational Linguistics",
    ),
    _v(
        "EMNLP",
        "Conference on Empirical Methods in Natural Language Processing",
        CONFERENCE,
        "Empirical Methods in Natural Language Processing",
    ),
    _v(
        "NAACL",
        "Annual Conference of the North American Chapter of the Association for Computational Linguistics",
        CONFERENCE,
        "NAACL-HLT",
        "North American Chapter of the Association for Computational Linguistics",
    ),
    _v(
        "COLING",
        "International Conference on Computational Linguistics",
        CONFERENCE,
        "International Conference on Computational Linguistics",
    ),
    # --- Security -------------------------------------------------------------------------
    _v(
        "USENIX Security",
        "USENIX Security Symposium",
        CONFERENCE,
        "USENIX Security Symposium",
        "USENIX Sec",
        "USENIXSec",
        "USENIX Security",
    ),
    _v(
        "CCS",
        "ACM SIGSAC Conference on Computer and Communications Security",
        CONFERENCE,
        "ACM CCS",
        "Conference on Computer and Communications Security",
        "Computer and Communications Security",
    ),
    _v(
        "AsiaCCS",
        "ACM Asia Conference on Computer and Communications Security",
        CONFERENCE,
        "ASIACCS",
        "AsiaCCS",
        "ASIA CCS",
        "Asia Conference on Computer and Communications Security",
    ),
    _v(
        "S&P",
        "IEEE Symposium on Security and Privacy",
        CONFERENCE,
        "Oakland",
        "IEEE S&P",
        "IEEE Symposium on Security and Privacy",
        "Symposium on Security and Privacy",
    ),
    _v(
        "NDSS",
        "Network and Distributed System Security Symposium",
        CONFERENCE,
        "Network and Distributed System Security Symposium",
        "Network and Distributed Systems Security Symposium",
    ),
    # --- Programming languages and software engineering -----------------------------
    _v(
        "PLDI",
        "ACM SIGPLAN Conference on Programming Language Design and Implementation",
        CONFERENCE,
        "Programming Language Design and Implementation",
    ),
    _v(
        "POPL",
        "ACM SIGPLAN Symposium on Principles of Programming Languages",
        CONFERENCE,
        "Principles of Programming Languages",
    ),
    _v(
        "OOPSLA",
        "ACM SIGPLAN Conference on Object-Oriented Programming, Systems, Languages, and Applications",
        CONFERENCE,
        "Object-Oriented Programming, Systems, Languages, and Applications",
        "Object-Oriented Programming, Systems, Languages and Applications",
        "SPLASH",
    ),
    _v(
        "ICSE",
        "International Conference on Software Engineering",
        CONFERENCE,
        "International Conference on Software Engineering",
    ),
    _v(
        "FSE",
        "ACM International Conference on the Foundations of Software Engineering",
        CONFERENCE,
        "ESEC/FSE",
        "ESEC-FSE",
        "Foundations of Software Engineering",
    ),
    _v(
        "ASE",
        "IEEE/ACM International Conference on Automated Software Engineering",
        CONFERENCE,
        "International Conference on Automated Software Engineering",
        "Automated Software Engineering",
    ),
    _v(
        "ISSTA",
        "ACM SIGSOFT International Symposium on Software Testing and Analysis",
        CONFERENCE,
        "Software Testing and Analysis",
    ),
    _v(
        "CGO",
        "IEEE/ACM International Symposium on Code Generation and Optimization",
        CONFERENCE,
        "Code Generation and Optimization",
    ),
    # --- Journals ----------------------------------------------------------------------------
    _v(
        "TPDS",
        "IEEE Transactions on Parallel and Distributed Systems",
        JOURNAL,
        "IEEE TPDS",
        "Transactions on Parallel and Distributed Systems",
        "IEEE Trans. Parallel Distrib. Syst.",
        "IEEE Trans. Parallel Distributed Syst.",
    ),
    _v(
        "TC",
        "IEEE Transactions on Computers",
        JOURNAL,
        "IEEE TC",
        "Transactions on Computers",
        "IEEE Trans. Computers",
        "IEEE Trans. Comput.",
    ),
    _v(
        "TOCS",
        "ACM Transactions on Computer Systems",
        JOURNAL,
        "ACM TOCS",
        "Transactions on Computer Systems",
        "ACM Trans. Comput. Syst.",
    ),
    _v("TOS", "ACM Transactions on Storage", JOURNAL, "ACM TOS", "Transactions on Storage", "ACM Trans. Storage"),
    _v(
        "ToN",
        "IEEE/ACM Transactions on Networking",
        JOURNAL,
        "TON",
        "IEEE/ACM ToN",
        "Transactions on Networking",
        "IEEE/ACM Trans. Netw.",
        "IEEE ACM Trans. Netw.",
    ),
    _v(
        "JSAC",
        "IEEE Journal on Selected Areas in Communications",
        JOURNAL,
        "IEEE JSAC",
        "Journal on Selected Areas in Communications",
        "IEEE J. Sel. Areas Commun.",
    ),
    _v(
        "TKDE",
        "IEEE Transactions on Knowledge and Data Engineering",
        JOURNAL,
        "Transactions on Knowledge and Data Engineering",
        "IEEE Trans. Knowl. Data Eng.",
    ),
    _v(
        "TPAMI",
        "IEEE Transactions on Pattern Analysis and Machine Intelligence",
        JOURNAL,
        "PAMI",
        "Transactions on Pattern Analysis and Machine Intelligence",
        "IEEE Trans. Pattern Anal. Mach. Intell.",
    ),
    _v(
        "JMLR",
        "Journal of Machine Learning Research",
        JOURNAL,
        "Journal of Machine Learning Research",
        "J. Mach. Learn. Res.",
    ),
    _v(
        "CSUR",
        "ACM Computing Surveys",
        JOURNAL,
        "ACM CSUR",
        "ACM Computing Surveys",
        "Computing Surveys",
        "ACM Comput. Surv.",
    ),
    _v(
        "SCIS",
        "Science China Information Sciences",
        JOURNAL,
        "Science China Information Sciences",
        "Sci. China Inf. Sci.",
        "SCIENCE CHINA Information Sciences",
    ),
    _v(
        "TSC",
        "IEEE Transactions on Services Computing",
        JOURNAL,
        "Transactions on Services Computing",
        "IEEE Trans. Serv. Comput.",
    ),
    _v(
        "TCC",
        "IEEE Transactions on Cloud Computing",
        JOURNAL,
        "Transactions on Cloud Computing",
        "IEEE Trans. Cloud Comput.",
    ),
    _v(
        "TMC",
        "IEEE Transactions on Mobile Computing",
        JOURNAL,
        "Transactions on Mobile Computing",
        "IEEE Trans. Mob. Comput.",
    ),
    _v(
        "TOPLAS",
        "ACM Transactions on Programming Languages and Systems",
        JOURNAL,
        "Transactions on Programming Languages and Systems",
    ),
    _v(
        "TSE",
        "IEEE Transactions on Software Engineering",
        JOURNAL,
        "Transactions on Software Engineering",
        "IEEE Trans. Software Eng.",
    ),
    _v(
        "TOSEM",
        "ACM Transactions on Software Engineering and Methodology",
        JOURNAL,
        "Transactions on Software Engineering and Methodology",
    ),
    _v(
        "TACO",
        "ACM Transactions on Architecture and Code Optimization",
        JOURNAL,
        "Transactions on Architecture and Code Optimization",
    ),
    _v("TODS", "ACM Transactions on Database Systems", JOURNAL, "Transactions on Database Systems"),
    _v("CACM", "Communications of the ACM", JOURNAL, "Communications of the ACM", "Commun. ACM", "Comm. ACM"),
    _v("VLDBJ", "The VLDB Journal", JOURNAL, "VLDB J.", "VLDB Journal", "The VLDB Journal"),
    _v(
        "TNNLS",
        "IEEE Transactions on Neural Networks and Learning Systems",
        JOURNAL,
        "Transactions on Neural Networks and Learning Systems",
    ),
    _v("IJCV", "International Journal of Computer Vision", JOURNAL, "International Journal of Computer Vision"),
    _v(
        "TACL",
        "Transactions of the Association for Computational Linguistics",
        JOURNAL,
        "Transactions of the Association for Computational Linguistics",
    ),
    _v(
        "TIFS",
        "IEEE Transactions on Information Forensics and Security",
        JOURNAL,
        "Transactions on Information Forensics and Security",
    ),
    _v(
        "TDSC",
        "IEEE Transactions on Dependable and Secure Computing",
        JOURNAL,
        "Transactions on Dependable and Secure Computing",
    ),
    _v(
        "JPDC",
        "Journal of Parallel and Distributed Computing",
        JOURNAL,
        "Journal of Parallel and Distributed Computing",
        "J. Parallel Distributed Comput.",
    ),
    _v(
        "FGCS",
        "Future Generation Computer Systems",
        JOURNAL,
        "Future Generation Computer Systems",
        "Future Gener. Comput. Syst.",
    ),
    _v(
        "SIGMETRICS",
        "ACM SIGMETRICS",
        CONFERENCE,
        "POMACS",
        "Proceedings of the ACM on Measurement and Analysis of Computing Systems",
        "Measurement and Modeling of Computer Systems",
    ),
    # --- Workshops (never resolve these to the co-located conference) ----------------
    _v("HotOS", "Workshop on Hot Topics in Operating Systems", WORKSHOP, "HOTOS", "Hot Topics in Operating Systems"),
    _v("HotNets", "ACM Workshop on Hot Topics in Networks", WORKSHOP, "HOTNETS", "Hot Topics in Networks"),
    _v(
        "HotCloud",
        "USENIX Workshop on Hot Topics in Cloud Computing",
        WORKSHOP,
        "HOTCLOUD",
        "Hot Topics in Cloud Computing",
    ),
    _v(
        "HotStorage",
        "ACM Workshop on Hot Topics in Storage and File Systems",
        WORKSHOP,
        "HOTSTORAGE",
        "Hot Topics in Storage and File Systems",
    ),
    _v("HotEdge", "USENIX Workshop on Hot Topics in Edge Computing", WORKSHOP, "Hot Topics in Edge Computing"),
    _v(
        "HotMobile",
        "International Workshop on Mobile Computing Systems and Applications",
        WORKSHOP,
        "Mobile Computing Systems and Applications",
    ),
    _v(
        "EuroMLSys",
        "Workshop on Machine Learning and Systems",
        WORKSHOP,
        "EUROMLSYS",
        "Euro-MLSys",
        "Workshop on Machine Learning and Systems",
    ),
    _v(
        "WORDS",
        "Workshop on Resource Disaggregation and Serverless",
        WORKSHOP,
        "Resource Disaggregation and Serverless",
    ),
    _v(
        "APSys",
        "ACM SIGOPS Asia-Pacific Workshop on Systems",
        WORKSHOP,
        "APSYS",
        "Apsys",
        "Asia-Pacific Workshop on Systems",
        "Asia Pacific Workshop on Systems",
    ),
    _v(
        "DEEM",
        "Workshop on Data Management for End-to-End Machine Learning",
        WORKSHOP,
        "Data Management for End-to-End Machine Learning",
    ),
    _v("HotInfra", "Workshop on Hot Topics in System Infrastructure", WORKSHOP, "Hot Topics in System Infrastructure"),
    # --- Preprint servers -------------------------------------------------------------
    _v("arXiv", "arXiv", PREPRINT, "ARXIV", "Arxiv", "CoRR", "arXiv preprint", "ArXiv preprint", "arXiv.org"),
    _v("bioRxiv", "bioRxiv", PREPRINT, "BioRxiv", "biorxiv"),
    _v("SSRN", "SSRN Electronic Journal", PREPRINT, "SSRN Electronic Journal"),
)

_WORKSHOP_HINT = re.compile(r"\bworkshops?\b|\bhot\s+topics\b", re.IGNORECASE)


def _is_acronym_spelling(alias: str) -> bool:
    return " " not in alias.strip()


def _phrase_pattern(phrase: str) -> str:
    """A case-insensitive pattern for a full name: flexible spaces, optional final dots."""
    words = re.split(r"\s+", phrase.strip().lower())
    parts = []
    for word in words:
        escaped = re.escape(word.rstrip("."))
        parts.append(escaped + (r"\.?" if word.endswith(".") else ""))
    return r"[\s\-]+".join(parts)


_BY_ACRONYM: dict[str, KnownVenue] = {venue.acronym: venue for venue in KNOWN_VENUES}
_ACRONYMS: dict[str, KnownVenue] = {}  # exact spelling -> venue
_PHRASES: dict[str, KnownVenue] = {}  # casefolded name -> venue
for _venue in KNOWN_VENUES:
    for _spelling in (_venue.acronym, *_venue.aliases):
        if _is_acronym_spelling(_spelling):
            _ACRONYMS.setdefault(_spelling, _venue)
        else:
            _PHRASES.setdefault(_spelling.lower(), _venue)
    _PHRASES.setdefault(_venue.name.lower(), _venue)
    if " " in _venue.acronym:  # "USENIX Security"
        _PHRASES.setdefault(_venue.acronym.lower(), _venue)

# A year may be glued to an acronym ("NSDI26", "OSDI'24"), so digits may follow it.
_ACRONYM_RE = re.compile(
    r"(?<![A-Za-z0-9&])(" + "|".join(re.escape(a) for a in sorted(_ACRONYMS, key=len, reverse=True)) + r")(?![A-Za-z&])"
)
_PHRASE_KEYS = sorted(_PHRASES, key=len, reverse=True)
_PHRASE_RE = re.compile(r"(?<![a-z0-9])(" + "|".join(_phrase_pattern(p) for p in _PHRASE_KEYS) + r")(?![a-z0-9])")
_PHRASE_BY_PATTERN = [(re.compile(r"^" + _phrase_pattern(p) + r"$"), _PHRASES[p]) for p in _PHRASE_KEYS]
_PARENTHESES_RE = re.compile(r"\(([^()]{1,80})\)")
_QUOTES_RE = re.compile(r"[’‘`´]")


def venue_by_acronym(acronym: str) -> KnownVenue | None:
    """The venue whose acronym (or acronym spelling) is exactly `acronym`."""
    acronym = acronym.strip()
    return _BY_ACRONYM.get(acronym) or _ACRONYMS.get(acronym)


def _phrase_venue(matched: str) -> KnownVenue | None:
    venue = _PHRASES.get(re.sub(r"[\s\-]+", " ", matched))
    if venue is not None:
        return venue
    for pattern, venue in _PHRASE_BY_PATTERN:  # rare: "proc vldb endow" without dots
        if pattern.match(matched):
            return venue
    return None


def _longest_phrase(text: str) -> KnownVenue | None:
    """The venue of the longest full name in `text`, overlapping matches considered."""
    lowered = text.lower()
    best_length, best = 0, None
    position = 0
    while True:
        match = _PHRASE_RE.search(lowered, position)
        if match is None:
            break
        if len(match.group(1)) > best_length:
            venue = _phrase_venue(match.group(1))
            if venue is not None:
                best_length, best = len(match.group(1)), venue
        position = match.start() + 1
    return best


def _looks_like_state_code(text: str, match: re.Match) -> bool:
    """ "Charleston, SC" is a place, not the SC conference: two letters after a comma, no year."""
    if len(match.group(1)) != 2 or not text[: match.start()].rstrip().endswith(","):
        return False
    return not re.match(r"\s*(?:'\d\d|\d{2,4})", text[match.end() :])


def _first_acronym(text: str) -> KnownVenue | None:
    preprint = None
    for match in _ACRONYM_RE.finditer(text):
        if _looks_like_state_code(text, match):
            continue
        venue = _ACRONYMS[match.group(1)]
        if venue.kind != PREPRINT:
            return venue
        preprint = preprint or venue
    return preprint


def _accept(venue: KnownVenue | None, names_workshop: bool) -> KnownVenue | None:
    if venue is not None and names_workshop and venue.kind != WORKSHOP:
        return None
    return venue


@lru_cache(maxsize=8192)
def resolve_venue(text: str) -> KnownVenue | None:
    """The known venue named in `text` (a venue as printed in a citation), or None."""
    if not text or not text.strip():
        return None
    text = _QUOTES_RE.sub("'", " ".join(text.split()))
    names_workshop = bool(_WORKSHOP_HINT.search(text))

    for group in _PARENTHESES_RE.findall(text):
        venue = _first_acronym(group) or _longest_phrase(group)
        if venue is not None and venue.kind != PREPRINT:
            # An explicit workshop acronym "(HotOS '23)" is trusted even if text says "Workshop".
            return _accept(venue, names_workshop)

    venue = _longest_phrase(text)
    if venue is None or venue.kind == PREPRINT:
        venue = _first_acronym(text) or venue
    return _accept(venue, names_workshop)


_ARXIV_ID_RE = re.compile(r"(?<![\d.])(\d{2})(\d{2})\.\d{4,5}(?:v\d+)?(?![\d])")
_SHORT_YEAR_RE = re.compile(r"['’‘`´]\s?(\d{2})(?!\d)")
_GLUED_YEAR_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Za-z]{1,10}(\d{2})(?![\d.])")


def year_from_venue_text(text: str) -> int | None:
    """The year in a venue as printed: "'24" -> 2024, "2025", arXiv:2408.08586 -> 2024."""
    if not text:
        return None
    without_ids = _ARXIV_ID_RE.sub(" ", text)
    match = _FULL_YEAR_RE.search(without_ids)
    if match:
        return int(match.group(1))
    match = _SHORT_YEAR_RE.search(without_ids) or _GLUED_YEAR_RE.search(without_ids)
    if match:
        two_digits = int(match.group(1))
        return two_digit_year(two_digits)
    match = _ARXIV_ID_RE.search(text)
    if match and 1 <= int(match.group(2)) <= 12:
        return 2000 + int(match.group(1))
    return None


# --- acronyms of venues the table does not know ---------------------------------------------

_ACRONYM = r"[A-Za-z][A-Za-z0-9&+/-]{0,14}"
_PAREN_ACRONYM_RE = re.compile(rf"\(\s*(?:<i>)?({_ACRONYM})(?:</i>)?\s*(?:['’‘`]?\s*(?:\d{{2}}|\d{{4}}))?\s*(?:\)|,|$)")
_YEAR_ACRONYM_RE = re.compile(rf"\b({_ACRONYM}?[A-Z]{_ACRONYM}?)\s*(?:['’‘`]\s*\d{{2}}\b|\s\d{{4}}\b|\d{{2}}\b)")
_TAG_RE = re.compile(r"</?[a-zA-Z][^<>]*>")
_NOT_ACRONYMS = {
    "CCF",
    "CORE",
    "IEEE",
    "ACM",
    "USENIX",
    "IFIP",
    "SIAM",
    "AAAI",
    "USA",
    "UK",
    "PDF",
    "DOI",
    "URL",
    "In",
    "To",
    "The",
    "Proc",
    "Vol",
    "No",
    "pp",
    "CA",
    "WA",
    "NY",
    "MA",
    "TX",
    "PA",
    "NJ",
    "IL",
}


def guess_acronym(text: str | None) -> str | None:
    """The acronym a venue is printed with, for venues the table does not know (the one guesser).

    '18th USENIX Symposium ... (OSDI '24)' -> 'OSDI'; 'ACM SIGCOMM 2023' -> 'SIGCOMM';
    'Proc. of the ACM MoNeTec 2023' -> 'MoNeTec'; None when no word is an acronym.
    """
    if not text:
        return None
    text = _TAG_RE.sub("", text)
    for match in _PAREN_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if sum(c.isupper() for c in word) >= 2 and word not in _NOT_ACRONYMS and not word.isdigit():
            return word
    for match in _YEAR_ACRONYM_RE.finditer(text):
        word = match.group(1)
        if sum(c.isupper() for c in word) >= 2 and word not in _NOT_ACRONYMS:
            return word
    words = [
        w
        for w in re.findall(r"\b[A-Za-z][A-Za-z-]*[A-Z][A-Za-z-]*\b", text)
        if sum(c.isupper() for c in w) >= 2 and w not in _NOT_ACRONYMS and not w.startswith(("CCF", "CORE"))
    ]
    return words[-1] if len(words) == 1 else None
