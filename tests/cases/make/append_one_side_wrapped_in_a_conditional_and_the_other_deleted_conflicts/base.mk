all: app
	@echo built

CFLAGS += -O2
CFLAGS += -Wall

app: main.o
	$(CC) $(CFLAGS) -o $@ $^
