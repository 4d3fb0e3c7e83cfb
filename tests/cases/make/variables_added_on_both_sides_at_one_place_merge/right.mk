PREFIX ?= /usr/local
MANDIR ?= $(PREFIX)/share/man
CC ?= cc

all: app
