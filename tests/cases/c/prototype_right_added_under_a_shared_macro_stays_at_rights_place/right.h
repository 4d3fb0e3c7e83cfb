#ifndef RING_H
#define RING_H

#include <stddef.h>

struct ring {
    unsigned char *data;
    size_t len;
};

void ring_init(struct ring *r);

#define RING_MIN 16
int ring_reserve(struct ring *r, size_t n);

#endif
