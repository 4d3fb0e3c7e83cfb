all: app

# Remove what the build wrote.
clean:
	rm -f app *.o

install: app
	install -m 755 app $(BINDIR)
