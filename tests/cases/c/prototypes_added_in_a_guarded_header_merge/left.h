#ifndef QUEUE_H
#define QUEUE_H

#include <stddef.h>

typedef struct queue queue;

queue *queue_new(size_t capacity);
void queue_free(queue *q);
int queue_push(queue *q, void *item);

#endif /* QUEUE_H */
