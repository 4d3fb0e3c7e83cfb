all: app
<<<<<<< left
||||||| base

dist: app
	tar czf app.tar.gz app
=======

dist: app
	tar cJf app.tar.xz app
>>>>>>> right

clean:
	rm -f app
