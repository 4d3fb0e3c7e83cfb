#include <stdlib.h>

struct list;

int list_len(const struct list *l);

int list_len(const struct list *l)
{
    return l ? l->len : 0;
}
