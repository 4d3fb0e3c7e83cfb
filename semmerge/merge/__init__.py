"""Merge stage: three symbol trees (or three texts) -> merged pieces with conflicts."""
