CC ?= cc
ifdef SANITIZE
CFLAGS += -fsanitize=address
endif

all: app
