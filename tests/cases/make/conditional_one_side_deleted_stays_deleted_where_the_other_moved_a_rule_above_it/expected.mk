OS := $(shell uname -s)

<<<<<<< left
||||||| base
ifeq ($(OS),Darwin)
	LDFLAGS += -framework CoreFoundation
endif

=======
tool.o: tool.h

ifeq ($(OS),Darwin)
	LDFLAGS += -framework CoreFoundation
endif

>>>>>>> right
all: tool

tool: tool.o
	$(CC) -o $@ $< $(LDFLAGS)
