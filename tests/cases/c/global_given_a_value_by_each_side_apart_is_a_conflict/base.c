#include <stdio.h>
#include "server.h"

static int port = 8080;

int server_port(void)
{
    return port;
}

void server_set_port(int p)
{
    port = p;
}

void server_print(void)
{
    printf("port=%d\n", port);
}
