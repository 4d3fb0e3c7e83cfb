all: app
	@echo built

ifneq ($(DEBUG),1)
CFLAGS += -O2
endif
CFLAGS += -Wall

app: main.o
	$(CC) $(CFLAGS) -o $@ $^
