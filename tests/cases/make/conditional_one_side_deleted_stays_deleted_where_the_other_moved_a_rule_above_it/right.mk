OS := $(shell uname -s)

tool.o: tool.h

ifeq ($(OS),Darwin)
	LDFLAGS += -framework CoreFoundation
endif

all: tool

tool: tool.o
	$(CC) -o $@ $< $(LDFLAGS)
