"""Release information."""

VERSION = (2, 4, 1)
RELEASE_NAME = "harbour"
