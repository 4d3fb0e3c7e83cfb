CC ?= cc

all: app
