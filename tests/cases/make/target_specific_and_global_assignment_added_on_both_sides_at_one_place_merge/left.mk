all: app

app: main.c
	$(CC) $(CFLAGS) -o $@ $<

debug: CFLAGS = -O0 -g
