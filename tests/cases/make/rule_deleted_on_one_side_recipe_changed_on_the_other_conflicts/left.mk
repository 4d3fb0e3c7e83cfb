all: app

clean:
	rm -f app
