CFLAGS = -Wall
CFLAGS += -O2
CFLAGS += -g

all: app
