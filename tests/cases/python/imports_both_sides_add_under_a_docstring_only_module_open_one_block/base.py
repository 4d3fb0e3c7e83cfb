"""Small helpers for the reporting jobs."""
