all: app

dist: app
	tar czf app.tar.gz app

clean:
	rm -f app
