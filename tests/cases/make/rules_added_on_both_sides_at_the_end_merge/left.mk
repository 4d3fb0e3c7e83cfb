CC ?= cc

all: app

app: main.o
	$(CC) -o app main.o

clean:
	rm -f app *.o
