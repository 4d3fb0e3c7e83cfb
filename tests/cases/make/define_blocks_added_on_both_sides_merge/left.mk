define USAGE
Usage: make [all|clean]
endef

all: app
