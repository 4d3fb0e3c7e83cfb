OS := $(shell uname -s)

ifeq ($(OS),Darwin)
	LDFLAGS += -framework CoreFoundation
endif

all: tool

tool.o: tool.h

tool: tool.o
	$(CC) -o $@ $< $(LDFLAGS)
