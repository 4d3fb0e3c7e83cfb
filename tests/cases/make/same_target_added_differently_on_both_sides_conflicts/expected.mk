all: app

app: main.o
	$(CC) -o app main.o
<<<<<<< left

clean:
	rm -f app main.o
||||||| base
=======

clean:
	rm -rf build
>>>>>>> right
