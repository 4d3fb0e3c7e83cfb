all: app

app: main.o util.o
<<<<<<< left
	$(CC) -o bin/app main.o util.o
||||||| base
	$(CC) -o app main.o util.o
=======
	$(CC) -o build/app main.o util.o
>>>>>>> right
	strip app

clean:
	rm -f app
