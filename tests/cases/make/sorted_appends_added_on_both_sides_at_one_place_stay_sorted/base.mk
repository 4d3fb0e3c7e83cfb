SRCS += src/alpha.c
SRCS += src/omega.c

all: app
