#include <stdio.h>
#include "app.h"
#include "trace.h"

int app_run(struct app *a)
{
    TRACE("app_run");
    printf("running %s\n", a->name);
    return 0;
}
