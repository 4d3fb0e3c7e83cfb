#include <stdlib.h>

struct list;

struct list {
    int len;
    void **items;
};

int list_len(const struct list *l);

int list_len(const struct list *l)
{
    return l ? l->len : 0;
}
