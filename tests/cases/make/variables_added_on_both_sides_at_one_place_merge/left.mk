PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
CC ?= cc

all: app
