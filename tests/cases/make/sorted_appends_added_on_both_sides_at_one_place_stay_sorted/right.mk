SRCS += src/alpha.c
SRCS += src/kappa.c
SRCS += src/omega.c

all: app
