#ifndef QUEUE_H
#define QUEUE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct queue {
    void **items;
    size_t cap;
    size_t len;
    size_t head;
    unsigned flags;
} queue_t;

int queue_init(queue_t *q, size_t cap);
void queue_free(queue_t *q);
int queue_push(queue_t *q, void *item);
size_t queue_len(const queue_t *q);

#ifdef __cplusplus
}
#endif

#endif /* QUEUE_H */
