.PHONY: all clean test

all: app

clean:
	rm -f app

test: app
	./app --self-test
