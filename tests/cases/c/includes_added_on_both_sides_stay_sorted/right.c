#include <assert.h>
#include <stdio.h>
#include <string.h>

size_t len(const char *s) { assert(s); return strlen(s); }
