CFLAGS = -Wall
CFLAGS += -O2

all: app
