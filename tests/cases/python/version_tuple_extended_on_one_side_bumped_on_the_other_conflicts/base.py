"""Release information."""

VERSION = (2, 4)
RELEASE_NAME = "harbour"
