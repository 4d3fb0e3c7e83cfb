CC ?= cc
<<<<<<< left
ifeq ($(DEBUG),1)
CFLAGS += -g
endif
||||||| base
=======
ifdef SANITIZE
CFLAGS += -fsanitize=address
endif
>>>>>>> right

all: app
