"""Release information."""

VERSION = (3, 0)
RELEASE_NAME = "harbour"
