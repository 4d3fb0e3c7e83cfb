#include "net.h"

int conn_close(struct conn *c)
{
    shutdown(c->fd, SHUT_WR);
    drain(c);
    free(c->buf);
    close(c->fd);
    return 0;
}
