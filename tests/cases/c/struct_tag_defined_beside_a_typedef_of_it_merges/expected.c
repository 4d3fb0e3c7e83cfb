#include <stdlib.h>

struct list;
typedef struct list list;

struct list {
    int len;
    void **items;
};

int list_len(const struct list *l);
void list_free(list *l);

int list_len(const struct list *l)
{
    return l ? l->len : 0;
}

void list_free(list *l)
{
    free(l->items);
    free(l);
}
