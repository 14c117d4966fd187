"""The profile networks a member's link is on (GitHub, ORCID, ...), for the icons of member pages and
the footer and for the `profiles` of a member's JSON Resume: the table is labsite.networks, the one
the importer labels the links it finds by, so a link shows under the name it was imported with."""

from labsite.networks import NETWORKS, network_of

__all__ = ["NETWORKS", "network_of"]
