#include <stdio.h>
#include "app.h"
#include "clock.h"

static long started_at;

void app_start_clock(void)
{
    started_at = clock_now_ms();
}

int app_run(struct app *a)
{
    printf("running %s\n", a->name);
    return 0;
}
