all: app

app: main.c
	$(CC) $(CFLAGS) -o $@ $<
