#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t len(const char *s) { assert(s); return strlen(s); }

char *copy(const char *s) { return strdup(s); }
