PREFIX = /usr/local
CC ?= cc
CC = clang

all: app
