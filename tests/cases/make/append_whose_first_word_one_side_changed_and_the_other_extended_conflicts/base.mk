PREFIX ?= /usr/local

# Optimise, and keep frame pointers for profiling.
CFLAGS += -O2 -fno-omit-frame-pointer
LDLIBS += -lm

app: main.o util.o
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)
