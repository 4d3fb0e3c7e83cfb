all: app
	@echo built

<<<<<<< left
ifneq ($(DEBUG),1)
CFLAGS += -O2
endif
||||||| base
CFLAGS += -O2
=======
>>>>>>> right
CFLAGS += -Wall

app: main.o
	$(CC) $(CFLAGS) -o $@ $^
