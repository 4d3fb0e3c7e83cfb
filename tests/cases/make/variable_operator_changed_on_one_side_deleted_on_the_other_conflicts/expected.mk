# Tools
<<<<<<< left
CC ?= gcc
||||||| base
CC = gcc
=======
>>>>>>> right
AR = ar

lib.a: a.o b.o
	$(AR) rcs $@ $^
