.PHONY: all clean install test

all: app

clean:
	rm -f app

install: app
	install -m 755 app $(BINDIR)

test: app
	./app --self-test
