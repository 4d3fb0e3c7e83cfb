all: app
