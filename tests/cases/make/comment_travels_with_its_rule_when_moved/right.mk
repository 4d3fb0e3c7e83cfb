all: app

# Remove what the build wrote.
clean:
	rm -f app *.o test-results

install: app
	install -m 755 app $(BINDIR)
