SRCS += src/alpha.c
SRCS += src/beta.c
SRCS += src/omega.c

all: app
