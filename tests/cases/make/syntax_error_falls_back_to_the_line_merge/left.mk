CC ?= cc
LIBS = $(shell pkg-config --libs (zlib)

all: app

app: main.o
	$(CC) -o app main.o
