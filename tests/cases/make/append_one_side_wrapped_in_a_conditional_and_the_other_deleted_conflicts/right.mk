all: app
	@echo built

CFLAGS += -Wall

app: main.o
	$(CC) $(CFLAGS) -o $@ $^
