define USAGE
Usage: make [all|clean]
endef

define LICENSE_HEADER
Copyright the authors.
endef

all: app
