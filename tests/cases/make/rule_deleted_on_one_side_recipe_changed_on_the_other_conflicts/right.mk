all: app

dist: app
	tar cJf app.tar.xz app

clean:
	rm -f app
