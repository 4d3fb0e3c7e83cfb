.PHONY: all clean

all: app

clean:
	rm -f app
