"""Country names as CVs print them after a place, in the languages CVs are written in.

A country is where an institution is, never part of its name: "Universität Kalberg (Deutschland)",
"Universidad de X, España". The vocabulary is general geography, one alternation for a regular expression.
"""

from __future__ import annotations

import re

# One name a line: English first, then the German, French, Spanish, Portuguese and Italian names that differ
_COUNTRIES = """
USA|US|United States|UK|United Kingdom|Great Britain|China|Canada|Germany|France|Switzerland|Japan|Singapore
Korea|South Korea|India|Spain|Italy|Netherlands|The Netherlands|Australia|Israel|Hong Kong|Hong Kong SAR|Norway
Sweden|Denmark|Finland|Austria|Belgium|Poland|Portugal|Ireland|Taiwan|Brazil|Mexico|Romania|Greece|Czech Republic
Czechia|Slovakia|Slovenia|Croatia|Serbia|Bulgaria|Hungary|Turkey|Türkiye|Estonia|Latvia|Lithuania|Luxembourg
Iceland|Cyprus|Malta|New Zealand|South Africa|Argentina|Chile|Colombia|Peru|Uruguay|Venezuela|Ecuador|Bolivia
Paraguay|Cuba|Costa Rica|Ukraine|Russia|Scotland|England|Wales|Egypt|Morocco|Tunisia|Algeria|Nigeria|Kenya|Ghana
Ethiopia|Iran|Pakistan|Bangladesh|Vietnam|Thailand|Malaysia|Indonesia|Philippines|Saudi Arabia|Qatar|Lebanon
Deutschland|Frankreich|Schweiz|Österreich|Spanien|Italien|Niederlande|Belgien|Polen|Schweden|Norwegen|Dänemark
Finnland|Großbritannien|Vereinigtes Königreich|Vereinigte Staaten|Tschechien|Ungarn|Griechenland|Russland
Brasilien|Kanada
Allemagne|Suisse|Autriche|Espagne|Italie|Pays-Bas|Belgique|Royaume-Uni|États-Unis|Etats-Unis|Pologne|Suède
Norvège|Danemark|Grèce|Russie|Brésil|Mexique|Chine|Japon|Irlande|Tunisie|Algérie|Maroc|Sénégal|Liban
España|Alemania|Francia|Suiza|Italia|Países Bajos|Bélgica|Reino Unido|Estados Unidos|EEUU|Brasil|México|Perú
Polonia|Suecia|Noruega|Dinamarca|Grecia|Rusia|Japón|Canadá|Irlanda
Espanha|Alemanha|França|Suíça|Itália|Países Baixos|Holanda|EUA|Polónia|Polônia|Suécia|Grécia|Rússia|Japão
Moçambique|Angola|Cabo Verde
Germania|Svizzera|Spagna|Paesi Bassi|Belgio|Regno Unito|Stati Uniti|Brasile|Messico|Svezia|Norvegia|Danimarca
Giappone|Cina
"""
_NAMES = {name.strip() for name in re.split(r"[|\n]", _COUNTRIES) if name.strip()}
# the longest first, so that "United Kingdom" is read before "United"; the dotted forms ("U.S.A.", "EE. UU.") by hand
COUNTRY = "(?:" + "|".join(re.escape(n) for n in sorted(_NAMES, key=len, reverse=True)) + r"|U\.S\.A?\.?|EE\.\s?UU\.)"
