# Tools
AR = ar

lib.a: a.o b.o
	$(AR) rcs $@ $^
