PREFIX ?= /usr/local

# Optimise, and keep frame pointers for profiling.
<<<<<<< left
CFLAGS += -Os -fno-omit-frame-pointer
||||||| base
CFLAGS += -O2 -fno-omit-frame-pointer
=======
CFLAGS += -O2 -fno-omit-frame-pointer -g
>>>>>>> right
LDLIBS += -lm

app: main.o util.o
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)
