PREFIX ?= /usr/local
CC ?= cc

all: app
