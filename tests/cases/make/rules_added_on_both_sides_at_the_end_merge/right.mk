CC ?= cc

all: app

app: main.o
	$(CC) -o app main.o

test: app
	./app --self-test
