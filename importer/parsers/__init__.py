"""Document parsers for import_profiles: plain Python, no Django import.

Text in, dataclasses (records.py) out. The only code that writes what they
return to the database is importer.services.
"""
