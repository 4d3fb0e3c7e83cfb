CFLAGS = -Wall
CFLAGS += -O2
CFLAGS += -fPIC

all: app
