#ifndef QUEUE_H
#define QUEUE_H

#include <stddef.h>

typedef struct queue queue;

queue *queue_new(size_t capacity);
void queue_free(queue *q);
size_t queue_len(const queue *q);

#endif /* QUEUE_H */
