CFLAGS = -Wall
CFLAGS += -O2
<<<<<<< left
CFLAGS += -g
||||||| base
=======
CFLAGS += -fPIC
>>>>>>> right

all: app
