OS := $(shell uname -s)

all: tool

tool.o: tool.h

tool: tool.o
	$(CC) -o $@ $< $(LDFLAGS)
