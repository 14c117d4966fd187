"""Document parsers for import_profiles: plain Python, no Django import.

Text in, dataclasses (records.py) out; documents.read_document is the entry
point and detect.py the one format detector. The only code that writes what
they return to the database is importer.writing.
"""
