PREFIX = /usr/local

all: app
