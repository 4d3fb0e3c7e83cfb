all: app

app: main.o util.o
	$(CC) -o build/app main.o util.o
	strip app

clean:
	rm -f app
