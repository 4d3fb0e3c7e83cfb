#include <stdio.h>
#include "app.h"

int app_run(struct app *a)
{
    printf("running %s\n", a->name);
    return 0;
}
