#ifndef RING_H
#define RING_H

#include <stddef.h>

struct ring {
    unsigned char *data;
    size_t len;
};

void ring_init(struct ring *r);

#endif
