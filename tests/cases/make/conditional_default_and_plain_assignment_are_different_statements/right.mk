PREFIX = /usr/local
CC = clang

all: app
