define LICENSE_HEADER
Copyright the authors.
endef

all: app
