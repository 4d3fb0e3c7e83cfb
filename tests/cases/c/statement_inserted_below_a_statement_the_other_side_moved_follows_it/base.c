#include "net.h"

int conn_close(struct conn *c)
{
    shutdown(c->fd, SHUT_WR);
    drain(c);
    close(c->fd);
    free(c->buf);
    return 0;
}
