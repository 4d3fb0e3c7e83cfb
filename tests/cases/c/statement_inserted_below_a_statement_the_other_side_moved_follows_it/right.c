#include "net.h"

int conn_close(struct conn *c)
{
    shutdown(c->fd, SHUT_WR);
    drain(c);
    close(c->fd);
    c->fd = -1;
    free(c->buf);
    return 0;
}
