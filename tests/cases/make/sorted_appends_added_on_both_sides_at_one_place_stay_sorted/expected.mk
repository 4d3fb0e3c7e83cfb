SRCS += src/alpha.c
SRCS += src/beta.c
SRCS += src/kappa.c
SRCS += src/omega.c

all: app
