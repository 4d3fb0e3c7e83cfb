.PHONY: all clean install

all: app

clean:
	rm -f app

install: app
	install -m 755 app $(BINDIR)
