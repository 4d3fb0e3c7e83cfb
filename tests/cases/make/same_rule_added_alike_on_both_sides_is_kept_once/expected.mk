all: app

clean:
	rm -f app main.o

app: main.o
	$(CC) -o app main.o
