#ifndef QUEUE_H
#define QUEUE_H

#include <stddef.h>

typedef struct queue queue;

queue *queue_new(size_t capacity);
void queue_free(queue *q);

#endif /* QUEUE_H */
