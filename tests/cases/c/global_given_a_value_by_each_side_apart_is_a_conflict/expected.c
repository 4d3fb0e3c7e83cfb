#include <stdio.h>
#include "server.h"

static int port = 8080;
<<<<<<< left
static int backlog = 128;
||||||| base
=======

static int backlog = 64;
>>>>>>> right

int server_port(void)
{
    return port;
}

void server_set_port(int p)
{
    port = p;
}

void server_set_backlog(int b)
{
    backlog = b;
}

void server_print(void)
{
    printf("port=%d backlog=%d\n", port, backlog);
}
