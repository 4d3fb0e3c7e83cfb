CC ?= cc
ifeq ($(DEBUG),1)
CFLAGS += -g
endif

all: app
